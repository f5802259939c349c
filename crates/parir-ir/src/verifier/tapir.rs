//! OpenCilk's rules for Tapir: `detach`/`reattach`/`sync`, sync regions and taskframes.
//!
//! A detached task is the set of blocks reached from the detach's task block without passing
//! its continuation or its unwind destination, without descending into the tasks of nested
//! detaches and stopping at reattaches. For `detach within %sr, label %task, label %cont`:
//! - the task and the continuation are different blocks, and the task block's only
//!   predecessor edge is the detach (it is entered only by spawning);
//! - every `reattach` of the task targets `%cont` and names `%sr`;
//! - the task exits only by `reattach` or by its unwind path (`detached.rethrow` to the
//!   detach's unwind destination): no block of the task ends in `ret`;
//! - values defined in the task reach the continuation (and everything outside the task) only
//!   through memory: no instruction outside a task uses a value defined in it, a `phi` of the
//!   continuation included.
//!
//! Every `reattach` in a reachable block belongs to some task. The `within` operand of
//! `detach`/`reattach`/`sync` and the sync-region operand of `llvm.sync.unwind` and
//! `llvm.detached.rethrow` are tokens from `llvm.syncregion.start` (or `none`, the original
//! Tapir syntax); a `detach` or `sync` names a region started in its own task (a task spawns
//! and syncs only children of its own). Tokens from `llvm.taskframe.create` are used only by
//! `llvm.taskframe.*` intrinsics, and those take no other token.
//!
//! Placement of `sync` relative to the detaches of its region and the shape of landing pads
//! in tasks are not checked.

use super::dom::NONE;
use super::function::FnCx;
use crate::function::Inst;
use crate::inst::{InstData, InstKind};
use crate::value::{ConstData, Value};
use cranelift_entity::EntityRef;

/// What a token operand comes from.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Token {
    /// A call of `llvm.syncregion.start`.
    SyncRegion(Inst),
    /// A call of `llvm.taskframe.create`.
    TaskFrame,
    /// The constant `none`.
    None,
    Other,
}

/// The `llvm.*` callee and the arguments of a call or invoke of an intrinsic.
fn intrinsic<'a>(cx: &FnCx<'a>, d: &'a InstData) -> Option<(&'a str, &'a [Value])> {
    let c = match &d.kind {
        InstKind::Call(c) => c,
        InstKind::Invoke { call, .. } => call,
        _ => return None,
    };
    let g = cx.direct_function(c.callee)?;
    let name = cx.m.globals.get(g)?.name()?;
    name.starts_with("llvm.").then_some((name, &c.args[..]))
}

fn token_of(cx: &FnCx<'_>, v: Value) -> Token {
    match v {
        Value::Inst(i) if i.index() < cx.body.insts.len() => {
            match intrinsic(cx, &cx.body.insts[i]) {
                Some(("llvm.syncregion.start", _)) => Token::SyncRegion(i),
                Some(("llvm.taskframe.create", _)) => Token::TaskFrame,
                _ => Token::Other,
            }
        }
        Value::Const(c) if c.index() < cx.m.consts.len() => match cx.m.consts.get(c).data {
            ConstData::NoneToken => Token::None,
            _ => Token::Other,
        },
        _ => Token::Other,
    }
}

/// Whether `v` is an instruction of token type (cheap: the type is in the index).
fn is_token_inst(cx: &FnCx<'_>, v: Value) -> bool {
    match v {
        Value::Inst(j) => cx
            .ix
            .inst
            .get(j.index())
            .is_some_and(|info| cx.m.types.is_token(info.ty)),
        _ => false,
    }
}

/// Intrinsics whose first operand is a sync region.
fn takes_sync_region(name: &str) -> bool {
    name == "llvm.sync.unwind" || name.starts_with("llvm.detached.rethrow")
}

/// Intrinsics whose first operand is a taskframe.
fn takes_taskframe(name: &str) -> bool {
    name == "llvm.taskframe.use"
        || name == "llvm.taskframe.end"
        || name.starts_with("llvm.taskframe.resume")
        || name == "llvm.taskframe.load.guard"
}

/// Reports a sync-region operand that is not a `syncregion.start` token (or `none`).
fn check_region(cx: &mut FnCx<'_>, d: &InstData, what: &str, v: Value) -> Token {
    let t = token_of(cx, v);
    match t {
        Token::TaskFrame => cx.error(
            d,
            format!(
                "{what} uses a taskframe token (from llvm.taskframe.create) as a sync region; \
                 sync regions come from llvm.syncregion.start"
            ),
        ),
        Token::Other => cx.error(
            d,
            format!("Tapir sync region must be a token from llvm.syncregion.start ({what})"),
        ),
        Token::SyncRegion(_) | Token::None => {}
    }
    t
}

