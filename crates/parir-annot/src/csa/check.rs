//! `parir check` for the CSA intrinsics (checker name `csa-check`): the structural rules of
//! the seed (`csa-pathfinding-builtins.rst`, "Semantics", "Region IDs", "CLIE" →
//! "Loop Intrinsic Identification") that can be decided without the path-based
//! memory-ordering analysis.
//!
//! | name | severity | what |
//! |---|---|---|
//! | `csa-region-id-ambiguous` | error | an intrinsic depends (through phis, selects) on region entries with different region IDs (the seed's "ERROR: region ID ambiguous!") |
//! | `csa-exit-without-entry` | error | an exit (or a section entry) whose operand may come from something that is not an entry of the matching kind |
//! | `csa-entry-exited-twice` | error | one entry feeds two exits on one path: after the first exit the second is outside the region or section it closes (exits that take the entry through a phi are left to the path-based analysis) |
//! | `csa-region-id-not-constant` | error | a region entry whose region ID is not an integer constant |
//! | `csa-intrinsic-bad-signature` | error | an `llvm.csa.*` intrinsic declared or called with another type than the seed's |
//! | `csa-region-id-reserved` | warning | a user region entry (`__builtin_csa_parallel_region_entry`, before `csa-builtins`) with an ID of 1000 or more, which the compiler reserves for itself |
//! | `csa-spmd-bad-arguments` | warning | `spmd(workers, chunk)` with a worker count outside 1..=4096 or a negative chunk (constants): loop-spmdization refuses it |
//! | `csa-loop-intrinsic-without-loop` | warning | a loop intrinsic (or its C builtin or Fortran procedure) that CLIE's backward search finds from no loop |
//!
//! Errors make `parir check` exit with status 1. Diagnostics are located at the
//! intrinsic call: the user's `file:line:col` from `!dbg` when present, the `.ll` position
//! otherwise.

