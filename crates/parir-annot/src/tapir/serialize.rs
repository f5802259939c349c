//! `tapir-serialize`: a Tapir module's serial elision, plain LLVM IR that any LLVM compiles
//! (what OpenCilk's `-fcilkplus` serial semantics promises: a Cilk program without its
//! spawns computes the same result).
//!
//! - `detach within %sr, label %task, label %cont [unwind label %u]` → `br label %task` (the
//!   task runs first, as the serial elision does); the continuation's and the unwind
//!   destination's phis lose the detaching block (Tapir's rules give the continuation the
//!   same value from the spawner and from the task's `reattach`);
//! - `reattach` and `sync` → `br` to their continuation;
//! - the sync regions, taskframes and `llvm.sync.unwind` (called or invoked) go;
//! - reducers: `llvm.hyper.lookup(ptr %r, ...)` is `%r` (serially the leftmost view is the
//!   only one), `llvm.reducer.register`/`unregister` go;
//! - OpenCilk's attributes (`stealable`, `sanitize_cilk`, `hyper_view`, ...), which LLVM 19
//!   does not read, go.
//!
//! Exceptions thrown out of a task (`llvm.detached.rethrow`, `llvm.taskframe.resume`) are
//! refused with a located error: their serial form needs the spawner's landing pad rebuilt.

use crate::diag::Warning;
use crate::irbuild::callee_name;
use parir_ir::attrs::{Attr, AttrList};
use parir_ir::inst::InstKind;
use parir_ir::{Block, GlobalId, Inst, Module, Value};

/// Calls that only the Tapir runtime needs, deleted by the elision.
const DROPPED: &[&str] = &[
    "llvm.syncregion.start",
    "llvm.sync.unwind",
    "llvm.taskframe.create",
    "llvm.taskframe.use",
    "llvm.taskframe.end",
    "llvm.reducer.register",
    "llvm.reducer.unregister",
];

/// Whether `name` is intrinsic `base`, with or without an overload suffix.
fn is_named(name: &str, base: &str) -> bool {
    name.strip_prefix(base)
        .is_some_and(|rest| rest.is_empty() || rest.starts_with('.'))
}

/// Whether `m` holds Tapir: a `detach`, `reattach` or `sync`, or a Tapir intrinsic.
pub fn has_tapir(m: &Module) -> bool {
    m.functions().any(|(g, f)| {
        let name = m.globals[g].name().unwrap_or("");
        DROPPED.iter().any(|d| is_named(name, d))
            || is_named(name, "llvm.hyper.lookup")
            || f.body.as_ref().is_some_and(|b| {
                b.inst_iter().any(|(_, i)| {
                    matches!(
                        b.insts[i].kind,
                        InstKind::Detach { .. } | InstKind::Reattach { .. } | InstKind::Sync { .. }
                    )
                })
            })
    })
}

/// The serial elision of every function of `m`.
pub fn serialize(m: &mut Module) -> (bool, Vec<Warning>) {
    let mut warnings = Vec::new();
    let mut changed = false;
    for f in m.defined_functions() {
        match serialize_function(m, f) {
            Ok(c) => changed |= c,
            Err(w) => warnings.push(w),
        }
    }
    changed |= strip_opencilk_attributes(m);
    // Declarations nothing calls any more.
    let unused: Vec<GlobalId> = m
        .functions()
        .filter(|(g, f)| {
            f.body.is_none()
                && m.globals[*g].name().is_some_and(|n| {
                    DROPPED.iter().any(|d| is_named(n, d)) || is_named(n, "llvm.hyper.lookup")
                })
        })
        .map(|(g, _)| g)
        .filter(|&g| !is_referenced(m, g))
        .collect();
    for g in unused {
        m.remove_global(g);
        changed = true;
    }
    if changed {
        // `uselistorder` directives describe the uses the elision just changed.
        m.use_list_orders.clear();
    }
    (changed, warnings)
}

fn is_referenced(m: &Module, g: GlobalId) -> bool {
    use parir_ir::value::ConstData;
    m.defined_functions().into_iter().any(|f| {
        let body = m.body(f).expect("defined");
        body.inst_iter().any(|(_, i)| {
            let mut found = false;
            body.insts[i].kind.for_each_operand(|v| {
                if let Value::Const(c) = v {
                    if m.consts.get(c).data == ConstData::Global(g) {
                        found = true;
                    }
                }
            });
            found
        })
    })
}

