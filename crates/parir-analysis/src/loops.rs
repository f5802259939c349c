//! The natural-loop forest of a function body (issue 3, item 1: "natural-loop forest (header,
//! latches, exiting and exit blocks, preheader, depth, 'is in simplified form')" and
//! "`is_annotated_parallel` with exactly LLVM 19's semantics").
//!
//! Loops are entities ([`Loop`]) in the style of Cranelift's `loop_analysis.rs`. The forest is
//! LLVM 19's `LoopInfo`, built the same way so that it lists loops and blocks in the same
//! order:
//!
//! 1. headers are the blocks with a back edge (from a reachable block they dominate), visited
//!    in post-order of the dominator tree, so inner loops are found first; each loop's blocks
//!    are found by walking predecessors back from its back edges, stopping at the header and
//!    adopting loops already found as sub-loops;
//! 2. one post-order walk of the CFG then fills each loop's block list (header first, the
//!    rest in reverse post-order) and sub-loop lists (in reverse post-order of their headers);
//!    top-level loops stay in post-order, which is why `print<loops>` shows the last loop of a
//!    function first.
//!
//! Irreducible cycles (entered other than through a dominating header) are not loops.

use crate::cfg::{ControlFlowGraph, NONE};
use crate::dominators::DominatorTree;
use crate::memory::may_read_or_write_memory;
use cranelift_entity::{entity_impl, EntityRef, PrimaryMap};
use parir_ir::inst::InstKind;
use parir_ir::metadata::{MdNode, MdRef};
use parir_ir::{Block, Body, Module};

/// A loop of a [`LoopForest`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Loop(u32);
entity_impl!(Loop, "loop");

#[derive(Clone, Debug)]
struct LoopData {
    header: Block,
    parent: Option<Loop>,
    children: Vec<Loop>,
    /// The header, then the other blocks (of sub-loops too) in reverse post-order.
    blocks: Vec<Block>,
    depth: u32,
}

/// The CFG, dominator tree and loop forest of one function, computed together: what the
/// loop-level APIs ([`crate::loop_attrs`], [`crate::access_groups`]) take to find a loop's
/// blocks and latches. Editing metadata does not change them.
///
/// ```
/// let m = parir_ir::parser::parse_module(
///     "define void @f(i1 %c) {\nentry:\n  br label %h\nh:\n  br i1 %c, label %h, label %x\nx:\n  ret void\n}\n",
///     "m.ll",
/// ).unwrap();
/// let f = m.global_by_name("f").unwrap();
/// let fl = parir_analysis::loops::FunctionLoops::of_function(&m, f).unwrap();
/// assert_eq!(fl.forest.len(), 1);
/// ```
#[derive(Clone, Debug)]
pub struct FunctionLoops {
    pub cfg: ControlFlowGraph,
    pub domtree: DominatorTree,
    pub forest: LoopForest,
}

impl FunctionLoops {
    /// Computes the analyses of `body`.
    pub fn compute(body: &Body) -> FunctionLoops {
        let cfg = ControlFlowGraph::compute(body);
        let domtree = DominatorTree::compute(&cfg);
        let forest = LoopForest::compute(&cfg, &domtree);
        FunctionLoops {
            cfg,
            domtree,
            forest,
        }
    }

    /// Computes the analyses of function `f` of `m`; `None` if `f` is not a definition.
    pub fn of_function(m: &Module, f: parir_ir::GlobalId) -> Option<FunctionLoops> {
        let body = m.globals.get(f)?.as_func()?.body.as_ref()?;
        Some(FunctionLoops::compute(body))
    }
}

