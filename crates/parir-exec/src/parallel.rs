//! `parir run --parallel[=N]`: the iterations of annotated parallel loops on N threads.
//!
//! # Model
//!
//! A *parallel region* starts where the interpreter enters a loop whose claims make it
//! parallel ([`crate::parloop`] decides statically, giving a [`LoopPlan`] or the reason why
//! not). At [`Op::LoopEnter`] the header phis hold their initial values, so the trip count
//! `T` (executions of the header) is computed from the exit test by stepping the induction
//! variable alone. The first `T - 1` iterations — each from the header to the back edge —
//! are split into N contiguous chunks, one per worker thread; the main thread then sets the
//! header phis to their values for iteration `T - 1` (inductions from their closed form,
//! reductions by combining the workers' partial results in chunk order) and runs that last
//! iteration itself, which leaves the loop as a sequential run would. Values computed in the
//! loop and used after it are thereby exactly the sequential ones.
//!
//! A worker is a [`Machine`] of its own (register file, frame stack, decoded code, shapes)
//! over the same [`crate::memory::SharedMemory`]; its per-thread state survives between
//! regions so that decoding is not repeated. Its output goes to a buffer; after the region
//! the buffers are appended in chunk order, so a program's output is the same as
//! sequentially. When a worker stops with a runtime error or `exit`, the first chunk's stop
//! in iteration order is the one reported, and the output of later chunks is dropped.
//! Stack slots a worker allocates in the loop's own frame are handed to the main thread's
//! frame, so they live until the function returns, as they would.
//!
//! Inside a region, loops run sequentially (no nested regions). The step budget is divided
//! among the workers. The variables a loop directive privatizes get a copy per chunk
//! ([`crate::parloop::PrivateVar`]). Directive team regions run on teams instead
//! ([`crate::team`]): every thread runs the region, and a worksharing loop inside is split
//! among them.
//!
//! Limitations: `rand` in a worker draws from a copy of the generator's state (the main
//! thread's sequence is not advanced), `atexit` in a worker is an error, and reading
//! standard input in a worker sees end of file.

use crate::code::*;
use crate::decode::Shapes;
use crate::interp::{Frame, FuncEntry, Machine, RunError, Stop};
use crate::layout::DataLayout;
use crate::memory::{MemHandle, NameId, SharedMemory};
use crate::scalar;
use parir_ir::inst::IntPredicate;
use parir_ir::{GlobalId, Module};
use std::collections::HashMap;
use std::sync::Arc;

type R<T> = Result<T, Stop>;

/// Longest trip count computed by stepping the exit test; longer loops run sequentially.
const MAX_TRIP: u64 = 1 << 34;

/// What happened to one annotated loop during a run (for `--explain`).
#[derive(Clone, Debug, Default)]
pub struct LoopStats {
    /// `loop <header> in @f (file:line:col)`.
    pub describe: String,
    /// Pc of the header (reports list loops as they appear in the function).
    pub header: u32,
    /// Times the loop was entered.
    pub entries: u64,
    /// Entries run as parallel regions.
    pub parallel: u64,
    /// Iterations of the parallel entries, all of them (the count `sanitize` reports).
    pub iterations: u64,
    /// Of those, the iterations run on worker threads: all but each entry's last, which the
    /// calling thread runs after them so that the values live after the loop are the last
    /// iteration's.
    pub parallel_iterations: u64,
    /// Why entries ran sequentially (distinct reasons, first seen first).
    pub reasons: Vec<String>,
    /// The runtime's pool the parallel entries ran on (`runtime::Runtime::describe`).
    pub pool: Option<String>,
}

/// What `--explain` reports, as data: per directive construct, annotated loop and spawn site
/// what ran in parallel and why not.
#[derive(Clone, Debug, Default)]
pub struct ExplainReport {
    pub constructs: Vec<crate::team::DirStats>,
    pub loops: Vec<LoopStats>,
    pub spawns: Vec<crate::spawn::SpawnSite>,
    /// Remarks about the run as a whole.
    pub notes: Vec<String>,
}

/// Adds reason `r` to `reasons` unless it is there (the `--explain` reports list each
/// distinct reason once, first seen first).
pub(crate) fn note_reason(reasons: &mut Vec<String>, r: &str) {
    if !reasons.iter().any(|x| x == r) {
        reasons.push(r.to_string());
    }
}

impl LoopStats {
    fn reason(&mut self, r: &str) {
        note_reason(&mut self.reasons, r);
    }

