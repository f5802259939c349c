//! Tapir ⇄ the LLVMPar RFC's marker form (`llvmpar-extension-mechanism-rfc.txt`, "Tapir
//! using LLVMPar intrinsics"): the PREPARE and EXTRACT translators of the RFC's second
//! workflow for OpenCilk's parallel IR.
//!
//! | Tapir (OpenCilk) | marker form (`tapir-prepare` →, ← `tapir-extract`) |
//! |---|---|
//! | `detach within %sr, label %t, label %c` | `%k = call i1 @llvm.directive.marker() [ "detach_task"(token %sr) ]` + `br i1 %k, label %t, label %c` |
//! | `reattach within %sr, label %c` | `call i1 @llvm.directive.marker() [ "reattach_task"(token %sr) ]` + `br label %c` |
//! | `sync within %sr, label %s` | `call i1 @llvm.directive.marker() [ "local_barrier"(token %sr) ]` + `br label %s` |
//!
//! The RFC's example writes the markers without operands; parir keeps the sync region as the
//! bundle operand, so that a function with several sync regions (a `cilk_for` inside a
//! spawned task, a `sync` that waits for one loop's iterations but not for an earlier spawn)
//! survives the round trip. `llvm.syncregion.start`, `llvm.taskframe.*`, `llvm.sync.unwind`
//! and `llvm.tapir.runtime.*` are ordinary calls and stay as they are when called. `detach within none`
//! gives a marker without operand. EXTRACT takes the RFC's operand-less markers too: they get
//! one new sync region at the start of the function, the RFC's reading of `local_barrier`
//! ("waits for the tasks spawned in this function").
//!
//!
//! Exceptions (docs/translators.md, "Tapir"): LLVM 19 invokes no intrinsic but
//! `llvm.donothing` and a few others, so an invoke of `llvm.sync.unwind`,
//! `llvm.detached.rethrow.*` or `llvm.taskframe.resume.*` becomes an invoke of
//! `llvm.donothing` with a bundle tagged with the intrinsic's name (its arguments as operands),
//! and a `detach ... unwind label %u` an invoke of `llvm.donothing` tagged `detach_unwind` that
//! unwinds to `%u` and goes on to a new block with the detach's marker and branch.
//!
//! Not expressible, with a located warning and the function left as it was:
//! - PREPARE: an invoke of one of those intrinsics with parameter attributes (bundle operands
//!   have none);
//! - EXTRACT: a `detach_task` marker whose result is not the condition of its block's
//!   terminating `br` (or has other uses), a `reattach_task` / `local_barrier` marker whose
//!   block does not end in an unconditional `br`, a `detach_unwind` invoke whose normal
//!   destination is not a block of only its marker and branch, and markers whose Tapir form the verifier
//!   rejects (a task block entered other than by its detach, a reattach into another
//!   continuation).
//!
//! Round trips are identities: Tapir → markers → Tapir gives the same IR, markers (with
//! their sync regions) → Tapir → markers too (tests: `crates/parir-annot/tests/filetests/
//! tapir-*.ll` and `crates/parir-cli/tests/tapir.rs`).

mod attrs;
pub mod serialize;

use crate::diag::Warning;
use crate::directives::build::{declare, RfcTag};
use crate::directives::model::{directive_call, DirectiveCall};
use crate::irbuild::{callee_name, direct_call};
use parir_ir::inst::{Bundle, InstData, InstKind};
use parir_ir::value::ConstData;
use parir_ir::{GlobalId, Inst, Module, Value};
use parir_transform::manager::PreservedAnalyses;

module_pass!(
    TapirPrepare,
    "tapir-prepare",
    "TapirPreparePass",
    "Tapir detach/reattach/sync -> the LLVMPar RFC's detach_task/reattach_task/local_barrier markers (sync region kept as the bundle operand)",
    prepare,
    // Terminators become markers and branches to the same successors: the CFG is unchanged.
    PreservedAnalyses::cfg()
);
module_pass!(
    TapirExtract,
    "tapir-extract",
    "TapirExtractPass",
    "the LLVMPar RFC's detach_task/reattach_task/local_barrier markers -> Tapir detach/reattach/sync",
    extract,
    // Markers and branches become terminators to the same successors: the CFG is unchanged.
    PreservedAnalyses::cfg()
);