/// The natural loops of a function, nested.
///
/// ```
/// use parir_analysis::{cfg::ControlFlowGraph, dominators::DominatorTree, loops::LoopForest};
/// use parir_ir::Block;
/// use cranelift_entity::EntityRef;
/// let b = |i| Block::new(i);
/// // 0 -> 1 -> 2 -> 1 (outer latch 3 -> 1), 2 -> 2 (inner), 3 -> 4.
/// let cfg = ControlFlowGraph::from_successors(
///     &[b(0), b(1), b(2), b(3), b(4)],
///     &[vec![b(1)], vec![b(2)], vec![b(2), b(3)], vec![b(1), b(4)], vec![]],
/// );
/// let dt = DominatorTree::compute(&cfg);
/// let lf = LoopForest::compute(&cfg, &dt);
/// let outer = lf.top_level()[0];
/// assert_eq!(lf.header(outer), b(1));
/// assert_eq!(lf.blocks(outer), &[b(1), b(2), b(3)]);
/// let inner = lf.children(outer)[0];
/// assert_eq!((lf.depth(inner), lf.innermost_loop(b(2))), (2, Some(inner)));
/// assert_eq!(lf.exit_blocks(&cfg, outer), [b(4)]);
/// ```
#[derive(Clone, Debug, Default)]
pub struct LoopForest {
    loops: PrimaryMap<Loop, LoopData>,
    top_level: Vec<Loop>,
    /// The innermost loop of each block (by block index), or `NONE`.
    innermost: Vec<u32>,
}

impl LoopForest {
    /// Computes the loops of `cfg`, whose dominator tree is `dt`.
    pub fn compute(cfg: &ControlFlowGraph, dt: &DominatorTree) -> LoopForest {
        let mut lf = LoopForest {
            loops: PrimaryMap::new(),
            top_level: Vec::new(),
            innermost: vec![NONE; cfg.num_block_indices()],
        };
        let mut back_edges = Vec::new();
        for h in dt.post_order() {
            back_edges.clear();
            back_edges.extend(
                cfg.predecessors(h)
                    .iter()
                    .copied()
                    .filter(|&p| dt.dominates(h, p) && dt.is_reachable(p)),
            );
            if !back_edges.is_empty() {
                let l = lf.loops.push(LoopData {
                    header: h,
                    parent: None,
                    children: Vec::new(),
                    blocks: vec![h],
                    depth: 0,
                });
                lf.discover(cfg, dt, l, &back_edges);
            }
        }
        lf.populate(cfg);
        lf
    }

    /// Maps the blocks of loop `l` not yet in a loop to `l` and adopts the outermost loops
    /// found inside it (LLVM's `discoverAndMapSubloop`).
    fn discover(&mut self, cfg: &ControlFlowGraph, dt: &DominatorTree, l: Loop, back: &[Block]) {
        let header = self.loops[l].header;
        let mut work: Vec<Block> = back.to_vec();
        while let Some(b) = work.pop() {
            match self.innermost_loop(b) {
                None => {
                    if !dt.is_reachable(b) {
                        continue;
                    }
                    self.innermost[b.index()] = l.index() as u32;
                    if b != header {
                        work.extend_from_slice(cfg.predecessors(b));
                    }
                }
                Some(sub) => {
                    let mut sub = sub;
                    while let Some(p) = self.loops[sub].parent {
                        sub = p;
                    }
                    if sub == l {
                        continue;
                    }
                    self.loops[sub].parent = Some(l);
                    let sub_header = self.loops[sub].header;
                    for &p in cfg.predecessors(sub_header) {
                        if self.innermost_loop(p) != Some(sub) {
                            work.push(p);
                        }
                    }
                }
            }
        }
    }

    /// Fills the block and sub-loop lists in LLVM's order (`PopulateLoopsDFS`), and depths.
    fn populate(&mut self, cfg: &ControlFlowGraph) {
        for &b in cfg.post_order() {
            let mut sub = self.innermost_loop(b);
            if let Some(s) = sub {
                if self.loops[s].header == b {
                    match self.loops[s].parent {
                        Some(p) => self.loops[p].children.push(s),
                        None => self.top_level.push(s),
                    }
                    self.loops[s].blocks[1..].reverse();
                    self.loops[s].children.reverse();
                    sub = self.loops[s].parent;
                }
            }
            while let Some(s) = sub {
                self.loops[s].blocks.push(b);
                sub = self.loops[s].parent;
            }
        }
        let mut stack: Vec<(Loop, u32)> = self.top_level.iter().map(|&l| (l, 1)).collect();
        while let Some((l, d)) = stack.pop() {
            self.loops[l].depth = d;
            stack.extend(self.loops[l].children.iter().map(|&c| (c, d + 1)));
        }
    }

