//! The annotation systems' diagnostics: parir-ir's one diagnostic type
//! ([`parir_ir::diag::Diagnostic`], here also named [`Warning`], the name the systems' code
//! uses), with its source locations from `!dbg`.
//!
//! Passes run through [`parir_transform::manager::PassManager`] have no return channel for
//! diagnostics yet, so this crate's passes also push their warnings into a per-thread sink
//! that the caller drains with [`take_warnings`] after the run (module passes run on the
//! thread that calls `PassManager::run`). Library users can call the functions the passes wrap
//! (for example [`crate::ivdep::lower_module`]) and get the warnings back directly.

pub use parir_ir::diag::{
    debug_location, debug_location_as_llvm, di_location, di_location_as_llvm, Diagnostic,
    Severity, SourceLoc,
};
use std::cell::RefCell;

/// A warning (or error, or remark) of an annotation pass or lint: parir-ir's diagnostic.
pub type Warning = Diagnostic;

thread_local! {
    static SINK: RefCell<Vec<Warning>> = const { RefCell::new(Vec::new()) };
}

/// Adds warnings to this thread's sink (what this crate's passes do).
pub fn report(ws: impl IntoIterator<Item = Warning>) {
    SINK.with(|s| s.borrow_mut().extend(ws));
}

/// Takes the warnings this crate's passes reported on this thread since the last call.
///
/// ```
/// parir_annot::diag::report([parir_annot::diag::Warning::new("x", "y")]);
/// assert_eq!(parir_annot::diag::take_warnings().len(), 1);
/// assert!(parir_annot::diag::take_warnings().is_empty());
/// ```
pub fn take_warnings() -> Vec<Warning> {
    SINK.with(|s| std::mem::take(&mut *s.borrow_mut()))
}

