//! Where LLVM 19 reports a loop's diagnostics: `Loop::getStartLoc`, the location every loop
//! pass's remarks and `transform-warning`'s warnings print first.

use crate::loops::{FunctionLoops, Loop};
use parir_ir::diag::{debug_location_as_llvm, di_location_as_llvm, SourceLoc};
use parir_ir::metadata::{MdNode, MdRef};
use parir_ir::{GlobalId, Module};

/// The location LLVM's `Loop::getStartLoc` gives loop `l` of function `f` whose LoopID is
/// `id`: the LoopID's first `DILocation`, else the `!dbg` of the preheader's terminator
/// (when the header has one predecessor outside the loop and it branches only to the
/// header), else the header terminator's. Also the `.ll` position of the instruction the
/// location came from, when it came from one.
pub fn start_loc(
    m: &Module,
    f: GlobalId,
    fl: &FunctionLoops,
    l: Loop,
    id: Option<MdNode>,
) -> (Option<SourceLoc>, Option<u32>) {
    let Some(body) = m.body(f) else {
        return (None, None);
    };
    if let Some(id) = id {
        for op in m.md.tuple_ops(id).iter().skip(1) {
            if let Some(MdRef::Node(n)) = op {
                if let Some(loc) = di_location_as_llvm(m, *n) {
                    return (Some(loc), None);
                }
            }
        }
    }
    let header = fl.forest.header(l);
    let preds: Vec<_> = fl
        .cfg
        .predecessors(header)
        .iter()
        .copied()
        .filter(|&p| !fl.forest.contains(l, p))
        .collect();
    if let [p] = preds[..] {
        if fl.cfg.successors(p).len() == 1 {
            if let Some(t) = body.terminator(p) {
                if let Some(loc) = debug_location_as_llvm(m, &body.insts[t]) {
                    return (Some(loc), Some(body.insts[t].pos));
                }
            }
        }
    }
    match body.terminator(header) {
        Some(t) => (
            debug_location_as_llvm(m, &body.insts[t]),
            Some(body.insts[t].pos),
        ),
        None => (None, None),
    }
}
