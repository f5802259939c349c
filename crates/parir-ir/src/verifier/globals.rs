//! Module-level rules: global variables, functions (the parts that do not need the body),
//! aliases and ifuncs — LLVM's `visitGlobalValue`, `visitGlobalVariable`, `visitGlobalAlias`,
//! `visitGlobalIFunc` and the head of `visitFunction`.

use super::{global_name, is_external, is_intrinsic_name, span};
use crate::diag::Diagnostic;
use crate::module::{DllStorage, GlobalId, GlobalKind, GlobalValue, Linkage, Module, Visibility};
use crate::types::TypeData;
use crate::value::ConstData;
use cranelift_entity::EntityRef;

/// LLVM's `Value::MaximumAlignment` (2^32).
const MAX_ALIGN: u64 = 1 << 32;

pub(super) fn check_globals(m: &Module, errs: &mut Vec<Diagnostic>) {
    for &g in &m.order {
        let Some(gv) = m.globals.get(g) else {
            continue;
        };
        let mut err = |msg: &str| {
            errs.push(
                Diagnostic::error_at(span(gv.common.pos), msg)
                    .with_note(format!("in global {}", global_name(m, g))),
            );
        };
        match &gv.kind {
            GlobalKind::Var(v) => {
                if let Some(init) = v.init {
                    if init.index() >= m.consts.len() {
                        err("Global variable initializer is not a constant of this module");
                    } else {
                        if m.consts.ty(init) != v.value_ty {
                            err("Global variable initializer type does not match global variable type!");
                        }
                        if gv.common.linkage == Linkage::Common {
                            if !m.consts.is_null_value(&m.types, init) {
                                err("'common' global must have a zero initializer!");
                            }
                            if v.constant {
                                err("'common' global may not be marked constant!");
                            }
                            if v.comdat.is_some() {
                                err("'common' global may not be in a Comdat!");
                            }
                        }
                    }
                }
                if let Some(name) = gv.name() {
                    if matches!(
                        name,
                        "llvm.global_ctors"
                            | "llvm.global_dtors"
                            | "llvm.used"
                            | "llvm.compiler.used"
                    ) && v.init.is_some()
                        && gv.common.linkage != Linkage::Appending
                    {
                        err("invalid linkage for intrinsic global variable");
                    }
                }
                if m.types.contains_scalable(v.value_ty) {
                    err("Globals cannot contain scalable types");
                }
                if matches!(
                    m.types.get(v.value_ty),
                    TypeData::Void
                        | TypeData::Label
                        | TypeData::Metadata
                        | TypeData::Token
                        | TypeData::Function { .. }
                ) {
                    err("invalid type for global variable");
                }
                if v.align.is_some_and(|a| a > MAX_ALIGN) {
                    err("huge alignment values are unsupported");
                }
                check_var_intrinsic_globals(m, gv, v, &mut err);
                if gv.common.linkage == Linkage::Appending
                    && !matches!(m.types.get(v.value_ty), TypeData::Array { .. })
                {
                    err("Only global arrays can have appending linkage!");
                }
                let is_decl = v.init.is_none();
                check_global_value(m, gv, is_decl, v.comdat.is_some(), &mut err);
            }
            GlobalKind::Func(f) => {
                let is_decl = f.body.is_none();
                check_global_value(m, gv, is_decl, f.comdat.is_some(), &mut err);
                if gv.common.linkage == Linkage::Common {
                    err("Functions may not have common linkage");
                }
                if gv.common.linkage == Linkage::Appending {
                    err("Only global variables can have appending linkage!");
                }
                if f.align.is_some_and(|a| a > MAX_ALIGN) {
                    err("huge alignment values are unsupported");
                }
                let intrinsic = is_intrinsic_name(m, g);
                match m.types.fn_sig(f.ty) {
                    None => err("function does not have a function type"),
                    Some((ret, params, varargs)) => {
                        let ret_ok = m.types.is_first_class(ret)
                            || m.types.is_void(ret)
                            || m.types.struct_elems(ret).is_some();
                        if !ret_ok || m.types.is_label(ret) {
                            err("Functions cannot return aggregate values!");
                        }
                        if f.arg_names.len() != params.len() {
                            err("# formal arguments must match # of arguments for function type!");
                        }
                        let has_sret = f.attrs.params.iter().any(|&s| m.attrs.has(s, "sret"));
                        check_function_attrs(m, &f.attrs, ret, params, &mut err);
                        if has_sret && !m.types.is_void(ret) {
                            err("Invalid struct return type!");
                        }
                        if f.attrs.params.len() > params.len() {
                            err("Attribute after last parameter!");
                        }
                        for &p in params {
                            if !m.types.is_first_class(p) || m.types.is_label(p) {
                                err("Function arguments must have first-class types!");
                            } else if !intrinsic {
                                if m.types.is_metadata(p) {
                                    err("Function takes metadata but isn't an intrinsic");
                                } else if m.types.is_token(p) {
                                    err("Function takes token but isn't an intrinsic");
                                } else if matches!(m.types.get(p), TypeData::X86Amx) {
                                    err("Function takes x86_amx but isn't an intrinsic");
                                }
                            }
                        }
                        if !intrinsic {
                            if m.types.is_token(ret) {
                                err("Function returns a token but isn't an intrinsic");
                            } else if matches!(m.types.get(ret), TypeData::X86Amx) {
                                err("Function returns a x86_amx but isn't an intrinsic");
                            }
                        }
                        check_calling_convention(f.cc, varargs, m.types.is_void(ret), &mut err);
                    }
                }
                if is_decl {
                    if f.personality.is_some() {
                        err("Function declaration shouldn't have a personality routine");
                    }
                } else if intrinsic {
                    err("llvm intrinsics cannot be defined!");
                }
            }
            GlobalKind::Alias(a) => {
                if !matches!(
                    gv.common.linkage,
                    Linkage::Private
                        | Linkage::Internal
                        | Linkage::LinkOnce
                        | Linkage::Weak
                        | Linkage::LinkOnceOdr
                        | Linkage::WeakOdr
                        | Linkage::AvailableExternally
                ) && !is_external(gv.common.linkage)
                {
                    err("Alias should have private, internal, linkonce, weak, linkonce_odr, weak_odr, external, or available_externally linkage!");
                }
                if a.target.index() >= m.consts.len() {
                    err("Aliasee cannot be NULL!");
                } else {
                    let tty = m.consts.ty(a.target);
                    if m.types.addrspace(tty) != Some(gv.common.addrspace) || !m.types.is_ptr(tty) {
                        err("Alias and aliasee types should match!");
                    }
                    match &m.consts.get(a.target).data {
                        ConstData::Global(_) | ConstData::Expr(_) => {}
                        _ => err("Aliasee should be either GlobalValue or ConstantExpr"),
                    }
                    check_aliasee(m, g, gv, &mut err);
                }
                check_global_value(m, gv, false, false, &mut err);
            }
            GlobalKind::IFunc(i) => {
                if !matches!(
                    gv.common.linkage,
                    Linkage::Private
                        | Linkage::Internal
                        | Linkage::LinkOnce
                        | Linkage::Weak
                        | Linkage::LinkOnceOdr
                        | Linkage::WeakOdr
                ) && !is_external(gv.common.linkage)
                {
                    err("IFunc should have private, internal, linkonce, weak, linkonce_odr, weak_odr, or external linkage!");
                }
                let resolver = (i.target.index() < m.consts.len())
                    .then(|| strip_to_global(m, i.target))
                    .flatten()
                    .and_then(|r| m.globals.get(r));
                match resolver.and_then(|r| r.as_func()) {
                    None => err("IFunc must have a Function resolver"),
                    Some(rf) => {
                        if rf.body.is_none() {
                            err("IFunc resolver must be a definition");
                        }
                        if let Some((ret, _, _)) = m.types.fn_sig(rf.ty) {
                            if !m.types.is_ptr(ret) {
                                err("IFunc resolver must return a pointer");
                            }
                        }
                    }
                }
            }
            GlobalKind::Placeholder => {
                err("use of undefined value (global placeholder left in module)")
            }
        }
    }
}

