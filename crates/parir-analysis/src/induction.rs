//! Loop facts shared by every pass that counts iterations: the induction descriptor
//! ([`InductionDescriptor`], recognized by [`induction_of`]), the loop-simplify shape,
//! integer constants and comparisons at a width, the exit test of an exiting block, and trip
//! counts (a constant one, and the [`RuntimeTrip`] a preheader can compute; parir-transform's
//! `loop_unroll::Emitter` writes its expression).
//!
//! An induction's exit test may compare its next value as it is, or truncated to a narrower
//! integer (`icmp eq (trunc i64 %iv.next to i32), %n`, what LLVM's LFTR and IndVarSimplify
//! leave in most of LLVM's own loop tests): the iterations are then counted in the narrower
//! type, as ScalarEvolution counts them (`zext(n - 1) + 1` for a loop that runs at least once).

use crate::invariance::defined_outside;
use crate::loops::{FunctionLoops, Loop};
use parir_ir::inst::{BinOp, CastOp, InstKind, IntPredicate};
use parir_ir::value::ConstData;
use parir_ir::{Block, Body, Inst, Module, Type, Value};

/// Constant trip counts are searched up to this many iterations.
pub const MAX_CONST_TRIP: u64 = 1 << 20;

/// The loop's preheader, latch and exit blocks, when it is in loop-simplify form (one
/// preheader, one latch with one edge to the header, dedicated exits) and only branches enter
/// and leave its blocks.
pub fn simplified_shape(
    body: &Body,
    fl: &FunctionLoops,
    l: Loop,
) -> Option<(Block, Block, Vec<Block>)> {
    let cfg = &fl.cfg;
    let inside = |b: Block| fl.forest.contains(l, b);
    let h = fl.forest.header(l);
    let outside: Vec<Block> = cfg
        .predecessors(h)
        .iter()
        .copied()
        .filter(|&p| !inside(p))
        .collect();
    let [pre] = outside.as_slice() else {
        return None;
    };
    let latches: Vec<Block> = cfg
        .predecessors(h)
        .iter()
        .copied()
        .filter(|&p| inside(p))
        .collect();
    let [latch] = latches.as_slice() else {
        return None;
    };
    if body.successors(*latch).iter().filter(|&&s| s == h).count() != 1 {
        return None;
    }
    let mut exits = Vec::new();
    for &b in fl.forest.blocks(l) {
        for s in body.successors(b) {
            if !inside(s) && !exits.contains(&s) {
                // Dedicated: every predecessor of an exit block is in the loop.
                if cfg.predecessors(s).iter().any(|&p| !inside(p)) {
                    return None;
                }
                exits.push(s);
            }
        }
    }
    // Only branches leave and enter the loop's blocks (no switch, invoke, indirectbr).
    for &b in fl.forest.blocks(l) {
        let t = body.terminator(b)?;
        if !matches!(
            body.insts[t].kind,
            InstKind::Br(_) | InstKind::CondBr { .. }
        ) {
            return None;
        }
    }
    Some((*pre, *latch, exits))
}

/// The integer value of a constant operand (zero-extended into a `u64`), with its width.
pub fn const_int(m: &Module, v: Value) -> Option<(u64, u32)> {
    let Value::Const(k) = v else { return None };
    let c = m.consts.get(k);
    let bits = m.types.int_bits(c.ty)?;
    match &c.data {
        ConstData::Int(x) if bits <= 64 => Some((x.as_i128()? as u64 & mask(bits), bits)),
        _ => None,
    }
}

