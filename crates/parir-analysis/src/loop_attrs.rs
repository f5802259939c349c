//! The loop-attribute API (issue 3, item 1: "LoopID lookup with LangRef's rules
//! (self-reference, all latches carry the same node, leading DILocations), a loop-attribute
//! API (read, add, remove, replace — producing a new LoopID and updating
//! `llvm.mem.parallel_loop_access` references, per code-transformation-metadata.rst)").
//!
//! A loop's attributes live in its LoopID, the `!llvm.loop` node on the terminator of every
//! latch (LangRef, `llvm.loop`):
//!
//! ```text
//! br i1 %c, label %h, label %x, !llvm.loop !0
//! !0 = distinct !{!0, !1, !2, !3}        ; first operand: the node itself
//! !1 = !DILocation(line: 3, scope: ...)   ; optional leading source locations (start, end)
//! !3 = !{!"llvm.loop.unroll.count", i32 4} ; attributes: a name, then operands
//! ```
//!
//! Reading follows LLVM 19's `Loop::getLoopID`: all latches must carry the same node and
//! its first operand must be the node itself; leading `DILocation` operands are source
//! locations, not attributes; an operand that is not a tuple starting with a string is kept
//! as it is but is not an attribute.
//!
//! Metadata nodes are immutable, so a change (code-transformation-metadata.rst, "Metadata on
//! Loops") creates a **new distinct LoopID** — itself first, the locations next, then the
//! attributes — attaches it to every latch, and rewrites every `llvm.mem.parallel_loop_access`
//! reference to the old LoopID in the function to name the new one, so the loop stays
//! annotated parallel. Attributes that did not change keep their nodes.

use crate::loops::{FunctionLoops, Loop};
use parir_ir::metadata::{MdNode, MdRef, NodeData};
use parir_ir::value::ConstData;
use parir_ir::{Block, Body, GlobalId, Inst, Module};
use std::collections::HashMap;
use std::fmt;

/// Why a loop's attributes cannot be read or changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoopAttrError {
    /// The function is not a definition (or not a function).
    NotADefinition,
    /// A latch does not end in a terminator.
    NoTerminator(Block),
    /// The latches carry different `!llvm.loop` nodes, or only some carry one: LLVM sees no
    /// LoopID, and changing the attributes would silently drop some of them.
    LatchesDisagree,
    /// The `!llvm.loop` node does not have itself as first operand.
    NotSelfReferential(MdNode),
}

impl fmt::Display for LoopAttrError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoopAttrError::NotADefinition => write!(f, "not a function definition"),
            LoopAttrError::NoTerminator(b) => write!(f, "latch {b} has no terminator"),
            LoopAttrError::LatchesDisagree => write!(
                f,
                "the latches of the loop do not all carry the same !llvm.loop node"
            ),
            LoopAttrError::NotSelfReferential(_) => write!(
                f,
                "the !llvm.loop node's first operand is not the node itself"
            ),
        }
    }
}

impl std::error::Error for LoopAttrError {}

/// One loop attribute: `!{!"name", operands...}`.
///
/// ```
/// use parir_analysis::loop_attrs::LoopAttribute;
/// let a = LoopAttribute::new("llvm.loop.unroll.disable", vec![]);
/// assert_eq!(a.name, "llvm.loop.unroll.disable");
/// assert!(a.node().is_none());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoopAttribute {
    pub name: String,
    pub operands: Vec<Option<MdRef>>,
    /// The node this attribute was read from, reused when it is written back unchanged.
    node: Option<MdNode>,
}

impl LoopAttribute {
    /// A new attribute (written as a uniqued tuple).
    pub fn new(name: impl Into<String>, operands: Vec<Option<MdRef>>) -> LoopAttribute {
        LoopAttribute {
            name: name.into(),
            operands,
            node: None,
        }
    }

    /// The node the attribute was read from, if it was read from a LoopID.
    pub fn node(&self) -> Option<MdNode> {
        self.node
    }
}

