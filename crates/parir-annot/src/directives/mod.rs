//! Directive regions (`llvmpar-extension-mechanism-rfc.txt`, and its 2017 predecessor
//! `region-annotations-rfc.txt`): the intrinsics `llvm.directive.region.entry` (a token),
//! `llvm.directive.region.exit(token)` and `llvm.directive.marker` (an `i1`), with operand
//! bundles in the vocabularies of [`vocab`].
//!
//! - [`vocab`]: the tag tables (OpenMP `DIR.OMP.*`/`QUAL.OMP.*` as Intel's compiler spells
//!   them, the RFC's Tapir and HPVM tags);
//! - [`model`]: the regions of a function (entry, exits, bundles, contents, nesting) and its
//!   markers;
//! - [`check`]: the RFC's correctness properties A–C as `parir check` lints (checker
//!   `directive-check`);
//! - [`print`]: the `print<directive-regions>` printer.
//!
//! LLVM 19 does not define these intrinsics; its tools accept them as unknown `llvm.*`
//! declarations (opaque calls), so modules with directives pass `opt-19 -passes=verify`.

pub mod check;
pub mod model;
pub mod print;
pub mod vocab;
