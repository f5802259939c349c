//! Lints of the parallelism claims model, whatever system stated the claim (`parir check`,
//! checker name `parallel-claims`).
//!
//! | name | what |
//! |---|---|
//! | `parallel-loop-carried-scalar` | a loop claimed fully parallel has a header phi that carries a value from one iteration to the next and is neither an induction nor a reduction parir can combine: the claim is false, although no memory access shows it |
//! | `parallel-loop-fp-reduction-order` | a loop claimed fully parallel has a floating-point reduction parir may not reorder (a sum without `reassoc`, a min/max through `fcmp` + `select` without `nnan` and `nsz`): running it in parallel combines partial results in another order, with another result |
//!
//! "Claimed fully parallel" is [`ClaimedLoop::fully_parallel`]: `llvm.loop.parallel_accesses`,
//! or `llvm.loop.no_depends` covering every memory access of the loop. A claim about some
//! arrays only (`PARIR_IVDEP_ARRAY`) or with a safelen says nothing about scalars.
//!
//! The warning is located at the phi: its `!dbg` when it has one, else the `!dbg` of the
//! instruction computing the carried value, else the phi's `.ll` position.

use super::names::Namer;
use super::scalars::{Carried, CarriedKind, PhiClass, PhiClassifier};
use super::{claimed_loops_in, ClaimedLoop};
use crate::diag::{debug_location, Warning};
use parir_analysis::loops::FunctionLoops;
use parir_ir::{Module, Value};

/// The stable names of this checker's lints.
pub const LINTS: &[&str] = &[
    "parallel-loop-carried-scalar",
    "parallel-loop-fp-reduction-order",
];

/// Lints every function of `m`; the warnings are in function order, then in the order of
/// their phis in the `.ll` text.
///
/// ```
/// let m = parir_ir::parser::parse_module(
///     "define void @f(ptr %a, i64 %n) {
/// entry:
///   br label %body
/// body:
///   %i = phi i64 [ 1, %entry ], [ %i.next, %body ]
///   %prev = phi i64 [ 0, %entry ], [ %v, %body ]
///   %p = getelementptr inbounds i64, ptr %a, i64 %i
///   %x = load i64, ptr %p, align 8, !llvm.access.group !1
///   %v = add i64 %x, %prev
///   store i64 %v, ptr %p, align 8, !llvm.access.group !1
///   %i.next = add nuw nsw i64 %i, 1
///   %done = icmp eq i64 %i.next, %n
///   br i1 %done, label %exit, label %body, !llvm.loop !0
/// exit:
///   ret void
/// }
/// !0 = distinct !{!0, !2}
/// !1 = distinct !{}
/// !2 = !{!\"llvm.loop.parallel_accesses\", !1}
/// ",
///     "m.ll",
/// ).unwrap();
/// let ws = parir_annot::claims::check::check_module(&m);
/// assert_eq!(ws.len(), 1);
/// assert_eq!(ws[0].name, "parallel-loop-carried-scalar");
/// assert!(ws[0].message.contains("header phi %prev"));
/// ```
pub fn check_module(m: &Module) -> Vec<Warning> {
    let mut out = Vec::new();
    for (f, func) in m.functions() {
        let Some(body) = func.body.as_ref() else {
            continue;
        };
        let fl = FunctionLoops::compute(body);
        let loops = claimed_loops_in(m, f, body, &fl);
        if loops.is_empty() {
            continue;
        }
        let n = Namer::new(m, f, body);
        let mut ws: Vec<Warning> = Vec::new();
        for lp in &loops {
            for c in loop_carried_scalars(&n, lp) {
                ws.push(warning(&n, lp, &c));
            }
        }
        // In text order, as a reader meets the loops.
        ws.sort_by_key(|w| w.pos.unwrap_or(u32::MAX));
        out.extend(ws);
    }
    out
}

/// The header phis of `lp` that make its claim of full parallelism false: [`Carried`] phis
/// the loop reads, when the loop is claimed fully parallel (nothing otherwise).
pub fn loop_carried_scalars(n: &Namer, lp: &ClaimedLoop) -> Vec<Carried> {
    if lp.fully_parallel().is_none() {
        return Vec::new();
    }
    PhiClassifier::new(n, lp, None)
        .header_phis()
        .into_iter()
        .filter_map(|c| match c {
            PhiClass::Carried(c) if c.read_in_loop => Some(c),
            _ => None,
        })
        .collect()
}

fn warning(n: &Namer, lp: &ClaimedLoop, c: &Carried) -> Warning {
    let claim = lp
        .fully_parallel()
        .map_or("a parallelism claim", |ci| ci.claim.attribute());
    let defined = match (c.back, c.definition_location(n)) {
        (Value::Inst(_), Some(at)) => {
            format!("; the value is computed by {} at {at}", n.val(c.back))
        }
        (Value::Inst(_), None) => format!("; the value is computed by {}", n.val(c.back)),
        _ => String::new(),
    };
    let (name, message) = match c.kind {
        CarriedKind::Recurrence => (
            "parallel-loop-carried-scalar",
            format!(
                "{} is claimed fully parallel ({claim}), but each iteration reads a value the previous one computed, a loop-carried scalar dependence: {}{defined}",
                lp.describe, c.reason
            ),
        ),
        CarriedKind::FpReductionOrder { .. } => (
            "parallel-loop-fp-reduction-order",
            format!(
                "{} is claimed fully parallel ({claim}), but {}; allow the reordering with fast-math flags (-fassociative-math for sums and products, -ffinite-math-only -fno-signed-zeros for min/max, or -ffast-math) or keep the loop sequential",
                lp.describe, c.reason
            ),
        ),
    };
    let phi = &n.body.insts[c.phi];
    let mut w = Warning::new(name, message).at_inst(n.m, &n.function(), phi);
    if w.source.is_none() {
        if let Value::Inst(d) = c.back {
            w.source = debug_location(n.m, &n.body.insts[d]);
        }
    }
    w
}
