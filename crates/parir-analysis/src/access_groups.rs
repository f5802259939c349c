//! Access groups (issue 3, item 1: "access groups (`llvm.access.group`, single or list)").
//!
//! An access group is a distinct empty node, `distinct !{}`. A memory instruction belongs to
//! the groups its `!llvm.access.group` attachment names: the group itself, or a list of
//! groups `!{!1, !2}` (LangRef, `llvm.access.group`). A loop refers to groups from its
//! attributes:
//!
//! - `llvm.loop.parallel_accesses` (LangRef): accesses in the groups have no loop-carried
//!   dependences of any kind — what `is_annotated_parallel` checks;
//! - `llvm.loop.no_depends` and `llvm.loop.no_depends_safelen` (ivdep-loop-annotations-design.md,
//!   "LLVM Metadata changes"): no loop-carried data dependences, or none at a distance below
//!   the safelen (the last operand);
//! - `spirv.loop.dependency_accesses` / `spirv.dependency_accesses` (the same design,
//!   "LLVM Metadata to SPIR-V-Friendly LLVM Metadata"): the SPIR-V-friendly form, with the
//!   safelen (0 for none) last.
//!
//! Merging follows LLVM's `uniteAccessGroups`, which the inliner uses to add a call site's
//! groups to the callee's instructions: the groups of both sides, first side first, without
//! repetitions; one group stays a bare group, several become a uniqued list.

use crate::loop_attrs::LoopAttributes;
use crate::loops::{FunctionLoops, Loop};
use crate::memory::may_read_or_write_memory;
use parir_ir::inst::InstData;
use parir_ir::metadata::{MdNode, MdRef, NodeData};
use parir_ir::value::ConstData;
use parir_ir::{Body, GlobalId, Inst, Module};

/// Whether `n` is an access group: a distinct node without operands.
pub fn is_access_group(m: &Module, n: MdNode) -> bool {
    let e = m.md.node(n);
    e.distinct && matches!(&e.data, NodeData::Tuple(ops) if ops.is_empty())
}

/// The groups named by an `llvm.access.group` node: itself if it has no operands, else its
/// node operands (canonical ids).
pub fn groups_of_node(m: &Module, n: MdNode) -> Vec<MdNode> {
    let n = m.md.canonical(n);
    let ops = m.md.tuple_ops(n);
    if ops.is_empty() {
        return vec![n];
    }
    ops.iter()
        .filter_map(|o| match o {
            Some(MdRef::Node(g)) => Some(m.md.canonical(*g)),
            _ => None,
        })
        .collect()
}

/// The `!llvm.access.group` attachment of an instruction, if any.
pub fn access_group_attachment(m: &Module, d: &InstData) -> Option<MdNode> {
    let kind = m.md.find_kind("llvm.access.group")?;
    d.md.iter()
        .find(|(k, _)| *k == kind)
        .map(|(_, n)| m.md.canonical(*n))
}

/// The access groups an instruction belongs to (empty without attachment).
///
/// ```
/// let m = parir_ir::parser::parse_module(
///     "define void @f(ptr %p) {\n  store i8 0, ptr %p, !llvm.access.group !0\n  ret void\n}\n!0 = !{!1, !2}\n!1 = distinct !{}\n!2 = distinct !{}\n",
///     "m.ll",
/// ).unwrap();
/// let f = m.globals[m.global_by_name("f").unwrap()].as_func().unwrap();
/// let body = f.body.as_ref().unwrap();
/// let store = body.inst_iter().next().unwrap().1;
/// assert_eq!(parir_analysis::access_groups::access_groups(&m, &body.insts[store]).len(), 2);
/// ```
pub fn access_groups(m: &Module, d: &InstData) -> Vec<MdNode> {
    access_group_attachment(m, d).map_or_else(Vec::new, |n| groups_of_node(m, n))
}

/// The access groups of the instructions of loop `l` (and its sub-loops) that may access
/// memory, in the order first met, without repetitions.
///
/// ```
/// use parir_analysis::{access_groups::loop_access_groups, loops::FunctionLoops};
/// let m = parir_ir::parser::parse_module(
///     "define void @f(ptr %p, i1 %c) {\nentry:\n  br label %h\nh:\n  store i8 0, ptr %p, !llvm.access.group !0\n  br i1 %c, label %h, label %x\nx:\n  ret void\n}\n!0 = distinct !{}\n",
///     "m.ll",
/// ).unwrap();
/// let f = m.global_by_name("f").unwrap();
/// let body = m.globals[f].as_func().unwrap().body.as_ref().unwrap();
/// let fl = FunctionLoops::compute(body);
/// assert_eq!(loop_access_groups(&m, body, &fl, fl.forest.top_level()[0]).len(), 1);
/// ```
pub fn loop_access_groups(m: &Module, body: &Body, fl: &FunctionLoops, l: Loop) -> Vec<MdNode> {
    let mut out: Vec<MdNode> = Vec::new();
    for &b in fl.forest.blocks(l) {
        for &i in &body.blocks[b].insts {
            let d = &body.insts[i];
            if !may_read_or_write_memory(m, d) {
                continue;
            }
            for g in access_groups(m, d) {
                if !out.contains(&g) {
                    out.push(g);
                }
            }
        }
    }
    out
}

