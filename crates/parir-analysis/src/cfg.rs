//! The control-flow graph of one function body (issue 3, item 1: "CFG (predecessors,
//! successors, reverse post-order)").
//!
//! Successor lists follow LLVM's `getSuccessor` order, which is the operand order except that
//! a `catchswitch` lists its unwind destination first; duplicates are kept (a
//! `br i1 %c, label %a, label %a` gives `%a` twice, as LLVM's `successors()` does). Predecessor lists follow LLVM's use lists: a
//! block's users in reverse order of creation, which for parsed IR is the branching
//! terminators in reverse layout order, one entry per edge. The order matters: LLVM's
//! post-dominator tree and loop printers depend on it.
//!
//! Post-order is LLVM's `po_iterator` from the entry (successors visited in order);
//! reverse post-order is its reverse.

use cranelift_entity::EntityRef;
use parir_ir::{Block, Body};

/// "No number" in the dense per-block tables.
pub(crate) const NONE: u32 = u32::MAX;

/// Successors, predecessors and the post-order of the blocks of a body.
///
/// ```
/// use parir_analysis::cfg::ControlFlowGraph;
/// use parir_ir::Block;
/// use cranelift_entity::EntityRef;
/// let b = |i| Block::new(i);
/// // 0 -> 1, 0 -> 2, 1 -> 2; block 3 is unreachable.
/// let cfg = ControlFlowGraph::from_successors(
///     &[b(0), b(1), b(2), b(3)],
///     &[vec![b(1), b(2)], vec![b(2)], vec![], vec![b(2)]],
/// );
/// assert_eq!(cfg.predecessors(b(2)), &[b(3), b(1), b(0)]);
/// assert_eq!(cfg.reverse_post_order().collect::<Vec<_>>(), [b(0), b(1), b(2)]);
/// assert!(!cfg.is_reachable(b(3)));
/// ```
#[derive(Clone, Debug)]
pub struct ControlFlowGraph {
    layout: Vec<Block>,
    in_layout: Vec<bool>,
    succ_start: Vec<u32>,
    succs: Vec<Block>,
    pred_start: Vec<u32>,
    preds: Vec<Block>,
    post_order: Vec<Block>,
    po_number: Vec<u32>,
}

impl ControlFlowGraph {
    /// Computes the CFG of `body` (blocks outside the layout are ignored).
    pub fn compute(body: &Body) -> ControlFlowGraph {
        let n = body.blocks.len();
        let mut lists: Vec<(Block, Vec<Block>)> = Vec::with_capacity(body.layout.len());
        let mut buf = Vec::new();
        for &b in &body.layout {
            buf.clear();
            if let Some(t) = body.terminator(b) {
                body.insts[t].kind.for_each_successor(|s| buf.push(s));
            }
            lists.push((b, buf.clone()));
        }
        Self::build(n, &body.layout, |i| &lists[i].1)
    }

    /// Builds a CFG from explicit successor lists: `successors[i]` are the successors of the
    /// block with index `i`; `layout` is the block order (the first block is the entry).
    /// Blocks and edges outside `layout` are ignored.
    pub fn from_successors(layout: &[Block], successors: &[Vec<Block>]) -> ControlFlowGraph {
        let n = successors
            .len()
            .max(layout.iter().map(|b| b.index() + 1).max().unwrap_or(0));
        const EMPTY: &Vec<Block> = &Vec::new();
        Self::build(n, layout, |i| {
            successors.get(layout[i].index()).unwrap_or(EMPTY)
        })
    }