/// An operand of a LoopID after its leading locations.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoopIdOperand {
    Attribute(LoopAttribute),
    /// Anything else (a tuple not starting with a string, a later `DILocation`, `null`),
    /// kept in place.
    Other(Option<MdRef>),
}

/// The contents of a loop's LoopID.
///
/// ```
/// use parir_analysis::loop_attrs::{LoopAttributes, LoopAttribute};
/// let mut attrs = LoopAttributes::default();
/// attrs.add(LoopAttribute::new("llvm.loop.mustprogress", vec![]));
/// attrs.replace(LoopAttribute::new("llvm.loop.unroll.disable", vec![]));
/// assert!(attrs.contains("llvm.loop.unroll.disable"));
/// assert_eq!(attrs.remove("llvm.loop.mustprogress"), 1);
/// assert_eq!(attrs.attributes().count(), 1);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LoopAttributes {
    id: Option<MdNode>,
    locations: Vec<Option<MdRef>>,
    operands: Vec<LoopIdOperand>,
}

impl LoopAttributes {
    /// Reads a LoopID node (the self-reference is not checked here; see
    /// [`loop_attributes`]).
    pub fn from_loop_id(m: &Module, id: MdNode) -> LoopAttributes {
        let ops = m.md.tuple_ops(id);
        let rest = ops.get(1..).unwrap_or(&[]);
        let n_loc = rest.iter().take_while(|o| is_di_location(m, **o)).count();
        LoopAttributes {
            id: Some(id),
            locations: rest[..n_loc].to_vec(),
            operands: rest[n_loc..]
                .iter()
                .map(|&op| match as_attribute(m, op) {
                    Some(a) => LoopIdOperand::Attribute(a),
                    None => LoopIdOperand::Other(op),
                })
                .collect(),
        }
    }

    /// The LoopID these attributes were read from (`None` for a loop without one).
    pub fn id(&self) -> Option<MdNode> {
        self.id
    }

    /// The leading `DILocation` operands (start and end of the loop's source range).
    pub fn locations(&self) -> &[Option<MdRef>] {
        &self.locations
    }

    /// All operands after the locations, attributes or not, in order.
    pub fn operands(&self) -> &[LoopIdOperand] {
        &self.operands
    }