/// The low `bits` bits set.
pub fn mask(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

/// `v` read as a signed `bits`-bit integer.
pub fn signed(v: u64, bits: u32) -> i64 {
    let sh = 64 - bits.min(64);
    ((v << sh) as i64) >> sh
}

/// `icmp p a, b` on `bits`-bit integers.
pub fn icmp(p: IntPredicate, a: u64, b: u64, bits: u32) -> bool {
    let (sa, sb) = (signed(a, bits), signed(b, bits));
    match p {
        IntPredicate::Eq => a == b,
        IntPredicate::Ne => a != b,
        IntPredicate::Ugt => a > b,
        IntPredicate::Uge => a >= b,
        IntPredicate::Ult => a < b,
        IntPredicate::Ule => a <= b,
        IntPredicate::Sgt => sa > sb,
        IntPredicate::Sge => sa >= sb,
        IntPredicate::Slt => sa < sb,
        IntPredicate::Sle => sa <= sb,
    }
}

/// The exit test of exiting block `e` of loop `l`: `br (icmp pred lhs, rhs)`, and the value
/// of the compare that leaves the loop.
pub fn exit_compare(
    body: &Body,
    fl: &FunctionLoops,
    l: Loop,
    e: Block,
) -> Option<(IntPredicate, Value, Value, bool)> {
    let t = body.terminator(e)?;
    let InstKind::CondBr {
        cond: Value::Inst(c),
        then_dest,
        ..
    } = body.insts[t].kind
    else {
        return None;
    };
    let InstKind::ICmp { pred, lhs, rhs } = body.insts[c].kind else {
        return None;
    };
    Some((pred, lhs, rhs, !fl.forest.contains(l, then_dest)))
}

/// How an induction's in-loop update steps it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum IvUpdate {
    /// `add %phi, step`, or `add step, %phi` (`commuted`): an integer induction going up by
    /// `step` (wrapping; a negative constant goes down).
    Add { step: Value, commuted: bool },
    /// `sub %phi, step`: an integer induction going down by `step`.
    Sub { step: Value },
    /// `getelementptr T, ptr %phi, index` with one index: a pointer induction advancing by
    /// `sext(index) * sizeof(T)` bytes.
    Gep { elem_ty: Type, index: Value },
}

/// An induction variable: a header phi `%phi = phi [start, %preheader], [%next, %latch]`
/// whose in-loop update `%next` steps it by a loop-invariant amount ([`IvUpdate`]). The one
/// description the claims' phi classifier, the dependence analysis, CSA SPMDization, the
/// vectorizer and the trip counts share; their narrower needs (a constant step, the phi on
/// the left) are filters on it.
///
/// An exit test may compare the phi or `%next` as they are, or truncated
/// ([`compared_induction`]); a use may extend them (`sext`/`zext`, which the dependence
/// analysis reads through).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct InductionDescriptor {
    pub phi: Inst,
    /// The incoming value from outside the loop.
    pub start: Value,
    /// The update (the latch's incoming value).
    pub next: Inst,
    pub update: IvUpdate,
}

/// Why a header phi is not an [`InductionDescriptor`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum NotInduction {
    /// The latch value is not an `add`, `sub` or `getelementptr` of the phi.
    NoUpdate,
    /// The update's step (this value) is computed inside the loop.
    VariantStep(Value),
    /// The update is a `getelementptr` of the phi with this many indices, not one.
    GepIndices(usize),
}

impl InductionDescriptor {
    /// The step value (`step` of `add`/`sub`, the index of `getelementptr`).
    pub fn step(&self) -> Value {
        match self.update {
            IvUpdate::Add { step, .. } | IvUpdate::Sub { step } => step,
            IvUpdate::Gep { index, .. } => index,
        }
    }

    /// Whether the step is subtracted.
    pub fn negated(&self) -> bool {
        matches!(self.update, IvUpdate::Sub { .. })
    }

    /// Whether the phi is on the left of its update (`add %phi, step`, `sub %phi, step`,
    /// `getelementptr T, %phi, index`).
    pub fn phi_on_left(&self) -> bool {
        !matches!(self.update, IvUpdate::Add { commuted: true, .. })
    }

    /// The signed constant step of an integer induction (negated for `sub`), read at its
    /// own width; `None` for a pointer induction or a step that is not a constant.
    pub fn const_step(&self, m: &Module) -> Option<i128> {
        let (IvUpdate::Add { step, .. } | IvUpdate::Sub { step }) = self.update else {
            return None;
        };
        let (v, bits) = const_int(m, step)?;
        let s = signed(v, bits) as i128;
        Some(if self.negated() { s.wrapping_neg() } else { s })
    }
}

