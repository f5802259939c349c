//! The one fixpoint engine of parir's dataflow problems (DESIGN.md, "Analyses shared by the
//! systems"; the shape of rustc's MIR dataflow framework): an analysis gives its domain, its
//! direction, the state at the boundary (function entry, or the exits for a backward
//! problem), how states join and how a block transforms a state; the engine iterates a
//! worklist in reverse post order (post order when backward) to the fixpoint and keeps the
//! state at the start and at the end of every block. A client walks a block's instructions
//! from one of those states to get the state at any point.
//!
//! Cost: each block is transferred once per change of its input; for a domain of height `h`
//! (for a product of `k` small lattices, `k` times their height) that is at most `h` times per
//! block, so `O(h × (blocks + edges))` transfers — linear in the function for the bounded
//! lattices the annotation systems use.

use crate::cfg::ControlFlowGraph;
use cranelift_entity::EntityRef;
use parir_ir::Block;
use std::collections::VecDeque;

/// The direction facts flow in.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Direction {
    /// From the entry along edges: a block's input is the join of its predecessors' outputs.
    Forward,
    /// Against edges: a block's input (at its end) is the join of its successors' outputs
    /// (at their starts); blocks without successors start from the boundary state.
    Backward,
}

/// A dataflow problem.
pub trait Analysis {
    /// The lattice of facts; `Clone + Eq` to detect the fixpoint.
    type Domain: Clone + Eq;

    const DIRECTION: Direction;

    /// The state of blocks not reached yet (the join's identity).
    fn bottom(&self) -> Self::Domain;

    /// The state at the boundary: the entry block's start (forward) or the end of blocks
    /// without successors (backward).
    fn boundary(&self) -> Self::Domain;

    /// Joins `other` into `into`; whether `into` changed.
    fn join(&self, into: &mut Self::Domain, other: &Self::Domain) -> bool;

    /// Applies block `b` to `state` (in the analysis's direction: from its start to its end
    /// when forward, from its end to its start when backward).
    fn transfer(&self, b: Block, state: &mut Self::Domain);
}

/// The fixpoint: the state at the start and at the end of every block (in program order:
/// `entry` is at the first instruction, `exit` after the terminator, whatever the
/// direction). Unreachable blocks keep `bottom`.
pub struct Results<D> {
    entry: Vec<D>,
    exit: Vec<D>,
}

impl<D> Results<D> {
    /// The state at the start of `b`.
    pub fn entry(&self, b: Block) -> &D {
        &self.entry[b.index()]
    }

    /// The state at the end of `b` (after its terminator).
    pub fn exit(&self, b: Block) -> &D {
        &self.exit[b.index()]
    }
}

/// Runs `a` over `cfg` to its fixpoint.
///
/// ```
/// use parir_analysis::dataflow::{solve, Analysis, Direction};
/// use parir_analysis::cfg::ControlFlowGraph;
/// // Forward "may the block be reached through `b`?" on a diamond a -> {b, c} -> d.
/// let m = parir_ir::parser::parse_module(
///     "define void @f(i1 %c) {\na:\n  br i1 %c, label %b, label %c2\nb:\n  br label %d\nc2:\n  br label %d\nd:\n  ret void\n}\n",
///     "m.ll",
/// ).unwrap();
/// let body = m.body(m.global_by_name("f").unwrap()).unwrap();
/// let cfg = ControlFlowGraph::compute(body);
/// let b = body.layout[1];
/// struct Through(parir_ir::Block);
/// impl Analysis for Through {
///     type Domain = bool;
///     const DIRECTION: Direction = Direction::Forward;
///     fn bottom(&self) -> bool { false }
///     fn boundary(&self) -> bool { false }
///     fn join(&self, into: &mut bool, other: &bool) -> bool {
///         let old = *into;
///         *into |= *other;
///         *into != old
///     }
///     fn transfer(&self, blk: parir_ir::Block, s: &mut bool) { *s |= blk == self.0; }
/// }
/// let r = solve(&Through(b), &cfg);
/// assert!(*r.entry(body.layout[3]));
/// assert!(!*r.entry(body.layout[2]));
/// ```
pub fn solve<A: Analysis>(a: &A, cfg: &ControlFlowGraph) -> Results<A::Domain> {
    let n = cfg.num_block_indices();
    let mut entry = vec![a.bottom(); n];
    let mut exit = vec![a.bottom(); n];
    // Blocks in the order facts flow; `pending` dedups the worklist.
    let order: Vec<Block> = match A::DIRECTION {
        Direction::Forward => cfg.reverse_post_order().collect(),
        Direction::Backward => cfg.post_order().to_vec(),
    };
    let mut pending = vec![false; n];
    let mut work: VecDeque<Block> = VecDeque::with_capacity(order.len());
    for &b in &order {
        pending[b.index()] = true;
        work.push_back(b);
    }
    let start_block = cfg.entry();
    while let Some(b) = work.pop_front() {
        pending[b.index()] = false;
        // The input: the boundary, joined with the neighbours' outputs.
        let mut input = a.bottom();
        match A::DIRECTION {
            Direction::Forward => {
                if Some(b) == start_block {
                    a.join(&mut input, &a.boundary());
                }
                for &p in cfg.predecessors(b) {
                    if cfg.is_reachable(p) {
                        a.join(&mut input, &exit[p.index()]);
                    }
                }
            }
            Direction::Backward => {
                let succs = cfg.successors(b);
                if succs.is_empty() {
                    a.join(&mut input, &a.boundary());
                }
                for &s in succs {
                    a.join(&mut input, &entry[s.index()]);
                }
            }
        }
        let mut out = input.clone();
        a.transfer(b, &mut out);
        let (inp, outp) = match A::DIRECTION {
            Direction::Forward => (&mut entry[b.index()], &mut exit[b.index()]),
            Direction::Backward => (&mut exit[b.index()], &mut entry[b.index()]),
        };
        *inp = input;
        if *outp == out {
            continue;
        }
        *outp = out;
        let next: &[Block] = match A::DIRECTION {
            Direction::Forward => cfg.successors(b),
            Direction::Backward => cfg.predecessors(b),
        };
        for &x in next {
            if cfg.is_reachable(x) && !pending[x.index()] {
                pending[x.index()] = true;
                work.push_back(x);
            }
        }
    }
    Results { entry, exit }
}
