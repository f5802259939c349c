//! parir-ir: the LLVM 19 IR core of parir.
//!
//! - [`module`], [`function`], [`inst`], [`types`], [`value`], [`metadata`], [`attrs`]: the data
//!   model, covering all of LLVM 19's textual IR plus OpenCilk's Tapir terminators;
//! - [`parser`]: the `.ll` reader (also accepts legacy typed-pointer syntax);
//! - [`printer`]: the writer, in LLVM 19's canonical style;
//! - [`verifier`]: structural and SSA checks with located messages;
//! - [`diag`]: the one diagnostic type of every crate (errors, warnings and remarks with a
//!   stable name, the `.ll` span, the `!dbg` location), rendered in LLVM's layout, with the
//!   source line and a caret for the reader's and verifier's errors, as JSON or as LLVM's YAML
//!   remarks.
//!
//! ```
//! use parir_ir::{parser, printer, verifier};
//!
//! let src = "define i32 @inc(i32 %x) {\n  %y = add nsw i32 %x, 1\n  ret i32 %y\n}\n";
//! let module = parser::parse_module(src, "inc.ll").expect("valid syntax");
//! verifier::verify_module(&module).expect("valid IR");
//! let text = printer::print_module(&module);
//! assert!(text.contains("define i32 @inc(i32 %x) {"));
//! assert!(text.contains("  %y = add nsw i32 %x, 1\n"));
//! ```

pub mod attrs;
pub mod diag;
pub mod float;
pub mod function;
pub mod hash;
pub mod inst;
pub mod intrinsics;
pub mod layout;
pub mod lexer;
pub mod metadata;
pub mod module;
pub mod parser;
pub mod printer;
mod remap;
pub mod typecheck;
pub mod types;
mod upgrade;
pub mod value;
pub mod verifier;

pub use function::{Block, Body, Inst};
pub use upgrade::expand_constexpr_operands;

/// How deeply the reader lets types, constants and metadata nest in one another (counting
/// every level: a struct in a struct, a constant expression operand, an inline `!{...}`).
/// Deeper input gets a located "nesting too deep" error; LLVM has no limit but overflows its
/// stack somewhere past this.
pub const MAX_NESTING: u32 = 100_000;

/// Runs `f`, first growing the stack (on a new segment) when less than 256 KiB of it is left.
///
/// Every recursive walk over types, constants, metadata or nested values goes through this
/// at each level, so that input nested [`MAX_NESTING`] deep (or a metadata chain of any
/// length) is read, checked and printed on any thread, including rayon's small-stack workers.
#[inline]
pub fn with_stack<R>(f: impl FnOnce() -> R) -> R {
    stacker::maybe_grow(256 * 1024, 16 * 1024 * 1024, f)
}
pub use module::{GlobalId, Module};
pub use types::{Type, TypeData};
pub use value::{Const, Value};