/// Recognizes header phi `phi`, with `start` from outside the loop and `back` from its
/// latch, as an induction of the loop whose blocks `inside` accepts.
///
/// ```
/// use parir_analysis::induction::{induction_of, IvUpdate, NotInduction};
/// use parir_analysis::loops::FunctionLoops;
/// let m = parir_ir::parser::parse_module(
///     "define void @f(i64 %n, ptr %a) {\nentry:\n  br label %h\nh:\n  %i = phi i64 [ 0, %entry ], [ %j, %h ]\n  %p = phi ptr [ %a, %entry ], [ %q, %h ]\n  %s = phi i64 [ 0, %entry ], [ %t, %h ]\n  %j = add i64 2, %i\n  %q = getelementptr i32, ptr %p, i64 %n\n  %t = sub i64 %s, %i\n  %c = icmp eq i64 %j, %n\n  br i1 %c, label %x, label %h\nx:\n  ret void\n}\n",
///     "m.ll",
/// ).unwrap();
/// let body = m.body(m.global_by_name("f").unwrap()).unwrap();
/// let fl = FunctionLoops::compute(body);
/// let l = fl.forest.top_level()[0];
/// let phis: Vec<_> = body.blocks[fl.forest.header(l)].insts[..3].to_vec();
/// let ivs: Vec<_> = phis
///     .iter()
///     .map(|&p| {
///         let (start, back) = parir_analysis::induction::header_phi(body, &fl, l, p).unwrap();
///         induction_of(body, p, start, back, |b| fl.forest.contains(l, b))
///     })
///     .collect();
/// let i = ivs[0].unwrap();
/// assert!(matches!(i.update, IvUpdate::Add { commuted: true, .. }));
/// assert_eq!(i.const_step(&m), Some(2));
/// assert!(matches!(ivs[1].unwrap().update, IvUpdate::Gep { .. }));
/// // %s steps by %i, which changes in every iteration: a recurrence, not an induction.
/// assert!(matches!(ivs[2], Err(NotInduction::VariantStep(_))));
/// ```
pub fn induction_of(
    body: &Body,
    phi: Inst,
    start: Value,
    back: Value,
    inside: impl Fn(Block) -> bool + Copy,
) -> Result<InductionDescriptor, NotInduction> {
    let Value::Inst(next) = back else {
        return Err(NotInduction::NoUpdate);
    };
    if defined_outside(body, back, inside) {
        return Err(NotInduction::NoUpdate);
    }
    let me = Value::Inst(phi);
    let invariant = |v: Value| {
        if defined_outside(body, v, inside) {
            Ok(())
        } else {
            Err(NotInduction::VariantStep(v))
        }
    };
    let update = match &body.insts[next].kind {
        InstKind::Binary {
            op: BinOp::Add,
            lhs,
            rhs,
            ..
        } if *lhs == me || *rhs == me => {
            let commuted = *lhs != me;
            let step = if commuted { *lhs } else { *rhs };
            if step == me {
                return Err(NotInduction::NoUpdate);
            }
            invariant(step)?;
            IvUpdate::Add { step, commuted }
        }
        InstKind::Binary {
            op: BinOp::Sub,
            lhs,
            rhs,
            ..
        } if *lhs == me && *rhs != me => {
            invariant(*rhs)?;
            IvUpdate::Sub { step: *rhs }
        }
        InstKind::GetElementPtr {
            src_ty,
            ptr,
            indices,
            ..
        } if *ptr == me => {
            let [index] = indices.as_slice() else {
                return Err(NotInduction::GepIndices(indices.len()));
            };
            invariant(*index)?;
            IvUpdate::Gep {
                elem_ty: *src_ty,
                index: *index,
            }
        }
        _ => return Err(NotInduction::NoUpdate),
    };
    Ok(InductionDescriptor {
        phi,
        start,
        next,
        update,
    })
}

/// The induction of loop `l` whose header phi is `phi`, when the phi has one incoming value
/// from outside and one from the latch ([`header_phi`]).
pub fn loop_induction(
    body: &Body,
    fl: &FunctionLoops,
    l: Loop,
    phi: Inst,
) -> Option<InductionDescriptor> {
    let (start, back) = header_phi(body, fl, l, phi)?;
    induction_of(body, phi, start, back, |b| fl.forest.contains(l, b)).ok()
}

/// A value an exit test compares, seen through a truncation: the value and, when it was
/// truncated, the width the test compares at.
pub fn compared_induction(m: &Module, body: &Body, v: Value) -> (Value, Option<u32>) {
    through_trunc(m, body, v)
}

fn through_trunc(m: &Module, body: &Body, v: Value) -> (Value, Option<u32>) {
    if let Value::Inst(i) = v {
        if let InstKind::Cast {
            op: CastOp::Trunc,
            val,
            ..
        } = body.insts[i].kind
        {
            if let Some(bits) = m.types.int_bits(body.insts[i].ty) {
                return (val, Some(bits));
            }
        }
    }
    (v, None)
}

