//! C++ exceptions as the Itanium C++ ABI and libstdc++ run them on x86-64 Linux: the
//! runtime functions clang++ calls (`__cxa_allocate_exception`, `__cxa_throw`,
//! `__cxa_begin_catch`, `__cxa_end_catch`, `__cxa_rethrow`, `__cxa_get_exception_ptr`,
//! `__cxa_free_exception`, `_Unwind_Resume`, `std::terminate`), the unwinder with
//! `__gxx_personality_v0`'s matching of `landingpad` clauses, `llvm.eh.typeid.for`, and
//! Tapir's rethrows (`llvm.detached.rethrow`, `llvm.taskframe.resume`, invoked or in the
//! marker form), which land at their invoke's own unwind edge: the serial elision.
//!
//! # How an exception travels
//!
//! An exception is its thrown object (the pointer `__cxa_allocate_exception` returned); the
//! landing pads' `{ ptr, i32 }` value carries that pointer where the native one carries the
//! `_Unwind_Exception` header, which the program only hands back to this runtime. The
//! unwinder works on the interpreter's frames, in the two phases of the native one:
//! 1. search: from the innermost frame outwards, each frame waiting on an invoke (its pc is
//!    the invoke's [`crate::code::Unwind::at`]) offers its landing pad's clauses: a `catch`
//!    of the thrown type, of one of its public bases (single, multiple and virtual
//!    inheritance, read from the class type infos as libstdc++ reads them) or of null
//!    (`catch (...)`), or a `filter` the type is not in. No handler: `std::terminate`, with
//!    libstdc++'s message and without running cleanups, as natively;
//! 2. landing: the innermost frame whose landing pad has a cleanup or the handler gets the
//!    exception; the frames above it are popped (their stack slots released). A cleanup
//!    ends in `resume` (or `_Unwind_Resume`), which unwinds again from its caller.
//!
//! Tapir's rethrows forward an exception from a task's landing pad to the `detach`'s (or
//! taskframe's) in the same frame, whose clauses the search cannot see from the first: when
//! the search finds no handler and the innermost landing pad's frame holds such a rethrow,
//! that landing pad runs anyway and the search is made again at each rethrow.
//!
//! The selector of a `catch` clause is [`type_id`] of its type info, which is what
//! `llvm.eh.typeid.for` returns; a cleanup lands with 0, a filter with -1.
//!
//! An exception that leaves a function a builtin called back (a `qsort` comparator) ends
//! that callback's run and goes on unwinding from the builtin's caller, as libc's `qsort`
//! lets it through natively.
//!
//! libstdc++'s exception classes (`std::exception`, `runtime_error`, `logic_error` and
//! their standard subclasses, [`STD_CLASSES`]) are provided: their constructors (from a C
//! string, a `std::string`, a copy), destructors and `what()`, objects laid out as
//! libstdc++'s (a vtable this runtime makes, pointing at the module's declarations), and
//! their external type infos matched by the classes' known bases; `std::terminate` adds
//! `what():` as libstdc++'s verbose handler does.
//!
//! Not provided: the rest of libstdc++ (`std::string`'s own functions, `std::bad_alloc`
//! from `operator new`, `std::exception_ptr`), and exceptions out of an `atexit` handler or
//! an exception's destructor: a located error.

use crate::builtins::Builtin;
use crate::code::{Clause, Op, Unwind};
use crate::interp::{FuncKind, Machine, RunError, Stop};
use crate::memory;
use std::collections::HashMap;
use std::sync::Arc;

type R<T> = Result<T, Stop>;

/// The C++ runtime functions and intrinsics of exceptions.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CxxFn {
    AllocateException,
    FreeException,
    Throw,
    BeginCatch,
    EndCatch,
    Rethrow,
    GetExceptionPtr,
    /// `_Unwind_Resume(exn)`: what `resume` does, called.
    UnwindResume,
    /// `std::terminate()`.
    Terminate,
    /// `__cxa_call_unexpected(exn)`: an exception specification was violated.
    CallUnexpected,
    /// `llvm.eh.typeid.for(tinfo)`.
    TypeidFor,
    /// The standard exception classes of `<stdexcept>` and `<exception>`
    /// ([`STD_CLASSES`], by index): constructors from a C string, a `std::string` and a
    /// copy; destructors; `what()`.
    StdCtorCstr(u8),
    StdCtorString(u8),
    StdCtorCopy(u8),
    StdDtor(u8),
    StdWhat(u8),
}

