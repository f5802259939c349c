//! The control-flow graph and dominator tree the verifier needs for its SSA checks.
//!
//! Blocks are numbered by their position in the function layout (`0` is the entry block). The
//! graph is stored in compressed-sparse-row form (one offsets array and one targets array per
//! direction), which keeps a function with a million blocks at a few flat `u32` vectors.
//!
//! The dominator tree is computed with the iterative algorithm of Cooper, Harvey and Kennedy
//! ("A Simple, Fast Dominance Algorithm", 2001) over a reverse post-order, then numbered by a
//! depth-first walk of the tree so that "does `a` dominate `b`" is two integer comparisons. All
//! walks are iterative, so deep CFGs cannot overflow the stack. The analysis crate has its own,
//! richer dominator tree; this one only serves the verifier.

/// Marker for "no block" / "unreachable" in the dense arrays.
pub(crate) const NONE: u32 = u32::MAX;

/// A CFG over dense block indices, with predecessor and successor lists in CSR form. Edges keep
/// their multiplicity (a `switch` with two cases to the same block gives two edges).
pub(crate) struct Cfg {
    succ_start: Vec<u32>,
    succ: Vec<u32>,
    pred_start: Vec<u32>,
    pred: Vec<u32>,
}

impl Cfg {
    /// Builds the graph from each block's successor list (`succs[b]`, by dense index; indices
    /// out of range are ignored).
    #[cfg(test)]
    pub(crate) fn new(succs: &[Vec<u32>]) -> Cfg {
        let mut succ_start = vec![0u32];
        let mut succ = Vec::new();
        for list in succs {
            succ.extend(list.iter().copied().filter(|&s| (s as usize) < succs.len()));
            succ_start.push(succ.len() as u32);
        }
        Cfg::from_successors(succ_start, succ)
    }

    /// Builds the graph from successor lists in CSR form: the successors of block `b` are
    /// `succ[succ_start[b]..succ_start[b + 1]]`. `succ_start` must be non-decreasing, start at
    /// 0 and end at `succ.len()`; successors out of range are dropped.
    pub(crate) fn from_successors(succ_start: Vec<u32>, succ: Vec<u32>) -> Cfg {
        let n = succ_start.len().saturating_sub(1);
        let (succ_start, succ) = if succ.iter().all(|&s| (s as usize) < n) {
            (succ_start, succ)
        } else {
            let mut st = vec![0u32];
            let mut sc = Vec::with_capacity(succ.len());
            for b in 0..n {
                let r = succ_start[b] as usize..succ_start[b + 1] as usize;
                sc.extend(succ[r].iter().copied().filter(|&s| (s as usize) < n));
                st.push(sc.len() as u32);
            }
            (st, sc)
        };
        let succ_start = if succ_start.is_empty() {
            vec![0]
        } else {
            succ_start
        };
        let mut npred = vec![0u32; n + 1];
        for &s in &succ {
            npred[s as usize] += 1;
        }
        // Prefix sums give each block's slot range in `pred`.
        let mut pred_start = Vec::with_capacity(n + 1);
        let mut acc = 0u32;
        for &c in npred.iter().take(n) {
            pred_start.push(acc);
            acc += c;
        }
        pred_start.push(acc);
        let mut fill: Vec<u32> = pred_start[..n].to_vec();
        let mut pred = vec![0u32; acc as usize];
        for b in 0..n {
            for &s in &succ[succ_start[b] as usize..succ_start[b + 1] as usize] {
                let slot = &mut fill[s as usize];
                pred[*slot as usize] = b as u32;
                *slot += 1;
            }
        }
        Cfg {
            succ_start,
            succ,
            pred_start,
            pred,
        }
    }

    /// Number of blocks.
    pub(crate) fn len(&self) -> usize {
        self.succ_start.len() - 1
    }

    /// Successors of `b`, with multiplicity, in terminator operand order.
    pub(crate) fn succs(&self, b: u32) -> &[u32] {
        let b = b as usize;
        &self.succ[self.succ_start[b] as usize..self.succ_start[b + 1] as usize]
    }

