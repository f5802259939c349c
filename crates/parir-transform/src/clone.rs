//! Cloning blocks with value remapping and metadata handling (issue 3, item 3: "clone a set
//! of blocks with value remapping and metadata handling"), after LLVM 19's `CloneBasicBlock`,
//! `CloneFunctionInto` and `ValueMapper` (`RemapInstruction` with `RF_IgnoreMissingLocals`
//! and no module-level changes).
//!
//! A [`ValueMap`] maps the source's arguments, instructions, blocks and function-local
//! metadata to the destination's; [`clone_blocks`] fills it, copies every instruction with its
//! name plus a caller-given suffix (LLVM's `NameSuffix`: the inliner uses `.i`, the unroller
//! `.1`, ...; made unique like LLVM's symbol table), and rewrites operands, phi entries,
//! successors, debug records and `metadata` operands through the map. Values and blocks the
//! map does not know stay as they are, so a region cloned inside its own function still
//! refers to the definitions around it.
//!
//! Metadata is shared with the source (`!dbg`, `!tbaa`, ...), except what the
//! [`CloneOptions`] ask for: access groups (`!llvm.access.group`) and loop IDs (`!llvm.loop`)
//! are distinct nodes whose identity means "this loop" or "these accesses"; when a loop is
//! duplicated (unrolling with a remainder, versioning) the copy needs its own nodes, so they
//! can be kept, replaced by fresh distinct copies ([`DistinctMd::Fresh`]: access-group lists
//! are rebuilt from the fresh groups, fresh loop IDs refer to the fresh groups in their
//! `llvm.loop.parallel_accesses`, and `!llvm.mem.parallel_loop_access` follows the fresh loop
//! IDs), or dropped. [`ValueMap::md`] records each replacement.

use crate::edit::{for_each_operand_mut, for_each_successor_mut, LocalNames};
use cranelift_entity::EntityRef;
use parir_ir::function::LocalMdData;
use parir_ir::inst::DbgRecord;
use parir_ir::metadata::{MdNode, MdRef, NodeData};
use parir_ir::value::LocalMd;
use parir_ir::{Block, Body, GlobalId, Inst, Module, Value};
use rustc_hash::FxHashMap;

/// What cloning does with a kind of distinct metadata node.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum DistinctMd {
    /// The clone refers to the same nodes (LLVM's `RF_NoModuleLevelChanges`).
    #[default]
    Keep,
    /// The clone gets fresh distinct copies, one per source node.
    Fresh,
    /// The clone does not carry the attachment.
    Drop,
}

/// How to clone.
#[derive(Clone, Debug, Default)]
pub struct CloneOptions {
    /// Appended to the names of cloned blocks and values (unnamed ones stay unnamed).
    pub suffix: String,
    /// `!llvm.access.group` attachments.
    pub access_groups: DistinctMd,
    /// `!llvm.loop` attachments (and `!llvm.mem.parallel_loop_access`, which names loop IDs).
    pub loop_ids: DistinctMd,
}

/// The correspondence between source and clone.
///
/// ```
/// use parir_ir::Value;
/// let mut vm = parir_transform::clone::ValueMap::default();
/// vm.values.insert(Value::Arg(0), Value::Arg(1));
/// assert_eq!(vm.value(Value::Arg(0)), Value::Arg(1));
/// assert_eq!(vm.value(Value::Arg(2)), Value::Arg(2));
/// ```
#[derive(Clone, Debug, Default)]
pub struct ValueMap {
    /// Arguments and instruction results of the source to values of the destination.
    pub values: FxHashMap<Value, Value>,
    /// Source blocks to their clones.
    pub blocks: FxHashMap<Block, Block>,
    /// Source instructions to their clones.
    pub insts: FxHashMap<Inst, Inst>,
    /// Function-local metadata of the source to that of the destination.
    pub local_md: FxHashMap<LocalMd, LocalMd>,
    /// Metadata nodes replaced by fresh copies (access groups, loop IDs, lists of them).
    pub md: FxHashMap<MdNode, MdNode>,
}

