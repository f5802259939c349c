//! The interpreter: machine state, the dispatch loop, calls and returns, runtime errors.
//!
//! Frames live on an explicit stack (`frames`, and one register file `regs` holding every
//! frame's slots back to back), so the interpreted program's recursion depth is bounded by
//! [`Config::max_stack_depth`] and reported as an error, never a host stack overflow. The hot
//! operations (integer and float arithmetic, compares, casts, loads, stores, GEPs, branches)
//! run in one tight loop over the current frame's slots; calls, vector operations and the rest
//! leave that loop for a method with the whole machine at hand.

use crate::builtins::Builtin;
use crate::code::*;
use crate::decode::{self, Env, Shapes};
use crate::layout::DataLayout;
use crate::libc::Libc;
use crate::memory::{self, AllocKind, MemError, MemHandle, Memory, NameId};
use crate::scalar;
use parir_ir::inst::BinOp;
use parir_ir::module::GlobalKind;
use parir_ir::value::ConstData;
use parir_ir::{Const, GlobalId, Module, Type};
use std::collections::HashMap;
use std::io::{Read, Write};
use std::sync::Arc;

/// Limits and inputs of a run.
#[derive(Clone, Debug)]
pub struct Config {
    /// The function to run (`main`).
    pub entry: String,
    /// `argv[0..]` for `main(argc, argv)`.
    pub args: Vec<String>,
    /// Instructions executed before the run stops with an error.
    pub max_steps: u64,
    /// Bytes of live allocations (globals, stack slots, heap) allowed.
    pub max_memory: u64,
    /// Call depth allowed.
    pub max_stack_depth: usize,
    /// Values of integer parameters of an entry function that is not `main(argc, argv)`.
    pub entry_args: Vec<u64>,
    /// Threads for annotated parallel loops (`--parallel=N`; 1: sequential).
    pub threads: usize,
    /// Record the accesses of annotated loops and report violated claims (`parir sanitize`).
    pub sanitize: bool,
    /// When sanitizing: the logical threads of a team whose size no `num_threads` clause or
    /// `omp_set_num_threads` gives ([`crate::hb`]).
    pub sanitize_threads: usize,
    /// Run on one thread (`threads` 1, not sanitizing): the logical threads of an OpenMP
    /// team whose size the program does not set; they take turns ([`crate::team`]).
    pub team_threads: usize,
    /// A testing aid: fill the slots a call leaves uninitialized (arguments and instruction
    /// results, which are written before they are read; see [`Code::init`]) with a
    /// pattern, so that a run reading one differs from a normal run.
    pub poison_frames: bool,
    /// How the program's standard output is buffered: as glibc does it, line by line on a
    /// terminal, in blocks otherwise. This decides how its output interleaves with standard
    /// error, and what `abort` and `_exit` lose.
    pub stdout_buffering: Buffering,
}

/// glibc's buffering of `stdout` ([`Config::stdout_buffering`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Buffering {
    /// A terminal: each write ending a line releases the output up to its last newline.
    Line,
    /// A file or pipe: output is released in whole blocks of this many bytes (the file's
    /// `st_blksize`, counted from the start of the buffer, which `fflush` empties), the
    /// rest at `exit`, `fflush` or a runtime error.
    Block(usize),
}

impl Default for Config {
    fn default() -> Self {
        Config {
            entry: "main".into(),
            args: vec!["a.out".into()],
            max_steps: u64::MAX,
            max_memory: 4 << 30,
            max_stack_depth: 100_000,
            entry_args: Vec::new(),
            threads: 1,
            sanitize: false,
            sanitize_threads: 4,
            team_threads: 1,
            poison_frames: false,
            stdout_buffering: Buffering::Block(4096),
        }
    }
}

/// Where a runtime error happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Location {
    /// The function, without `@`.
    pub function: String,
    /// Line and column in the `.ll` file.
    pub ll: (usize, usize),
    /// `file:line:col` from the instruction's `!dbg`, if any.
    pub source: Option<String>,
}

/// A runtime error: what went wrong, where, and the call stack (innermost first).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunError {
    pub message: String,
    pub location: Option<Location>,
    /// The calls leading to the error, innermost first (without `location`).
    pub stack: Vec<Location>,
}

impl RunError {
    pub(crate) fn bare(message: impl Into<String>) -> RunError {
        RunError {
            message: message.into(),
            location: None,
            stack: Vec::new(),
        }
    }

    /// `loc: runtime error: message` and notes with the `.ll` position and the call stack.
    /// `loc` is the source location from `!dbg` when there is one, else the `.ll` position.
    pub fn render(&self, ll_name: &str) -> String {
        let mut s = String::new();
        match &self.location {
            Some(l) => {
                let ll = format!("{ll_name}:{}:{}", l.ll.0, l.ll.1);
                match &l.source {
                    Some(src) => {
                        s += &format!("{src}: runtime error: {}\n", self.message);
                        s += &format!("  note: at {ll}, in function @{}\n", l.function);
                    }
                    None => {
                        s += &format!("{ll}: runtime error: {}\n", self.message);
                        s += &format!("  note: in function @{}\n", l.function);
                    }
                }
            }
            None => s += &format!("{ll_name}: runtime error: {}\n", self.message),
        }
        for c in &self.stack {
            let src = c
                .source
                .as_ref()
                .map(|s| format!(" ({s})"))
                .unwrap_or_default();
            s += &format!(
                "  note: called from @{} at {ll_name}:{}:{}{src}\n",
                c.function, c.ll.0, c.ll.1
            );
        }
        s
    }
}

impl std::fmt::Display for RunError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for RunError {}

/// Why execution stopped early.
#[derive(Debug)]
pub enum Stop {
    /// `exit(code)` (or `abort`, as 134).
    Exit(i32),
    Error(RunError),
}

impl From<RunError> for Stop {
    fn from(e: RunError) -> Stop {
        Stop::Error(e)
    }
}

/// How a function-table entry runs.
#[derive(Copy, Clone, Debug)]
pub enum FuncKind {
    Defined,
    Builtin(Builtin),
    /// A declaration parir does not implement: an error when called.
    Unknown,
}

/// An entry of the function table (every function of the module, defined or declared).
#[derive(Clone, Debug)]
pub struct FuncEntry {
    pub gid: GlobalId,
    pub name: Arc<str>,
    pub kind: FuncKind,
    pub ptr: u64,
}

pub(crate) struct Frame {
    /// The function (its code is `Machine::codes[fidx]`, which stays while the frame is
    /// on the stack).
    pub fidx: u32,
    pub pc: usize,
    pub base: usize,
    /// Destination slot of the result in the caller (`NONE`: the run's result buffer).
    pub ret_d: u32,
    /// Length of `stack_allocs` at entry.
    pub allocas: usize,
    /// The variadic argument area (register save area, then overflow area), or 0.
    pub va: u64,
    /// Initial `gp_offset` / `fp_offset` for `va_start`.
    pub va_gp: u32,
    pub va_fp: u32,
}

impl Frame {
    /// The frame of a call of a non-variadic function, at its first op.
    #[inline(always)]
    fn plain(fidx: u32, base: usize, ret_d: u32, allocas: usize) -> Frame {
        Frame {
            fidx,
            pc: 0,
            base,
            ret_d,
            allocas,
            va: 0,
            va_gp: 0,
            va_fp: 0,
        }
    }
}

/// x86-64 System V parameter classes (as far as varargs need them).
enum VaClass {
    /// In this many general-purpose registers.
    Gp(u32),
    /// In one SSE register.
    Fp,
    /// On the stack.
    Mem,
}

/// The machine.
pub struct Machine<'a> {
    pub(crate) m: &'a Module,
    pub(crate) src: &'a str,
    pub(crate) dl: Arc<DataLayout>,
    pub(crate) shapes: Shapes,
    pub mem: MemHandle<'a>,
    /// Interned function names (stack slot kinds), by function index.
    pub(crate) fnames: Arc<Vec<NameId>>,
    pub(crate) funcs: Arc<Vec<FuncEntry>>,
    pub(crate) func_index: Arc<HashMap<GlobalId, u32>>,
    pub(crate) global_ptr: Arc<HashMap<GlobalId, u64>>,
    pub(crate) codes: Vec<Option<Arc<Code>>>,
    /// How many functions this machine decoded (workers: since their state was synced).
    pub(crate) decodes: u64,
    /// A worker's sync state, handed back with its [`crate::parallel`] state.
    pub(crate) sync: (Option<u64>, bool),
    /// The register file: the frames' slots, one frame after the other. Its length only
    /// grows; `top` is the end of the newest frame.
    pub(crate) regs: Vec<u64>,
    pub(crate) top: usize,
    pub(crate) frames: Vec<Frame>,
    pub(crate) stack_allocs: Vec<u32>,
    pub(crate) steps_left: u64,
    pub(crate) cfg: Arc<Config>,
    pub(crate) out: &'a mut dyn Write,
    pub(crate) err: &'a mut dyn Write,
    pub(crate) argbuf: Vec<u64>,
    pub(crate) argspan: Vec<(u32, u32, u32)>,
    pub(crate) retbuf: Vec<u64>,
    /// Where `setjmp` was called, by the address of its `jmp_buf`.
    pub(crate) jmp_bufs: HashMap<u64, JmpTarget>,
    /// The frame count at which the innermost `run` stops (a callback's frames lie above).
    pub(crate) floor: usize,
    /// The C library's state ([`crate::libc::LibcState`]): stdio buffers, standard input,
    /// `errno`, the `FILE` table, `rand`, `atexit`, `strtok`, `strerror`.
    pub(crate) libc: crate::libc::LibcState<'a>,
    /// The parallel runtime's state ([`crate::runtime::ParState`]): the pool, the team
    /// membership, tasks and spawns, the sanitizer, `--explain`'s statistics.
    pub(crate) par: crate::runtime::ParState<'a>,
}

/// What `longjmp` needs of a `setjmp` call: its frame (to check it is still live) and where
/// to resume.
#[derive(Copy, Clone, Debug)]
pub(crate) struct JmpTarget {
    depth: usize,
    fidx: u32,
    base: usize,
    /// The op after the call, and the slot of its result.
    pc: usize,
    d: u32,
    /// Stack allocations of the frame made before the call (`alloca`s after it are freed).
    allocas: usize,
}

type R<T> = Result<T, Stop>;

/// The entry of directive regions: a module declaring it may start OpenMP teams.
pub(crate) const DIR_ENTRY: &str = "llvm.directive.region.entry";

