//! Dominance frontiers (issue 3, item 1: "dominance frontiers").
//!
//! The frontier of a block `x` is the set of blocks `y` such that `x` dominates a
//! predecessor of `y` but does not strictly dominate `y`: where `x`'s dominance ends. SSA
//! construction (`mem2reg`) places phis on iterated frontiers, and the directive checker uses
//! them to find where a region's dominance stops.
//!
//! The frontiers are computed from the dominator tree by Cooper, Harvey and Kennedy's
//! algorithm ("A Simple, Fast Dominance Algorithm", 2001, figure 5): for each edge `p -> y`,
//! walk the dominator tree up from `p` to `idom(y)` (exclusive), adding `y` to the frontier of
//! every block passed. The total work is the size of the frontiers, and no recursion is used.
//!
//! Only blocks reachable from the entry take part: edges from unreachable blocks are ignored,
//! and an unreachable block has an empty frontier.

use crate::cfg::ControlFlowGraph;
use crate::dominators::DominatorTree;
use cranelift_entity::EntityRef;
use parir_ir::Block;

/// The dominance frontier of every block of a CFG.
///
/// ```
/// use parir_analysis::{cfg::ControlFlowGraph, dominators::DominatorTree};
/// use parir_analysis::dominance_frontier::DominanceFrontier;
/// use parir_ir::Block;
/// use cranelift_entity::EntityRef;
/// let b = |i| Block::new(i);
/// // A diamond 0 -> {1, 2} -> 3, and a loop 3 -> 3.
/// let cfg = ControlFlowGraph::from_successors(
///     &[b(0), b(1), b(2), b(3)],
///     &[vec![b(1), b(2)], vec![b(3)], vec![b(3)], vec![b(3)]],
/// );
/// let dt = DominatorTree::compute(&cfg);
/// let df = DominanceFrontier::compute(&cfg, &dt);
/// assert_eq!(df.frontier(b(1)), &[b(3)]);
/// assert_eq!(df.frontier(b(3)), &[b(3)]);
/// assert!(df.frontier(b(0)).is_empty());
/// assert_eq!(df.iterated_frontier(&[b(1)]), [b(3)]);
/// ```
#[derive(Clone, Debug, Default)]
pub struct DominanceFrontier {
    /// The frontier of each block (by block index), in the order the blocks were found.
    frontiers: Vec<Vec<Block>>,
}

impl DominanceFrontier {
    /// Computes the frontiers of the blocks of `cfg`, whose dominator tree is `dt`.
    pub fn compute(cfg: &ControlFlowGraph, dt: &DominatorTree) -> DominanceFrontier {
        let mut frontiers: Vec<Vec<Block>> = vec![Vec::new(); cfg.num_block_indices()];
        for y in cfg.reverse_post_order() {
            let stop = dt.idom(y);
            for &p in cfg.predecessors(y) {
                if !dt.is_reachable(p) {
                    continue;
                }
                let mut runner = Some(p);
                while let Some(r) = runner {
                    if Some(r) == stop {
                        break;
                    }
                    // All insertions of `y` happen in this loop over its predecessors, so a
                    // repeated `y` is always the last element.
                    let f = &mut frontiers[r.index()];
                    if f.last() == Some(&y) {
                        // Walked from here for an earlier edge: the rest of the path is done.
                        break;
                    }
                    f.push(y);
                    runner = dt.idom(r);
                }
            }
        }
        DominanceFrontier { frontiers }
    }

    /// The frontier of `b` (empty for unreachable blocks and blocks outside the CFG).
    pub fn frontier(&self, b: Block) -> &[Block] {
        self.frontiers.get(b.index()).map_or(&[], |v| v.as_slice())
    }

    /// The iterated frontier of a set of blocks: the limit of `DF(S)`, `DF(S ∪ DF(S))`, ...
    /// — the blocks needing a phi for a variable defined in `blocks`. Listed in the order
    /// they were found, without repetitions.
    pub fn iterated_frontier(&self, blocks: &[Block]) -> Vec<Block> {
        let mut seen = vec![false; self.frontiers.len()];
        let mut out = Vec::new();
        let mut work: Vec<Block> = blocks.to_vec();
        while let Some(b) = work.pop() {
            for &y in self.frontier(b) {
                if let Some(s) = seen.get_mut(y.index()) {
                    if !*s {
                        *s = true;
                        out.push(y);
                        work.push(y);
                    }
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dominators::simple;
    use crate::proptests::{build, cfgs};
    use proptest::prelude::*;
    use std::collections::BTreeSet;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(512))]

        /// The frontiers equal the definition evaluated naively on the reference dominators.
        #[test]
        fn frontiers_equal_definition(succs in cfgs()) {
            let n = succs.len();
            let cfg = build(&succs);
            let dt = DominatorTree::compute(&cfg);
            let df = DominanceFrontier::compute(&cfg, &dt);
            let idom = simple::immediate_dominators(&succs, 0);
            let reachable = |v: usize| v == 0 || idom[v].is_some();
            let dominates = |a: usize, mut v: usize| loop {
                if v == a { return true; }
                match idom[v] { Some(p) => v = p, None => return false }
            };
            for x in 0..n {
                let mut expect = BTreeSet::new();
                if reachable(x) {
                    for (p, ss) in succs.iter().enumerate() {
                        if !reachable(p) || !dominates(x, p) { continue; }
                        for &y in ss {
                            if x == y || !dominates(x, y) {
                                expect.insert(y);
                            }
                        }
                    }
                }
                let got = df.frontier(Block::new(x));
                let got_set: BTreeSet<usize> = got.iter().map(|b| b.index()).collect();
                prop_assert_eq!(got.len(), got_set.len(), "repeated block in DF({})", x);
                prop_assert_eq!(got_set, expect, "DF({})", x);
            }
        }
    }

    #[test]
    fn iterated_frontier_of_nested_loops() {
        let b = Block::new;
        // 0 -> 1 -> 2 -> 2, 2 -> 3 -> 1, 3 -> 4.
        let cfg = ControlFlowGraph::from_successors(
            &[b(0), b(1), b(2), b(3), b(4)],
            &[
                vec![b(1)],
                vec![b(2)],
                vec![b(2), b(3)],
                vec![b(1), b(4)],
                vec![],
            ],
        );
        let dt = DominatorTree::compute(&cfg);
        let df = DominanceFrontier::compute(&cfg, &dt);
        assert_eq!(df.frontier(b(2)), &[b(1), b(2)]);
        assert_eq!(df.frontier(b(3)), &[b(1)]);
        let mut idf = df.iterated_frontier(&[b(3)]);
        idf.sort();
        assert_eq!(idf, [b(1)]);
        assert!(df.frontier(b(9)).is_empty());
    }
}