/// The blocks of `l` that have a successor outside it.
fn exiting_blocks(body: &Body, fl: &FunctionLoops, l: Loop) -> Vec<Block> {
    fl.forest
        .blocks(l)
        .iter()
        .copied()
        .filter(|&b| {
            body.successors(b)
                .iter()
                .any(|&s| !fl.forest.contains(l, s))
        })
        .collect()
}

/// The value from outside and the value along the backedge of `phi`, a phi of `l`'s header
/// with those two incoming values.
pub fn header_phi(body: &Body, fl: &FunctionLoops, l: Loop, phi: Inst) -> Option<(Value, Value)> {
    let InstKind::Phi { incoming, .. } = &body.insts[phi].kind else {
        return None;
    };
    if body.block_of(phi) != Some(fl.forest.header(l)) || incoming.len() != 2 {
        return None;
    }
    let start = incoming.iter().find(|(_, b)| !fl.forest.contains(l, *b))?.0;
    let back = incoming.iter().find(|(_, b)| fl.forest.contains(l, *b))?.0;
    Some((start, back))
}

/// The constant trip count (executions of the only exiting block's branch, the last one
/// leaving), when the exiting block is the header or the latch and compares an induction
/// variable (a header phi starting at a constant, stepped by adding a constant) or its next
/// value, possibly truncated, against a constant.
pub fn trip_count(m: &Module, body: &Body, fl: &FunctionLoops, l: Loop) -> Option<u64> {
    let h = fl.forest.header(l);
    let exiting = exiting_blocks(body, fl, l);
    let [e] = exiting.as_slice() else {
        return None;
    };
    let e = *e;
    let (_, latch, _) = simplified_shape(body, fl, l)?;
    if e != h && e != latch {
        return None;
    }
    let (pred, lhs, rhs, exit_when) = exit_compare(body, fl, l, e)?;
    // (the compared induction value, the bound, whether the induction is on the left)
    let (iv_val, bound, iv_left) = match (const_int(m, lhs), const_int(m, rhs)) {
        (None, Some((b, _))) => (lhs, b, true),
        (Some((b, _)), None) => (rhs, b, false),
        _ => return None,
    };
    let (iv_val, narrow) = through_trunc(m, body, iv_val);
    let Value::Inst(iv_inst) = iv_val else {
        return None;
    };
    // The header phi and whether the compare sees its next value.
    let (phi, next) = match &body.insts[iv_inst].kind {
        InstKind::Phi { .. } if body.block_of(iv_inst) == Some(h) => (iv_inst, false),
        InstKind::Binary {
            lhs: Value::Inst(p),
            ..
        } => (*p, true),
        _ => return None,
    };
    let (start_v, back) = header_phi(body, fl, l, phi)?;
    let (start, bits) = const_int(m, start_v)?;
    let iv = induction_of(body, phi, start_v, back, |b| fl.forest.contains(l, b))
        .ok()
        .filter(|iv| iv.phi_on_left())?;
    if next && iv.next != iv_inst {
        return None;
    }
    let step = iv.const_step(m)? as u64 & mask(bits);
    let cmp_bits = narrow.unwrap_or(bits);
    let mut v = start;
    for k in 0..MAX_CONST_TRIP {
        let x = if next {
            v.wrapping_add(step) & mask(bits)
        } else {
            v
        } & mask(cmp_bits);
        let (a, b) = if iv_left { (x, bound) } else { (bound, x) };
        if icmp(pred, a, b, cmp_bits) == exit_when {
            return Some(k + 1);
        }
        v = v.wrapping_add(step) & mask(bits);
    }
    None
}

/// How a loop's trip count is computed in its preheader: the latch compares the next value
/// of an induction variable, as it is or truncated to a narrower integer, with a
/// loop-invariant bound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuntimeTrip {
    /// The induction's header phi, its start value and the bound.
    pub phi: Inst,
    pub start: Value,
    /// The bound, in the type the exit test compares at (see `compare_bits`).
    pub bound: Value,
    /// The test that keeps the loop going, with the induction's next value on the left.
    pub kind: TripKind,
    /// The test is `<=` (up) or `>=` (down) a constant bound: the loop runs as if the bound
    /// were one further with the strict test of `kind`.
    pub inclusive: bool,
    /// The size of the induction's step (in the direction of `kind`, at the width the test
    /// compares at); 1 for `!=` tests.
    pub step: u64,
    /// The width of a truncated exit test (`trunc(next) == bound`): iterations are counted
    /// at that width. `None` when the test compares the induction as it is.
    pub compare_bits: Option<u32>,
}

