//! `dce`: dead-code elimination of trivially dead instructions (issue 3, item 3: "dead-code
//! elimination"), as LLVM 19's `DCEPass`.
//!
//! An instruction is trivially dead when nothing uses its result and removing it cannot be
//! observed: no terminator or EH pad, no store, fence or read-modify-write, no volatile or
//! ordered atomic load, and no call that may write memory, unwind or not return (debug
//! intrinsics are kept). Removing one may make its operands dead, so they are revisited.
//! Debug metadata that referred to a deleted value now refers to `poison` (LLVM first tries
//! to salvage it into a `DIExpression`; parir does not yet).

use crate::edit::remove_inst;
use crate::manager::{FunctionAnalyses, FunctionContext, Pass, PassResult, PreservedAnalyses};
use crate::users::Users;
use parir_analysis::memory::call_memory_effects;
use parir_ir::attrs::ModRef;
use parir_ir::inst::{CallData, InstData, InstKind, Ordering};
use parir_ir::value::ConstData;
use parir_ir::{Body, Inst, Module, Value};

/// The `dce` pass.
///
/// ```
/// use parir_transform::manager::{PassManager, PipelineOptions};
/// let mut m = parir_ir::parser::parse_module(
///     "define i32 @f(i32 %x) {\n  %a = add i32 %x, 1\n  %b = mul i32 %a, 2\n  ret i32 %x\n}\n",
///     "m.ll",
/// ).unwrap();
/// PassManager::parse("dce").unwrap().run(&mut m, &PipelineOptions::default()).unwrap();
/// assert!(parir_ir::printer::print_module(&m).contains("define i32 @f(i32 %x) {\n  ret i32 %x\n}"));
/// ```
pub struct Dce;

impl Pass for Dce {
    fn name(&self) -> &'static str {
        "dce"
    }
    fn dump_name(&self) -> &'static str {
        "DCEPass"
    }
    fn description(&self) -> &'static str {
        "delete trivially dead instructions"
    }
    fn run_on_function(
        &self,
        cx: &FunctionContext,
        body: &mut Body,
        _: &mut FunctionAnalyses,
    ) -> PassResult {
        let changed = eliminate_dead_code(cx, body);
        PassResult::from_changed(changed, PreservedAnalyses::cfg())
    }
}

/// Deletes the trivially dead instructions of `body`; returns whether any was deleted.
pub fn eliminate_dead_code(cx: &FunctionContext, body: &mut Body) -> bool {
    let mut users = Users::compute(body);
    let mut work: Vec<Inst> = body.inst_iter().map(|(_, i)| i).collect();
    work.reverse();
    let mut changed = false;
    while let Some(i) = work.pop() {
        if body.inst_block[i].is_none() || users.has_uses(i) {
            continue;
        }
        if !is_trivially_dead_kind(cx.module, &body.insts[i]) {
            continue;
        }
        if users.metadata_uses(i) > 0 {
            let Some(p) = cx.poison(body.insts[i].ty) else {
                continue;
            };
            crate::edit::replace_metadata_uses(body, Value::Inst(i), Value::Const(p));
        }
        erase_dead(body, &mut users, i, &mut work);
        changed = true;
    }
    changed
}

/// Removes dead instruction `i` from `body`, dropping its uses from `users`; operands left
/// without a use go on `work` (they may be dead now).
pub(crate) fn erase_dead(body: &mut Body, users: &mut Users, i: Inst, work: &mut Vec<Inst>) {
    let mut ops = Vec::new();
    body.insts[i].kind.for_each_operand(|v| {
        if let Value::Inst(d) = v {
            ops.push(d);
        }
    });
    for d in ops {
        users.remove_use(d, i);
        if !users.has_uses(d) {
            work.push(d);
        }
    }
    remove_inst(body, i);
}

/// Whether instruction `d` could be deleted if its result were unused (LLVM's
/// `wouldInstructionBeTriviallyDead`, without the intrinsic-specific rules).
pub fn is_trivially_dead_kind(m: &Module, d: &InstData) -> bool {
    match &d.kind {
        k if k.is_terminator() => false,
        InstKind::Placeholder
        | InstKind::Store { .. }
        | InstKind::Fence(_)
        | InstKind::CmpXchg { .. }
        | InstKind::AtomicRmw { .. }
        | InstKind::VAArg { .. }
        | InstKind::LandingPad { .. }
        | InstKind::CatchPad { .. }
        | InstKind::CleanupPad { .. } => false,
        InstKind::Load {
            volatile, atomic, ..
        } => {
            !volatile
                && match atomic {
                    None => true,
                    Some(a) => a.ordering == Ordering::Unordered,
                }
        }
        InstKind::Call(c) => call_is_removable(m, c),
        _ => true,
    }
}

fn call_is_removable(m: &Module, c: &CallData) -> bool {
    let callee = match c.callee {
        Value::Const(k) => match m.consts.get(k).data {
            ConstData::Global(g) => m.globals.get(g),
            _ => None,
        },
        _ => None,
    };
    if callee.and_then(|g| g.name()).is_some_and(|n| {
        n.starts_with("llvm.dbg.") || n == "llvm.assume" || n.starts_with("llvm.directive.")
    }) {
        return false;
    }
    let me = call_memory_effects(m, c);
    let writes = [me.argmem, me.inaccessiblemem, me.other]
        .iter()
        .any(|x| matches!(x, ModRef::Write | ModRef::ReadWrite));
    if writes {
        return false;
    }
    let has = |kw: &str| {
        m.attrs.has(c.attrs.func, kw)
            || callee
                .and_then(|g| g.as_func())
                .is_some_and(|f| m.attrs.has(f.attrs.func, kw))
    };
    has("nounwind") && has("willreturn")
}
