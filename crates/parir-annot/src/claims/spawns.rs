//! Task spawns in the claims model: *this task may run at the same time as its
//! continuation, up to the next sync of its sync region* (DESIGN.md, "One model of
//! parallelism claims": task spawns).
//!
//! Two forms say it, and both are recognized into [`TaskPoint`]s:
//!
//! - OpenCilk's Tapir: `detach within %sr, label %task, label %cont`, `reattach within %sr,
//!   label %cont`, `sync within %sr, label %next`;
//! - the LLVMPar RFC's marker form (`llvmpar-extension-mechanism-rfc.txt`, "Tapir using
//!   LLVMPar intrinsics", as `tapir-prepare` writes it): a `detach_task` marker whose `i1` is
//!   the condition of its block's `br` (true enters the task), `reattach_task` and
//!   `local_barrier` markers each followed by an unconditional `br`.
//!
//! The sync region is the `llvm.syncregion.start` call named by the terminator or by the
//! marker's bundle operand; the RFC's operand-less markers (and `within none`) have none, and
//! all of them in a function then form one region. A `detach_task` marker whose result does
//! not decide its block's branch is not a spawn (the executor runs it as a call returning
//! true, which is its serial elision).
//!
//! `parir run --parallel` reads these points to run tasks on a work-stealing pool
//! (`parir_exec::spawn`). The iterations of a `cilk_for` loop are spawns too; they are also
//! a loop claim ([`super::task_loops`]), which is how `--parallel` first tries to run them.
//!
//! ```
//! let src = "define void @f(ptr %p) {
//! entry:
//!   %sr = call token @llvm.syncregion.start()
//!   detach within %sr, label %t, label %c
//! t:
//!   store i32 1, ptr %p
//!   reattach within %sr, label %c
//! c:
//!   sync within %sr, label %e
//! e:
//!   ret void
//! }
//! declare token @llvm.syncregion.start()
//! ";
//! let m = parir_ir::parser::parse_module(src, "f.ll").unwrap();
//! let f = m.global_by_name("f").unwrap();
//! let points = parir_annot::claims::spawns::task_points(&m, m.body(f).unwrap());
//! use parir_annot::claims::spawns::TaskPointKind as K;
//! let kinds: Vec<&str> = points.iter().map(|p| match p.kind {
//!     K::Spawn { .. } => "spawn",
//!     K::End { .. } => "end",
//!     K::Sync { .. } => "sync",
//! }).collect();
//! assert_eq!(kinds, ["spawn", "end", "sync"]);
//! assert!(points.iter().all(|p| p.region.is_some() && !p.marker));
//! ```

use crate::directives::model::{directive_call, DirectiveCall};
use parir_ir::inst::InstKind;
use parir_ir::{Block, Body, Inst, Module, Value};

/// What a task point does.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TaskPointKind {
    /// A task starts at `task`; the spawning strand goes on at `cont`.
    Spawn { task: Block, cont: Block },
    /// The running task ends; its spawner's continuation is `cont`.
    End { cont: Block },
    /// The strand waits for the tasks it spawned in the region, then goes on at `next`.
    Sync { next: Block },
}

/// A spawn, a task end or a sync, in either form.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TaskPoint {
    /// The terminator, or the marker call.
    pub inst: Inst,
    pub kind: TaskPointKind,
    /// The `llvm.syncregion.start` call giving the sync region, if named.
    pub region: Option<Inst>,
    /// The RFC's marker form: the marker call falls through to its block's `br`.
    pub marker: bool,
}

/// The task points of `body`, in layout order.
pub fn task_points(m: &Module, body: &Body) -> Vec<TaskPoint> {
    let region_of = |v: Option<Value>| match v {
        Some(Value::Inst(x)) => Some(x),
        _ => None,
    };
    let mut out = Vec::new();
    for &b in &body.layout {
        let term = body.terminator(b);
        for &i in &body.blocks[b].insts {
            let d = &body.insts[i];
            let (kind, region, marker) = match &d.kind {
                InstKind::Detach {
                    region, task, cont, ..
                } => (
                    TaskPointKind::Spawn {
                        task: *task,
                        cont: *cont,
                    },
                    *region,
                    false,
                ),
                InstKind::Reattach { region, cont } => {
                    (TaskPointKind::End { cont: *cont }, *region, false)
                }
                InstKind::Sync { region, cont } => {
                    (TaskPointKind::Sync { next: *cont }, *region, false)
                }
                InstKind::Call(c) if directive_call(m, d) == Some(DirectiveCall::Marker) => {
                    let Some(bundle) = c.bundles.first() else {
                        continue;
                    };
                    let region = bundle.inputs.first().copied();
                    let term = term.map(|t| &body.insts[t].kind);
                    let kind = match (bundle.tag.as_str(), term) {
                        (
                            "detach_task",
                            Some(InstKind::CondBr {
                                cond: Value::Inst(c),
                                then_dest,
                                else_dest,
                            }),
                        ) if *c == i => TaskPointKind::Spawn {
                            task: *then_dest,
                            cont: *else_dest,
                        },
                        ("reattach_task", Some(InstKind::Br(cont))) => {
                            TaskPointKind::End { cont: *cont }
                        }
                        ("local_barrier", Some(InstKind::Br(next))) => {
                            TaskPointKind::Sync { next: *next }
                        }
                        _ => continue,
                    };
                    (kind, region, true)
                }
                _ => continue,
            };
            out.push(TaskPoint {
                inst: i,
                kind,
                region: region_of(region),
                marker,
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The marker form gives the same points as Tapir, the marker calls standing for the
    /// terminators; a `detach_task` that does not decide its branch is no spawn.
    #[test]
    fn markers_are_spawns_ends_and_syncs() {
        let src = "declare i1 @llvm.directive.marker()
declare token @llvm.syncregion.start()
define void @f(ptr %p, i1 %x) {
entry:
  %sr = call token @llvm.syncregion.start()
  %k = call i1 @llvm.directive.marker() [ \"detach_task\"(token %sr) ]
  br i1 %k, label %t, label %c
t:
  store i32 1, ptr %p
  %r = call i1 @llvm.directive.marker() [ \"reattach_task\"(token %sr) ]
  br label %c
c:
  %s = call i1 @llvm.directive.marker() [ \"local_barrier\"(token %sr) ]
  br label %n
n:
  %k2 = call i1 @llvm.directive.marker() [ \"detach_task\"() ]
  br i1 %x, label %e, label %e
e:
  ret void
}
";
        let m = parir_ir::parser::parse_module(src, "f.ll").expect("parses");
        let f = m.global_by_name("f").expect("f");
        let body = m.body(f).expect("body");
        let points = task_points(&m, body);
        assert_eq!(points.len(), 3, "{points:?}");
        assert!(points.iter().all(|p| p.marker && p.region.is_some()));
        assert!(matches!(points[0].kind, TaskPointKind::Spawn { .. }));
        assert!(matches!(points[1].kind, TaskPointKind::End { .. }));
        assert!(matches!(points[2].kind, TaskPointKind::Sync { .. }));
    }
}
