//! LLVM 19's reading of a LoopID's transformation attributes (`LoopUtils.cpp`): the optional
//! boolean and integer attributes, and `TransformationMode` per transformation.
//!
//! ```
//! use parir_analysis::loopmd::mode::{LoopMd, TransformationMode};
//! let src = "define void @f(i1 %c) {\nentry:\n  br label %l\nl:\n  br i1 %c, label %l, label %x, !llvm.loop !0\nx:\n  ret void\n}\n!0 = distinct !{!0, !1}\n!1 = !{!\"llvm.loop.unroll.count\", i32 4}\n";
//! let m = parir_ir::parser::parse_module(src, "f.ll").unwrap();
//! let id = m.md.nodes().find(|(_, e)| e.distinct).unwrap().0;
//! let md = LoopMd::new(&m, Some(id));
//! assert_eq!(md.unroll(), TransformationMode::ForcedByUser);
//! assert_eq!(md.vectorize(), TransformationMode::Unspecified);
//! ```

use parir_ir::metadata::{MdNode, MdRef};
use parir_ir::value::ConstData;
use parir_ir::Module;

/// LLVM's `TransformationMode`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TransformationMode {
    /// Nothing specified: the pass's heuristics decide.
    Unspecified,
    /// Enabled by a hint (vectorize.width > 1, interleave.count > 1).
    Enable,
    /// Disabled (`disable_nonforced`, `isvectorized`, width 1 and interleave 1).
    Disable,
    /// Requested by the user: the pass must apply it or `transform-warning` says it did not.
    ForcedByUser,
    /// Forbidden by the user.
    SuppressedByUser,
}

impl TransformationMode {
    pub fn name(self) -> &'static str {
        match self {
            TransformationMode::Unspecified => "unspecified",
            TransformationMode::Enable => "enabled",
            TransformationMode::Disable => "disabled",
            TransformationMode::ForcedByUser => "forced",
            TransformationMode::SuppressedByUser => "suppressed",
        }
    }
}

/// The attributes of one LoopID, read as LLVM reads them.
pub struct LoopMd<'m> {
    m: &'m Module,
    id: Option<MdNode>,
}

