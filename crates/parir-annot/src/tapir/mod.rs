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
//! and `llvm.tapir.runtime.*` are ordinary calls and stay as they are. `detach within none`
//! gives a marker without operand. EXTRACT takes the RFC's operand-less markers too: they get
//! one new sync region at the start of the function, the RFC's reading of `local_barrier`
//! ("waits for the tasks spawned in this function").
//!
//! Not expressible, with a located warning and the function left as it was:
//! - PREPARE: a `detach` with an `unwind` destination (a task that may throw): a marker
//!   call has no exceptional edge;
//! - EXTRACT: a `detach_task` marker whose result is not the condition of its block's
//!   terminating `br` (or has other uses), a `reattach_task` / `local_barrier` marker whose
//!   block does not end in an unconditional `br`, and markers whose Tapir form the verifier
//!   rejects (a task block entered other than by its detach, a reattach into another
//!   continuation).
//!
//! Round trips are identities: Tapir → markers → Tapir gives the same IR, markers (with
//! their sync regions) → Tapir → markers too (tests: `crates/parir-annot/tests/filetests/
//! tapir-*.ll` and `crates/parir-cli/tests/tapir.rs`).

use crate::diag::Warning;
use crate::directives::build::{declare, RfcTag};
use crate::directives::model::{directive_call, DirectiveCall};
use crate::irbuild::{callee_name, direct_call};
use parir_ir::inst::{Bundle, InstData, InstKind};
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

fn fname(m: &Module, f: GlobalId) -> String {
    m.globals[f].name().unwrap_or_default().to_string()
}

/// `tapir-prepare`: every function's `detach`/`reattach`/`sync` become markers.
pub fn prepare(m: &mut Module) -> (bool, Vec<Warning>) {
    let mut warnings = Vec::new();
    let mut changed = false;
    for f in m.defined_functions() {
        let name = fname(m, f);
        let body = m.body(f).expect("body");
        let mut todo: Vec<Inst> = Vec::new();
        let mut refused = false;
        for &b in &body.layout {
            let Some(t) = body.terminator(b) else {
                continue;
            };
            match &body.insts[t].kind {
                InstKind::Detach {
                    unwind: Some(_), ..
                } => {
                    warnings.push(
                        Warning::new(
                            "tapir-detach-unwind",
                            "a detach with an unwind destination has no marker form (a marker call has no exceptional edge); the function stays in Tapir",
                        )
                        .at_inst(m, &name, &body.insts[t]),
                    );
                    refused = true;
                }
                InstKind::Detach { .. } | InstKind::Reattach { .. } | InstKind::Sync { .. } => {
                    todo.push(t)
                }
                _ => {}
            }
        }
        if refused || todo.is_empty() {
            continue;
        }
        let marker = match declare(m, DirectiveCall::Marker) {
            Ok(g) => g,
            Err(e) => {
                warnings.push(Warning::error("tapir-prepare-failed", e));
                return (changed, warnings);
            }
        };
        for t in todo {
            let kind = m.body(f).expect("body").insts[t].kind.clone();
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
    let mut changed = false;
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
        crate::csa::intrinsics::remove_unused_declarations(m, &[DirectiveCall::Marker.name()]);
    }
    (changed, warnings)
}

fn extract_function(m: &mut Module, f: GlobalId, name: &str) -> Result<bool, Warning> {
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
        return Ok(false);
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
    Ok(true)
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