impl<'a> Machine<'a> {
    /// Prepares a module for execution: lays out and initializes globals, builds the function
    /// table. `src` is the module's text (for error locations).
    pub fn new(
        m: &'a Module,
        src: &'a str,
        cfg: Config,
        out: &'a mut dyn Write,
        err: &'a mut dyn Write,
    ) -> Result<Machine<'a>, RunError> {
        let dl = DataLayout::of_module(m).map_err(RunError::bare)?;
        let mem = MemHandle::Own(Memory::new(cfg.max_memory));
        let sanitize = cfg.sanitize;
        let parts = crate::parallel::WorkerParts {
            m,
            src,
            dl: Arc::new(dl),
            funcs: Default::default(),
            func_index: Default::default(),
            global_ptr: Default::default(),
            fnames: Default::default(),
            cfg: Arc::new(cfg),
            rand: crate::libc::GlibcRand::new(1),
            errno_ptr: 0,
            files: [0; 3],
            locks: Arc::default(),
            tls: Arc::default(),
        };
        let mut mach = Machine::bare(parts, mem, out, err);
        if sanitize {
            mach.par.san = Some(Box::default());
            if let MemHandle::Own(mem) = &mach.mem {
                let hb = Arc::new(crate::hb::Hb::new());
                let _ = mem.hb.set(hb.clone());
                mach.par.hb = Some(hb);
            }
        }
        mach.par.strands.on = uses_reducers(m);
        mach.init().map_err(|e| match e {
            Stop::Error(e) => e,
            Stop::Exit(c) => RunError::bare(format!("exit({c}) during initialization")),
        })?;
        Ok(mach)
    }

    /// A machine with the given shared parts and nothing else yet.
    pub(crate) fn bare(
        p: crate::parallel::WorkerParts<'a>,
        mem: MemHandle<'a>,
        out: &'a mut dyn Write,
        err: &'a mut dyn Write,
    ) -> Machine<'a> {
        Machine {
            m: p.m,
            src: p.src,
            dl: p.dl,
            shapes: Shapes::default(),
            mem,
            fnames: p.fnames,
            funcs: p.funcs,
            func_index: p.func_index,
            global_ptr: p.global_ptr,
            codes: Vec::new(),
            decodes: 0,
            sync: (None, false),
            regs: Vec::new(),
            top: 0,
            frames: Vec::new(),
            stack_allocs: Vec::new(),
            steps_left: p.cfg.max_steps,
            cfg: p.cfg,
            out,
            err,
            argbuf: Vec::new(),
            argspan: Vec::new(),
            retbuf: Vec::new(),
            jmp_bufs: HashMap::new(),
            floor: 0,
            libc: crate::libc::LibcState {
                outbuf: Vec::new(),
                stdin: None,
                rand: p.rand,
                atexit: Vec::new(),
                errno_ptr: p.errno_ptr,
                files: p.files,
                stdin_buf: Default::default(),
                stdin_eof: false,
                strtok_save: 0,
                strerror_strings: HashMap::new(),
                flang: Default::default(),
                eh: Default::default(),
            },
            par: crate::runtime::ParState {
                workers: None,
                region: None,
                region_done: false,
                loop_stats: HashMap::new(),
                san: None,
                hb: None,
                hb_tid: 0,
                hb_acquire: Default::default(),
                hb_view: Default::default(),
                team: None,
                team_done: false,
                omp_nthreads: None,
                finals: Vec::new(),
                inline_levels: 0,
                locks: p.locks,
                held: Vec::new(),
                tls: p.tls,
                dir_stats: HashMap::new(),
                team_states: Vec::new(),
                hpvm_nodes: Default::default(),
                tapir: Default::default(),
                strands: Default::default(),
            },
        }
    }

    /// Gives the program a standard input (none: reading it sees end of file).
    pub fn set_stdin(&mut self, r: Box<dyn Read + 'a>) {
        self.libc.stdin = Some(r);
    }

    fn mem_err(e: MemError) -> Stop {
        Stop::Error(RunError::bare(e.0))
    }

    fn init(&mut self) -> R<()> {
        let m = self.m;
        for i in 0..3u8 {
            self.libc.files[i as usize] = self
                .mem
                .alloc(8, AllocKind::File(i))
                .map_err(Self::mem_err)?;
        }
        self.libc.errno_ptr = self
            .mem
            .alloc(4, AllocKind::Global(self.mem.intern("errno")))
            .map_err(Self::mem_err)?;
        for &g in &m.order {
            let gv = &m.globals[g];
            let name: Arc<str> = Arc::from(gv.name().unwrap_or("<unnamed>"));
            match &gv.kind {
                GlobalKind::Func(f) => {
                    let idx = self.funcs.len() as u32;
                    let ptr = self
                        .mem
                        .alloc(0, AllocKind::Func(idx))
                        .map_err(Self::mem_err)?;
                    let kind = if f.body.is_some() {
                        FuncKind::Defined
                    } else {
                        match crate::builtins::resolve(&name) {
                            Some(b) => FuncKind::Builtin(b),
                            None => FuncKind::Unknown,
                        }
                    };
                    let nid = self.mem.intern(&name);
                    Arc::make_mut(&mut self.fnames).push(nid);
                    Arc::make_mut(&mut self.funcs).push(FuncEntry {
                        gid: g,
                        name,
                        kind,
                        ptr,
                    });
                    self.codes.push(None);
                    Arc::make_mut(&mut self.func_index).insert(g, idx);
                    Arc::make_mut(&mut self.global_ptr).insert(g, ptr);
                }
                GlobalKind::Var(v) => {
                    let size = self.dl.alloc_size(&m.types, v.value_ty);
                    // Constant globals become read-only once initialized (below).
                    let nid = self.mem.intern(&name);
                    let kind = if v.init.is_some() {
                        AllocKind::Global(nid)
                    } else {
                        match &*name {
                            "stdout" | "stderr" | "stdin" => AllocKind::Global(nid),
                            _ => AllocKind::Extern(nid),
                        }
                    };
                    let size = if matches!(kind, AllocKind::Extern(_)) {
                        0
                    } else {
                        size
                    };
                    let p = self.mem.alloc(size, kind).map_err(Self::mem_err)?;
                    Arc::make_mut(&mut self.global_ptr).insert(g, p);
                    let f = match &*name {
                        "stdin" if v.init.is_none() => Some(0),
                        "stdout" if v.init.is_none() => Some(1),
                        "stderr" if v.init.is_none() => Some(2),
                        _ => None,
                    };
                    if let Some(f) = f {
                        self.mem
                            .store(p, 8, self.libc.files[f])
                            .map_err(Self::mem_err)?;
                    }
                }
                _ => {}
            }
        }
        // Aliases of plain globals.
        for &g in &m.order {
            if let GlobalKind::Alias(_) = &m.globals[g].kind {
                let t = decode::resolve_alias(m, g);
                if let Some(&p) = self.global_ptr.get(&t) {
                    Arc::make_mut(&mut self.global_ptr).insert(g, p);
                }
            }
        }
        for &g in &m.order {
            if let GlobalKind::Var(v) = &m.globals[g].kind {
                if let Some(init) = v.init {
                    let p = self.global_ptr[&g];
                    self.write_const(p, init, 0).map_err(|e| {
                        Stop::Error(RunError::bare(format!(
                            "initializer of @{}: {e}",
                            m.globals[g].name().unwrap_or("?")
                        )))
                    })?;
                    if v.constant {
                        let name = self.mem.intern(m.globals[g].name().unwrap_or("<unnamed>"));
                        self.mem.set_kind(p, AllocKind::ConstGlobal(name));
                    }
                }
            }
        }
        self.par.tls = Arc::new(crate::threadprivate::ThreadLocals::of(m, &self.global_ptr));
        Ok(())
    }

    fn env(&mut self) -> Env<'_> {
        Env {
            m: self.m,
            dl: &self.dl,
            shapes: &mut self.shapes,
            global_ptr: &self.global_ptr,
            func_index: &self.func_index,
            loops: if self.cfg.sanitize {
                decode::LoopMode::Sanitize
            } else if self.cfg.threads > 1 && self.par.strands.on {
                decode::LoopMode::Spawns
            } else if self.cfg.threads > 1 || self.m.global_by_name(DIR_ENTRY).is_some() {
                // Run on one thread, directive teams still run: with logical threads.
                decode::LoopMode::Parallel
            } else {
                decode::LoopMode::Off
            },
        }
    }

    /// Writes constant `c` to memory at `p`.
    pub(crate) fn write_const(&mut self, p: u64, c: Const, depth: u32) -> Result<(), String> {
        if depth > 64 {
            return Err("initializer nested too deeply".into());
        }
        let m = self.m;
        let e = m.consts.get(c);
        match &e.data {
            ConstData::Zero | ConstData::Undef | ConstData::Poison | ConstData::Null => Ok(()),
            ConstData::Bytes(b) => self.mem.write_bytes(p, b).map_err(|e| e.0),
            ConstData::Array(es) => {
                let elem = m.types.index_type(e.ty, 0).ok_or("bad array")?;
                let es_size = self.dl.alloc_size(&m.types, elem);
                for (k, x) in es.iter().enumerate() {
                    self.write_const(p.wrapping_add(k as u64 * es_size), *x, depth + 1)?;
                }
                Ok(())
            }
            ConstData::Struct(es) => {
                let l = self
                    .dl
                    .struct_layout(&m.types, e.ty)
                    .ok_or("opaque struct initializer")?;
                for (x, off) in es.iter().zip(&l.offsets) {
                    self.write_const(p.wrapping_add(*off), *x, depth + 1)?;
                }
                Ok(())
            }
            _ => {
                let words = self.env().const_words(c)?;
                let s = self.env().shapes_get(e.ty)?;
                self.store_shape(p, s, &words).map_err(|e| e.0)
            }
        }
    }

    /// Stores a value of shape `s` from slot words.
    pub(crate) fn store_shape(&self, p: u64, s: u32, w: &[u64]) -> Result<(), MemError> {
        let sh = &self.shapes.list[s as usize];
        if sh.bool_vector {
            let mut bits = 0u128;
            for (k, l) in sh.leaves.iter().enumerate() {
                bits |= ((w.get(l.slot as usize).copied().unwrap_or(0) & 1) as u128) << k;
            }
            let n = (sh.leaves.len() as u64).div_ceil(8);
            return self.mem.store128(p, n.min(16), bits);
        }
        for l in &sh.leaves {
            let v = w.get(l.slot as usize).copied().unwrap_or(0);
            let q = p.wrapping_add(l.off);
            match l.sc {
                Sc::X80 => {
                    self.mem.store(q, 8, v)?;
                    let hi = w.get(l.slot as usize + 1).copied().unwrap_or(0);
                    self.mem.store(q.wrapping_add(8), 2, hi)?;
                }
                Sc::I(b) if b > 64 => {
                    let mut left = l.sc.bytes();
                    let mut k = 0;
                    while left > 0 {
                        let n = left.min(8);
                        let x = w.get(l.slot as usize + k).copied().unwrap_or(0);
                        self.mem.store(q.wrapping_add(8 * k as u64), n, x)?;
                        left -= n;
                        k += 1;
                    }
                    let _ = b;
                }
                sc => self.mem.store(q, sc.bytes(), v)?,
            }
        }
        Ok(())
    }

    /// Loads a value of shape `s` into slot words.
    pub(crate) fn load_shape(&self, p: u64, s: u32, w: &mut [u64]) -> Result<(), MemError> {
        let sh = &self.shapes.list[s as usize];
        if sh.bool_vector {
            let n = (sh.leaves.len() as u64).div_ceil(8);
            let bits = self.mem.load128(p, n.min(16))?;
            for (k, l) in sh.leaves.iter().enumerate() {
                w[l.slot as usize] = (bits >> k) as u64 & 1;
            }
            return Ok(());
        }
        for l in &sh.leaves {
            let q = p.wrapping_add(l.off);
            match l.sc {
                Sc::I(b) if b > 64 => {
                    let n = crate::wide::limbs(b);
                    let mut left = l.sc.bytes();
                    for k in 0..n {
                        let c = left.min(8);
                        w[l.slot as usize + k] = self.mem.load(q.wrapping_add(8 * k as u64), c)?;
                        left -= c;
                    }
                    let masked =
                        crate::wide::resize(&w[l.slot as usize..l.slot as usize + n], b, b, false);
                    w[l.slot as usize..l.slot as usize + n].copy_from_slice(&masked);
                }
                Sc::I(b) => {
                    w[l.slot as usize] = scalar::zx(self.mem.load(q, l.sc.bytes())?, (64 - b) as u8)
                }
                Sc::X80 => {
                    w[l.slot as usize] = self.mem.load(q, 8)?;
                    w[l.slot as usize + 1] = self.mem.load(q.wrapping_add(8), 2)?;
                }
                sc => w[l.slot as usize] = self.mem.load(q, sc.bytes())?,
            }
        }
        Ok(())
    }

    /// The function-table index of a function pointer.
    pub(crate) fn func_of_ptr(&self, p: u64) -> Option<u32> {
        let (a, _, off) = self.mem.alloc_of(p)?;
        match a.kind {
            AllocKind::Func(f) if off == 0 => Some(f),
            _ => None,
        }
    }

    pub(crate) fn code_of(&mut self, f: u32) -> Result<Arc<Code>, String> {
        if let Some(c) = &self.codes[f as usize] {
            return Ok(c.clone());
        }
        let g = self.funcs[f as usize].gid;
        let code = Arc::new(decode::decode(&mut self.env(), g)?);
        self.codes[f as usize] = Some(code.clone());
        self.decodes += 1;
        Ok(code)
    }

    /// Runs the entry function with `argc`/`argv` as configured; returns the exit code.
    ///
    /// A panic of the interpreter (a bug of parir's) is an internal error where it
    /// happened, not a crash of the process.
    pub fn run_main(&mut self) -> Result<i32, RunError> {
        let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| self.run_main_inner()))
            .unwrap_or_else(|p| Err(self.panicked(&*p)));
        let flushed = self.flush_out();
        match r {
            Ok(c) | Err(Stop::Exit(c)) => {
                flushed.map_err(RunError::bare)?;
                Ok(c)
            }
            Err(Stop::Error(e)) => Err(e),
        }
    }

    fn run_main_inner(&mut self) -> R<i32> {
        let m = self.m;
        let entry = self.cfg.entry.clone();
        let g = m
            .global_by_name(&entry)
            .ok_or_else(|| RunError::bare(format!("no function @{entry} in the module")))?;
        let fidx = *self
            .func_index
            .get(&g)
            .ok_or_else(|| RunError::bare(format!("@{entry} is not a function")))?;
        let f = m.globals[g]
            .as_func()
            .ok_or_else(|| RunError::bare("not a function"))?;
        if f.body.is_none() {
            return Err(RunError::bare(format!("@{entry} is only declared, not defined")).into());
        }
        let (_, params, _) = m
            .types
            .fn_sig(f.ty)
            .ok_or_else(|| RunError::bare("bad function type"))?;
        let mut args: Vec<Vec<u64>> = Vec::new();
        // `main(int argc, char **argv)` gets the arguments; any other entry signature gets
        // the configured integer values (`entry_args`, else 0) and, for each pointer
        // parameter, a fresh zeroed heap block of 4 KiB.
        let is_main_like =
            params.len() >= 2 && m.types.int_bits(params[0]).is_some() && m.types.is_ptr(params[1]);
        let argv = if is_main_like { self.build_argv()? } else { 0 };
        for (k, &p) in params.iter().enumerate() {
            let s = self.env().shapes_get(p).map_err(RunError::bare)?;
            let n = self.shapes.list[s as usize].slots as usize;
            let mut w = vec![0u64; n];
            if let Some(first) = w.first_mut() {
                *first = match k {
                    0 if is_main_like => self.cfg.args.len() as u64 & 0xffff_ffff,
                    1 if is_main_like => argv,
                    _ if m.types.is_ptr(p) => self
                        .mem
                        .alloc(4096, AllocKind::Heap)
                        .map_err(Self::mem_err)?,
                    _ => {
                        let v = self.cfg.entry_args.get(k).copied().unwrap_or(0);
                        match m.types.int_bits(p) {
                            Some(b) if b < 64 => v & ((1u64 << b) - 1),
                            _ => v,
                        }
                    }
                };
            }
            args.push(w);
        }
        let ret = self.call_function(fidx, &args)?;
        let code = ret.first().copied().unwrap_or(0) as i32;
        self.run_atexit()?;
        Ok(code)
    }

    pub(crate) fn run_atexit(&mut self) -> R<()> {
        while let Some(f) = self.libc.atexit.pop() {
            let idx = self
                .func_of_ptr(f)
                .ok_or_else(|| RunError::bare("atexit handler is not a function"))?;
            self.call_function(idx, &[])?;
        }
        Ok(())
    }

    fn build_argv(&mut self) -> R<u64> {
        let args = self.cfg.args.clone();
        let argv = self
            .mem
            .alloc(
                8 * (args.len() as u64 + 1),
                AllocKind::Global(self.mem.intern("argv")),
            )
            .map_err(Self::mem_err)?;
        for (k, a) in args.iter().enumerate() {
            let mut b = a.as_bytes().to_vec();
            b.push(0);
            let p = self
                .mem
                .alloc(b.len() as u64, AllocKind::Global(self.mem.intern("argv")))
                .map_err(Self::mem_err)?;
            self.mem.write_bytes(p, &b).map_err(Self::mem_err)?;
            self.mem
                .store(argv + 8 * k as u64, 8, p)
                .map_err(Self::mem_err)?;
        }
        Ok(argv)
    }

    /// Calls function `f` with argument slot words and runs it to completion (used for the
    /// entry point, atexit handlers and callbacks from the libc subset).
    pub(crate) fn call_function(&mut self, f: u32, args: &[Vec<u64>]) -> R<Vec<u64>> {
        match self.funcs[f as usize].kind {
            FuncKind::Defined => {}
            _ => {
                return Err(RunError::bare(format!(
                    "callback to @{}, which is not defined in the module",
                    self.funcs[f as usize].name
                ))
                .into())
            }
        }
        let code = self.code_of(f).map_err(RunError::bare)?;
        let depth = self.frames.len();
        let base = self.top;
        self.top = base + code.consts.len();
        if self.regs.len() < self.top {
            self.regs.resize(self.top, 0);
        }
        self.regs[base..self.top].copy_from_slice(&code.consts);
        for ((slot, n), a) in code.params.iter().zip(args) {
            let k = (*n as usize).min(a.len());
            let at = base + *slot as usize;
            self.regs[at..at + k].copy_from_slice(&a[..k]);
        }
        let va = if code.varargs {
            self.mem
                .alloc(0, AllocKind::VaArgs)
                .map_err(Self::mem_err)?
        } else {
            0
        };
        let allocas = self.stack_allocs.len();
        self.push_frame(Frame {
            fidx: f,
            pc: 0,
            base,
            ret_d: NONE,
            allocas,
            va,
            va_gp: 48,
            va_fp: 176,
        });
        self.run(depth)?;
        Ok(std::mem::take(&mut self.retbuf))
    }

    /// Writes buffered program output to the real standard output.
    pub(crate) fn flush_out(&mut self) -> Result<(), String> {
        self.release_out(self.libc.outbuf.len())
    }

    /// Writes the first `n` bytes of the stdout buffer.
    fn release_out(&mut self, n: usize) -> Result<(), String> {
        if n == 0 {
            return Ok(());
        }
        let r = match self.par.tapir.strand.as_mut() {
            // A strand's output waits in its own buffer for its place in the serial order.
            Some(s) => {
                s.out.extend_from_slice(&self.libc.outbuf[..n]);
                Ok(())
            }
            None => self
                .out
                .write_all(&self.libc.outbuf[..n])
                .and_then(|_| self.out.flush()),
        };
        self.libc.outbuf.drain(..n);
        r.map_err(|e| format!("cannot write standard output: {e}"))
    }

    /// Before reading standard input: glibc flushes line-buffered streams (a prompt shows
    /// on a terminal); a block-buffered stdout keeps its buffer.
    pub(crate) fn flush_before_input(&mut self) -> R<()> {
        if self.cfg.stdout_buffering == Buffering::Line {
            self.flush_out().map_err(RunError::bare)?;
        }
        Ok(())
    }

    pub(crate) fn location(&self, fr: &Frame, pc: usize) -> Location {
        let code = self.codes.get(fr.fidx as usize).and_then(Option::as_deref);
        match code.and_then(|c| c.src.get(pc).copied()) {
            Some(i) => self.inst_location(fr.fidx, i),
            None => Location {
                function: self.funcs[fr.fidx as usize].name.to_string(),
                ll: (0, 0),
                source: None,
            },
        }
    }

    /// Where instruction `i` of function `fidx` is.
    pub(crate) fn inst_location(&self, fidx: u32, i: parir_ir::Inst) -> Location {
        let m = self.m;
        let g = self.funcs[fidx as usize].gid;
        let function = self.funcs[fidx as usize].name.to_string();
        match m.body(g) {
            Some(b) => {
                let d = &b.insts[i];
                let ll = parir_ir::diag::line_col(self.src, d.pos as usize);
                let source = parir_annot::diag::debug_location(m, d)
                    .map(|s| format!("{}:{}:{}", s.file, s.line, s.column));
                Location {
                    function,
                    ll,
                    source,
                }
            }
            None => Location {
                function,
                ll: (0, 0),
                source: None,
            },
        }
    }

    /// The error of a machine whose run panicked (payload `p`): an internal error where its
    /// innermost frame was (the instruction being run, or the one after it). The run's
    /// locks are poisoned: those the machine held may never be released, so every thread
    /// waiting for one gives up.
    pub(crate) fn panicked(&self, p: &(dyn std::any::Any + Send)) -> Stop {
        self.par.locks.poison();
        let why = p
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| p.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "no message".to_string());
        self.error(format!(
            "internal error: the interpreter panicked ({why}); please report it"
        ))
    }

    /// An error at the current instruction of the innermost frame (whose `pc` points at it).
    pub(crate) fn error(&self, msg: impl Into<String>) -> Stop {
        let mut e = RunError::bare(msg);
        let n = self.frames.len();
        if let Some(fr) = self.frames.last() {
            e.location = Some(self.location(fr, fr.pc));
        }
        for k in (0..n.saturating_sub(1)).rev() {
            let fr = &self.frames[k];
            // A caller's pc points after its call.
            e.stack.push(self.location(fr, fr.pc.saturating_sub(1)));
            if e.stack.len() >= 16 {
                break;
            }
        }
        Stop::Error(e)
    }

    /// Pushes the frame of a [`Op::Call`] fast-path call (see `run_loop`); returns its base.
    /// Kept out of the dispatch loop, where the compiler would not inline the vector
    /// operations.
    #[inline(never)]
    fn enter_plain(
        &mut self,
        callee: &Code,
        t: u32,
        d: u32,
        base: usize,
        args: &[ArgRef],
    ) -> usize {
        let nb = self.frame_regs(callee, base, args);
        let allocas = self.stack_allocs.len();
        self.push_frame(Frame::plain(t, nb, d, allocas));
        nb
    }

    /// Appends the registers of a frame of `callee`: its initial contents, then the
    /// arguments (in the caller's frame at `base`) in its parameter slots. Returns the new
    /// frame's base.
    #[inline(always)]
    fn frame_regs(&mut self, callee: &Code, base: usize, args: &[ArgRef]) -> usize {
        let nb = self.new_frame_regs(callee, self.cfg.poison_frames);
        for (&(ps, n), a) in callee.params.iter().zip(args) {
            let src = base + a.slot as usize;
            let dst = nb + ps as usize;
            let n = n.min(a.slots) as usize;
            if n == 1 {
                self.regs[dst] = self.regs[src];
            } else {
                self.regs.copy_within(src..src + n, dst);
            }
        }
        nb
    }

    /// Claims the slots of a new frame of `callee` at the top of the register file and
    /// initializes its constants and promoted variables ([`Code::init`]); the caller copies
    /// the arguments in. Returns the frame's base. `poison`: [`Config::poison_frames`].
    #[inline(always)]
    fn new_frame_regs(&mut self, callee: &Code, poison: bool) -> usize {
        let nb = self.top;
        let end = nb + callee.nslots as usize;
        if self.regs.len() < end {
            self.grow_regs(end);
        }
        self.top = end;
        let new = &mut self.regs[nb..end];
        if poison {
            new[..callee.const_base as usize].fill(POISON);
        }
        for &(s, v) in &callee.init {
            new[s as usize] = v;
        }
        nb
    }

    /// Makes the register file at least `len` slots long (with headroom: calls are
    /// frequent, and a deep recursion grows it step by step).
    #[cold]
    fn grow_regs(&mut self, len: usize) {
        self.regs.resize(len.max(self.regs.len() * 2).max(1024), 0);
    }

    /// Pushes a frame (and tells the sanitizer, which opens covered-call contexts).
    #[inline(always)]
    fn push_frame(&mut self, f: Frame) {
        self.frames.push(f);
        if let Some(san) = self.par.san.as_deref_mut() {
            san.frame_pushed(self.frames.len());
        }
    }

    #[inline(never)]
    pub(crate) fn pop_frame(&mut self) {
        if let Some(fr) = self.frames.pop() {
            while self.stack_allocs.len() > fr.allocas {
                if let Some(id) = self.stack_allocs.pop() {
                    self.mem.release(id);
                    if let Some(san) = self.par.san.as_deref_mut() {
                        san.forget(id);
                    }
                }
            }
            if fr.va != 0 {
                self.mem.release(memory::split_ptr(fr.va).0);
            }
            self.top = fr.base;
            if let Some(san) = self.par.san.as_deref_mut() {
                san.frames_popped(self.frames.len());
            }
        }
    }

    /// Runs until the frame stack is back to `stop` frames.
    pub(crate) fn run(&mut self, stop: usize) -> R<()> {
        let floor = std::mem::replace(&mut self.floor, stop);
        let r = self.run_loop(stop);
        self.floor = floor;
        if r.is_err() {
            // Unwind the frames of this activation (exit or error).
            while self.frames.len() > stop {
                self.pop_frame();
            }
        }
        r
    }

    /// [`Machine::run`] for a scope's continuation ([`crate::spawn`]): on an error, a
    /// strand keeps its first frame (a copy of another machine's, whose variadic area and
    /// stack slots it does not own).
    pub(crate) fn run_nested(&mut self, stop: usize) -> R<()> {
        let floor = std::mem::replace(&mut self.floor, stop);
        let r = self.run_loop(stop);
        self.floor = floor;
        if r.is_err() {
            let keep = if self.par.tapir.strand.is_some() {
                stop.max(1)
            } else {
                stop
            };
            while self.frames.len() > keep {
                self.pop_frame();
            }
        }
        r
    }

    /// Runs a strand from its first frame until it ends ([`crate::spawn`]).
    pub(crate) fn run_strand(&mut self) -> R<()> {
        self.run_nested(0)
    }

    fn run_loop(&mut self, stop: usize) -> R<()> {
        macro_rules! fail {
            ($pc:expr, $msg:expr) => {{
                if let Some(f) = self.frames.last_mut() {
                    f.pc = $pc;
                }
                // The remaining budget no longer matters: the run stops.
                return Err(self.error($msg));
            }};
        }
        let max_depth = self.cfg.max_stack_depth;
        let poison_frames = self.cfg.poison_frames;
        // The sanitizer is set up before a run starts and stays for all of it.
        let sanitizing = self.par.san.is_some();
        'frames: loop {
            // A slow op may end this run by popping frames (a deferred task's end).
            if self.frames.len() <= stop {
                return Ok(());
            }
            let Some(fr) = self.frames.last() else {
                return Ok(());
            };
            let mut fidx = fr.fidx;
            // SAFETY: an entry of `codes` is set once, when its function is decoded, and not
            // replaced or dropped while the machine has frames (workers re-sync theirs only
            // between regions, with an empty frame stack), so the code outlives this frame.
            // `code` is only used while the frame is on the stack: every op that may pop it
            // (`Ret`, calls, slow ops) leaves this block or checks that the same frame is
            // still on top before going on. A raw borrow instead of an `Arc` per frame:
            // calls are frequent, and workers running the same code would share the count.
            let mut code: &Code = match self.codes.get(fidx as usize) {
                Some(Some(c)) => unsafe { &*Arc::as_ptr(c) },
                _ => {
                    return Err(RunError::bare(format!(
                        "internal error: a frame of @{} without decoded code",
                        self.funcs[fidx as usize].name
                    ))
                    .into())
                }
            };
            let mut base = fr.base;
            let mut pc = fr.pc;
            let mut depth = self.frames.len();
            let mut end = base + code.nslots as usize;
            let mut r = &mut self.regs[base..end];
            // The step budget lives in a register while this frame runs; it is written back
            // whenever the loop is left.
            let mut steps = self.steps_left;
            macro_rules! sync {
                () => {
                    self.steps_left = steps
                };
            }
            loop {
                if steps == 0 {
                    sync!();
                    // A strand takes its steps from the run's budget a slice at a time.
                    match self.refill_steps() {
                        Ok(true) => {
                            steps = self.steps_left;
                            r = &mut self.regs[base..end];
                        }
                        Ok(false) => {
                            let max = self.cfg.max_steps;
                            fail!(
                                pc,
                                format!(
                                    "step limit exceeded: {max} instructions executed (--max-steps)"
                                )
                            );
                        }
                        Err(e) => {
                            if let Some(f) = self.frames.last_mut() {
                                f.pc = pc;
                            }
                            return Err(e);
                        }
                    }
                }
                steps -= 1;
                let Some(op) = code.ops.get(pc) else {
                    sync!();
                    fail!(
                        pc.saturating_sub(1),
                        "execution fell off the end of a function"
                    );
                };
                pc += 1;
                macro_rules! s {
                    ($x:expr) => {
                        r[$x as usize]
                    };
                }
                // Takes a CFG edge: its phi copies, then the target.
                macro_rules! jump {
                    ($t:expr, $e:expr) => {{
                        let (t, e) = ($t, $e);
                        if e != NONE {
                            edge_copies(code, e, r);
                        }
                        pc = t as usize;
                    }};
                }
                match *op {
                    Op::Add { d, a, b, sh } => s!(d) = scalar::zx(s!(a).wrapping_add(s!(b)), sh),
                    Op::Sub { d, a, b, sh } => s!(d) = scalar::zx(s!(a).wrapping_sub(s!(b)), sh),
                    Op::Mul { d, a, b, sh } => s!(d) = scalar::zx(s!(a).wrapping_mul(s!(b)), sh),
                    Op::And { d, a, b } => s!(d) = s!(a) & s!(b),
                    Op::Or { d, a, b } => s!(d) = s!(a) | s!(b),
                    Op::Xor { d, a, b } => s!(d) = s!(a) ^ s!(b),
                    Op::Shl { d, a, b, sh } => {
                        s!(d) =
                            scalar::zx(s!(a).wrapping_shl((s!(b) % (64 - sh as u64)) as u32), sh)
                    }
                    Op::LShr { d, a, b, sh } => {
                        s!(d) = s!(a).wrapping_shr((s!(b) % (64 - sh as u64)) as u32)
                    }
                    Op::AShr { d, a, b, sh } => {
                        s!(d) = scalar::zx(
                            (scalar::sx(s!(a), sh) >> (s!(b) % (64 - sh as u64))) as u64,
                            sh,
                        )
                    }
                    Op::IDiv { op, d, a, b, sh } => match scalar::int_bin(op, s!(a), s!(b), sh) {
                        Ok(v) => s!(d) = v,
                        Err(e) => fail!(pc - 1, e),
                    },
                    Op::ICmp { p, d, a, b, sh } => s!(d) = scalar::icmp(p, s!(a), s!(b), sh) as u64,
                    Op::WBin { op, d, a, b, sh } => {
                        let x = s!(a) as u128 | (s!(a + 1) as u128) << 64;
                        let y = s!(b) as u128 | (s!(b + 1) as u128) << 64;
                        match scalar::wide_bin(op, x, y, sh) {
                            Ok(v) => {
                                s!(d) = v as u64;
                                s!(d + 1) = (v >> 64) as u64;
                            }
                            Err(e) => fail!(pc - 1, e),
                        }
                    }
                    Op::WCmp { p, d, a, b, sh } => {
                        let x = s!(a) as u128 | (s!(a + 1) as u128) << 64;
                        let y = s!(b) as u128 | (s!(b + 1) as u128) << 64;
                        s!(d) = scalar::wide_icmp(p, x, y, sh) as u64;
                    }
                    Op::FAdd64 { d, a, b } => {
                        s!(d) = (f64::from_bits(s!(a)) + f64::from_bits(s!(b))).to_bits()
                    }
                    Op::FMul64 { d, a, b } => {
                        s!(d) = (f64::from_bits(s!(a)) * f64::from_bits(s!(b))).to_bits()
                    }
                    Op::FBin { op, d, a, b, k } => s!(d) = scalar::float_bin(op, s!(a), s!(b), k),
                    Op::FNeg { d, a, k } => s!(d) = s!(a) ^ k.sign_bit(),
                    Op::FCmp { p, d, a, b, k } => s!(d) = scalar::fcmp(p, s!(a), s!(b), k) as u64,
                    Op::Mask { d, a, sh } => s!(d) = scalar::zx(s!(a), sh),
                    Op::SExt { d, a, from, to } => {
                        s!(d) = scalar::zx(scalar::sx(s!(a), from) as u64, to)
                    }
                    Op::Cast { op, d, a, from, to } => {
                        let src = [s!(a), if from.slots() > 1 { s!(a + 1) } else { 0 }];
                        match decode::cast_value(op, &src[..from.slots() as usize], from, to) {
                            Ok(v) => {
                                for (k, x) in v.iter().enumerate() {
                                    s!(d as usize + k) = *x;
                                }
                            }
                            Err(e) => fail!(pc - 1, e),
                        }
                    }
                    Op::Conv { c, d, a, sh } => s!(d) = c.apply(s!(a), sh),
                    Op::Lane { f, d, a, b, c, sc } => {
                        s!(d) = crate::builtins::lane_op(f, s!(a), s!(b), s!(c), sc)
                    }
                    Op::Copy { d, a } => s!(d) = s!(a),
                    Op::CopyN { d, a, n } => {
                        let (d, a, n) = (d as usize, a as usize, n as usize);
                        r.copy_within(a..a + n, d);
                    }
                    Op::Select { d, c, a, b, n } => {
                        let src = if s!(c) & 1 == 1 { a } else { b } as usize;
                        if n == 1 {
                            s!(d) = r[src];
                        } else {
                            r.copy_within(src..src + n as usize, d as usize);
                        }
                    }
                    Op::Ld { d, p, len, sh } => match self.mem.load(s!(p), len as u64) {
                        Ok(v) => s!(d) = scalar::zx(v, sh),
                        Err(e) => fail!(pc - 1, e.0),
                    },
                    Op::St { v, p, len } => {
                        if let Err(e) = self.mem.store(s!(p), len as u64, s!(v)) {
                            fail!(pc - 1, e.0)
                        }
                    }
                    Op::Gep { d, p, off } => s!(d) = s!(p).wrapping_add(off as u64),
                    Op::Gep1 {
                        d,
                        p,
                        i,
                        sh,
                        scale,
                        off,
                    } => {
                        s!(d) = s!(p)
                            .wrapping_add((scalar::sx(s!(i), sh).wrapping_mul(scale as i64)) as u64)
                            .wrapping_add(off as i64 as u64)
                    }
                    Op::GepN { d, p, tab } => {
                        let g = &code.geps[tab as usize];
                        let mut x = s!(p).wrapping_add(g.off as u64);
                        for &(i, sh, scale) in &g.idx {
                            x = x.wrapping_add(scalar::sx(s!(i), sh).wrapping_mul(scale) as u64);
                        }
                        s!(d) = x;
                    }
                    Op::Br { t, e } => jump!(t, e),
                    Op::CondBr { c, t, f, te, fe } => {
                        if s!(c) & 1 == 1 {
                            jump!(t, te)
                        } else {
                            jump!(f, fe)
                        }
                    }
                    Op::CmpBr {
                        p,
                        sh,
                        d,
                        a,
                        b,
                        t,
                        f,
                        te,
                        fe,
                    } => {
                        let c = scalar::icmp(p, s!(a), s!(b), sh);
                        s!(d) = c as u64;
                        if c {
                            jump!(t, te)
                        } else {
                            jump!(f, fe)
                        }
                    }
                    Op::IndirectBr { a, tab } => {
                        let sw = &code.switches[tab as usize];
                        let v = s!(a);
                        let Ok(k) = sw.cases.binary_search_by_key(&v, |x| x.0) else {
                            sync!();
                            fail!(
                                pc - 1,
                                format!(
                                    "indirectbr to 0x{v:x}, which is not the address of one of its destinations"
                                )
                            );
                        };
                        jump!(sw.cases[k].1, sw.cases[k].2);
                    }
                    Op::Switch { c, tab } => {
                        let sw = &code.switches[tab as usize];
                        let v = s!(c);
                        let (t, e) = match sw.cases.binary_search_by_key(&v, |x| x.0) {
                            Ok(k) => (sw.cases[k].1, sw.cases[k].2),
                            Err(_) => sw.default,
                        };
                        jump!(t, e);
                    }
                    Op::Ret { v, n } => {
                        sync!();
                        if self.par.strands.open_at(depth) && !self.par.tapir.pending_at(depth) {
                            // The implicit sync at the return reduces reducer views (calls),
                            // then the return runs again.
                            if let Some(f) = self.frames.last_mut() {
                                f.pc = pc - 1;
                            }
                            self.reducer_return(depth)?;
                            continue 'frames;
                        }
                        let Some(fr) = self.frames.last() else {
                            return Ok(());
                        };
                        let ret_d = fr.ret_d;
                        if n == 1
                            && ret_d != NONE
                            && depth - 1 > stop
                            && fr.allocas == self.stack_allocs.len()
                            && fr.va == 0
                            && !sanitizing
                        {
                            // A scalar back to an interpreted caller, from a frame that owns
                            // no memory: straight to the caller's slot.
                            let val = r[v as usize];
                            self.frames.pop();
                            self.top = base;
                            let Some(caller) = self.frames.last() else {
                                return Ok(());
                            };
                            if let Some(Some(c)) = self.codes.get(caller.fidx as usize) {
                                // Back in the caller without leaving this loop.
                                // SAFETY: as for `code` above.
                                code = unsafe { &*Arc::as_ptr(c) };
                                fidx = caller.fidx;
                                base = caller.base;
                                pc = caller.pc;
                                depth -= 1;
                                end = base + code.nslots as usize;
                                r = &mut self.regs[base..end];
                                r[ret_d as usize] = val;
                                continue;
                            }
                            continue 'frames;
                        }
                        if self.par.tapir.at_ret() && self.tapir_ret(pc - 1, depth)? {
                            return Ok(());
                        }
                        self.retbuf.clear();
                        self.retbuf.extend_from_slice(
                            &self.regs[base + v as usize..base + (v + n) as usize],
                        );
                        let ret_d = self.frames.last().map(|f| f.ret_d).unwrap_or(NONE);
                        self.pop_frame();
                        if self.frames.len() <= stop || ret_d == NONE {
                            return Ok(());
                        }
                        if let Some(caller) = self.frames.last() {
                            let b = caller.base + ret_d as usize;
                            let n = self.retbuf.len();
                            self.regs[b..b + n].copy_from_slice(&self.retbuf);
                        }
                        continue 'frames;
                    }
                    Op::Call { d, site } => {
                        // Fast paths: a direct call of a decoded, non-variadic function without
                        // byval arguments, entered without leaving this loop; leanest when
                        // every argument and parameter is one slot. Everything else goes
                        // through `do_call`.
                        let cs = &code.calls[site as usize];
                        if let Some(Some(c)) = self.codes.get(cs.simple as usize) {
                            // SAFETY: as for `code` above (it becomes the new frame's).
                            let callee: &Code = unsafe { &*Arc::as_ptr(c) };
                            if callee.simple
                                && callee.params.len() == cs.args.len()
                                && depth < max_depth
                            {
                                if let Some(f) = self.frames.last_mut() {
                                    f.pc = pc;
                                }
                                let nb = self.new_frame_regs(callee, poison_frames);
                                let cend = nb + callee.nslots as usize;
                                let (caller, new) = self.regs.split_at_mut(nb);
                                for (&(ps, _), a) in callee.params.iter().zip(&cs.args) {
                                    new[ps as usize] = caller[base + a.slot as usize];
                                }
                                let allocas = self.stack_allocs.len();
                                self.push_frame(Frame::plain(cs.simple, nb, d, allocas));
                                fidx = cs.simple;
                                code = callee;
                                base = nb;
                                pc = 0;
                                depth += 1;
                                end = cend;
                                r = &mut self.regs[base..end];
                                continue;
                            }
                        }
                        if let (&Callee::Direct(t), true) = (&cs.callee, cs.plain) {
                            if let Some(Some(c)) = self.codes.get(t as usize) {
                                // SAFETY: as for `code` above (it becomes the new frame's).
                                let callee: &Code = unsafe { &*Arc::as_ptr(c) };
                                if !callee.varargs
                                    && callee.params.len() <= cs.args.len()
                                    && depth < max_depth
                                {
                                    if let Some(f) = self.frames.last_mut() {
                                        f.pc = pc;
                                    }
                                    base = self.enter_plain(callee, t, d, base, &cs.args);
                                    code = callee;
                                    fidx = t;
                                    pc = 0;
                                    depth += 1;
                                    end = base + code.nslots as usize;
                                    r = &mut self.regs[base..end];
                                    continue;
                                }
                            }
                        }
                        sync!();
                        if let Some(f) = self.frames.last_mut() {
                            f.pc = pc;
                        }
                        self.slow(code, pc - 1)?;
                        continue 'frames;
                    }
                    Op::Trap { msg } => {
                        let text = code.msgs[msg as usize].clone();
                        fail!(pc - 1, text)
                    }
                    Op::LoopHead { l } => {
                        if let Some(rc) = &mut self.par.region {
                            if rc.l == l && rc.depth == depth {
                                rc.left -= 1;
                                if rc.left == 0 {
                                    // A worker's chunk is done: stop before this iteration.
                                    sync!();
                                    self.par.region_done = true;
                                    if let Some(f) = self.frames.last_mut() {
                                        f.pc = pc - 1;
                                    }
                                    return Ok(());
                                }
                            }
                        }
                        if let Some(san) = self.par.san.as_deref_mut() {
                            san.head(depth, l);
                        }
                    }
                    Op::Rec { site } => {
                        if let Some(san) = self.par.san.as_deref_mut() {
                            san.locked = !self.par.held.is_empty();
                            san.record(code, site, r, depth, fidx);
                        }
                        if self.par.team.is_some() {
                            if let Some(hb) = &self.par.hb {
                                crate::hb::record(
                                    hb,
                                    self.par.hb_tid,
                                    &self.par.held,
                                    &mut self.par.hb_view,
                                    code,
                                    site,
                                    r,
                                    fidx,
                                    &self.par.hb_acquire,
                                );
                            }
                        }
                    }
                    Op::Task { kind, region, site } => {
                        if let Some(san) = self.par.san.as_deref_mut() {
                            san.task(kind, depth, region, fidx, site);
                            if self.par.strands.on {
                                // Views per strand: may call the reducers' callbacks.
                                if let Some(f) = self.frames.last_mut() {
                                    f.pc = pc;
                                }
                                sync!();
                                self.reducer_task(kind, depth, region)?;
                                continue 'frames;
                            }
                        }
                    }
                    // Tapir ([`crate::spawn`]): a spawn run inline, the end of a task run
                    // inline and a sync with nothing to join go on here; the rest below.
                    Op::Detach {
                        region,
                        d,
                        t,
                        te,
                        site,
                        ..
                    } if self.par.tapir.run_inline(
                        self.par.region.is_some() || self.par.team.is_some(),
                        (fidx, site),
                        depth,
                        region,
                    ) =>
                    {
                        if d != NONE {
                            s!(d) = 1;
                        }
                        if t != NONE {
                            jump!(t, te);
                        }
                    }
                    Op::Reattach { d, t, e, .. } if self.par.tapir.end_inline(depth) => {
                        if d != NONE {
                            s!(d) = 1;
                        }
                        if t != NONE {
                            jump!(t, e);
                        }
                    }
                    Op::Sync { d, t, e, region }
                        if self.par.tapir.nothing_to_join(depth)
                            && !self.par.strands.has(depth, region) =>
                    {
                        if d != NONE {
                            s!(d) = 1;
                        }
                        if t != NONE {
                            jump!(t, e);
                        }
                    }
                    Op::Detach { .. } | Op::Reattach { .. } | Op::Sync { .. } => {
                        sync!();
                        if let Some(f) = self.frames.last_mut() {
                            f.pc = pc;
                        }
                        match self.tapir_op(code, pc - 1)? {
                            crate::spawn::Flow::Go(p) => {
                                pc = p;
                                steps = self.steps_left;
                                r = &mut self.regs[base..end];
                            }
                            crate::spawn::Flow::Frames => continue 'frames,
                            crate::spawn::Flow::Leave => return Ok(()),
                        }
                    }
                    _ => {
                        sync!();
                        if let Some(f) = self.frames.last_mut() {
                            f.pc = pc;
                        }
                        self.slow(code, pc - 1)?;
                        // Most slow ops (builtin calls, vector ops, allocas) stay in this
                        // frame: go on without re-entering it, which would clone the code's
                        // `Arc` again (a contended cache line when workers run the same code).
                        match self.frames.last() {
                            Some(f)
                                if self.frames.len() == depth
                                    && f.base == base
                                    && f.fidx == fidx =>
                            {
                                pc = f.pc;
                                steps = self.steps_left;
                                r = &mut self.regs[base..end];
                            }
                            _ => continue 'frames,
                        }
                    }
                }
            }
        }
    }

    /// Operations outside the hot loop. On entry the frame's `pc` is the next op; errors
    /// report the op at `at`.
    fn slow(&mut self, code: &Code, at: usize) -> R<()> {
        let base = self.frames.last().map(|f| f.base).unwrap_or(0);
        let res = self.slow_inner(code, at, base);
        match res {
            Err(Stop::Error(e)) if e.location.is_none() => {
                if let Some(f) = self.frames.last_mut() {
                    f.pc = at;
                }
                Err(self.error(e.message))
            }
            other => other,
        }
    }

    fn slow_inner(&mut self, code: &Code, at: usize, base: usize) -> R<()> {
        let me = |e: MemError| Stop::Error(RunError::bare(e.0));
        match &code.ops[at] {
            Op::LdShape { d, p, shape } => {
                let ptr = self.regs[base + *p as usize];
                let n = self.shapes.list[*shape as usize].slots as usize;
                let mut w = vec![0u64; n];
                self.load_shape(ptr, *shape, &mut w).map_err(me)?;
                let d = base + *d as usize;
                self.regs[d..d + n].copy_from_slice(&w);
            }
            Op::StShape { v, p, shape } => {
                let ptr = self.regs[base + *p as usize];
                let n = self.shapes.list[*shape as usize].slots as usize;
                let v = base + *v as usize;
                let w = self.regs[v..v + n].to_vec();
                self.store_shape(ptr, *shape, &w).map_err(me)?;
            }
            Op::AtomicLd { d, p, len, sh } => {
                self.team_turn()?;
                let ptr = self.regs[base + *p as usize];
                self.mem.check_atomic_align(ptr, *len as u64).map_err(me)?;
                let v = self.mem.load(ptr, *len as u64).map_err(me)?;
                self.regs[base + *d as usize] = scalar::zx(v, *sh);
            }
            Op::AtomicSt { v, p, len } => {
                let ptr = self.regs[base + *p as usize];
                self.mem.check_atomic_align(ptr, *len as u64).map_err(me)?;
                // Not between the load and the store of another thread's read-modify-write
                // of the same bytes (whose result would overwrite this store).
                let _atomic = self.mem.atomic_guard(ptr);
                self.mem
                    .store(ptr, *len as u64, self.regs[base + *v as usize])
                    .map_err(me)?;
            }
            Op::CmpXchg {
                d,
                p,
                c,
                n,
                len,
                sh,
            } => {
                self.team_turn()?;
                let ptr = self.regs[base + *p as usize];
                let len = *len as u64;
                self.mem.check_atomic_align(ptr, len).map_err(me)?;
                let _atomic = self.mem.atomic_guard(ptr);
                let old = scalar::zx(self.mem.load(ptr, len).map_err(me)?, *sh);
                let ok = old == self.regs[base + *c as usize];
                if ok {
                    self.mem
                        .store(ptr, len, self.regs[base + *n as usize])
                        .map_err(me)?;
                }
                self.regs[base + *d as usize] = old;
                self.regs[base + *d as usize + 1] = ok as u64;
            }
            Op::Rmw { d, tab } => {
                let rd = &code.rmws[*tab as usize];
                let ptr = self.regs[base + rd.p as usize];
                let v = self.regs[base + rd.v as usize];
                let len = rd.sc.bytes();
                self.mem.check_atomic_align(ptr, len).map_err(me)?;
                let _atomic = self.mem.atomic_guard(ptr);
                if let Sc::I(bits @ 65..) = rd.sc {
                    // Two slots, low word first.
                    let wide = |lo: u64, hi: u64| lo as u128 | (hi as u128) << 64;
                    let v = wide(v, self.regs[base + rd.v as usize + 1]);
                    let old = self.mem.load128(ptr, len).map_err(me)?;
                    let new = crate::builtins::rmw_wide(rd.op, old, v, bits).ok_or_else(|| {
                        RunError::bare(format!("atomicrmw {:?} on a {bits}-bit integer", rd.op))
                    })?;
                    self.mem.store128(ptr, len, new).map_err(me)?;
                    self.regs[base + *d as usize] = old as u64;
                    self.regs[base + *d as usize + 1] = (old >> 64) as u64;
                    return Ok(());
                }
                let old = self.mem.load(ptr, len).map_err(me)?;
                let new = crate::builtins::rmw(rd.op, old, v, rd.sc);
                self.mem.store(ptr, len, new).map_err(me)?;
                self.regs[base + *d as usize] = old;
            }
            Op::Alloca { d, tab } => {
                let a = &code.allocas[*tab as usize];
                let count = if a.count == NONE {
                    1
                } else {
                    scalar::zx(self.regs[base + a.count as usize], a.count_sh)
                };
                let size = a
                    .elem_size
                    .checked_mul(count)
                    .ok_or_else(|| RunError::bare("alloca size overflows"))?;
                let p = self
                    .mem
                    .alloc(
                        size,
                        AllocKind::Stack(
                            self.fnames[self.frames.last().map_or(0, |f| f.fidx) as usize],
                        ),
                    )
                    .map_err(me)?;
                self.stack_allocs.push(memory::split_ptr(p).0);
                self.regs[base + *d as usize] = p;
            }
            Op::Call { d, site } => return self.do_call(code, *d, *site, base),
            Op::LandingPad { d } => {
                let (exn, sel) = self.landing();
                self.regs[base + *d as usize] = exn;
                self.regs[base + *d as usize + 1] = sel as u32 as u64;
            }
            Op::Resume { a } => return self.resume(self.regs[base + *a as usize]),
            Op::Rethrow { a } => return self.rethrow_here(self.regs[base + *a as usize]),
            Op::DirEntry { c } | Op::DirExit { c } => {
                let Some(arc) = self
                    .frames
                    .last()
                    .and_then(|f| self.codes[f.fidx as usize].clone())
                else {
                    return Ok(());
                };
                return if matches!(code.ops[at], Op::DirEntry { .. }) {
                    self.dir_entry(&arc, *c, at, base)
                } else {
                    self.dir_exit(&arc, *c, base)
                };
            }
            Op::LoopEnter { l } => {
                // Regions and the sanitizer keep the code: they need its `Arc`.
                let Some(arc) = self
                    .frames
                    .last()
                    .and_then(|f| self.codes[f.fidx as usize].clone())
                else {
                    return Ok(());
                };
                return self.loop_enter(&arc, *l, base);
            }
            Op::X87 { f, d, a, b } => {
                let r = &mut self.regs[base..base + code.nslots as usize];
                let (d, a, b) = (*d as usize, *a as usize, *b as usize);
                let x = crate::x87::words(r[a], r[a + 1]);
                let y = crate::x87::words(r[b], r[b + 1]);
                match f {
                    X87Fn::Bin(op) => r[d..d + 2].copy_from_slice(&crate::x87::bin(*op, x, y)),
                    X87Fn::Neg => r[d..d + 2].copy_from_slice(&crate::x87::neg(x)),
                    X87Fn::Cmp(p) => r[d] = crate::x87::fcmp(*p, x, y) as u64,
                }
            }
            Op::Vec { tab } => {
                let regs = &mut self.regs[base..base + code.nslots as usize];
                crate::vector::exec(&code.vecs[*tab as usize], regs, &self.shapes)
                    .map_err(|e| Stop::Error(RunError::bare(e)))?;
            }
            Op::VaArg { d, list, shape } => {
                let l = self.regs[base + *list as usize];
                let sh = self.shapes.list[*shape as usize].clone();
                let n = sh.slots as usize;
                let mut w = vec![0u64; n];
                let class = self.va_class(&ArgRef {
                    slot: 0,
                    shape: *shape,
                    slots: sh.slots,
                    byval: None,
                    byval_align: 1,
                });
                let gp = self.mem.load(l, 4).map_err(me)?;
                let fp = self.mem.load(l + 4, 4).map_err(me)?;
                let regs_at = self.mem.load(l + 16, 8).map_err(me)?;
                match class {
                    VaClass::Gp(k) if gp + 8 * k as u64 <= 48 => {
                        self.load_shape(regs_at + gp, *shape, &mut w).map_err(me)?;
                        self.mem.store(l, 4, gp + 8 * k as u64).map_err(me)?;
                    }
                    VaClass::Fp if fp < 176 => {
                        self.load_shape(regs_at + fp, *shape, &mut w).map_err(me)?;
                        self.mem.store(l + 4, 4, fp + 16).map_err(me)?;
                    }
                    _ => {
                        let area = self.mem.load(l + 8, 8).map_err(me)?;
                        let align = if align16(&sh) { 16 } else { 8 };
                        let p = area.div_ceil(align) * align;
                        self.load_shape(p, *shape, &mut w).map_err(me)?;
                        self.mem
                            .store(l + 8, 8, p + sh.size.max(1).div_ceil(8) * 8)
                            .map_err(me)?;
                    }
                }
                let d = base + *d as usize;
                self.regs[d..d + n].copy_from_slice(&w);
            }
            other => {
                return Err(
                    RunError::bare(format!("internal: unexpected slow op {other:?}")).into(),
                )
            }
        }
        Ok(())
    }

    fn do_call(&mut self, code: &Code, d: u32, site: u32, base: usize) -> R<()> {
        let cs = &code.calls[site as usize];
        let target = match cs.callee {
            Callee::Direct(f) => f,
            Callee::Indirect(s) => {
                let p = self.regs[base + s as usize];
                match self.func_of_ptr(p) {
                    Some(f) => f,
                    None if p == 0 => {
                        return Err(RunError::bare("call through a null function pointer").into())
                    }
                    None => {
                        return Err(RunError::bare(format!(
                            "call through pointer 0x{p:x}, which does not point to a function"
                        ))
                        .into())
                    }
                }
            }
            Callee::Asm => return Err(RunError::bare("unsupported: inline assembly").into()),
        };
        match self.funcs[target as usize].kind {
            FuncKind::Unknown => {
                // Testing aid of the unit tests: an interpreter bug, in whatever thread.
                #[cfg(test)]
                if &*self.funcs[target as usize].name == "parir.test.panic" {
                    panic!("parir.test.panic was called");
                }
                let name = &*self.funcs[target as usize].name;
                let mut message = format!("call to unknown external function @{name}");
                if let Some(c) = parir_annot::next_step::consumer_of(name) {
                    message = format!("{message}; {}", c.hint(name));
                }
                Err(RunError::bare(message).into())
            }
            FuncKind::Builtin(b) => {
                // An FMA target fuses fmuladd, except on x86_fp80 (x87 has no such unit).
                let x80 = |sh: u32| {
                    self.shapes
                        .list
                        .get(sh as usize)
                        .and_then(|s| s.leaves.first())
                        .is_some_and(|l| l.sc == Sc::X80)
                };
                let b = match b {
                    Builtin::MulAdd if code.fma && !x80(cs.ret_shape) => Builtin::Fma,
                    b => b,
                };
                let san_site = match self.par.san.as_deref_mut() {
                    Some(san) => san.call_done(self.frames.len()),
                    None => None,
                };
                self.argbuf.clear();
                self.argspan.clear();
                for a in &cs.args {
                    let n = self.shapes.list[a.shape as usize].slots;
                    let s = base + a.slot as usize;
                    self.argspan.push((self.argbuf.len() as u32, n, a.shape));
                    self.argbuf.extend_from_slice(&self.regs[s..s + n as usize]);
                }
                self.retbuf.clear();
                // The accesses of a libc function the sanitizer covers, from memory as it is
                // before the call.
                let before = match (san_site, b) {
                    (Some(_), Builtin::Libc(f)) => self.libc_accesses(f),
                    _ => Vec::new(),
                };
                match b {
                    Builtin::Libc(Libc::Setjmp) => self.setjmp(d)?,
                    Builtin::Libc(Libc::Longjmp) => return self.longjmp(),
                    Builtin::Cxx(f) if f.unwinds() => return self.cxx_unwinding(f),
                    _ => {
                        let r = self.builtin(b, cs.ret_shape);
                        // A C++ exception out of a function this one called back (a qsort
                        // comparator) goes on unwinding from the caller of the builtin.
                        if r.is_err() {
                            if let Some(exn) = self.escaping_exception() {
                                return self.rethrow_here(exn);
                            }
                        }
                        r?
                    }
                }
                if let (Some(site), Builtin::Libc(f)) = (san_site, b) {
                    let ret = self.retbuf.first().copied().unwrap_or(0);
                    let after = self.libc_accesses_after(f, ret);
                    let fidx = self.frames.last().map_or(0, |f| f.fidx);
                    let depth = self.frames.len();
                    if let Some(san) = self.par.san.as_deref_mut() {
                        for acc in before.into_iter().chain(after) {
                            san.libc_access(code, site, depth, fidx, acc);
                        }
                    }
                }
                let n = cs.ret_slots as usize;
                self.retbuf.resize(n, 0);
                let db = base + d as usize;
                self.regs[db..db + n].copy_from_slice(&self.retbuf[..n]);
                Ok(())
            }
            FuncKind::Defined => {
                let callee = self.code_of(target).map_err(RunError::bare)?;
                if self.frames.len() >= self.cfg.max_stack_depth {
                    return Err(RunError::bare(format!(
                        "stack overflow: call depth exceeds {} frames (--max-stack-depth)",
                        self.cfg.max_stack_depth
                    ))
                    .into());
                }
                if callee.params.len() > cs.args.len() {
                    return Err(RunError::bare(format!(
                        "call to @{} with {} arguments, it takes {}",
                        callee.name,
                        cs.args.len(),
                        callee.params.len()
                    ))
                    .into());
                }
                let nb = self.frame_regs(&callee, base, &cs.args);
                let mark = self.stack_allocs.len();
                let me = |e: MemError| Stop::Error(RunError::bare(e.0));
                // A byval parameter gets a copy of the pointed-to bytes in a fresh slot.
                for (&(ps, _), a) in callee.params.iter().zip(&cs.args) {
                    if let Some(size) = a.byval {
                        let (src, dst) = (base + a.slot as usize, nb + ps as usize);
                        let from = self.regs[src];
                        let p = self
                            .mem
                            .alloc(size, AllocKind::Stack(self.fnames[target as usize]))
                            .map_err(me)?;
                        self.stack_allocs.push(memory::split_ptr(p).0);
                        self.mem.copy(p, from, size).map_err(me)?;
                        self.regs[dst] = p;
                    }
                }
                let (va, va_gp, va_fp) = if callee.varargs {
                    self.build_va_area(cs, callee.params.len(), base)?
                } else {
                    (0, 0, 0)
                };
                self.push_frame(Frame {
                    fidx: target,
                    pc: 0,
                    base: nb,
                    ret_d: d,
                    allocas: mark,
                    va,
                    va_gp,
                    va_fp,
                });
                Ok(())
            }
        }
    }

    /// `setjmp(env)` in the top frame, whose pc is the op after the call and whose result
    /// goes to slot `d`: records where `longjmp(env, v)` resumes. Returns 0.
    fn setjmp(&mut self, d: u32) -> R<()> {
        let env = self.arg(0);
        // The jmp_buf must be writable memory, as natively (setjmp stores registers in it).
        self.mem
            .load(env, 8)
            .map_err(|e| RunError::bare(format!("setjmp: {}", e.0)))?;
        let Some(f) = self.frames.last() else {
            return Err(RunError::bare("setjmp outside a function").into());
        };
        let t = JmpTarget {
            depth: self.frames.len(),
            fidx: f.fidx,
            base: f.base,
            pc: f.pc,
            d,
            allocas: self.stack_allocs.len(),
        };
        self.jmp_bufs.insert(env, t);
        self.retbuf.push(0);
        Ok(())
    }

    /// `longjmp(env, v)`: unwinds to the frame of the `setjmp` that filled `env` and resumes
    /// after its call, which then returns `v` (1 if `v` is 0).
    fn longjmp(&mut self) -> R<()> {
        let (env, v) = (self.arg(0), self.arg(1) as u32);
        let Some(&t) = self.jmp_bufs.get(&env) else {
            return Err(RunError::bare(format!(
                "longjmp with a jmp_buf (0x{env:x}) that no setjmp filled"
            ))
            .into());
        };
        let live = self
            .frames
            .get(t.depth.wrapping_sub(1))
            .is_some_and(|f| f.fidx == t.fidx && f.base == t.base);
        if !live || t.depth > self.frames.len() {
            return Err(RunError::bare(
                "longjmp to a setjmp whose function has returned (undefined behaviour)",
            )
            .into());
        }
        if t.depth <= self.floor {
            return Err(RunError::bare(
                "unsupported: longjmp out of a function parir called back (qsort comparator, \
                 atexit handler, ...)",
            )
            .into());
        }
        while self.frames.len() > t.depth {
            self.pop_frame();
        }
        // What the frame allocated after setjmp is gone, as the stack pointer is restored.
        while self.stack_allocs.len() > t.allocas {
            if let Some(id) = self.stack_allocs.pop() {
                self.mem.release(id);
                if let Some(san) = self.par.san.as_deref_mut() {
                    san.forget(id);
                }
            }
        }
        if let Some(f) = self.frames.last_mut() {
            f.pc = t.pc;
        }
        self.regs[t.base + t.d as usize] = if v == 0 { 1 } else { v as u64 };
        Ok(())
    }

    /// Lays out the variadic arguments of a call as x86-64 System V passes them: a
    /// 176-byte register save area (6 general-purpose registers, then 8 SSE registers of 16
    /// bytes) followed by the stack overflow area, in one fresh allocation. The fixed
    /// parameters use up registers first. Returns the area and the initial `gp_offset` and
    /// `fp_offset` that `va_start` stores, so clang's inline `va_arg` lowering finds each
    /// argument where a native call would have put it.
    fn build_va_area(&mut self, cs: &CallSite, fixed: usize, base: usize) -> R<(u64, u32, u32)> {
        let me = |e: MemError| Stop::Error(RunError::bare(e.0));
        let (mut gp, mut fp) = (0u32, 0u32);
        for a in &cs.args[..fixed] {
            match self.va_class(a) {
                VaClass::Gp(n) if gp + n <= 6 => gp += n,
                VaClass::Fp if fp < 8 => fp += 1,
                _ => {}
            }
        }
        let (gp0, fp0) = (gp, fp);
        let mut layout = Vec::new();
        let mut off = 176u64;
        for a in &cs.args[fixed..] {
            let class = self.va_class(a);
            match class {
                VaClass::Gp(n) if gp + n <= 6 => {
                    layout.push(8 * gp as u64);
                    gp += n;
                }
                VaClass::Fp if fp < 8 => {
                    layout.push(48 + 16 * fp as u64);
                    fp += 1;
                }
                _ => {
                    let sh = &self.shapes.list[a.shape as usize];
                    let (size, align) = match a.byval {
                        Some(s) => (s, a.byval_align.max(8)),
                        None => (
                            sh.size,
                            if align16(sh) || sh.size > 8 && sh.lanes > 0 {
                                16
                            } else {
                                8
                            },
                        ),
                    };
                    off = off.div_ceil(align) * align;
                    layout.push(off);
                    off += size.div_ceil(8) * 8;
                }
            }
        }
        let area = self.mem.alloc(off, AllocKind::VaArgs).map_err(me)?;
        for (a, o) in cs.args[fixed..].iter().zip(layout) {
            let s = base + a.slot as usize;
            let p = area + o;
            match a.byval {
                Some(size) => self.mem.copy(p, self.regs[s], size).map_err(me)?,
                None => {
                    let n = self.shapes.list[a.shape as usize].slots as usize;
                    let w = self.regs[s..s + n].to_vec();
                    self.store_shape(p, a.shape, &w).map_err(me)?;
                }
            }
        }
        Ok((area, 8 * gp0, 48 + 16 * fp0))
    }

    /// The x86-64 parameter class of a call argument, as clang lowered it to IR.
    fn va_class(&self, a: &ArgRef) -> VaClass {
        if a.byval.is_some() {
            return VaClass::Mem;
        }
        let sh = &self.shapes.list[a.shape as usize];
        match sh.leaves.as_slice() {
            [l] if sh.lanes == 0 => match l.sc {
                Sc::I(b) if b <= 64 => VaClass::Gp(1),
                Sc::I(b) if b <= 128 => VaClass::Gp(2),
                Sc::Ptr => VaClass::Gp(1),
                Sc::F(_) => VaClass::Fp,
                _ => VaClass::Mem,
            },
            _ if sh.lanes > 0 && sh.size <= 16 && !sh.bool_vector => VaClass::Fp,
            _ => VaClass::Mem,
        }
    }

    /// Argument `k` of the current builtin call: its first slot word.
    #[inline]
    pub(crate) fn arg(&self, k: usize) -> u64 {
        self.argspan
            .get(k)
            .map(|s| self.argbuf[s.0 as usize])
            .unwrap_or(0)
    }

    /// Words of argument `k`.
    pub(crate) fn arg_words(&self, k: usize) -> &[u64] {
        match self.argspan.get(k) {
            Some(&(s, n, _)) => &self.argbuf[s as usize..(s + n) as usize],
            None => &[],
        }
    }

    /// Shape of argument `k`.
    pub(crate) fn arg_shape(&self, k: usize) -> Option<&Shape> {
        self.argspan.get(k).map(|s| &self.shapes.list[s.2 as usize])
    }

    /// The variadic area of the innermost frame with its initial register offsets.
    pub(crate) fn current_va(&self) -> (u64, u32, u32) {
        self.frames
            .last()
            .map(|f| (f.va, f.va_gp, f.va_fp))
            .unwrap_or((0, 0, 0))
    }

    /// Writes program output to standard output (buffered) or standard error.
    pub(crate) fn write_stream(&mut self, file: u8, bytes: &[u8]) -> R<()> {
        match file {
            1 => {
                self.libc.outbuf.extend_from_slice(bytes);
                // What glibc's stdio would have written by now (see `Buffering`).
                let n = match self.cfg.stdout_buffering {
                    Buffering::Line => match bytes.iter().rposition(|&b| b == b'\n') {
                        Some(k) => self.libc.outbuf.len() - (bytes.len() - k - 1),
                        None if self.libc.outbuf.len() >= 4096 => self.libc.outbuf.len(),
                        None => 0,
                    },
                    // Whole blocks of the buffer, which `fflush` leaves empty: counted
                    // from its start, not from the start of the output.
                    Buffering::Block(b) => {
                        let b = b.max(1);
                        self.libc.outbuf.len() / b * b
                    }
                };
                self.release_out(n).map_err(RunError::bare)?;
            }
            2 => {
                if let Some(s) = self.par.tapir.strand.as_mut() {
                    s.err.extend_from_slice(bytes);
                    return Ok(());
                }
                // stderr is unbuffered; stdout keeps what its buffer holds.
                self.err
                    .write_all(bytes)
                    .map_err(|e| RunError::bare(format!("cannot write standard error: {e}")))?;
            }
            _ => return Err(RunError::bare("write to a stream not open for writing").into()),
        }
        Ok(())
    }

    /// Makes `code` the code of function `fidx` on this machine unless it has its own (a
    /// worker, team member or strand starting in a frame of another machine).
    pub(crate) fn install_code(&mut self, fidx: u32, code: &Arc<Code>) {
        let f = fidx as usize;
        if self.codes.len() <= f {
            self.codes.resize(f + 1, None);
        }
        if self.codes[f].is_none() {
            self.codes[f] = Some(code.clone());
        }
    }

    /// The stream number of a `FILE *`.
    pub(crate) fn stream_of(&self, p: u64) -> R<u8> {
        match self.mem.alloc_of(p) {
            Some((a, _, 0)) => match a.kind {
                AllocKind::File(f) => Ok(f),
                _ => Err(RunError::bare("FILE argument is not stdin, stdout or stderr").into()),
            },
            _ => Err(RunError::bare(format!("invalid FILE pointer 0x{p:x}")).into()),
        }
    }

    #[allow(dead_code)]
    pub(crate) fn type_size(&self, t: Type) -> u64 {
        self.dl.alloc_size(&self.m.types, t)
    }
}