impl<'m> LoopMd<'m> {
    /// `id` is the loop's LoopID (`None`: no metadata, everything unspecified).
    pub fn new(m: &'m Module, id: Option<MdNode>) -> LoopMd<'m> {
        LoopMd { m, id }
    }

    /// The first attribute node named `name` (LLVM's `findOptionMDForLoopID`).
    pub fn find(&self, name: &str) -> Option<MdNode> {
        let id = self.id?;
        let md = &self.m.md;
        md.tuple_ops(id).iter().skip(1).find_map(|op| match op {
            Some(MdRef::Node(n)) => {
                let ops = md.tuple_ops(*n);
                match ops.first() {
                    Some(Some(MdRef::Str(s))) if md.str_bytes(*s) == name.as_bytes() => Some(*n),
                    _ => None,
                }
            }
            _ => None,
        })
    }

    /// Whether an attribute's name starts with `prefix` (LLVM's `hasAnyUnrollPragma`).
    pub fn any_with_prefix(&self, prefix: &str) -> bool {
        let Some(id) = self.id else { return false };
        let md = &self.m.md;
        md.tuple_ops(id).iter().skip(1).any(|op| match op {
            Some(MdRef::Node(n)) => matches!(md.tuple_ops(*n).first(),
                Some(Some(MdRef::Str(s))) if md.str_bytes(*s).starts_with(prefix.as_bytes())),
            _ => false,
        })
    }

    /// The operands of attribute `name` after its name.
    pub fn operands(&self, name: &str) -> Option<Vec<Option<MdRef>>> {
        let n = self.find(name)?;
        Some(self.m.md.tuple_ops(n).get(1..).unwrap_or(&[]).to_vec())
    }

    fn int_operand(&self, r: &Option<MdRef>) -> Option<(i128, u32)> {
        match r {
            Some(MdRef::Value(c)) => {
                let k = self.m.consts.get(*c);
                match &k.data {
                    ConstData::Int(v) => Some((v.as_i128()?, self.m.types.int_bits(k.ty)?)),
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// `getOptionalBoolLoopAttribute`: absent → `None`; no operand → true; an integer
    /// operand → its zero-extended value ≠ 0; another operand → true.
    pub fn bool_attr(&self, name: &str) -> Option<bool> {
        let ops = self.operands(name)?;
        match ops.first() {
            None => Some(true),
            Some(op) => match self.int_operand(op) {
                Some((v, _)) => Some(v != 0),
                None => Some(true),
            },
        }
    }

    /// `getBooleanLoopAttribute`: [`Self::bool_attr`], absent = false.
    pub fn flag(&self, name: &str) -> bool {
        self.bool_attr(name).unwrap_or(false)
    }

    /// `getOptionalIntLoopAttribute`: the sign-extended integer operand (`i1 true` is -1, as
    /// in LLVM), `None` if absent, without operand or not an integer.
    pub fn int_attr(&self, name: &str) -> Option<i64> {
        let ops = self.operands(name)?;
        if ops.len() != 1 {
            return None;
        }
        let (v, bits) = self.int_operand(&ops[0])?;
        // The stored value is already sign-extended from its width; keep LLVM's int.
        let _ = bits;
        Some(v as i32 as i64)
    }

    /// `hasDisableAllTransformsHint`.
    pub fn disable_nonforced(&self) -> bool {
        self.flag("llvm.loop.disable_nonforced")
    }

    /// `hasUnrollTransformation`.
    pub fn unroll(&self) -> TransformationMode {
        use TransformationMode::*;
        if self.flag("llvm.loop.unroll.disable") {
            return SuppressedByUser;
        }
        if let Some(c) = self.int_attr("llvm.loop.unroll.count") {
            return if c == 1 {
                SuppressedByUser
            } else {
                ForcedByUser
            };
        }
        if self.flag("llvm.loop.unroll.enable") || self.flag("llvm.loop.unroll.full") {
            return ForcedByUser;
        }
        if self.disable_nonforced() {
            return Disable;
        }
        Unspecified
    }

    /// `hasUnrollAndJamTransformation`.
    pub fn unroll_and_jam(&self) -> TransformationMode {
        use TransformationMode::*;
        if self.flag("llvm.loop.unroll_and_jam.disable") {
            return SuppressedByUser;
        }
        if let Some(c) = self.int_attr("llvm.loop.unroll_and_jam.count") {
            return if c == 1 {
                SuppressedByUser
            } else {
                ForcedByUser
            };
        }
        if self.flag("llvm.loop.unroll_and_jam.enable") {
            return ForcedByUser;
        }
        if self.disable_nonforced() {
            return Disable;
        }
        Unspecified
    }

    /// The vector width (`getOptionalElementCountLoopAttribute`): `(width, scalable)`.
    pub fn vectorize_width(&self) -> Option<(i64, bool)> {
        let w = self.int_attr("llvm.loop.vectorize.width")?;
        let scalable = self
            .int_attr("llvm.loop.vectorize.scalable.enable")
            .unwrap_or(0)
            != 0;
        Some((w, scalable))
    }

    /// `hasVectorizeTransformation`.
    pub fn vectorize(&self) -> TransformationMode {
        use TransformationMode::*;
        let enable = self.bool_attr("llvm.loop.vectorize.enable");
        if enable == Some(false) {
            return SuppressedByUser;
        }
        let width = self.vectorize_width();
        let interleave = self.int_attr("llvm.loop.interleave.count");
        // ElementCount (unsigned): isScalar is a fixed width of 1, isVector a width above
        // 1 or any scalable width.
        let scalar = matches!(width, Some((w, false)) if w as u32 == 1);
        let vector = matches!(width, Some((w, s)) if w as u32 > 1 || s);
        if enable == Some(true) && scalar && interleave == Some(1) {
            return SuppressedByUser;
        }
        if self.flag("llvm.loop.isvectorized") {
            return Disable;
        }
        if enable == Some(true) {
            return ForcedByUser;
        }
        if scalar && interleave == Some(1) {
            return Disable;
        }
        if vector || interleave.is_some_and(|i| i > 1) {
            return Enable;
        }
        if self.disable_nonforced() {
            return Disable;
        }
        Unspecified
    }

    /// `hasDistributeTransformation`.
    pub fn distribute(&self) -> TransformationMode {
        use TransformationMode::*;
        if self.flag("llvm.loop.distribute.enable") {
            return ForcedByUser;
        }
        if self.disable_nonforced() {
            return Disable;
        }
        Unspecified
    }

    /// `hasLICMVersioningTransformation`.
    pub fn licm_versioning(&self) -> TransformationMode {
        use TransformationMode::*;
        if self.flag("llvm.loop.licm_versioning.disable") {
            return SuppressedByUser;
        }
        if self.disable_nonforced() {
            return Disable;
        }
        Unspecified
    }
}