    /// All loops (in the order they were found: inner loops before outer ones).
    pub fn loops(&self) -> impl Iterator<Item = Loop> + '_ {
        self.loops.keys()
    }

    /// The number of loops.
    pub fn len(&self) -> usize {
        self.loops.len()
    }

    /// Whether the function has no loops.
    pub fn is_empty(&self) -> bool {
        self.loops.is_empty()
    }

    /// The outermost loops, in LLVM's order (post-order of their headers).
    pub fn top_level(&self) -> &[Loop] {
        &self.top_level
    }

    /// The loops in the order `print<loops>` prints them: each top-level loop followed by
    /// its sub-loops, depth first.
    pub fn preorder(&self) -> Vec<Loop> {
        let mut out = Vec::with_capacity(self.loops.len());
        let mut stack: Vec<Loop> = self.top_level.iter().rev().copied().collect();
        while let Some(l) = stack.pop() {
            out.push(l);
            stack.extend(self.loops[l].children.iter().rev().copied());
        }
        out
    }

    /// The header of `l`.
    pub fn header(&self, l: Loop) -> Block {
        self.loops[l].header
    }

    /// The loop immediately containing `l`.
    pub fn parent(&self, l: Loop) -> Option<Loop> {
        self.loops[l].parent
    }

    /// The loops immediately inside `l`, in LLVM's order.
    pub fn children(&self, l: Loop) -> &[Loop] {
        &self.loops[l].children
    }

    /// The nesting depth of `l` (1 for an outermost loop).
    pub fn depth(&self, l: Loop) -> u32 {
        self.loops[l].depth
    }

    /// The blocks of `l` and its sub-loops: the header, then the others in reverse
    /// post-order.
    pub fn blocks(&self, l: Loop) -> &[Block] {
        &self.loops[l].blocks
    }

    /// The innermost loop containing `b`.
    pub fn innermost_loop(&self, b: Block) -> Option<Loop> {
        let i = *self.innermost.get(b.index())?;
        (i != NONE).then(|| Loop::new(i as usize))
    }

    /// The loop depth of block `b` (0 outside loops).
    pub fn loop_depth(&self, b: Block) -> u32 {
        self.innermost_loop(b).map_or(0, |l| self.depth(l))
    }

    /// Whether `b` is in `l` (or one of its sub-loops).
    pub fn contains(&self, l: Loop, b: Block) -> bool {
        let mut x = self.innermost_loop(b);
        let d = self.loops[l].depth;
        while let Some(y) = x {
            if self.loops[y].depth <= d {
                return y == l;
            }
            x = self.loops[y].parent;
        }
        false
    }

    /// Whether `inner` is `outer` or nested in it.
    pub fn contains_loop(&self, outer: Loop, inner: Loop) -> bool {
        self.contains(outer, self.loops[inner].header)
    }

    /// Whether `b` is a latch of `l`: a block of `l` branching to the header.
    pub fn is_latch(&self, cfg: &ControlFlowGraph, l: Loop, b: Block) -> bool {
        self.contains(l, b) && cfg.predecessors(self.header(l)).contains(&b)
    }

    /// The latches of `l`, in the header's predecessor order (LLVM's `getLoopLatches`; a
    /// latch with two edges to the header is listed twice).
    pub fn latches(&self, cfg: &ControlFlowGraph, l: Loop) -> Vec<Block> {
        cfg.predecessors(self.header(l))
            .iter()
            .copied()
            .filter(|&p| self.contains(l, p))
            .collect()
    }

    /// The unique latch of `l`: `None` if the header has several edges from inside the loop
    /// (LLVM's `getLoopLatch`).
    pub fn latch(&self, cfg: &ControlFlowGraph, l: Loop) -> Option<Block> {
        let mut it = self.latches(cfg, l).into_iter();
        let first = it.next()?;
        it.next().is_none().then_some(first)
    }

    /// Whether `b` (of `l`) has a successor outside `l`.
    pub fn is_exiting(&self, cfg: &ControlFlowGraph, l: Loop, b: Block) -> bool {
        self.contains(l, b) && cfg.successors(b).iter().any(|&s| !self.contains(l, s))
    }

    /// The blocks of `l` with a successor outside it, in block order.
    pub fn exiting_blocks(&self, cfg: &ControlFlowGraph, l: Loop) -> Vec<Block> {
        self.blocks(l)
            .iter()
            .copied()
            .filter(|&b| cfg.successors(b).iter().any(|&s| !self.contains(l, s)))
            .collect()
    }

    /// The successors outside `l` of its blocks, one per edge, in block order (LLVM's
    /// `getExitBlocks`).
    pub fn exit_blocks(&self, cfg: &ControlFlowGraph, l: Loop) -> Vec<Block> {
        let mut out = Vec::new();
        for &b in self.blocks(l) {
            for &s in cfg.successors(b) {
                if !self.contains(l, s) {
                    out.push(s);
                }
            }
        }
        out
    }

    /// [`LoopForest::exit_blocks`] without repetitions, first occurrence kept.
    pub fn unique_exit_blocks(&self, cfg: &ControlFlowGraph, l: Loop) -> Vec<Block> {
        let mut out: Vec<Block> = Vec::new();
        for s in self.exit_blocks(cfg, l) {
            if !out.contains(&s) {
                out.push(s);
            }
        }
        out
    }

    /// The only block outside `l` branching to its header, if there is exactly one (LLVM's
    /// `getLoopPredecessor`; it may have other successors).
    pub fn loop_predecessor(&self, cfg: &ControlFlowGraph, l: Loop) -> Option<Block> {
        let mut out = None;
        for &p in cfg.predecessors(self.header(l)) {
            if !self.contains(l, p) {
                if out.is_some_and(|o| o != p) {
                    return None;
                }
                out = Some(p);
            }
        }
        out
    }

    /// The preheader of `l`: its loop predecessor, if that has the header as its only
    /// successor and a terminator one may hoist code in front of (not `invoke`, `callbr`,
    /// `catchswitch`, `catchret`, `cleanupret` or `resume`; LLVM's `getLoopPreheader`).
    pub fn preheader(&self, cfg: &ControlFlowGraph, body: &Body, l: Loop) -> Option<Block> {
        let p = self.loop_predecessor(cfg, l)?;
        if let Some(t) = body.terminator(p) {
            if matches!(
                body.insts[t].kind,
                InstKind::CatchSwitch { .. }
                    | InstKind::CatchRet { .. }
                    | InstKind::CleanupRet { .. }
                    | InstKind::Invoke { .. }
                    | InstKind::Resume(_)
                    | InstKind::CallBr { .. }
            ) {
                return None;
            }
        }
        (cfg.successors(p).len() == 1).then_some(p)
    }

    /// Whether every exit block of `l` has all its predecessors in `l`.
    pub fn has_dedicated_exits(&self, cfg: &ControlFlowGraph, l: Loop) -> bool {
        self.unique_exit_blocks(cfg, l)
            .iter()
            .all(|&e| cfg.predecessors(e).iter().all(|&p| self.contains(l, p)))
    }

    /// Whether `l` has a preheader, a single latch and dedicated exits (LLVM's
    /// `isLoopSimplifyForm`, the shape `loop-simplify` produces).
    pub fn is_simplified(&self, cfg: &ControlFlowGraph, body: &Body, l: Loop) -> bool {
        self.preheader(cfg, body, l).is_some()
            && self.latch(cfg, l).is_some()
            && self.has_dedicated_exits(cfg, l)
    }

    /// The loop's `!llvm.loop` node (LLVM's `getLoopID`): every latch's terminator carries the
    /// same node, whose first operand is the node itself.
    pub fn loop_id(
        &self,
        cfg: &ControlFlowGraph,
        m: &Module,
        body: &Body,
        l: Loop,
    ) -> Option<MdNode> {
        let kind = m.md.find_kind("llvm.loop")?;
        let mut id: Option<MdNode> = None;
        for latch in self.latches(cfg, l) {
            let t = body.terminator(latch)?;
            let md = attachment(m, body, t, kind)?;
            match id {
                None => id = Some(md),
                Some(x) if x != md => return None,
                _ => {}
            }
        }
        let id = id?;
        match m.md.tuple_ops(id).first() {
            Some(Some(MdRef::Node(first))) if m.md.canonical(*first) == id => Some(id),
            _ => None,
        }
    }

    /// Whether `v` is defined outside loop `l` ([`crate::invariance::defined_outside`]).
    pub fn is_invariant(&self, body: &Body, l: Loop, v: parir_ir::Value) -> bool {
        crate::invariance::defined_outside(body, v, |b| self.contains(l, b))
    }

    /// Whether `l` is annotated parallel, exactly as LLVM 19's `Loop::isAnnotatedParallel`
    /// decides: the loop has a loop ID, and every instruction of the loop that may access
    /// memory either has an `!llvm.access.group` (one group, or a list of groups) naming a
    /// group listed in the loop's `llvm.loop.parallel_accesses` property, or has an
    /// `!llvm.mem.parallel_loop_access` list containing the loop ID (the legacy form).
    pub fn is_annotated_parallel(
        &self,
        cfg: &ControlFlowGraph,
        m: &Module,
        body: &Body,
        l: Loop,
    ) -> bool {
        let Some(id) = self.loop_id(cfg, m, body, l) else {
            return false;
        };
        let md = &m.md;
        // The first `llvm.loop.parallel_accesses` property, like `findOptionMDForLoopID`.
        let mut groups: Vec<MdNode> = Vec::new();
        for op in md.tuple_ops(id).iter().skip(1) {
            let Some(MdRef::Node(prop)) = op else {
                continue;
            };
            let ops = md.tuple_ops(*prop);
            if md.as_str(ops.first().copied().flatten()) == Some(b"llvm.loop.parallel_accesses") {
                groups.extend(ops[1..].iter().filter_map(|o| node_of(m, *o)));
                break;
            }
        }
        self.blocks(l).iter().all(|&b| {
            body.blocks[b].insts.iter().all(|&i| {
                !may_read_or_write_memory(m, &body.insts[i])
                    || access_is_parallel(m, body, i, &groups, Some(id))
            })
        })
    }
}