impl ValueMap {
    /// The destination's value for `v` (`v` itself when unmapped).
    pub fn value(&self, v: Value) -> Value {
        match v {
            Value::Arg(_) | Value::Inst(_) => self.values.get(&v).copied().unwrap_or(v),
            Value::Block(b) => Value::Block(self.block(b)),
            Value::LocalMd(l) => Value::LocalMd(self.local_md.get(&l).copied().unwrap_or(l)),
            Value::Md(MdRef::Local(l)) => {
                Value::Md(MdRef::Local(self.local_md.get(&l).copied().unwrap_or(l)))
            }
            other => other,
        }
    }
    /// The destination's block for `b` (`b` itself when unmapped).
    pub fn block(&self, b: Block) -> Block {
        self.blocks.get(&b).copied().unwrap_or(b)
    }
}

/// Why a clone could not be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CloneError(pub String);

impl std::fmt::Display for CloneError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for CloneError {}

/// Clones `blocks` of `src` into `dst` (appended to its layout, in the given order), filling
/// `vmap`; returns the new blocks. `names` holds the names taken in `dst`. `m` is the module
/// (fresh metadata nodes are created in it).
///
/// ```
/// use parir_transform::{clone::*, edit::LocalNames};
/// let mut m = parir_ir::parser::parse_module(
///     "define i32 @f(i32 %x, i1 %c) {\nentry:\n  br label %h\nh:\n  %i = phi i32 [ 0, %entry ], [ %n, %h ]\n  %n = add i32 %i, %x\n  br i1 %c, label %h, label %e\ne:\n  ret i32 %n\n}\n",
///     "m.ll",
/// ).unwrap();
/// let g = m.global_by_name("f").unwrap();
/// let mut body = m.globals[g].as_func_mut().unwrap().body.take().unwrap();
/// let src = body.clone();
/// let mut names = LocalNames::of(&m.globals[g].as_func().unwrap().arg_names, &body);
/// let h = body.layout[1];
/// let mut vm = ValueMap::default();
/// let opts = CloneOptions { suffix: ".c".into(), ..Default::default() };
/// let new = clone_blocks(&mut m, &src, &[h], &mut body, &mut names, &mut vm, &opts);
/// assert_eq!(body.blocks[new[0]].name.as_deref(), Some("h.c"));
/// m.globals[g].as_func_mut().unwrap().body = Some(body);
/// let text = parir_ir::printer::print_module(&m);
/// // The clone's phi and branch refer to the clone; values from outside stay.
/// assert!(text.contains("%i.c = phi i32 [ 0, %entry ], [ %n.c, %h.c ]"));
/// assert!(text.contains("%n.c = add i32 %i.c, %x"));
/// assert!(text.contains("br i1 %c, label %h.c, label %e"));
/// ```
pub fn clone_blocks(
    m: &mut Module,
    src: &Body,
    blocks: &[Block],
    dst: &mut Body,
    names: &mut LocalNames,
    vmap: &mut ValueMap,
    opts: &CloneOptions,
) -> Vec<Block> {
    let mut new_blocks = Vec::with_capacity(blocks.len());
    let mut new_insts = Vec::new();
    for &b in blocks {
        let name = src.blocks[b]
            .name
            .as_ref()
            .map(|n| names.unique(&format!("{n}{}", opts.suffix)));
        let nb = dst.append_block(name);
        vmap.blocks.insert(b, nb);
        new_blocks.push(nb);
        for &i in &src.blocks[b].insts {
            let mut d = src.insts[i].clone();
            d.name = d
                .name
                .as_ref()
                .map(|n| names.unique(&format!("{n}{}", opts.suffix)));
            let ni = dst.append_inst(nb, d);
            vmap.insts.insert(i, ni);
            vmap.values.insert(Value::Inst(i), Value::Inst(ni));
            if let Some(recs) = src.dbg_records.get(&i) {
                dst.dbg_records.insert(ni, recs.clone());
            }
            new_insts.push(ni);
        }
    }
    // Function-local metadata the clones use is copied once, with remapped values.
    let mut used_local: Vec<LocalMd> = Vec::new();
    let mut note = |v: Value| match v {
        Value::LocalMd(l) | Value::Md(MdRef::Local(l)) => used_local.push(l),
        _ => {}
    };
    for &ni in &new_insts {
        dst.insts[ni].kind.for_each_operand(&mut note);
        for r in dst.dbg_records.get(&ni).into_iter().flatten() {
            if let DbgRecord::Variable {
                location, assign, ..
            } = r
            {
                note(*location);
                if let Some((_, a, _)) = assign {
                    note(*a);
                }
            }
        }
    }
    for l in used_local {
        if vmap.local_md.contains_key(&l) || l.index() >= src.local_md.len() {
            continue;
        }
        let data = match &src.local_md[l] {
            LocalMdData::Value(v) => LocalMdData::Value(vmap.value(*v)),
            LocalMdData::ArgList(vs) => {
                LocalMdData::ArgList(vs.iter().map(|v| vmap.value(*v)).collect())
            }
        };
        let nl = dst.local_md.push(data);
        vmap.local_md.insert(l, nl);
    }
    for &ni in &new_insts {
        remap_inst(dst, ni, vmap);
    }
    remap_metadata(m, dst, &new_insts, vmap, opts);
    new_blocks
}

