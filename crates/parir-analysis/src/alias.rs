//! A basic alias query (issue 3, item 1: "a basic alias query (distinct allocas/globals,
//! `noalias` arguments)").
//!
//! [`alias`] answers whether two pointers of one function may point into the same memory,
//! with the object-based rules of LLVM's `BasicAA` (`aliasCheck`), and no offsets or sizes:
//!
//! - the same pointer, after stripping no-op casts, is [`AliasResult::MustAlias`];
//! - `undef`, `poison` and `null` (in address space 0) alias nothing;
//! - otherwise the [underlying objects](crate::underlying) of both sides are compared pair by
//!   pair, and the answer is [`AliasResult::NoAlias`] only if every pair is of distinct
//!   objects that cannot overlap: two different identified objects (allocas, globals,
//!   `noalias` call results, `noalias` / `byval` arguments); any argument and a different
//!   object identified within the function; a constant that is not a global and a
//!   non-constant identified object.
//!
//! Everything else is [`AliasResult::MayAlias`]; in particular pointers into the same
//! object at unknown offsets, and pointers loaded from memory (LLVM would use capture
//! tracking there).

use crate::underlying::{is_identified_function_local, is_identified_object, underlying_objects};
use parir_ir::inst::{CastOp, InstKind};
use parir_ir::value::{ConstData, ExprOp};
use parir_ir::{GlobalId, Module, Value};

/// The answer of an alias query.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum AliasResult {
    /// The pointers never point into the same object.
    NoAlias,
    /// Nothing is known.
    MayAlias,
    /// The pointers are always equal.
    MustAlias,
}

/// `v` without `bitcast` / `addrspacecast` (instructions and constant expressions).
fn strip_casts(m: &Module, f: GlobalId, mut v: Value) -> Value {
    let body = m
        .globals
        .get(f)
        .and_then(|g| g.as_func())
        .and_then(|fd| fd.body.as_ref());
    for _ in 0..crate::underlying::MAX_VISITED {
        let next = match v {
            Value::Inst(i) => match body.and_then(|b| b.insts.get(i)).map(|d| &d.kind) {
                Some(InstKind::Cast {
                    op: CastOp::BitCast | CastOp::AddrSpaceCast,
                    val,
                    ..
                }) => Some(*val),
                _ => None,
            },
            Value::Const(k) => match &m.consts.get(k).data {
                ConstData::Expr(e)
                    if matches!(
                        e.op,
                        ExprOp::Cast(CastOp::BitCast) | ExprOp::Cast(CastOp::AddrSpaceCast)
                    ) =>
                {
                    e.operands.first().map(|&c| Value::Const(c))
                }
                _ => None,
            },
            _ => None,
        };
        match next {
            Some(n) => v = n,
            None => break,
        }
    }
    v
}

/// Whether `v` is a constant pointer aliasing nothing: `undef`, `poison`, or `null` in
/// address space 0.
fn points_nowhere(m: &Module, v: Value) -> bool {
    let Value::Const(k) = v else {
        return false;
    };
    let e = m.consts.get(k);
    match e.data {
        ConstData::Undef | ConstData::Poison => true,
        ConstData::Null | ConstData::Zero => m.types.addrspace(e.ty) == Some(0),
        _ => false,
    }
}

fn is_global_const(m: &Module, v: Value) -> bool {
    matches!(v, Value::Const(k) if matches!(m.consts.get(k).data, ConstData::Global(_)))
}

/// Whether two different underlying objects cannot overlap.
fn objects_disjoint(m: &Module, f: GlobalId, a: Value, b: Value) -> bool {
    if a == b {
        return false;
    }
    let (ida, idb) = (is_identified_object(m, f, a), is_identified_object(m, f, b));
    if ida && idb {
        return true;
    }
    let (loca, locb) = (
        is_identified_function_local(m, f, a),
        is_identified_function_local(m, f, b),
    );
    if (matches!(a, Value::Arg(_)) && locb) || (loca && matches!(b, Value::Arg(_))) {
        return true;
    }
    // A constant address (not a global) is not inside an alloca, a noalias argument or a
    // noalias call result.
    let non_global_const = |v| matches!(v, Value::Const(_)) && !is_global_const(m, v);
    (non_global_const(a) && locb) || (loca && non_global_const(b))
}

