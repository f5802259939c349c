//! `makeFollowupLoopID` (LLVM 19, `LoopUtils.cpp`): the LoopID of a loop a transformation
//! creates, from the original LoopID and the followup attributes the transformation reads.
//!
//! - No followup attribute present (and not `always_new`): [`Followup::Unspecified`], the
//!   pass may add its own attributes (e.g. `llvm.loop.unroll.disable`).
//! - The followups' operands make the new loop's attributes. Attributes of the original loop
//!   are inherited only when `inherit_except_prefix` is a non-empty prefix, and then all but
//!   those starting with it (with `None` or `""` nothing is inherited: what LLVM 19's code
//!   does, including for `None`).
//! - Nothing added and nothing dropped: the original LoopID is reused.
//! - No attribute at all: no LoopID.

use super::mode::LoopMd;
use parir_ir::metadata::{MdNode, MdRef, NodeData};
use parir_ir::Module;

/// The LoopID of a followup loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Followup {
    /// No followup attribute: the transformation decides.
    Unspecified,
    /// The loop gets no `!llvm.loop` at all.
    None,
    /// The loop keeps the original LoopID.
    Reuse(MdNode),
    /// A new LoopID.
    New(MdNode),
}

impl Followup {
    /// The LoopID to attach, if any (`Unspecified` → `None`).
    pub fn loop_id(self) -> Option<MdNode> {
        match self {
            Followup::Reuse(n) | Followup::New(n) => Some(n),
            _ => None,
        }
    }
}

/// `makeFollowupLoopID(orig, options, inherit_except_prefix, always_new)`.
pub fn make_followup_loop_id(
    m: &mut Module,
    orig: Option<MdNode>,
    options: &[&str],
    inherit_except_prefix: Option<&str>,
    always_new: bool,
) -> Followup {
    let Some(orig) = orig else {
        return if always_new {
            Followup::None
        } else {
            Followup::Unspecified
        };
    };
    let inherit_some = inherit_except_prefix.is_some_and(|p| !p.is_empty());
    let inherit_all = inherit_except_prefix.is_none();
    let ops: Vec<Option<MdRef>> = m.md.tuple_ops(orig).to_vec();
    let mut mds: Vec<Option<MdRef>> = Vec::new();
    let mut changed = false;
    if inherit_all || inherit_some {
        for op in ops.iter().skip(1) {
            let inherit = inherit_some && {
                match op {
                    Some(MdRef::Node(n)) => match m.md.tuple_ops(*n).first() {
                        None => true,
                        Some(Some(MdRef::Str(s))) => !m
                            .md
                            .str_bytes(*s)
                            .starts_with(inherit_except_prefix.unwrap_or("").as_bytes()),
                        Some(_) => true,
                    },
                    _ => true,
                }
            };
            if inherit {
                mds.push(*op);
            } else {
                changed = true;
            }
        }
    } else {
        changed = ops.len() > 1;
    }
    let md = LoopMd::new(m, Some(orig));
    let mut any = false;
    for name in options {
        let Some(f) = md.find(name) else {
            continue;
        };
        any = true;
        for op in m.md.tuple_ops(f).iter().skip(1) {
            mds.push(*op);
            changed = true;
        }
    }
    if !always_new && !any {
        return Followup::Unspecified;
    }
    if !always_new && !changed {
        return Followup::Reuse(orig);
    }
    if mds.is_empty() {
        return Followup::None;
    }
    // A LoopID refers to itself first; LLVM builds it with MDNode::get and then replaces
    // operand 0 by the node, which prints as `distinct`.
    let n = m.md.distinct(NodeData::Tuple(Vec::new()));
    let mut all = vec![Some(MdRef::Node(n))];
    all.extend(mds);
    m.md.define(n, true, NodeData::Tuple(all));
    Followup::New(n)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn module() -> (Module, MdNode) {
        let src = "define void @f(i1 %c) {\nentry:\n  br label %l\nl:\n  br i1 %c, label %l, label %x, !llvm.loop !0\nx:\n  ret void\n}\n!0 = distinct !{!0, !1, !2}\n!1 = !{!\"llvm.loop.unroll.count\", i32 4}\n!2 = !{!\"llvm.loop.unroll.followup_unrolled\", !3}\n!3 = !{!\"llvm.loop.vectorize.enable\", i1 true}\n";
        let m = parir_ir::parser::parse_module(src, "f.ll").expect("parses");
        let id = m.md.nodes().find(|(_, e)| e.distinct).expect("LoopID").0;
        (m, id)
    }

    #[test]
    fn followups_as_llvm_builds_them() {
        let (mut m, id) = module();
        // No followup named: the pass decides.
        assert_eq!(
            make_followup_loop_id(
                &mut m,
                Some(id),
                &["llvm.loop.unroll.followup_remainder"],
                Some(""),
                false
            ),
            Followup::Unspecified
        );
        // The unrolled loop: the followup's attributes only (nothing inherited with "").
        let f = make_followup_loop_id(
            &mut m,
            Some(id),
            &[
                "llvm.loop.unroll.followup_all",
                "llvm.loop.unroll.followup_unrolled",
            ],
            Some(""),
            false,
        );
        let Followup::New(n) = f else { panic!("{f:?}") };
        let ops = m.md.tuple_ops(n).to_vec();
        assert_eq!(ops.len(), 2);
        assert_eq!(ops[0], Some(MdRef::Node(n)));
        assert_eq!(
            LoopMd::new(&m, Some(n)).bool_attr("llvm.loop.vectorize.enable"),
            Some(true)
        );
        // A non-empty prefix inherits the other attributes.
        let f = make_followup_loop_id(
            &mut m,
            Some(id),
            &["llvm.loop.unroll.followup_unrolled"],
            Some("llvm.loop.unroll."),
            false,
        );
        let n = f.loop_id().expect("new LoopID");
        assert_eq!(
            m.md.tuple_ops(n).len(),
            2,
            "the unroll attributes are dropped"
        );
        // No LoopID at all.
        assert_eq!(
            make_followup_loop_id(&mut m, None, &[], None, true),
            Followup::None
        );
        assert_eq!(
            make_followup_loop_id(&mut m, None, &[], None, false),
            Followup::Unspecified
        );
    }
}
