//! LLVM's rules for `llvm.localescape` and `llvm.localrecover` (the frame-escape intrinsics of
//! SEH and other outlined handlers), checked only in modules that declare them.
//!
//! - `localescape` is called at most once per function, in the entry block, and names static
//!   allocas (or `null` placeholders);
//! - `localrecover`'s first argument is a function defined in this module, and its index is less
//!   than the number of objects that function escapes.

use super::{global_name, span};
use crate::diag::Diagnostic;
use crate::hash::HashMap as FxHashMap;
use crate::inst::{CastOp, InstKind};
use crate::module::{GlobalId, Module};
use crate::value::{ConstData, Value};

/// The frame-escape checks of the whole module, appended to `errs`.
pub(super) fn check_frame_escapes(m: &Module, errs: &mut Vec<Diagnostic>) {
    let escape = m.global_by_name("llvm.localescape");
    let recover = m.global_by_name("llvm.localrecover");
    if escape.is_none() && recover.is_none() {
        return;
    }
    // Per function: the number of objects it escapes, and the highest index recovered from it
    // plus one (with the first call that recovers it, for the location).
    let mut escaped: FxHashMap<GlobalId, usize> = FxHashMap::default();
    let mut recovered: FxHashMap<GlobalId, (u64, u32)> = FxHashMap::default();
    for (g, f) in m.functions() {
        let Some(body) = &f.body else {
            continue;
        };
        let note = || format!("in function {}", global_name(m, g));
        let mut seen_escape = false;
        for (k, &b) in body.layout.iter().enumerate() {
            for &i in &body.blocks[b].insts {
                let d = &body.insts[i];
                let Some(c) = d.kind.call_data() else {
                    continue;
                };
                let callee = direct_global(m, c.callee);
                let err = |msg: &str| Diagnostic::error_at(span(d.pos), msg).with_note(note());
                if callee.is_some() && callee == escape {
                    if k != 0 {
                        errs.push(err("llvm.localescape used outside of entry block"));
                        continue;
                    }
                    if seen_escape {
                        errs.push(err("multiple calls to llvm.localescape in one function"));
                        continue;
                    }
                    let all_static = c
                        .args
                        .iter()
                        .all(|&a| is_null(m, a) || is_static_alloca(body, strip_casts(body, a)));
                    if !all_static {
                        errs.push(err("llvm.localescape only accepts static allocas"));
                    }
                    escaped.insert(g, c.args.len());
                    seen_escape = true;
                } else if callee.is_some() && callee == recover {
                    let target = c
                        .args
                        .first()
                        .and_then(|&a| strip_const_casts(m, a))
                        .filter(|&t| m.globals[t].as_func().is_some_and(|f| f.body.is_some()));
                    let Some(target) = target else {
                        errs.push(err(
                            "llvm.localrecover first argument must be function defined in this module",
                        ));
                        continue;
                    };
                    // A non-constant index is the immarg check's report.
                    let Some(idx) = c.args.get(2).and_then(|&a| const_u64(m, a)) else {
                        continue;
                    };
                    let e = recovered.entry(target).or_insert((0, d.pos));
                    if idx.saturating_add(1) > e.0 {
                        *e = (idx.saturating_add(1), d.pos);
                    }
                }
            }
        }
    }
    let mut late: Vec<_> = recovered.into_iter().collect();
    late.sort_by_key(|(_, (_, pos))| *pos);
    for (target, (needed, pos)) in late {
        if needed > escaped.get(&target).copied().unwrap_or(0) as u64 {
            errs.push(
                Diagnostic::error_at(
                    span(pos),
                    "all indices passed to llvm.localrecover must be less than the number of arguments passed to llvm.localescape in the parent function",
                )
                .with_note(format!("recovering from {}", global_name(m, target))),
            );
        }
    }
}

/// The function or global a constant operand names, through constant-expression casts.
fn strip_const_casts(m: &Module, v: Value) -> Option<GlobalId> {
    let Value::Const(mut c) = v else {
        return None;
    };
    for _ in 0..64 {
        match &m.consts.get(c).data {
            ConstData::Global(g) => return Some(*g),
            ConstData::Expr(e) if matches!(e.op, crate::value::ExprOp::Cast(_)) => {
                c = *e.operands.first()?;
            }
            _ => return None,
        }
    }
    None
}

fn direct_global(m: &Module, v: Value) -> Option<GlobalId> {
    match v {
        Value::Const(c) => match &m.consts.get(c).data {
            ConstData::Global(g) => Some(*g),
            _ => None,
        },
        _ => None,
    }
}

fn is_null(m: &Module, v: Value) -> bool {
    matches!(v, Value::Const(c) if matches!(m.consts.get(c).data, ConstData::Null))
}

fn const_u64(m: &Module, v: Value) -> Option<u64> {
    let Value::Const(c) = v else {
        return None;
    };
    match &m.consts.get(c).data {
        ConstData::Int(x) => x.as_u64_zext(m.types.int_bits(m.consts.ty(c))?),
        ConstData::Zero => Some(0),
        _ => None,
    }
}

/// `v` through `bitcast` and `addrspacecast` instructions of the function.
fn strip_casts(body: &crate::function::Body, mut v: Value) -> Value {
    for _ in 0..64 {
        let Value::Inst(i) = v else {
            return v;
        };
        match body.insts.get(i).map(|d| &d.kind) {
            Some(InstKind::Cast { op, val, .. })
                if matches!(op, CastOp::BitCast | CastOp::AddrSpaceCast) =>
            {
                v = *val
            }
            _ => return v,
        }
    }
    v
}

/// An alloca in the entry block with a constant (or no) element count: LLVM's
/// `isStaticAlloca`.
fn is_static_alloca(body: &crate::function::Body, v: Value) -> bool {
    let Value::Inst(i) = v else {
        return false;
    };
    let Some(d) = body.insts.get(i) else {
        return false;
    };
    let InstKind::Alloca { count, .. } = &d.kind else {
        return false;
    };
    let in_entry = body
        .layout
        .first()
        .is_some_and(|&b| body.blocks[b].insts.contains(&i));
    in_entry && count.map_or(true, |c| matches!(c, Value::Const(_)))
}