module_pass!(
    TapirSerialize,
    "tapir-serialize",
    "TapirSerializePass",
    "Tapir -> its serial elision (detach/reattach/sync as branches, sync regions, taskframes and reducer intrinsics gone): plain LLVM IR for a native build",
    serialize::serialize,
    PreservedAnalyses::none()
);

fn fname(m: &Module, f: GlobalId) -> String {
    m.globals[f].name().unwrap_or_default().to_string()
}

/// `tapir-prepare`: every function's `detach`/`reattach`/`sync` become markers.
pub fn prepare(m: &mut Module) -> (bool, Vec<Warning>) {
    let mut warnings = Vec::new();
    let mut changed = attrs::encode(m);
    for f in m.defined_functions() {
        let name = fname(m, f);
        let empty = m.attrs.empty();
        let body = m.body(f).expect("body");
        let mut todo: Vec<Inst> = Vec::new();
        let mut invokes: Vec<Inst> = Vec::new();
        let mut refused = false;
        for &b in &body.layout {
            let Some(t) = body.terminator(b) else {
                continue;
            };
            let d = &body.insts[t];
            match &d.kind {
                InstKind::Detach { .. } | InstKind::Reattach { .. } | InstKind::Sync { .. } => {
                    todo.push(t)
                }
                InstKind::Invoke { call, .. } if invoked_tapir_intrinsic(m, d).is_some() => {
                    if call.attrs.params.iter().any(|&a| a != empty) {
                        warnings.push(
                            Warning::new(
                                "tapir-invoke-param-attrs",
                                "an invoke of a Tapir intrinsic with parameter attributes has no marker form (the attributes would outlive their parameters); the function stays in Tapir",
                            )
                            .at_inst(m, &name, d),
                        );
                        refused = true;
                    } else {
                        invokes.push(t);
                    }
                }
                _ => {}
            }
        }
        if refused || (todo.is_empty() && invokes.is_empty()) {
            continue;
        }
        // `llvm.donothing` only for the exception forms.
        let needs_donothing = !invokes.is_empty()
            || todo.iter().any(|&t| {
                matches!(
                    m.body(f).expect("body").insts[t].kind,
                    InstKind::Detach {
                        unwind: Some(_),
                        ..
                    }
                )
            });
        let (marker, donothing) = match declare(m, DirectiveCall::Marker).and_then(|mk| {
            let dn = if needs_donothing {
                Some(declare_donothing(m)?)
            } else {
                None
            };
            Ok((mk, dn))
        }) {
            Ok(g) => g,
            Err(e) => {
                warnings.push(Warning::error("tapir-prepare-failed", e));
                return (changed, warnings);
            }
        };
        for &t in &invokes {
            if let Some(dn) = donothing {
                invoke_to_marker(m, f, t, dn);
                changed = true;
            }
        }
        for t in todo {
            let kind = m.body(f).expect("body").insts[t].kind.clone();
            if let InstKind::Detach {
                region,
                task,
                cont,
                unwind: Some(unwind),
            } = kind
            {
                if let Some(dn) = donothing {
                    detach_unwind_to_markers(m, f, t, [task, cont, unwind], region, marker, dn);
                    changed = true;
                }
                continue;
            }
            let (tag, region, new_term) = match kind {
                InstKind::Detach {
                    region, task, cont, ..
                } => (RfcTag::DetachTask, region, Term::Cond(task, cont)),
                InstKind::Reattach { region, cont } => {
                    (RfcTag::ReattachTask, region, Term::Br(cont))
                }
                InstKind::Sync { region, cont } => (RfcTag::LocalBarrier, region, Term::Br(cont)),
                _ => continue,
            };
            let bundle = Bundle {
                tag: tag.tag().into(),
                inputs: region.into_iter().collect(),
            };
            let call = direct_call(m, marker, Vec::new(), vec![bundle]).expect("a function");
            let body = m.body_mut(f).expect("body");
            let b = body.inst_block[t].expect("placed");
            let pos = body.blocks[b].insts.len() - 1;
            let k = parir_transform::edit::insert_inst(body, b, pos, call);
            body.insts[t].kind = match new_term {
                Term::Cond(task, cont) => InstKind::CondBr {
                    cond: Value::Inst(k),
                    then_dest: task,
                    else_dest: cont,
                },
                Term::Br(c) => InstKind::Br(c),
            };
            changed = true;
        }
    }
    (changed, warnings)
}

