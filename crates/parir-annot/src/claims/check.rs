//! Lints of the parallelism claims model, whatever system stated the claim (`parir check`,
//! checker name `parallel-claims`).
//!
//! | name | what |
//! |---|---|
//! | `parallel-loop-carried-scalar` | a loop claimed fully parallel has a header phi that carries a value from one iteration to the next and is neither an induction nor a reduction parir can combine: the claim is false, although no memory access shows it |
//! | `parallel-claim-dependence` | two memory accesses a claim covers touch the same bytes in different iterations, at a distance the claim rules out (any for `parallel_accesses`, `no_depends` and parallel loop directives, below S for `no_depends_safelen S`), as the dependence test ([`parir_analysis::dependence`]) proves from their affine subscripts: the claim is false whenever the loop runs that many iterations |
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
use parir_ir::{Inst, Module, Value};

/// The stable names of this checker's lints.
pub const LINTS: &[&str] = &[
    "parallel-loop-carried-scalar",
    "parallel-claim-dependence",
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
        let affine = parir_analysis::dependence::Affine::new(m, body, &fl);
        let mut deps: Vec<ClaimDependence> = Vec::new();
        for lp in &loops {
            for c in loop_carried_scalars(&n, lp) {
                ws.push(warning(&n, lp, &c));
            }
            deps.extend(claim_dependences(&n, &fl, &affine, lp));
        }
        ws.extend(group_dependences(&n, deps));
        // In text order, as a reader meets the loops.
        ws.sort_by_key(|w| w.pos().unwrap_or(u32::MAX));
        out.extend(ws);
    }
    out
}

/// The proven dependences that contradict a claim of `lp`: per claim, the pair of covered
/// loads and stores (one of them a store) with the smallest distance the claim rules out,
/// located at the later access.
fn claim_dependences(
    n: &Namer,
    fl: &FunctionLoops,
    affine: &parir_analysis::dependence::Affine<'_>,
    lp: &ClaimedLoop,
) -> Vec<ClaimDependence> {
    use parir_analysis::dependence::{distance, Dependence};
    use parir_ir::inst::InstKind;
    let (m, body) = (n.m, n.body);
    let dl = parir_ir::layout::DataLayout::of_module(m).ok();
    let Some(dl) = dl else { return Vec::new() };
    let trip = parir_transform::loop_unroll::trip_count(m, body, fl, lp.lp);
    // (instruction, address, size, writes)
    let access = |i: parir_ir::Inst| {
        let d = &body.insts[i];
        let (ptr, ty, write) = match &d.kind {
            InstKind::Load {
                ptr,
                volatile: false,
                atomic: None,
                ..
            } => (*ptr, d.ty, false),
            InstKind::Store {
                ptr,
                val,
                volatile: false,
                atomic: None,
                ..
            } => (*ptr, crate::irbuild::value_type(m, n.f, body, *val)?, true),
            _ => return None,
        };
        let size = dl.store_size(&m.types, ty);
        Some((i, affine.address(ptr)?, size, write))
    };
    let stores_invariant = |i: parir_ir::Inst| match &body.insts[i].kind {
        InstKind::Store { val, .. } => lp.invariant(body, *val),
        _ => true,
    };
    let mut out = Vec::new();
    let mut found: Vec<(Vec<String>, String, parir_ir::Inst)> = Vec::new();
    for c in &lp.claims {
        let min = c.claim.min_distance();
        let acc: Vec<_> = c.covered.iter().filter_map(|&i| access(i)).collect();
        let mut best: Option<(u64, usize, usize, bool)> = None; // (distance, first, second, every)
        for x in 0..acc.len() {
            for y in x..acc.len() {
                let (a, b) = (&acc[x], &acc[y]);
                if !a.3 && !b.3 {
                    continue;
                }
                let inv = |v: parir_ir::Value| lp.invariant(body, v);
                let (d, every) = match distance(&a.1, a.2, &b.1, b.2, lp.header, &inv) {
                    Some(Dependence::Distance(d)) if d != 0 => (d, false),
                    // One store writing a loop-invariant value to a loop-invariant address
                    // leaves the same result in any order: no dependence worth a warning.
                    Some(Dependence::Every) if a.0 != b.0 || !stores_invariant(a.0) => (1, true),
                    _ => continue,
                };
                let dist = d.unsigned_abs();
                if dist >= min || trip.is_some_and(|t| dist >= t) {
                    continue;
                }
                // The access in the earlier iteration first; for the same address in every
                // iteration, the write (a read of what the previous iteration wrote).
                let (first, second) = if every {
                    if b.3 && !a.3 {
                        (y, x)
                    } else {
                        (x, y)
                    }
                } else if d > 0 {
                    (x, y)
                } else {
                    (y, x)
                };
                if best.is_none_or(|b| dist < b.0) {
                    best = Some((dist, first, second, every));
                }
            }
        }
        let Some((dist, f, s, every)) = best else {
            continue;
        };
        let (fa, sa) = (&acc[f], &acc[s]);
        let kind = match (fa.3, sa.3) {
            (true, false) => "RAW",
            (false, true) => "WAR",
            _ => "WAW",
        };
        let when = match trip {
            Some(_) => String::new(),
            None => format!(
                " whenever the loop runs more than {dist} iteration{}",
                if dist == 1 { "" } else { "s" }
            ),
        };
        let what = if every {
            format!(
                "{} and {} access the same loop-invariant memory in every iteration (a {kind} dependence at distance 1)",
                n.describe_inst(fa.0),
                n.describe_inst(sa.0)
            )
        } else {
            format!(
                "{} in one iteration and {} {dist} iteration{} later access the same memory (a {kind} dependence of distance {dist})",
                n.describe_inst(fa.0),
                n.describe_inst(sa.0),
                if dist == 1 { "" } else { "s" }
            )
        };
        // One finding per cause: the claims of one loop that the same pair breaks (an ivdep
        // marker lowers to no_depends and parallel_accesses) are named in one warning.
        let finding = format!("{what}{when}");
        match found
            .iter_mut()
            .find(|(_, f, i)| *f == finding && *i == sa.0)
        {
            Some((claims, _, _)) => claims.push(c.claim.to_string()),
            None => found.push((vec![c.claim.to_string()], finding, sa.0)),
        }
    }
    for (claims, finding, at) in found {
        out.push(ClaimDependence {
            loop_: lp.describe.clone(),
            claims: claims.join(" and "),
            finding,
            at,
        });
    }
    out
}

