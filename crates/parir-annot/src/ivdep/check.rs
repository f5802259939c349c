//! `parir check`: lints of a module's ivdep / parallel-loop annotations, each with a stable
//! name and the location of the instruction or loop latch it is about.
//!
//! | name | what |
//! |---|---|
//! | `ivdep-marker-left` | a `parir.h` marker call is still in the IR (run `ivdep-lower`) |
//! | `dpcpp-metadata-left` | a loop still has DPC++ `llvm.loop.ivdep.*` / `parallel_access_indices` |
//! | `access-group-not-distinct` | `!llvm.access.group !{}` is a uniqued empty node: an empty *list*, no group |
//! | `access-group-invalid` | an `!llvm.access.group` list has an operand that is not a group (a distinct node without operands) |
//! | `loop-id-invalid` | the latches disagree on `!llvm.loop`, or the LoopID does not refer to itself |
//! | `loop-attr-operand-not-group` | an operand of `parallel_accesses` / `no_depends*` / `spirv.loop.dependency_accesses` is not an access group |
//! | `loop-attr-bad-safelen` | a safelen attribute without a positive `i32` safelen last (≥ 0 for the SPIR-V form) |
//! | `loop-attr-empty` | such an attribute names no group |
//! | `loop-attr-group-not-in-loop` | it names a group no memory access of the loop carries |
//! | `parallel-loop-not-covered` | `llvm.loop.parallel_accesses` does not cover every memory access: LLVM does not treat the loop as parallel |
//! | `ivdep-overlapping` | one group is named by two ivdep attributes of one loop (seed rule 1.5.2) |
//! | `access-group-shared-by-unrelated-loops` | one group is named by loops neither of which contains the other (copies of one loop, with the same attributes after inlining, unrolling or versioning, or in two functions, are not unrelated) |

use super::dpcpp::LEGACY_ATTRIBUTES;
use super::markers::{marker_calls, marker_functions};
use super::objects::{encloses, loop_accesses};
use crate::diag::Warning;
use parir_analysis::access_groups::{
    access_group_attachment, access_groups, is_access_group, GroupAttrKind,
};
use parir_analysis::loop_attrs::loop_attributes;
use parir_analysis::loops::{FunctionLoops, Loop};
use parir_ir::metadata::{MdNode, MdRef};
use parir_ir::value::ConstData;
use parir_ir::{GlobalId, Module};
use rustc_hash::FxHashMap;