enum Term {
    Cond(parir_ir::Block, parir_ir::Block),
    Br(parir_ir::Block),
}

/// The bundle tag of the invoke that stands for a detach's unwind edge in the marker form.
const DETACH_UNWIND: &str = "detach_unwind";

/// The Tapir intrinsic an `invoke` calls, if it is one that OpenCilk invokes and LLVM 19 does
/// not allow to be invoked (`llvm.sync.unwind`, `llvm.detached.rethrow.*`,
/// `llvm.taskframe.resume.*`).
fn invoked_tapir_intrinsic<'m>(m: &'m Module, d: &InstData) -> Option<&'m str> {
    if !matches!(d.kind, InstKind::Invoke { .. }) {
        return None;
    }
    let (_, n) = callee_name(m, d)?;
    is_invoked_tapir_name(n).then_some(n)
}

fn is_invoked_tapir_name(n: &str) -> bool {
    n == "llvm.sync.unwind"
        || n.starts_with("llvm.detached.rethrow")
        || n.starts_with("llvm.taskframe.resume")
}

/// `void @llvm.donothing()`, the one intrinsic that LLVM lets the marker form invoke.
fn declare_donothing(m: &mut Module) -> Result<GlobalId, String> {
    let void = m.types.void();
    let fn_ty = m.types.function(void, Vec::new(), false);
    crate::irbuild::declare_intrinsic(m, "llvm.donothing", fn_ty)
}

/// The direct callee value of function `g`.
fn callee_value(m: &mut Module, g: GlobalId) -> Value {
    let ptr = m.global_ptr_type(g);
    Value::Const(m.consts.intern_raw(ptr, ConstData::Global(g)))
}

/// `invoke void @llvm.sync.unwind(token %sr)` becomes `invoke void @llvm.donothing() [
/// "llvm.sync.unwind"(token %sr) ]` to the same destinations: the bundle is tagged with the
/// intrinsic's name and holds its arguments; everything else of the invoke stays.
fn invoke_to_marker(m: &mut Module, f: GlobalId, t: Inst, donothing: GlobalId) {
    let Some((_, name)) = callee_name(m, &m.body(f).expect("body").insts[t]) else {
        return;
    };
    let name = name.to_string();
    let callee = callee_value(m, donothing);
    let fn_ty = m.globals[donothing].as_func().expect("a function").ty;
    let body = m.body_mut(f).expect("body");
    if let InstKind::Invoke { call, .. } = &mut body.insts[t].kind {
        let args = std::mem::take(&mut call.args);
        call.bundles.insert(
            0,
            Bundle {
                tag: name.as_str().into(),
                inputs: args,
            },
        );
        call.callee = callee;
        call.fn_ty = fn_ty;
        call.attrs.params.clear();
    }
}