    /// Adds what another machine saw of the same loop.
    pub(crate) fn absorb(&mut self, v: LoopStats) {
        if self.describe.is_empty() {
            self.describe = v.describe;
            self.header = v.header;
        }
        self.entries += v.entries;
        self.parallel += v.parallel;
        self.iterations += v.iterations;
        self.parallel_iterations += v.parallel_iterations;
        if self.pool.is_none() {
            self.pool = v.pool;
        }
        for r in &v.reasons {
            self.reason(r);
        }
    }

    /// One line for `--explain`.
    pub fn render(&self) -> String {
        let mut s = format!("{}: entered {} time(s)", self.describe, self.entries);
        if self.parallel > 0 {
            s += &format!(
                ", {} in parallel ({} iterations: {} on worker threads, then the last of each entry on the calling thread)",
                self.parallel, self.iterations, self.parallel_iterations
            );
        }
        let seq = self.entries - self.parallel;
        if seq > 0 {
            s += &format!(", {seq} sequentially");
            if !self.reasons.is_empty() {
                s += &format!(": {}", self.reasons.join("; "));
            }
        }
        if let Some(p) = &self.pool {
            s += &format!("; runtime: {p}");
        }
        s
    }
}

/// The per-thread state of a worker, kept between regions.
#[derive(Default)]
pub struct WorkerState {
    /// The main machine's shapes and decoded functions, as of its decode count `synced`.
    /// The codes are copies, not shared `Arc`s: workers running the same function would
    /// otherwise bounce its reference count's cache line between cores on every call.
    shapes: Shapes,
    codes: Vec<Option<Arc<Code>>>,
    synced: Option<u64>,
    /// Whether the worker decoded functions itself since: its shapes then differ from the
    /// main machine's, so the main machine's code cannot run on it until the next sync.
    own: bool,
    regs: Vec<u64>,
    frames: Vec<Frame>,
    stack_allocs: Vec<u32>,
    argbuf: Vec<u64>,
    argspan: Vec<(u32, u32, u32)>,
    retbuf: Vec<u64>,
}

impl WorkerState {
    /// Brings the worker's shapes and codes up to the main machine's (which has decoded
    /// `decodes` functions so far): copies the functions decoded since the last sync, or
    /// all of them when the worker decoded some itself (its shape numbers then differ).
    pub(crate) fn sync(&mut self, shapes: &Shapes, codes: &[Option<Arc<Code>>], decodes: u64) {
        // Frames borrow their code from `codes` (see `Machine::run_loop`).
        debug_assert!(self.frames.is_empty());
        if self.synced == Some(decodes) && !self.own {
            return;
        }
        if self.own || self.codes.len() > codes.len() {
            self.codes.clear();
        }
        self.codes.resize(codes.len(), None);
        for (mine, main) in self.codes.iter_mut().zip(codes) {
            if let (None, Some(c)) = (&mine, main) {
                *mine = Some(Arc::new(Code::clone(c)));
            }
        }
        self.shapes = shapes.clone();
        self.synced = Some(decodes);
        self.own = false;
    }
}

/// Chunks of a parallel loop per worker thread.
const CHUNKS_PER_THREAD: u64 = 4;

pub use crate::runtime::WORKER_STACK;

/// A worker's region: stop at the `left`-th [`Op::LoopHead`] of loop `l` in frame `depth`.
#[derive(Copy, Clone, Debug)]
pub(crate) struct RegionCtl {
    pub depth: usize,
    pub l: u32,
    pub left: u64,
}

/// A chunk's job.
struct Job<'j> {
    code: &'j Arc<Code>,
    fidx: u32,
    frame: &'j [u64],
    va: (u64, u32, u32),
    l: u32,
    lo: u64,
    hi: u64,
    first: bool,
    steps: u64,
    /// The addresses of this chunk's copies of [`LoopPlan::privs`].
    privs: &'j [u64],
}

/// A chunk's result.
struct ChunkOut {
    res: R<Vec<u64>>,
    out: Vec<u8>,
    err: Vec<u8>,
    steps: u64,
    allocs: Vec<u32>,
}

/// Value of induction `iv` in iteration `k`, from its start value.
pub(crate) fn iv_value(iv: &IvCode, start: u64, step: u64, k: u64) -> u64 {
    let d = (scalar::sx(step, iv.step_sh) as u64).wrapping_mul(iv.scale as u64);
    let d = if iv.neg { d.wrapping_neg() } else { d };
    scalar::zx(start.wrapping_add(k.wrapping_mul(d)), iv.sh)
}