/// The loop attributes that name access groups.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum GroupAttrKind {
    /// `llvm.loop.parallel_accesses`.
    ParallelAccesses,
    /// `llvm.loop.no_depends`.
    NoDepends,
    /// `llvm.loop.no_depends_safelen`.
    NoDependsSafelen,
    /// `spirv.loop.dependency_accesses` (also spelled `spirv.dependency_accesses`).
    SpirvDependencyAccesses,
}

impl GroupAttrKind {
    /// The kind of the attribute named `name`.
    pub fn from_name(name: &str) -> Option<GroupAttrKind> {
        Some(match name {
            "llvm.loop.parallel_accesses" => GroupAttrKind::ParallelAccesses,
            "llvm.loop.no_depends" => GroupAttrKind::NoDepends,
            "llvm.loop.no_depends_safelen" => GroupAttrKind::NoDependsSafelen,
            "spirv.loop.dependency_accesses" | "spirv.dependency_accesses" => {
                GroupAttrKind::SpirvDependencyAccesses
            }
            _ => return None,
        })
    }
}

/// One attribute of a loop naming access groups.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GroupAttribute {
    pub kind: GroupAttrKind,
    /// The groups, lists flattened, in order, without repetitions.
    pub groups: Vec<MdNode>,
    /// The trailing integer operand (the safelen; 0 in `spirv.*` means none), if any.
    pub safelen: Option<i128>,
}

/// Every attribute of a LoopID that names access groups, in order (one entry per
/// attribute: `llvm.loop.no_depends` may appear once per array).
///
/// ```
/// use parir_analysis::{access_groups::*, loop_attrs::LoopAttributes};
/// let m = parir_ir::parser::parse_module(
///     "define void @f() {\n  ret void, !llvm.loop !0\n}\n!0 = distinct !{!0, !1}\n!1 = !{!\"llvm.loop.no_depends_safelen\", !2, i32 4}\n!2 = distinct !{}\n",
///     "m.ll",
/// ).unwrap();
/// let id = m.md.nodes().find(|(n, e)| e.distinct && !m.md.tuple_ops(*n).is_empty()).unwrap().0;
/// let attrs = group_attributes(&m, &LoopAttributes::from_loop_id(&m, id));
/// assert_eq!(attrs[0].kind, GroupAttrKind::NoDependsSafelen);
/// assert_eq!((attrs[0].groups.len(), attrs[0].safelen), (1, Some(4)));
/// ```
pub fn group_attributes(m: &Module, attrs: &LoopAttributes) -> Vec<GroupAttribute> {
    let mut out = Vec::new();
    for a in attrs.attributes() {
        let Some(kind) = GroupAttrKind::from_name(&a.name) else {
            continue;
        };
        let mut ga = GroupAttribute {
            kind,
            groups: Vec::new(),
            safelen: None,
        };
        for op in &a.operands {
            match op {
                Some(MdRef::Node(n)) => {
                    for g in groups_of_node(m, *n) {
                        if !ga.groups.contains(&g) {
                            ga.groups.push(g);
                        }
                    }
                }
                Some(MdRef::Value(c)) => {
                    if let ConstData::Int(v) = &m.consts.get(*c).data {
                        ga.safelen = v.as_i128();
                    }
                }
                _ => {}
            }
        }
        out.push(ga);
    }
    out
}

/// The groups of the first `llvm.loop.parallel_accesses` attribute — the only one LLVM 19's
/// `isAnnotatedParallel` looks at.
pub fn parallel_access_groups(m: &Module, attrs: &LoopAttributes) -> Vec<MdNode> {
    group_attributes(m, attrs)
        .into_iter()
        .find(|a| a.kind == GroupAttrKind::ParallelAccesses)
        .map(|a| a.groups)
        .unwrap_or_default()
}

