//! The one place parir-spirv reads and writes LLVM's loop metadata (issue 27, point 2: the
//! SPIR-V writer and reader do not read annotation metadata themselves).
//!
//! A loop's controls in SPIR-V (`OpLoopMerge`'s mask and parameters) say, in SPIR-V's words,
//! what a LoopID says in LLVM's:
//!
//! | LoopID attribute | SPIR-V |
//! |---|---|
//! | `llvm.loop.parallel_accesses` (groups) | `ParallelAccessesINTEL` (one `OpAccessGroupListINTEL` per attribute) |
//! | `spirv.loop.dependency_accesses` (groups, safelen) | `DependencyAccessesINTEL` |
//! | `llvm.loop.unroll.enable` / `.full` / `.disable` / `.count N` | `Unroll` / `DontUnroll` / `PartialCount N` (reader) |
//! | `llvm.loop.ivdep.enable` / `.safelen N` (intel/llvm) | `DependencyInfinite` / `DependencyLength N` (legacy mode) |
//! | `llvm.loop.parallel_access_indices` (index groups on GEPs via `!llvm.index.group`, safelen) | `DependencyArrayINTEL` (legacy mode) |
//!
//! Instructions in access groups carry `!llvm.access.group` (one group or a list), which
//! becomes `AccessGroupMaskINTEL` operands or `AccessGroupINTEL` decorations. [`LoopAnnotations::of`] reads a LoopID into a
//! typed value for the writer; the `*_attr` functions write the reader's LoopID attributes and
//! [`access_group_suffix`] / [`index_group_suffix`] the instruction attachments.

use parir_analysis::access_groups::{group_attributes, GroupAttrKind};
use parir_analysis::loop_attrs::LoopAttributes;
use parir_ir::metadata::{MdNode, MdRef};
use parir_ir::value::ConstData;
use parir_ir::Module;

/// What a loop's LoopID asks of SPIR-V's loop controls.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LoopAnnotations {
    /// `llvm.loop.parallel_accesses`: the access groups of each attribute.
    pub parallel: Vec<Vec<MdNode>>,
    /// `spirv.loop.dependency_accesses`: the access groups and the safelen of each attribute.
    pub dependency: Vec<(Vec<MdNode>, i128)>,
    /// `llvm.loop.no_depends[_safelen]`, which SPIR-V says only after `ivdep-to-spirv-friendly`.
    pub no_depends: bool,
    /// `Some(false)`: `unroll.disable` (which wins over a request, as in LLVM); `Some(true)`:
    /// `unroll.enable` or `unroll.full`.
    pub unroll: Option<bool>,
    /// intel/llvm's `llvm.loop.ivdep.enable`.
    pub ivdep_enable: bool,
    /// intel/llvm's `llvm.loop.ivdep.safelen`.
    pub ivdep_safelen: Option<i64>,
    /// intel/llvm's `llvm.loop.parallel_access_indices`: the index groups of each attribute
    /// and its safelen (0 when it has none).
    pub index_groups: Vec<(Vec<MdNode>, u32)>,
}

/// A LoopID attribute the SPIR-V writer cannot read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadAttribute(pub &'static str);

impl LoopAnnotations {
    /// The controls LoopID `id` asks for.
    pub fn of(m: &Module, id: MdNode) -> Result<LoopAnnotations, BadAttribute> {
        let attrs = LoopAttributes::from_loop_id(m, id);
        let mut out = LoopAnnotations::default();
        for a in group_attributes(m, &attrs) {
            match a.kind {
                GroupAttrKind::ParallelAccesses => out.parallel.push(a.groups.clone()),
                GroupAttrKind::SpirvDependencyAccesses => out
                    .dependency
                    .push((a.groups.clone(), a.safelen.unwrap_or(0))),
                _ => out.no_depends = true,
            }
        }
        let md = parir_analysis::loopmd::mode::LoopMd::new(m, Some(id));
        if md.flag("llvm.loop.unroll.disable") {
            out.unroll = Some(false);
        } else if md.flag("llvm.loop.unroll.enable") || md.flag("llvm.loop.unroll.full") {
            out.unroll = Some(true);
        }
        out.ivdep_enable = md.find("llvm.loop.ivdep.enable").is_some();
        out.ivdep_safelen = md.int_attr("llvm.loop.ivdep.safelen");
        out.index_groups = index_group_attributes(m, id)?;
        Ok(out)
    }
}