/// Whether memory access `i` is declared free of loop-carried dependences, as
/// `Loop::isAnnotatedParallel` decides for each access: its `!llvm.access.group` (one group,
/// or a list of groups) names one of `groups` (the loop's `parallel_accesses` groups,
/// canonical), or, when `legacy_id` is the loop's ID, its `!llvm.mem.parallel_loop_access`
/// list contains that ID (the legacy form).
pub fn access_is_parallel(
    m: &Module,
    body: &Body,
    i: parir_ir::Inst,
    groups: &[MdNode],
    legacy_id: Option<MdNode>,
) -> bool {
    let md = &m.md;
    if let Some(ag) = md
        .find_kind("llvm.access.group")
        .and_then(|k| attachment(m, body, i, k))
    {
        let ops = md.tuple_ops(ag);
        let covered = if ops.is_empty() {
            groups.contains(&ag)
        } else {
            ops.iter()
                .filter_map(|o| node_of(m, *o))
                .any(|g| groups.contains(&g))
        };
        if covered {
            return true;
        }
    }
    let Some(id) = legacy_id else { return false };
    md.find_kind("llvm.mem.parallel_loop_access")
        .and_then(|k| attachment(m, body, i, k))
        .is_some_and(|list| {
            md.tuple_ops(list)
                .iter()
                .any(|o| node_of(m, *o) == Some(id))
        })
}

/// The canonical node of an operand, if it is a node.
fn node_of(m: &Module, op: Option<MdRef>) -> Option<MdNode> {
    match op {
        Some(MdRef::Node(n)) => Some(m.md.canonical(n)),
        _ => None,
    }
}

/// The (canonical) node attached to instruction `i` under `kind`.
fn attachment(
    m: &Module,
    body: &Body,
    i: parir_ir::Inst,
    kind: parir_ir::metadata::MdKind,
) -> Option<MdNode> {
    body.insts[i]
        .md
        .iter()
        .find(|(k, _)| *k == kind)
        .map(|(_, n)| m.md.canonical(*n))
}
