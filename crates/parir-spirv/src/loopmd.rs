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
//! | `llvm.loop.unroll.enable` / `.full` / `.disable` / `.count N` | `Unroll` / `DontUnroll` / `PartialCount N` |
//! | `llvm.loop.ivdep.enable` / `.safelen N` (intel/llvm) | `DependencyInfinite` / `DependencyLength N` (legacy mode) |
//! | `llvm.loop.parallel_access_indices` (index groups on GEPs via `!llvm.index.group`, safelen) | `DependencyArrayINTEL` (legacy mode) |
//! | `llvm.loop.ii.count`, `max_concurrency.count`, `intel.pipelining.enable`, `coalesce.*`, `max_interleaving.count`, `intel.speculated.iterations.count`, `fusion.disable`, `intel.loopcount_*`, `intel.max_reinvocation_delay.count` | the FPGA controls ([`FpgaControls`]) |
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
    /// `llvm.loop.unroll.count N` (`PartialCount N`, SPIR-V 1.4).
    pub unroll_count: Option<u32>,
    /// The FPGA controls (SPV_INTEL_fpga_loop_controls), as [`FpgaControls`].
    pub fpga: FpgaControls,
}

/// intel/llvm's FPGA loop attributes, which llvm-spirv-15 writes as the loop controls of
/// SPV_INTEL_fpga_loop_controls.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FpgaControls {
    /// `llvm.loop.ii.count` → `InitiationIntervalINTEL`.
    pub ii: Option<u32>,
    /// `llvm.loop.max_concurrency.count` → `MaxConcurrencyINTEL`.
    pub max_concurrency: Option<u32>,
    /// `llvm.loop.intel.pipelining.enable N` → `PipelineEnableINTEL N`.
    pub pipeline: Option<u32>,
    /// `llvm.loop.coalesce.enable` (0) or `llvm.loop.coalesce.count N` → `LoopCoalesceINTEL`.
    pub coalesce: Option<u32>,
    /// `llvm.loop.max_interleaving.count` → `MaxInterleavingINTEL`.
    pub max_interleaving: Option<u32>,
    /// `llvm.loop.intel.speculated.iterations.count` → `SpeculatedIterationsINTEL`.
    pub speculated_iterations: Option<u32>,
    /// `llvm.loop.fusion.disable` → `NoFusionINTEL`.
    pub no_fusion: bool,
    /// `llvm.loop.intel.loopcount_min` / `_max` / `_avg` → `LoopCountINTEL` (each a 64-bit
    /// literal, -1 where the attribute is absent).
    pub loop_count: Option<[i64; 3]>,
    /// `llvm.loop.intel.max_reinvocation_delay.count` → `MaxReinvocationDelayINTEL`.
    pub max_reinvocation_delay: Option<u32>,
}

impl FpgaControls {
    /// Whether any control is asked for.
    pub fn any(&self) -> bool {
        *self != FpgaControls::default()
    }

    /// The controls' mask bits and parameter words, in ascending bit order.
    pub fn words(&self) -> Vec<(u32, Vec<u32>)> {
        let one = |bit: u32, v: Option<u32>| v.map(|v| (bit, vec![v]));
        let mut out: Vec<(u32, Vec<u32>)> = [
            one(LOOP_II, self.ii),
            one(LOOP_MAX_CONCURRENCY, self.max_concurrency),
            one(LOOP_PIPELINE, self.pipeline),
            one(LOOP_COALESCE, self.coalesce),
            one(LOOP_MAX_INTERLEAVING, self.max_interleaving),
            one(LOOP_SPECULATED_ITERATIONS, self.speculated_iterations),
            self.no_fusion.then(|| (LOOP_NO_FUSION, Vec::new())),
            self.loop_count.map(|c| {
                let words = c
                    .iter()
                    .flat_map(|&v| [v as u64 as u32, ((v as u64) >> 32) as u32])
                    .collect();
                (LOOP_COUNT, words)
            }),
            one(LOOP_MAX_REINVOCATION_DELAY, self.max_reinvocation_delay),
        ]
        .into_iter()
        .flatten()
        .collect();
        out.sort_by_key(|(b, _)| *b);
        out
    }
}

/// `LoopControl` bits of SPV_INTEL_fpga_loop_controls.
pub const LOOP_II: u32 = 0x1_0000;
pub const LOOP_MAX_CONCURRENCY: u32 = 0x2_0000;
pub const LOOP_PIPELINE: u32 = 0x8_0000;
pub const LOOP_COALESCE: u32 = 0x10_0000;
pub const LOOP_MAX_INTERLEAVING: u32 = 0x20_0000;
pub const LOOP_SPECULATED_ITERATIONS: u32 = 0x40_0000;
pub const LOOP_NO_FUSION: u32 = 0x80_0000;
pub const LOOP_COUNT: u32 = 0x100_0000;
pub const LOOP_MAX_REINVOCATION_DELAY: u32 = 0x200_0000;

