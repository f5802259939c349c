//! `instsimplify` and `instcombine`: the instruction folds of LLVM 19's
//! `InstructionSimplify` that the loop transforms' tests lean on (the RUN lines of
//! `LoopVectorize` tests run `loop-vectorize,instsimplify,simplifycfg` or
//! `loop-vectorize,dce,instcombine`, so that a vector loop's trip-count arithmetic on
//! constants folds and a dead scalar loop goes away).
//!
//! An instruction is replaced by a value it always equals, never by a new instruction:
//!
//! - integer arithmetic, comparisons, `trunc`/`zext`/`sext` and `select` on constants fold
//!   to a constant (`poison` where `nuw`/`nsw`/`exact` are violated or a shift is too wide;
//!   a division by zero is left alone);
//! - the identities: `x + 0`, `x - 0`, `x - x`, `x * 1`, `x * 0`, `x & 0`, `x & -1`,
//!   `x & x`, `x | 0`, `x | -1`, `x | x`, `x ^ 0`, `x ^ x`, shifts by 0, `x / 1`, `x % 1`,
//!   `icmp pred x, x`, `select c, x, x`;
//! - a phi whose entries are all one constant or argument.
//!
//! Then, as LLVM's `InstSimplifyPass`, trivially dead instructions are deleted
//! ([`crate::dce`]). Scalar integers up to 64 bits only; vectors and floating point are
//! left alone. `instcombine` is the same pass: LLVM's InstCombine starts from these folds
//! and adds canonicalizing rewrites (new instructions) that parir does not do, so parir's
//! output is a subset of opt-19's changes (docs/loop-transforms.md).

use crate::edit::remove_inst;
use crate::manager::{ModuleAnalyses, Pass, PassKind, PassResult, PreservedAnalyses};
use crate::users::replace_all_uses_with;
use parir_ir::inst::{BinOp, CastOp, Flags, InstKind, IntPredicate};
use parir_ir::value::{ConstData, IntVal};
use parir_ir::{Block, Body, Inst, Module, Type, Value};
use rustc_hash::FxHashSet;

/// The `instsimplify` pass (`instcombine` is the same folds, see the module documentation).
///
/// ```
/// use parir_transform::manager::{PassManager, PipelineOptions};
/// let mut m = parir_ir::parser::parse_module(
///     "define i1 @f(i64 %x) {\n  %r = urem i64 16, 4\n  %n = sub i64 16, %r\n  %c = icmp eq i64 %n, 16\n  ret i1 %c\n}\n",
///     "m.ll",
/// ).unwrap();
/// PassManager::parse("instsimplify").unwrap().run(&mut m, &PipelineOptions::default()).unwrap();
/// assert!(parir_ir::printer::print_module(&m).contains("define i1 @f(i64 %x) {\n  ret i1 true\n}"));
/// ```
pub struct InstSimplify {
    /// Registered as `instcombine` (same folds).
    pub combine: bool,
}

impl Pass for InstSimplify {
    fn name(&self) -> &'static str {
        if self.combine {
            "instcombine"
        } else {
            "instsimplify"
        }
    }
    fn dump_name(&self) -> &'static str {
        if self.combine {
            "InstCombinePass"
        } else {
            "InstSimplifyPass"
        }
    }
    fn description(&self) -> &'static str {
        if self.combine {
            "instsimplify's folds (LLVM's canonicalizing rewrites are not done)"
        } else {
            "fold instructions to constants and operands they always equal; delete dead ones"
        }
    }
    fn kind(&self) -> PassKind {
        PassKind::Module
    }
    fn run_on_module(&self, m: &mut Module) -> PassResult {
        self.run_on_module_with(m, &mut ModuleAnalyses::default())
    }
    fn run_on_module_with(&self, m: &mut Module, _: &mut ModuleAnalyses) -> PassResult {
        let mut changed = false;
        for g in crate::manager::optimizable_functions(m) {
            let Some(mut body) = m.globals[g].as_func_mut().and_then(|f| f.body.take()) else {
                continue;
            };
            changed |= simplify_body(m, &mut body);
            if let Some(f) = m.globals[g].as_func_mut() {
                f.body = Some(body);
            }
        }
        // Only instructions change: the CFG and what depends on it stay.
        PassResult::from_changed(changed, PreservedAnalyses::cfg())
    }
}

/// Folds the instructions of `body` to a fixed point, then deletes the dead ones; whether
/// anything changed.
pub fn simplify_body(m: &mut Module, body: &mut Body) -> bool {
    let all = |body: &Body| -> Vec<Inst> {
        body.layout
            .iter()
            .flat_map(|&b| body.blocks[b].insts.clone())
            .collect()
    };
    let changed = fold_to_fixed_point(m, body, all);
    changed | delete_dead(m, body)
}

