//! parir-ir: the LLVM 19 IR core of parir.
//!
//! - [`module`], [`function`], [`inst`], [`types`], [`value`], [`metadata`], [`attrs`]: the data
//!   model, covering all of LLVM 19's textual IR plus OpenCilk's Tapir terminators;
//! - [`parser`]: the `.ll` reader (also accepts legacy typed-pointer syntax);
//! - [`printer`]: the writer, in LLVM 19's canonical style;
//! - [`verifier`]: structural and SSA checks with located messages;
//! - [`diag`]: diagnostics with `file:line:col`, the source line and a caret.
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
pub mod value;
pub mod verifier;

pub use function::{Block, Body, Inst};
pub use module::{GlobalId, Module};
pub use types::{Type, TypeData};
pub use value::{Const, Value};