/// The trip count (header executions) of a loop whose header phis and bound are in `r`, or
/// `None` when the loop does not leave within `limit` iterations. A loop that leaves at the
/// first equality (`icmp eq` leaving when true, `icmp ne` when false) is solved in closed
/// form; other tests are stepped, at most `limit` times.
pub(crate) fn trip_count(plan: &LoopPlan, r: &[u64], limit: u64) -> Option<u64> {
    let t = &plan.test;
    let iv = plan.ivs.get(t.iv as usize)?;
    let (start, step, bound) = (r[iv.phi as usize], r[iv.step as usize], r[t.bound as usize]);
    let d = (scalar::sx(step, iv.step_sh) as u64).wrapping_mul(iv.scale as u64);
    let d = if iv.neg { d.wrapping_neg() } else { d };
    let v0 = scalar::zx(start, iv.sh);
    let at_equality = matches!(
        (t.pred, t.exit_when),
        (IntPredicate::Eq, true) | (IntPredicate::Ne, false)
    );
    // A test at the induction's width or narrower (a truncated counter) is a congruence
    // modulo 2^(the test's width).
    if at_equality && iv.sh <= t.sh {
        return first_equal(
            scalar::zx(v0, t.sh),
            d,
            scalar::zx(bound, t.sh),
            t.sh,
            t.iv_is_next,
        )
        .filter(|&n| n <= limit);
    }
    let mut v = v0;
    for k in 0..limit {
        let x = if t.iv_is_next {
            scalar::zx(v.wrapping_add(d), iv.sh)
        } else {
            v
        };
        let (x, bound) = (scalar::zx(x, t.sh), scalar::zx(bound, t.sh));
        let (a, b) = if t.iv_on_lhs { (x, bound) } else { (bound, x) };
        // The exit test as the loop facts of parir-analysis evaluate it.
        if parir_analysis::induction::icmp(t.pred, a, b, 64 - u32::from(t.sh)) == t.exit_when {
            return Some(k + 1);
        }
        v = scalar::zx(v.wrapping_add(d), iv.sh);
    }
    None
}

/// The number of header executions until `start + (k + next) * d` equals `bound` modulo
/// 2^(64 - sh), counting the one that leaves: the least `k` solving a linear congruence.
fn first_equal(start: u64, d: u64, bound: u64, sh: u8, next: bool) -> Option<u64> {
    let w = 64 - sh as u32;
    let mask = |x: u64| scalar::zx(x, sh);
    let (d, diff) = (mask(d), mask(bound.wrapping_sub(start)));
    let n0 = next as u64;
    if d == 0 {
        return (diff == 0).then_some(1);
    }
    let tz = d.trailing_zeros();
    if diff.trailing_zeros() < tz {
        return None;
    }
    // (k + n0) * (d >> tz) = diff >> tz  (mod 2^m), with d >> tz odd.
    let m = w - tz;
    let odd = d >> tz;
    let mut inv = odd; // Newton's iteration for the inverse modulo 2^64
    for _ in 0..6 {
        inv = inv.wrapping_mul(2u64.wrapping_sub(odd.wrapping_mul(inv)));
    }
    let modm = |x: u64| if m >= 64 { x } else { x & ((1u64 << m) - 1) };
    let j = modm((diff >> tz).wrapping_mul(inv));
    let k = if j >= n0 {
        j - n0
    } else if m >= 64 {
        u64::MAX // 2^64 - 1 iterations before the first equality
    } else {
        (1u64 << m) - 1
    };
    k.checked_add(1)
}

/// The identity of a non-idempotent reduction (parir-analysis's [`RedKind::identity_int`] /
/// [`RedKind::identity_float`], in the register's representation).
fn identity(red: &RedCode) -> u64 {
    match red.op.identity_float() {
        Some(f) => scalar::fput(f, red.fk),
        None => red.op.identity_int(64 - u32::from(red.sh)).unwrap_or(0),
    }
}

/// Allocates `k` chunks' copies of the privatized variables `privs` (whose addresses are in
/// `frame`): `firstprivate` ones copied from the variable, reductions set to the identity.
pub(crate) fn private_copies(
    mem: &mut MemHandle<'_>,
    privs: &[PrivCode],
    frame: &[u64],
    k: u64,
    fname: NameId,
) -> Result<Vec<u64>, crate::memory::MemError> {
    let orig: Vec<u64> = privs.iter().map(|pc| frame[pc.slot as usize]).collect();
    let mut out = Vec::with_capacity(privs.len() * k as usize);
    for _ in 0..k {
        match crate::runtime::make_copies(mem, privs, &orig, fname) {
            Ok(c) => out.extend(c),
            Err(e) => {
                for &q in &out {
                    mem.release(crate::memory::split_ptr(q).0);
                }
                return Err(e);
            }
        }
    }
    Ok(out)
}