/// Rewrites the operands, phi entries, successors and debug records of instruction `i` of
/// `body` through `vmap` (LLVM's `RemapInstruction` with `RF_IgnoreMissingLocals`).
pub fn remap_inst(body: &mut Body, i: Inst, vmap: &ValueMap) {
    let kind = &mut body.insts[i].kind;
    for_each_operand_mut(kind, |v| *v = vmap.value(*v));
    for_each_successor_mut(kind, |b| *b = vmap.block(*b));
    if let parir_ir::inst::InstKind::Phi { incoming, .. } = kind {
        for e in incoming.iter_mut() {
            e.1 = vmap.block(e.1);
        }
    }
    if let Some(recs) = body.dbg_records.get_mut(&i) {
        for r in recs.iter_mut() {
            if let DbgRecord::Variable {
                location, assign, ..
            } = r
            {
                *location = vmap.value(*location);
                if let Some((_, a, _)) = assign {
                    *a = vmap.value(*a);
                }
            }
        }
    }
}

/// Applies the access-group and loop-ID options to the attachments of the cloned `insts`.
fn remap_metadata(
    m: &mut Module,
    body: &mut Body,
    insts: &[Inst],
    vmap: &mut ValueMap,
    opts: &CloneOptions,
) {
    let ag = m.md.find_kind("llvm.access.group");
    let lp = m.md.find_kind("llvm.loop");
    let pla = m.md.find_kind("llvm.mem.parallel_loop_access");
    if opts.access_groups == DistinctMd::Fresh {
        for &i in insts {
            for k in 0..body.insts[i].md.len() {
                let (kind, n) = body.insts[i].md[k];
                if Some(kind) == ag {
                    body.insts[i].md[k].1 = fresh_group_node(m, n, vmap);
                }
            }
        }
    }
    if opts.loop_ids == DistinctMd::Fresh {
        for &i in insts {
            for k in 0..body.insts[i].md.len() {
                let (kind, n) = body.insts[i].md[k];
                if Some(kind) == lp {
                    body.insts[i].md[k].1 = fresh_loop_id(m, n, vmap);
                }
            }
        }
        for &i in insts {
            for k in 0..body.insts[i].md.len() {
                let (kind, n) = body.insts[i].md[k];
                if Some(kind) == pla {
                    body.insts[i].md[k].1 = remap_loop_id_list(m, n, vmap);
                }
            }
        }
    }
    for &i in insts {
        body.insts[i].md.retain(|(kind, _)| {
            !((Some(*kind) == ag && opts.access_groups == DistinctMd::Drop)
                || ((Some(*kind) == lp || Some(*kind) == pla) && opts.loop_ids == DistinctMd::Drop))
        });
    }
}