/// Creates a fresh access group, `distinct !{}`.
///
/// ```
/// let mut m = parir_ir::Module::new("m");
/// let (a, b) = (
///     parir_analysis::access_groups::new_access_group(&mut m),
///     parir_analysis::access_groups::new_access_group(&mut m),
/// );
/// assert!(a != b && parir_analysis::access_groups::is_access_group(&m, a));
/// ```
pub fn new_access_group(m: &mut Module) -> MdNode {
    m.md.distinct(NodeData::Tuple(Vec::new()))
}

/// LLVM's `uniteAccessGroups`: the union of two `llvm.access.group` nodes (a group or a
/// list), `a`'s groups first, without repetitions; a single group is returned bare, several
/// as a uniqued list, none as `None`.
///
/// ```
/// use parir_analysis::access_groups::*;
/// let mut m = parir_ir::Module::new("m");
/// let (a, b) = (new_access_group(&mut m), new_access_group(&mut m));
/// assert_eq!(unite_access_groups(&mut m, Some(a), Some(a)), Some(a));
/// let ab = unite_access_groups(&mut m, Some(a), Some(b)).unwrap();
/// assert_eq!(groups_of_node(&m, ab), [a, b]);
/// assert_eq!(unite_access_groups(&mut m, Some(ab), Some(b)), Some(ab));
/// ```
pub fn unite_access_groups(m: &mut Module, a: Option<MdNode>, b: Option<MdNode>) -> Option<MdNode> {
    let (a, b) = match (a, b) {
        (None, x) | (x, None) => return x,
        (Some(a), Some(b)) => (m.md.canonical(a), m.md.canonical(b)),
    };
    if a == b {
        return Some(a);
    }
    let mut union = groups_of_node(m, a);
    for g in groups_of_node(m, b) {
        if !union.contains(&g) {
            union.push(g);
        }
    }
    match union.as_slice() {
        [] => None,
        [one] => Some(*one),
        _ => Some(m.md.uniqued(NodeData::Tuple(
            union.into_iter().map(|g| Some(MdRef::Node(g))).collect(),
        ))),
    }
}

/// LLVM's `intersectAccessGroups` on two instructions' nodes: the groups of `a` that are
/// also in `b` (what an instruction merged from two keeps), bare or as a uniqued list.
pub fn intersect_access_groups(
    m: &mut Module,
    a: Option<MdNode>,
    b: Option<MdNode>,
) -> Option<MdNode> {
    let (a, b) = (m.md.canonical(a?), m.md.canonical(b?));
    if a == b {
        return Some(a);
    }
    let in_b = groups_of_node(m, b);
    let both: Vec<MdNode> = groups_of_node(m, a)
        .into_iter()
        .filter(|g| in_b.contains(g))
        .collect();
    match both.as_slice() {
        [] => None,
        [one] => Some(*one),
        _ => Some(m.md.uniqued(NodeData::Tuple(
            both.into_iter().map(|g| Some(MdRef::Node(g))).collect(),
        ))),
    }
}