/// Leaves the privatized variables `privs` as a sequential run of the chunks' iterations
/// would: the first `done` chunks' copies of a reduction variable combined into it in chunk
/// order; any other variable a copy of the last chunk's copy when all `k` chunks are done
/// (the last iteration run on a worker wrote it last: `lastprivate`).
pub(crate) fn combine_private(
    mem: &crate::memory::Memory,
    privs: &[PrivCode],
    frame: &[u64],
    copies: &[u64],
    done: usize,
) -> Result<(), crate::memory::MemError> {
    let np = privs.len();
    let k = copies.len().checked_div(np).unwrap_or(0);
    let orig: Vec<u64> = privs.iter().map(|pc| frame[pc.slot as usize]).collect();
    let lists: Vec<&[u64]> = (0..done).map(|c| &copies[c * np..(c + 1) * np]).collect();
    // The last chunk's copies, when all chunks are done (it wrote them last).
    let last = (done == k && k > 0).then(|| &copies[(k - 1) * np..k * np]);
    crate::runtime::combine_copies(mem, privs, &orig, &lists, last, true)
}

/// `a op b` for a reduction (parir-analysis's [`RedKind::combine_int`] /
/// [`RedKind::combine_float`]). Narrower floating-point operands are widened to f64: one
/// rounding at the end, as their own arithmetic does for a single + or *.
fn combine(red: &RedCode, a: u64, b: u64) -> u64 {
    if red.op.identity_float().is_some() {
        let x = red
            .op
            .combine_float(scalar::fget(a, red.fk), scalar::fget(b, red.fk));
        scalar::fput(x, red.fk)
    } else {
        red.op.combine_int(a, b, 64 - u32::from(red.sh))
    }
}

impl<'a> Machine<'a> {
    /// [`Op::LoopEnter`]: runs the loop as a parallel region when it may and should, else
    /// lets the interpreter run it; either way the frame continues at the header.
    pub(crate) fn loop_enter(&mut self, code: &Arc<Code>, l: u32, base: usize) -> R<()> {
        let lc = &code.loops[l as usize];
        let depth = self.frames.len();
        let fidx = self.frames.last().map_or(0, |f| f.fidx);
        if let Some(f) = self.frames.last_mut() {
            f.pc = lc.header as usize;
        }
        if let Some(san) = self.par.san.as_deref_mut() {
            san.enter(depth, fidx, l, code);
        }
        if self.par.team.is_some() {
            // In a team: a worksharing loop's share, else the loop runs as any loop.
            if self.par.region.is_none() {
                self.ws_loop_enter(code, l, base)?;
            }
            return Ok(());
        }
        if self.par.region.is_some() || self.cfg.threads <= 1 {
            // Inside a region, or not asked to run in parallel.
            return Ok(());
        }
        let key = (fidx, l);
        let stats = self.par.loop_stats.entry(key).or_default();
        if stats.describe.is_empty() {
            stats.describe = lc.describe.clone();
            stats.header = lc.header;
        }
        stats.entries += 1;
        if self.par.tapir.strand.is_some() {
            stats.reason(
                "entered in a spawned task, where loops run sequentially (a cilk_for's iterations are spawns there)",
            );
            return Ok(());
        }
        let plan = match &lc.plan {
            Ok(p) => p,
            Err(reason) => {
                stats.reason(reason);
                return Ok(());
            }
        };
        let r = &self.regs[base..base + code.nslots as usize];
        // Each iteration costs at least one step: a loop that outlasts the budget runs
        // sequentially (and stops at the step limit).
        let limit = MAX_TRIP.min(self.steps_left);
        let Some(t) = trip_count(plan, r, limit) else {
            stats.reason(&format!(
                "the exit test does not end the loop within {} iterations (2^34, or the step budget)",
                limit
            ));
            return Ok(());
        };
        let threads = self.cfg.threads as u64;
        if t - 1 < threads.max(2) {
            stats.reason(&format!(
                "only {t} iteration(s) at entry, fewer than threads to share them"
            ));
            return Ok(());
        }
        if !matches!(self.mem, MemHandle::Own(_)) {
            return Ok(());
        }
        stats.parallel += 1;
        stats.iterations += t;
        stats.parallel_iterations += t - 1;
        self.run_region(code, l, base, t)
    }