/// The fresh counterpart of an `llvm.access.group` node (a group or a list of groups).
fn fresh_group_node(m: &mut Module, n: MdNode, vmap: &mut ValueMap) -> MdNode {
    let n = m.md.canonical(n);
    if let Some(&x) = vmap.md.get(&n) {
        return x;
    }
    let groups = parir_analysis::access_groups::groups_of_node(m, n);
    let is_list = !m.md.tuple_ops(n).is_empty();
    let mut fresh = Vec::with_capacity(groups.len());
    for g in groups {
        let f = match vmap.md.get(&g) {
            Some(&f) => f,
            None => {
                let f = parir_analysis::access_groups::new_access_group(m);
                vmap.md.insert(g, f);
                f
            }
        };
        fresh.push(f);
    }
    let out = if is_list {
        m.md.uniqued(NodeData::Tuple(
            fresh.into_iter().map(|g| Some(MdRef::Node(g))).collect(),
        ))
    } else {
        fresh.first().copied().unwrap_or(n)
    };
    vmap.md.insert(n, out);
    out
}

/// The fresh counterpart of a loop ID: a new distinct node referring to itself, with the same
/// attributes except that access groups already given fresh copies are replaced.
fn fresh_loop_id(m: &mut Module, id: MdNode, vmap: &mut ValueMap) -> MdNode {
    if let Some(&x) = vmap.md.get(&id) {
        return x;
    }
    let ops = m.md.tuple_ops(id).to_vec();
    let new = m.md.distinct(NodeData::Tuple(Vec::new()));
    vmap.md.insert(id, new);
    let mut new_ops = Vec::with_capacity(ops.len());
    for (k, o) in ops.into_iter().enumerate() {
        new_ops.push(match o {
            Some(MdRef::Node(x)) if x == id || k == 0 => Some(MdRef::Node(new)),
            Some(MdRef::Node(attr)) => Some(MdRef::Node(remap_attribute(m, attr, vmap))),
            other => other,
        });
    }
    m.md.node_mut(new).data = NodeData::Tuple(new_ops);
    new
}

/// A loop attribute node with its access-group operands replaced by their fresh copies.
fn remap_attribute(m: &mut Module, attr: MdNode, vmap: &ValueMap) -> MdNode {
    remap_tuple(m, attr, vmap)
}

/// An `llvm.mem.parallel_loop_access` node (a loop ID or a list of them) with fresh loop IDs.
fn remap_loop_id_list(m: &mut Module, n: MdNode, vmap: &ValueMap) -> MdNode {
    match vmap.md.get(&n) {
        Some(&x) => x,
        None => remap_tuple(m, n, vmap),
    }
}

/// A uniqued tuple with its node operands mapped through `vmap` (the same node when none of
/// them is mapped; distinct nodes and specialized nodes are returned as they are).
fn remap_tuple(m: &mut Module, n: MdNode, vmap: &ValueMap) -> MdNode {
    let e = m.md.node(n);
    if e.distinct {
        return n;
    }
    let NodeData::Tuple(ops) = &e.data else {
        return n;
    };
    let mut changed = false;
    let new_ops: Vec<Option<MdRef>> = ops
        .iter()
        .map(|o| match o {
            Some(MdRef::Node(g)) => match vmap.md.get(g) {
                Some(&f) => {
                    changed = true;
                    Some(MdRef::Node(f))
                }
                None => *o,
            },
            _ => *o,
        })
        .collect();
    if !changed {
        return n;
    }
    m.md.uniqued(NodeData::Tuple(new_ops))
}

