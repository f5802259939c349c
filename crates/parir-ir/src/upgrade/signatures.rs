//! Old intrinsic signatures rewritten as LLVM 19's reader does (`UpgradeIntrinsicFunction`
//! and `UpgradeIntrinsicCall`): the declaration gets today's type and name, and every call is
//! rewritten to match.
//!
//! - `llvm.memcpy`, `llvm.memmove`, `llvm.memset` with the alignment argument of LLVM ≤ 6
//!   (`i32 align` before `i1 isvolatile`): the argument is dropped and becomes an `align`
//!   attribute on the destination (and source) pointer argument of each call, none for 0.
//! - `llvm.objectsize` with two or three arguments: the missing `i1 nullunknown` and
//!   `i1 dynamic` arguments are added as `false`.
//!
//! A declaration whose new name another function already has is left as written.

use crate::attrs::{Attr, AttrKind};
use crate::intrinsics::mangled_type;
use crate::module::{GlobalId, Module};
use crate::types::TypeData;
use crate::value::{ConstData, Value};
use crate::Type;

/// How one declaration's calls change.
enum Rewrite {
    /// Drop argument 3 (the alignment) and put it on the pointer arguments `0..pointers`.
    MemAlign { pointers: usize },
    /// Pad the arguments with `i1 false` up to four.
    ObjectSize,
}

/// Rewrites declaration `g` and its calls when its signature is an old one; returns whether
/// it did (the function then counts as newly created: LLVM puts it at the end of the list).
pub(crate) fn upgrade_signature(m: &mut Module, g: GlobalId) -> bool {
    let Some((rewrite, new_ty, new_name)) = plan(m, g) else {
        return false;
    };
    if m.global_by_name(&new_name).is_some_and(|o| o != g) {
        return false;
    }
    let i1 = m.types.int(1);
    let false_ = Value::Const(m.consts.int(i1, 1, 0));
    let align_kind = AttrKind::from_keyword("align").expect("align is an attribute");
    let callee = |m: &Module, v: Value| matches!(v, Value::Const(c) if m.consts.get(c).data == ConstData::Global(g));
    for f in m.defined_functions() {
        let calls: Vec<crate::function::Inst> = {
            let body = m.body(f).expect("defined function");
            body.inst_iter()
                .map(|(_, i)| i)
                .filter(|&i| {
                    body.insts[i]
                        .kind
                        .call_data()
                        .is_some_and(|c| callee(m, c.callee))
                })
                .collect()
        };
        for i in calls {
            let mut call = {
                let body = m.body_mut(f).expect("defined function");
                match body.insts[i].kind.call_data_mut() {
                    Some(c) => std::mem::replace(&mut c.args, Vec::new()),
                    None => continue,
                }
            };
            let mut params = {
                let body = m.body(f).expect("defined function");
                body.insts[i]
                    .kind
                    .call_data()
                    .map(|c| c.attrs.params.clone())
                    .unwrap_or_default()
            };
            match rewrite {
                Rewrite::MemAlign { pointers } if call.len() == 5 => {
                    let align = match call.remove(3) {
                        Value::Const(c) => match &m.consts.get(c).data {
                            ConstData::Int(v) => v.as_u64_zext(32).unwrap_or(0),
                            _ => 0,
                        },
                        _ => 0,
                    };
                    if params.len() > 3 {
                        params.remove(3);
                    }
                    let empty = m.attrs.empty();
                    params.resize(params.len().max(pointers), empty);
                    for p in params.iter_mut().take(pointers) {
                        let mut list: Vec<Attr> = m
                            .attrs
                            .get(*p)
                            .iter()
                            .filter(|a| !a.is("align"))
                            .cloned()
                            .collect();
                        if align > 0 {
                            list.push(Attr::Int(align_kind, align));
                        }
                        *p = m.attrs.intern(list);
                    }
                }
                Rewrite::ObjectSize => {
                    while call.len() < 4 {
                        call.push(false_);
                    }
                }
                Rewrite::MemAlign { .. } => {}
            }
            let body = m.body_mut(f).expect("defined function");
            if let Some(c) = body.insts[i].kind.call_data_mut() {
                c.args = call;
                c.attrs.params = params;
                c.fn_ty = new_ty;
            }
        }
    }
    let new_arity = m.types.fn_sig(new_ty).map_or(0, |(_, p, _)| p.len());
    let empty = m.attrs.empty();
    let Some(func) = m.globals[g].as_func_mut() else {
        return false;
    };
    func.ty = new_ty;
    if let Rewrite::MemAlign { .. } = rewrite {
        if func.arg_names.len() > 3 {
            func.arg_names.remove(3);
        }
        if func.attrs.params.len() > 3 {
            func.attrs.params.remove(3);
        }
    }
    func.arg_names.resize(new_arity, None);
    func.attrs.params.resize(new_arity, empty);
    m.rename_global(g, Some(new_name.into()));
    true
}

/// What changes for `g`: the call rewrite, the new function type and the new name.
fn plan(m: &mut Module, g: GlobalId) -> Option<(Rewrite, Type, String)> {
    let f = m.globals[g].as_func()?;
    if f.body.is_some() {
        return None;
    }
    let name = m.globals[g].common.name.clone()?;
    let (ret, params, varargs) = m.types.fn_sig(f.ty)?;
    let params = params.to_vec();
    if varargs {
        return None;
    }
    let is_int = |t: Type| matches!(m.types.get(t), TypeData::Int(_));
    let mangle = |ts: &[Type]| -> Option<String> {
        ts.iter()
            .map(|&t| mangled_type(&m.types, t))
            .collect::<Option<Vec<_>>>()
            .map(|v| v.join("."))
    };
    let (rewrite, new_params, slots, base) = if let Some(base) = ["memcpy", "memmove", "memset"]
        .into_iter()
        .find(|b| name.starts_with(&format!("llvm.{b}.")))
    {
        if params.len() != 5 || !is_int(params[3]) {
            return None;
        }
        let pointers = if base == "memset" { 1 } else { 2 };
        let slots = if base == "memset" {
            vec![params[0], params[2]]
        } else {
            params[..3].to_vec()
        };
        let new_params = vec![params[0], params[1], params[2], params[4]];
        (Rewrite::MemAlign { pointers }, new_params, slots, base)
    } else if name.starts_with("llvm.objectsize.") && matches!(params.len(), 2 | 3) {
        let i1 = params[1];
        (
            Rewrite::ObjectSize,
            vec![params[0], i1, i1, i1],
            vec![ret, params[0]],
            "objectsize",
        )
    } else {
        return None;
    };
    let new_name = format!("llvm.{base}.{}", mangle(&slots)?);
    let new_ty = m.types.function(ret, new_params, false);
    Some((rewrite, new_ty, new_name))
}