    /// Starts the run's runtime (`--parallel=N`: a pool of N worker threads) unless it
    /// runs.
    pub(crate) fn ensure_workers(&mut self) -> R<()> {
        if self.par.workers.is_none() {
            let rt = crate::runtime::Runtime::new(self.cfg.threads).map_err(RunError::bare)?;
            self.par.workers = Some(Box::new(rt));
        }
        Ok(())
    }

    pub(crate) fn ctx(&self) -> WorkerParts<'a> {
        WorkerParts {
            m: self.m,
            src: self.src,
            dl: self.dl.clone(),
            funcs: self.funcs.clone(),
            func_index: self.func_index.clone(),
            global_ptr: self.global_ptr.clone(),
            fnames: self.fnames.clone(),
            cfg: self.cfg.clone(),
            rand: self.libc.rand.clone(),
            errno_ptr: self.libc.errno_ptr,
            files: self.libc.files,
            locks: self.par.locks.clone(),
            tls: self.par.tls.clone(),
        }
    }

    /// Runs iterations `0..t-1` of loop `l` of the current frame on the workers, then sets
    /// the header phis for iteration `t - 1`.
    fn run_region(&mut self, code: &Arc<Code>, l: u32, base: usize, t: u64) -> R<()> {
        let n = self.cfg.threads;
        let Ok(plan) = &code.loops[l as usize].plan else {
            return Ok(());
        };
        self.ensure_workers()?;
        if let (Some(w), Some(fidx)) = (
            self.par.workers.as_deref(),
            self.frames.last().map(|f| f.fidx),
        ) {
            self.par.loop_stats.entry((fidx, l)).or_default().pool = Some(w.describe());
        }
        if let Some(w) = self.par.workers.as_deref_mut() {
            for st in &mut w.states {
                st.sync(&self.shapes, &self.codes, self.decodes);
            }
        }
        let (fidx, va) = match self.frames.last() {
            Some(f) => (f.fidx, (f.va, f.va_gp, f.va_fp)),
            None => return Ok(()),
        };
        let frame: Vec<u64> = self.regs[base..base + code.nslots as usize].to_vec();
        let iters = t - 1;
        let steps = (self.steps_left / n as u64).max(1);
        let ctx = self.ctx();
        let Some(mut workers) = self.par.workers.take() else {
            return Ok(());
        };
        // More chunks than threads, taken in turn by whichever worker is free: a worker
        // slowed down (another process on its core) then takes fewer of them.
        let k = (n as u64 * CHUNKS_PER_THREAD).min(iters).max(1);
        let mut outs: Vec<Option<ChunkOut>> = (0..k).map(|_| None).collect();
        let chunks: Vec<(u64, u64)> = (0..k)
            .flat_map(|c| crate::runtime::Schedule::Static.shares(iters, k, c))
            .collect();
        // The chunks' copies of the privatized variables, chunk after chunk.
        let np = plan.privs.len();
        let fname = self.fnames[fidx as usize];
        let privs = match &self.mem {
            MemHandle::Own(_) => private_copies(&mut self.mem, &plan.privs, &frame, k, fname),
            MemHandle::Shared(_) => Ok(Vec::new()),
        };
        let privs = match privs {
            Ok(p) => p,
            Err(e) => {
                self.par.workers = Some(workers);
                return Err(self.error(format!("cannot allocate private variables: {}", e.0)));
            }
        };
        {
            let MemHandle::Own(mem) = &mut self.mem else {
                self.par.workers = Some(workers);
                return Ok(());
            };
            let shared = mem.share();
            let crate::runtime::Runtime { pool, states, .. } = &mut *workers;
            let free_states = std::sync::Mutex::new(std::mem::take(states));
            let (ctx, frame, free) = (&ctx, &frame, &free_states);
            let (shapes, codes, decodes) = (&self.shapes, &self.codes, self.decodes);
            pool.scope(|s| {
                for (c, out) in outs.iter_mut().enumerate() {
                    let c = c as u64;
                    let job = Job {
                        code,
                        fidx,
                        frame,
                        va,
                        l,
                        lo: chunks[c as usize].0,
                        hi: chunks[c as usize].1,
                        first: c == 0,
                        steps,
                        privs: &privs[c as usize * np..(c as usize + 1) * np],
                    };
                    s.spawn(move |_| {
                        let take = || free.lock().unwrap_or_else(|e| e.into_inner()).pop();
                        // One state per worker thread: at most that many chunks run at once.
                        let mut st = take().unwrap_or_else(|| {
                            let mut st = WorkerState::default();
                            st.sync(shapes, codes, decodes);
                            st
                        });
                        *out = Some(run_chunk(ctx, shared, &mut st, job));
                        free.lock().unwrap_or_else(|e| e.into_inner()).push(st);
                    });
                }
            });
            *states = free_states.into_inner().unwrap_or_else(|e| e.into_inner());
            mem.unshare();
            // Reductions in memory: the chunks' copies combined into the variable in chunk
            // order, up to the first chunk that stopped; then the copies go.
            let done = outs
                .iter()
                .take_while(|o| o.as_ref().is_some_and(|o| o.res.is_ok()))
                .count();
            let combined = combine_private(mem, &plan.privs, frame, &privs, done);
            for &p in &privs {
                mem.release_mut(crate::memory::split_ptr(p).0);
            }
            if let Err(e) = combined {
                self.par.workers = Some(workers);
                return Err(self.error(format!("cannot combine a reduction: {}", e.0)));
            }
        }
        self.par.workers = Some(workers);
        // Outputs in chunk order, up to the first chunk that stopped.
        let mut stop = None;
        let mut partials: Vec<Vec<u64>> = Vec::new();
        let mut used = 0u64;
        for o in outs.into_iter().flatten() {
            used = used.saturating_add(o.steps);
            self.stack_allocs.extend(o.allocs);
            if stop.is_some() {
                continue;
            }
            // A chunk's output, then its error output, through the main thread's streams.
            self.write_stream(1, &o.out)?;
            if !o.err.is_empty() {
                self.write_stream(2, &o.err)?;
            }
            match o.res {
                Ok(p) => partials.push(p),
                Err(e) => stop = Some(e),
            }
        }
        self.steps_left = self.steps_left.saturating_sub(used);
        if let Some(s) = stop {
            return Err(self.worker_stop(s, "a worker thread of a parallel loop"));
        }
        self.check_step_budget()?;
        // The header phis for the last iteration.
        let r = &mut self.regs[base..base + code.nslots as usize];
        for iv in &plan.ivs {
            r[iv.phi as usize] =
                iv_value(iv, frame[iv.phi as usize], frame[iv.step as usize], iters);
        }
        for (k, red) in plan.reds.iter().enumerate() {
            let mut acc = None;
            for p in &partials {
                let v = p[k];
                acc = Some(match acc {
                    None => v,
                    Some(a) => combine(red, a, v),
                });
            }
            if let Some(a) = acc {
                r[red.phi as usize] = a;
            }
        }
        Ok(())
    }

    /// A stop of another thread, as the main thread reports it: an error gets the main
    /// thread's callers (the other thread's stack ends at the region's frame) and says in
    /// which thread (`what`) it happened.
    pub(crate) fn worker_stop(&self, s: Stop, what: &str) -> Stop {
        match s {
            Stop::Error(mut e) => {
                let k = self.frames.len();
                for i in (0..k.saturating_sub(1)).rev() {
                    let fr = &self.frames[i];
                    e.stack.push(self.location(fr, fr.pc.saturating_sub(1)));
                }
                e.message = format!("{} (in {what})", e.message);
                Stop::Error(e)
            }
            other => other,
        }
    }

    /// The step-limit error when the budget ran out in other threads.
    pub(crate) fn check_step_budget(&self) -> R<()> {
        if self.steps_left == 0 {
            let max = self.cfg.max_steps;
            return Err(self.error(format!(
                "step limit exceeded: {max} instructions executed (--max-steps)"
            )));
        }
        Ok(())
    }

    /// The `--explain` report as data (`parir run --explain --format json`): the directive
    /// constructs, annotated loops and spawn sites met, in the order of [`Machine::explain`].
    pub fn explain_report(&self) -> ExplainReport {
        let mut loops: Vec<(&(u32, u32), &LoopStats)> = self.par.loop_stats.iter().collect();
        loops.sort_by_key(|(k, s)| (k.0, s.header));
        let mut notes = Vec::new();
        if self.par.strands.on && self.cfg.threads > 1 {
            notes.push(
                "reducers (llvm.hyper.lookup): spawns on the pool keep a view per strand; \
                 annotated loops run serially (their iterations would share views)"
                    .to_string(),
            );
        }
        ExplainReport {
            constructs: self.dir_stats_sorted(),
            loops: loops.into_iter().map(|(_, s)| s.clone()).collect(),
            spawns: self.spawn_sites(),
            notes,
        }
    }

    /// The `--explain` report: one line per directive construct creating a team, per
    /// annotated loop entered and per Tapir spawn site reached.
    pub fn explain(&self) -> Vec<String> {
        let mut v: Vec<(&(u32, u32), &LoopStats)> = self.par.loop_stats.iter().collect();
        v.sort_by_key(|(k, s)| (k.0, s.header));
        let mut lines = self.explain_dirs();
        if self.par.strands.on && self.cfg.threads > 1 {
            lines.push(
                "reducers (llvm.hyper.lookup): spawns on the pool keep a view per strand; \
                 annotated loops run serially (their iterations would share views)"
                    .into(),
            );
        }
        lines.extend(v.into_iter().map(|(_, s)| s.render()));
        lines.extend(self.explain_spawns());
        lines
    }
}