/// `detach within %sr, label %t, label %c unwind label %u` (a task that may throw) in block
/// B becomes an invoke of `llvm.donothing` with a `detach_unwind` bundle (the edge to `%u`)
/// whose normal destination is a new block holding the detach's marker and branch:
///
/// ```text
/// B:   invoke void @llvm.donothing() [ "detach_unwind"(token %sr) ] to label %B.detach unwind label %u
/// B.detach:
///      %k = call i1 @llvm.directive.marker() [ "detach_task"(token %sr) ]
///      br i1 %k, label %t, label %c
/// ```
///
/// The phis of `%t` and `%c` now come from the new block; those of `%u` still from B.
fn detach_unwind_to_markers(
    m: &mut Module,
    f: GlobalId,
    t: Inst,
    [task, cont, unwind]: [parir_ir::Block; 3],
    region: Option<Value>,
    marker: GlobalId,
    donothing: GlobalId,
) {
    let bundle = |tag: &str| Bundle {
        tag: tag.into(),
        inputs: region.into_iter().collect(),
    };
    let mark = direct_call(
        m,
        marker,
        Vec::new(),
        vec![bundle(RfcTag::DetachTask.tag())],
    )
    .expect("a function");
    let Some(InstData {
        kind: InstKind::Call(inv),
        ..
    }) = direct_call(m, donothing, Vec::new(), vec![bundle(DETACH_UNWIND)])
    else {
        return;
    };
    let fname = m.globals[f].as_func().expect("a function");
    let mut names =
        parir_transform::edit::LocalNames::of(&fname.arg_names, fname.body.as_ref().expect("body"));
    let body = m.body_mut(f).expect("body");
    let b = body.inst_block[t].expect("placed");
    let new_name = body.blocks[b]
        .name
        .as_ref()
        .map(|n| names.unique(&format!("{n}.detach")));
    let nb = body.append_block(new_name);
    body.layout.pop();
    let at = body
        .layout
        .iter()
        .position(|&x| x == b)
        .map_or(0, |p| p + 1);
    body.layout.insert(at, nb);
    let k = body.append_inst(nb, mark);
    let void = body.insts[t].ty;
    body.append_inst(
        nb,
        InstData::new(
            InstKind::CondBr {
                cond: Value::Inst(k),
                then_dest: task,
                else_dest: cont,
            },
            void,
        ),
    );
    body.insts[t].kind = InstKind::Invoke {
        call: inv,
        normal: nb,
        unwind,
    };
    retarget_phis(body, &[task, cont], b, nb);
}

/// In the phis of `blocks`, the incoming block `from` becomes `to`.
fn retarget_phis(
    body: &mut parir_ir::Body,
    blocks: &[parir_ir::Block],
    from: parir_ir::Block,
    to: parir_ir::Block,
) {
    let mut seen = Vec::new();
    for &s in blocks {
        if seen.contains(&s) {
            continue;
        }
        seen.push(s);
        for p in parir_transform::edit::phis(body, s) {
            if let InstKind::Phi { incoming, .. } = &mut body.insts[p].kind {
                for (_, blk) in incoming.iter_mut() {
                    if *blk == from {
                        *blk = to;
                    }
                }
            }
        }
    }
}

/// The tag of a marker call (its first bundle's), if `d` calls `llvm.directive.marker`.
fn marker_tag(m: &Module, d: &InstData) -> Option<(RfcTag, Option<Value>)> {
    if directive_call(m, d) != Some(DirectiveCall::Marker) {
        return None;
    }
    let c = d.kind.call_data()?;
    let b = c.bundles.first()?;
    let tag = RfcTag::ALL
        .iter()
        .copied()
        .find(|t| t.tag() == b.tag.as_str())?;
    matches!(
        tag,
        RfcTag::DetachTask | RfcTag::ReattachTask | RfcTag::LocalBarrier
    )
    .then(|| (tag, b.inputs.first().copied()))
}

/// `tapir-extract`: every function's Tapir markers become `detach`/`reattach`/`sync`.
pub fn extract(m: &mut Module) -> (bool, Vec<Warning>) {
    let mut warnings = Vec::new();
    // The keywords first: the verifier that checks each extracted function reads them.
    let mut changed = attrs::decode(m);
    for f in m.defined_functions() {
        let name = fname(m, f);
        let saved = m.body(f).expect("body").clone();
        match extract_function(m, f, &name) {
            Ok(c) => changed |= c,
            Err(w) => {
                *m.body_mut(f).expect("body") = saved;
                warnings.push(w);
            }
        }
    }
    if changed {
        crate::csa::intrinsics::remove_unused_declarations(
            m,
            &[DirectiveCall::Marker.name(), "llvm.donothing"],
        );
    }
    (changed, warnings)
}