/// The shapes of [`RuntimeTrip`]: `next != bound` stepping up or down, `next < bound`
/// stepping up, `next > bound` stepping down (signed or unsigned).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TripKind {
    NeUp,
    NeDown,
    SltUp,
    UltUp,
    SgtDown,
    UgtDown,
}

/// The [`RuntimeTrip`] of a loop whose only exiting block is its latch, if it has one.
pub fn runtime_trip(m: &Module, body: &Body, fl: &FunctionLoops, l: Loop) -> Option<RuntimeTrip> {
    let latch = fl.forest.latch(&fl.cfg, l)?;
    if exiting_blocks(body, fl, l) != [latch] {
        return None;
    }
    let (pred, lhs, rhs, exit_when) = exit_compare(body, fl, l, latch)?;
    let invariant = |v: Value| fl.forest.is_invariant(body, l, v);
    let (compared, bound, pred) = if invariant(rhs) {
        (lhs, rhs, pred)
    } else if invariant(lhs) {
        (rhs, lhs, pred.swapped())
    } else {
        return None;
    };
    let keep = if exit_when { pred.inverse() } else { pred };
    let (next, narrow) = through_trunc(m, body, compared);
    let Value::Inst(n) = next else { return None };
    let InstKind::Binary {
        lhs: Value::Inst(phi),
        ..
    } = body.insts[n].kind
    else {
        return None;
    };
    let (start, back) = header_phi(body, fl, l, phi)?;
    let iv = induction_of(body, phi, start, back, |b| fl.forest.contains(l, b))
        .ok()
        .filter(|iv| iv.phi_on_left() && iv.next == n)?;
    let (IvUpdate::Add { step, .. } | IvUpdate::Sub { step }) = iv.update else {
        return None;
    };
    let (step, wide_bits) = const_int(m, step)?;
    // The width the iterations are counted at; the step as seen there.
    let bits = narrow.unwrap_or(wide_bits);
    let step = step & mask(bits);
    let negative = step > mask(bits) >> 1;
    let magnitude = if negative {
        (!step).wrapping_add(1) & mask(bits)
    } else {
        step
    };
    if magnitude == 0 {
        return None;
    }
    let up = negative == iv.negated();
    // `<=` / `>=` a constant that is not the type's extreme is `<` / `>` the next constant.
    let bound_c = const_int(m, bound);
    let smax = mask(bits) >> 1;
    let not_extreme = |pred: IntPredicate| match (pred, bound_c) {
        (IntPredicate::Sle, Some((c, _))) => c != smax,
        (IntPredicate::Ule, Some((c, _))) => c != mask(bits),
        (IntPredicate::Sge, Some((c, _))) => c != smax + 1,
        (IntPredicate::Uge, Some((c, _))) => c != 0,
        _ => false,
    };
    if magnitude != 1 && keep == IntPredicate::Ne {
        // `!=` with a larger step: whether the bound is ever met is not known.
        return None;
    }
    let (kind, inclusive) = match (keep, up) {
        (IntPredicate::Ne, true) => (TripKind::NeUp, false),
        (IntPredicate::Ne, false) => (TripKind::NeDown, false),
        (IntPredicate::Slt, true) => (TripKind::SltUp, false),
        (IntPredicate::Ult, true) => (TripKind::UltUp, false),
        (IntPredicate::Sgt, false) => (TripKind::SgtDown, false),
        (IntPredicate::Ugt, false) => (TripKind::UgtDown, false),
        (IntPredicate::Sle, true) if not_extreme(keep) => (TripKind::SltUp, true),
        (IntPredicate::Ule, true) if not_extreme(keep) => (TripKind::UltUp, true),
        (IntPredicate::Sge, false) if not_extreme(keep) => (TripKind::SgtDown, true),
        (IntPredicate::Uge, false) if not_extreme(keep) => (TripKind::UgtDown, true),
        _ => return None,
    };
    Some(RuntimeTrip {
        phi,
        start,
        bound,
        kind,
        inclusive,
        step: magnitude,
        compare_bits: narrow,
    })
}

