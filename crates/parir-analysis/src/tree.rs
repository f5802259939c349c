//! The tree part shared by the dominator and post-dominator trees: parent links, children in
//! LLVM's order, levels and depth-first in/out numbers, on dense `u32` node numbers.
//!
//! Node numbers are block index + 1; node 0 is the post-dominator tree's virtual exit.

use crate::cfg::NONE;
use cranelift_entity::EntityRef;
use parir_ir::Block;

/// The node number of a block.
#[inline]
pub(crate) fn node(b: Block) -> u32 {
    b.index() as u32 + 1
}

/// The block of a node number (not the virtual node 0).
#[inline]
pub(crate) fn block(n: u32) -> Block {
    Block::new(n as usize - 1)
}

#[derive(Clone, Debug, Default)]
pub(crate) struct TreeCore {
    /// The root node, or [`NONE`] for an empty tree.
    pub root: u32,
    /// Parent of each node ([`NONE`] for the root and for nodes not in the tree).
    pub parent: Vec<u32>,
    /// Depth of each node (root 0; [`NONE`] when not in the tree).
    pub level: Vec<u32>,
    child_start: Vec<u32>,
    children: Vec<u32>,
    pub dfs_in: Vec<u32>,
    pub dfs_out: Vec<u32>,
}

impl TreeCore {
    /// Builds the tree from `order`, the nodes in the order their tree nodes are created (the
    /// root first, every node after its parent), and `idom`, the parent of each non-root node.
    /// Children are listed in `order`, which is how LLVM's `attachNewSubtree` lists them.
    pub(crate) fn build(n: usize, order: &[u32], idom: &[u32]) -> TreeCore {
        let mut t = TreeCore {
            root: NONE,
            parent: vec![NONE; n],
            level: vec![NONE; n],
            child_start: vec![0; n + 1],
            children: Vec::new(),
            dfs_in: vec![NONE; n],
            dfs_out: vec![NONE; n],
        };
        let Some(&root) = order.first() else {
            return t;
        };
        t.root = root;
        t.level[root as usize] = 0;
        for &v in &order[1..] {
            let p = idom[v as usize];
            if p == NONE || t.level[p as usize] == NONE {
                continue;
            }
            t.parent[v as usize] = p;
            t.level[v as usize] = t.level[p as usize] + 1;
            t.child_start[p as usize + 1] += 1;
        }
        for i in 0..n {
            t.child_start[i + 1] += t.child_start[i];
        }
        let mut fill = t.child_start.clone();
        t.children = vec![0; t.child_start[n] as usize];
        for &v in &order[1..] {
            let p = t.parent[v as usize];
            if p != NONE {
                t.children[fill[p as usize] as usize] = v;
                fill[p as usize] += 1;
            }
        }
        t.number_dfs();
        t
    }

    /// LLVM's `updateDFSNumbers`: one counter for in and out numbers.
    fn number_dfs(&mut self) {
        if self.root == NONE {
            return;
        }
        let mut next = 0u32;
        self.dfs_in[self.root as usize] = next;
        next += 1;
        let mut stack: Vec<(u32, u32)> = vec![(self.root, 0)];
        while let Some(top) = stack.last_mut() {
            let (v, pos) = *top;
            if let Some(&c) = self.children(v).get(pos as usize) {
                top.1 += 1;
                self.dfs_in[c as usize] = next;
                next += 1;
                stack.push((c, 0));
            } else {
                self.dfs_out[v as usize] = next;
                next += 1;
                stack.pop();
            }
        }
    }

    pub(crate) fn in_tree(&self, v: u32) -> bool {
        self.level.get(v as usize).is_some_and(|&l| l != NONE)
    }

    pub(crate) fn children(&self, v: u32) -> &[u32] {
        let v = v as usize;
        match (self.child_start.get(v), self.child_start.get(v + 1)) {
            (Some(&s), Some(&e)) => &self.children[s as usize..e as usize],
            _ => &[],
        }
    }

    /// Whether `a` is an ancestor of `b` or equal to it (both in the tree).
    pub(crate) fn is_ancestor(&self, a: u32, b: u32) -> bool {
        let (a, b) = (a as usize, b as usize);
        self.dfs_in[a] <= self.dfs_in[b] && self.dfs_out[b] <= self.dfs_out[a]
    }

    /// The nearest common ancestor of two nodes in the tree.
    pub(crate) fn nca(&self, mut a: u32, mut b: u32) -> Option<u32> {
        if !self.in_tree(a) || !self.in_tree(b) {
            return None;
        }
        while a != b {
            if self.level[a as usize] < self.level[b as usize] {
                std::mem::swap(&mut a, &mut b);
            }
            a = self.parent[a as usize];
            if a == NONE {
                return None;
            }
        }
        Some(a)
    }

    /// The nodes in preorder (children in order), with their depth below the root: the order
    /// LLVM's `PrintDomTree` prints them in.
    pub(crate) fn preorder(&self) -> Vec<(u32, u32)> {
        let mut out = Vec::new();
        if self.root == NONE {
            return out;
        }
        let mut stack = vec![(self.root, 0u32)];
        while let Some((v, d)) = stack.pop() {
            out.push((v, d));
            for &c in self.children(v).iter().rev() {
                stack.push((c, d + 1));
            }
        }
        out
    }
}