use std::io::Write;

/// Runs one chunk on a worker thread.
fn run_chunk(
    ctx: &WorkerParts<'_>,
    mem: SharedMemory<'_>,
    st: &mut WorkerState,
    job: Job<'_>,
) -> ChunkOut {
    let mut out = Vec::new();
    let mut err = Vec::new();
    let state = std::mem::take(st);
    let mut w = Machine::worker(ctx.clone(), mem, state, &mut out, &mut err);
    // A panic (a bug of parir's) stops the loop like an error.
    let res = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| w.chunk(&job)))
        .unwrap_or_else(|p| Err(w.panicked(&*p)));
    // Critical sections left held by a chunk that stopped.
    for h in std::mem::take(&mut w.par.held) {
        w.par.locks.release(&h);
    }
    let res = match (res, w.flush_out()) {
        (Ok(p), Ok(())) => Ok(p),
        (Ok(_), Err(e)) => Err(Stop::Error(RunError::bare(e))),
        (Err(e), _) => Err(e),
    };
    let steps = job.steps - w.steps_left;
    let (state, allocs) = w.into_state();
    *st = state;
    ChunkOut {
        res,
        out,
        err,
        steps,
        allocs,
    }
}

/// The shared parts a machine is built from (read-only while workers run).
#[derive(Clone)]
pub(crate) struct WorkerParts<'a> {
    pub m: &'a Module,
    pub src: &'a str,
    pub dl: Arc<DataLayout>,
    pub funcs: Arc<Vec<FuncEntry>>,
    pub func_index: Arc<HashMap<GlobalId, u32>>,
    pub global_ptr: Arc<HashMap<GlobalId, u64>>,
    pub fnames: Arc<Vec<NameId>>,
    pub cfg: Arc<crate::interp::Config>,
    pub rand: crate::libc::GlibcRand,
    pub errno_ptr: u64,
    pub files: [u64; 3],
    pub locks: Arc<crate::team::CriticalLocks>,
    pub tls: Arc<crate::threadprivate::ThreadLocals>,
}