/// LLVM's `getSmallConstantTripMultiple` for the latch exit: a number the loop's trip count
/// is known to be a multiple of (1 when nothing is known; the trip count itself when it is a
/// constant). Derived, as ScalarEvolution does, from a [`RuntimeTrip`] counting by 1 with a
/// `!=` test at the induction's own width, whose trip count is `bound - start` (up) or
/// `start - bound` (down): a constant is its own multiple, `x * c` and `x << c` multiply the
/// multiples when the operation is `nuw` and add their powers of two otherwise, `x + y`
/// takes the greatest common divisor when `nuw` and the smaller power of two otherwise,
/// extensions keep their operand's multiple. A multiple above `2^32` becomes its largest
/// power-of-two divisor up to `2^31`, as LLVM's does.
///
/// ```
/// # use parir_analysis::{induction::trip_multiple, loops::FunctionLoops};
/// let src = "define void @f(ptr %p, i32 %n) {\nentry:\n  %t = mul nsw i32 %n, 24\n  br label %h\nh:\n  %i = phi i32 [ 0, %entry ], [ %j, %h ]\n  store i32 %i, ptr %p\n  %j = add nsw i32 %i, 1\n  %c = icmp eq i32 %j, %t\n  br i1 %c, label %x, label %h\nx:\n  ret void\n}\n";
/// let m = parir_ir::parser::parse_module(src, "f.ll").unwrap();
/// let body = m.body(m.global_by_name("f").unwrap()).unwrap();
/// let fl = FunctionLoops::compute(body);
/// let l = fl.forest.loops().next().unwrap();
/// // `mul nsw` by 24 without `nuw`: only its power of two, 8, is known (opt-19 says the same).
/// assert_eq!(trip_multiple(&m, body, &fl, l), 8);
/// ```
pub fn trip_multiple(m: &Module, body: &Body, fl: &FunctionLoops, l: Loop) -> u64 {
    if let Some(t) = trip_count(m, body, fl, l) {
        return t.max(1);
    }
    let Some(rt) = runtime_trip(m, body, fl, l) else {
        return 1;
    };
    if rt.compare_bits.is_some()
        || rt.step != 1
        || rt.inclusive
        || !matches!(rt.kind, TripKind::NeUp | TripKind::NeDown)
    {
        return 1;
    }
    // bound - start or start - bound: an add without wrap flags (the smaller power of two),
    // or the bound's own multiple when the start is 0.
    let start = const_int(m, rt.start).map(|c| c.0);
    let multiple = match start {
        Some(0) => value_multiple(m, body, rt.bound, 0),
        _ => {
            let a = value_multiple(m, body, rt.bound, 0);
            let b = value_multiple(m, body, rt.start, 0);
            1u128 << a.trailing_zeros().min(b.trailing_zeros()).min(63)
        }
    };
    let multiple = multiple.max(1);
    if multiple >= 1 << 32 {
        1 << multiple.trailing_zeros().min(31)
    } else {
        multiple as u64
    }
}

/// LLVM's `getConstantMultiple` of an integer value (0 for the constant 0, a multiple of
/// everything); see [`trip_multiple`].
fn value_multiple(m: &Module, body: &Body, v: Value, depth: u32) -> u128 {
    let pow2 = |tz: u32| 1u128 << tz.min(64);
    if let Some((c, _)) = const_int(m, v) {
        return u128::from(c);
    }
    let Value::Inst(i) = v else { return 1 };
    if depth > 8 {
        return 1;
    }
    let tz = |x: u128| if x == 0 { 64 } else { x.trailing_zeros() };
    match body.insts[i].kind {
        InstKind::Binary {
            op: op @ (BinOp::Mul | BinOp::Shl | BinOp::Add),
            flags,
            lhs,
            rhs,
        } => {
            let a = value_multiple(m, body, lhs, depth + 1);
            let b = match op {
                BinOp::Shl => match const_int(m, rhs) {
                    Some((k, _)) if k < 64 => 1u128 << k,
                    _ => return 1,
                },
                _ => value_multiple(m, body, rhs, depth + 1),
            };
            let nuw = flags.0 & parir_ir::inst::Flags::NUW != 0;
            match op {
                BinOp::Add if nuw => gcd(a, b),
                BinOp::Add => pow2(tz(a).min(tz(b))),
                _ if nuw => a.checked_mul(b).unwrap_or_else(|| pow2(tz(a) + tz(b))),
                _ => pow2(tz(a) + tz(b)),
            }
        }
        InstKind::Cast {
            op: CastOp::ZExt | CastOp::SExt,
            val,
            ..
        } => value_multiple(m, body, val, depth + 1),
        _ => 1,
    }
}

fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// The most times the body of loop `l` can run (its trip count's constant maximum: LLVM's
/// "constant max backedge-taken count" plus one), when the loop's exit test bounds it.
///
/// A constant trip count is its own maximum. Otherwise, for a [`RuntimeTrip`] at width `w`
/// (the test's, for a truncated induction) with step `k`, in the order of the test (signed
/// or unsigned, mirrored for a test going down), the maximum is the smaller of:
///
/// - through the bound, when it is a constant `b`: `ceil((b - s) / k)` from the start `s`
///   (the lowest start when it is not a constant), provided the induction reaches `b` before
///   it wraps: the update cannot wrap (`nuw` for an unsigned test, `nsw` for a signed one,
///   on an update the test compares at its own width), or the start is known and the steps
///   up to the bound stay in range;
/// - through wrapping, when the update cannot wrap: `floor((2^w - 1 - s) / k)`, as the
///   iteration whose update would wrap cannot happen;
/// - `2^w` for a step of 1 otherwise (and for a `!=` test): the induction meets every value
///   at most once before the test fails.
///
/// Otherwise (`i8` by 2 while `<u %n`) the induction may wrap and the loop run forever: no
/// maximum. Returns `u128` because `2^64` iterations are possible.
///
/// ```
/// # use parir_analysis::{induction::max_trip_count, loops::FunctionLoops};
/// let src = "define void @f(ptr %p, i8 %n) {\nentry:\n  br label %h\nh:\n  %i = phi i8 [ 10, %entry ], [ %j, %h ]\n  store i8 %i, ptr %p\n  %j = add nsw i8 %i, 3\n  %c = icmp slt i8 %j, %n\n  br i1 %c, label %h, label %x\nx:\n  ret void\n}\n";
/// let m = parir_ir::parser::parse_module(src, "f.ll").unwrap();
/// let body = m.body(m.global_by_name("f").unwrap()).unwrap();
/// let fl = FunctionLoops::compute(body);
/// let l = fl.forest.loops().next().unwrap();
/// // 13, 16, ..., 124, 127: at most 39 iterations (opt-19: max backedge-taken count 38).
/// assert_eq!(max_trip_count(&m, body, &fl, l), Some(39));
/// ```
pub fn max_trip_count(m: &Module, body: &Body, fl: &FunctionLoops, l: Loop) -> Option<u128> {
    if let Some(t) = trip_count(m, body, fl, l) {
        return Some(u128::from(t));
    }
    let rt = runtime_trip(m, body, fl, l)?;
    let (_, back) = header_phi(body, fl, l, rt.phi)?;
    let Value::Inst(next) = back else {
        return None;
    };
    let wide_bits = m.types.int_bits(body.insts[rt.phi].ty)?;
    let bits = rt.compare_bits.unwrap_or(wide_bits);
    if bits == 0 || bits > 64 {
        return None;
    }
    let umax = u128::from(mask(bits));
    if matches!(rt.kind, TripKind::NeUp | TripKind::NeDown) {
        return Some(umax + 1);
    }
    let signed = matches!(rt.kind, TripKind::SltUp | TripKind::SgtDown);
    let down = matches!(rt.kind, TripKind::UgtDown | TripKind::SgtDown);
    // Values in the test's order, mirrored when going down: the test becomes `<u`.
    let order = |v: u64| -> u128 {
        let v = u128::from(v & mask(bits));
        let v = if signed {
            (v + (umax >> 1) + 1) & umax
        } else {
            v
        };
        if down {
            umax - v
        } else {
            v
        }
    };
    let InstKind::Binary { flags, .. } = body.insts[next].kind else {
        return None;
    };
    let no_wrap = rt.compare_bits.is_none()
        && flags.has(if signed {
            parir_ir::inst::Flags::NSW
        } else {
            parir_ir::inst::Flags::NUW
        });
    let step = u128::from(rt.step);
    let start = const_int(m, rt.start).map(|(v, _)| order(v));
    let lowest = start.unwrap_or(0);
    // The iteration whose update would wrap cannot happen.
    let by_wrap = no_wrap.then(|| ((umax - lowest) / step).max(1));
    let by_bound = const_int(m, rt.bound).and_then(|(b, _)| {
        let b = order(b) + u128::from(rt.inclusive);
        let k = b.saturating_sub(lowest).div_ceil(step).max(1);
        if no_wrap {
            return Some(k);
        }
        // Without a wrap flag, only a known start shows that the induction reaches the
        // bound before it wraps (a start past the bound wraps around first).
        let s = start?;
        let reached = if s < b { s + k * step } else { s + step };
        (reached <= umax).then_some(k)
    });
    match (by_wrap, by_bound) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (None, None) if rt.step == 1 => Some(umax + 1),
        (a, b) => a.or(b),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use parir_ir::parser::parse_module;

    fn facts(src: &str) -> (Option<u64>, Option<RuntimeTrip>) {
        let m = parse_module(src, "t.ll").expect("parses");
        let f = m.global_by_name("f").expect("@f");
        let body = m.body(f).expect("body");
        let fl = FunctionLoops::compute(body);
        let l = fl.forest.loops().next().expect("a loop");
        (trip_count(&m, body, &fl, l), runtime_trip(&m, body, &fl, l))
    }

    /// A loop over `i64 %iv` from 0 by 1 whose exit test is `exit` (defining `%c`).
    fn loop_with(bound_ty: &str, exit: &str) -> String {
        format!(
            "define void @f({bound_ty} %n) {{\nentry:\n  br label %body\nbody:\n  \
             %iv = phi i64 [ 0, %entry ], [ %iv.next, %body ]\n  \
             %iv.next = add nuw nsw i64 %iv, 1\n{exit}  \
             br i1 %c, label %end, label %body\nend:\n  ret void\n}}\n"
        )
    }

    #[test]
    fn a_truncated_exit_test_counts_at_the_narrow_width() {
        let src = loop_with(
            "i32",
            "  %t = trunc i64 %iv.next to i32\n  %c = icmp eq i32 %t, %n\n",
        );
        let rt = facts(&src).1.expect("a runtime trip");
        assert_eq!(rt.kind, TripKind::NeUp);
        assert_eq!(rt.compare_bits, Some(32));
        assert_eq!(rt.step, 1);
        let src = loop_with(
            "i32",
            "  %t = trunc i64 %iv.next to i32\n  %c = icmp eq i32 %t, 300\n",
        );
        assert_eq!(facts(&src).0, Some(300));
        // At i8 the low byte is 44 first at iteration 44 (300 would ignore the truncation).
        let src = loop_with(
            "i32",
            "  %t = trunc i64 %iv.next to i8\n  %c = icmp eq i8 %t, 44\n",
        );
        assert_eq!(facts(&src).0, Some(44));
        let src = loop_with(
            "i32",
            "  %t = trunc i64 %iv.next to i8\n  %c = icmp ugt i8 %t, 250\n",
        );
        assert_eq!(facts(&src).0, Some(251));
    }

    #[test]
    fn an_untruncated_exit_test_keeps_the_induction_width() {
        let src = loop_with("i64", "  %c = icmp eq i64 %iv.next, %n\n");
        let rt = facts(&src).1.expect("a runtime trip");
        assert_eq!(rt.compare_bits, None);
        assert_eq!(rt.kind, TripKind::NeUp);
        let src = loop_with("i64", "  %c = icmp eq i64 %iv.next, 1000\n");
        assert_eq!(facts(&src).0, Some(1000));
    }

    #[test]
    fn a_step_is_seen_at_the_narrow_width() {
        // Stepping by 2^32 + 1 is stepping by 1 in the low 32 bits.
        let src = "define void @f(i32 %n) {\nentry:\n  br label %body\nbody:\n  \
             %iv = phi i64 [ 0, %entry ], [ %iv.next, %body ]\n  \
             %iv.next = add i64 %iv, 4294967297\n  %t = trunc i64 %iv.next to i32\n  \
             %c = icmp eq i32 %t, %n\n  br i1 %c, label %end, label %body\nend:\n  ret void\n}\n";
        let rt = facts(src).1.expect("a runtime trip");
        assert_eq!(rt.step, 1);
        assert_eq!(rt.compare_bits, Some(32));
    }
}