use super::intrinsics::{callee_name, const_int, csa_call, CsaIntrinsic};
use super::model::{CsaFunction, Problem};
use crate::diag::Warning;
use parir_analysis::loops::FunctionLoops;
use parir_ir::{Block, Body, Inst, Module, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// The stable names of this checker's lints.
pub const LINTS: &[&str] = &[
    "csa-region-id-ambiguous",
    "csa-exit-without-entry",
    "csa-entry-exited-twice",
    "csa-region-id-not-constant",
    "csa-intrinsic-bad-signature",
    "csa-region-id-reserved",
    "csa-loop-intrinsic-without-loop",
];

/// Lints every function of `m`, in function and layout order.
///
/// ```
/// let m = parir_ir::parser::parse_module(
///     "declare i32 @llvm.csa.parallel.region.entry(i32)\ndeclare i32 @llvm.csa.parallel.section.entry(i32)\ndefine void @f(i1 %c) {\nbb1:\n  %0 = call i32 @llvm.csa.parallel.region.entry(i32 0)\n  br i1 %c, label %bb2, label %bb3\nbb2:\n  %1 = call i32 @llvm.csa.parallel.region.entry(i32 1)\n  br label %bb3\nbb3:\n  %p = phi i32 [ %0, %bb1 ], [ %1, %bb2 ]\n  %s = call i32 @llvm.csa.parallel.section.entry(i32 %p)\n  ret void\n}\n",
///     "m.ll",
/// ).unwrap();
/// let ws = parir_annot::csa::check::check_module(&m);
/// let names: Vec<&str> = ws.iter().map(|w| w.name).collect();
/// // The structural error, and the path rule it breaks: region 1 is entered on one path
/// // into %bb3 only.
/// assert_eq!(names, ["bad-parallel-section-intrinsics", "csa-region-id-ambiguous"]);
/// assert!(ws[1].is_error());
/// ```
pub fn check_module(m: &Module) -> Vec<Warning> {
    let mut out = Vec::new();
    // Declarations with the wrong type.
    for (g, f) in m.functions() {
        let Some(name) = m.globals[g].name() else {
            continue;
        };
        if let Some(k) = CsaIntrinsic::from_name(name) {
            if !k.has_signature(m, f.ty) {
                let mut w = Warning::error(
                    "csa-intrinsic-bad-signature",
                    format!(
                        "@{name} is declared as {}; the intrinsic is {}",
                        parir_ir::printer::type_to_string(m, f.ty),
                        k.signature_text()
                    ),
                )
                .at_pos(Some(m.globals[g].common.pos));
                w.function = Some(format!("@{name}"));
                out.push(w);
            }
        }
    }
    for (g, func) in m.functions() {
        let Some(body) = func.body.as_ref() else {
            continue;
        };
        let fname = format!("@{}", m.globals[g].name().unwrap_or(""));
        let mut ws = check_function(m, g, body, &fname);
        // The path rules of the seed's "Semantics" (csa-memorder), for functions with
        // regions.
        if body.inst_iter().any(|(_, i)| {
            csa_call(m, &body.insts[i]).is_some_and(|k| {
                matches!(k, CsaIntrinsic::RegionEntry | CsaIntrinsic::SectionEntry)
            })
        }) {
            let mo = super::memorder::MemOrder::of(m, body);
            ws.extend(super::memorder::path_warnings(m, g, &mo));
        }
        ws.sort_by_key(|w| w.pos().unwrap_or(u32::MAX));
        out.extend(ws);
    }
    out
}

fn check_function(m: &Module, g: parir_ir::GlobalId, body: &Body, fname: &str) -> Vec<Warning> {
    let mut out = Vec::new();
    let at = |i: Inst, w: Warning| w.at_inst(m, fname, &body.insts[i]);
    let describe = |v: Value| -> String {
        match v {
            Value::Inst(i) => match callee_name(m, &body.insts[i]) {
                Some((_, n)) => format!("a call of @{n}"),
                None => format!("a `{}`", body.insts[i].kind.opcode_name()),
            },
            Value::Arg(_) => "a function argument".into(),
            Value::Const(_) => "a constant".into(),
            _ => "a value".into(),
        }
    };
    // Calls with the wrong type.
    let mut loop_calls: Vec<(Inst, &'static str)> = Vec::new();
    for (_, i) in body.inst_iter() {
        let d = &body.insts[i];
        let Some((_, name)) = callee_name(m, d) else {
            continue;
        };
        if let Some(k) = CsaIntrinsic::from_name(name) {
            if let Some(c) = d.kind.call_data() {
                if !k.has_signature(m, c.fn_ty) {
                    out.push(at(
                        i,
                        Warning::error(
                            "csa-intrinsic-bad-signature",
                            format!(
                                "@{name} is called as {}; the intrinsic is {}",
                                parir_ir::printer::type_to_string(m, c.fn_ty),
                                k.signature_text()
                            ),
                        ),
                    ));
                }
            }
            if k.is_loop_intrinsic() {
                loop_calls.push((i, k.spelling()));
            }
        }
        if let Some(k) = CsaIntrinsic::from_builtin(name) {
            if k.is_loop_intrinsic() {
                loop_calls.push((i, k.builtin().unwrap_or("")));
            }
            if k == CsaIntrinsic::RegionEntry {
                let id = d
                    .kind
                    .call_data()
                    .and_then(|c| c.args.first().copied())
                    .and_then(|v| const_int(m, v));
                if let Some(id) = id.filter(|&id| id >= 1000) {
                    out.push(at(
                        i,
                        Warning::new(
                            "csa-region-id-reserved",
                            format!("__builtin_csa_parallel_region_entry({id}): region IDs of 1000 and above are reserved for the compiler's regions; use an ID below 1000"),
                        ),
                    ));
                }
            }
        }
        if let Some(k) = CsaIntrinsic::from_fortran(name) {
            loop_calls.push((i, k.fortran().unwrap_or("")));
        }
        // spmd(workers, chunk): at least one worker, a chunk of 0 (blocking) or more.
        let spmd = CsaIntrinsic::from_name(name)
            .or_else(|| CsaIntrinsic::from_builtin(name))
            .filter(|&k| k == CsaIntrinsic::Spmd);
        if spmd.is_some() {
            let args: Vec<Option<i64>> = d
                .kind
                .call_data()
                .map(|c| c.args.iter().map(|&v| const_int(m, v)).collect())
                .unwrap_or_default();
            let workers = args.first().copied().flatten();
            let chunk = args.get(1).copied().flatten();
            let bad = match (workers, chunk) {
                (Some(w), _) if !(1..=4096).contains(&w) => Some(format!(
                    "spmd({w}, ...): the number of workers must be between 1 and 4096; the loop is not SPMDized"
                )),
                (_, Some(c)) if c < 0 => Some(format!(
                    "spmd(..., {c}): the chunk must be 0 (blocking), 1 (cyclic) or more (hybrid); the loop is not SPMDized"
                )),
                _ => None,
            };
            if let Some(msg) = bad {
                out.push(at(i, Warning::new("csa-spmd-bad-arguments", msg)));
            }
        }
    }
    if !loop_calls.is_empty() {
        let fl = FunctionLoops::compute(body);
        let calls: FxHashSet<Inst> = loop_calls.iter().map(|c| c.0).collect();
        let mut found: FxHashSet<Inst> = FxHashSet::default();
        for l in fl.forest.loops() {
            if let Some(i) = super::clie::identify_with(body, &fl, l, |i| calls.contains(&i)) {
                found.insert(i);
            }
        }
        for (i, what) in loop_calls {
            if !found.contains(&i) {
                out.push(at(
                    i,
                    Warning::new(
                        "csa-loop-intrinsic-without-loop",
                        format!("{what}: no loop follows this loop intrinsic (CLIE searches backwards from each loop's preheader through single predecessors at the same loop level); CLIE deletes it"),
                    ),
                ));
            }
        }
    }
    let model = CsaFunction::of(m, body);
    for p in &model.problems {
        match p {
            Problem::RegionIdNotConstant { entry } => out.push(at(
                *entry,
                Warning::error(
                    "csa-region-id-not-constant",
                    "the region ID of llvm.csa.parallel.region.entry must be an integer constant",
                ),
            )),
            Problem::RegionIdAmbiguous {
                inst,
                ids,
                non_constant,
            } => {
                let mut names: Vec<String> = ids.iter().map(|x| x.to_string()).collect();
                if *non_constant {
                    names.push("an ID that is not a constant".into());
                }
                let list = match names.split_last() {
                    Some((last, rest)) if !rest.is_empty() => {
                        format!("{} and {last}", rest.join(", "))
                    }
                    _ => names.join(""),
                };
                out.push(at(
                    *inst,
                    Warning::error(
                        "csa-region-id-ambiguous",
                        format!(
                            "region ID ambiguous: this intrinsic depends on region entries with the IDs {list}"
                        ),
                    ),
                ))
            }
            Problem::ExitWithoutEntry {
                inst,
                expected,
                found,
            } => out.push(at(
                *inst,
                Warning::error(
                    "csa-exit-without-entry",
                    format!(
                        "the operand must come from @{} but may come from {}{}",
                        expected.name(),
                        describe(*found),
                        if matches!(found, Value::Inst(i) if matches!(body.insts[*i].kind, parir_ir::inst::InstKind::Load { .. })) {
                            " (at -O0 clang keeps entry values in memory: run mem2reg)"
                        } else {
                            ""
                        }
                    ),
                ),
            )),
        }
    }
    // Exits of one entry on one path. Only exits whose operand is the entry itself: through
    // a phi the operand names another entry on some paths, which only the path-based
    // analysis can tell apart.
    let mut exits_of: FxHashMap<Inst, Vec<Inst>> = FxHashMap::default();
    let direct = |x: Inst| match body.insts[x].kind.call_data().and_then(|c| c.args.first()) {
        Some(Value::Inst(e))
            if !matches!(
                body.insts[*e].kind,
                parir_ir::inst::InstKind::Phi { .. } | parir_ir::inst::InstKind::Select { .. }
            ) =>
        {
            Some(*e)
        }
        _ => None,
    };
    for r in &model.regions {
        for &x in r.exits.iter().chain(&r.section_exits) {
            if let Some(e) = direct(x) {
                exits_of.entry(e).or_default().push(x);
            }
        }
    }
    for p in &model.markers {
        for &x in &p.exits {
            if direct(x) == Some(p.entry) {
                exits_of.entry(p.entry).or_default().push(x);
            }
        }
    }
    let mut reported: FxHashSet<Inst> = FxHashSet::default();
    let mut entries: Vec<Inst> = exits_of.keys().copied().collect();
    entries.sort_by_key(|i| body.insts[*i].pos);
    for e in entries {
        let xs = &exits_of[&e];
        for &a in xs {
            for &b in xs {
                if a != b && !reported.contains(&b) && reaches_avoiding(body, a, b, e) {
                    reported.insert(b);
                    out.push(at(
                        b,
                        Warning::error(
                            "csa-entry-exited-twice",
                            format!(
                                "this exit closes {} again after another exit of it on the same path; the second exit is outside what it closes",
                                describe(Value::Inst(e))
                            ),
                        ),
                    ));
                }
            }
        }
    }
    let _ = g;
    out
}

/// Whether instruction `to` can be reached from just after `from` without passing `avoid`.
fn reaches_avoiding(body: &Body, from: Inst, to: Inst, avoid: Inst) -> bool {
    let (Some(fb), Some(tb)) = (body.block_of(from), body.block_of(to)) else {
        return false;
    };
    // Scan the rest of `from`'s block, then whole blocks from their start.
    let scan = |b: Block, start: usize| -> (bool, bool) {
        // (found `to`, stopped at `avoid`)
        for &i in &body.blocks[b].insts[start..] {
            if i == to {
                return (true, false);
            }
            if i == avoid {
                return (false, true);
            }
        }
        (false, false)
    };
    let start = body.blocks[fb]
        .insts
        .iter()
        .position(|&i| i == from)
        .map_or(0, |p| p + 1);
    let (found, stopped) = scan(fb, start);
    if found {
        return true;
    }
    if stopped {
        return false;
    }
    let mut seen: FxHashSet<Block> = FxHashSet::default();
    let mut work: Vec<Block> = body.successors(fb);
    while let Some(b) = work.pop() {
        if !seen.insert(b) {
            continue;
        }
        let (found, stopped) = scan(b, 0);
        if found {
            return true;
        }
        if !stopped {
            work.extend(body.successors(b));
        }
    }
    let _ = tb;
    false
}
