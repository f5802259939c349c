//! Memory effects of instructions and calls (issue 3, item 1: "memory effects of
//! instructions and calls (`memory(...)`, readnone/readonly, argmemonly, intrinsics)").
//!
//! Effects are LLVM's `MemoryEffects`: a [`ModRef`] for each location kind — `argmem` (memory
//! reached through the pointer operands), `inaccessiblemem` (memory the module cannot name,
//! such as the state of `llvm.assume`) and `other`:
//!
//! - a call's effects are LLVM 19's `CallBase::getMemoryEffects`: the call-site attributes
//!   intersected, for a direct call, with the callee's, widened by operand bundles. Both
//!   `memory(...)` and the older `readnone` / `readonly` / `writeonly` spellings (which
//!   parir's reader keeps as written, where LLVM's upgrades them) are understood;
//! - an intrinsic's effects come from [`intrinsic_memory_effects`], a table checked against
//!   the attributes `opt-19` gives the declarations, because LLVM replaces whatever attributes
//!   an intrinsic declaration is written with by its own;
//! - a plain load or store has `argmem` read or write (its pointer operand); a volatile one,
//!   or an atomic one stronger than `unordered`, may touch anything (LLVM's
//!   `mayWriteToMemory` for volatile loads, `getModRefInfo`'s "conservative in the face of
//!   atomic"), as may a `cmpxchg` / `atomicrmw` stronger than `monotonic`, a fence, a
//!   `catchpad` and a `catchret`;
//! - [`arg_mod_ref`] narrows a call's `argmem` effect to one argument by its parameter
//!   attributes (`readnone`, `readonly`, `writeonly`).
//!
//! [`may_read_or_write_memory`] is LLVM 19's `Instruction::mayReadOrWriteMemory`, which
//! `is_annotated_parallel` needs.

use parir_ir::attrs::{Attr, AttrSet, MemoryEffects, ModRef};
use parir_ir::inst::{CallData, InstData, InstKind, Ordering};
use parir_ir::value::ConstData;
use parir_ir::{Module, Value};

/// `memory(readwrite)`: what a call may do when nothing says otherwise.
pub const UNKNOWN: MemoryEffects = effects(ModRef::ReadWrite, ModRef::ReadWrite, ModRef::ReadWrite);

/// `memory(none)`.
pub const NONE: MemoryEffects = effects(ModRef::None, ModRef::None, ModRef::None);

/// Effects on argument, inaccessible and other memory.
pub const fn effects(argmem: ModRef, inaccessiblemem: ModRef, other: ModRef) -> MemoryEffects {
    MemoryEffects {
        argmem,
        inaccessiblemem,
        other,
    }
}

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