fn serialize_function(m: &mut Module, f: GlobalId) -> Result<bool, Warning> {
    let fname = m.globals[f].name().unwrap_or("").to_string();
    let body = m.body(f).expect("defined");
    // What to do, decided on the unchanged body.
    // (terminator, its block, the new destination, the successors whose edge goes)
    #[allow(clippy::type_complexity)]
    let mut branches: Vec<(Inst, Block, Block, Vec<Block>)> = Vec::new();
    let mut drop_calls: Vec<Inst> = Vec::new();
    let mut lookups: Vec<(Inst, Value)> = Vec::new();
    for (b, i) in body.inst_iter() {
        let d = &body.insts[i];
        match &d.kind {
            InstKind::Detach {
                task, cont, unwind, ..
            } => {
                let mut dropped = vec![*cont];
                dropped.extend(unwind.iter().copied());
                branches.push((i, b, *task, dropped));
            }
            InstKind::Reattach { cont, .. } | InstKind::Sync { cont, .. } => {
                branches.push((i, b, *cont, Vec::new()));
            }
            _ => {
                let Some(c) = d.kind.call_data() else {
                    continue;
                };
                let name = callee_name(m, d)
                    .map(|(_, n)| n.to_string())
                    .unwrap_or_default();
                if is_named(&name, "llvm.detached.rethrow")
                    || is_named(&name, "llvm.taskframe.resume")
                {
                    let mut w = Warning::error(
                        "tapir-serialize-exception",
                        format!(
                            "@{name}: an exception leaving a task has no serial elision in parir yet; the function is left as it is"
                        ),
                    )
                    .at_inst(m, &format!("@{fname}"), d);
                    w.function = Some(format!("@{fname}"));
                    return Err(w);
                }
                if DROPPED.iter().any(|d| is_named(&name, d)) {
                    match &d.kind {
                        InstKind::Invoke { normal, unwind, .. } => {
                            branches.push((i, b, *normal, vec![*unwind]));
                        }
                        _ => drop_calls.push(i),
                    }
                } else if is_named(&name, "llvm.hyper.lookup") {
                    if let Some(&view) = c.args.first() {
                        lookups.push((i, view));
                    }
                }
            }
        }
    }
    if branches.is_empty() && drop_calls.is_empty() && lookups.is_empty() {
        return Ok(false);
    }
    let body = m.body_mut(f).expect("defined");
    for (i, view) in lookups {
        parir_transform::users::replace_all_uses_with(body, Value::Inst(i), view);
        parir_transform::edit::remove_inst(body, i);
    }
    for (t, b, dest, dropped) in branches {
        body.insts[t].kind = InstKind::Br(dest);
        for s in dropped {
            if s != dest {
                remove_incoming(body, s, b);
            }
        }
    }
    // Users of a token (taskframe.use, sync.unwind) come after its definition.
    for &i in drop_calls.iter().rev() {
        parir_transform::edit::remove_inst(body, i);
    }
    Ok(true)
}

/// Drops the phi entries of block `s` for predecessor `pred`.
fn remove_incoming(body: &mut parir_ir::function::Body, s: Block, pred: Block) {
    let phis: Vec<Inst> = body.blocks[s]
        .insts
        .iter()
        .copied()
        .take_while(|&i| matches!(body.insts[i].kind, InstKind::Phi { .. }))
        .collect();
    for p in phis {
        if let InstKind::Phi { incoming, .. } = &mut body.insts[p].kind {
            incoming.retain(|(_, from)| *from != pred);
        }
    }
}

/// Removes OpenCilk's attribute keywords from functions and call sites.
fn strip_opencilk_attributes(m: &mut Module) -> bool {
    let is_cilk = |a: &Attr| super::attrs::KEYWORDS.iter().any(|k| a.is(k));
    let mut changed = false;
    let clean = |m: &mut Module, list: &AttrList| -> Option<AttrList> {
        let sets: Vec<_> = std::iter::once(list.func)
            .chain(std::iter::once(list.ret))
            .chain(list.params.iter().copied())
            .collect();
        if !sets.iter().any(|&s| m.attrs.get(s).iter().any(is_cilk)) {
            return None;
        }
        let mut strip = |s| {
            let kept: Vec<Attr> = m
                .attrs
                .get(s)
                .iter()
                .filter(|a| !is_cilk(a))
                .cloned()
                .collect();
            m.attrs.intern(kept)
        };
        Some(AttrList {
            func: strip(list.func),
            ret: strip(list.ret),
            params: list.params.iter().map(|&p| strip(p)).collect(),
        })
    };
    let funcs: Vec<GlobalId> = m.functions().map(|(g, _)| g).collect();
    for g in funcs {
        let list = m.globals[g].as_func().map(|f| f.attrs.clone());
        if let Some(new) = list.and_then(|l| clean(m, &l)) {
            if let Some(f) = m.globals[g].as_func_mut() {
                f.attrs = new;
                changed = true;
            }
        }
        let Some(body) = m.body(g) else { continue };
        let calls: Vec<(Inst, AttrList)> = body
            .inst_iter()
            .filter_map(|(_, i)| body.insts[i].kind.call_data().map(|c| (i, c.attrs.clone())))
            .collect();
        for (i, list) in calls {
            if let Some(new) = clean(m, &list) {
                let body = m.body_mut(g).expect("defined");
                if let Some(c) = body.insts[i].kind.call_data_mut() {
                    c.attrs = new;
                    changed = true;
                }
            }
        }
    }
    changed
}