/// libstdc++'s exception classes parir provides, with their base (an index, or `None` for
/// `std::exception`). Each object is 16 bytes, as libstdc++'s: the vtable pointer, then
/// the message (here a C string of parir's heap; `std::exception` has none).
pub const STD_CLASSES: [(&str, Option<u8>); 11] = [
    ("St9exception", None),
    ("St13runtime_error", Some(0)),
    ("St11logic_error", Some(0)),
    ("St12out_of_range", Some(2)),
    ("St16invalid_argument", Some(2)),
    ("St12length_error", Some(2)),
    ("St12domain_error", Some(2)),
    ("St14overflow_error", Some(1)),
    ("St15underflow_error", Some(1)),
    ("St11range_error", Some(1)),
    ("St9bad_alloc", Some(0)),
];

/// The standard class a function of libstdc++ named `name` belongs to, whether it is a
/// `const` member, and the rest of its mangled name (`C1EPKc`, `D2Ev`, `4whatEv`, ...).
fn std_member(name: &str) -> Option<(u8, bool, &str)> {
    let (konst, rest) = match name.strip_prefix("_ZNKSt") {
        Some(r) => (true, r),
        None => (false, name.strip_prefix("_ZNSt")?),
    };
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    let n: usize = rest[..digits].parse().ok()?;
    let class = rest.get(..digits + n)?;
    let k = STD_CLASSES.iter().position(|(c, _)| c[2..] == *class)?;
    Some((k as u8, konst, &rest[digits + n..]))
}

impl CxxFn {
    /// Whether the call unwinds or stops instead of returning (the interpreter's call path
    /// leaves the frames to it).
    pub fn unwinds(self) -> bool {
        matches!(
            self,
            CxxFn::Throw
                | CxxFn::Rethrow
                | CxxFn::UnwindResume
                | CxxFn::Terminate
                | CxxFn::CallUnexpected
        )
    }
}

/// The runtime function `name` denotes.
pub fn resolve(name: &str) -> Option<CxxFn> {
    Some(match name {
        "__cxa_allocate_exception" => CxxFn::AllocateException,
        "__cxa_free_exception" => CxxFn::FreeException,
        "__cxa_throw" => CxxFn::Throw,
        "__cxa_begin_catch" => CxxFn::BeginCatch,
        "__cxa_end_catch" => CxxFn::EndCatch,
        "__cxa_rethrow" => CxxFn::Rethrow,
        "__cxa_get_exception_ptr" => CxxFn::GetExceptionPtr,
        "_Unwind_Resume" => CxxFn::UnwindResume,
        "_ZSt9terminatev" => CxxFn::Terminate,
        "__cxa_call_unexpected" => CxxFn::CallUnexpected,
        _ => {
            let (k, konst, rest) = std_member(name)?;
            match (konst, rest) {
                (false, "C1EPKc" | "C2EPKc") if k > 0 => CxxFn::StdCtorCstr(k),
                (
                    false,
                    "C1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE"
                    | "C2ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE",
                ) if k > 0 => CxxFn::StdCtorString(k),
                (false, "C1ERKS_" | "C2ERKS_") => CxxFn::StdCtorCopy(k),
                (false, "D0Ev" | "D1Ev" | "D2Ev") => CxxFn::StdDtor(k),
                (true, "4whatEv") => CxxFn::StdWhat(k),
                _ => return None,
            }
        }
    })
}

/// The intrinsic `llvm.<rest>` if it is one of exceptions.
pub fn resolve_intrinsic(rest: &str) -> Option<CxxFn> {
    rest.starts_with("eh.typeid.for")
        .then_some(CxxFn::TypeidFor)
}

/// The selector of a `catch` of type info `tinfo`, and `llvm.eh.typeid.for(tinfo)`: the
/// type info's allocation (type infos are globals, one allocation each), so the same in
/// every machine of a run; `catch (...)` (null) gets a value no allocation has.
pub fn type_id(tinfo: u64) -> i32 {
    if tinfo == 0 {
        return i32::MAX;
    }
    let (id, off) = memory::split_ptr(tinfo);
    (((id as i64) << 4 ^ off) & 0x3fff_ffff) as i32 + 1
}

/// One thrown exception.
#[derive(Clone, Debug)]
struct Exception {
    tinfo: u64,
    /// Its destructor (a function pointer), or 0.
    dtor: u64,
    /// The object as the handler that caught it sees it (a base subobject).
    adjusted: u64,
    /// Handlers that began catching it and have not ended.
    handlers: u32,
    /// Rethrown by `throw;`: the handler's end does not destroy it.
    rethrown: bool,
}

/// A machine's exceptions: those thrown and not destroyed, the stack of caught ones
/// (innermost last), and what the next landing pad reads.
#[derive(Default, Debug)]
pub(crate) struct EhState {
    live: HashMap<u64, Exception>,
    caught: Vec<u64>,
    landing: (u64, i32),
    /// An exception that left a function parir called back, for the builtin that called
    /// it to unwind from its own caller.
    escaping: Option<u64>,
    /// The vtables this machine made for the standard classes (address of the vtable's
    /// address point), by class.
    std_vtables: HashMap<u8, u64>,
}