fn extract_function(m: &mut Module, f: GlobalId, name: &str) -> Result<bool, Warning> {
    let restored = restore_invokes(m, f, name)?;
    let body = m.body(f).expect("body");
    // (marker, tag, sync region) in layout order.
    let mut markers = Vec::new();
    for &b in &body.layout {
        for &i in &body.blocks[b].insts {
            if let Some((tag, region)) = marker_tag(m, &body.insts[i]) {
                markers.push((i, tag, region));
            }
        }
    }
    if markers.is_empty() {
        if restored {
            verified(m, name)?;
        }
        return Ok(restored);
    }
    let bad = |i: Inst, why: &str| {
        Warning::new(
            "tapir-marker-not-extractable",
            format!("{why}; the function keeps its markers"),
        )
        .at_inst(m, name, &m.body(f).expect("body").insts[i])
    };
    // Uses of each marker result.
    let mut uses: std::collections::HashMap<Inst, usize> = std::collections::HashMap::new();
    for (_, i) in body.inst_iter() {
        body.insts[i].kind.for_each_operand(|v| {
            if let Value::Inst(x) = v {
                *uses.entry(x).or_default() += 1;
            }
        });
    }
    let mut plan = Vec::new();
    for &(i, tag, region) in &markers {
        let b = body.inst_block[i].expect("placed");
        let t = body
            .terminator(b)
            .ok_or_else(|| bad(i, "a marker in a block without terminator"))?;
        let term = &body.insts[t].kind;
        let ok = match (tag, term) {
            (RfcTag::DetachTask, InstKind::CondBr { cond, .. }) => {
                *cond == Value::Inst(i) && uses.get(&i).copied().unwrap_or(0) == 1
            }
            (RfcTag::DetachTask, _) => false,
            (_, InstKind::Br(_)) => uses.get(&i).copied().unwrap_or(0) == 0,
            _ => false,
        };
        if !ok {
            return Err(bad(
                i,
                match tag {
                    RfcTag::DetachTask => "a detach_task marker whose result is not only the condition of its block's br",
                    _ => "a reattach_task/local_barrier marker whose block does not end in an unconditional br (or whose result is used)",
                },
            ));
        }
        plan.push((i, t, tag, region));
    }
    // Markers without a sync region share one new region at the start of the function.
    let mut fresh: Option<Value> = None;
    if plan.iter().any(|p| p.3.is_none()) {
        let g = declare_syncregion(m).map_err(|e| Warning::error("tapir-extract-failed", e))?;
        let call = direct_call(m, g, Vec::new(), Vec::new()).expect("a function");
        let body = m.body_mut(f).expect("body");
        let entry = body.layout[0];
        let k = parir_transform::edit::insert_inst(body, entry, 0, call);
        fresh = Some(Value::Inst(k));
    }
    let body = m.body_mut(f).expect("body");
    for (i, t, tag, region) in plan {
        let region = region.or(fresh);
        let new = match (&body.insts[t].kind, tag) {
            (
                InstKind::CondBr {
                    then_dest,
                    else_dest,
                    ..
                },
                RfcTag::DetachTask,
            ) => InstKind::Detach {
                region,
                task: *then_dest,
                cont: *else_dest,
                unwind: None,
            },
            (InstKind::Br(c), RfcTag::ReattachTask) => InstKind::Reattach { region, cont: *c },
            (InstKind::Br(c), _) => InstKind::Sync { region, cont: *c },
            _ => unreachable!("checked above"),
        };
        body.insts[t].kind = new;
        parir_transform::edit::remove_inst(body, i);
    }
    merge_detach_unwinds(m, f, name)?;
    verified(m, name)?;
    Ok(true)
}