/// A proven dependence that contradicts the claims of one loop.
struct ClaimDependence {
    /// `loop %h in @f (file:line:col)`.
    loop_: String,
    /// The claims it breaks (`no_depends and parallel_accesses`).
    claims: String,
    /// The pair of accesses and their distance, in words.
    finding: String,
    /// The later access, where the warning is located.
    at: parir_ir::Inst,
}

/// One warning per cause: the same pair of accesses breaking the same claims of several
/// loops (every loop of a nest that claims independence, around an access that is invariant
/// in all of them) is one warning naming the loops, not one per loop.
fn group_dependences(n: &Namer, deps: Vec<ClaimDependence>) -> Vec<Warning> {
    /// Loops named in a grouped warning; the others are counted.
    const NAMED: usize = 3;
    let mut groups: Vec<(String, String, parir_ir::Inst, Vec<String>)> = Vec::new();
    for d in deps {
        match groups
            .iter_mut()
            .find(|g| g.0 == d.finding && g.1 == d.claims && g.2 == d.at)
        {
            Some(g) => g.3.push(d.loop_),
            None => groups.push((d.finding, d.claims, d.at, vec![d.loop_])),
        }
    }
    groups
        .into_iter()
        .map(|(finding, claims, at, loops)| {
            let message = if loops.len() == 1 {
                format!("{} claims {claims}, but {finding}", loops[0])
            } else {
                let mut named = loops[..loops.len().min(NAMED)].join(", ");
                if loops.len() > NAMED {
                    named += &format!(" and {} more", loops.len() - NAMED);
                }
                format!(
                    "{} loops claim {claims} ({named}), but in each of them {finding}",
                    loops.len()
                )
            };
            Warning::new("parallel-claim-dependence", message).at_inst(
                n.m,
                &n.function(),
                &n.body.insts[at],
            )
        })
        .collect()
}

/// The header phis of `lp` that make its claim of full parallelism false: [`Carried`] phis
/// the loop reads, when the loop is claimed fully parallel. In a loop whose claims cover
/// only some accesses (`PARIR_IVDEP_ARRAY(a)`), a phi that forwards a value through memory
/// a claim covers ([`Carried::store`]: `a[i] = a[i - 1] + b[i]` kept in a register) is one
/// too: it is that claim's memory dependence, moved into a register.
///
/// A CSA claim ([`super::CSA_SECTIONS`]) is about memory operations only: the seed
/// (csa-pathfinding-builtins.rst, "parallel_loop") puts values carried in registers, such as
/// `sum = sum + A[i]`, outside the domain of `parallel_loop` — they stay ordered — so they do
/// not make it false.
pub fn loop_carried_scalars(n: &Namer, lp: &ClaimedLoop) -> Vec<Carried> {
    let full = match lp.fully_parallel() {
        Some(c) if c.claim.attribute() == super::CSA_SECTIONS => return Vec::new(),
        Some(_) => true,
        None => false,
    };
    if !full && lp.claims.iter().all(|c| !c.claim.is_full()) {
        return Vec::new();
    }
    PhiClassifier::new(n, lp, None)
        .header_phis()
        .into_iter()
        .filter_map(|c| match c {
            PhiClass::Carried(c) if c.read_in_loop && c.kind != CarriedKind::Reloaded => Some(c),
            _ => None,
        })
        .filter(|c| {
            full || c
                .store
                .is_some_and(|s| carried_claim(lp, Some(s)).is_some())
        })
        .collect()
}

/// The index of the claim of `lp` a [`Carried`] phi (forwarding through `store`) makes
/// false: the claim of full parallelism, else a claim that makes the iterations independent
/// and covers the store.
pub fn carried_claim(lp: &ClaimedLoop, store: Option<Inst>) -> Option<usize> {
    lp.claims
        .iter()
        .position(|c| c.claim.is_full() && c.uncovered.is_empty())
        .or_else(|| {
            let s = store?;
            lp.claims.iter().position(|c| {
                c.claim.is_full()
                    && c.claim.attribute() != super::CSA_SECTIONS
                    && c.covered.contains(&s)
            })
        })
}

fn warning(n: &Namer, lp: &ClaimedLoop, c: &Carried) -> Warning {
    let claim = carried_claim(lp, c.store)
        .map_or("a parallelism claim", |k| lp.claims[k].claim.attribute());
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
                "{} is claimed {} ({claim}), but each iteration reads a value the previous one computed, a loop-carried scalar dependence: {}{defined}",
                lp.describe,
                if lp.fully_parallel().is_some() {
                    "fully parallel"
                } else {
                    "free of dependences through that memory"
                },
                c.reason
            ),
        ),
        CarriedKind::Reloaded => (
            "parallel-loop-reloaded-value",
            format!(
                "{}: {} (not a dependence by itself)",
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
            w.source = debug_location(n.m, &n.body.insts[d]).map(Box::new);
        }
    }
    w
}