/// What the search found in one frame.
enum Found {
    /// A cleanup only: the landing pad runs, the exception goes on.
    Cleanup,
    /// A handler (a catch, or a filter the type breaks), with its selector and the
    /// object as the handler sees it.
    Handler(i32, u64),
}

impl Machine<'_> {
    /// A runtime function or intrinsic of exceptions that returns ([`CxxFn::unwinds`] is
    /// false): reads its arguments and leaves its result as builtins do.
    pub(crate) fn cxx(&mut self, f: CxxFn) -> R<()> {
        let me = |e: memory::MemError| Stop::Error(RunError::bare(e.0));
        let r = match f {
            CxxFn::AllocateException => {
                // libstdc++ terminates when even its emergency pool is exhausted.
                match self.mem.alloc_heap(self.arg(0).max(1)).map_err(me)? {
                    Some(p) => p,
                    None => {
                        return Err(RunError::bare(format!(
                            "__cxa_allocate_exception of {} bytes: no memory (std::terminate)",
                            self.arg(0)
                        ))
                        .into())
                    }
                }
            }
            CxxFn::FreeException => {
                let p = self.arg(0);
                self.libc.eh.live.remove(&p);
                self.mem.free_heap(p).map_err(me)?;
                0
            }
            CxxFn::BeginCatch => {
                let exn = self.arg(0);
                let Some(e) = self.libc.eh.live.get_mut(&exn) else {
                    return Err(RunError::bare(format!(
                        "__cxa_begin_catch of 0x{exn:x}, which is no thrown exception"
                    ))
                    .into());
                };
                e.handlers += 1;
                e.rethrown = false;
                let adjusted = e.adjusted;
                let eh = &mut self.libc.eh;
                if eh.caught.last() != Some(&exn) {
                    eh.caught.retain(|&x| x != exn);
                    eh.caught.push(exn);
                }
                adjusted
            }
            CxxFn::GetExceptionPtr => {
                let exn = self.arg(0);
                self.libc.eh.live.get(&exn).map_or(exn, |e| e.adjusted)
            }
            CxxFn::EndCatch => {
                self.end_catch()?;
                0
            }
            CxxFn::TypeidFor => type_id(self.arg(0)) as u32 as u64,
            CxxFn::StdCtorCstr(k) => {
                let msg = self.mem.read_cstr(self.arg(1)).map_err(me)?;
                self.std_construct(self.arg(0), k, &msg)?;
                0
            }
            CxxFn::StdCtorString(k) => {
                // libstdc++'s std::string (the C++11 ABI): data pointer, then length.
                let s = self.arg(1);
                let (data, len) = (
                    self.mem.load(s, 8).map_err(me)?,
                    self.mem.load(s + 8, 8).map_err(me)?,
                );
                let msg = self.mem.read_bytes(data, len).map_err(me)?;
                self.std_construct(self.arg(0), k, &msg)?;
                0
            }
            CxxFn::StdCtorCopy(k) => {
                let msg = self.std_message(self.arg(1)).unwrap_or_default();
                self.std_construct(self.arg(0), k, &msg)?;
                0
            }
            CxxFn::StdDtor(k) => {
                self.std_destroy(self.arg(0), k)?;
                0
            }
            CxxFn::StdWhat(k) => {
                let obj = self.arg(0);
                if k == 0 {
                    self.std_literal("std::exception")?
                } else {
                    self.mem.load(obj + 8, 8).map_err(me)?
                }
            }
            _ => return Err(RunError::bare(format!("internal: {f:?} called as returning")).into()),
        };
        self.retbuf.push(r);
        Ok(())
    }

    /// `__cxa_end_catch()`: the innermost caught exception loses a handler; without
    /// handlers it leaves the caught stack and, unless rethrown, is destroyed (its
    /// destructor runs, its memory is freed).
    fn end_catch(&mut self) -> R<()> {
        let Some(&exn) = self.libc.eh.caught.last() else {
            return Ok(());
        };
        let Some(e) = self.libc.eh.live.get_mut(&exn) else {
            self.libc.eh.caught.pop();
            return Ok(());
        };
        e.handlers = e.handlers.saturating_sub(1);
        if e.handlers > 0 {
            return Ok(());
        }
        let (dtor, rethrown) = (e.dtor, e.rethrown);
        self.libc.eh.caught.pop();
        if rethrown {
            return Ok(());
        }
        self.libc.eh.live.remove(&exn);
        if dtor != 0 {
            let Some(f) = self.func_of_ptr(dtor) else {
                return Err(RunError::bare(format!(
                    "an exception's destructor 0x{dtor:x} is not a function"
                ))
                .into());
            };
            match self.funcs[f as usize].kind {
                FuncKind::Builtin(Builtin::Cxx(CxxFn::StdDtor(k))) => self.std_destroy(exn, k)?,
                _ => {
                    self.call_function(f, &[vec![exn]])?;
                }
            }
        }
        self.mem
            .free_heap(exn)
            .map_err(|e| Stop::Error(RunError::bare(e.0)))
    }

    /// A runtime function that unwinds or stops ([`CxxFn::unwinds`]), called from the top
    /// frame, whose pc is the op after the call.
    pub(crate) fn cxx_unwinding(&mut self, f: CxxFn) -> R<()> {
        match f {
            CxxFn::Throw => {
                let (obj, tinfo, dtor) = (self.arg(0), self.arg(1), self.arg(2));
                self.libc.eh.live.insert(
                    obj,
                    Exception {
                        tinfo,
                        dtor,
                        adjusted: obj,
                        handlers: 0,
                        rethrown: false,
                    },
                );
                self.unwind(obj, false)
            }
            CxxFn::Rethrow => {
                let Some(&exn) = self.libc.eh.caught.last() else {
                    return self.terminate(None);
                };
                if let Some(e) = self.libc.eh.live.get_mut(&exn) {
                    e.rethrown = true;
                }
                self.unwind(exn, false)
            }
            // Called, not invoked: the caller's frame has no landing pad for it.
            CxxFn::UnwindResume => self.unwind(self.arg(0), true),
            CxxFn::Terminate => {
                let current = self.libc.eh.caught.last().copied();
                self.terminate(current)
            }
            CxxFn::CallUnexpected => {
                // libstdc++'s default unexpected handler is std::terminate.
                let exn = self.arg(0);
                self.terminate(Some(exn))
            }
            _ => Err(RunError::bare(format!("internal: {f:?} called as unwinding")).into()),
        }
    }

    /// `resume` of the landing pad value whose pointer is `exn`: unwinding goes on from the
    /// caller of the top frame.
    pub(crate) fn resume(&mut self, exn: u64) -> R<()> {
        self.unwind(exn, true)
    }

    /// Tapir's `detached.rethrow` / `taskframe.resume` (either form: [`crate::code::Op::Rethrow`]):
    /// the exception a task (taskframe) lets out goes on where its `detach` (taskframe)
    /// unwinds to, the invoke's own landing pad, as in the serial elision.
    pub(crate) fn rethrow_here(&mut self, exn: u64) -> R<()> {
        self.unwind(exn, false)
    }

    /// Unwinds exception `exn` from the top frame (`skip_top`: from its caller).
    fn unwind(&mut self, exn: u64, skip_top: bool) -> R<()> {
        let Some(tinfo) = self.libc.eh.live.get(&exn).map(|e| e.tinfo) else {
            return Err(RunError::bare(format!(
                "unwinding 0x{exn:x}, which is not an exception __cxa_throw threw"
            ))
            .into());
        };
        let top = self.frames.len().saturating_sub(skip_top as usize);
        // Phase 1: the handler, and the innermost landing pad on the way to it.
        let mut land: Option<(usize, u32, i32)> = None;
        let mut handler = None;
        for k in (self.floor..top).rev() {
            let (fidx, pc, base) = {
                let f = &self.frames[k];
                (f.fidx, f.pc, f.base)
            };
            let Some(code) = self.codes.get(fidx as usize).and_then(|c| c.clone()) else {
                continue;
            };
            let Some(u) = unwind_at(&code, pc) else {
                continue;
            };
            match self.offer(u, base, tinfo, exn) {
                Some(Found::Handler(sel, adjusted)) => {
                    if land.is_none() {
                        land = Some((k, u.at, sel));
                    }
                    handler = Some(adjusted);
                    break;
                }
                Some(Found::Cleanup) if land.is_none() => land = Some((k, u.at, 0)),
                Some(Found::Cleanup) | None => {}
            }
        }
        let Some(adjusted) = handler else {
            // A Tapir rethrow forwards an exception from one landing pad to another of the
            // same frame, whose clauses the search did not see: the innermost landing pad
            // of a frame that holds one runs, and the search is made again from there.
            if let Some((k, at, _)) = land {
                let forwards = self
                    .codes
                    .get(self.frames[k].fidx as usize)
                    .and_then(|c| c.as_deref())
                    .is_some_and(|c| c.ops.iter().any(|o| matches!(o, Op::Rethrow { .. })));
                if forwards {
                    while self.frames.len() > k + 1 {
                        self.pop_frame();
                    }
                    self.par.tapir.unwound_to(k + 1);
                    if let Some(f) = self.frames.last_mut() {
                        f.pc = at as usize + 1;
                    }
                    self.libc.eh.landing = (exn, 0);
                    return Ok(());
                }
            }
            if self.floor > 0 && self.floor < self.frames.len() {
                // The frames below belong to the run that called back: the builtin that
                // called back goes on unwinding from its caller (`escaping_exception`).
                self.libc.eh.escaping = Some(exn);
                return Err(RunError::bare(
                    "unsupported: a C++ exception leaving a function parir called back where \
                     it cannot go on unwinding (atexit handler, destructor of an exception)",
                )
                .into());
            }
            return self.terminate(Some(exn));
        };
        let Some((k, at, sel)) = land else {
            return Err(RunError::bare("internal: a handler without a landing pad").into());
        };
        if let Some(e) = self.libc.eh.live.get_mut(&exn) {
            e.adjusted = adjusted;
        }
        // Phase 2: pop the frames above the landing pad's, and enter it.
        while self.frames.len() > k + 1 {
            self.pop_frame();
        }
        self.par.tapir.unwound_to(k + 1);
        if let Some(f) = self.frames.last_mut() {
            f.pc = at as usize + 1;
        }
        self.libc.eh.landing = (exn, sel);
        Ok(())
    }

    /// The exception that left a function a builtin called back (taken).
    pub(crate) fn escaping_exception(&mut self) -> Option<u64> {
        self.libc.eh.escaping.take()
    }

    /// `landingpad`'s value: the exception being unwound and its selector.
    pub(crate) fn landing(&self) -> (u64, i32) {
        self.libc.eh.landing
    }

    /// What the landing pad of invoke `u`, in the frame at `base`, does with an exception
    /// of type `tinfo`: `__gxx_personality_v0`'s reading of its clauses, in order.
    fn offer(&self, u: &Unwind, base: usize, tinfo: u64, exn: u64) -> Option<Found> {
        for c in &u.clauses {
            match *c {
                Clause::Catch(s) => {
                    let t = self.regs[base + s as usize];
                    if t == 0 {
                        return Some(Found::Handler(type_id(0), exn));
                    }
                    if let Some(adj) = self.catches(tinfo, t, exn) {
                        return Some(Found::Handler(type_id(t), adj));
                    }
                }
                Clause::Filter(s, n) => {
                    let allowed = (0..n as usize).any(|j| {
                        let t = self.regs[base + s as usize + j];
                        t != 0 && self.catches(tinfo, t, exn).is_some()
                    });
                    if !allowed {
                        return Some(Found::Handler(-1, exn));
                    }
                }
            }
        }
        u.cleanup.then_some(Found::Cleanup)
    }

    /// Whether a handler of type `target` catches an exception of type `t` whose object is
    /// at `obj`, and what it receives: the object or a base subobject of it; for a thrown
    /// pointer, the pointer's value, converted to a pointer to a public base when the
    /// handler takes one (libstdc++'s `__pointer_type_info`, qualifiers not checked).
    fn catches(&self, t: u64, target: u64, obj: u64) -> Option<u64> {
        if !self.is_pointer_type(t) {
            return self.derived_to(t, target, obj, 0);
        }
        let value = self.mem.load(obj, 8).ok()?;
        if t == target {
            return Some(value);
        }
        let ptr_vt = self.abi_vtable("_ZTVN10__cxxabiv119__pointer_type_infoE");
        let ld = |p: u64| self.mem.load(p, 8).ok();
        if ptr_vt.is_none() || ld(t) != ptr_vt || ld(target) != ptr_vt {
            return None;
        }
        let (from, to) = (ld(t + 24)?, ld(target + 24)?);
        if value == 0 {
            return (from == to).then_some(0);
        }
        self.derived_to(from, to, value, 0)
    }

    /// Whether `t` is the type info of a pointer type: a `__pointer_type_info`, or
    /// libstdc++'s (external) `_ZTIP...` of a pointer to a fundamental type.
    fn is_pointer_type(&self, t: u64) -> bool {
        let vt = self.mem.load(t, 8).ok();
        if vt.is_some() && vt == self.abi_vtable("_ZTVN10__cxxabiv119__pointer_type_infoE") {
            return true;
        }
        self.global_ptr
            .iter()
            .find(|(_, &p)| p == t)
            .and_then(|(g, _)| self.m.globals[*g].name())
            .is_some_and(|n| n.starts_with("_ZTIP"))
    }

    /// Whether an object of type `t` at `obj` is (or has a public base) of type `target`,
    /// and where that subobject is: the class type infos libstdc++ reads
    /// (`__si_class_type_info`: one base at offset 0; `__vmi_class_type_info`: a count of
    /// bases, each with its offset and flags, virtual bases found through the vtable).
    fn derived_to(&self, t: u64, target: u64, obj: u64, depth: u32) -> Option<u64> {
        if t == target {
            return Some(obj);
        }
        if depth > 64 {
            return None;
        }
        let ld = |p: u64, n: u64| self.mem.load(p, n).ok();
        // libstdc++'s own classes: their type infos are external, their bases known.
        if let Some(k) = self.std_class_of(t) {
            let want = self.std_class_of(target)?;
            return std_derives(k, want).then_some(obj);
        }
        let vt = ld(t, 8)?;
        if Some(vt) == self.abi_vtable("_ZTVN10__cxxabiv120__si_class_type_infoE") {
            return self.derived_to(ld(t + 16, 8)?, target, obj, depth + 1);
        }
        if Some(vt) == self.abi_vtable("_ZTVN10__cxxabiv121__vmi_class_type_infoE") {
            let count = ld(t + 20, 4)?;
            for j in 0..count.min(1024) {
                let b = ld(t + 24 + 16 * j, 8)?;
                let flags = ld(t + 32 + 16 * j, 8)? as i64;
                if flags & 2 == 0 {
                    continue; // not public
                }
                let off = flags >> 8;
                let sub = if flags & 1 != 0 {
                    let vptr = ld(obj, 8)?;
                    let voff = ld(vptr.wrapping_add(off as u64), 8)?;
                    obj.wrapping_add(voff)
                } else {
                    obj.wrapping_add(off as u64)
                };
                if let Some(r) = self.derived_to(b, target, sub, depth + 1) {
                    return Some(r);
                }
            }
        }
        None
    }

    /// The address the type infos of class kind `name` hold as their vtable pointer (two
    /// words into the ABI's vtable), if the module declares it.
    fn abi_vtable(&self, name: &str) -> Option<u64> {
        let g = self.m.global_by_name(name)?;
        self.global_ptr.get(&g).map(|p| p + 16)
    }

    /// `std::terminate()`, with libstdc++'s verbose handler's message, then `abort`.
    fn terminate(&mut self, exn: Option<u64>) -> R<()> {
        let thrown = exn.and_then(|x| self.libc.eh.live.get(&x).map(|e| (x, e.tinfo)));
        let msg = match thrown {
            Some((x, t)) => {
                let mut m = format!(
                    "terminate called after throwing an instance of '{}'\n",
                    self.type_name(t)
                );
                // libstdc++'s verbose handler adds what() of a std::exception.
                if self.std_derived(t, 0, 0) {
                    if let Some(w) = self.std_message(x) {
                        m += &format!("  what():  {}\n", String::from_utf8_lossy(&w));
                    }
                }
                m
            }
            None => "terminate called without an active exception\n".to_string(),
        };
        self.write_stream(2, msg.as_bytes())?;
        // abort: what the program's stdout buffer holds is lost, as natively.
        self.libc.outbuf.clear();
        Err(Stop::Exit(134))
    }

    /// The name of the type of type info `t`, demangled for the simple cases (fundamental
    /// types, pointers to them, classes in namespaces); otherwise as mangled.
    fn type_name(&self, t: u64) -> String {
        // A class's type info holds its mangled name; fundamental types' are libstdc++'s
        // (external): their symbol names them.
        let mangled = self
            .mem
            .load(t + 8, 8)
            .ok()
            .and_then(|p| self.mem.read_cstr(p).ok())
            .map(|b| String::from_utf8_lossy(&b).into_owned())
            .or_else(|| {
                let gid = self
                    .global_ptr
                    .iter()
                    .find(|(_, &p)| p == t)
                    .map(|(g, _)| *g)?;
                let name = self.m.globals[gid].name()?;
                name.strip_prefix("_ZTI").map(str::to_string)
            });
        match mangled {
            Some(m) => demangle_type(&m).unwrap_or(m),
            None => format!("<type info 0x{t:x}>"),
        }
    }
}