/// Folds the instructions `scope` lists (asked anew each round) until a round folds none;
/// whether any was folded.
fn fold_to_fixed_point(
    m: &mut Module,
    body: &mut Body,
    scope: impl Fn(&Body) -> Vec<Inst>,
) -> bool {
    let mut changed = false;
    loop {
        let mut round = false;
        for i in scope(body) {
            if body.inst_block[i].is_none() {
                continue;
            }
            if let Some(v) = simplify_inst(m, body, i) {
                if v != Value::Inst(i) {
                    replace_all_uses_with(body, Value::Inst(i), v);
                    remove_inst(body, i);
                    round = true;
                }
            }
        }
        changed |= round;
        if !round {
            return changed;
        }
    }
}

/// [`simplify_body`] restricted to the instructions of `blocks` (LLVM's
/// `simplifyLoopAfterUnroll` on the blocks unrolling made); whether anything changed.
pub fn simplify_blocks(m: &mut Module, body: &mut Body, blocks: &FxHashSet<Block>) -> bool {
    let in_scope = |body: &Body| -> Vec<Inst> {
        body.layout
            .iter()
            .filter(|b| blocks.contains(b))
            .flat_map(|&b| body.blocks[b].insts.clone())
            .collect()
    };
    let changed = fold_to_fixed_point(m, body, &in_scope);
    // Dead instructions of the blocks, users first.
    let users = crate::users::Users::compute(body);
    let mut dead = FxHashSet::default();
    let mut list = in_scope(body);
    list.reverse();
    loop {
        let before = dead.len();
        for &i in &list {
            if dead.contains(&i)
                || users.metadata_uses(i) > 0
                || !crate::dce::is_trivially_dead_kind(m, &body.insts[i])
            {
                continue;
            }
            if users.users(i).iter().all(|u| dead.contains(u)) {
                dead.insert(i);
            }
        }
        if dead.len() == before {
            break;
        }
    }
    for &i in &dead {
        remove_inst(body, i);
    }
    changed || !dead.is_empty()
}

/// Deletes trivially dead instructions (those [`crate::dce::is_trivially_dead_kind`]
/// allows, with no use left), revisiting operands.
fn delete_dead(m: &Module, body: &mut Body) -> bool {
    let mut users = crate::users::Users::compute(body);
    let mut work: Vec<Inst> = body.inst_iter().map(|(_, i)| i).collect();
    work.reverse();
    let mut changed = false;
    while let Some(i) = work.pop() {
        if body.inst_block[i].is_none()
            || users.has_uses(i)
            || users.metadata_uses(i) > 0
            || !crate::dce::is_trivially_dead_kind(m, &body.insts[i])
        {
            continue;
        }
        crate::dce::erase_dead(body, &mut users, i, &mut work);
        changed = true;
    }
    changed
}

/// A scalar integer constant's width and value (sign-extended), up to 64 bits.
fn int_const(m: &Module, v: Value) -> Option<(u32, i128)> {
    let Value::Const(c) = v else { return None };
    let e = m.consts.get(c);
    let bits = m.types.int_bits(e.ty).filter(|&b| b <= 64)?;
    match &e.data {
        ConstData::Int(IntVal::Small(x)) => Some((bits, *x)),
        ConstData::Zero => Some((bits, 0)),
        _ => None,
    }
}

fn is_poison_or_undef(m: &Module, v: Value) -> bool {
    matches!(v, Value::Const(c) if matches!(m.consts.get(c).data, ConstData::Poison | ConstData::Undef))
}

/// `x` sign-extended from `bits`.
fn sext(x: i128, bits: u32) -> i128 {
    let s = 128 - bits;
    (x << s) >> s
}

/// `x` zero-extended from `bits`.
fn zext(x: i128, bits: u32) -> i128 {
    x & ((1i128 << bits) - 1)
}

