//! Structural rules for OpenCilk's Tapir terminators.
//!
//! For `detach within %sr, label %task, label %cont`:
//! - the task and the continuation are different blocks;
//! - the task block's only predecessor edge is the detach (it is entered only by spawning);
//! - every `reattach` reachable inside the task (walking successors from the task block, not
//!   descending into the tasks of nested detaches and stopping at reattaches) targets `%cont`.
//!
//! Every `reattach` in a reachable block must belong to some detached task, and the `within`
//! operand of `detach`/`reattach`/`sync` must be a token (a `syncregion.start` result) or
//! `none`. Region matching between a task's reattach and its detach, `sync` placement and
//! Tapir's exception-handling forms are not checked.

use super::dom::NONE;
use super::function::FnCx;
use crate::inst::InstKind;
use crate::value::Value;

pub(super) fn check_tapir(cx: &mut FnCx<'_>) {
    let body = cx.body;
    // (detach instruction, its block, task block, continuation block) by layout index.
    let mut detaches = Vec::new();
    let mut reattaches = Vec::new();
    for (k, &b) in body.layout.iter().enumerate() {
        let Some(t) = body.terminator(b) else {
            continue;
        };
        let d = &body.insts[t];
        let region = match &d.kind {
            InstKind::Detach {
                region, task, cont, ..
            } => {
                match (cx.block_index(*task), cx.block_index(*cont)) {
                    (Some(tk), Some(ck)) => detaches.push((t, k as u32, tk, ck)),
                    _ => continue,
                }
                region
            }
            InstKind::Reattach { region, .. } => {
                if cx.ix.dt.is_reachable(k as u32) {
                    reattaches.push((t, k as u32));
                }
                region
            }
            InstKind::Sync { region, .. } => region,
            _ => continue,
        };
        if let Some(v) = region {
            let ok = match v {
                Value::Const(_) | Value::Inst(_) | Value::Arg(_) => {
                    cx.ty(*v).is_some_and(|t| cx.m.types.is_token(t))
                }
                _ => false,
            };
            if !ok {
                cx.error(d, "Tapir sync region must be a token");
            }
        }
    }
    if detaches.is_empty() && reattaches.is_empty() {
        return;
    }
    let n = body.layout.len();
    let mut stamp = vec![NONE; n];
    let mut reached = vec![false; n];
    let mut stack = Vec::new();
    for (di, &(t, k, task, cont)) in detaches.iter().enumerate() {
        let d = &body.insts[t];
        if task == cont {
            cx.error(d, "detach task and continuation must be different blocks");
            continue;
        }
        if cx.ix.cfg.preds(task) != [k] {
            cx.error(
                d,
                "Detached block must have a single predecessor, its detach",
            );
        }
        // Walk the task.
        let mark = di as u32;
        stack.clear();
        stack.push(task);
        stamp[task as usize] = mark;
        let mut bad_reattach = false;
        while let Some(x) = stack.pop() {
            let xb = body.layout[x as usize];
            let Some(xt) = body.terminator(xb) else {
                continue;
            };
            let next: &[u32] = match &body.insts[xt].kind {
                InstKind::Reattach { cont: rc, .. } => {
                    reached[x as usize] = true;
                    if cx.block_index(*rc) != Some(cont) {
                        bad_reattach = true;
                    }
                    &[]
                }
                InstKind::Detach { task: nt, .. } => {
                    // Skip the nested task: follow the continuation (and unwind) edges only.
                    let nt = cx.block_index(*nt);
                    let succs = cx.ix.cfg.succs(x);
                    let mut skipped = false;
                    for &s in succs {
                        if Some(s) == nt && !skipped {
                            skipped = true;
                            continue;
                        }
                        if s != cont && stamp[s as usize] != mark {
                            stamp[s as usize] = mark;
                            stack.push(s);
                        }
                    }
                    &[]
                }
                _ => cx.ix.cfg.succs(x),
            };
            for &s in next {
                if s != cont && stamp[s as usize] != mark {
                    stamp[s as usize] = mark;
                    stack.push(s);
                }
            }
        }
        if bad_reattach {
            cx.error(
                d,
                "a reattach inside this detached task does not target the detach's continuation",
            );
        }
    }
    for &(t, k) in &reattaches {
        if !reached[k as usize] {
            let d = &body.insts[t];
            cx.error(d, "reattach is not inside a detached task");
        }
    }
}