/// An invoke of `llvm.donothing` whose first bundle is tagged `tag`: the bundle's inputs and
/// the invoke's destinations.
fn donothing_invoke<'a>(
    m: &Module,
    d: &'a InstData,
) -> Option<(&'a str, &'a [Value], parir_ir::Block, parir_ir::Block)> {
    let InstKind::Invoke {
        call,
        normal,
        unwind,
    } = &d.kind
    else {
        return None;
    };
    let (_, n) = callee_name(m, d)?;
    if n != "llvm.donothing" {
        return None;
    }
    let b = call.bundles.first()?;
    Some((b.tag.as_str(), &b.inputs[..], *normal, *unwind))
}

/// The invokes of `llvm.donothing` tagged with a Tapir intrinsic's name become invokes of that
/// intrinsic again (declared from the bundle's operand types when the module lacks it).
fn restore_invokes(m: &mut Module, f: GlobalId, name: &str) -> Result<bool, Warning> {
    let body = m.body(f).expect("body");
    let mut todo = Vec::new();
    for &b in &body.layout {
        let Some(t) = body.terminator(b) else {
            continue;
        };
        if let Some((tag, inputs, ..)) = donothing_invoke(m, &body.insts[t]) {
            if is_invoked_tapir_name(tag) {
                let tys: Option<Vec<_>> = inputs
                    .iter()
                    .map(|&v| crate::irbuild::value_type(m, f, body, v))
                    .collect();
                todo.push((t, tag.to_string(), tys));
            }
        }
    }
    let changed = !todo.is_empty();
    for (t, tag, tys) in todo {
        let g = match m.global_by_name(&tag) {
            Some(g) if m.globals[g].as_func().is_some() => g,
            _ => {
                let Some(tys) = tys else {
                    return Err(Warning::new(
                        "tapir-marker-not-extractable",
                        format!("an operand of the {tag} bundle has no type; the function keeps its markers"),
                    )
                    .at_inst(m, name, &m.body(f).expect("body").insts[t]));
                };
                let void = m.types.void();
                let fn_ty = m.types.function(void, tys, false);
                crate::irbuild::declare_intrinsic(m, &tag, fn_ty)
                    .map_err(|e| Warning::error("tapir-extract-failed", e))?
            }
        };
        let callee = callee_value(m, g);
        let fn_ty = m.globals[g].as_func().expect("a function").ty;
        let body = m.body_mut(f).expect("body");
        if let InstKind::Invoke { call, .. } = &mut body.insts[t].kind {
            let bundle = call.bundles.remove(0);
            call.args = bundle.inputs;
            call.callee = callee;
            call.fn_ty = fn_ty;
        }
    }
    Ok(changed)
}

/// The `detach_unwind` invokes join the detach that the block they go to now ends with:
/// `detach ... unwind label %u` in the invoke's block, and the marker's block goes away.
fn merge_detach_unwinds(m: &mut Module, f: GlobalId, name: &str) -> Result<(), Warning> {
    let body = m.body(f).expect("body");
    let mut preds: std::collections::HashMap<parir_ir::Block, usize> =
        std::collections::HashMap::new();
    for &b in &body.layout {
        for s in body.successors(b) {
            *preds.entry(s).or_default() += 1;
        }
    }
    let mut todo = Vec::new();
    for &b in &body.layout {
        let Some(t) = body.terminator(b) else {
            continue;
        };
        let Some((DETACH_UNWIND, inputs, normal, unwind)) = donothing_invoke(m, &body.insts[t])
        else {
            continue;
        };
        let only = match body.blocks[normal].insts[..] {
            [d] => Some(d),
            _ => None,
        };
        let detach = only.and_then(|d| match &body.insts[d].kind {
            InstKind::Detach {
                region,
                task,
                cont,
                unwind: None,
            } if *region == inputs.first().copied() => Some((d, *region, *task, *cont)),
            _ => None,
        });
        match detach {
            Some((d, region, task, cont)) if preds.get(&normal) == Some(&1) => {
                todo.push((b, t, normal, d, region, task, cont, unwind))
            }
            _ => {
                return Err(Warning::new(
                    "tapir-marker-not-extractable",
                    "a detach_unwind invoke whose normal destination is not a block of only its detach_task marker and branch (with the same sync region, entered only from the invoke); the function keeps its markers",
                )
                .at_inst(m, name, &body.insts[t]))
            }
        }
    }
    let body = m.body_mut(f).expect("body");
    for (b, t, normal, d, region, task, cont, unwind) in todo {
        body.insts[t].kind = InstKind::Detach {
            region,
            task,
            cont,
            unwind: Some(unwind),
        };
        parir_transform::edit::remove_inst(body, d);
        body.layout.retain(|&x| x != normal);
        retarget_phis(body, &[task, cont], normal, b);
    }
    Ok(())
}

