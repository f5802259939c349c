//! `transform-warning` (LLVM 19's `WarnMissedTransformationsPass`): for every loop, outer
//! loops first, each forced transformation still requested by its LoopID is reported with
//! LLVM's message and remark name, at the loop's start location (the LoopID's first
//! `DILocation`, else the preheader's terminator, else the header's). Functions marked
//! `optnone` are skipped, as in LLVM. (LLVM 19 means to prefix "vectorized "/"remainder " for
//! loops from the vectorizer, but its `Twine::concat` result is discarded, so it never does;
//! parir prints what LLVM prints.)
//!
//! [`contradictions`] are `parir check`'s lint `loop-transform-contradiction`: requests that
//! cancel each other before any pass runs (`unroll.disable` with `unroll.count`, ...).

use super::mode::{LoopMd, TransformationMode};
use crate::diag::Warning;
use parir_analysis::loop_attrs::loop_id;
use parir_analysis::loopmd::location::start_loc;
use parir_analysis::loops::{FunctionLoops, Loop};
use parir_ir::{GlobalId, Module};

const TAIL: &str = "the optimizer was unable to perform the requested transformation; the transformation might be disabled or specified as part of an unsupported transformation ordering";

/// The loops of `f` with their LoopIDs, outer loops first.
/// The loops of function `f` in LLVM's preorder with their LoopIDs, and the loop analysis
/// they belong to (computed once: the loops share it).
fn loops_of(
    m: &Module,
    f: GlobalId,
) -> (
    Option<FunctionLoops>,
    Vec<(Loop, Option<parir_ir::metadata::MdNode>)>,
) {
    let Some(body) = m.body(f) else {
        return (None, Vec::new());
    };
    let fl = FunctionLoops::compute(body);
    // LLVM's getLoopsInPreorder: outer loops first, siblings in program order (the reverse
    // of LoopInfo's own order, which print<loops> shows).
    fn visit(fl: &FunctionLoops, l: Loop, out: &mut Vec<Loop>) {
        out.push(l);
        for &c in fl.forest.children(l).iter().rev() {
            visit(fl, c, out);
        }
    }
    let mut order = Vec::new();
    for &l in fl.forest.top_level().iter().rev() {
        visit(&fl, l, &mut order);
    }
    let loops = order
        .into_iter()
        .map(|l| {
            let id = loop_id(m, f, &fl, l).ok().flatten();
            (l, id)
        })
        .collect();
    (Some(fl), loops)
}

/// The warnings of `transform-warning` on `m`.
pub fn leftover_transformations(m: &Module) -> Vec<Warning> {
    let mut out = Vec::new();
    for (g, f) in m.functions() {
        if f.body.is_none() || m.attrs.has(f.attrs.func, "optnone") {
            continue;
        }
        let fname = format!("@{}", m.globals[g].name().unwrap_or(""));
        let (Some(fl), loops) = loops_of(m, g) else {
            continue;
        };
        let fl = &fl;
        for (l, id) in loops {
            let md = LoopMd::new(m, id);
            let mut found: Vec<(&'static str, &'static str)> = Vec::new();
            if md.unroll() == TransformationMode::ForcedByUser {
                found.push(("FailedRequestedUnrolling", "loop not unrolled"));
            }
            if md.unroll_and_jam() == TransformationMode::ForcedByUser {
                found.push((
                    "FailedRequestedUnrollAndJamming",
                    "loop not unroll-and-jammed",
                ));
            }
            if md.vectorize() == TransformationMode::ForcedByUser {
                let width = md.vectorize_width();
                let interleave = md.int_attr("llvm.loop.interleave.count");
                let is_vector = matches!(width, Some((w, s)) if w as u32 > 1 || s);
                if width.is_none() || is_vector {
                    found.push(("FailedRequestedVectorization", "loop not vectorized"));
                } else if interleave.unwrap_or(0) != 1 {
                    found.push(("FailedRequestedInterleaving", "loop not interleaved"));
                }
            }
            if md.distribute() == TransformationMode::ForcedByUser {
                found.push(("FailedRequestedDistribution", "loop not distributed"));
            }
            if found.is_empty() {
                continue;
            }
            let (source, pos) = start_loc(m, g, fl, l, id);
            for (name, what) in found {
                let mut w = Warning::new(name, format!("{what}: {TAIL}"));
                w.function = Some(fname.clone());
                w.source = source.clone().map(Box::new);
                w = w.at_pos(pos);
                out.push(w);
            }
        }
    }
    out
}

/// Requests that cancel each other, on every loop of `m` (`parir check`).
pub fn contradictions(m: &Module) -> Vec<Warning> {
    let mut out = Vec::new();
    for (g, f) in m.functions() {
        if f.body.is_none() {
            continue;
        }
        let fname = format!("@{}", m.globals[g].name().unwrap_or(""));
        let (Some(fl), loops) = loops_of(m, g) else {
            continue;
        };
        let fl = &fl;
        for (l, id) in loops {
            if id.is_none() {
                continue;
            }
            let md = LoopMd::new(m, id);
            let mut why: Vec<String> = Vec::new();
            // Counts and widths are unsigned: a negative one is a mistake LLVM reads as a
            // huge count (and then refuses as too large) or ignores.
            for count in [
                "llvm.loop.unroll.count",
                "llvm.loop.unroll_and_jam.count",
                "llvm.loop.vectorize.width",
                "llvm.loop.interleave.count",
            ] {
                if let Some(v) = md.int_attr(count).filter(|&v| v < 0) {
                    why.push(format!(
                        "{count} {v}: a count must be positive; no transformation honours it"
                    ));
                }
            }
            if md.flag("llvm.loop.unroll.disable") {
                for other in [
                    "llvm.loop.unroll.count",
                    "llvm.loop.unroll.enable",
                    "llvm.loop.unroll.full",
                ] {
                    if md.find(other).is_some()
                        && !(other == "llvm.loop.unroll.count" && md.int_attr(other) == Some(1))
                    {
                        why.push(format!(
                            "llvm.loop.unroll.disable with {other}: the loop is not unrolled"
                        ));
                    }
                }
            }
            if md.flag("llvm.loop.unroll_and_jam.disable") {
                for other in [
                    "llvm.loop.unroll_and_jam.count",
                    "llvm.loop.unroll_and_jam.enable",
                ] {
                    if md.find(other).is_some() {
                        why.push(format!("llvm.loop.unroll_and_jam.disable with {other}: the loop is not unrolled and jammed"));
                    }
                }
            }
            if md.bool_attr("llvm.loop.vectorize.enable") == Some(false) {
                for other in ["llvm.loop.vectorize.width", "llvm.loop.interleave.count"] {
                    if md.int_attr(other).is_some_and(|v| v > 1) {
                        why.push(format!("llvm.loop.vectorize.enable false with {other} > 1: the loop is not vectorized"));
                    }
                }
            }
            if md.flag("llvm.loop.isvectorized")
                && md.bool_attr("llvm.loop.vectorize.enable") == Some(true)
            {
                why.push("llvm.loop.vectorize.enable on a loop marked llvm.loop.isvectorized: the vectorizer skips the loop, and no warning says so".into());
            }
            if why.is_empty() {
                continue;
            }
            let (source, pos) = start_loc(m, g, fl, l, id);
            for w in why {
                let mut w = Warning::new("loop-transform-contradiction", w);
                w.function = Some(fname.clone());
                w.source = source.clone().map(Box::new);
                w = w.at_pos(pos);
                out.push(w);
            }
        }
    }
    out
}