    /// The attributes, in order (a name may repeat).
    pub fn attributes(&self) -> impl Iterator<Item = &LoopAttribute> + '_ {
        self.operands.iter().filter_map(|o| match o {
            LoopIdOperand::Attribute(a) => Some(a),
            LoopIdOperand::Other(_) => None,
        })
    }

    /// The first attribute named `name`, the one LLVM's `findOptionMDForLoopID` finds.
    pub fn get(&self, name: &str) -> Option<&LoopAttribute> {
        self.attributes().find(|a| a.name == name)
    }

    /// Whether an attribute named `name` is present.
    pub fn contains(&self, name: &str) -> bool {
        self.get(name).is_some()
    }

    /// The integer value of the first operand of attribute `name` (`i1 true` is 1, `i32 4`
    /// is 4), like LLVM's `getOptionalIntLoopAttribute`; `None` if absent or not an integer.
    pub fn get_int(&self, m: &Module, name: &str) -> Option<i128> {
        match self.get(name)?.operands.first()? {
            Some(MdRef::Value(c)) => match &m.consts.get(*c).data {
                ConstData::Int(v) => v.as_i128(),
                _ => None,
            },
            _ => None,
        }
    }

    /// Appends an attribute (even if one with the same name exists: some attributes, such
    /// as `llvm.loop.no_depends`, may appear several times).
    pub fn add(&mut self, attr: LoopAttribute) {
        self.operands.push(LoopIdOperand::Attribute(attr));
    }

    /// Removes every attribute named `name`; returns how many were removed.
    pub fn remove(&mut self, name: &str) -> usize {
        self.remove_if(|a| a.name == name)
    }

    /// Removes every attribute whose name starts with `prefix` (as LLVM's
    /// `makePostTransformationMetadata` drops a transformation's own attributes).
    pub fn remove_prefix(&mut self, prefix: &str) -> usize {
        self.remove_if(|a| a.name.starts_with(prefix))
    }

    /// Removes the attributes for which `f` holds; returns how many were removed.
    pub fn remove_if(&mut self, mut f: impl FnMut(&LoopAttribute) -> bool) -> usize {
        let before = self.operands.len();
        self.operands.retain(|o| match o {
            LoopIdOperand::Attribute(a) => !f(a),
            LoopIdOperand::Other(_) => true,
        });
        before - self.operands.len()
    }

    /// Replaces the first attribute with `attr`'s name by `attr` and removes the others of
    /// that name; appends `attr` if there is none.
    pub fn replace(&mut self, attr: LoopAttribute) {
        let pos = self
            .operands
            .iter()
            .position(|o| matches!(o, LoopIdOperand::Attribute(a) if a.name == attr.name));
        match pos {
            None => self.add(attr),
            Some(p) => {
                let name = attr.name.clone();
                self.operands[p] = LoopIdOperand::Attribute(attr);
                let mut i = 0;
                self.operands.retain(|o| {
                    let keep =
                        i <= p || !matches!(o, LoopIdOperand::Attribute(a) if a.name == name);
                    i += 1;
                    keep
                });
            }
        }
    }

    /// Whether writing these attributes would give back the LoopID they came from (or, for
    /// a loop without LoopID, nothing).
    fn is_unchanged(&self, m: &Module) -> bool {
        let Some(id) = self.id else {
            return self.locations.is_empty() && self.operands.is_empty();
        };
        let old = m.md.tuple_ops(id).get(1..).unwrap_or(&[]);
        if old.len() != self.locations.len() + self.operands.len() {
            return false;
        }
        let (old_locs, old_rest) = old.split_at(self.locations.len());
        old_locs == self.locations.as_slice()
            && old_rest
                .iter()
                .zip(&self.operands)
                .all(|(&o, new)| match new {
                    LoopIdOperand::Other(r) => o == *r,
                    // Equal contents in a uniqued node is what writing would intern.
                    LoopIdOperand::Attribute(a) => match (o, as_attribute(m, o)) {
                        (Some(MdRef::Node(n)), Some(old)) => {
                            old.name == a.name
                                && old.operands == a.operands
                                && (a.node == Some(n) || !m.md.node(n).distinct)
                        }
                        _ => false,
                    },
                })
    }

    /// The operands of a new LoopID after the self-reference, interning attribute nodes.
    fn render(&self, m: &mut Module) -> Vec<Option<MdRef>> {
        let mut ops = self.locations.clone();
        for o in &self.operands {
            ops.push(match o {
                LoopIdOperand::Other(r) => *r,
                LoopIdOperand::Attribute(a) => Some(MdRef::Node(attribute_node(m, a))),
            });
        }
        ops
    }
}

/// The node of an attribute: the one it was read from if that still says the same, else a
/// new uniqued tuple.
fn attribute_node(m: &mut Module, a: &LoopAttribute) -> MdNode {
    if let Some(n) = a.node {
        if as_attribute(m, Some(MdRef::Node(n))).as_ref() == Some(a) {
            return n;
        }
    }
    let mut ops = Vec::with_capacity(a.operands.len() + 1);
    ops.push(Some(MdRef::Str(m.md.string(a.name.as_bytes()))));
    ops.extend(a.operands.iter().copied());
    m.md.uniqued(NodeData::Tuple(ops))
}

fn is_di_location(m: &Module, op: Option<MdRef>) -> bool {
    match op {
        Some(MdRef::Node(n)) => {
            matches!(&m.md.node(n).data, NodeData::Special { kind, .. } if kind == "DILocation")
        }
        _ => false,
    }
}

