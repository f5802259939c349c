//! The post-dominator tree of a function body, with a virtual exit (issue 3, item 1:
//! "post-dominator tree (with a virtual exit for several exits and for infinite loops)").
//!
//! The tree follows LLVM 19's `PostDominatorTree`. Its root is a virtual exit whose children
//! are the tree's *roots*:
//!
//! 1. every block without successors (`ret`, `unreachable`, `resume`, ...), in layout order;
//! 2. for each region that cannot reach such a block (an infinite loop), one extra root: for
//!    the first block `I` of the region in layout order, LLVM walks forward depth-first
//!    (visiting successors in *reverse* layout order, which makes the choice independent of
//!    the operand order of branches) and takes the last block reached, "the furthest away";
//!    the blocks that reach it backwards join the tree under it;
//! 3. then an extra root from which another root is reachable is dropped (swapped with the
//!    last root and removed, which reorders the list as LLVM does).
//!
//! Every block of the layout is in the tree, including blocks unreachable from the entry.
//! Immediate post-dominators are computed by Cooper–Harvey–Kennedy on the reverse graph;
//! children are ordered by LLVM's depth-first numbering of the reverse graph (roots in
//! order, predecessors in reverse use-list order), which is how `print<postdomtree>` lists
//! them.

use crate::cfg::{ControlFlowGraph, NONE};
use crate::graph::{dfs, idoms_chk, Csr};
use crate::tree::{block, node, TreeCore};
use parir_ir::Block;

/// The post-dominator tree of a CFG.
///
/// ```
/// use parir_analysis::{cfg::ControlFlowGraph, post_dominators::PostDominatorTree};
/// use parir_ir::Block;
/// use cranelift_entity::EntityRef;
/// let b = |i| Block::new(i);
/// // 0 -> {1, 2}; 1 returns; 2 loops forever.
/// let cfg = ControlFlowGraph::from_successors(
///     &[b(0), b(1), b(2)],
///     &[vec![b(1), b(2)], vec![], vec![b(2)]],
/// );
/// let pdt = PostDominatorTree::compute(&cfg);
/// assert_eq!(pdt.roots(), &[b(1), b(2)]);
/// // Block 0 reaches both roots: only the virtual exit post-dominates it.
/// assert_eq!(pdt.ipdom(b(0)), None);
/// assert!(pdt.post_dominates(b(2), b(2)) && !pdt.post_dominates(b(1), b(0)));
/// ```
#[derive(Clone, Debug, Default)]
pub struct PostDominatorTree {
    t: TreeCore,
    roots: Vec<Block>,
}

/// The virtual exit's node number.
const EXIT: u32 = 0;

impl PostDominatorTree {
    /// Computes the post-dominator tree of `cfg`.
    pub fn compute(cfg: &ControlFlowGraph) -> PostDominatorTree {
        let n = cfg.num_block_indices() + 1;
        // Reverse graph in LLVM's visiting order: predecessors, last use first.
        let rev = Csr::build(n, |v, push| {
            if v != EXIT {
                cfg.predecessors(block(v))
                    .iter()
                    .rev()
                    .for_each(|&p| push(node(p)));
            }
        });
        let roots = find_roots(cfg, &rev, n);

        let mut visited = vec![false; n];
        let (mut pre, mut post) = (vec![EXIT], Vec::new());
        visited[EXIT as usize] = true;
        for &r in &roots {
            dfs(&rev, node(r), &mut visited, &mut pre, &mut post);
        }
        post.push(EXIT);
        drop(rev);

        let mut is_root = vec![false; n];
        roots.iter().for_each(|&r| is_root[node(r) as usize] = true);
        let rpred = Csr::build(n, |v, push| {
            if v != EXIT {
                cfg.successors(block(v)).iter().for_each(|&s| push(node(s)));
                if is_root[v as usize] {
                    push(EXIT);
                }
            }
        });
        let idom = idoms_chk(n, &post, &rpred);
        PostDominatorTree {
            t: TreeCore::build(n, &pre, &idom),
            roots,
        }
    }

    /// The roots: the blocks whose immediate post-dominator is the virtual exit because they
    /// leave the function or were chosen for an infinite loop, in LLVM's order.
    pub fn roots(&self) -> &[Block] {
        &self.roots
    }

    /// Whether `b` is in the tree (every block of the layout is).
    pub fn contains(&self, b: Block) -> bool {
        self.t.in_tree(node(b))
    }

    /// The immediate post-dominator of `b`; `None` when it is the virtual exit or `b` is not
    /// in the tree.
    pub fn ipdom(&self, b: Block) -> Option<Block> {
        let p = *self.t.parent.get(node(b) as usize)?;
        (p != NONE && p != EXIT).then(|| block(p))
    }

    /// Whether `a` post-dominates `b` (every block post-dominates itself; as in LLVM, a block
    /// not in the tree is post-dominated by every block).
    pub fn post_dominates(&self, a: Block, b: Block) -> bool {
        if a == b || !self.contains(b) {
            return true;
        }
        self.contains(a) && self.t.is_ancestor(node(a), node(b))
    }