/// `visitGlobalValue`: rules common to all global values.
fn check_global_value(
    _m: &Module,
    gv: &GlobalValue,
    is_decl: bool,
    has_comdat: bool,
    err: &mut impl FnMut(&str),
) {
    let l = gv.common.linkage;
    if is_decl && !(is_external(l) || l == Linkage::ExternWeak) {
        err("Global is external, but doesn't have external or weak linkage!");
    }
    if (is_decl || l == Linkage::AvailableExternally) && has_comdat {
        err("Declaration may not be in a Comdat!");
    }
    if gv.common.dll == DllStorage::Export && gv.common.visibility == Visibility::Hidden {
        err("dllexport GlobalValue must have default or protected visibility");
    }
    if gv.common.dll == DllStorage::Import {
        if gv.common.visibility != Visibility::Default {
            err("dllimport GlobalValue must have default visibility");
        }
        if gv.common.preemption == crate::module::Preemption::DsoLocal {
            err("GlobalValue with DLLImport Storage is dso_local!");
        }
        let ok = (is_decl && (is_external(l) || l == Linkage::ExternWeak))
            || l == Linkage::AvailableExternally;
        if !ok {
            err("Global is marked as dllimport, but not external");
        }
    }
}

/// Calling-convention restrictions of `visitFunction`.
/// LLVM's `visitGlobalVariable` rules for `llvm.global_ctors`/`llvm.global_dtors` (an array of
/// `{ i32, ptr, ptr }`) and for `!absolute_symbol` ranges.
fn check_var_intrinsic_globals(
    m: &Module,
    gv: &GlobalValue,
    v: &crate::module::GlobalVar,
    err: &mut impl FnMut(&str),
) {
    if matches!(gv.name(), Some("llvm.global_ctors" | "llvm.global_dtors")) {
        if v.init.is_some() && gv.common.linkage != Linkage::Appending {
            err("invalid linkage for intrinsic global variable");
        }
        if let TypeData::Array { elem, .. } = m.types.get(v.value_ty) {
            let fields = m.types.struct_elems(*elem).unwrap_or(&[]);
            let ok = matches!(fields.len(), 2 | 3)
                && m.types.int_bits(fields[0]) == Some(32)
                && m.types.is_ptr(fields[1]);
            if !ok {
                err("wrong type for intrinsic global variable");
            } else if fields.len() != 3 {
                err("the third field of the element type is mandatory, specify ptr null to migrate from the obsoleted 2-field form");
            } else if !m.types.is_ptr(fields[2]) {
                err("wrong type for intrinsic global variable");
            }
        }
    }
    if let Some(k) = m.md.find_kind("absolute_symbol") {
        for &(kind, n) in v.md.iter() {
            if kind == k && m.md.tuple_ops(n).is_empty() {
                err("It should have at least one range!");
            }
        }
    }
}

