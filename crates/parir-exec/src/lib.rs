//! parir-exec: executes LLVM 19 IR as clang-19 emits it (issue 5, items 1–2: the interpreter
//! and its safety checks).
//!
//! ```
//! let src = "define i32 @main() {\n  %x = add i32 40, 2\n  ret i32 %x\n}\n";
//! let m = parir_ir::parser::parse_module(src, "t.ll").unwrap();
//! let (mut out, mut err) = (Vec::new(), Vec::new());
//! assert_eq!(parir_exec::run(&m, src, parir_exec::Config::default(), &mut out, &mut err), Ok(42));
//! ```
//!
//! # Design
//!
//! - **Pre-decoding** ([`decode`], [`code`]): each function is decoded on its first call into
//!   a flat vector of [`code::Op`]s over numbered frame slots. Operands are slot indices
//!   (constants are materialized once per function and copied into each frame), blocks are
//!   op ranges, phis are parallel copies attached to the branch of each incoming edge, and
//!   types are reduced to [`code::Shape`]s: slot count plus scalar leaves with their memory
//!   offsets from the module's data layout ([`layout`], LLVM's `DataLayout` rules, x86-64
//!   defaults). Hot opcodes are specialised (integer ops carry their width as a shift, `fadd`
//!   and `fmul` on doubles, one-index GEPs); rare ones are table-driven.
//! - **Values**: integers up to 64 bits zero-extended in one `u64` slot, 65–128-bit integers
//!   in two, vectors one slot per lane, aggregates their fields back to back. Wider integers
//!   ([`wide`], e.g. clang's `i136` bit-field storage) one
//!   slot per 64-bit limb; `x86_fp80`/`fp128`/`half` are reported as unsupported when executed.
//! - **Memory** ([`memory`]): allocations in a table, pointers are (allocation id, offset)
//!   packed in 64 bits with a biased offset, so safety checks are exact and arithmetic,
//!   comparison, `ptrtoint`/`inttoptr` behave as on a flat address space. Out-of-bounds,
//!   use-after-free, double/invalid free, null and wild dereferences, stores to constants,
//!   misaligned atomics are runtime errors. Storage is `AtomicU64` words, see
//!   [`memory`] for how this lets several threads share it later without data races in Rust.
//! - **Calls** ([`interp`]): an explicit frame stack (no host recursion), direct and indirect
//!   calls (a function pointer points to a zero-sized "function allocation"), `byval` copies,
//!   varargs laid out as x86-64's stack overflow area so that clang's inline `va_arg` lowering
//!   and `vprintf` both read them; `va_start` fills the `__va_list_tag` with all register
//!   slots used.
//! - **Builtins** ([`builtins`], [`libc`]): intrinsics clang emits and a libc subset with
//!   glibc-compatible `printf` formatting and `rand`. Unknown external functions are errors at
//!   their first call, naming them.
//! - **Errors**: a [`RunError`] has the message, the `!dbg` source location when present, the
//!   `.ll` line:col of the instruction (from its byte offset) and the call stack.
//! - **Limits**: [`Config::max_steps`], [`Config::max_memory`], [`Config::max_stack_depth`].
//!
//! # Toward parallel execution and the sanitizer (issue 5, items 3–4)
//!
//! Memory is already shareable (atomic words, `&self` loads and stores); a parallel loop
//! runner will give each worker its own frame stack and register file (the [`interp`] state
//! other than memory is per-thread by construction) and route allocation through a lock. The
//! sanitizer will hook the single load/store API of [`memory::Memory`] to record accesses.

pub mod builtins;
pub mod code;
pub mod decode;
pub mod interp;
pub mod layout;
pub mod libc;
pub mod memory;
pub mod parallel;
pub mod parloop;
pub mod sanitize;
pub mod scalar;
pub mod vector;
pub mod wide;

pub use interp::{run, Config, Location, Machine, RunError};
