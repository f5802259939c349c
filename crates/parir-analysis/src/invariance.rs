//! Loop invariance, once for every pass and recognizer: whether a value is defined outside a
//! loop ([`defined_outside`]), whether an instruction's operands all are
//! ([`operands_invariant`], what LICM and the vectorizer's hoisting ask), and whether a value
//! computes the same result in every iteration ([`invariant_expr`], what versioning-LICM
//! asks of an address).
//!
//! A loop is given by a predicate on blocks (`inside`), so the loop forest
//! ([`crate::loops::LoopForest::is_invariant`]), a claimed loop's block set and a pass's own
//! `FxHashSet<Block>` all ask the same question.
//!
//! ```
//! use parir_analysis::invariance::{defined_outside, invariant_expr};
//! use parir_analysis::loops::FunctionLoops;
//! let m = parir_ir::parser::parse_module(
//!     "define void @f(i64 %n, ptr %a) {\nentry:\n  %m = add i64 %n, 1\n  br label %h\nh:\n  %i = phi i64 [ 0, %entry ], [ %j, %h ]\n  %k = shl i64 %m, 2\n  %j = add i64 %i, 1\n  %c = icmp eq i64 %j, %n\n  br i1 %c, label %x, label %h\nx:\n  ret void\n}\n",
//!     "m.ll",
//! ).unwrap();
//! let body = m.body(m.global_by_name("f").unwrap()).unwrap();
//! let fl = FunctionLoops::compute(body);
//! let l = fl.forest.top_level()[0];
//! let v = |name: &str| {
//!     let (_, i) = body.inst_iter().find(|&(_, i)| body.insts[i].name.as_deref() == Some(name)).unwrap();
//!     parir_ir::Value::Inst(i)
//! };
//! let inside = |b| fl.forest.contains(l, b);
//! assert!(defined_outside(body, v("m"), inside));
//! assert!(defined_outside(body, parir_ir::Value::Arg(0), inside));
//! assert!(!defined_outside(body, v("k"), inside) && invariant_expr(body, v("k"), inside));
//! assert!(!invariant_expr(body, v("j"), inside));
//! assert!(fl.forest.is_invariant(body, l, v("m")));
//! ```

use parir_ir::inst::{InstData, InstKind};
use parir_ir::{Block, Body, Inst, Value};

/// How deep [`invariant_expr`] follows operands.
const MAX_EXPR_DEPTH: u32 = 16;

/// Whether `v` is defined outside the loop whose blocks `inside` accepts: a constant (globals
/// included), an argument, or an instruction in a block outside the loop. Blocks, inline asm
/// and metadata are not values a loop computes with, so they are not invariant; neither is
/// an instruction in no block.
pub fn defined_outside(body: &Body, v: Value, inside: impl Fn(Block) -> bool) -> bool {
    match v {
        Value::Const(_) | Value::Arg(_) => true,
        Value::Inst(i) => match body.insts.get(i).and(body.block_of(i)) {
            Some(b) => !inside(b),
            None => false,
        },
        Value::Block(_) | Value::Asm(_) | Value::Md(_) | Value::LocalMd(_) => false,
    }
}

/// Whether every instruction operand of `d` is defined outside the loop or is one of the
/// loop's instructions already known invariant (`known`, e.g. those a pass decided to hoist).
pub fn operands_invariant(
    body: &Body,
    d: &InstData,
    inside: impl Fn(Block) -> bool,
    known: impl Fn(Inst) -> bool,
) -> bool {
    let mut all = true;
    d.kind.for_each_operand(|v| {
        if let Value::Inst(o) = v {
            all &= known(o) || body.block_of(o).is_some_and(|b| !inside(b));
        }
    });
    all
}

/// Whether `v` has the same value in every iteration: defined outside the loop, or computed
/// in it by `getelementptr`, casts and binary operations (no memory, no control) from such
/// values, up to a few levels deep.
pub fn invariant_expr(body: &Body, v: Value, inside: impl Fn(Block) -> bool + Copy) -> bool {
    expr(body, v, inside, 0)
}

fn expr(body: &Body, v: Value, inside: impl Fn(Block) -> bool + Copy, depth: u32) -> bool {
    if defined_outside(body, v, inside) {
        return true;
    }
    let Value::Inst(i) = v else { return false };
    if depth > MAX_EXPR_DEPTH || body.block_of(i).is_none() {
        return false;
    }
    let d = &body.insts[i];
    if !matches!(
        d.kind,
        InstKind::GetElementPtr { .. } | InstKind::Cast { .. } | InstKind::Binary { .. }
    ) {
        return false;
    }
    let mut all = true;
    d.kind
        .for_each_operand(|o| all &= expr(body, o, inside, depth + 1));
    all
}
