//! Splitting blocks and edges (issue 3, item 3: "split blocks and edges"), with LLVM 19's
//! names, layout and phi updates:
//!
//! - [`split_block`] is `BasicBlock::splitBasicBlock` / `SplitBlock`: the tail from an
//!   instruction on moves to a new block `<block>.split` placed right after the old one, which
//!   now ends in `br label %<block>.split` carrying the debug location of the split point;
//!   phis of the successors now name the new block;
//! - [`split_critical_edge`] is `SplitCriticalEdge` without analyses to update: the edge gets
//!   a block `<from>.<to>_crit_edge` right after its source, and exactly one phi entry per phi
//!   of the destination moves to it (identical edges are not merged, LLVM's default);
//! - [`BreakCriticalEdges`] is the `break-crit-edges` pass built on it.

use crate::edit::{for_each_successor_mut, phis, LocalNames};
use crate::manager::{FunctionAnalyses, FunctionContext, Pass, PassResult, PreservedAnalyses};
use parir_ir::inst::{InstData, InstKind};
use parir_ir::{Block, Body, Inst, Type};

/// Why a block or edge could not be split.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitError(pub String);

impl std::fmt::Display for SplitError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SplitError {}

/// Splits the block of `at` before `at` (LLVM's `SplitBlock`): `at` and the instructions after
/// it move to a new block named `name` (default `<block>.split`, made unique), placed after
/// the old block, which ends in an unconditional branch to it. `dbg` is the `!dbg` attachment
/// kind, if the module has one: the new branch takes the split point's location, as LLVM's
/// `splitBasicBlock` does. `void` is the module's `void` type.
///
/// ```
/// use parir_transform::{edit::LocalNames, split::split_block};
/// let mut m = parir_ir::parser::parse_module(
///     "define i32 @f(i32 %x) {\nentry:\n  %a = add i32 %x, 1\n  %b = mul i32 %a, 2\n  ret i32 %b\n}\n",
///     "m.ll",
/// ).unwrap();
/// let void = m.types.void();
/// let g = m.global_by_name("f").unwrap();
/// let f = m.globals[g].as_func_mut().unwrap();
/// let body = f.body.as_mut().unwrap();
/// let mut names = LocalNames::of(&f.arg_names, body);
/// let b = body.inst_iter().nth(1).unwrap().1;
/// split_block(body, &mut names, void, None, b, None).unwrap();
/// let text = parir_ir::printer::print_module(&m);
/// assert!(text.contains("  %a = add i32 %x, 1\n  br label %entry.split\n\nentry.split:"));
/// ```
pub fn split_block(
    body: &mut Body,
    names: &mut LocalNames,
    void: Type,
    dbg: Option<parir_ir::metadata::MdKind>,
    at: Inst,
    name: Option<&str>,
) -> Result<Block, SplitError> {
    let Some(old) = body.inst_block[at] else {
        return Err(SplitError(
            "cannot split at an instruction that is not in a block".into(),
        ));
    };
    if matches!(
        body.insts[at].kind,
        InstKind::Phi { .. } | InstKind::LandingPad { .. }
    ) {
        return Err(SplitError(format!(
            "cannot split a block at a {} (it must stay at the start of its block)",
            body.insts[at].kind.opcode_name()
        )));
    }
    let Some(pos) = body.blocks[old].insts.iter().position(|&i| i == at) else {
        return Err(SplitError(
            "instruction not found in its block's list".into(),
        ));
    };
    let base = match name {
        Some(n) => n.to_string(),
        None => format!("{}.split", body.blocks[old].name.as_deref().unwrap_or("")),
    };
    let new_name = names.unique(&base);
    let new = body.append_block(Some(new_name));
    body.layout.pop();
    let lpos = body
        .layout
        .iter()
        .position(|&b| b == old)
        .map_or(body.layout.len(), |p| p + 1);
    body.layout.insert(lpos, new);
    let tail: Vec<Inst> = body.blocks[old].insts.drain(pos..).collect();
    for &i in &tail {
        body.inst_block[i] = Some(new);
    }
    body.blocks[new].insts = tail;
    let mut br = InstData::new(InstKind::Br(new), void);
    if let Some(k) = dbg {
        if let Some(&(_, n)) = body.insts[at].md.iter().find(|(kk, _)| *kk == k) {
            br.md.push((k, n));
        }
    }
    body.append_inst(old, br);
    // The successors' phis now come from the new block.
    let mut succs = body.successors(new);
    succs.sort_unstable();
    succs.dedup();
    for s in succs {
        replace_phi_block(body, s, old, new);
    }
    Ok(new)
}

