//! Underlying objects of pointers (issue 3, item 1: "underlying objects of pointers (through
//! GEPs, casts, phis, selects)").
//!
//! [`underlying_object`] is LLVM 19's `getUnderlyingObject`: it follows one chain of
//! `getelementptr`, `bitcast` / `addrspacecast` (instructions and constant expressions),
//! non-interposable global aliases, and calls returning an argument (`returned`,
//! `llvm.launder.invariant.group`, `llvm.strip.invariant.group`, `llvm.ptrmask`), for at
//! most [`MAX_LOOKUP`] steps; where it stops is the result. [`underlying_objects`] is
//! `getUnderlyingObjects`: it also branches through `phi` and `select`, with a visited set
//! (so cycles through phis end) and a bound on the number of values explored; a value left
//! unexplored at the bound is returned as it is, which callers treat as "unknown object".
//!
//! [`is_identified_object`] and [`is_identified_function_local`] classify the results as
//! LLVM's alias analysis does: allocas, globals, `noalias` call results and `noalias` /
//! `byval` arguments are distinct objects.

use parir_ir::inst::{CastOp, InstKind};
use parir_ir::module::{GlobalKind, Linkage};
use parir_ir::value::{ConstData, ExprOp};
use parir_ir::{Body, GlobalId, Module, Value};

/// How many steps [`underlying_object`] takes at most (LLVM's `MaxLookup` default).
pub const MAX_LOOKUP: usize = 6;

/// How many values [`underlying_objects`] looks at before giving up on the rest.
pub const MAX_VISITED: usize = 64;

/// One step towards the underlying object of `v`, if `v` is a GEP, a no-op cast, an alias or
/// a call returning an argument.
fn step(m: &Module, body: Option<&Body>, v: Value) -> Option<Value> {
    match v {
        Value::Inst(i) => {
            let d = body?.insts.get(i)?;
            match &d.kind {
                InstKind::GetElementPtr { ptr, .. } => Some(*ptr),
                InstKind::Cast {
                    op: CastOp::BitCast | CastOp::AddrSpaceCast,
                    val,
                    ..
                } => Some(*val),
                InstKind::Call(c) | InstKind::Invoke { call: c, .. } => returned_argument(m, c),
                _ => None,
            }
        }
        Value::Const(k) => match &m.consts.get(k).data {
            ConstData::Expr(e)
                if matches!(
                    e.op,
                    ExprOp::GetElementPtr
                        | ExprOp::Cast(CastOp::BitCast)
                        | ExprOp::Cast(CastOp::AddrSpaceCast)
                ) =>
            {
                e.operands.first().map(|&c| Value::Const(c))
            }
            ConstData::Global(g) => match &m.globals.get(*g)?.kind {
                GlobalKind::Alias(a) if !is_interposable(m.globals[*g].common.linkage) => {
                    Some(Value::Const(a.target))
                }
                _ => None,
            },
            _ => None,
        },
        _ => None,
    }
}

fn is_interposable(l: Linkage) -> bool {
    matches!(
        l,
        Linkage::Weak | Linkage::LinkOnce | Linkage::Common | Linkage::ExternWeak
    )
}

/// LLVM's `getArgumentAliasingToReturnedPointer` (without preserving nullness).
fn returned_argument(m: &Module, c: &parir_ir::inst::CallData) -> Option<Value> {
    let callee = match c.callee {
        Value::Const(k) => match m.consts.get(k).data {
            ConstData::Global(g) => Some(g),
            _ => None,
        },
        _ => None,
    };
    let func = callee.and_then(|g| m.globals.get(g));
    if let Some(name) = func.and_then(|g| g.name()) {
        let passes_through = [
            "launder.invariant.group",
            "strip.invariant.group",
            "ptrmask",
        ]
        .iter()
        .any(|f| {
            name.strip_prefix("llvm.")
                .and_then(|r| r.strip_prefix(f))
                .is_some_and(|t| t.is_empty() || t.starts_with('.'))
        });
        if passes_through {
            return c.args.first().copied();
        }
    }
    let callee_params = func.and_then(|g| g.as_func()).map(|fd| &fd.attrs.params);
    (0..c.args.len())
        .find(|&i| {
            c.attrs
                .params
                .get(i)
                .is_some_and(|&s| m.attrs.has(s, "returned"))
                || callee_params
                    .and_then(|p| p.get(i))
                    .is_some_and(|&s| m.attrs.has(s, "returned"))
        })
        .map(|i| c.args[i])
}