impl<'a> Machine<'a> {
    /// A worker machine over shared memory.
    pub(crate) fn worker(
        p: WorkerParts<'a>,
        mem: SharedMemory<'a>,
        st: WorkerState,
        out: &'a mut dyn Write,
        err: &'a mut dyn Write,
    ) -> Machine<'a> {
        let mut m = Machine::bare(p, MemHandle::Shared(mem), out, err);
        m.shapes = st.shapes;
        m.codes = st.codes;
        m.sync = (st.synced, st.own);
        m.regs = st.regs;
        m.frames = st.frames;
        m.stack_allocs = st.stack_allocs;
        m.argbuf = st.argbuf;
        m.argspan = st.argspan;
        m.retbuf = st.retbuf;
        m
    }

    /// Back to the per-thread state, and the stack slots allocated in the loop's frame.
    pub(crate) fn into_state(mut self) -> (WorkerState, Vec<u32>) {
        let allocs = std::mem::take(&mut self.stack_allocs);
        self.frames.clear();
        self.regs.clear();
        (
            WorkerState {
                shapes: std::mem::take(&mut self.shapes),
                codes: std::mem::take(&mut self.codes),
                synced: self.sync.0,
                own: self.sync.1 || self.decodes > 0,
                regs: std::mem::take(&mut self.regs),
                frames: std::mem::take(&mut self.frames),
                stack_allocs: Vec::new(),
                argbuf: std::mem::take(&mut self.argbuf),
                argspan: std::mem::take(&mut self.argspan),
                retbuf: std::mem::take(&mut self.retbuf),
            },
            allocs,
        )
    }

    /// Runs iterations `lo..hi` of the job's loop; returns the reductions' partial results.
    fn chunk(&mut self, job: &Job<'_>) -> R<Vec<u64>> {
        let Ok(plan) = &job.code.loops[job.l as usize].plan else {
            return Ok(Vec::new());
        };
        if job.hi == job.lo {
            // An empty chunk contributes nothing: the identities of the reductions (the
            // initial values for idempotent ones).
            return Ok(plan
                .reds
                .iter()
                .map(|red| {
                    if job.first || red.op.is_idempotent() {
                        job.frame[red.phi as usize]
                    } else {
                        identity(red)
                    }
                })
                .collect());
        }
        self.regs.clear();
        self.regs.extend_from_slice(job.frame);
        self.top = job.frame.len();
        for (pc, &addr) in plan.privs.iter().zip(job.privs) {
            self.regs[pc.slot as usize] = addr;
        }
        for iv in &plan.ivs {
            let v = iv_value(
                iv,
                job.frame[iv.phi as usize],
                job.frame[iv.step as usize],
                job.lo,
            );
            self.regs[iv.phi as usize] = v;
        }
        for red in &plan.reds {
            if !job.first && !red.op.is_idempotent() {
                self.regs[red.phi as usize] = identity(red);
            }
        }
        let header = job.code.loops[job.l as usize].header as usize;
        // The worker's own copy of the loop's function (synced before the region), else
        // the main machine's: the frame's code is the machine's `codes` entry.
        self.install_code(job.fidx, job.code);
        self.frames.push(Frame {
            fidx: job.fidx,
            pc: header,
            base: 0,
            ret_d: crate::code::NONE,
            allocas: 0,
            va: job.va.0,
            va_gp: job.va.1,
            va_fp: job.va.2,
        });
        self.par.region = Some(RegionCtl {
            depth: 1,
            l: job.l,
            left: job.hi - job.lo + 1,
        });
        self.par.region_done = false;
        self.steps_left = job.steps;
        self.run(0)?;
        if !self.par.region_done {
            return Err(Stop::Error(RunError::bare(
                "a parallel loop returned from its function before its last iteration",
            )));
        }
        Ok(plan
            .reds
            .iter()
            .map(|red| self.regs[red.phi as usize])
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The stepped answer, for comparison.
    fn stepped(start: u64, d: u64, bound: u64, sh: u8, next: bool, limit: u64) -> Option<u64> {
        let mut v = scalar::zx(start, sh);
        for k in 0..limit {
            let x = if next {
                scalar::zx(v.wrapping_add(d), sh)
            } else {
                v
            };
            if x == scalar::zx(bound, sh) {
                return Some(k + 1);
            }
            v = scalar::zx(v.wrapping_add(d), sh);
        }
        None
    }

    proptest! {
        /// The closed form agrees with stepping whenever stepping finds the exit (narrow
        /// widths make every case reachable), and never claims an exit stepping misses.
        #[test]
        fn first_equal_is_the_stepped_trip_count(
            start in any::<u64>(),
            d in prop_oneof![any::<u64>(), 0u64..8, Just(u64::MAX), Just(4), Just(12)],
            bound in any::<u64>(),
            sh in prop_oneof![Just(56u8), Just(52), Just(48)],
            next in any::<bool>(),
        ) {
            let s = scalar::zx(start, sh);
            let limit = 1u64 << (64 - sh as u32 + 1);
            let want = stepped(s, d, bound, sh, next, limit);
            prop_assert_eq!(first_equal(s, d, scalar::zx(bound, sh), sh, next), want);
        }
    }

    #[test]
    fn first_equal_on_64_bits() {
        // 0, 8, 16, ... reaches 4096 after 512 steps; the next value is tested: 512 trips.
        assert_eq!(first_equal(0, 8, 4096, 0, true), Some(512));
        assert_eq!(first_equal(0, 8, 4096, 0, false), Some(513));
        // Counting down by one from 10 to 0.
        assert_eq!(first_equal(10, u64::MAX, 0, 0, true), Some(10));
        // An odd distance with an even step: never equal.
        assert_eq!(first_equal(0, 2, 5, 0, false), None);
        // Wrapping around: from 2^64 - 3 up by 1 to 2 is 5 steps.
        assert_eq!(first_equal(u64::MAX - 2, 1, 2, 0, false), Some(6));
    }
}
