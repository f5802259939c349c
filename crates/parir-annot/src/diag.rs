//! The annotation systems' diagnostics: parir-ir's one diagnostic type
//! ([`parir_ir::diag::Diagnostic`], here also named [`Warning`], the name the systems' code
//! uses), with its source locations from `!dbg`.
//!
//! A pass returns its diagnostics with its result (`PassResult::diagnostics`), and
//! [`parir_transform::manager::PassManager::run`] gathers them in pipeline order; the
//! functions the passes wrap (for example [`crate::ivdep::lower_module`]) return them too.

pub use parir_ir::diag::{
    debug_location, debug_location_as_llvm, di_location, di_location_as_llvm, Diagnostic, Severity,
    SourceLoc,
};

/// A warning (or error, or remark) of an annotation pass or lint: parir-ir's diagnostic.
pub type Warning = Diagnostic;
