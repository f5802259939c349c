//! Whether an instruction may access memory, as LLVM 19's `Instruction::mayReadOrWriteMemory`
//! decides it (issue 3, item 1: "memory effects of instructions and calls" — the part that
//! `is_annotated_parallel` needs).
//!
//! Loads, stores, `va_arg`, fences, `cmpxchg`, `atomicrmw`, `catchpad` and `catchret` access
//! memory; a call, `invoke` or `callbr` does unless its memory effects are `memory(none)`.
//! The effects of a call are those of its call-site `memory(...)` attribute intersected, for a
//! direct call, with the callee's, widened by operand bundles (LLVM's
//! `CallBase::getMemoryEffects`). `readnone`/`readonly`/`argmemonly` written in older IR are
//! upgraded to `memory(...)` by the parser, so only `memory(...)` is consulted here.
//!
//! Not modelled yet: the attributes LLVM gives intrinsic declarations on its own (an
//! intrinsic declared without attributes is treated as accessing memory; `llvm-dis` output
//! always spells them out).

use parir_ir::attrs::{Attr, AttrSet, MemoryEffects, ModRef};
use parir_ir::inst::{CallData, InstData, InstKind};
use parir_ir::value::ConstData;
use parir_ir::{Module, Value};

/// `memory(readwrite)`: what a call may do when nothing says otherwise.
pub const UNKNOWN: MemoryEffects = MemoryEffects {
    argmem: ModRef::ReadWrite,
    inaccessiblemem: ModRef::ReadWrite,
    other: ModRef::ReadWrite,
};

/// Whether instruction `d` (of a function of `m`) may read or write memory.
///
/// ```
/// let m = parir_ir::parser::parse_module(
///     "declare void @pure() memory(none)\ndefine void @f(ptr %p) {\n  call void @pure()\n  store i8 0, ptr %p\n  ret void\n}\n",
///     "m.ll",
/// ).unwrap();
/// let f = m.globals[m.global_by_name("f").unwrap()].as_func().unwrap();
/// let body = f.body.as_ref().unwrap();
/// let insts: Vec<_> = body.inst_iter().map(|(_, i)| &body.insts[i]).collect();
/// assert!(!parir_analysis::memory::may_read_or_write_memory(&m, insts[0]));
/// assert!(parir_analysis::memory::may_read_or_write_memory(&m, insts[1]));
/// ```
pub fn may_read_or_write_memory(m: &Module, d: &InstData) -> bool {
    match &d.kind {
        InstKind::Load { .. }
        | InstKind::Store { .. }
        | InstKind::VAArg { .. }
        | InstKind::Fence(_)
        | InstKind::CmpXchg { .. }
        | InstKind::AtomicRmw { .. }
        | InstKind::CatchPad { .. }
        | InstKind::CatchRet { .. } => true,
        InstKind::Call(c) | InstKind::Invoke { call: c, .. } | InstKind::CallBr { call: c, .. } => {
            !does_not_access_memory(call_memory_effects(m, c))
        }
        _ => false,
    }
}

/// The memory effects of a call site (LLVM's `CallBase::getMemoryEffects`).
pub fn call_memory_effects(m: &Module, c: &CallData) -> MemoryEffects {
    let mut me = memory_attr(m, c.attrs.func).unwrap_or(UNKNOWN);
    if let Some(f) = direct_callee(m, c) {
        let func = &m.globals[f];
        let mut fn_me = func
            .as_func()
            .and_then(|fd| memory_attr(m, fd.attrs.func))
            .unwrap_or(UNKNOWN);
        if !c.bundles.is_empty() {
            let assume = func.name() == Some("llvm.assume");
            let other_than = |ok: &[&str]| c.bundles.iter().any(|b| !ok.contains(&b.tag.as_str()));
            if !assume && other_than(&["ptrauth", "kcfi"]) {
                fn_me = union(fn_me, ModRef::Read);
            }
            if !assume && other_than(&["deopt", "funclet", "ptrauth", "kcfi"]) {
                fn_me = union(fn_me, ModRef::Write);
            }
        }
        me = intersect(me, fn_me);
    }
    me
}

/// Whether effects allow no memory access at all.
pub fn does_not_access_memory(me: MemoryEffects) -> bool {
    me.argmem == ModRef::None && me.inaccessiblemem == ModRef::None && me.other == ModRef::None
}

/// The function a call calls directly (LLVM's `dyn_cast<Function>(getCalledOperand())`).
fn direct_callee(m: &Module, c: &CallData) -> Option<parir_ir::GlobalId> {
    let Value::Const(k) = c.callee else {
        return None;
    };
    match m.consts.get(k).data {
        ConstData::Global(g) if m.globals.get(g)?.as_func().is_some() => Some(g),
        _ => None,
    }
}

fn memory_attr(m: &Module, s: AttrSet) -> Option<MemoryEffects> {
    m.attrs.get(s).iter().find_map(|a| match a {
        Attr::Memory(me) => Some(*me),
        _ => None,
    })
}

fn modref(bits: u8) -> ModRef {
    match bits & 3 {
        0 => ModRef::None,
        1 => ModRef::Read,
        2 => ModRef::Write,
        _ => ModRef::ReadWrite,
    }
}

fn union(me: MemoryEffects, add: ModRef) -> MemoryEffects {
    let u = |x: ModRef| modref(x as u8 | add as u8);
    MemoryEffects {
        argmem: u(me.argmem),
        inaccessiblemem: u(me.inaccessiblemem),
        other: u(me.other),
    }
}

fn intersect(a: MemoryEffects, b: MemoryEffects) -> MemoryEffects {
    MemoryEffects {
        argmem: modref(a.argmem as u8 & b.argmem as u8),
        inaccessiblemem: modref(a.inaccessiblemem as u8 & b.inaccessiblemem as u8),
        other: modref(a.other as u8 & b.other as u8),
    }
}