/// Adds the groups of `groups` (a group or a list) to instruction `i` of function `f`,
/// merging with what it has as [`unite_access_groups`] does (the inliner's treatment of a
/// call site's groups). Returns whether the attachment changed.
///
/// ```
/// use parir_analysis::access_groups::*;
/// let mut m = parir_ir::parser::parse_module(
///     "define void @f(ptr %p) {\n  store i8 0, ptr %p, !llvm.access.group !0\n  ret void\n}\n!0 = distinct !{}\n",
///     "m.ll",
/// ).unwrap();
/// let f = m.global_by_name("f").unwrap();
/// let store = m.globals[f].as_func().unwrap().body.as_ref().unwrap().inst_iter().next().unwrap().1;
/// let g = new_access_group(&mut m);
/// assert!(add_access_groups(&mut m, f, store, g));
/// let text = parir_ir::printer::print_module(&m);
/// assert!(text.contains("!llvm.access.group !0\n") && text.contains("!0 = !{!1, !2}\n"));
/// ```
pub fn add_access_groups(m: &mut Module, f: GlobalId, i: Inst, groups: MdNode) -> bool {
    let Some(d) = m
        .globals
        .get(f)
        .and_then(|g| g.as_func())
        .and_then(|func| func.body.as_ref())
        .and_then(|body| body.insts.get(i))
    else {
        return false;
    };
    let old = access_group_attachment(m, d);
    let Some(new) = unite_access_groups(m, old, Some(groups)) else {
        return false;
    };
    if old == Some(new) {
        return false;
    }
    let kind = m.md.kind("llvm.access.group");
    let Some(d) = m
        .globals
        .get_mut(f)
        .and_then(|g| g.as_func_mut())
        .and_then(|func| func.body.as_mut())
        .and_then(|body| body.insts.get_mut(i))
    else {
        return false;
    };
    match d.md.iter_mut().find(|(k, _)| *k == kind) {
        Some(slot) => slot.1 = new,
        None => d.md.push((kind, new)),
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::loop_attrs::loop_attributes;

    const SRC: &str = "define void @f(ptr %a, i1 %c) {
entry:
  br label %outer
outer:
  store i32 0, ptr %a, !llvm.access.group !4
  br label %inner
inner:
  %v = load i32, ptr %a, !llvm.access.group !3
  call void @g(ptr %a), !llvm.access.group !5
  call void @pure(), !llvm.access.group !6
  br i1 %c, label %latch, label %inner, !llvm.loop !0
latch:
  br i1 %c, label %exit, label %outer, !llvm.loop !1
exit:
  ret void
}
declare void @g(ptr)
declare void @pure() memory(none)
!0 = distinct !{!0, !7, !8, !9}
!1 = distinct !{!1, !10}
!2 = distinct !{}
!3 = !{!2, !4}
!4 = distinct !{}
!5 = distinct !{}
!6 = distinct !{}
!7 = !{!\"llvm.loop.parallel_accesses\", !2}
!8 = !{!\"llvm.loop.no_depends\", !3, !5}
!9 = !{!\"spirv.loop.dependency_accesses\", !5, i32 0}
!10 = !{!\"llvm.loop.parallel_accesses\", !2, !4, !5}
";

    #[test]
    fn groups_of_loops_and_attributes() {
        let m = parir_ir::parser::parse_module(SRC, "t.ll").unwrap();
        let f = m.global_by_name("f").unwrap();
        let body = m.globals[f].as_func().unwrap().body.as_ref().unwrap();
        let fl = FunctionLoops::compute(body);
        let outer = fl.forest.top_level()[0];
        let inner = fl.forest.children(outer)[0];
        // The memory(none) call's group does not count.
        assert_eq!(loop_access_groups(&m, body, &fl, inner).len(), 3);
        let outer_groups = loop_access_groups(&m, body, &fl, outer);
        assert_eq!(outer_groups.len(), 3);
        assert!(outer_groups.iter().all(|&g| is_access_group(&m, g)));

        let attrs = loop_attributes(&m, f, &fl, inner).unwrap();
        let ga = group_attributes(&m, &attrs);
        let kinds: Vec<GroupAttrKind> = ga.iter().map(|a| a.kind).collect();
        assert_eq!(
            kinds,
            [
                GroupAttrKind::ParallelAccesses,
                GroupAttrKind::NoDepends,
                GroupAttrKind::SpirvDependencyAccesses
            ]
        );
        assert_eq!(ga[1].groups.len(), 3);
        assert_eq!(ga[2].safelen, Some(0));
        assert_eq!(parallel_access_groups(&m, &attrs).len(), 1);
        // Inner: the load's list names !2, but the call in !5 is not covered; outer: all are.
        assert!(!fl.forest.is_annotated_parallel(&fl.cfg, &m, body, inner));
        assert!(fl.forest.is_annotated_parallel(&fl.cfg, &m, body, outer));
    }

    #[test]
    fn merging_like_the_inliner() {
        let mut m = parir_ir::parser::parse_module(SRC, "t.ll").unwrap();
        let f = m.global_by_name("f").unwrap();
        let body = m.globals[f].as_func().unwrap().body.as_ref().unwrap();
        let insts: Vec<Inst> = body.inst_iter().map(|(_, i)| i).collect();
        let (store, load) = (insts[1], insts[3]);
        let load_groups = access_group_attachment(&m, &body.insts[load]).unwrap();
        let g = new_access_group(&mut m);
        assert!(add_access_groups(&mut m, f, load, g));
        assert!(!add_access_groups(&mut m, f, load, g));
        // Adding a list to a single group: one list, duplicates dropped, order kept.
        assert!(add_access_groups(&mut m, f, store, load_groups));
        let body = m.globals[f].as_func().unwrap().body.as_ref().unwrap();
        let got = access_groups(&m, &body.insts[store]);
        assert_eq!(got.len(), 2);
        assert_eq!(got[0], groups_of_node(&m, load_groups)[1]);
        let l = access_groups(&m, &body.insts[load]);
        assert_eq!((l.len(), l[2]), (3, g));
        // A list merged to one: stays a list; lists with equal groups are one node.
        let a = access_group_attachment(&m, &body.insts[store]);
        let b = unite_access_groups(&mut m, Some(load_groups), None);
        let i = intersect_access_groups(&mut m, a, b);
        assert_eq!(i.map(|n| groups_of_node(&m, n).len()), Some(2));
        let none = intersect_access_groups(&mut m, Some(g), b);
        assert_eq!(none, None);
    }
}
