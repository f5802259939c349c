//! Graph algorithms shared by the dominator and post-dominator trees, on dense `u32` node
//! numbers: adjacency in compressed rows, iterative depth-first search, and the
//! Cooper–Harvey–Kennedy dominator computation ("A Simple, Fast Dominance Algorithm", 2001).
//!
//! Everything is iterative (no recursion, so no stack overflow on million-block functions)
//! and uses memory linear in nodes plus edges.

use crate::cfg::NONE;

/// Adjacency lists in compressed rows: the neighbours of node `n` are
/// `list[start[n]..start[n + 1]]`.
#[derive(Clone, Debug, Default)]
pub(crate) struct Csr {
    start: Vec<u32>,
    list: Vec<u32>,
}

impl Csr {
    /// Builds rows for nodes `0..n`, calling `f(node, push)` to list each node's neighbours.
    pub(crate) fn build(n: usize, mut f: impl FnMut(u32, &mut dyn FnMut(u32))) -> Csr {
        let mut start = Vec::with_capacity(n + 1);
        let mut list = Vec::new();
        for v in 0..n as u32 {
            start.push(list.len() as u32);
            f(v, &mut |w| list.push(w));
        }
        start.push(list.len() as u32);
        Csr { start, list }
    }

    pub(crate) fn of(&self, n: u32) -> &[u32] {
        let n = n as usize;
        match (self.start.get(n), self.start.get(n + 1)) {
            (Some(&s), Some(&e)) => &self.list[s as usize..e as usize],
            _ => &[],
        }
    }
}

/// Depth-first search from `start` over `succ` (neighbours visited in row order), skipping
/// and marking `visited` nodes. Appends the nodes to `pre` in preorder and to `post` in
/// post-order.
pub(crate) fn dfs(
    succ: &Csr,
    start: u32,
    visited: &mut [bool],
    pre: &mut Vec<u32>,
    post: &mut Vec<u32>,
) {
    if visited[start as usize] {
        return;
    }
    visited[start as usize] = true;
    pre.push(start);
    let mut stack: Vec<(u32, u32)> = vec![(start, 0)];
    while let Some(top) = stack.last_mut() {
        let (v, pos) = *top;
        if let Some(&w) = succ.of(v).get(pos as usize) {
            top.1 += 1;
            if !visited[w as usize] {
                visited[w as usize] = true;
                pre.push(w);
                stack.push((w, 0));
            }
        } else {
            post.push(v);
            stack.pop();
        }
    }
}

/// Immediate dominators by Cooper–Harvey–Kennedy: `post` is a depth-first post-order of the
/// nodes reachable from the root (the root last), `pred` the predecessor rows. Returns the
/// immediate dominator of every node, the root's being itself and unreachable nodes' [`NONE`].
pub(crate) fn idoms_chk(n: usize, post: &[u32], pred: &Csr) -> Vec<u32> {
    let mut idom = vec![NONE; n];
    let Some(&root) = post.last() else {
        return idom;
    };
    let mut po_num = vec![NONE; n];
    for (i, &v) in post.iter().enumerate() {
        po_num[v as usize] = i as u32;
    }
    idom[root as usize] = root;
    let mut changed = true;
    while changed {
        changed = false;
        for &v in post.iter().rev().skip(1) {
            let mut new = NONE;
            for &p in pred.of(v) {
                if idom[p as usize] == NONE {
                    continue;
                }
                new = if new == NONE {
                    p
                } else {
                    intersect(&idom, &po_num, p, new)
                };
            }
            if new != NONE && idom[v as usize] != new {
                idom[v as usize] = new;
                changed = true;
            }
        }
    }
    idom
}

fn intersect(idom: &[u32], po_num: &[u32], mut a: u32, mut b: u32) -> u32 {
    while a != b {
        while po_num[a as usize] < po_num[b as usize] {
            a = idom[a as usize];
        }
        while po_num[b as usize] < po_num[a as usize] {
            b = idom[b as usize];
        }
    }
    a
}
