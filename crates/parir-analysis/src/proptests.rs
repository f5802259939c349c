//! Property tests on random CFGs (issue 3, acceptance: "dominators and post-dominators equal a
//! naive iterative solution; loop forest equals a reference computed from back edges").

use crate::cfg::ControlFlowGraph;
use crate::dominators::{simple, DominatorTree};
use crate::loops::LoopForest;
use crate::post_dominators::PostDominatorTree;
use cranelift_entity::EntityRef;
use parir_ir::Block;
use proptest::prelude::*;
use std::collections::BTreeSet;

/// Random successor lists: `n` blocks, each with 0–3 successors (repeats allowed).
pub(crate) fn cfgs() -> impl Strategy<Value = Vec<Vec<usize>>> {
    (1usize..40)
        .prop_flat_map(|n| proptest::collection::vec(proptest::collection::vec(0..n, 0..=3), n))
}

pub(crate) fn build(succs: &[Vec<usize>]) -> ControlFlowGraph {
    let layout: Vec<Block> = (0..succs.len()).map(Block::new).collect();
    let lists: Vec<Vec<Block>> = succs
        .iter()
        .map(|s| s.iter().map(|&i| Block::new(i)).collect())
        .collect();
    ControlFlowGraph::from_successors(&layout, &lists)
}

fn reaches(succs: &[Vec<usize>], from: usize, to: &dyn Fn(usize) -> bool) -> bool {
    let mut seen = vec![false; succs.len()];
    let mut stack = vec![from];
    seen[from] = true;
    while let Some(v) = stack.pop() {
        if to(v) {
            return true;
        }
        for &w in &succs[v] {
            if !seen[w] {
                seen[w] = true;
                stack.push(w);
            }
        }
    }
    false
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn dominators_equal_reference(succs in cfgs()) {
        let n = succs.len();
        let cfg = build(&succs);
        let dt = DominatorTree::compute(&cfg);
        let reference = simple::immediate_dominators(&succs, 0);
        for (v, &r) in reference.iter().enumerate() {
            let b = Block::new(v);
            prop_assert_eq!(dt.idom(b).map(|x| x.index()), r);
            prop_assert_eq!(dt.is_reachable(b), v == 0 || r.is_some());
        }
        // `dominates` agrees with walking the reference's idom chain.
        for a in 0..n {
            for v in 0..n {
                if !dt.is_reachable(Block::new(v)) || !dt.is_reachable(Block::new(a)) {
                    continue;
                }
                let mut x = Some(v);
                let mut expect = false;
                while let Some(y) = x {
                    if y == a { expect = true; break; }
                    x = reference[y];
                }
                prop_assert_eq!(dt.dominates(Block::new(a), Block::new(v)), expect);
            }
        }
    }

    #[test]
    fn post_dominators_equal_reference(succs in cfgs()) {
        let n = succs.len();
        let cfg = build(&succs);
        let pdt = PostDominatorTree::compute(&cfg);
        let roots: Vec<usize> = pdt.roots().iter().map(|b| b.index()).collect();
        // Roots: every exit, and otherwise blocks that reach no exit; every block reaches one.
        let is_exit = |v: usize| succs[v].is_empty();
        for v in 0..n {
            if is_exit(v) {
                prop_assert!(roots.contains(&v));
            }
            let root_set: BTreeSet<usize> = roots.iter().copied().collect();
            prop_assert!(reaches(&succs, v, &|w| root_set.contains(&w)));
        }
        for &r in &roots {
            prop_assert!(is_exit(r) || !reaches(&succs, r, &is_exit));
        }
        // The reverse graph with a virtual exit (node n) pointing at the roots.
        let mut rev = vec![Vec::new(); n + 1];
        for (v, ss) in succs.iter().enumerate() {
            for &w in ss {
                rev[w].push(v);
            }
        }
        rev[n] = roots.clone();
        let reference = simple::immediate_dominators(&rev, n);
        for (v, &r) in reference.iter().enumerate().take(n) {
            let b = Block::new(v);
            prop_assert!(pdt.contains(b));
            let expect = r.filter(|&p| p != n);
            prop_assert_eq!(pdt.ipdom(b).map(|x| x.index()), expect);
        }
    }

    #[test]
    fn loops_equal_back_edge_reference(succs in cfgs()) {
        let n = succs.len();
        let cfg = build(&succs);
        let dt = DominatorTree::compute(&cfg);
        let lf = LoopForest::compute(&cfg, &dt);
        let idom = simple::immediate_dominators(&succs, 0);
        let reachable = |v: usize| v == 0 || idom[v].is_some();
        let dominates = |a: usize, mut v: usize| loop {
            if v == a { return true; }
            match idom[v] { Some(p) => v = p, None => return false }
        };
        let mut preds = vec![Vec::new(); n];
        for (v, ss) in succs.iter().enumerate() {
            for &w in ss { preds[w].push(v); }
        }
        // Natural loop of each header: the blocks reaching a back edge's source backwards
        // without passing through the header.
        let mut reference: Vec<(usize, BTreeSet<usize>)> = Vec::new();
        for h in (0..n).filter(|&h| reachable(h)) {
            let back: Vec<usize> = preds[h].iter().copied()
                .filter(|&p| reachable(p) && dominates(h, p)).collect();
            if back.is_empty() { continue; }
            let mut body = BTreeSet::from([h]);
            let mut work = back;
            while let Some(v) = work.pop() {
                if reachable(v) && body.insert(v) {
                    work.extend(preds[v].iter().copied());
                }
            }
            reference.push((h, body));
        }
        prop_assert_eq!(lf.len(), reference.len());
        for (h, body) in &reference {
            let l = lf.innermost_loop(Block::new(*h));
            prop_assert!(l.is_some());
            let l = l.unwrap();
            prop_assert_eq!(lf.header(l).index(), *h);
            let got: BTreeSet<usize> = lf.blocks(l).iter().map(|b| b.index()).collect();
            prop_assert_eq!(&got, body);
            prop_assert_eq!(lf.blocks(l).len(), body.len());
            // The parent is the smallest other loop whose body contains this one's header.
            let parent = reference.iter()
                .filter(|(h2, b2)| h2 != h && b2.contains(h))
                .min_by_key(|(_, b2)| b2.len())
                .map(|(h2, _)| *h2);
            prop_assert_eq!(lf.parent(l).map(|p| lf.header(p).index()), parent);
            let depth = 1 + reference.iter().filter(|(h2, b2)| h2 != h && b2.contains(h)).count();
            prop_assert_eq!(lf.depth(l) as usize, depth);
            for v in 0..n {
                prop_assert_eq!(lf.contains(l, Block::new(v)), body.contains(&v));
            }
        }
    }
}