/// Reads an operand of a LoopID as an attribute: a tuple whose first operand is a string.
fn as_attribute(m: &Module, op: Option<MdRef>) -> Option<LoopAttribute> {
    let Some(MdRef::Node(n)) = op else {
        return None;
    };
    let ops = m.md.tuple_ops(n);
    let name = std::str::from_utf8(m.md.as_str(*ops.first()?)?).ok()?;
    Some(LoopAttribute {
        name: name.to_string(),
        operands: ops[1..].to_vec(),
        node: Some(n),
    })
}

/// The terminators of the latches of `l`, each once.
fn latch_terminators(body: &Body, fl: &FunctionLoops, l: Loop) -> Result<Vec<Inst>, LoopAttrError> {
    let mut out: Vec<Inst> = Vec::new();
    for b in fl.forest.latches(&fl.cfg, l) {
        let t = body.terminator(b).ok_or(LoopAttrError::NoTerminator(b))?;
        if !out.contains(&t) {
            out.push(t);
        }
    }
    Ok(out)
}

fn body_of(m: &Module, f: GlobalId) -> Result<&Body, LoopAttrError> {
    m.globals
        .get(f)
        .and_then(|g| g.as_func())
        .and_then(|func| func.body.as_ref())
        .ok_or(LoopAttrError::NotADefinition)
}

/// The loop's LoopID by LangRef's rules: `Ok(None)` when no latch carries `!llvm.loop`;
/// an error when the latches disagree or the node does not refer to itself (LLVM then sees
/// no LoopID at all).
///
/// ```
/// use parir_analysis::{loops::FunctionLoops, loop_attrs::loop_id};
/// let m = parir_ir::parser::parse_module(
///     "define void @f(i1 %c) {\nentry:\n  br label %h\nh:\n  br i1 %c, label %h, label %x, !llvm.loop !0\nx:\n  ret void\n}\n!0 = distinct !{!0}\n",
///     "m.ll",
/// ).unwrap();
/// let f = m.global_by_name("f").unwrap();
/// let fl = FunctionLoops::of_function(&m, f).unwrap();
/// let l = fl.forest.top_level()[0];
/// assert!(loop_id(&m, f, &fl, l).unwrap().is_some());
/// ```
pub fn loop_id(
    m: &Module,
    f: GlobalId,
    fl: &FunctionLoops,
    l: Loop,
) -> Result<Option<MdNode>, LoopAttrError> {
    let body = body_of(m, f)?;
    let Some(kind) = m.md.find_kind("llvm.loop") else {
        return Ok(None);
    };
    let mut found: Option<Option<MdNode>> = None;
    for t in latch_terminators(body, fl, l)? {
        let md = body.insts[t]
            .md
            .iter()
            .find(|(k, _)| *k == kind)
            .map(|(_, n)| m.md.canonical(*n));
        match found {
            None => found = Some(md),
            Some(x) if x != md => return Err(LoopAttrError::LatchesDisagree),
            _ => {}
        }
    }
    let Some(id) = found.flatten() else {
        return Ok(None);
    };
    match m.md.tuple_ops(id).first() {
        Some(Some(MdRef::Node(first))) if m.md.canonical(*first) == id => Ok(Some(id)),
        _ => Err(LoopAttrError::NotSelfReferential(id)),
    }
}

/// The attributes of loop `l` of function `f` (empty for a loop without LoopID).
///
/// ```
/// use parir_analysis::{loops::FunctionLoops, loop_attrs::loop_attributes};
/// let m = parir_ir::parser::parse_module(
///     "define void @f(i1 %c) {\nentry:\n  br label %h\nh:\n  br i1 %c, label %h, label %x, !llvm.loop !0\nx:\n  ret void\n}\n!0 = distinct !{!0, !1}\n!1 = !{!\"llvm.loop.unroll.count\", i32 4}\n",
///     "m.ll",
/// ).unwrap();
/// let f = m.global_by_name("f").unwrap();
/// let fl = FunctionLoops::of_function(&m, f).unwrap();
/// let attrs = loop_attributes(&m, f, &fl, fl.forest.top_level()[0]).unwrap();
/// assert_eq!(attrs.get_int(&m, "llvm.loop.unroll.count"), Some(4));
/// ```
pub fn loop_attributes(
    m: &Module,
    f: GlobalId,
    fl: &FunctionLoops,
    l: Loop,
) -> Result<LoopAttributes, LoopAttrError> {
    Ok(match loop_id(m, f, fl, l)? {
        Some(id) => LoopAttributes::from_loop_id(m, id),
        None => LoopAttributes::default(),
    })
}

