//! parir-exec: executes LLVM 19 IR as clang-19 emits it (`parir run`), runs loops annotated
//! parallel, directive teams and Tapir spawns on several threads (`parir run --parallel`)
//! and checks the claims of annotated loops and Tapir's determinacy on a real run (`parir
//! sanitize`).
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
//!   a flat vector of 32-byte [`code::Op`]s over numbered frame slots. Operands are slot
//!   indices (constants are materialized once per function into slots a call initializes;
//!   arguments and results are written before they are read, so nothing else is), a branch
//!   to a block that only returns is that return, blocks are op ranges, phis are parallel copies attached to the branch of each
//!   incoming edge, and types are reduced to [`code::Shape`]s: slot count plus scalar leaves
//!   with their memory offsets from the module's data layout ([`layout`], LLVM's `DataLayout`
//!   rules, x86-64 defaults). Hot opcodes are specialised: integer ops carry their width as a
//!   shift, `fadd`/`fmul` on doubles, one-index GEPs, int/float conversions, `icmp` fused
//!   with the branch on it, scalar calls of elementwise intrinsics and math functions as one
//!   op; rare ones are table-driven.
//! - **-O0 locals**: allocas that are private scalars (entry block, one element, address used
//!   only by loads and stores of their type) live in a frame slot; a load reads that slot in
//!   place when nothing overwrites it before its last use, and a variable stored once from a
//!   parameter or a constant is that value. No check is lost: no access to such a variable
//!   can fail. Not done where the sanitizer records accesses or a parallel loop's frame is
//!   copied to workers.
//! - **Values**: integers up to 64 bits zero-extended in one `u64` slot, 65–128-bit integers
//!   in two, vectors one slot per lane, aggregates their fields back to back. Wider integers
//!   ([`wide`], e.g. clang's `i136` bit-field storage) one slot per 64-bit limb;
//!   `half` and `bfloat` are computed in `f64` and rounded once to their format (exact for
//!   the basic operations); `x86_fp80` ([`x87`]) in two slots (significand, sign and
//!   exponent), computed exactly as the x87 unit does, printed as glibc prints it; `fp128`
//!   and vectors of `x86_fp80` are reported as unsupported when executed.
//! - **Memory** ([`memory`]): allocations in a table, pointers are (allocation id, offset)
//!   packed in 64 bits with a biased offset, so safety checks are exact and arithmetic,
//!   comparison, `ptrtoint`/`inttoptr` behave as on a flat address space. Out-of-bounds,
//!   use-after-free, double/invalid free, null and wild dereferences, stores to constants,
//!   misaligned atomics are runtime errors. Storage is `AtomicU64` words, so that worker
//!   threads can share it without data races in Rust ([`memory::SharedMemory`]).
//! - **Calls** ([`interp`]): an explicit frame stack (no host recursion; direct calls of
//!   interpreted functions, and their returns, stay in the dispatch loop), direct and indirect
//!   calls (a function pointer points to a zero-sized "function allocation"; a block address
//!   is one past it, for `indirectbr`), `byval` copies, varargs laid out as x86-64's stack
//!   overflow area so that clang's inline `va_arg` lowering and `vprintf` both read them.
//! - **Builtins** ([`builtins`]): intrinsics clang emits (including the masked vector memory
//!   ones) and `math.h`, as interpreter operations. `llvm.fmuladd` rounds twice, as x86-64's code generator lowers it, unless the
//!   calling function's `target-features` has FMA. Unknown external functions are errors at
//!   their first call, naming them.
//! - **libc** ([`libc`], kept apart from the interpreter behind one documented interface: name
//!   resolution, one call entry point, the bytes a call touched for the sanitizer, the `rand`
//!   state): stdio with glibc's `printf`/`scanf` (including `x86_fp80`'s `%L` conversions),
//!   heap, strings, conversions, `errno`, `exit`/`atexit`, `setjmp`/`longjmp`, `qsort`; C++
//!   exceptions as the Itanium ABI runs them ([`libc::cxx`]: the `__cxa_*` runtime and the
//!   unwinder over the interpreter's frames).
//! - **Errors**: a [`RunError`] has the message, the `!dbg` source location when present, the
//!   `.ll` line:col of the instruction (from its byte offset) and the call stack.
//! - **Limits**: [`Config::max_steps`], [`Config::max_memory`], [`Config::max_stack_depth`].
//!
//! # Parallel loops and the sanitizer
//!
//! - [`parloop`] decides, per annotated loop, which accesses its claims cover (LLVM's
//!   `isAnnotatedParallel` rules) and whether it can run in parallel (inductions, reductions,
//!   an exit test giving the trip count at entry), with a reason when not.
//! - [`parallel`]: at entry of such a loop the trip count `T` is computed; iterations
//!   `0..T-1` run in chunks (four per thread, taken by whichever worker is free) on worker
//!   machines over shared memory, each with its own copy of the decoded code; the main thread
//!   runs the last iteration with the inductions in closed form and the reductions combined
//!   in chunk order, so outputs and live-out values are the sequential ones.
//! - [`sanitize`]: per loop instance, a byte shadow with the last write and the last two
//!   reading iterations finds RAW/WAR/WAW dependences at their smallest distance and reports
//!   those a claim rules out; accesses inside a covered call count for the calling loop.
//!   Groups of sections and of sibling tasks are checked the same way, their sections or
//!   tasks standing for iterations.
//! - [`spawn`]: Tapir spawns (`detach`, or the RFC's spawn marker) on the same pool:
//!   at a spawn, the task runs as a job of a scope with a copy of the frame while the
//!   continuation runs inside the scope up to the sync, which joins; a thread whose queue
//!   holds a job runs further spawns inline (lazy splitting). Output and stops follow the
//!   serial elision's order.
//! - `spbags`: determinacy races between spawned tasks (SP-bags) for `parir sanitize`,
//!   over the serial run.
//! - [`team`]: directive constructs on teams of threads (`parallel`, worksharing loops,
//!   `sections`, `single`, `master`, `critical`, `barrier`, tasks), the same worker machines
//!   each running the region in a copy of the frame.
//! - `runtime`: the one runtime of a run: the pool all of the above run on (team members
//!   beyond its workers on extra threads it starts), privatized copies, reduction
//!   combining and loop schedules written once, and the parallel-runtime state of a
//!   machine (`ParState`; the C library's is `libc::LibcState`).
//! - `threadprivate`: each team thread's copies of the thread-local variables
//!   (`threadprivate`, `_Thread_local`).
//!
//! The executor reads annotations only through the parallel model
//! ([`parir_annot::model`]): no module here names a directive, clause, loop attribute or
//! marker (`tests/adapters.rs` checks it).

pub mod builtins;
pub mod code;
pub mod decode;
pub(crate) mod hb;
pub mod hpvm;
pub mod interp;
pub use parir_ir::layout;
pub mod libc;
pub mod memory;
pub mod parallel;
pub mod parloop;
pub(crate) mod reducers;
pub(crate) mod runtime;
pub mod sanitize;
pub mod scalar;
pub mod spawn;
pub(crate) mod spbags;
pub mod team;
pub(crate) mod threadprivate;
pub mod vector;
pub mod wide;
pub mod x87;

pub use interp::{run, Buffering, Config, Location, Machine, RunError};