    /// Whether `a` post-dominates `b` and differs from it.
    pub fn properly_post_dominates(&self, a: Block, b: Block) -> bool {
        a != b && self.post_dominates(a, b)
    }

    /// The nearest block post-dominating both `a` and `b`; `None` when that is the virtual
    /// exit or a block is not in the tree.
    pub fn nearest_common_post_dominator(&self, a: Block, b: Block) -> Option<Block> {
        self.t
            .nca(node(a), node(b))
            .filter(|&v| v != EXIT)
            .map(block)
    }

    /// The children of `b` in the tree, in LLVM's order.
    pub fn children(&self, b: Block) -> impl Iterator<Item = Block> + '_ {
        self.t.children(node(b)).iter().map(|&c| block(c))
    }

    /// The children of the virtual exit, in LLVM's order.
    pub fn exit_children(&self) -> impl Iterator<Item = Block> + '_ {
        self.t.children(EXIT).iter().map(|&c| block(c))
    }

    /// The depth of `b` (the virtual exit's is 0, so roots have depth 1).
    pub fn level(&self, b: Block) -> Option<u32> {
        self.t
            .level
            .get(node(b) as usize)
            .copied()
            .filter(|&l| l != NONE)
    }

    /// The depth-first (in, out) numbers of `b`, as LLVM's `updateDFSNumbers` assigns them
    /// (the virtual exit takes the first in-number).
    pub fn dfs_numbers(&self, b: Block) -> Option<(u32, u32)> {
        let v = node(b);
        self.t
            .in_tree(v)
            .then(|| (self.t.dfs_in[v as usize], self.t.dfs_out[v as usize]))
    }

    /// The nodes in preorder with their depth, `None` standing for the virtual exit: the
    /// order `print<postdomtree>` lists them in.
    pub fn preorder(&self) -> Vec<(Option<Block>, u32)> {
        self.t
            .preorder()
            .into_iter()
            .map(|(v, d)| ((v != EXIT).then(|| block(v)), d))
            .collect()
    }
}

/// LLVM's `SemiNCAInfo::FindRoots` for post-dominators (see the module documentation).
fn find_roots(cfg: &ControlFlowGraph, rev: &Csr, n: usize) -> Vec<Block> {
    let mut roots = Vec::new();
    let mut visited = vec![false; n];
    let (mut pre, mut post) = (Vec::new(), Vec::new());
    for &b in cfg.blocks() {
        if cfg.successors(b).is_empty() {
            roots.push(b);
            dfs(rev, node(b), &mut visited, &mut pre, &mut post);
        }
    }
    if pre.len() == cfg.blocks().len() {
        return roots;
    }

    // Forward rows in LLVM's visiting order for this search: successors sorted by layout
    // position, the last first.
    let mut pos = vec![NONE; n];
    for (i, &b) in cfg.blocks().iter().enumerate() {
        pos[node(b) as usize] = i as u32;
    }
    let fwd = Csr::build(n, |v, push| {
        if v != EXIT {
            let mut s: Vec<u32> = cfg.successors(block(v)).iter().map(|&s| node(s)).collect();
            s.sort_by_key(|&w| std::cmp::Reverse(pos[w as usize]));
            s.into_iter().for_each(push);
        }
    });
    let mut walk = Vec::new();
    for &b in cfg.blocks() {
        if visited[node(b) as usize] {
            continue;
        }
        walk.clear();
        dfs(&fwd, node(b), &mut visited, &mut walk, &mut post);
        let Some(&furthest) = walk.last() else {
            continue;
        };
        for &v in &walk {
            visited[v as usize] = false;
        }
        roots.push(block(furthest));
        dfs(rev, furthest, &mut visited, &mut pre, &mut post);
    }
    remove_redundant_roots(cfg, &fwd, n, &mut roots);
    roots
}

/// LLVM's `RemoveRedundantRoots`: drops a non-trivial root from which another root is
/// reachable, replacing it by the last root.
fn remove_redundant_roots(cfg: &ControlFlowGraph, fwd: &Csr, n: usize, roots: &mut Vec<Block>) {
    let mut is_root = vec![false; n];
    roots.iter().for_each(|&r| is_root[node(r) as usize] = true);
    // Visit marks stamped with the search number, so no clearing between searches.
    let mut stamp = vec![0u32; n];
    let mut stack = Vec::new();
    let mut i = 0;
    let mut search = 0u32;
    while i < roots.len() {
        let r = roots[i];
        if cfg.successors(r).is_empty() {
            i += 1;
            continue;
        }
        search += 1;
        let start = node(r);
        stamp[start as usize] = search;
        stack.clear();
        stack.push(start);
        let mut found = false;
        'walk: while let Some(v) = stack.pop() {
            for &w in fwd.of(v) {
                if stamp[w as usize] != search {
                    stamp[w as usize] = search;
                    if is_root[w as usize] {
                        found = true;
                        break 'walk;
                    }
                    stack.push(w);
                }
            }
        }
        if found {
            is_root[start as usize] = false;
            roots.swap_remove(i);
        } else {
            i += 1;
        }
    }
}