    /// `succ_of(i)` gives the successors of `layout[i]`.
    fn build<'a>(
        n: usize,
        layout: &[Block],
        succ_of: impl Fn(usize) -> &'a Vec<Block>,
    ) -> ControlFlowGraph {
        let mut in_layout = vec![false; n];
        let mut layout_kept = Vec::with_capacity(layout.len());
        for &b in layout {
            if let Some(slot) = in_layout.get_mut(b.index()) {
                if !*slot {
                    *slot = true;
                    layout_kept.push(b);
                }
            }
        }
        let keep = |s: Block| in_layout.get(s.index()).copied().unwrap_or(false);

        // Successors, per block index.
        let mut succ_count = vec![0u32; n + 1];
        let mut pred_count = vec![0u32; n + 1];
        let mut first_pos = vec![NONE; n];
        for (i, &b) in layout.iter().enumerate() {
            if first_pos.get(b.index()) != Some(&NONE) {
                continue;
            }
            first_pos[b.index()] = i as u32;
            for &s in succ_of(i) {
                if keep(s) {
                    succ_count[b.index()] += 1;
                    pred_count[s.index()] += 1;
                }
            }
        }
        let succ_start = prefix_sums(&succ_count);
        let mut succs = vec![Block::new(0); succ_start[n] as usize];
        let mut pred_start = prefix_sums(&pred_count);
        let mut preds = vec![Block::new(0); pred_start[n] as usize];
        // Fill predecessor ranges from their ends backwards while walking edges in creation
        // order: each list ends up in reverse creation order, like a use list.
        let mut pred_end: Vec<u32> = pred_start[1..].to_vec();
        for &b in &layout_kept {
            let i = first_pos[b.index()] as usize;
            let mut k = succ_start[b.index()] as usize;
            for &s in succ_of(i) {
                if keep(s) {
                    succs[k] = s;
                    k += 1;
                    pred_end[s.index()] -= 1;
                    preds[pred_end[s.index()] as usize] = b;
                }
            }
        }
        pred_start[..n].copy_from_slice(&pred_end);

        let mut cfg = ControlFlowGraph {
            layout: layout_kept,
            in_layout,
            succ_start,
            succs,
            pred_start,
            preds,
            post_order: Vec::new(),
            po_number: vec![NONE; n],
        };
        cfg.compute_post_order();
        cfg
    }

    fn compute_post_order(&mut self) {
        let Some(entry) = self.entry() else { return };
        let mut visited = vec![false; self.in_layout.len()];
        let mut stack: Vec<(Block, u32)> = vec![(entry, 0)];
        visited[entry.index()] = true;
        let mut po = Vec::new();
        while let Some(top) = stack.last_mut() {
            let (b, pos) = *top;
            let succ = self.successors(b);
            if let Some(&s) = succ.get(pos as usize) {
                top.1 += 1;
                if !visited[s.index()] {
                    visited[s.index()] = true;
                    stack.push((s, 0));
                }
            } else {
                self.po_number[b.index()] = po.len() as u32;
                po.push(b);
                stack.pop();
            }
        }
        self.post_order = po;
    }

    /// The entry block (the first block of the layout).
    pub fn entry(&self) -> Option<Block> {
        self.layout.first().copied()
    }

    /// The blocks in layout order.
    pub fn blocks(&self) -> &[Block] {
        &self.layout
    }

    /// The size of the block index space (one more than the largest block index).
    pub fn num_block_indices(&self) -> usize {
        self.in_layout.len()
    }

    /// Whether `b` is a block of the graph (in the layout).
    pub fn contains(&self, b: Block) -> bool {
        self.in_layout.get(b.index()).copied().unwrap_or(false)
    }

    /// The successors of `b`, in terminator operand order, duplicates kept.
    pub fn successors(&self, b: Block) -> &[Block] {
        range(&self.succ_start, &self.succs, b)
    }

    /// The predecessors of `b`, one per edge, in LLVM's use-list order.
    pub fn predecessors(&self, b: Block) -> &[Block] {
        range(&self.pred_start, &self.preds, b)
    }

    /// Whether `b` is reachable from the entry.
    pub fn is_reachable(&self, b: Block) -> bool {
        self.po_number.get(b.index()).is_some_and(|&n| n != NONE)
    }

    /// The blocks reachable from the entry, in post-order.
    pub fn post_order(&self) -> &[Block] {
        &self.post_order
    }

    /// The blocks reachable from the entry, in reverse post-order.
    pub fn reverse_post_order(&self) -> impl DoubleEndedIterator<Item = Block> + '_ {
        self.post_order.iter().rev().copied()
    }

    /// The position of `b` in [`ControlFlowGraph::post_order`], if reachable.
    pub fn post_order_number(&self, b: Block) -> Option<u32> {
        self.po_number
            .get(b.index())
            .copied()
            .filter(|&n| n != NONE)
    }
}

fn prefix_sums(count: &[u32]) -> Vec<u32> {
    let mut start = Vec::with_capacity(count.len());
    let mut acc = 0u32;
    for &c in count {
        start.push(acc);
        acc += c;
    }
    start
}

fn range<'a>(start: &[u32], list: &'a [Block], b: Block) -> &'a [Block] {
    match (start.get(b.index()), start.get(b.index() + 1)) {
        (Some(&s), Some(&e)) => &list[s as usize..e as usize],
        _ => &[],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn b(i: usize) -> Block {
        Block::new(i)
    }

    #[test]
    fn duplicate_edges_and_order() {
        // 0 -> 1 twice (a conditional branch to the same block), 1 -> 0.
        let cfg = ControlFlowGraph::from_successors(&[b(0), b(1)], &[vec![b(1), b(1)], vec![b(0)]]);
        assert_eq!(cfg.successors(b(0)), &[b(1), b(1)]);
        assert_eq!(cfg.predecessors(b(1)), &[b(0), b(0)]);
        assert_eq!(cfg.post_order(), &[b(1), b(0)]);
    }

    #[test]
    fn empty_and_out_of_range() {
        let cfg = ControlFlowGraph::from_successors(&[], &[]);
        assert_eq!(cfg.entry(), None);
        assert!(cfg.post_order().is_empty());
        assert!(cfg.successors(b(7)).is_empty());
        // An edge to a block outside the layout is dropped.
        let cfg = ControlFlowGraph::from_successors(&[b(0)], &[vec![b(5)]]);
        assert!(cfg.successors(b(0)).is_empty());
    }
}