    /// Predecessors of `b`, with multiplicity, in block order.
    pub(crate) fn preds(&self, b: u32) -> &[u32] {
        let b = b as usize;
        &self.pred[self.pred_start[b] as usize..self.pred_start[b + 1] as usize]
    }
}

/// A dominator tree over a [`Cfg`] rooted at block 0.
pub(crate) struct DomTree {
    /// Immediate dominator of each block (`NONE` for the entry and unreachable blocks).
    #[cfg_attr(not(test), allow(dead_code))]
    idom: Vec<u32>,
    /// Pre-order and post-order numbers in the dominator tree (`NONE` if unreachable).
    pre: Vec<u32>,
    post: Vec<u32>,
}

impl DomTree {
    /// Computes the dominator tree of `cfg`.
    pub(crate) fn compute(cfg: &Cfg) -> DomTree {
        let n = cfg.len();
        if n == 0 {
            return DomTree {
                idom: Vec::new(),
                pre: Vec::new(),
                post: Vec::new(),
            };
        }
        // Post-order of the blocks reachable from the entry, iteratively.
        let mut order: Vec<u32> = Vec::with_capacity(n);
        let mut visited = vec![false; n];
        let mut stack: Vec<(u32, u32)> = vec![(0, 0)];
        visited[0] = true;
        while let Some(top) = stack.last_mut() {
            let (b, next) = *top;
            let succs = cfg.succs(b);
            if let Some(&s) = succs.get(next as usize) {
                top.1 += 1;
                if !visited[s as usize] {
                    visited[s as usize] = true;
                    stack.push((s, 0));
                }
            } else {
                order.push(b);
                stack.pop();
            }
        }
        order.reverse();
        // `rpo[b]` is the reverse-post-order number of block `b`.
        let mut rpo = vec![NONE; n];
        for (k, &b) in order.iter().enumerate() {
            rpo[b as usize] = k as u32;
        }
        // Cooper-Harvey-Kennedy, with idoms stored by RPO number.
        let m = order.len();
        let mut doms = vec![NONE; m];
        doms[0] = 0;
        let mut changed = true;
        while changed {
            changed = false;
            for k in 1..m {
                let b = order[k];
                let mut new_idom = NONE;
                for &p in cfg.preds(b) {
                    let pk = rpo[p as usize];
                    if pk == NONE || doms[pk as usize] == NONE {
                        continue;
                    }
                    new_idom = if new_idom == NONE {
                        pk
                    } else {
                        intersect(&doms, pk, new_idom)
                    };
                }
                if new_idom != NONE && doms[k] != new_idom {
                    doms[k] = new_idom;
                    changed = true;
                }
            }
        }
        let mut idom = vec![NONE; n];
        for k in 1..m {
            if doms[k] != NONE {
                idom[order[k] as usize] = order[doms[k] as usize];
            }
        }
        // Children in CSR form, then pre/post numbers by an iterative DFS of the tree.
        let mut nchild = vec![0u32; n + 1];
        for &d in &idom {
            if d != NONE {
                nchild[d as usize] += 1;
            }
        }
        let mut child_start = Vec::with_capacity(n + 1);
        let mut acc = 0u32;
        for &c in nchild.iter().take(n) {
            child_start.push(acc);
            acc += c;
        }
        child_start.push(acc);
        let mut fill: Vec<u32> = child_start[..n].to_vec();
        let mut children = vec![0u32; acc as usize];
        for (b, &d) in idom.iter().enumerate() {
            if d != NONE {
                children[fill[d as usize] as usize] = b as u32;
                fill[d as usize] += 1;
            }
        }
        let mut pre = vec![NONE; n];
        let mut post = vec![NONE; n];
        let mut counter_pre = 0u32;
        let mut counter_post = 0u32;
        let mut stack: Vec<(u32, u32)> = vec![(0, child_start[0])];
        pre[0] = counter_pre;
        counter_pre += 1;
        while let Some(top) = stack.last_mut() {
            let (b, next) = *top;
            if next < child_start[b as usize + 1] {
                top.1 += 1;
                let c = children[next as usize];
                pre[c as usize] = counter_pre;
                counter_pre += 1;
                stack.push((c, child_start[c as usize]));
            } else {
                post[b as usize] = counter_post;
                counter_post += 1;
                stack.pop();
            }
        }
        DomTree { idom, pre, post }
    }