impl Env<'_> {
    /// The shape id of a type.
    pub fn shapes_get(&mut self, t: Type) -> Result<u32, String> {
        self.shapes.get(self.m, self.dl, t)
    }
}

/// The phi copies of CFG edge `e`.
#[inline(always)]
/// Whether a value passed in memory is 16-byte aligned there (`__int128`, `long double`).
fn align16(sh: &Shape) -> bool {
    sh.leaves
        .iter()
        .any(|x| matches!(x.sc, Sc::I(b) if b > 64) || x.sc == Sc::X80)
}

pub(crate) fn edge_copies(code: &Code, e: u32, r: &mut [u64]) {
    let (s, t, temp) = code.edges[e as usize];
    let cs = &code.copies[s as usize..t as usize];
    if !temp {
        for &(d, a) in cs {
            r[d as usize] = r[a as usize];
        }
    } else {
        parallel_copies(cs, r);
    }
}

/// Copies that read slots other copies of the same edge write (phis swapping values): all
/// reads first.
#[inline(never)]
fn parallel_copies(cs: &[(Slot, Slot)], r: &mut [u64]) {
    let mut small = [0u64; 16];
    let mut big = Vec::new();
    let vals: &mut [u64] = if cs.len() <= small.len() {
        &mut small[..cs.len()]
    } else {
        big.resize(cs.len(), 0);
        &mut big
    };
    for (v, &(_, a)) in vals.iter_mut().zip(cs) {
        *v = r[a as usize];
    }
    for (&(d, _), &v) in cs.iter().zip(vals.iter()) {
        r[d as usize] = v;
    }
}