/// Reads the attributes of `l`, lets `edit` change them, and, if anything changed, writes
/// them as a new LoopID (see the module documentation). Returns the new LoopID, or `None`
/// when nothing changed (then the module is untouched).
///
/// ```
/// use parir_analysis::{loops::FunctionLoops, loop_attrs::*};
/// let mut m = parir_ir::parser::parse_module(
///     "define void @f(i1 %c) {\nentry:\n  br label %h\nh:\n  br i1 %c, label %h, label %x\nx:\n  ret void\n}\n",
///     "m.ll",
/// ).unwrap();
/// let f = m.global_by_name("f").unwrap();
/// let fl = FunctionLoops::of_function(&m, f).unwrap();
/// let l = fl.forest.top_level()[0];
/// let id = edit_loop_attributes(&mut m, f, &fl, l, |a| {
///     a.add(LoopAttribute::new("llvm.loop.unroll.disable", vec![]))
/// }).unwrap();
/// assert!(id.is_some());
/// let text = parir_ir::printer::print_module(&m);
/// assert!(text.contains("!0 = distinct !{!0, !1}\n!1 = !{!\"llvm.loop.unroll.disable\"}"));
/// ```
pub fn edit_loop_attributes(
    m: &mut Module,
    f: GlobalId,
    fl: &FunctionLoops,
    l: Loop,
    edit: impl FnOnce(&mut LoopAttributes),
) -> Result<Option<MdNode>, LoopAttrError> {
    let mut attrs = loop_attributes(m, f, fl, l)?;
    edit(&mut attrs);
    if attrs.is_unchanged(m) {
        return Ok(None);
    }
    set_loop_attributes(m, f, fl, l, &attrs).map(Some)
}

/// Writes `attrs` as a new distinct LoopID of `l` (even if equal to the current one),
/// attaches it to every latch and redirects the `llvm.mem.parallel_loop_access` references
/// of the old LoopID (`attrs.id()`) in `f` to it. Returns the new LoopID.
pub fn set_loop_attributes(
    m: &mut Module,
    f: GlobalId,
    fl: &FunctionLoops,
    l: Loop,
    attrs: &LoopAttributes,
) -> Result<MdNode, LoopAttrError> {
    let terms = latch_terminators(body_of(m, f)?, fl, l)?;
    let rest = attrs.render(m);
    let new = m.md.distinct(NodeData::Tuple(Vec::new()));
    let mut ops = Vec::with_capacity(rest.len() + 1);
    ops.push(Some(MdRef::Node(new)));
    ops.extend(rest);
    m.md.node_mut(new).data = NodeData::Tuple(ops);
    let kind = m.md.kind("llvm.loop");
    let body = body_mut(m, f)?;
    for t in terms {
        let md = &mut body.insts[t].md;
        match md.iter_mut().find(|(k, _)| *k == kind) {
            Some(slot) => slot.1 = new,
            None => md.push((kind, new)),
        }
    }
    if let Some(old) = attrs.id {
        replace_loop_id_references(m, f, old, new);
    }
    Ok(new)
}

fn body_mut(m: &mut Module, f: GlobalId) -> Result<&mut Body, LoopAttrError> {
    m.globals
        .get_mut(f)
        .and_then(|g| g.as_func_mut())
        .and_then(|func| func.body.as_mut())
        .ok_or(LoopAttrError::NotADefinition)
}