/// The integer operand of attribute `name` of LoopID `id` (its only operand), if any.
fn int_operand(m: &Module, id: MdNode, name: &str) -> Option<Option<i128>> {
    for op in m.md.tuple_ops(id).iter().skip(1) {
        let Some(MdRef::Node(n)) = op else { continue };
        let ops = m.md.tuple_ops(*n);
        let named = matches!(ops.first(), Some(Some(MdRef::Str(s)))
            if m.md.str_bytes(*s) == name.as_bytes());
        if !named {
            continue;
        }
        let v = match ops.get(1..) {
            Some([Some(MdRef::Value(c))]) => match &m.consts.get(*c).data {
                ConstData::Int(v) => v.as_i128(),
                _ => None,
            },
            _ => None,
        };
        return Some(v);
    }
    None
}

/// The 32-bit literal of attribute `name`: absent → `None`; a value that is no unsigned
/// 32-bit integer is an error naming the attribute.
fn u32_attr(m: &Module, id: MdNode, name: &'static str) -> Result<Option<u32>, BadAttribute> {
    match int_operand(m, id, name) {
        None => Ok(None),
        Some(v) => v
            .and_then(|v| u32::try_from(v).ok())
            .map(Some)
            .ok_or(BadAttribute(name)),
    }
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
        out.unroll_count = u32_attr(m, id, "llvm.loop.unroll.count")?;
        let f = &mut out.fpga;
        f.ii = u32_attr(m, id, "llvm.loop.ii.count")?;
        f.max_concurrency = u32_attr(m, id, "llvm.loop.max_concurrency.count")?;
        f.pipeline = u32_attr(m, id, "llvm.loop.intel.pipelining.enable")?;
        f.coalesce = match u32_attr(m, id, "llvm.loop.coalesce.count")? {
            Some(n) => Some(n),
            None => md.find("llvm.loop.coalesce.enable").map(|_| 0),
        };
        f.max_interleaving = u32_attr(m, id, "llvm.loop.max_interleaving.count")?;
        f.speculated_iterations = u32_attr(m, id, "llvm.loop.intel.speculated.iterations.count")?;
        f.no_fusion = md.find("llvm.loop.fusion.disable").is_some();
        f.max_reinvocation_delay = u32_attr(m, id, "llvm.loop.intel.max_reinvocation_delay.count")?;
        let counts = [
            "llvm.loop.intel.loopcount_min",
            "llvm.loop.intel.loopcount_max",
            "llvm.loop.intel.loopcount_avg",
        ];
        let mut c = [-1i64; 3];
        let mut any = false;
        for (slot, name) in c.iter_mut().zip(counts) {
            if let Some(v) = int_operand(m, id, name) {
                *slot = v
                    .and_then(|v| i64::try_from(v).ok())
                    .ok_or(BadAttribute(name))?;
                any = true;
            }
        }
        f.loop_count = any.then_some(c);
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

/// The LoopID attributes of the FPGA control `bit` with parameter words `params` (the
/// reader's side of [`FpgaControls::words`]); `None` for a bit that is no FPGA control.
pub fn fpga_attrs(bit: u32, params: &[u32]) -> Option<Vec<String>> {
    let int = |name: &str| {
        format!(
            "!{{!\"{name}\", i32 {}}}",
            params.first().copied().unwrap_or(0)
        )
    };
    Some(match bit {
        LOOP_II => vec![int("llvm.loop.ii.count")],
        LOOP_MAX_CONCURRENCY => vec![int("llvm.loop.max_concurrency.count")],
        LOOP_PIPELINE => vec![int("llvm.loop.intel.pipelining.enable")],
        LOOP_COALESCE => match params.first() {
            Some(0) | None => vec!["!{!\"llvm.loop.coalesce.enable\"}".into()],
            Some(_) => vec![int("llvm.loop.coalesce.count")],
        },
        LOOP_MAX_INTERLEAVING => vec![int("llvm.loop.max_interleaving.count")],
        LOOP_SPECULATED_ITERATIONS => vec![int("llvm.loop.intel.speculated.iterations.count")],
        LOOP_NO_FUSION => vec!["!{!\"llvm.loop.fusion.disable\"}".into()],
        LOOP_MAX_REINVOCATION_DELAY => vec![int("llvm.loop.intel.max_reinvocation_delay.count")],
        LOOP_COUNT => {
            let names = [
                "llvm.loop.intel.loopcount_min",
                "llvm.loop.intel.loopcount_max",
                "llvm.loop.intel.loopcount_avg",
            ];
            names
                .iter()
                .zip(params.chunks(2))
                .filter_map(|(name, w)| {
                    let v = u64::from(w[0]) | (u64::from(*w.get(1).unwrap_or(&0)) << 32);
                    let v = v as i64;
                    (v != -1).then(|| format!("!{{!\"{name}\", i64 {v}}}"))
                })
                .collect()
        }
        _ => return None,
    })
}

/// The number of parameter words FPGA control `bit` takes.
pub fn fpga_param_words(bit: u32) -> usize {
    match bit {
        LOOP_NO_FUSION => 0,
        LOOP_COUNT => 6,
        _ => 1,
    }
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