impl Machine<'_> {
    /// Which standard class type info `t` is (libstdc++'s external `_ZTISt...`).
    fn std_class_of(&self, t: u64) -> Option<u8> {
        let gid = self
            .global_ptr
            .iter()
            .find(|(_, &p)| p == t)
            .map(|(g, _)| *g)?;
        let name = self.m.globals[gid].name()?.strip_prefix("_ZTI")?;
        STD_CLASSES
            .iter()
            .position(|(c, _)| *c == name)
            .map(|k| k as u8)
    }

    /// The address of class `k`'s type info, if the module declares it.
    fn std_typeinfo(&self, k: u8) -> Option<u64> {
        let g = self
            .m
            .global_by_name(&format!("_ZTI{}", STD_CLASSES[k as usize].0))?;
        self.global_ptr.get(&g).copied()
    }

    /// Whether type `t` is or derives (through single public inheritance) from the
    /// standard class `k`.
    fn std_derived(&self, t: u64, k: u8, depth: u32) -> bool {
        if let Some(x) = self.std_class_of(t) {
            return std_derives(x, k);
        }
        let ld = |p: u64| self.mem.load(p, 8).ok();
        depth < 64
            && ld(t).is_some()
            && ld(t) == self.abi_vtable("_ZTVN10__cxxabiv120__si_class_type_infoE")
            && ld(t + 16).is_some_and(|b| self.std_derived(b, k, depth + 1))
    }

    /// Builds a standard exception object of class `k` at `obj` with message `msg`: its
    /// vtable (made once per machine, pointing at the module's declarations of the
    /// class's destructors and `what()`) and a copy of the message.
    fn std_construct(&mut self, obj: u64, k: u8, msg: &[u8]) -> R<()> {
        let me = |e: memory::MemError| Stop::Error(RunError::bare(e.0));
        let vt = self.std_vtable(k)?;
        self.mem.store(obj, 8, vt).map_err(me)?;
        if k > 0 {
            let p = self.std_literal_bytes(msg)?;
            self.mem.store(obj + 8, 8, p).map_err(me)?;
        }
        Ok(())
    }

    /// The message of a standard exception object at `obj` (made by `std_construct`, also
    /// as the base of a class of the program).
    fn std_message(&self, obj: u64) -> Option<Vec<u8>> {
        let p = self.mem.load(obj + 8, 8).ok()?;
        self.mem.read_cstr(p).ok()
    }

    /// Frees the message of the standard exception object at `obj`.
    fn std_destroy(&mut self, obj: u64, k: u8) -> R<()> {
        let me = |e: memory::MemError| Stop::Error(RunError::bare(e.0));
        if k == 0 {
            return Ok(());
        }
        let p = self.mem.load(obj + 8, 8).map_err(me)?;
        self.mem.free_heap(p).map_err(me)?;
        self.mem.store(obj + 8, 8, 0).map_err(me)
    }

    /// A NUL-terminated copy of `s` on parir's heap.
    fn std_literal_bytes(&mut self, s: &[u8]) -> R<u64> {
        let me = |e: memory::MemError| Stop::Error(RunError::bare(e.0));
        let p = self
            .mem
            .alloc_heap(s.len() as u64 + 1)
            .map_err(me)?
            .ok_or_else(|| RunError::bare("no memory for an exception's message"))?;
        let mut b = s.to_vec();
        b.push(0);
        self.mem.write_bytes(p, &b).map_err(me)?;
        Ok(p)
    }

    fn std_literal(&mut self, s: &str) -> R<u64> {
        self.std_literal_bytes(s.as_bytes())
    }

    /// Class `k`'s vtable, as libstdc++ lays it out: offset to top, type info, then (the
    /// address point) the complete and deleting destructors and `what()`, each the
    /// module's declaration of it (0 when the module does not declare it).
    fn std_vtable(&mut self, k: u8) -> R<u64> {
        if let Some(&v) = self.libc.eh.std_vtables.get(&k) {
            return Ok(v);
        }
        let class = &STD_CLASSES[k as usize].0[2..];
        // what() is exception's, runtime_error's or logic_error's.
        let mut w = k;
        while w > 2 && w != 10 {
            w = STD_CLASSES[w as usize].1.unwrap_or(0);
        }
        if w == 10 {
            w = 0;
        }
        let wclass = &STD_CLASSES[w as usize].0[2..];
        let fptr = |name: String| {
            self.funcs
                .iter()
                .find(|f| *f.name == *name)
                .map_or(0, |f| f.ptr)
        };
        let words = [
            0,
            self.std_typeinfo(k).unwrap_or(0),
            fptr(format!("_ZNSt{class}D1Ev")),
            fptr(format!("_ZNSt{class}D0Ev")),
            // The message classes' what()s all read the message: any the module declares.
            match fptr(format!("_ZNKSt{wclass}4whatEv")) {
                0 if w > 0 => [1u8, 2]
                    .iter()
                    .map(|&c| fptr(format!("_ZNKSt{}4whatEv", &STD_CLASSES[c as usize].0[2..])))
                    .find(|&p| p != 0)
                    .unwrap_or(0),
                p => p,
            },
        ];
        let me = |e: memory::MemError| Stop::Error(RunError::bare(e.0));
        let p = self
            .mem
            .alloc_heap(8 * words.len() as u64)
            .map_err(me)?
            .ok_or_else(|| RunError::bare("no memory for a vtable"))?;
        for (i, w) in words.iter().enumerate() {
            self.mem.store(p + 8 * i as u64, 8, *w).map_err(me)?;
        }
        self.libc.eh.std_vtables.insert(k, p + 16);
        Ok(p + 16)
    }
}