/// What instruction `i` always equals, if parir can tell (see the module documentation).
fn simplify_inst(m: &mut Module, body: &Body, i: Inst) -> Option<Value> {
    let d = &body.insts[i];
    let ty = d.ty;
    let bits = m.types.int_bits(ty).filter(|&b| b <= 64);
    match d.kind.clone() {
        InstKind::Binary {
            op,
            flags,
            lhs,
            rhs,
        } => {
            let bits = bits?;
            if let (Some((_, a)), Some((_, b))) = (int_const(m, lhs), int_const(m, rhs)) {
                return fold_binary(op, flags, a, b, bits).map(|r| match r {
                    Some(x) => int_value(m, ty, bits, x),
                    None => poison(m, ty),
                });
            }
            identity(m, op, lhs, rhs, ty, bits)
        }
        InstKind::ICmp { pred, lhs, rhs } => {
            if m.types.int_bits(ty) != Some(1) {
                return None;
            }
            if lhs == rhs && !is_poison_or_undef(m, lhs) {
                let r = matches!(
                    pred,
                    IntPredicate::Eq
                        | IntPredicate::Uge
                        | IntPredicate::Ule
                        | IntPredicate::Sge
                        | IntPredicate::Sle
                );
                return Some(int_value(m, ty, 1, i128::from(r)));
            }
            let ((w, a), (_, b)) = (int_const(m, lhs)?, int_const(m, rhs)?);
            let (ua, ub) = (zext(a, w), zext(b, w));
            let r = match pred {
                IntPredicate::Eq => a == b,
                IntPredicate::Ne => a != b,
                IntPredicate::Ugt => ua > ub,
                IntPredicate::Uge => ua >= ub,
                IntPredicate::Ult => ua < ub,
                IntPredicate::Ule => ua <= ub,
                IntPredicate::Sgt => a > b,
                IntPredicate::Sge => a >= b,
                IntPredicate::Slt => a < b,
                IntPredicate::Sle => a <= b,
            };
            Some(int_value(m, ty, 1, i128::from(r)))
        }
        InstKind::Cast { op, flags, val } => {
            let bits = bits?;
            let (w, x) = int_const(m, val)?;
            let r = match op {
                CastOp::Trunc => {
                    let r = sext(x, bits);
                    let nuw_bad = flags.has(Flags::NUW) && zext(x, w) != zext(r, bits);
                    let nsw_bad = flags.has(Flags::NSW) && x != r;
                    if nuw_bad || nsw_bad {
                        return Some(poison(m, ty));
                    }
                    r
                }
                CastOp::ZExt => {
                    if flags.has(Flags::NNEG) && x < 0 {
                        return Some(poison(m, ty));
                    }
                    sext(zext(x, w), bits)
                }
                CastOp::SExt => x,
                _ => return None,
            };
            Some(int_value(m, ty, bits, r))
        }
        InstKind::Select {
            cond,
            then_val,
            else_val,
            ..
        } => {
            if then_val == else_val {
                return Some(then_val);
            }
            let (_, c) = int_const(m, cond)?;
            Some(if c != 0 { then_val } else { else_val })
        }
        InstKind::Phi { incoming, .. } => {
            // One constant or argument on every edge (entries from the phi itself aside).
            let mut vals = incoming
                .iter()
                .map(|(v, _)| *v)
                .filter(|v| *v != Value::Inst(i));
            let first = vals.next()?;
            if !matches!(first, Value::Const(_) | Value::Arg(_)) || is_poison_or_undef(m, first) {
                return None;
            }
            vals.all(|v| v == first).then_some(first)
        }
        _ => None,
    }
}

fn int_value(m: &mut Module, ty: Type, bits: u32, x: i128) -> Value {
    Value::Const(m.consts.int(ty, bits, sext(x, bits)))
}

fn poison(m: &mut Module, ty: Type) -> Value {
    Value::Const(m.consts.intern_raw(ty, ConstData::Poison))
}

/// `a op b` on `bits`-bit integers (sign-extended inputs): `None` when parir leaves the
/// instruction (a division by zero, immediate UB), `Some(None)` for poison.
fn fold_binary(op: BinOp, flags: Flags, a: i128, b: i128, bits: u32) -> Option<Option<i128>> {
    let (ua, ub) = (zext(a, bits), zext(b, bits));
    let smin = -(1i128 << (bits - 1));
    let smax = (1i128 << (bits - 1)) - 1;
    let umax = (1i128 << bits) - 1;
    let nuw = flags.has(Flags::NUW);
    let nsw = flags.has(Flags::NSW);
    let exact = flags.has(Flags::EXACT);
    let wraps = |s: i128, u: i128| (nsw && (s < smin || s > smax)) || (nuw && (u < 0 || u > umax));
    let r = match op {
        BinOp::Add => {
            if wraps(a + b, ua + ub) {
                return Some(None);
            }
            a + b
        }
        BinOp::Sub => {
            if wraps(a - b, ua - ub) {
                return Some(None);
            }
            a - b
        }
        BinOp::Mul => {
            let s = a.checked_mul(b)?;
            let u = ua.checked_mul(ub)?;
            if wraps(s, u) {
                return Some(None);
            }
            s
        }
        BinOp::UDiv | BinOp::URem if ub == 0 => return None,
        BinOp::SDiv | BinOp::SRem if b == 0 || (a == smin && b == -1) => return None,
        BinOp::UDiv => {
            if exact && ua % ub != 0 {
                return Some(None);
            }
            ua / ub
        }
        BinOp::URem => ua % ub,
        BinOp::SDiv => {
            if exact && a % b != 0 {
                return Some(None);
            }
            a / b
        }
        BinOp::SRem => a % b,
        BinOp::Shl | BinOp::LShr | BinOp::AShr if ub >= i128::from(bits) => return Some(None),
        BinOp::Shl => {
            let r = zext(ua << ub, bits);
            if (nuw && (r >> ub) != ua) || (nsw && (sext(r, bits) >> ub) != a) {
                return Some(None);
            }
            r
        }
        BinOp::LShr => {
            if exact && (ua & ((1i128 << ub) - 1)) != 0 {
                return Some(None);
            }
            ua >> ub
        }
        BinOp::AShr => {
            if exact && (ua & ((1i128 << ub) - 1)) != 0 {
                return Some(None);
            }
            a >> ub
        }
        BinOp::And => a & b,
        BinOp::Or => {
            if flags.has(Flags::DISJOINT) && (a & b) != 0 {
                return Some(None);
            }
            a | b
        }
        BinOp::Xor => a ^ b,
        BinOp::FAdd | BinOp::FSub | BinOp::FMul | BinOp::FDiv | BinOp::FRem => return None,
    };
    Some(Some(sext(r, bits)))
}