/// Lints every function of `m`; the warnings are in function and layout order.
///
/// ```
/// let m = parir_ir::parser::parse_module(
///     "define void @f(ptr %p, i1 %c) {\nentry:\n  br label %h\nh:\n  store i8 0, ptr %p\n  br i1 %c, label %h, label %x, !llvm.loop !0\nx:\n  ret void\n}\n!0 = distinct !{!0, !1}\n!1 = !{!\"llvm.loop.parallel_accesses\", !2}\n!2 = distinct !{}\n",
///     "m.ll",
/// ).unwrap();
/// let ws = parir_annot::ivdep::check::check_module(&m);
/// let names: Vec<&str> = ws.iter().map(|w| w.name).collect();
/// assert_eq!(names, ["loop-attr-group-not-in-loop", "parallel-loop-not-covered"]);
/// ```
pub fn check_module(m: &Module) -> Vec<Warning> {
    let mut out = Vec::new();
    let markers = marker_functions(m);
    // group -> the loops naming it, with the warning location of each.
    // Per group, the loops naming it: function, loop, its attributes, a warning at its latch.
    #[allow(clippy::type_complexity)]
    let mut users: FxHashMap<
        MdNode,
        Vec<(
            GlobalId,
            Loop,
            Vec<parir_analysis::loop_attrs::LoopAttribute>,
            Warning,
        )>,
    > = FxHashMap::default();
    let mut group_order: Vec<MdNode> = Vec::new();
    let funcs: Vec<GlobalId> = m
        .functions()
        .filter(|(_, f)| f.body.is_some())
        .map(|(g, _)| g)
        .collect();
    let mut fls: FxHashMap<GlobalId, FunctionLoops> = FxHashMap::default();
    for f in funcs {
        let Some(body) = m.globals[f].as_func().and_then(|x| x.body.as_ref()) else {
            continue;
        };
        let fname = format!("@{}", m.globals[f].name().unwrap_or(""));
        let at = |i: parir_ir::Inst, name: &'static str, msg: String| {
            Warning::new(name, msg).at_inst(m, &fname, &body.insts[i])
        };
        for c in marker_calls(m, body, &markers) {
            out.push(at(
                c.inst,
                "ivdep-marker-left",
                format!(
                    "{} marker call: run `parir opt -passes=ivdep-lower` to turn it into loop metadata",
                    c.kind.macro_name()
                ),
            ));
        }
        for (_, i) in body.inst_iter() {
            let Some(n) = access_group_attachment(m, &body.insts[i]) else {
                continue;
            };
            let e = m.md.node(n);
            let ops = m.md.tuple_ops(n);
            if ops.is_empty() && !e.distinct {
                out.push(at(
                    i,
                    "access-group-not-distinct",
                    "!llvm.access.group names a uniqued `!{}`: that is an empty list of groups, not a group (write `distinct !{}`)".into(),
                ));
            } else if !ops.is_empty() {
                for (k, o) in ops.iter().enumerate() {
                    let ok =
                        matches!(o, Some(MdRef::Node(g)) if is_access_group(m, m.md.canonical(*g)));
                    if !ok {
                        out.push(at(
                            i,
                            "access-group-invalid",
                            format!(
                                "operand {k} of the !llvm.access.group list is not an access group (a distinct node without operands)"
                            ),
                        ));
                    }
                }
            }
        }
        let fl = FunctionLoops::compute(body);
        let accesses = loop_accesses(m, body, &fl);
        let mut by_block: rustc_hash::FxHashMap<parir_ir::Block, Vec<parir_ir::Inst>> =
            rustc_hash::FxHashMap::default();
        for &(i, _) in &accesses {
            if let Some(b) = body.block_of(i) {
                by_block.entry(b).or_default().push(i);
            }
        }
        for l in fl.forest.loops() {
            let latch_inst = fl
                .forest
                .latches(&fl.cfg, l)
                .first()
                .and_then(|&b| body.terminator(b));
            let here = |name: &'static str, msg: String| match latch_inst {
                Some(t) => at(t, name, msg),
                None => {
                    let mut w = Warning::new(name, msg);
                    w.function = Some(fname.clone());
                    w
                }
            };
            let attrs = match loop_attributes(m, f, &fl, l) {
                Ok(a) => a,
                Err(e) => {
                    out.push(here("loop-id-invalid", e.to_string()));
                    continue;
                }
            };
            let legacy: Vec<&str> = attrs
                .attributes()
                .map(|a| a.name.as_str())
                .filter(|n| LEGACY_ATTRIBUTES.contains(n))
                .collect();
            if !legacy.is_empty() {
                out.push(here(
                    "dpcpp-metadata-left",
                    format!(
                        "DPC++ loop metadata ({}): run `parir opt -passes=ivdep-lower` to migrate it to llvm.loop.no_depends(_safelen)",
                        legacy.join(", ")
                    ),
                ));
            }
            // The accesses of the loop's blocks (sub-loops included): per block, not a scan
            // of the function per loop.
            let loop_groups: Vec<Vec<MdNode>> = fl
                .forest
                .blocks(l)
                .iter()
                .filter_map(|b| by_block.get(b))
                .flatten()
                .map(|i| access_groups(m, &body.insts[*i]))
                .collect();
            let mut ivdep_seen: Vec<(MdNode, String)> = Vec::new();
            let mut parallel: Vec<MdNode> = Vec::new();
            let mut has_parallel = false;
            for a in attrs.attributes() {
                let Some(kind) = GroupAttrKind::from_name(&a.name) else {
                    continue;
                };
                let wants_int = matches!(
                    kind,
                    GroupAttrKind::NoDependsSafelen | GroupAttrKind::SpirvDependencyAccesses
                );
                let mut ops: &[Option<MdRef>] = &a.operands;
                if wants_int {
                    let last = ops.last().and_then(|o| match o {
                        Some(MdRef::Value(c)) => match &m.consts.get(*c).data {
                            ConstData::Int(v) => v.as_i128(),
                            _ => None,
                        },
                        _ => None,
                    });
                    let min = if kind == GroupAttrKind::NoDependsSafelen {
                        1
                    } else {
                        0
                    };
                    match last {
                        Some(v) if v >= min => ops = &ops[..ops.len() - 1],
                        Some(v) => {
                            ops = &ops[..ops.len() - 1];
                            out.push(here(
                                "loop-attr-bad-safelen",
                                format!("{}: safelen {v} is below {min}", a.name),
                            ));
                        }
                        None => out.push(here(
                            "loop-attr-bad-safelen",
                            format!("{}: the last operand must be the i32 safelen", a.name),
                        )),
                    }
                }
                let mut groups = Vec::new();
                for (k, o) in ops.iter().enumerate() {
                    match o {
                        Some(MdRef::Node(g)) if is_access_group(m, m.md.canonical(*g)) => {
                            groups.push(m.md.canonical(*g))
                        }
                        _ => out.push(here(
                            "loop-attr-operand-not-group",
                            format!(
                                "{}: operand {} is not an access group (a distinct node without operands)",
                                a.name,
                                k + 1
                            ),
                        )),
                    }
                }
                if groups.is_empty() && ops.is_empty() {
                    out.push(here(
                        "loop-attr-empty",
                        format!("{} names no access group: it claims nothing", a.name),
                    ));
                }
                for &g in &groups {
                    if !loop_groups.iter().any(|gs| gs.contains(&g)) {
                        out.push(here(
                            "loop-attr-group-not-in-loop",
                            format!(
                                "{} names an access group that no memory access of this loop carries",
                                a.name
                            ),
                        ));
                    }
                    let e = users.entry(g).or_default();
                    if e.is_empty() {
                        group_order.push(g);
                    }
                    if !e.iter().any(|(ef, el, _, _)| *ef == f && *el == l) {
                        let list = attrs.attributes().cloned().collect();
                        e.push((f, l, list, here("", String::new())));
                    }
                }
                if kind == GroupAttrKind::ParallelAccesses {
                    has_parallel = true;
                    parallel.extend(groups.iter().copied());
                } else {
                    for &g in &groups {
                        if let Some((_, other)) = ivdep_seen.iter().find(|(x, _)| *x == g) {
                            out.push(here(
                                "ivdep-overlapping",
                                format!(
                                    "an access group is named by both {other} and {}: overlapping ivdep annotations",
                                    a.name
                                ),
                            ));
                            break;
                        }
                    }
                    for &g in &groups {
                        ivdep_seen.push((g, a.name.clone()));
                    }
                }
            }
            if has_parallel {
                let n = loop_groups
                    .iter()
                    .filter(|gs| gs.iter().any(|g| parallel.contains(g)))
                    .count();
                if n != loop_groups.len() {
                    out.push(here(
                        "parallel-loop-not-covered",
                        format!(
                            "llvm.loop.parallel_accesses covers {n} of the loop's {} memory accesses: LLVM does not treat the loop as parallel",
                            loop_groups.len()
                        ),
                    ));
                }
            }
        }
        fls.insert(f, fl);
    }
    for g in group_order {
        let us = &users[&g];
        'pairs: for j in 0..us.len() {
            for k in 0..j {
                let (fa, la, aa, _) = &us[k];
                let (fb, lb, ab, wb) = &us[j];
                // Copies of one loop (LLVM's inliner, unroller and loop versioning copy a
                // loop with its attributes; only the LoopID's locations change) each claim
                // their own accesses: not a mistake. Loops of two functions sharing a group
                // are such copies too (a frontend gives each function its own groups).
                let copies = aa == ab || fa != fb;
                let related = copies
                    || fa == fb
                        && fls
                            .get(fa)
                            .is_some_and(|fl| encloses(fl, *la, *lb) || encloses(fl, *lb, *la));
                if !related {
                    let mut w = wb.clone();
                    w.name = "access-group-shared-by-unrelated-loops";
                    w.message = "an access group named by this loop's attributes is also named by a loop that neither contains nor is contained in it".into();
                    out.push(w);
                    break 'pairs;
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// parir's verifier rejects such lists, so `parir check` never sees them; the library
    /// lint still reports them on modules that were not verified.
    #[test]
    fn invalid_group_lists_on_unverified_modules() {
        let src = "define void @f(ptr %p) {\n  store i8 0, ptr %p, !llvm.access.group !0\n  ret void\n}\n!0 = !{!1, !2}\n!1 = distinct !{}\n!2 = !{!\"x\"}\n";
        let m = parir_ir::parser::parse_module(src, "t.ll").expect("parses");
        let ws = check_module(&m);
        assert_eq!(ws.len(), 1);
        assert_eq!(ws[0].name, "access-group-invalid");
        assert_eq!(
            ws[0].render("t.ll", src),
            "warning: <unknown>:0:0: operand 1 of the !llvm.access.group list is not an access group (a distinct node without operands) [access-group-invalid] (at t.ll:2:3)"
        );
    }
}