/// The verifier's verdict on the extracted module, as the warning that keeps the markers.
fn verified(m: &Module, name: &str) -> Result<(), Warning> {
    if let Err(errs) = parir_ir::verifier::verify_module(m) {
        let first = errs.first();
        let mut w = Warning::new(
            "tapir-marker-not-extractable",
            format!(
                "the markers do not form valid Tapir ({}); the function keeps its markers",
                first
                    .map(|d| d.message.as_str())
                    .unwrap_or("verifier error")
            ),
        )
        .at_pos(first.and_then(|d| d.pos()));
        w.function = Some(name.to_string());
        return Err(w);
    }
    Ok(())
}

/// `token @llvm.syncregion.start()`.
fn declare_syncregion(m: &mut Module) -> Result<GlobalId, String> {
    let token = m.types.token();
    let fn_ty = m.types.function(token, Vec::new(), false);
    crate::irbuild::declare_intrinsic(m, "llvm.syncregion.start", fn_ty)
}

/// Whether a call is one of Tapir's intrinsics (kept as ordinary calls by both translators).
pub fn is_tapir_intrinsic(m: &Module, d: &InstData) -> bool {
    callee_name(m, d).is_some_and(|(_, n)| {
        n == "llvm.syncregion.start"
            || n.starts_with("llvm.taskframe.")
            || n == "llvm.sync.unwind"
            || n.starts_with("llvm.tapir.")
    })
}

/// The landing pad value that an invoke rethrows into its own unwind destination, in Tapir
/// (an invoke of `llvm.detached.rethrow.*` or `llvm.taskframe.resume.*`, whose second
/// argument it is) or in the marker form (an invoke of `llvm.donothing` tagged with one of
/// those names, holding their arguments: docs/decisions.md). Executors run either as a
/// `resume` that lands at the invoke's own unwind edge, the serial elision's meaning.
pub fn rethrown_value(m: &Module, d: &InstData) -> Option<Value> {
    let InstKind::Invoke { call, .. } = &d.kind else {
        return None;
    };
    let (_, n) = callee_name(m, d)?;
    let rethrows =
        |n: &str| n.starts_with("llvm.detached.rethrow") || n.starts_with("llvm.taskframe.resume");
    if rethrows(n) {
        return call.args.get(1).copied();
    }
    if n != "llvm.donothing" {
        return None;
    }
    call.bundles
        .iter()
        .find(|b| rethrows(&b.tag))
        .and_then(|b| b.inputs.get(1).copied())
}

/// The sync regions of `body` whose tasks may let an exception out: a `detach` with an
/// unwind destination, or its marker form (a `detach_unwind` invoke of `llvm.donothing`),
/// names each. Executors that run tasks in parallel keep these regions' serial elision,
/// where the exception travels as the serial program's does.
pub fn throwing_regions(m: &Module, body: &parir_ir::function::Body) -> Vec<Inst> {
    let mut out = Vec::new();
    for (_, i) in body.inst_iter() {
        let d = &body.insts[i];
        let region = match &d.kind {
            InstKind::Detach {
                region,
                unwind: Some(_),
                ..
            } => *region,
            InstKind::Invoke { call, .. }
                if callee_name(m, d).is_some_and(|(_, n)| n == "llvm.donothing") =>
            {
                call.bundles
                    .iter()
                    .find(|b| b.tag == DETACH_UNWIND)
                    .and_then(|b| b.inputs.first().copied())
            }
            _ => None,
        };
        if let Some(Value::Inst(r)) = region {
            if !out.contains(&r) {
                out.push(r);
            }
        }
    }
    out
}