/// The object `v` points into, following one chain for at most `max_lookup` steps (LLVM's
/// `getUnderlyingObject`). `f` is the function `v` belongs to.
///
/// ```
/// use parir_analysis::underlying::{underlying_object, MAX_LOOKUP};
/// use parir_ir::Value;
/// let m = parir_ir::parser::parse_module(
///     "define ptr @f(ptr %p) {\n  %q = getelementptr i8, ptr %p, i64 4\n  %r = addrspacecast ptr %q to ptr addrspace(1)\n  ret ptr %q\n}\n",
///     "m.ll",
/// ).unwrap();
/// let f = m.global_by_name("f").unwrap();
/// let body = m.globals[f].as_func().unwrap().body.as_ref().unwrap();
/// let r = body.inst_iter().nth(1).unwrap().1;
/// assert_eq!(underlying_object(&m, f, Value::Inst(r), MAX_LOOKUP), Value::Arg(0));
/// ```
pub fn underlying_object(m: &Module, f: GlobalId, v: Value, max_lookup: usize) -> Value {
    chase(m, m.body(f), v, max_lookup)
}

fn chase(m: &Module, body: Option<&Body>, mut v: Value, max_lookup: usize) -> Value {
    for _ in 0..max_lookup {
        match step(m, body, v) {
            Some(next) => v = next,
            None => break,
        }
    }
    v
}

/// All objects `v` may point into: [`underlying_object`] of each value reached through
/// `phi` and `select` (LLVM's `getUnderlyingObjects`), in the order found, without
/// repetitions.
///
/// ```
/// use parir_analysis::underlying::underlying_objects;
/// use parir_ir::Value;
/// let m = parir_ir::parser::parse_module(
///     "@g = global i32 0\ndefine void @f(i1 %c) {\n  %a = alloca i32\n  %s = select i1 %c, ptr %a, ptr @g\n  store i32 0, ptr %s\n  ret void\n}\n",
///     "m.ll",
/// ).unwrap();
/// let f = m.global_by_name("f").unwrap();
/// let body = m.globals[f].as_func().unwrap().body.as_ref().unwrap();
/// let s = body.inst_iter().nth(1).unwrap().1;
/// assert_eq!(underlying_objects(&m, f, Value::Inst(s)).len(), 2);
/// ```
pub fn underlying_objects(m: &Module, f: GlobalId, v: Value) -> Vec<Value> {
    let body = m.body(f);
    let mut visited: Vec<Value> = Vec::new();
    let mut out: Vec<Value> = Vec::new();
    let mut work = vec![v];
    while let Some(p) = work.pop() {
        if visited.len() >= MAX_VISITED {
            // Unexplored values stand for themselves: not identified, so "may be anything".
            if !out.contains(&p) {
                out.push(p);
            }
            continue;
        }
        let p = chase(m, body, p, MAX_LOOKUP);
        if visited.contains(&p) {
            continue;
        }
        visited.push(p);
        let kind = match p {
            Value::Inst(i) => body.and_then(|b| b.insts.get(i)).map(|d| &d.kind),
            _ => None,
        };
        match kind {
            Some(InstKind::Select {
                then_val, else_val, ..
            }) => {
                work.push(*else_val);
                work.push(*then_val);
            }
            Some(InstKind::Phi { incoming, .. }) => {
                work.extend(incoming.iter().rev().map(|(v, _)| *v));
            }
            _ => out.push(p),
        }
    }
    out
}

/// Whether `v` (of function `f`) is an identified object (LLVM's `isIdentifiedObject`): an
/// alloca, a global variable or function, the result of a call returning `noalias`, or a
/// `noalias` or `byval` argument. Distinct identified objects never overlap.
pub fn is_identified_object(m: &Module, f: GlobalId, v: Value) -> bool {
    match v {
        Value::Const(k) => match m.consts.get(k).data {
            ConstData::Global(g) => matches!(
                m.globals.get(g).map(|g| &g.kind),
                Some(GlobalKind::Var(_) | GlobalKind::Func(_))
            ),
            _ => false,
        },
        _ => is_identified_function_local(m, f, v),
    }
}

/// Whether `v` is an object identified within its function (LLVM's
/// `isIdentifiedFunctionLocal`): an alloca, a `noalias` call result, or a `noalias` or
/// `byval` argument.
///
/// ```
/// use parir_analysis::underlying::is_identified_function_local;
/// use parir_ir::Value;
/// let m = parir_ir::parser::parse_module(
///     "define void @f(ptr noalias %p, ptr %q) {\n  ret void\n}\n",
///     "m.ll",
/// ).unwrap();
/// let f = m.global_by_name("f").unwrap();
/// assert!(is_identified_function_local(&m, f, Value::Arg(0)));
/// assert!(!is_identified_function_local(&m, f, Value::Arg(1)));
/// ```
pub fn is_identified_function_local(m: &Module, f: GlobalId, v: Value) -> bool {
    let Some(func) = m.globals.get(f).and_then(|g| g.as_func()) else {
        return false;
    };
    match v {
        Value::Arg(i) => func
            .attrs
            .params
            .get(i as usize)
            .is_some_and(|&s| m.attrs.has(s, "noalias") || m.attrs.has(s, "byval")),
        Value::Inst(i) => {
            let Some(d) = func.body.as_ref().and_then(|b| b.insts.get(i)) else {
                return false;
            };
            match &d.kind {
                InstKind::Alloca { .. } => true,
                InstKind::Call(c) | InstKind::Invoke { call: c, .. } => {
                    m.attrs.has(c.attrs.ret, "noalias") || callee_returns_noalias(m, c.callee)
                }
                _ => false,
            }
        }
        _ => false,
    }
}

