//! Million-block functions: the analyses are iterative (no recursion to overflow the stack)
//! and linear in memory. The CFG is a chain of small loops, so the dominator tree is about a
//! million levels deep.

use cranelift_entity::EntityRef;
use parir_analysis::cfg::ControlFlowGraph;
use parir_analysis::dominators::DominatorTree;
use parir_analysis::loops::LoopForest;
use parir_analysis::post_dominators::PostDominatorTree;
use parir_ir::Block;
use std::time::Instant;

#[test]
fn million_blocks() {
    let n = 1_000_000;
    // Block i goes to i + 1; every third block also branches back two blocks (a loop of
    // three blocks); the last block returns.
    let succs: Vec<Vec<Block>> = (0..n)
        .map(|i| {
            let mut s = Vec::new();
            if i + 1 < n {
                s.push(Block::new(i + 1));
            }
            if i % 3 == 2 {
                s.push(Block::new(i - 1));
            }
            s
        })
        .collect();
    let layout: Vec<Block> = (0..n).map(Block::new).collect();
    let t = Instant::now();
    let cfg = ControlFlowGraph::from_successors(&layout, &succs);
    let dt = DominatorTree::compute(&cfg);
    let lf = LoopForest::compute(&cfg, &dt);
    let pdt = PostDominatorTree::compute(&cfg);
    eprintln!(
        "cfg + dominators + loops + post-dominators of {n} blocks: {:?}",
        t.elapsed()
    );
    assert_eq!(dt.idom(Block::new(n - 1)), Some(Block::new(n - 2)));
    assert_eq!(dt.level(Block::new(n - 1)), Some(n as u32 - 1));
    assert_eq!(lf.len(), (n - 1) / 3);
    assert_eq!(pdt.roots(), &[Block::new(n - 1)]);
    assert!(dt.dominates(Block::new(0), Block::new(n - 1)));
    assert!(pdt.post_dominates(Block::new(n - 1), Block::new(0)));
}
