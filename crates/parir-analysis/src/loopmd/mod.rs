//! The loop transformation attributes (`code-transformation-metadata.rst`) as LLVM 19 reads
//! them: what the transformation passes (`parir-transform`) and the annotation checks
//! (`parir_annot::loopmd`, which re-exports these modules) share.
//!
//! - [`attrs`]: a table of every `llvm.loop.*` attribute LLVM 19 defines and the annotation
//!   systems' own, with the transformation each belongs to;
//! - [`mode`]: LLVM's `TransformationMode` and `hasUnrollTransformation` & co., with the same
//!   answers as `LoopUtils.cpp`;
//! - [`followup`]: LLVM's `makeFollowupLoopID`;
//! - [`location`]: LLVM's `Loop::getStartLoc`, where loop diagnostics are reported.

pub mod attrs;
pub mod followup;
pub mod location;
pub mod mode;