fn callee_returns_noalias(m: &Module, callee: Value) -> bool {
    let Value::Const(k) = callee else {
        return false;
    };
    let ConstData::Global(g) = m.consts.get(k).data else {
        return false;
    };
    m.globals
        .get(g)
        .and_then(|g| g.as_func())
        .is_some_and(|fd| m.attrs.has(fd.attrs.ret, "noalias"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use parir_ir::Inst;

    const SRC: &str = "@g = global [4 x i32] zeroinitializer
@al = alias i32, ptr @g
@weak = weak alias i32, ptr @g
declare noalias ptr @malloc(i64)
declare ptr @id(ptr returned)
declare ptr @llvm.launder.invariant.group.p0(ptr)
define void @f(ptr noalias %p, ptr %q, i1 %c) {
entry:
  %a = alloca [4 x i32]
  %m = call ptr @malloc(i64 16)
  %e = getelementptr i32, ptr getelementptr (i32, ptr @g, i64 1), i64 1
  %i = call ptr @id(ptr %a)
  %l = call ptr @llvm.launder.invariant.group.p0(ptr %m)
  br label %loop
loop:
  %x = phi ptr [ %p, %entry ], [ %x.next, %loop ]
  %x.next = getelementptr i32, ptr %x, i64 1
  %s = select i1 %c, ptr %q, ptr @al
  br i1 %c, label %loop, label %exit
exit:
  %w = getelementptr i8, ptr @weak, i64 1
  %g1 = getelementptr i8, ptr %a, i64 1
  %g2 = getelementptr i8, ptr %g1, i64 1
  %g3 = getelementptr i8, ptr %g2, i64 1
  %g4 = getelementptr i8, ptr %g3, i64 1
  %g5 = getelementptr i8, ptr %g4, i64 1
  %g6 = getelementptr i8, ptr %g5, i64 1
  %g7 = getelementptr i8, ptr %g6, i64 1
  ret void
}
";

    fn setup() -> (Module, GlobalId, Vec<Inst>) {
        let m = parir_ir::parser::parse_module(SRC, "t.ll").unwrap();
        let f = m.global_by_name("f").unwrap();
        let insts = m.body(f).unwrap().inst_iter().map(|(_, i)| i).collect();
        (m, f, insts)
    }

    fn global(m: &Module, name: &str) -> Value {
        let g = m.global_by_name(name).unwrap();
        let c = m
            .consts
            .iter()
            .find(|(_, e)| e.data == ConstData::Global(g))
            .unwrap()
            .0;
        Value::Const(c)
    }

    #[test]
    fn chains_and_branches() {
        let (m, f, i) = setup();
        let v = |k: usize| Value::Inst(i[k]);
        let (a, mal) = (v(0), v(1));
        let under = |x| underlying_objects(&m, f, x);
        // Constant-expression GEP, through the alias, to @g.
        assert_eq!(under(v(2)), [global(&m, "g")]);
        assert_eq!(under(v(3)), [a], "returned argument");
        assert_eq!(under(v(4)), [mal], "launder.invariant.group");
        // The phi cycle ends at the argument.
        assert_eq!(under(v(6)), [Value::Arg(0)]);
        assert_eq!(under(v(8)), [Value::Arg(1), global(&m, "g")]);
        // A weak alias may be replaced at link time: not looked through.
        assert_eq!(under(v(10)), [global(&m, "weak")]);
        // Seven GEPs: the lookup stops after six.
        assert_eq!(under(v(17)), [v(11)]);
        assert_eq!(underlying_object(&m, f, v(17), 10), a);
    }

    #[test]
    fn identified_objects() {
        let (m, f, i) = setup();
        let id = |x| is_identified_object(&m, f, x);
        assert!(id(Value::Inst(i[0])) && id(Value::Inst(i[1])));
        assert!(id(Value::Arg(0)) && !id(Value::Arg(1)));
        assert!(id(global(&m, "g")) && !id(global(&m, "al")));
        assert!(!is_identified_function_local(&m, f, global(&m, "g")));
        assert!(!id(Value::Inst(i[3])));
    }
}