/// Clones blocks of a body into the same body (the unroller's and versioner's use): the
/// source is a snapshot taken before cloning, so the clones' operands refer to the originals
/// where the map has no entry.
///
/// ```
/// use parir_transform::{clone::*, edit::LocalNames};
/// let mut m = parir_ir::parser::parse_module(
///     "define void @f(ptr %p, i1 %c) {\nentry:\n  br label %h\nh:\n  store i8 0, ptr %p, !llvm.access.group !1\n  br i1 %c, label %h, label %e, !llvm.loop !0\ne:\n  ret void\n}\n!0 = distinct !{!0, !2}\n!1 = distinct !{}\n!2 = !{!\"llvm.loop.parallel_accesses\", !1}\n",
///     "m.ll",
/// ).unwrap();
/// let g = m.global_by_name("f").unwrap();
/// let mut body = m.globals[g].as_func_mut().unwrap().body.take().unwrap();
/// let mut names = LocalNames::of(&m.globals[g].as_func().unwrap().arg_names, &body);
/// let h = body.layout[1];
/// let opts = CloneOptions { suffix: ".v".into(), access_groups: DistinctMd::Fresh, loop_ids: DistinctMd::Fresh };
/// let mut vm = ValueMap::default();
/// clone_blocks_in_place(&mut m, &mut body, &[h], &mut names, &mut vm, &opts);
/// m.globals[g].as_func_mut().unwrap().body = Some(body);
/// let text = parir_ir::printer::print_module(&m);
/// // The copy has its own loop ID, whose parallel_accesses names the copy's own group.
/// assert!(text.contains("store i8 0, ptr %p, align 1, !llvm.access.group !3"));
/// assert!(text.contains("!3 = distinct !{}\n!4 = distinct !{!4, !5}\n!5 = !{!\"llvm.loop.parallel_accesses\", !3}"));
/// ```
pub fn clone_blocks_in_place(
    m: &mut Module,
    body: &mut Body,
    blocks: &[Block],
    names: &mut LocalNames,
    vmap: &mut ValueMap,
    opts: &CloneOptions,
) -> Vec<Block> {
    let src = body.clone();
    clone_blocks(m, &src, blocks, body, names, vmap, opts)
}

/// Clones the whole body of function `src` into function `dst` (LLVM's `CloneFunctionInto`):
/// arguments not in `vmap` map to the argument at the same position, which must have the same
/// type; the blocks are appended to `dst`'s body (created if `dst` is a declaration).
///
/// ```
/// use parir_transform::clone::*;
/// let mut m = parir_ir::parser::parse_module(
///     "define i32 @f(i32 %x) {\nentry:\n  %y = add i32 %x, 1\n  ret i32 %y\n}\ndeclare i32 @g(i32)\n",
///     "m.ll",
/// ).unwrap();
/// let (f, g) = (m.global_by_name("f").unwrap(), m.global_by_name("g").unwrap());
/// clone_function_into(&mut m, f, g, &mut ValueMap::default(), &CloneOptions::default()).unwrap();
/// let text = parir_ir::printer::print_module(&m);
/// assert!(text.contains("define i32 @g(i32 %0) {\nentry:\n  %y = add i32 %0, 1\n  ret i32 %y\n}"));
/// parir_ir::verifier::verify_module(&m).unwrap();
/// ```
pub fn clone_function_into(
    m: &mut Module,
    src: GlobalId,
    dst: GlobalId,
    vmap: &mut ValueMap,
    opts: &CloneOptions,
) -> Result<Vec<Block>, CloneError> {
    if src == dst {
        return Err(CloneError("cannot clone a function into itself".into()));
    }
    let (Some(sf), Some(df)) = (m.globals[src].as_func(), m.globals[dst].as_func()) else {
        return Err(CloneError("both globals must be functions".into()));
    };
    let Some(sbody) = sf.body.clone() else {
        return Err(CloneError(format!(
            "@{} is a declaration: nothing to clone",
            m.globals[src].name().unwrap_or("")
        )));
    };
    let (Some((_, sparams, _)), Some((_, dparams, _))) =
        (m.types.fn_sig(sf.ty), m.types.fn_sig(df.ty))
    else {
        return Err(CloneError("function without a function type".into()));
    };
    for (k, &t) in sparams.iter().enumerate() {
        let a = Value::Arg(k as u32);
        if vmap.values.contains_key(&a) {
            continue;
        }
        if dparams.get(k) != Some(&t) {
            return Err(CloneError(format!(
                "argument {k} is not mapped and the destination has no argument of the same type there"
            )));
        }
        vmap.values.insert(a, a);
    }
    let df = m.globals[dst]
        .as_func_mut()
        .ok_or_else(|| CloneError("not a function".into()))?;
    let mut dbody = df.body.take().unwrap_or_default();
    let arg_names = df.arg_names.clone();
    let mut names = LocalNames::of(&arg_names, &dbody);
    let blocks = sbody.layout.clone();
    let new = clone_blocks(m, &sbody, &blocks, &mut dbody, &mut names, vmap, opts);
    if let Some(df) = m.globals[dst].as_func_mut() {
        df.body = Some(dbody);
    }
    Ok(new)
}