/// The algebraic identities (one operand a known constant, or both the same value).
fn identity(
    m: &mut Module,
    op: BinOp,
    lhs: Value,
    rhs: Value,
    ty: Type,
    bits: u32,
) -> Option<Value> {
    let r = int_const(m, rhs).map(|(_, x)| x);
    let l = int_const(m, lhs).map(|(_, x)| x);
    let zero = |m: &mut Module| int_value(m, ty, bits, 0);
    let same = lhs == rhs && !is_poison_or_undef(m, lhs);
    match op {
        BinOp::Add | BinOp::Or | BinOp::Xor if r == Some(0) => Some(lhs),
        BinOp::Add | BinOp::Or | BinOp::Xor if l == Some(0) => Some(rhs),
        BinOp::Sub | BinOp::Shl | BinOp::LShr | BinOp::AShr if r == Some(0) => Some(lhs),
        BinOp::Sub | BinOp::Xor if same => Some(zero(m)),
        BinOp::And | BinOp::Or if same => Some(lhs),
        BinOp::Mul if r == Some(1) => Some(lhs),
        BinOp::Mul if l == Some(1) => Some(rhs),
        BinOp::Mul | BinOp::And if r == Some(0) || l == Some(0) => Some(zero(m)),
        BinOp::And if r == Some(-1) => Some(lhs),
        BinOp::And if l == Some(-1) => Some(rhs),
        BinOp::Or if r == Some(-1) || l == Some(-1) => Some(int_value(m, ty, bits, -1)),
        BinOp::UDiv | BinOp::SDiv if r == Some(1) => Some(lhs),
        BinOp::URem | BinOp::SRem if r == Some(1) => Some(zero(m)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use crate::manager::{PassManager, PipelineOptions};

    fn run(pipeline: &str, src: &str) -> String {
        let mut m = parir_ir::parser::parse_module(src, "t.ll").expect("parses");
        PassManager::parse(pipeline)
            .expect("pipeline")
            .run(&mut m, &PipelineOptions::default())
            .expect("runs");
        parir_ir::printer::print_module(&m)
    }

    #[test]
    fn folds_constants_and_identities() {
        let out = run(
            "instsimplify",
            "define i64 @f(i64 %x) {\n  %a = add i64 %x, 0\n  %b = mul i64 %a, 1\n  %c = sub i64 %b, %b\n  %d = or i64 %c, %x\n  %t = trunc i64 300 to i8\n  %z = zext i8 %t to i64\n  %s = add i64 %d, %z\n  ret i64 %s\n}\n",
        );
        assert!(out.contains("  %s = add i64 %x, 44\n  ret i64 %s"), "{out}");
    }

    #[test]
    fn overflow_with_flags_is_poison_and_division_by_zero_stays() {
        let out = run(
            "instcombine",
            "define i8 @f() {\n  %a = add nsw i8 127, 1\n  ret i8 %a\n}\ndefine i8 @g() {\n  %a = udiv i8 1, 0\n  ret i8 %a\n}\n",
        );
        assert!(out.contains("ret i8 poison"), "{out}");
        assert!(out.contains("%a = udiv i8 1, 0"), "{out}");
    }

    #[test]
    fn a_decided_branch_leaves_a_dead_loop_to_simplifycfg() {
        let out = run(
            "instsimplify,simplifycfg",
            "define void @f(ptr %p) {\nentry:\n  %c = icmp ult i64 16, 4\n  br i1 %c, label %loop, label %exit\nloop:\n  %i = phi i64 [ 0, %entry ], [ %n, %loop ]\n  store i64 %i, ptr %p\n  %n = add i64 %i, 1\n  %e = icmp eq i64 %n, 8\n  br i1 %e, label %exit, label %loop\nexit:\n  ret void\n}\n",
        );
        assert!(!out.contains("loop:"), "{out}");
    }
}