/// Appends attribute `attr` to the LoopID of `l` (a new LoopID; see
/// [`edit_loop_attributes`]).
pub fn add_loop_attribute(
    m: &mut Module,
    f: GlobalId,
    fl: &FunctionLoops,
    l: Loop,
    attr: LoopAttribute,
) -> Result<Option<MdNode>, LoopAttrError> {
    edit_loop_attributes(m, f, fl, l, |a| a.add(attr))
}

/// Removes every attribute named `name` from `l`; `Ok(None)` if there was none.
pub fn remove_loop_attribute(
    m: &mut Module,
    f: GlobalId,
    fl: &FunctionLoops,
    l: Loop,
    name: &str,
) -> Result<Option<MdNode>, LoopAttrError> {
    edit_loop_attributes(m, f, fl, l, |a| {
        a.remove(name);
    })
}

/// Sets attribute `attr` of `l`, replacing those of the same name
/// ([`LoopAttributes::replace`]); `Ok(None)` if it was already exactly so.
pub fn replace_loop_attribute(
    m: &mut Module,
    f: GlobalId,
    fl: &FunctionLoops,
    l: Loop,
    attr: LoopAttribute,
) -> Result<Option<MdNode>, LoopAttrError> {
    edit_loop_attributes(m, f, fl, l, |a| a.replace(attr))
}

/// Rewrites every `!llvm.mem.parallel_loop_access` attachment of function `f` that names
/// LoopID `old` — directly, or in a list of LoopIDs — to name `new` instead (a list is
/// rebuilt, uniqued or distinct as it was). Returns the number of attachments changed.
///
/// Only `f` is searched: a LoopID identifies a loop of one function, and instructions of
/// other functions cannot be in it.
///
/// ```
/// use parir_analysis::loop_attrs::replace_loop_id_references;
/// use parir_ir::metadata::{MdRef, NodeData};
/// let mut m = parir_ir::parser::parse_module(
///     "define void @f(ptr %p) {\n  store i8 0, ptr %p, !llvm.mem.parallel_loop_access !0\n  ret void\n}\n!0 = distinct !{!0}\n",
///     "m.ll",
/// ).unwrap();
/// let f = m.global_by_name("f").unwrap();
/// let old = m.md.nodes().next().unwrap().0;
/// let new = m.md.distinct(NodeData::Tuple(vec![]));
/// m.md.node_mut(new).data = NodeData::Tuple(vec![Some(MdRef::Node(new))]);
/// assert_eq!(replace_loop_id_references(&mut m, f, old, new), 1);
/// ```
pub fn replace_loop_id_references(m: &mut Module, f: GlobalId, old: MdNode, new: MdNode) -> usize {
    let Some(kind) = m.md.find_kind("llvm.mem.parallel_loop_access") else {
        return 0;
    };
    let Some(body) = m
        .globals
        .get_mut(f)
        .and_then(|g| g.as_func_mut())
        .and_then(|func| func.body.as_mut())
    else {
        return 0;
    };
    let md = &mut m.md;
    let old = md.canonical(old);
    let insts: Vec<Inst> = body.inst_iter().map(|(_, i)| i).collect();
    let mut rebuilt: HashMap<MdNode, MdNode> = HashMap::new();
    let mut count = 0;
    for i in insts {
        for slot in body.insts[i].md.iter_mut().filter(|(k, _)| *k == kind) {
            let list = md.canonical(slot.1);
            let replacement = if list == old {
                new
            } else if let Some(&r) = rebuilt.get(&list) {
                r
            } else {
                let ops = md.tuple_ops(list);
                let names_old = |o: &Option<MdRef>| matches!(o, Some(MdRef::Node(n)) if md.canonical(*n) == old);
                if !ops.iter().any(names_old) {
                    continue;
                }
                let new_ops: Vec<Option<MdRef>> = ops
                    .iter()
                    .map(|o| {
                        if names_old(o) {
                            Some(MdRef::Node(new))
                        } else {
                            *o
                        }
                    })
                    .collect();
                let r = if md.node(list).distinct {
                    md.distinct(NodeData::Tuple(new_ops))
                } else {
                    md.uniqued(NodeData::Tuple(new_ops))
                };
                rebuilt.insert(list, r);
                r
            };
            slot.1 = replacement;
            count += 1;
        }
    }
    count
}

