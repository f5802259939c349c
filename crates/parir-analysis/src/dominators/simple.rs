//! The textbook dominator computation, kept as a reference for the tests: iterate
//! `dom(root) = {root}`, `dom(v) = {v} ∪ ⋂ dom(p)` over the reachable predecessors `p` until
//! nothing changes, with one bit set per node. Quadratic memory; only for small graphs.

/// Immediate dominators of the nodes of the graph `succs` (adjacency lists) rooted at `root`:
/// `None` for the root and for nodes not reachable from it.
pub(crate) fn immediate_dominators(succs: &[Vec<usize>], root: usize) -> Vec<Option<usize>> {
    let n = succs.len();
    let mut reachable = vec![false; n];
    let mut stack = vec![root];
    reachable[root] = true;
    while let Some(v) = stack.pop() {
        for &w in &succs[v] {
            if !reachable[w] {
                reachable[w] = true;
                stack.push(w);
            }
        }
    }
    let mut preds = vec![Vec::new(); n];
    for (v, ss) in succs.iter().enumerate() {
        for &w in ss {
            if reachable[v] {
                preds[w].push(v);
            }
        }
    }
    let full = vec![true; n];
    let mut dom: Vec<Vec<bool>> = (0..n)
        .map(|v| {
            if v == root {
                (0..n).map(|w| w == root).collect()
            } else {
                full.clone()
            }
        })
        .collect();
    let mut changed = true;
    while changed {
        changed = false;
        for v in 0..n {
            if v == root || !reachable[v] {
                continue;
            }
            let mut new = full.clone();
            for &p in &preds[v] {
                for (x, d) in new.iter_mut().zip(&dom[p]) {
                    *x &= *d;
                }
            }
            new[v] = true;
            if new != dom[v] {
                dom[v] = new;
                changed = true;
            }
        }
    }
    // The immediate dominator is the strict dominator that all other strict dominators
    // dominate: the one with the most dominators itself.
    (0..n)
        .map(|v| {
            if v == root || !reachable[v] {
                return None;
            }
            (0..n)
                .filter(|&d| d != v && dom[v][d])
                .max_by_key(|&d| dom[d].iter().filter(|&&x| x).count())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn diamond_and_loop() {
        // 0 -> 1 -> 2 -> 1, 0 -> 3, 2 -> 3; 4 unreachable.
        let succs = vec![vec![1, 3], vec![2], vec![1, 3], vec![], vec![0]];
        let idom = super::immediate_dominators(&succs, 0);
        assert_eq!(idom, [None, Some(0), Some(1), Some(0), None]);
    }
}