/// Whether standard class `k` is `want` or derives from it.
fn std_derives(k: u8, want: u8) -> bool {
    let mut c = Some(k);
    while let Some(x) = c {
        if x == want {
            return true;
        }
        c = STD_CLASSES[x as usize].1;
    }
    false
}

/// The invoke a frame at `pc` waits on.
fn unwind_at(code: &Arc<crate::code::Code>, pc: usize) -> Option<&Unwind> {
    let k = code
        .unwinds
        .binary_search_by_key(&(pc as u32), |u| u.at)
        .ok()?;
    code.unwinds.get(k)
}

/// A mangled type name (the Itanium ABI's `<type>`) in the words `c++filt -t` prints, for
/// builtin types, pointers and const pointers to them, and (nested) class names; `None`
/// for the rest.
pub fn demangle_type(m: &str) -> Option<String> {
    let (s, rest) = demangle_at(m)?;
    rest.is_empty().then_some(s)
}

fn demangle_at(m: &str) -> Option<(String, &str)> {
    let builtin = |c: char| {
        Some(match c {
            'v' => "void",
            'b' => "bool",
            'c' => "char",
            'a' => "signed char",
            'h' => "unsigned char",
            's' => "short",
            't' => "unsigned short",
            'i' => "int",
            'j' => "unsigned int",
            'l' => "long",
            'm' => "unsigned long",
            'x' => "long long",
            'y' => "unsigned long long",
            'f' => "float",
            'd' => "double",
            'e' => "long double",
            _ => return None,
        })
    };
    let first = m.chars().next()?;
    if let Some(b) = builtin(first) {
        return Some((b.to_string(), &m[1..]));
    }
    match first {
        'P' => {
            let (konst, inner) = match m[1..].strip_prefix('K') {
                Some(r) => (true, r),
                None => (false, &m[1..]),
            };
            let (t, rest) = demangle_at(inner)?;
            let t = if konst { format!("{t} const") } else { t };
            Some((format!("{t}*"), rest))
        }
        'N' => {
            let mut rest = &m[1..];
            let mut parts = Vec::new();
            while !rest.starts_with('E') {
                let (p, r) = if let Some(r) = rest.strip_prefix("St") {
                    ("std".to_string(), r)
                } else {
                    source_name(rest)?
                };
                parts.push(p);
                rest = r;
            }
            Some((parts.join("::"), &rest[1..]))
        }
        'S' if m.starts_with("St") => {
            let (n, rest) = source_name(&m[2..])?;
            Some((format!("std::{n}"), rest))
        }
        '0'..='9' => source_name(m),
        _ => None,
    }
}