/// Whether pointers `a` and `b` of function `f` may point into the same memory.
///
/// ```
/// use parir_analysis::alias::{alias, AliasResult};
/// use parir_ir::Value;
/// let m = parir_ir::parser::parse_module(
///     "define void @f(ptr noalias %p, ptr %q) {\n  %a = alloca i32\n  %b = alloca i32\n  ret void\n}\n",
///     "m.ll",
/// ).unwrap();
/// let f = m.global_by_name("f").unwrap();
/// let body = m.globals[f].as_func().unwrap().body.as_ref().unwrap();
/// let insts: Vec<_> = body.inst_iter().map(|(_, i)| Value::Inst(i)).collect();
/// assert_eq!(alias(&m, f, insts[0], insts[1]), AliasResult::NoAlias);
/// assert_eq!(alias(&m, f, insts[0], insts[0]), AliasResult::MustAlias);
/// assert_eq!(alias(&m, f, Value::Arg(0), Value::Arg(1)), AliasResult::NoAlias);
/// assert_eq!(alias(&m, f, Value::Arg(1), Value::Arg(1)), AliasResult::MustAlias);
/// ```
pub fn alias(m: &Module, f: GlobalId, a: Value, b: Value) -> AliasResult {
    let (a, b) = (strip_casts(m, f, a), strip_casts(m, f, b));
    if a == b {
        return AliasResult::MustAlias;
    }
    if points_nowhere(m, a) || points_nowhere(m, b) {
        return AliasResult::NoAlias;
    }
    let (oa, ob) = (underlying_objects(m, f, a), underlying_objects(m, f, b));
    let disjoint = oa
        .iter()
        .all(|&x| ob.iter().all(|&y| objects_disjoint(m, f, x, y)));
    if disjoint && !oa.is_empty() && !ob.is_empty() {
        AliasResult::NoAlias
    } else {
        AliasResult::MayAlias
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use parir_ir::Inst;

    const SRC: &str = "@g = global i32 0
@h = global i32 0
declare noalias ptr @malloc(i64)
define void @f(ptr noalias %p, ptr %q, ptr %r, i1 %c) {
entry:
  %a = alloca i32
  %b = alloca [2 x i32]
  %b1 = getelementptr i32, ptr %b, i64 1
  %m = call ptr @malloc(i64 4)
  %ld = load ptr, ptr %q
  %sel = select i1 %c, ptr %a, ptr @g
  %cast = addrspacecast ptr %a to ptr addrspace(1)
  %back = addrspacecast ptr addrspace(1) %cast to ptr
  br label %loop
loop:
  %phi = phi ptr [ %b, %entry ], [ %phi.next, %loop ]
  %phi.next = getelementptr i32, ptr %phi, i64 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
";

    fn setup() -> (Module, GlobalId, Vec<Inst>) {
        let m = parir_ir::parser::parse_module(SRC, "t.ll").unwrap();
        let f = m.global_by_name("f").unwrap();
        let body = m.globals[f].as_func().unwrap().body.as_ref().unwrap();
        let insts = body.inst_iter().map(|(_, i)| i).collect();
        (m, f, insts)
    }

    fn global(m: &mut Module, name: &str) -> Value {
        let g = m.global_by_name(name).unwrap();
        let ty = m.global_ptr_type(g);
        Value::Const(m.consts.intern_raw(ty, ConstData::Global(g)))
    }

    #[test]
    fn object_rules() {
        use AliasResult::*;
        let (mut m, f, i) = setup();
        let v = |k: usize| Value::Inst(i[k]);
        let (a, b, b1, mal, ld, sel, back, phi) = (v(0), v(1), v(2), v(3), v(4), v(5), v(7), v(9));
        let (g, h) = (global(&mut m, "g"), global(&mut m, "h"));
        let ptr = m.types.ptr(0);
        let null = Value::Const(m.consts.intern_raw(ptr, ConstData::Null));
        let undef = Value::Const(m.consts.intern_raw(ptr, ConstData::Undef));
        let (p, q, r) = (Value::Arg(0), Value::Arg(1), Value::Arg(2));
        let q_ = |x, y| alias(&m, f, x, y);
        // Distinct allocas, globals, alloca vs global, noalias call vs the rest.
        assert_eq!(q_(a, b), NoAlias);
        assert_eq!(q_(g, h), NoAlias);
        assert_eq!(q_(a, g), NoAlias);
        assert_eq!(q_(mal, b1), NoAlias);
        // noalias argument vs identified objects and other arguments.
        assert_eq!(q_(p, g), NoAlias);
        assert_eq!(q_(p, a), NoAlias);
        assert_eq!(q_(p, q), NoAlias);
        // A plain argument vs an alloca: the alloca is not visible to the caller.
        assert_eq!(q_(q, a), NoAlias);
        // ... but vs a global or another plain argument: unknown.
        assert_eq!(q_(q, g), MayAlias);
        assert_eq!(q_(q, r), MayAlias);
        // Same object, other offset; loaded pointers.
        assert_eq!(q_(b, b1), MayAlias);
        assert_eq!(q_(ld, a), MayAlias);
        // Select of {alloca a, @g}: disjoint from b and h, not from a.
        assert_eq!(q_(sel, b), NoAlias);
        assert_eq!(q_(sel, h), NoAlias);
        assert_eq!(q_(sel, a), MayAlias);
        // The phi cycle stays in b.
        assert_eq!(q_(phi, a), NoAlias);
        assert_eq!(q_(phi, b1), MayAlias);
        // Casts back and forth are the same pointer.
        assert_eq!(q_(back, a), MustAlias);
        // null and undef alias nothing.
        assert_eq!(q_(null, q), NoAlias);
        assert_eq!(q_(undef, a), NoAlias);
    }
}
