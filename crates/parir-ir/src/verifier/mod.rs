//! The IR verifier: the structural, type and SSA rules of LLVM 19's `Verifier.cpp`, reported
//! with source locations.
//!
//! [`verify_module`] returns every error it finds (not just the first), each located at the
//! offending instruction, block or global (the byte offsets the parser records), with LLVM's own
//! message text where LLVM has one, so a user who knows `opt -passes=verify` recognizes them.
//! [`lint_module`] returns warnings for things LLVM accepts but that are almost certainly
//! mistakes.
//!
//! What is checked:
//! - **globals** (`globals.rs`): initializer types, declaration linkage ("Global is external, but
//!   doesn't have external or weak linkage!"), `common`/`appending` rules, comdats on
//!   declarations, `dllimport`/`dllexport`, scalable globals, aliases (linkage, aliasee kind,
//!   cycles, definitions) and ifunc resolvers;
//! - **functions**: linkage, argument and return types (token, metadata and `x86_amx` only for
//!   `llvm.*` intrinsics), `sret` with a non-void return, calling-convention restrictions,
//!   personalities on declarations, bodies of `llvm.*` functions;
//! - **CFG structure** (`function.rs`): one terminator per block and only at its end, no
//!   predecessors of the entry block, branch targets inside the function;
//! - **PHIs**: grouped at the top of their block, one entry per predecessor edge (with
//!   multiplicity), the same value for repeated predecessors, no token PHIs, incoming types;
//! - **SSA dominance** (`dom.rs`): every use of an instruction is dominated by its definition,
//!   PHI uses at the end of the incoming block, `invoke` results only along the normal edge, uses in unreachable blocks allowed, non-PHI self references rejected in
//!   reachable blocks — all as LLVM's `DominatorTree::dominates(Value*, Use&)`;
//! - **operand types** (`insts.rs`): binary and unary operators, comparisons, casts
//!   ([`crate::typecheck::check_cast`]), `select`, loads and stores (sized types, atomic
//!   orderings, sizes and alignment), `cmpxchg` and `atomicrmw`, `fence`, `alloca`, GEP indices,
//!   vector and aggregate element access, `ret`, `br`, `switch`, `indirectbr`, calls (argument
//!   count and types, token parameters, `immarg`, intrinsic signatures of a few overloaded
//!   intrinsics), exception-handling pads and personalities;
//! - **metadata** (`metadata.rs`): `!llvm.access.group` attachments exactly as LLVM's
//!   `visitAccessGroupMetadata` (a distinct node without operands is an access group; any other
//!   node is a list whose operands must all be access groups — so the uniqued `!{}` is an empty
//!   list and is accepted);
//! - **Tapir** (`tapir.rs`): structural rules for `detach`/`reattach`/`sync` (see that module).
//!
//! Not checked: intrinsic-specific rules beyond the few listed, debug-info node contents,
//! attribute compatibility, EH funclet nesting, and `!tbaa`/`!range`/`!prof` contents.
//!
//! ```
//! let src = "define i32 @f(i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  %x = add i32 1, 2\n  br label %b\nb:\n  ret i32 %x\n}\n";
//! let m = parir_ir::parser::parse_module(src, "f.ll").unwrap();
//! let errs = parir_ir::verifier::verify_module(&m).unwrap_err();
//! assert_eq!(errs[0].message, "Instruction does not dominate all uses!");
//! assert_eq!(errs[0].line_col(src), (8, 3));
//! ```

pub(crate) mod debug_info;
mod dom;
mod frame;
mod function;
mod globals;
mod insts;
mod metadata;
mod swifterror;
mod tapir;

use crate::diag::Diagnostic;
use crate::module::{GlobalId, Linkage, Module};
use rayon::prelude::*;
use std::ops::Range;

/// Modules with fewer instructions than this are verified on the calling thread.
const PARALLEL_MIN_MODULE_INSTS: usize = 20_000;

/// Verifies a module. Returns all errors found, sorted by source position.
pub fn verify_module(m: &Module) -> Result<(), Vec<Diagnostic>> {
    let mut errs = Vec::new();
    globals::check_globals(m, &mut errs);
    let funcs: Vec<GlobalId> = m.functions().map(|(g, _)| g).collect();
    // Small modules are checked on this thread: starting rayon's pool costs more than the
    // whole check.
    let insts: usize = m
        .functions()
        .filter_map(|(_, f)| f.body.as_ref())
        .map(|b| b.insts.len())
        .sum();
    let per_fn: Vec<Vec<Diagnostic>> = if insts < PARALLEL_MIN_MODULE_INSTS {
        funcs
            .iter()
            .map(|&g| function::verify_function(m, g))
            .collect()
    } else {
        funcs
            .par_iter()
            .map(|&g| function::verify_function(m, g))
            .collect()
    };
    errs.extend(per_fn.into_iter().flatten());
    frame::check_frame_escapes(m, &mut errs);
    swifterror::check_swift_errors(m, &mut errs);
    if errs.is_empty() {
        Ok(())
    } else {
        errs.sort_by_key(|d| d.pos());
        Err(errs)
    }
}

/// Warnings for IR that LLVM 19 accepts but that is almost certainly not what was meant.
///
/// - **LoopID not self-referential.** A `!llvm.loop` attachment should be a distinct node
///   whose first operand is the node itself. LLVM 19's verifier does *not* check this
///   (`llvm-as-19` and `opt-19 -passes=verify` accept such IR, see
///   `corpus/invalid/accepted/check-loopid-not-self-referencing.ll`); the loop passes just
///   ignore the loop's properties. That makes it a warning, not an error.
pub fn lint_module(m: &Module) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for (g, f) in m.functions() {
        if let Some(body) = &f.body {
            metadata::lint_loop_ids(m, g, body, &mut out);
        }
    }
    out.sort_by_key(|d| d.pos());
    out
}

/// The span of an entity at byte offset `pos`.
pub(crate) fn span(pos: u32) -> Range<usize> {
    let p = pos as usize;
    p..p + 1
}

/// `@name` of a global, or `@<id>` for unnamed ones.
pub(crate) fn global_name(m: &Module, g: GlobalId) -> String {
    match m.globals.get(g).and_then(|gv| gv.name()) {
        Some(n) => format!("@{n}"),
        None => format!("@{}", g),
    }
}

/// Whether a global is an `llvm.*` intrinsic.
pub(crate) fn is_intrinsic_name(m: &Module, g: GlobalId) -> bool {
    m.globals
        .get(g)
        .and_then(|gv| gv.name())
        .is_some_and(|n| n.starts_with("llvm."))
}

/// External linkage, whether written or implied (robust to a model that distinguishes an
/// explicit `external` keyword).
pub(crate) fn is_external(l: Linkage) -> bool {
    l == Linkage::External || l.keyword() == "external"
}

#[cfg(test)]
mod tests;