/// LLVM's `verifyFunctionAttrs` and `verifyParameterAttrs` rules on attribute combinations
/// and arguments.
pub(super) fn check_function_attrs(
    m: &Module,
    attrs: &crate::attrs::AttrList,
    ret: crate::Type,
    params: &[crate::Type],
    err: &mut impl FnMut(&str),
) {
    use crate::attrs::Attr;
    const EXCLUSIVE: [&str; 7] = [
        "byval",
        "inalloca",
        "preallocated",
        "inreg",
        "nest",
        "byref",
        "sret",
    ];
    let mut srets = 0;
    if let Some(msg) = incompatible_attr(m, attrs.ret, ret) {
        err(&msg);
    }
    for (&p, &t) in attrs.params.iter().zip(params) {
        if let Some(msg) = incompatible_attr(m, p, t) {
            err(&msg);
        }
    }
    for &p in &attrs.params {
        let n = EXCLUSIVE.iter().filter(|k| m.attrs.has(p, k)).count();
        if n > 1 {
            err("Attributes 'byval', 'inalloca', 'preallocated', 'inreg', 'nest', 'byref', and 'sret' are incompatible!");
        }
        srets += usize::from(m.attrs.has(p, "sret"));
    }
    if srets > 1 {
        err("Cannot have multiple 'sret' parameters!");
    }
    for kw in ["swiftself", "swiftasync", "swifterror"] {
        let n = attrs.params.iter().filter(|&&p| m.attrs.has(p, kw)).count();
        if n > 1 {
            err(&format!("Cannot have multiple '{kw}' parameters!"));
        }
    }
    let f = attrs.func;
    if m.attrs.has(f, "noinline") && m.attrs.has(f, "alwaysinline") {
        err("Attributes 'noinline and alwaysinline' are incompatible!");
    }
    for a in m.attrs.get(f) {
        match a {
            Attr::AllocSize(elem, count) => {
                let check =
                    |i: u32, what: &str, err: &mut dyn FnMut(&str)| match params.get(i as usize) {
                        None => err(&format!("'allocsize' {what} argument is out of bounds")),
                        Some(t) if m.types.int_bits(*t).is_none() => err(&format!(
                            "'allocsize' {what} argument must refer to an integer parameter"
                        )),
                        _ => {}
                    };
                check(*elem, "element size", err);
                if let Some(c) = count {
                    check(*c, "number of elements", err);
                }
            }
            Attr::VScaleRange(min, max) => {
                if *min == 0 {
                    err("'vscale_range' minimum must be greater than 0");
                } else if !min.is_power_of_two() {
                    err("'vscale_range' minimum must be power-of-two value");
                }
                if *max != 0 && *max < *min {
                    err("'vscale_range' minimum cannot be greater than maximum");
                } else if *max != 0 && !max.is_power_of_two() {
                    err("'vscale_range' maximum must be power-of-two value");
                }
            }
            _ => {}
        }
    }
}