/// Makes every phi entry of block `b` coming from `from` come from `to` (LLVM's
/// `replacePhiUsesWith`).
pub fn replace_phi_block(body: &mut Body, b: Block, from: Block, to: Block) {
    for pn in phis(body, b) {
        if let InstKind::Phi { incoming, .. } = &mut body.insts[pn].kind {
            for e in incoming.iter_mut().filter(|e| e.1 == from) {
                e.1 = to;
            }
        }
    }
}

/// Whether the edge to successor number `succ` of `from`'s terminator is critical: the
/// terminator has several successors and the destination several incoming edges (LLVM's
/// `isCriticalEdge` without identical edges allowed).
///
/// ```
/// let m = parir_ir::parser::parse_module(
///     "define void @f(i1 %c) {\na:\n  br i1 %c, label %b, label %j\nb:\n  br label %j\nj:\n  ret void\n}\n",
///     "m.ll",
/// ).unwrap();
/// let body = m.globals[m.global_by_name("f").unwrap()].as_func().unwrap().body.as_ref().unwrap();
/// let a = body.layout[0];
/// assert!(!parir_transform::split::is_critical_edge(body, a, 0));
/// assert!(parir_transform::split::is_critical_edge(body, a, 1));
/// ```
pub fn is_critical_edge(body: &Body, from: Block, succ: usize) -> bool {
    let succs = body.successors(from);
    if succs.len() <= 1 {
        return false;
    }
    let Some(&dest) = succs.get(succ) else {
        return false;
    };
    let mut edges = 0;
    for &b in &body.layout {
        if let Some(t) = body.terminator(b) {
            body.insts[t].kind.for_each_successor(|s| {
                if s == dest {
                    edges += 1;
                }
            });
        }
        if edges > 1 {
            return true;
        }
    }
    false
}

/// Whether `b` starts (after its phis) with an exception-handling pad.
pub fn is_eh_pad(body: &Body, b: Block) -> bool {
    body.blocks[b]
        .insts
        .iter()
        .find(|&&i| !matches!(body.insts[i].kind, InstKind::Phi { .. }))
        .is_some_and(|&i| {
            matches!(
                body.insts[i].kind,
                InstKind::LandingPad { .. }
                    | InstKind::CatchPad { .. }
                    | InstKind::CleanupPad { .. }
                    | InstKind::CatchSwitch { .. }
            )
        })
}