/// A detach whose task is checked.
struct Detach {
    inst: Inst,
    /// Layout index of the detach's block.
    blk: u32,
    task: u32,
    cont: u32,
    unwind: Option<u32>,
    region: Option<Value>,
}

pub(super) fn check_tapir(cx: &mut FnCx<'_>) {
    let body = cx.body;
    let mut detaches = Vec::new();
    let mut reattaches = Vec::new();
    // (instruction, its block, its region) of syncs and `llvm.sync.unwind` calls.
    let mut syncs: Vec<(Inst, u32, Token)> = Vec::new();
    for (k, &b) in body.layout.iter().enumerate() {
        let k = k as u32;
        for &i in &body.blocks[b].insts {
            let d = &body.insts[i];
            match &d.kind {
                InstKind::Detach {
                    region,
                    task,
                    cont,
                    unwind,
                } => {
                    if let Some(v) = region {
                        check_region(cx, d, "detach", *v);
                    }
                    if let (Some(tk), Some(ck)) = (cx.block_index(*task), cx.block_index(*cont)) {
                        detaches.push(Detach {
                            inst: i,
                            blk: k,
                            task: tk,
                            cont: ck,
                            unwind: unwind.and_then(|u| cx.block_index(u)),
                            region: *region,
                        });
                    }
                }
                InstKind::Reattach { region, .. } => {
                    if let Some(v) = region {
                        check_region(cx, d, "reattach", *v);
                    }
                    if cx.ix.dt.is_reachable(k) {
                        reattaches.push((i, k));
                    }
                }
                InstKind::Sync {
                    region: Some(v), ..
                } => {
                    let t = check_region(cx, d, "sync", *v);
                    syncs.push((i, k, t));
                }
                InstKind::Call(_) | InstKind::Invoke { .. } => {
                    check_intrinsic(cx, d, i, k, &mut syncs)
                }
                _ => {}
            }
        }
    }
    if detaches.is_empty() && reattaches.is_empty() {
        return;
    }
    let n = body.layout.len();
    // The innermost task each block belongs to (an index into `detaches`), `NONE` outside
    // every task. Nested tasks are not walked by their parent, so a block has one owner.
    let mut owner = vec![NONE; n];
    let mut reached = vec![false; n];
    let mut stamp = vec![NONE; n];
    let mut stack = Vec::new();
    for (di, det) in detaches.iter().enumerate() {
        let d = &body.insts[det.inst];
        if !cx.ix.dt.is_reachable(det.blk) {
            continue;
        }
        if det.task == det.cont {
            cx.error(d, "detach task and continuation must be different blocks");
            continue;
        }
        if cx.ix.cfg.preds(det.task) != [det.blk] {
            cx.error(
                d,
                "Detached block must have a single predecessor, its detach",
            );
        }
        let exits = |s: u32| s == det.cont || Some(s) == det.unwind;
        let mark = di as u32;
        stack.clear();
        stack.push(det.task);
        stamp[det.task as usize] = mark;
        let mut bad_reattach = false;
        while let Some(x) = stack.pop() {
            if owner[x as usize] == NONE {
                owner[x as usize] = mark;
            }
            let xb = body.layout[x as usize];
            let Some(xt) = body.terminator(xb) else {
                continue;
            };
            let xd = &body.insts[xt];
            let next: &[u32] = match &xd.kind {
                InstKind::Reattach { cont: rc, region } => {
                    reached[x as usize] = true;
                    if cx.block_index(*rc) != Some(det.cont) {
                        bad_reattach = true;
                    } else if *region != det.region {
                        cx.error(
                            xd,
                            "reattach names another sync region than the detach of its task",
                        );
                    }
                    &[]
                }
                InstKind::Ret(_) => {
                    cx.error(
                        xd,
                        "a detached task cannot return: it exits by reattach (or its unwind \
                         path)",
                    );
                    &[]
                }
                InstKind::Detach { task: nt, .. } => {
                    // Skip the nested task: follow the continuation (and unwind) edges only.
                    let nt = cx.block_index(*nt);
                    let mut skipped = false;
                    for &s in cx.ix.cfg.succs(x) {
                        if Some(s) == nt && !skipped {
                            skipped = true;
                            continue;
                        }
                        if !exits(s) && stamp[s as usize] != mark {
                            stamp[s as usize] = mark;
                            stack.push(s);
                        }
                    }
                    &[]
                }
                _ => cx.ix.cfg.succs(x),
            };
            for &s in next {
                if !exits(s) && stamp[s as usize] != mark {
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
            cx.error(&body.insts[t], "reattach is not inside a detached task");
        }
    }
    // The task a task is nested in, by the owner of its detach's block.
    let parent: Vec<u32> = detaches.iter().map(|d| owner[d.blk as usize]).collect();
    let encloses = |outer: u32, mut inner: u32| {
        // Bounded by the number of tasks: a malformed function can make the chain cyclic.
        for _ in 0..=detaches.len() {
            if inner == outer {
                return true;
            }
            if inner == NONE {
                return false;
            }
            inner = parent[inner as usize];
        }
        false
    };
    let start_owner = |i: Inst| {
        let blk = cx.ix.inst[i.index()].blk;
        if blk == NONE {
            NONE
        } else {
            owner[blk as usize]
        }
    };
    for det in &detaches {
        if !cx.ix.dt.is_reachable(det.blk) {
            continue;
        }
        if let Some(v) = det.region {
            if let Token::SyncRegion(s) = token_of(cx, v) {
                if start_owner(s) != owner[det.blk as usize] {
                    cx.error(
                        &body.insts[det.inst],
                        "detach names a sync region started in another task (a task spawns \
                         only into sync regions it starts)",
                    );
                }
            }
        }
    }
    for &(i, k, t) in &syncs {
        if let Token::SyncRegion(s) = t {
            if cx.ix.dt.is_reachable(k) && start_owner(s) != owner[k as usize] {
                cx.error(
                    &body.insts[i],
                    "sync names a sync region started in another task (a task syncs only the \
                     sync regions it starts)",
                );
            }
        }
    }
    // Values defined in a task are used only inside it (or its nested tasks).
    for (k, &b) in body.layout.iter().enumerate() {
        if !cx.ix.dt.is_reachable(k as u32) {
            continue;
        }
        let here = owner[k];
        for &i in &body.blocks[b].insts {
            let d = &body.insts[i];
            let mut escaped = false;
            d.kind.for_each_operand(|v| {
                if let Value::Inst(j) = v {
                    if let Some(info) = cx.ix.inst.get(j.index()) {
                        if info.blk != NONE {
                            let def = owner[info.blk as usize];
                            if def != NONE && !encloses(def, here) {
                                escaped = true;
                            }
                        }
                    }
                }
            });
            if escaped {
                cx.error(
                    d,
                    "uses a value defined in a detached task outside that task (a task's \
                     values reach its continuation only through memory)",
                );
            }
        }
    }
}

/// The operand rules of Tapir's intrinsics: sync-region and taskframe tokens where they
/// belong, and no taskframe token anywhere else.
fn check_intrinsic(
    cx: &mut FnCx<'_>,
    d: &InstData,
    i: Inst,
    k: u32,
    syncs: &mut Vec<(Inst, u32, Token)>,
) {
    let args: &[Value] = match &d.kind {
        InstKind::Call(c) => &c.args,
        InstKind::Invoke { call, .. } => &call.args,
        _ => return,
    };
    let name = intrinsic(cx, d).map(|(n, _)| n);
    let mut rest = args;
    if let Some(n) = name {
        if takes_sync_region(n) {
            if let Some(&v) = args.first() {
                let t = check_region(cx, d, n, v);
                if n == "llvm.sync.unwind" {
                    syncs.push((i, k, t));
                }
            }
            rest = &args[1.min(args.len())..];
        } else if takes_taskframe(n) {
            if let Some(&v) = args.first() {
                match token_of(cx, v) {
                    Token::TaskFrame | Token::None => {}
                    _ => cx.error(
                        d,
                        format!(
                            "{n} takes a taskframe token (from llvm.taskframe.create), not \
                             another token"
                        ),
                    ),
                }
            }
            rest = &args[1.min(args.len())..];
        }
    }
    if rest
        .iter()
        .any(|&v| is_token_inst(cx, v) && token_of(cx, v) == Token::TaskFrame)
    {
        cx.error(
            d,
            "a taskframe token (from llvm.taskframe.create) is used only by llvm.taskframe.* \
             intrinsics",
        );
    }
}