/// LLVM's `AttributeFuncs::typeIncompatible` as `verifyParameterAttrs` applies it: the first
/// attribute of `set` that cannot apply to a value of type `ty`, as LLVM's message names it.
pub(super) fn incompatible_attr(
    m: &Module,
    set: crate::attrs::AttrSet,
    ty: crate::Type,
) -> Option<String> {
    use crate::attrs::Attr;
    let ts = &m.types;
    let int = ts.int_bits(ty).is_some();
    let ptr = ts.is_ptr(ty);
    let incompatible = |kw: &str| match kw {
        "allocalign" | "signext" | "zeroext" => !int,
        "range" => !ts.is_int_or_int_vector(ty),
        "noalias"
        | "nocapture"
        | "nonnull"
        | "readnone"
        | "readonly"
        | "dereferenceable"
        | "dereferenceable_or_null"
        | "writable"
        | "dead_on_unwind"
        | "initializes"
        | "nest"
        | "swifterror"
        | "preallocated"
        | "inalloca"
        | "byval"
        | "sret"
        | "byref"
        | "elementtype"
        | "allocptr" => !ptr,
        "align" => !ts.is_ptr_or_ptr_vector(ty),
        "nofpclass" => {
            let mut t = ty;
            while let TypeData::Array { elem, .. } = ts.get(t) {
                t = *elem;
            }
            !ts.is_fp_or_fp_vector(t)
        }
        "noundef" => ts.is_void(ty),
        _ => false,
    };
    let a = m
        .attrs
        .get(set)
        .iter()
        .find(|a| a.kind().is_some_and(|k| incompatible(k.keyword())))?;
    let text = match a {
        Attr::Int(k, v) if k.keyword() == "align" => format!("align {v}"),
        Attr::Int(k, v) => format!("{}({v})", k.keyword()),
        Attr::Type(k, t) => format!("{}({})", k.keyword(), crate::typecheck::type_string(ts, *t)),
        a => a.kind().map_or("", |k| k.keyword()).to_string(),
    };
    Some(format!("Attribute '{text}' applied to incompatible type!"))
}

fn check_calling_convention(cc: u32, varargs: bool, void_ret: bool, err: &mut impl FnMut(&str)) {
    // amdgpu_kernel (91) and spir_kernel (76) must return void.
    if matches!(cc, 76 | 91) && !void_ret {
        err("Calling convention requires void return type");
    }
    // fastcc, coldcc, intel_ocl_bicc, ptx_kernel, ptx_device and the AMDGPU shader/kernel
    // conventions do not support varargs.
    let no_varargs = matches!(
        cc,
        8 | 9 | 71 | 72 | 77 | 87 | 88 | 89 | 90 | 91 | 93 | 95 | 96
    );
    if varargs && no_varargs {
        err("Calling convention does not support varargs or perfect forwarding!");
    }
}

/// The global a constant names, looking through constant-expression casts and aliases' own
/// constant expressions (LLVM's `stripPointerCasts` for the cases that survive opaque pointers).
fn strip_to_global(m: &Module, mut c: crate::value::Const) -> Option<GlobalId> {
    for _ in 0..64 {
        match &m.consts.get(c).data {
            ConstData::Global(g) => return Some(*g),
            ConstData::Expr(e) => {
                use crate::value::ExprOp;
                match e.op {
                    ExprOp::Cast(_) | ExprOp::GetElementPtr => c = *e.operands.first()?,
                    _ => return None,
                }
            }
            _ => return None,
        }
    }
    None
}

/// `visitAliaseeSubExpr`: aliases must reach a definition and must not form a cycle.
fn check_aliasee(m: &Module, start: GlobalId, gv: &GlobalValue, err: &mut impl FnMut(&str)) {
    let avail = gv.common.linkage == Linkage::AvailableExternally;
    let mut seen = vec![start];
    let mut cur = match &gv.kind {
        GlobalKind::Alias(a) => a.target,
        _ => return,
    };
    for _ in 0..4096 {
        let Some(g) = strip_to_global(m, cur) else {
            return;
        };
        let Some(target) = m.globals.get(g) else {
            return;
        };
        if avail && target.common.linkage != Linkage::AvailableExternally {
            err("available_externally alias must point to available_externally global value");
            return;
        }
        match &target.kind {
            GlobalKind::Alias(a2) => {
                if seen.contains(&g) {
                    err("Aliases cannot form a cycle");
                    return;
                }
                if matches!(
                    target.common.linkage,
                    Linkage::LinkOnce | Linkage::Weak | Linkage::ExternWeak | Linkage::Common
                ) {
                    err("Alias cannot point to an interposable alias");
                    return;
                }
                seen.push(g);
                if a2.target.index() >= m.consts.len() {
                    return;
                }
                cur = a2.target;
            }
            kind => {
                let decl = match kind {
                    GlobalKind::Var(v) => v.init.is_none(),
                    GlobalKind::Func(f) => f.body.is_none(),
                    _ => false,
                };
                let decl_for_linker = decl || target.common.linkage == Linkage::AvailableExternally;
                if !avail && decl_for_linker {
                    err("Alias must point to a definition");
                }
                return;
            }
        }
    }
}