/// The `llvm.loop.parallel_access_indices` attributes of LoopID `id`, in order: the index
/// groups each names and its safelen (its last operand when that is an integer, else 0).
fn index_group_attributes(m: &Module, id: MdNode) -> Result<Vec<(Vec<MdNode>, u32)>, BadAttribute> {
    let mut attrs = Vec::new();
    for op in m.md.tuple_ops(id).iter().skip(1) {
        let Some(MdRef::Node(n)) = op else { continue };
        let ops = m.md.tuple_ops(*n);
        let named = matches!(ops.first(), Some(Some(MdRef::Str(s)))
            if m.md.str_bytes(*s) == b"llvm.loop.parallel_access_indices");
        if !named {
            continue;
        }
        let mut groups = Vec::new();
        let mut safelen = 0u32;
        for (k, o) in ops.iter().enumerate().skip(1) {
            match o {
                Some(MdRef::Node(g)) => groups.push(m.md.canonical(*g)),
                Some(MdRef::Value(c)) if k + 1 == ops.len() => {
                    let v = match &m.consts.get(*c).data {
                        ConstData::Int(v) => v.as_i128(),
                        _ => None,
                    };
                    safelen = v.and_then(|v| u32::try_from(v).ok()).ok_or(BadAttribute(
                        "the safelen of llvm.loop.parallel_access_indices is not a 32-bit unsigned integer",
                    ))?;
                }
                _ => return Err(BadAttribute(
                    "llvm.loop.parallel_access_indices takes index groups and an optional safelen",
                )),
            }
        }
        attrs.push((groups, safelen));
    }
    Ok(attrs)
}

/// The metadata kind of intel/llvm's index groups on GEPs, if the module has it.
pub fn index_group_kind(m: &Module) -> Option<parir_ir::metadata::MdKind> {
    m.md.find_kind("llvm.index.group")
}

/// `Unroll` / `DontUnroll` as a LoopID attribute.
pub fn unroll_attr(enable: bool) -> String {
    if enable {
        "!{!\"llvm.loop.unroll.enable\"}".into()
    } else {
        "!{!\"llvm.loop.unroll.disable\"}".into()
    }
}

/// `PartialCount n`.
pub fn unroll_count_attr(n: u32) -> String {
    format!("!{{!\"llvm.loop.unroll.count\", i32 {n}}}")
}

/// `DependencyInfinite`.
pub fn ivdep_enable_attr() -> String {
    "!{!\"llvm.loop.ivdep.enable\"}".into()
}

/// `DependencyLength n`.
pub fn ivdep_safelen_attr(n: u32) -> String {
    format!("!{{!\"llvm.loop.ivdep.safelen\", i32 {n}}}")
}

/// `ParallelAccessesINTEL` with the access groups `groups` (`!1, !2`).
pub fn parallel_accesses_attr(groups: &str) -> String {
    format!("!{{!\"llvm.loop.parallel_accesses\", {groups}}}")
}

/// `DependencyAccessesINTEL` with the access groups `groups` and safelen `s`.
pub fn dependency_accesses_attr(groups: &str, s: u32) -> String {
    format!("!{{!\"spirv.loop.dependency_accesses\", {groups}, i32 {s}}}")
}

/// `DependencyArrayINTEL`: one index group `!g` with safelen `s` (0: none).
pub fn parallel_access_indices_attr(g: usize, s: u32) -> String {
    if s == 0 {
        format!("!{{!\"llvm.loop.parallel_access_indices\", !{g}}}")
    } else {
        format!("!{{!\"llvm.loop.parallel_access_indices\", !{g}, i32 {s}}}")
    }
}

/// The attachment of access group node `!n` to an instruction.
pub fn access_group_suffix(n: usize) -> String {
    format!(", !llvm.access.group !{n}")
}

/// The attachment of index group node `!n` to a GEP.
pub fn index_group_suffix(n: usize) -> String {
    format!(", !llvm.index.group !{n}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_loop_id_reads_as_its_controls() {
        let src = "define void @f(ptr %p, i1 %c) {\nentry:\n  br label %h\nh:\n  store i8 0, ptr %p, !llvm.access.group !1\n  br i1 %c, label %h, label %x, !llvm.loop !0\nx:\n  ret void\n}\n!0 = distinct !{!0, !2, !3, !4}\n!1 = distinct !{}\n!2 = !{!\"llvm.loop.parallel_accesses\", !1}\n!3 = !{!\"llvm.loop.unroll.disable\"}\n!4 = !{!\"llvm.loop.ivdep.safelen\", i32 4}\n";
        let m = parir_ir::parser::parse_module(src, "f.ll").unwrap();
        let f = m.global_by_name("f").unwrap();
        let fl = parir_analysis::loops::FunctionLoops::compute(m.body(f).unwrap());
        let l = fl.forest.loops().next().unwrap();
        let id = parir_analysis::loop_attrs::loop_id(&m, f, &fl, l)
            .unwrap()
            .unwrap();
        let c = LoopAnnotations::of(&m, id).unwrap();
        assert_eq!(c.parallel.len(), 1);
        assert_eq!(c.unroll, Some(false));
        assert_eq!(c.ivdep_safelen, Some(4));
        assert!(!c.ivdep_enable && !c.no_depends && c.index_groups.is_empty());
    }
}