/// A metadata operand wrapping the integer constant `v` of type `iN` (`i1 true`, `i32 4`).
///
/// ```
/// let mut m = parir_ir::Module::new("m");
/// let four = parir_analysis::loop_attrs::int_operand(&mut m, 32, 4);
/// assert!(four.is_some());
/// ```
pub fn int_operand(m: &mut Module, bits: u32, v: i128) -> Option<MdRef> {
    let ty = m.types.int(bits);
    Some(MdRef::Value(m.consts.int(ty, bits, v)))
}

/// A metadata string operand (`!"text"`).
pub fn string_operand(m: &mut Module, s: &str) -> Option<MdRef> {
    Some(MdRef::Str(m.md.string(s.as_bytes())))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(src: &str) -> (Module, GlobalId, FunctionLoops) {
        let m = parir_ir::parser::parse_module(src, "t.ll").expect("test IR parses");
        let f = m.global_by_name("f").expect("@f");
        let fl = FunctionLoops::of_function(&m, f).expect("a definition");
        (m, f, fl)
    }

    fn is_parallel(m: &Module, f: GlobalId, fl: &FunctionLoops, l: Loop) -> bool {
        let body = body_of(m, f).expect("body");
        fl.forest.is_annotated_parallel(&fl.cfg, m, body, l)
    }

    const PARALLEL: &str = "define void @f(ptr %a, i1 %c) {
entry:
  br label %outer
outer:
  br label %inner
inner:
  %v = load i32, ptr %a, !llvm.mem.parallel_loop_access !2
  store i32 %v, ptr %a, !llvm.mem.parallel_loop_access !2
  br i1 %c, label %latch, label %inner, !llvm.loop !0
latch:
  br i1 %c, label %exit, label %outer, !llvm.loop !1
exit:
  ret void
}
!0 = distinct !{!0}
!1 = distinct !{!1}
!2 = !{!1, !0}
";

    #[test]
    fn edits_keep_loops_parallel() {
        let (mut m, f, fl) = parse(PARALLEL);
        let loops: Vec<Loop> = fl.forest.loops().collect();
        assert!(loops.iter().all(|&l| is_parallel(&m, f, &fl, l)));
        for &l in &loops {
            let old = loop_id(&m, f, &fl, l).unwrap().unwrap();
            let attr = LoopAttribute::new("llvm.loop.unroll.disable", vec![]);
            let new = add_loop_attribute(&mut m, f, &fl, l, attr)
                .unwrap()
                .unwrap();
            assert_ne!(old, new);
            assert_eq!(loop_id(&m, f, &fl, l).unwrap(), Some(new));
            assert!(m.md.node(new).distinct);
        }
        assert!(loops.iter().all(|&l| is_parallel(&m, f, &fl, l)));
        // Both loops' IDs were replaced in the one list, which is rebuilt once per edit.
        let text = parir_ir::printer::print_module(&m);
        assert_eq!(
            text.matches("!llvm.mem.parallel_loop_access !0\n").count(),
            2
        );
        assert!(text.contains("!0 = !{!1, !3}\n"), "{text}");
    }

    #[test]
    fn unchanged_edits_do_nothing() {
        let (mut m, f, fl) = parse(PARALLEL);
        let l = fl.forest.top_level()[0];
        let before = m.md.num_nodes();
        assert_eq!(remove_loop_attribute(&mut m, f, &fl, l, "x").unwrap(), None);
        assert_eq!(
            edit_loop_attributes(&mut m, f, &fl, l, |_| {}).unwrap(),
            None
        );
        assert_eq!(m.md.num_nodes(), before);
        // Replacing with an equal attribute is no change either.
        let attr = LoopAttribute::new("llvm.loop.unroll.disable", vec![]);
        let id = add_loop_attribute(&mut m, f, &fl, l, attr.clone()).unwrap();
        assert!(id.is_some());
        assert_eq!(
            replace_loop_attribute(&mut m, f, &fl, l, attr).unwrap(),
            None
        );
    }

    #[test]
    fn reading_follows_langref() {
        let src = "define void @f(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %a, label %b
a:
  br i1 %c, label %h, label %x, !llvm.loop !0
b:
  br i1 %c, label %h, label %x, !llvm.loop !0
x:
  ret void
}
!0 = distinct !{!0, !1, !2, !{i32 7}, !3}
!1 = !DILocation(line: 1, scope: !4)
!2 = !{!\"llvm.loop.unroll.count\", i32 4}
!3 = !{!\"llvm.loop.unroll.count\", i32 8}
!4 = distinct !DISubprogram(name: \"f\", unit: !5)
!5 = distinct !DICompileUnit(language: DW_LANG_C11, file: !6)
!6 = !DIFile(filename: \"f.c\", directory: \"/\")
!llvm.module.flags = !{!7}
!7 = !{i32 2, !\"Debug Info Version\", i32 3}
";
        let (m, f, fl) = parse(src);
        let l = fl.forest.top_level()[0];
        let a = loop_attributes(&m, f, &fl, l).unwrap();
        assert_eq!(a.locations().len(), 1);
        assert_eq!(a.operands().len(), 3);
        assert_eq!(a.attributes().count(), 2);
        assert!(matches!(a.operands()[1], LoopIdOperand::Other(_)));
        // The first of repeated attributes wins, as in findOptionMDForLoopID.
        assert_eq!(a.get_int(&m, "llvm.loop.unroll.count"), Some(4));
        assert_eq!(a.get_int(&m, "llvm.loop.unroll.enable"), None);
    }

    #[test]
    fn malformed_loop_ids_are_errors() {
        let disagree = "define void @f(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %a, label %b
a:
  br i1 %c, label %h, label %x, !llvm.loop !0
b:
  br i1 %c, label %h, label %x
x:
  ret void
}
!0 = distinct !{!0}
";
        let (mut m, f, fl) = parse(disagree);
        let l = fl.forest.top_level()[0];
        assert_eq!(loop_id(&m, f, &fl, l), Err(LoopAttrError::LatchesDisagree));
        let attr = LoopAttribute::new("llvm.loop.unroll.disable", vec![]);
        assert!(add_loop_attribute(&mut m, f, &fl, l, attr).is_err());

        let not_self = "define void @f(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %x, !llvm.loop !0
x:
  ret void
}
!0 = !{!\"llvm.loop.unroll.disable\"}
";
        let (m, f, fl) = parse(not_self);
        let l = fl.forest.top_level()[0];
        assert!(matches!(
            loop_attributes(&m, f, &fl, l),
            Err(LoopAttrError::NotSelfReferential(_))
        ));
        assert!(!LoopAttrError::LatchesDisagree.to_string().is_empty());
    }

    #[test]
    fn replace_keeps_position_and_drops_duplicates() {
        let mut a = LoopAttributes::default();
        a.add(LoopAttribute::new("x", vec![]));
        a.add(LoopAttribute::new("y", vec![]));
        a.add(LoopAttribute::new("x", vec![None]));
        a.replace(LoopAttribute::new("x", vec![None, None]));
        let names: Vec<&str> = a.attributes().map(|a| a.name.as_str()).collect();
        assert_eq!(names, ["x", "y"]);
        assert_eq!(a.get("x").map(|x| x.operands.len()), Some(2));
        assert_eq!(a.remove_prefix("y"), 1);
    }
}