    /// Whether block `b` is reachable from the entry block.
    pub(crate) fn is_reachable(&self, b: u32) -> bool {
        self.pre.get(b as usize).is_some_and(|&p| p != NONE)
    }

    /// Whether `a` dominates `b` (reflexive). As in LLVM, every block dominates an unreachable
    /// block, and an unreachable block dominates only unreachable blocks.
    pub(crate) fn dominates(&self, a: u32, b: u32) -> bool {
        if !self.is_reachable(b) {
            return true;
        }
        if !self.is_reachable(a) {
            return false;
        }
        let (a, b) = (a as usize, b as usize);
        self.pre[a] <= self.pre[b] && self.post[b] <= self.post[a]
    }

    /// The immediate dominator of `b`, if `b` is reachable and not the entry.
    #[cfg(test)]
    pub(crate) fn idom(&self, b: u32) -> Option<u32> {
        self.idom.get(b as usize).copied().filter(|&d| d != NONE)
    }
}

/// The common dominator of two blocks given by RPO number.
fn intersect(doms: &[u32], mut a: u32, mut b: u32) -> u32 {
    while a != b {
        while a > b {
            a = doms[a as usize];
        }
        while b > a {
            b = doms[b as usize];
        }
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The textbook definition: `a` dominates `b` iff `b` is unreachable from the entry once
    /// `a` is removed (or `a == b`).
    fn naive_dominates(cfg: &Cfg, a: u32, b: u32) -> bool {
        if a == b {
            return true;
        }
        let n = cfg.len();
        let mut seen = vec![false; n];
        let mut stack = vec![];
        if a != 0 {
            seen[0] = true;
            stack.push(0u32);
        }
        while let Some(x) = stack.pop() {
            for &s in cfg.succs(x) {
                if s != a && !seen[s as usize] {
                    seen[s as usize] = true;
                    stack.push(s);
                }
            }
        }
        !seen[b as usize]
    }

    fn check(succs: &[Vec<u32>]) {
        let cfg = Cfg::new(succs);
        let dt = DomTree::compute(&cfg);
        for a in 0..succs.len() as u32 {
            for b in 0..succs.len() as u32 {
                if dt.is_reachable(a) && dt.is_reachable(b) {
                    assert_eq!(
                        dt.dominates(a, b),
                        naive_dominates(&cfg, a, b),
                        "{a} dom {b} in {succs:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn diamond_and_loops() {
        check(&[vec![1, 2], vec![3], vec![3], vec![]]);
        check(&[vec![1], vec![2, 3], vec![1], vec![]]);
        // Irreducible: entry jumps into both halves of a cycle.
        check(&[vec![1, 2], vec![2], vec![1, 3], vec![]]);
        // Unreachable block 3 branching into the graph.
        check(&[vec![1], vec![2], vec![], vec![2]]);
    }

    #[test]
    fn idom_of_diamond() {
        let cfg = Cfg::new(&[vec![1, 2], vec![3], vec![3], vec![]]);
        let dt = DomTree::compute(&cfg);
        assert_eq!(dt.idom(3), Some(0));
        assert_eq!(dt.idom(1), Some(0));
        assert_eq!(dt.idom(0), None);
    }

    #[test]
    fn pseudo_random_graphs_match_naive() {
        let mut seed = 0x2545_f491_u64;
        for _ in 0..200 {
            let n = 1 + (seed % 12) as usize;
            let mut succs = vec![Vec::new(); n];
            for list in succs.iter_mut() {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let k = seed % 3;
                for j in 0..k {
                    list.push(((seed >> (8 * j + 3)) % n as u64) as u32);
                }
            }
            check(&succs);
        }
    }

    #[test]
    fn long_chain_is_iterative() {
        let n = 200_000u32;
        let succs: Vec<Vec<u32>> = (0..n)
            .map(|i| if i + 1 < n { vec![i + 1] } else { vec![] })
            .collect();
        let cfg = Cfg::new(&succs);
        let dt = DomTree::compute(&cfg);
        assert!(dt.dominates(0, n - 1));
        assert!(!dt.dominates(n - 1, 0));
    }
}
