//! `csa-intrinsic-cleaner`: the seed's CSAIntrinsicCleaner (`csa-pathfinding-builtins.rst`,
//! "Passes" → "CSAIntrinsicCleaner"), which runs after the optimizations, before instruction
//! selection.
//!
//! - **Intrinsic removal.** Every `llvm.csa.spmdization.entry` and
//!   `llvm.csa.pipeline.loop.entry` is deleted together with its users, recursively: exits,
//!   and the phis, selects and `freeze`s that other transformations put between entries and
//!   exits (and their users in turn), so no phi is left dangling. A user of another kind (the
//!   value was never meant to be computed with) keeps its instruction and gets `poison` for the
//!   operand. `llvm.csa.parallel.{region,section}.*` stay: the memory-ordering analysis reads
//!   them.
//! - **Iteration-local storage check.** A loop that contains an `llvm.lifetime.start` and
//!   has an `llvm.csa.parallel.section.entry` that is not in one of its subloops is
//!   parallelized with storage allocated per iteration, which the CSA compiler shares between
//!   the iterations: the warning `csa-iteration-local-storage` (the seed's "!! WARNING:
//!   ITERATION-LOCAL STORAGE DETECTED IN A PARALLELIZED LOOP !!"), located at the
//!   `lifetime.start`. The check changes nothing and is disabled by running
//!   `csa-intrinsic-cleaner<disable-loop-storage-check>` (the seed's
//!   `-csa-disable-loop-storage-check`).

use super::intrinsics::{callee_name, CsaIntrinsic};
use super::model::CsaFunction;
use crate::diag::Warning;
use parir_analysis::loops::FunctionLoops;
use parir_ir::{GlobalId, Inst, Module};

/// Runs the cleaner on `m` (with the storage check unless `storage_check` is false);
/// returns whether it changed and the warnings.
///
/// ```
/// let mut m = parir_ir::parser::parse_module(
///     "declare i32 @llvm.csa.pipeline.loop.entry(i32)\ndeclare void @llvm.csa.pipeline.loop.exit(i32)\ndefine void @f(i1 %c) {\na:\n  %e = call i32 @llvm.csa.pipeline.loop.entry(i32 0)\n  br i1 %c, label %b, label %j\nb:\n  br label %j\nj:\n  %p = phi i32 [ %e, %a ], [ %e, %b ]\n  call void @llvm.csa.pipeline.loop.exit(i32 %p)\n  ret void\n}\n",
///     "m.ll",
/// ).unwrap();
/// let (changed, _) = parir_annot::csa::intrinsic_cleaner::run(&mut m, true);
/// assert!(changed);
/// let text = parir_ir::printer::print_module(&m);
/// assert!(!text.contains("pipeline") && !text.contains("phi"), "{text}");
/// ```
pub fn run(m: &mut Module, storage_check: bool) -> (bool, Vec<Warning>) {
    let funcs: Vec<GlobalId> = m
        .functions()
        .filter(|(_, f)| f.body.is_some())
        .map(|(g, _)| g)
        .collect();
    let mut ws = Vec::new();
    let mut changed = false;
    for f in funcs {
        if storage_check {
            ws.extend(storage_warnings(m, f));
        }
        changed |= remove_markers(m, f);
    }
    let names: Vec<&str> = [
        CsaIntrinsic::SpmdizationEntry,
        CsaIntrinsic::SpmdizationExit,
        CsaIntrinsic::PipelineLoopEntry,
        CsaIntrinsic::PipelineLoopExit,
    ]
    .iter()
    .map(|k| k.name())
    .collect();
    changed |= super::intrinsics::remove_unused_declarations(m, &names) > 0;
    (changed, ws)
}

/// Deletes the spmdization and pipeline.loop entries of function `f` with their users.
fn remove_markers(m: &mut Module, f: GlobalId) -> bool {
    let Some(body) = m.body(f) else { return false };
    let entries: Vec<Inst> = CsaFunction::of(m, body)
        .markers
        .iter()
        .map(|p| p.entry)
        .collect();
    super::intrinsics::delete_with_token_users(
        m,
        f,
        entries,
        &[
            CsaIntrinsic::SpmdizationExit,
            CsaIntrinsic::PipelineLoopExit,
        ],
    )
}

/// The iteration-local storage warnings of function `f`.
fn storage_warnings(m: &Module, f: GlobalId) -> Vec<Warning> {
    let Some(body) = m.body(f) else {
        return Vec::new();
    };
    let fname = format!("@{}", m.globals[f].name().unwrap_or(""));
    let model = CsaFunction::of(m, body);
    let sections: Vec<Inst> = model
        .calls_of(CsaIntrinsic::SectionEntry)
        .map(|c| c.inst)
        .collect();
    if sections.is_empty() {
        return Vec::new();
    }
    let fl = FunctionLoops::compute(body);
    let mut out = Vec::new();
    for l in fl.forest.preorder() {
        let direct_section = sections.iter().any(|&s| {
            body.block_of(s)
                .is_some_and(|b| fl.forest.innermost_loop(b) == Some(l))
        });
        if !direct_section {
            continue;
        }
        let lifetime = fl.forest.blocks(l).iter().find_map(|&b| {
            body.blocks[b].insts.iter().copied().find(|&i| {
                callee_name(m, &body.insts[i])
                    .is_some_and(|(_, n)| n.starts_with("llvm.lifetime.start"))
            })
        });
        let Some(lt) = lifetime else { continue };
        let header = crate::ivdep::markers::block_name(m, f, body, fl.forest.header(l));
        let mut w = Warning::new(
            "csa-iteration-local-storage",
            format!(
                "!! WARNING: ITERATION-LOCAL STORAGE DETECTED IN A PARALLELIZED LOOP !! loop {header} in {fname} has parallel sections and allocates storage in each iteration (llvm.lifetime.start), which the CSA compiler shares between the iterations, so they may overwrite each other's data: allocate the storage outside the loop and keep the iterations apart by hand, or remove the parallel marking (disable this check with csa-intrinsic-cleaner<disable-loop-storage-check>)"
            ),
        );
        w = w.at_inst(m, &fname, &body.insts[lt]);
        out.push(w);
    }
    out
}