/// `<length><identifier>`.
fn source_name(m: &str) -> Option<(String, &str)> {
    let digits = m.bytes().take_while(u8::is_ascii_digit).count();
    let n: usize = m[..digits].parse().ok()?;
    let name = m.get(digits..digits + n)?;
    Some((name.to_string(), &m[digits + n..]))
}

#[cfg(test)]
mod tests {
    use super::{demangle_type, resolve, type_id, CxxFn};

    /// libstdc++'s members by their mangled names; other names are not taken.
    #[test]
    fn standard_exception_members_resolve() {
        assert_eq!(
            resolve("_ZNSt13runtime_errorC1EPKc"),
            Some(CxxFn::StdCtorCstr(1))
        );
        assert_eq!(resolve("_ZNSt12out_of_rangeD2Ev"), Some(CxxFn::StdDtor(3)));
        assert_eq!(
            resolve("_ZNKSt11logic_error4whatEv"),
            Some(CxxFn::StdWhat(2))
        );
        assert_eq!(
            resolve("_ZNSt9exceptionC1ERKS_"),
            Some(CxxFn::StdCtorCopy(0))
        );
        // std::exception has no message to construct from.
        assert_eq!(resolve("_ZNSt9exceptionC1EPKc"), None);
        assert_eq!(resolve("_ZNSt6vectorIiSaIiEED2Ev"), None);
        assert_eq!(resolve("_ZNSt13runtime_errorC1Ev"), None);
    }

    /// Selectors: positive, distinct for distinct type infos, catch (...) apart.
    #[test]
    fn type_ids_are_positive_and_distinct() {
        let (a, b) = (crate::memory::make_ptr(5, 0), crate::memory::make_ptr(6, 0));
        assert!(type_id(a) > 0 && type_id(b) > 0 && type_id(a) != type_id(b));
        assert_ne!(type_id(0), type_id(a));
    }

    /// What `c++filt -t` prints for these names (checked with binutils' c++filt).
    #[test]
    fn type_names_as_cxxfilt_prints_them() {
        assert_eq!(demangle_type("i").as_deref(), Some("int"));
        assert_eq!(demangle_type("PKc").as_deref(), Some("char const*"));
        assert_eq!(demangle_type("7Derived").as_deref(), Some("Derived"));
        assert_eq!(demangle_type("N2ns5ErrorE").as_deref(), Some("ns::Error"));
        assert_eq!(
            demangle_type("St13runtime_error").as_deref(),
            Some("std::runtime_error")
        );
        assert_eq!(demangle_type("Z1fvE1X"), None);
    }
}