/// The memory effects of a call site (LLVM's `CallBase::getMemoryEffects`, with intrinsic
/// attributes as LLVM assigns them).
///
/// ```
/// use parir_analysis::memory::call_memory_effects;
/// use parir_ir::attrs::ModRef;
/// let m = parir_ir::parser::parse_module(
///     "declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)\ndefine void @f(ptr %p) {\n  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 4, i1 false)\n  ret void\n}\n",
///     "m.ll",
/// ).unwrap();
/// let f = m.globals[m.global_by_name("f").unwrap()].as_func().unwrap();
/// let body = f.body.as_ref().unwrap();
/// let call = body.insts[body.inst_iter().next().unwrap().1].kind.call_data().unwrap();
/// let me = call_memory_effects(&m, call);
/// assert_eq!((me.argmem, me.other), (ModRef::Write, ModRef::None));
/// ```
pub fn call_memory_effects(m: &Module, c: &CallData) -> MemoryEffects {
    let mut me = function_memory_effects(m, c.attrs.func);
    if let Some(f) = direct_callee(m, c) {
        let func = &m.globals[f];
        let intrinsic = func.name().and_then(intrinsic_memory_effects);
        let mut fn_me = match (intrinsic, func.as_func()) {
            (Some(known), _) => known,
            (None, Some(fd)) => function_memory_effects(m, fd.attrs.func),
            (None, None) => UNKNOWN,
        };
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

/// The effects a function attribute set allows: `memory(...)` intersected with the older
/// `readnone` / `readonly` / `writeonly` (LLVM's `upgradeMemoryAttr`).
pub fn function_memory_effects(m: &Module, s: AttrSet) -> MemoryEffects {
    let mut me = memory_attr(m, s).unwrap_or(UNKNOWN);
    for a in m.attrs.get(s) {
        let limit = if a.is("readnone") {
            ModRef::None
        } else if a.is("readonly") {
            ModRef::Read
        } else if a.is("writeonly") {
            ModRef::Write
        } else {
            continue;
        };
        me = intersect(me, effects(limit, limit, limit));
    }
    me
}

/// What call `c` may do to the memory its argument `i` points to: its `argmem` effect,
/// narrowed by the argument's `readnone` / `readonly` / `writeonly` (at the call site or on
/// the callee); `None` for an argument that is not a pointer.
///
/// ```
/// use parir_analysis::memory::arg_mod_ref;
/// use parir_ir::attrs::ModRef;
/// let m = parir_ir::parser::parse_module(
///     "declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\ndefine void @f(ptr %d, ptr %s) {\n  call void @llvm.memcpy.p0.p0.i64(ptr writeonly %d, ptr readonly %s, i64 4, i1 false)\n  ret void\n}\n",
///     "m.ll",
/// ).unwrap();
/// let f = m.globals[m.global_by_name("f").unwrap()].as_func().unwrap();
/// let body = f.body.as_ref().unwrap();
/// let call = body.insts[body.inst_iter().next().unwrap().1].kind.call_data().unwrap();
/// assert_eq!(arg_mod_ref(&m, call, 0), ModRef::Write);
/// assert_eq!(arg_mod_ref(&m, call, 1), ModRef::Read);
/// assert_eq!(arg_mod_ref(&m, call, 2), ModRef::None);
/// ```
pub fn arg_mod_ref(m: &Module, c: &CallData, i: usize) -> ModRef {
    if i >= c.args.len() {
        return ModRef::None;
    }
    // Variadic arguments have no declared type here; they may be pointers.
    let declared = m
        .types
        .fn_sig(c.fn_ty)
        .and_then(|(_, params, _)| params.get(i).copied());
    let is_ptr = match declared {
        Some(t) => m.types.is_ptr_or_ptr_vector(t),
        None => true,
    };
    if !is_ptr {
        return ModRef::None;
    }
    let mut mr = call_memory_effects(m, c).argmem;
    let callee_params = direct_callee(m, c)
        .and_then(|f| m.globals[f].as_func())
        .and_then(|fd| fd.attrs.params.get(i).copied());
    for s in c
        .attrs
        .params
        .get(i)
        .copied()
        .into_iter()
        .chain(callee_params)
    {
        for a in m.attrs.get(s) {
            if a.is("readnone") {
                mr = ModRef::None;
            } else if a.is("readonly") {
                mr = modref(mr as u8 & ModRef::Read as u8);
            } else if a.is("writeonly") {
                mr = modref(mr as u8 & ModRef::Write as u8);
            }
        }
    }
    mr
}

/// The effects of instruction `d`: a call's effects ([`call_memory_effects`]); for other
/// instructions, `argmem` stands for the memory their pointer operand points to.
///
/// ```
/// use parir_analysis::memory::{inst_memory_effects, UNKNOWN};
/// use parir_ir::attrs::ModRef;
/// let m = parir_ir::parser::parse_module(
///     "define void @f(ptr %p) {\n  %v = load i8, ptr %p\n  store volatile i8 %v, ptr %p\n  ret void\n}\n",
///     "m.ll",
/// ).unwrap();
/// let f = m.globals[m.global_by_name("f").unwrap()].as_func().unwrap();
/// let body = f.body.as_ref().unwrap();
/// let insts: Vec<_> = body.inst_iter().map(|(_, i)| &body.insts[i]).collect();
/// assert_eq!(inst_memory_effects(&m, insts[0]).argmem, ModRef::Read);
/// assert_eq!(inst_memory_effects(&m, insts[0]).other, ModRef::None);
/// assert_eq!(inst_memory_effects(&m, insts[1]), UNKNOWN);
/// ```
pub fn inst_memory_effects(m: &Module, d: &InstData) -> MemoryEffects {
    let through_ptr = |mr| effects(mr, ModRef::None, ModRef::None);
    let stronger_than = |o: Ordering, than: Ordering| rank(o) > rank(than);
    match &d.kind {
        InstKind::Load {
            volatile, atomic, ..
        }
        | InstKind::Store {
            volatile, atomic, ..
        } => {
            if *volatile
                || atomic
                    .as_ref()
                    .is_some_and(|a| stronger_than(a.ordering, Ordering::Unordered))
            {
                UNKNOWN
            } else if matches!(d.kind, InstKind::Load { .. }) {
                through_ptr(ModRef::Read)
            } else {
                through_ptr(ModRef::Write)
            }
        }
        InstKind::CmpXchg {
            volatile, success, ..
        } => {
            if *volatile || stronger_than(*success, Ordering::Monotonic) {
                UNKNOWN
            } else {
                through_ptr(ModRef::ReadWrite)
            }
        }
        InstKind::AtomicRmw {
            volatile, atomic, ..
        } => {
            if *volatile || stronger_than(atomic.ordering, Ordering::Monotonic) {
                UNKNOWN
            } else {
                through_ptr(ModRef::ReadWrite)
            }
        }
        InstKind::VAArg { .. } => through_ptr(ModRef::ReadWrite),
        InstKind::Fence(_) | InstKind::CatchPad { .. } | InstKind::CatchRet { .. } => UNKNOWN,
        InstKind::Call(c) | InstKind::Invoke { call: c, .. } | InstKind::CallBr { call: c, .. } => {
            call_memory_effects(m, c)
        }
        _ => NONE,
    }
}

/// The union over all locations of an instruction's effects: whether it may read and
/// whether it may write memory at all.
pub fn inst_mod_ref(m: &Module, d: &InstData) -> ModRef {
    let me = inst_memory_effects(m, d);
    modref(me.argmem as u8 | me.inaccessiblemem as u8 | me.other as u8)
}

fn rank(o: Ordering) -> u8 {
    match o {
        Ordering::Unordered => 1,
        Ordering::Monotonic => 2,
        Ordering::Acquire | Ordering::Release => 3,
        Ordering::AcqRel => 4,
        Ordering::SeqCst => 5,
    }
}

/// Effects of the LLVM 19 intrinsics parir knows, by family name (`llvm.memcpy` covers
/// `llvm.memcpy.p0.p0.i64`; the longest family wins). Each entry was checked against the
/// attributes `opt-19 -S` prints for the declaration.
const INTRINSICS: &[(&str, MemoryEffects)] = {
    use ModRef::{None as N, Read as R, ReadWrite as RW, Write as W};
    const PURE: MemoryEffects = effects(N, N, N);
    const ARG_RW: MemoryEffects = effects(RW, N, N);
    const ARG_W: MemoryEffects = effects(W, N, N);
    const INACC_RW: MemoryEffects = effects(N, RW, N);
    &[
        // Memory transfer and lifetime.
        ("memcpy", ARG_RW),
        ("memcpy.inline", ARG_RW),
        ("memcpy.element.unordered.atomic", ARG_RW),
        ("memmove", ARG_RW),
        ("memmove.element.unordered.atomic", ARG_RW),
        ("memset", ARG_W),
        ("memset.inline", ARG_W),
        ("memset.element.unordered.atomic", ARG_W),
        ("lifetime.start", ARG_RW),
        ("lifetime.end", ARG_RW),
        ("invariant.start", ARG_RW),
        ("invariant.end", ARG_RW),
        ("masked.load", effects(R, N, N)),
        ("masked.store", ARG_W),
        ("masked.gather", effects(R, R, R)),
        ("masked.scatter", effects(W, W, W)),
        ("masked.expandload", effects(R, R, R)),
        ("masked.compressstore", ARG_W),
        ("prefetch", effects(RW, RW, N)),
        // Hints and markers.
        ("assume", effects(N, W, N)),
        ("trap", effects(N, W, N)),
        ("experimental.noalias.scope.decl", INACC_RW),
        ("sideeffect", INACC_RW),
        ("pseudoprobe", INACC_RW),
        ("var.annotation", INACC_RW),
        ("ptr.annotation", INACC_RW),
        ("annotation", INACC_RW),
        ("codeview.annotation", INACC_RW),
        ("launder.invariant.group", INACC_RW),
        ("experimental.constrained", INACC_RW),
        ("dbg", PURE),
        ("donothing", PURE),
        ("expect", PURE),
        ("expect.with.probability", PURE),
        ("objectsize", PURE),
        ("is.constant", PURE),
        ("strip.invariant.group", PURE),
        ("threadlocal.address", PURE),
        ("ptrmask", PURE),
        // Arithmetic.
        ("sqrt", PURE),
        ("fabs", PURE),
        ("fma", PURE),
        ("fmuladd", PURE),
        ("sin", PURE),
        ("cos", PURE),
        ("tan", PURE),
        ("asin", PURE),
        ("acos", PURE),
        ("atan", PURE),
        ("sinh", PURE),
        ("cosh", PURE),
        ("tanh", PURE),
        ("pow", PURE),
        ("powi", PURE),
        ("exp", PURE),
        ("exp2", PURE),
        ("exp10", PURE),
        ("log", PURE),
        ("log2", PURE),
        ("log10", PURE),
        ("ldexp", PURE),
        ("frexp", PURE),
        ("floor", PURE),
        ("ceil", PURE),
        ("trunc", PURE),
        ("rint", PURE),
        ("nearbyint", PURE),
        ("round", PURE),
        ("roundeven", PURE),
        ("lround", PURE),
        ("llround", PURE),
        ("lrint", PURE),
        ("llrint", PURE),
        ("copysign", PURE),
        ("minnum", PURE),
        ("maxnum", PURE),
        ("minimum", PURE),
        ("maximum", PURE),
        ("canonicalize", PURE),
        ("is.fpclass", PURE),
        ("smax", PURE),
        ("smin", PURE),
        ("umax", PURE),
        ("umin", PURE),
        ("abs", PURE),
        ("ctpop", PURE),
        ("ctlz", PURE),
        ("cttz", PURE),
        ("bswap", PURE),
        ("bitreverse", PURE),
        ("fshl", PURE),
        ("fshr", PURE),
        ("sadd.with.overflow", PURE),
        ("uadd.with.overflow", PURE),
        ("ssub.with.overflow", PURE),
        ("usub.with.overflow", PURE),
        ("smul.with.overflow", PURE),
        ("umul.with.overflow", PURE),
        ("sadd.sat", PURE),
        ("uadd.sat", PURE),
        ("ssub.sat", PURE),
        ("usub.sat", PURE),
        ("sshl.sat", PURE),
        ("ushl.sat", PURE),
        ("vector.reduce", PURE),
    ]
};

/// The memory effects LLVM 19 gives the intrinsic named `name` (`llvm.memset.p0.i64`), if
/// parir knows its family; `None` for other names.
///
/// ```
/// use parir_analysis::memory::{intrinsic_memory_effects, NONE};
/// assert_eq!(intrinsic_memory_effects("llvm.sqrt.f64"), Some(NONE));
/// assert_eq!(intrinsic_memory_effects("llvm.sinh.f64"), Some(NONE));
/// assert!(intrinsic_memory_effects("llvm.memcpy.inline.p0.p0.i64").is_some());
/// assert_eq!(intrinsic_memory_effects("llvm.stacksave.p0"), None);
/// assert_eq!(intrinsic_memory_effects("sqrt"), None);
/// ```
pub fn intrinsic_memory_effects(name: &str) -> Option<MemoryEffects> {
    let rest = name.strip_prefix("llvm.")?;
    INTRINSICS
        .iter()
        .filter(|(family, _)| {
            rest.strip_prefix(family)
                .is_some_and(|tail| tail.is_empty() || tail.starts_with('.'))
        })
        .max_by_key(|(family, _)| family.len())
        .map(|(_, me)| *me)
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

/// The type of value `v` in function `g` (whose body is `body`): an instruction's result
/// type, an argument's parameter type, a constant's type.
pub fn value_type(
    m: &Module,
    g: parir_ir::GlobalId,
    body: &parir_ir::Body,
    v: Value,
) -> Option<parir_ir::Type> {
    match v {
        Value::Inst(i) => Some(body.insts[i].ty),
        Value::Arg(n) => {
            let f = m.globals[g].as_func()?;
            let (_, params, _) = m.types.fn_sig(f.ty)?;
            params.get(n as usize).copied()
        }
        Value::Const(k) => Some(m.consts.get(k).ty),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use parir_ir::inst::InstData;

    const SRC: &str = "declare void @legacy_none(ptr) readnone
declare void @legacy_ro(ptr) readonly
declare void @argmem_rw(ptr, i32) memory(argmem: readwrite)
declare void @unknown(ptr)
declare void @llvm.assume(i1)
declare void @llvm.lifetime.start.p0(i64, ptr)
declare double @llvm.sqrt.f64(double)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1) memory(none)
define void @f(ptr %p, i1 %c, double %d) {
  call void @legacy_none(ptr %p)
  call void @legacy_ro(ptr %p)
  call void @unknown(ptr %p) writeonly
  call void @argmem_rw(ptr readonly %p, i32 0)
  call void @llvm.assume(i1 %c)
  call void @llvm.lifetime.start.p0(i64 4, ptr %p)
  %s = call double @llvm.sqrt.f64(double %d)
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 4, i1 false)
  call void @unknown(ptr %p) [ \"deopt\"() ]
  %a = load atomic i8, ptr %p unordered, align 1
  %b = load atomic i8, ptr %p monotonic, align 1
  %x = atomicrmw add ptr %p, i8 1 monotonic
  %y = cmpxchg ptr %p, i8 0, i8 1 acq_rel monotonic
  fence seq_cst
  %z = add i8 %a, %b
  ret void
}
";

    fn insts(m: &Module) -> Vec<&InstData> {
        let f = m.globals[m.global_by_name("f").unwrap()].as_func().unwrap();
        let body = f.body.as_ref().unwrap();
        body.inst_iter().map(|(_, i)| &body.insts[i]).collect()
    }

    #[test]
    fn effects_of_calls_and_instructions() {
        use ModRef::{None as N, Read as R, ReadWrite as RW, Write as W};
        let m = parir_ir::parser::parse_module(SRC, "t.ll").unwrap();
        let i = insts(&m);
        let me = |k: usize| inst_memory_effects(&m, i[k]);
        assert_eq!(me(0), NONE, "readnone, as LLVM upgrades it");
        assert_eq!(me(1), effects(R, R, R));
        assert_eq!(me(2), effects(W, W, W), "call-site writeonly");
        assert_eq!(me(3), effects(RW, N, N));
        assert_eq!(me(4), effects(N, W, N), "llvm.assume");
        assert_eq!(me(5), effects(RW, N, N), "llvm.lifetime.start");
        assert_eq!(me(6), NONE, "llvm.sqrt");
        // LLVM replaces an intrinsic's written attributes by its own.
        assert_eq!(me(7), effects(RW, N, N), "llvm.memcpy");
        // A deopt bundle reads; the callee may do anything anyway.
        assert_eq!(me(8), UNKNOWN);
        assert_eq!(me(9), effects(R, N, N), "unordered atomic load");
        assert_eq!(me(10), UNKNOWN, "monotonic atomic load");
        assert_eq!(me(11), effects(RW, N, N), "monotonic atomicrmw");
        assert_eq!(me(12), UNKNOWN, "acq_rel cmpxchg");
        assert_eq!(me(13), UNKNOWN, "fence");
        assert_eq!(me(14), NONE);
        assert_eq!(inst_mod_ref(&m, i[1]), R);
        assert_eq!(inst_mod_ref(&m, i[14]), N);
        assert!(!may_read_or_write_memory(&m, i[0]));
        assert!(!may_read_or_write_memory(&m, i[6]));
        assert!(may_read_or_write_memory(&m, i[4]));
        // Per argument: call-site readonly narrows argmem readwrite; i32 is no pointer.
        let call = |k: usize| i[k].kind.call_data().unwrap();
        assert_eq!(arg_mod_ref(&m, call(3), 0), R);
        assert_eq!(arg_mod_ref(&m, call(3), 1), N);
        assert_eq!(arg_mod_ref(&m, call(3), 7), N);
        assert_eq!(arg_mod_ref(&m, call(0), 0), N);
    }

    #[test]
    fn intrinsic_families() {
        assert_eq!(
            intrinsic_memory_effects("llvm.memset.inline.p0.i64").map(|e| e.argmem),
            Some(ModRef::Write)
        );
        assert_eq!(intrinsic_memory_effects("llvm.dbg.value"), Some(NONE));
        assert_eq!(
            intrinsic_memory_effects("llvm.vector.reduce.add.v4i32"),
            Some(NONE)
        );
        assert_eq!(intrinsic_memory_effects("llvm.expf"), None);
        assert_eq!(intrinsic_memory_effects("llvm.exp10.f64"), Some(NONE));
        assert_eq!(
            intrinsic_memory_effects("llvm.experimental.constrained.fadd.f64")
                .map(|e| e.inaccessiblemem),
            Some(ModRef::ReadWrite)
        );
    }
}