/// What [`Config::poison_frames`] fills uninitialized slots with.
const POISON: u64 = 0xa5a5_a5a5_dead_beef;

/// Convenience: runs `module`'s entry function with the given configuration, program output
/// going to `out` and `err`; returns the exit code.
///
/// ```
/// let src = "@.s = private constant [4 x i8] c\"%d\\0A\\00\"\n\
///            declare i32 @printf(ptr, ...)\n\
///            define i32 @main() {\n  %r = call i32 (ptr, ...) @printf(ptr @.s, i32 42)\n  ret i32 3\n}\n";
/// let m = parir_ir::parser::parse_module(src, "t.ll").unwrap();
/// let (mut out, mut err) = (Vec::new(), Vec::new());
/// let code = parir_exec::run(&m, src, parir_exec::Config::default(), &mut out, &mut err);
/// assert_eq!(code, Ok(3));
/// assert_eq!(out, b"42\n");
/// ```
pub fn run(
    m: &Module,
    src: &str,
    cfg: Config,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<i32, RunError> {
    let mut mach = Machine::new(m, src, cfg, out, err)?;
    mach.run_main()
}

/// Whether a module uses OpenCilk's reducers (calls `llvm.reducer.register.*` or
/// `llvm.hyper.lookup.*`): only then are views per strand kept ([`crate::reducers`]).
pub fn uses_reducers(m: &Module) -> bool {
    let is_reducer = |g: GlobalId| {
        m.globals.get(g).and_then(|gv| gv.name()).is_some_and(|n| {
            n.starts_with("llvm.reducer.register") || n.starts_with("llvm.hyper.lookup")
        })
    };
    m.functions().any(|(_, f)| {
        f.body.as_ref().is_some_and(|b| {
            b.inst_iter().any(|(_, i)| {
                b.insts[i].kind.call_data().is_some_and(|c| match c.callee {
                    parir_ir::Value::Const(k) => {
                        matches!(m.consts.get(k).data, ConstData::Global(g) if is_reducer(g))
                    }
                    _ => false,
                })
            })
        })
    })
}

#[allow(dead_code)]
fn _assert_binop(_: BinOp) {}