/// Splits the edge to successor number `succ` of `from`'s terminator if it is critical (LLVM's
/// `SplitCriticalEdge`): a new block `<from>.<to>_crit_edge` (made unique) is placed right
/// after `from` and branches to the destination with the terminator's debug location; one
/// entry for `from` in each phi of the destination now names the new block. Returns
/// `Ok(None)` for an edge that is not critical; errors for edges LLVM does not split either
/// (out of `indirectbr` or `callbr`, or into an exception-handling pad).
///
/// ```
/// use parir_transform::{edit::LocalNames, split::split_critical_edge};
/// let mut m = parir_ir::parser::parse_module(
///     "define i32 @f(i1 %c) {\na:\n  br i1 %c, label %b, label %j\nb:\n  br label %j\nj:\n  %p = phi i32 [ 0, %a ], [ 1, %b ]\n  ret i32 %p\n}\n",
///     "m.ll",
/// ).unwrap();
/// let void = m.types.void();
/// let g = m.global_by_name("f").unwrap();
/// let f = m.globals[g].as_func_mut().unwrap();
/// let body = f.body.as_mut().unwrap();
/// let mut names = LocalNames::of(&f.arg_names, body);
/// let a = body.layout[0];
/// assert!(split_critical_edge(body, &mut names, void, None, a, 1).unwrap().is_some());
/// let text = parir_ir::printer::print_module(&m);
/// assert!(text.contains("br i1 %c, label %b, label %a.j_crit_edge"));
/// assert!(text.contains("%p = phi i32 [ 0, %a.j_crit_edge ], [ 1, %b ]"));
/// ```
pub fn split_critical_edge(
    body: &mut Body,
    names: &mut LocalNames,
    void: Type,
    dbg: Option<parir_ir::metadata::MdKind>,
    from: Block,
    succ: usize,
) -> Result<Option<Block>, SplitError> {
    let Some(t) = body.terminator(from) else {
        return Err(SplitError("the source block has no terminator".into()));
    };
    let succs = body.insts[t].kind.successors();
    let Some(&dest) = succs.get(succ) else {
        return Err(SplitError(format!(
            "successor {succ} out of range: the terminator has {}",
            succs.len()
        )));
    };
    if !is_critical_edge(body, from, succ) {
        return Ok(None);
    }
    match body.insts[t].kind {
        InstKind::IndirectBr { .. } | InstKind::CallBr { .. } => {
            return Err(SplitError(format!(
                "cannot split an edge out of {}",
                body.insts[t].kind.opcode_name()
            )))
        }
        _ => {}
    }
    if is_eh_pad(body, dest) {
        return Err(SplitError(
            "cannot split an edge into an exception-handling pad".into(),
        ));
    }
    let base = format!(
        "{}.{}_crit_edge",
        body.blocks[from].name.as_deref().unwrap_or(""),
        body.blocks[dest].name.as_deref().unwrap_or("")
    );
    let name = names.unique(&base);
    let new = body.append_block(Some(name));
    body.layout.pop();
    let lpos = body
        .layout
        .iter()
        .position(|&b| b == from)
        .map_or(body.layout.len(), |p| p + 1);
    body.layout.insert(lpos, new);
    let mut br = InstData::new(InstKind::Br(dest), void);
    if let Some(k) = dbg {
        if let Some(&(_, n)) = body.insts[t].md.iter().find(|(kk, _)| *kk == k) {
            br.md.push((k, n));
        }
    }
    body.append_inst(new, br);
    let mut k = 0;
    for_each_successor_mut(&mut body.insts[t].kind, |b| {
        if k == succ {
            *b = new;
        }
        k += 1;
    });
    for pn in phis(body, dest) {
        if let InstKind::Phi { incoming, .. } = &mut body.insts[pn].kind {
            if let Some(e) = incoming.iter_mut().find(|e| e.1 == from) {
                e.1 = new;
            }
        }
    }
    Ok(Some(new))
}

/// The `break-crit-edges` pass: splits every critical edge (LLVM's `SplitAllCriticalEdges`,
/// which leaves edges out of `indirectbr` and `callbr` and into EH pads alone).
///
/// ```
/// use parir_transform::manager::{PassManager, PipelineOptions};
/// let mut m = parir_ir::parser::parse_module(
///     "define void @f(i1 %c) {\na:\n  br i1 %c, label %b, label %j\nb:\n  br label %j\nj:\n  ret void\n}\n",
///     "m.ll",
/// ).unwrap();
/// PassManager::parse("break-crit-edges").unwrap().run(&mut m, &PipelineOptions::default()).unwrap();
/// assert!(parir_ir::printer::print_module(&m).contains("a.j_crit_edge:"));
/// ```
pub struct BreakCriticalEdges;

impl Pass for BreakCriticalEdges {
    fn name(&self) -> &'static str {
        "break-crit-edges"
    }
    fn dump_name(&self) -> &'static str {
        "BreakCriticalEdgesPass"
    }
    fn description(&self) -> &'static str {
        "split every critical edge with a <from>.<to>_crit_edge block"
    }
    fn run_on_function(
        &self,
        cx: &FunctionContext,
        body: &mut Body,
        _: &mut FunctionAnalyses,
    ) -> PassResult {
        let Some(void) = cx.void_type() else {
            return PassResult::unchanged();
        };
        let dbg = cx.module.md.find_kind("dbg");
        let arg_names = cx.function().map_or(&[][..], |f| &f.arg_names[..]);
        let mut names = LocalNames::of(arg_names, body);
        let mut changed = false;
        let mut i = 0;
        // New blocks are inserted after their source and visited too (they have one
        // successor), as LLVM's walk over the function's block list does.
        while i < body.layout.len() {
            let b = body.layout[i];
            i += 1;
            let Some(t) = body.terminator(b) else {
                continue;
            };
            let n = body.insts[t].kind.successors().len();
            if n <= 1
                || matches!(
                    body.insts[t].kind,
                    InstKind::IndirectBr { .. } | InstKind::CallBr { .. }
                )
            {
                continue;
            }
            for s in 0..n {
                if let Ok(Some(_)) = split_critical_edge(body, &mut names, void, dbg, b, s) {
                    changed = true;
                }
            }
        }
        PassResult::from_changed(changed, PreservedAnalyses::none())
    }
}
