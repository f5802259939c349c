//! `parir run --parallel[=N]`: Tapir spawns on a work-stealing pool (issue 18, "Running and
//! checking every form"; `llvmpar-extension-mechanism-rfc.txt`, "Tapir using LLVMPar
//! intrinsics").
//!
//! # Model
//!
//! The task points of the claims model ([`parir_annot::claims::spawns`]: Tapir's `detach`,
//! `reattach` and `sync`, and the RFC's spawn, task-end and local-barrier markers) are
//! decoded into [`Op::Detach`], [`Op::Reattach`] and [`Op::Sync`]. Tapir's
//! semantics: at a detach, the task (from the detached block to its reattach) and the
//! continuation may run at once; a sync waits for every task its strand spawned in that sync
//! region; a task syncs its own spawns before it ends, and a function before it returns.
//!
//! - **Strands.** A task that runs in parallel is a *strand*: a [`Machine`] of its own
//!   (registers, frames, decoded code: [`crate::parallel::WorkerState`]s kept in a pool) over
//!   the shared memory, with a copy of the spawning frame, as a team thread has; it starts at
//!   the task's first block and ends at the `reattach` in that frame. The spawning strand
//!   goes on with the continuation in its own frame.
//! - **The pool.** Strands run on the `--parallel=N` workers of the run's pool
//!   (`crate::runtime`, the one parallel loops and teams use). rayon's `in_place_scope` gives Tapir's structure:
//!   at a spawn, the task becomes a job of a scope and the continuation runs inside that
//!   scope on the spawning thread, until it reaches the sync of the region (or the end of
//!   its task, or a return); the scope's end is the join, where the thread runs the job
//!   itself unless another thread stole it, and otherwise steals other work while it waits.
//!   A later spawn in the same region and frame becomes a job of the same scope (a loop of
//!   spawns opens one scope); a spawn in another region opens a scope inside it. A sync
//!   returns to the scopes of its region at its frame, which end and join their jobs (the
//!   last spawned first), and then runs again.
//! - **Grain.** A spawn becomes a job only when the spawning thread's rayon queue is empty
//!   (rayon's own test for lazy splitting, `current_thread_has_pending_tasks`):
//!   while a job of that thread waits to be stolen, further spawns run inline, as the serial
//!   elision (task first, then continuation, in the same frame), at the cost of a marker on
//!   a stack. A thread that is busy thus creates at most one job at a time, and an idle
//!   thread that steals it takes the oldest, largest piece. Scopes nested more than
//!   [`NEST_CAP`] deep on one thread also run their spawns inline (the pool's threads have
//!   [`crate::parallel::WORKER_STACK`] bytes of stack).
//! - **From the main machine.** The main machine owns the memory and is not on the pool: at
//!   a spawn it hands its current frame to a *root strand* on the pool (`install`) and waits.
//!   The root strand runs from the spawn until the order is settled again (a sync, a task
//!   end or a return in that frame, with every job joined), then the main machine takes the
//!   frame back (registers, pc, stack slots) and goes on alone. A spawn site whose root
//!   strands ran fewer than [`GRAIN_STEPS`] steps [`GRAIN_TRIES`] times in a row runs inline
//!   on the main machine, trying the pool again every [`REPROBE`]th time.
//! - **Order of output.** A strand's output goes to its own buffers. At a join, the task's
//!   buffers are inserted where the spawn happened, before the continuation's, which is
//!   the serial elision's order; the main machine writes the root strand's buffers out
//!   when it takes its frame back.
//! - **Stops.** A runtime error or `exit` in a strand is reported as the serial run reports
//!   the first one: at each join, a task's stop comes before anything its continuation did
//!   (whose output is dropped), and the error's call stack goes on with the spawner's
//!   callers. When a strand stops, every strand after it in the serial order is asked to
//!   stop (the continuations of its ancestors and the tasks they spawned later): each strand
//!   polls its flag whenever it takes a new slice of [`SLICE`] steps from the run's step
//!   budget. Strands before it run on, since one of them may stop first in the serial order.
//!   The step limit (`--max-steps`) is that one budget: the strand that finds it spent
//!   reports it, so its location is that strand's, not necessarily the serial run's.
//!   Stack slots a task allocates in its first frame belong to the spawning frame (they live
//!   until it returns).
//! - **Not in parallel.** Spawns inside the worker of a parallel loop, a team thread, or
//!   under `parir sanitize` (SP-bags needs the serial run) run inline; annotated loops
//!   entered in a strand run sequentially (a `cilk_for`'s iterations are then spawns). The
//!   task points of a sync region that its function never syncs are decoded as their
//!   serial elision: such a task is joined by something Tapir does not say (the end of the
//!   directive region around a loop of spawn markers without a local-barrier marker).
//!
//! Limitations, as for parallel loops: a strand's `rand` draws from a copy of its spawner's
//! generator (the spawner takes the task's state back when its continuation drew nothing),
//! reading standard input in a strand sees end of file, and program output is complete
//! rather than cut where `abort` would cut glibc's buffer.

use crate::code::{Code, Op, NONE};
use crate::interp::{Frame, Machine, RunError, Stop};
use crate::libc::GlibcRand;
use crate::memory::{MemHandle, SharedMemory};
use crate::parallel::{LoopStats, WorkerParts, WorkerState};
use std::cell::Cell;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, Weak};

type R<T> = Result<T, Stop>;

/// Scopes one thread may nest (each holds a continuation's interpreter loop on the stack).
pub const NEST_CAP: u32 = 64;

/// Steps a strand takes from the run's budget at a time; it polls its stop flag each time.
pub const SLICE: u64 = 1 << 16;

/// A root strand shorter than this many steps is too small to pay for the pool...
pub const GRAIN_STEPS: u64 = 50_000;
/// ... this many times in a row: the spawn site then runs inline on the main machine ...
pub const GRAIN_TRIES: u32 = 3;
/// ... except every this many times, to see whether it grew.
pub const REPROBE: u64 = 64;

/// The message of a strand stopped because an earlier one stopped (never reported: the
/// earlier stop is).
const CANCELLED: &str = "stopped: an earlier strand in the serial order stopped";

thread_local! {
    /// Scopes open on this thread.
    static NEST: Cell<u32> = const { Cell::new(0) };
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

fn cancelled() -> Stop {
    Stop::Error(RunError::bare(CANCELLED))
}

fn is_cancelled(s: &Stop) -> bool {
    matches!(s, Stop::Error(e) if e.message == CANCELLED)
}

/// Why a spawn ran inline (`--explain`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Inline {
    /// The spawning thread's queue held a job already.
    Busy = 0,
    /// Too many scopes nested on the thread.
    Deep = 1,
    /// In a parallel loop's worker or a team thread.
    Worker = 2,
    /// The site's pool runs were too small.
    Grain = 3,
}

const INLINE_REASONS: [&str; 4] = [
    "the spawning thread's queue held a task already (lazy splitting)",
    "spawns nested too deeply on one thread",
    "in a parallel loop's worker or a team thread",
    "the spawn's earlier runs on the pool were too small to pay for it",
];

/// One spawn site of `--explain`: where, what happened, and the pool it ran on.
#[derive(Clone, Debug)]
pub struct SpawnSite {
    pub describe: String,
    pub stats: SpawnStats,
    pub pool: Option<String>,
}

/// The reasons a spawn ran inline, in the order of [`SpawnStats::inline`].
pub const SPAWN_INLINE_REASONS: [&str; 4] = INLINE_REASONS;

/// What happened at one spawn site (`--explain`).
#[derive(Clone, Debug, Default)]
pub struct SpawnStats {
    /// Spawns run as jobs of the pool.
    pub pool: u64,
    /// Spawns run inline, by reason.
    pub inline: [u64; 4],
}

impl SpawnStats {
    fn add(&mut self, o: &SpawnStats) {
        self.pool += o.pool;
        for (a, b) in self.inline.iter_mut().zip(o.inline) {
            *a += b;
        }
    }

    /// One line for `--explain`.
    pub fn render(&self, describe: &str) -> String {
        let inline: u64 = self.inline.iter().sum();
        let mut s = format!(
            "{describe}: {} time(s), {} on the pool, {inline} inline",
            self.pool + inline,
            self.pool
        );
        let why: Vec<String> = self
            .inline
            .iter()
            .zip(INLINE_REASONS)
            .filter(|(n, _)| **n > 0)
            .map(|(n, r)| format!("{n}: {r}"))
            .collect();
        if !why.is_empty() {
            s += &format!(" ({})", why.join("; "));
        }
        s
    }
}

/// Per spawn site of the main machine: how its recent root strands went.
#[derive(Clone, Debug, Default)]
struct Grain {
    small: u32,
    skipped: u64,
}

/// A task this machine runs inline: its frame count, and how many jobs were not joined
/// when it started (those spawned since are joined at its end).
#[derive(Copy, Clone, Debug)]
pub(crate) struct InlineTask {
    depth: usize,
    pending: usize,
}

/// A scope open on this machine: its region and frame, and the scope (see
/// [`Machine::pool_spawn`]).
pub(crate) struct OpenScope<'a> {
    depth: usize,
    region: u32,
    scope: *const rayon::Scope<'a>,
}

/// A task spawned as a job and not joined yet.
pub(crate) struct Pending {
    depth: usize,
    region: u32,
    kid: Arc<Strand>,
    /// Where the task's output, error output and `atexit` handlers go in the spawner's.
    out: usize,
    err: usize,
    atexit: usize,
    /// The spawner's generator when the task started with a copy of it.
    rand: GlibcRand,
    /// The frame the task started with.
    init: Vec<u64>,
    /// Where the task's reducer views go among its sync region's strands.
    views: Option<(usize, usize)>,
}

/// A strand of the spawn tree: what others need to stop it and to collect its result.
pub(crate) struct Strand {
    /// Set when the strand must stop: an earlier strand in the serial order stopped.
    cancel: AtomicBool,
    /// The spawning strand, and this task's number among its kids (none: the root).
    parent: Option<(Weak<Strand>, u64)>,
    kids: Mutex<Kids>,
    result: Mutex<Option<StrandOut>>,
}

#[derive(Default)]
struct Kids {
    next: u64,
    /// Kids spawned and not joined, in spawn order.
    list: Vec<(u64, Arc<Strand>)>,
}

impl Strand {
    fn new(parent: Option<(Weak<Strand>, u64)>) -> Strand {
        Strand {
            cancel: AtomicBool::new(false),
            parent,
            kids: Mutex::default(),
            result: Mutex::default(),
        }
    }
}

/// Stops strand `s` and all it spawned.
fn cancel_subtree(s: &Strand) {
    s.cancel.store(true, Ordering::Release);
    for (_, k) in &lock(&s.kids).list {
        cancel_subtree(k);
    }
}

/// Strand `s` stopped (an error or `exit`): every strand after it in the serial order
/// stops — its ancestors' continuations, and the tasks they spawned after it.
fn stop_after(s: &Arc<Strand>) {
    let mut cur = s.clone();
    while let Some((w, seq)) = cur.parent.clone() {
        let Some(p) = w.upgrade() else { break };
        p.cancel.store(true, Ordering::Release);
        for (q, k) in &lock(&p.kids).list {
            if *q > seq {
                cancel_subtree(k);
            }
        }
        cur = p;
    }
}

/// What all strands of one root share: the parts machines are built from, the memory, the
/// decoded code to start machines with, and the step budget.
pub(crate) struct Shared<'a> {
    pool: &'a rayon::ThreadPool,
    parts: WorkerParts<'a>,
    mem: SharedMemory<'a>,
    shapes: &'a crate::decode::Shapes,
    codes: &'a [Option<Arc<Code>>],
    decodes: u64,
    states: Mutex<Vec<WorkerState>>,
    budget: AtomicU64,
}

impl Shared<'_> {
    fn take_state(&self) -> WorkerState {
        lock(&self.states).pop().unwrap_or_else(|| {
            let mut st = WorkerState::default();
            st.sync(self.shapes, self.codes, self.decodes);
            st
        })
    }
}

/// A strand machine's part in the tree.
pub(crate) struct StrandCtx<'a> {
    me: Arc<Strand>,
    shared: &'a Shared<'a>,
    /// The root strand (the main machine's frame on the pool), else a task.
    root: bool,
    /// Reached the point where it ends (a task's reattach; for the root, a settled order).
    done: bool,
    /// Program output and error output, in the serial elision's order.
    pub(crate) out: Vec<u8>,
    pub(crate) err: Vec<u8>,
}

/// The Tapir state of a machine.
#[derive(Default)]
pub(crate) struct Tapir<'a> {
    /// Jobs spawned and not joined, innermost scope last.
    pending: Vec<Pending>,
    /// The scopes whose continuations run on this machine, innermost last.
    scopes: Vec<OpenScope<'a>>,
    /// Tasks run inline, innermost last.
    inline: Vec<InlineTask>,
    /// Set by an op that makes the innermost `run` return (a join is due, or the strand
    /// ended); cleared by whoever called that `run`.
    pub(crate) leave: bool,
    pub(crate) strand: Option<StrandCtx<'a>>,
    /// Per function and spawn site ([`Code::spawns`]).
    sites: Vec<Vec<SpawnStats>>,
    /// Main machine: per (function, site).
    grain: HashMap<(u32, u32), Grain>,
    /// Main machine: the strands' states, kept between root strands.
    states: Vec<WorkerState>,
    predecoded: bool,
}

impl Tapir<'_> {
    /// Whether a `ret` must look at the Tapir state first (a join is due, or a strand's
    /// first frame returns).
    #[inline(always)]
    pub(crate) fn at_ret(&self) -> bool {
        !self.pending.is_empty() || self.strand.is_some()
    }

    /// The dispatch loop's test at a spawn at `site` (function, [`Code::spawns`] index) in
    /// frame `depth`: true when the task runs inline (`worker`: in a parallel loop's worker
    /// or a team thread; else a strand whose thread has a job queued, or too many scopes).
    /// The main machine's spawns are decided by [`Machine::tapir_op`].
    #[inline]
    pub(crate) fn run_inline(
        &mut self,
        worker: bool,
        site: (u32, u32),
        depth: usize,
        region: u32,
    ) -> bool {
        let why = if worker {
            Inline::Worker
        } else {
            let Some(sc) = &self.strand else {
                return false;
            };
            let joins_open = self
                .scopes
                .last()
                .is_some_and(|o| o.depth == depth && o.region == region);
            if NEST.with(Cell::get) >= NEST_CAP && !joins_open {
                Inline::Deep
            } else if sc.shared.pool.current_thread_has_pending_tasks() == Some(false) {
                return false;
            } else {
                Inline::Busy
            }
        };
        self.note_spawn(site, Some(why));
        self.inline.push(InlineTask {
            depth,
            pending: self.pending.len(),
        });
        true
    }

    /// The dispatch loop's test at a task end in frame `depth`: true when it ends the task
    /// run inline on top, which spawned no job still to join.
    #[inline]
    pub(crate) fn end_inline(&mut self, depth: usize) -> bool {
        match self.inline.last() {
            Some(m) if m.depth == depth && self.pending.len() <= m.pending => {
                self.inline.pop();
                true
            }
            _ => false,
        }
    }

    /// Frames above `depth` were unwound by a C++ exception ([`crate::libc::cxx`]): the
    /// tasks they ran inline ended with them.
    pub(crate) fn unwound_to(&mut self, depth: usize) {
        while self.inline.last().is_some_and(|m| m.depth > depth) {
            self.inline.pop();
        }
    }

    /// Whether this machine has jobs to join that the frame at `depth` spawned.
    pub(crate) fn pending_at(&self, depth: usize) -> bool {
        self.pending.iter().any(|p| p.depth == depth)
    }

    /// The dispatch loop's test at a sync in frame `depth`: true when the frame has no job
    /// to join and the machine is not a root strand at its first frame (which ends there).
    #[inline]
    pub(crate) fn nothing_to_join(&self, depth: usize) -> bool {
        if depth == 1 {
            return self.pending.is_empty() && self.strand.as_ref().is_none_or(|s| !s.root);
        }
        // Jobs are pushed in the order of their frames' depths (a frame joins its jobs
        // before it returns), so this frame's are the last ones: a strand whose job of an
        // outer frame waits to be stolen syncs here without leaving the dispatch loop.
        self.pending.last().is_none_or(|p| p.depth < depth)
    }

    /// Counts a spawn of `site` (every spawn of a strand: kept out of line only when the
    /// site is new).
    #[inline(always)]
    fn note_spawn(&mut self, (f, s): (u32, u32), why: Option<Inline>) {
        let st = match self
            .sites
            .get_mut(f as usize)
            .and_then(|v| v.get_mut(s as usize))
        {
            Some(st) => st,
            None => self.new_site(f as usize, s as usize),
        };
        match why {
            Some(w) => st.inline[w as usize] += 1,
            None => st.pool += 1,
        }
    }

    #[cold]
    #[inline(never)]
    fn new_site(&mut self, f: usize, s: usize) -> &mut SpawnStats {
        if self.sites.len() <= f {
            self.sites.resize_with(f + 1, Vec::new);
        }
        let v = &mut self.sites[f];
        if v.len() <= s {
            v.resize_with(s + 1, SpawnStats::default);
        }
        &mut v[s]
    }
}

/// What the dispatch loop does after a Tapir op.
pub(crate) enum Flow {
    /// Go on at this op in the same frame.
    Go(usize),
    /// Reload the frame (it may have returned).
    Frames,
    /// Return from this `run` ([`Tapir::leave`]).
    Leave,
}

/// What a strand leaves when it ends.
pub(crate) struct StrandOut {
    res: R<()>,
    out: Vec<u8>,
    err: Vec<u8>,
    allocs: Vec<u32>,
    atexit: Vec<u64>,
    rand: Option<GlibcRand>,
    sites: Vec<Vec<SpawnStats>>,
    loop_stats: HashMap<(u32, u32), LoopStats>,
    dir_stats: HashMap<(u32, u32), crate::team::DirStats>,
    /// Its first frame's registers as it left them; the root's pc there, and the tasks it
    /// runs inline there.
    frame: Vec<u64>,
    pc: usize,
    inline: Vec<InlineTask>,
    /// Its reducer views and sync regions not synced yet ([`crate::reducers`]).
    strands: Option<(crate::reducers::Views, Vec<crate::reducers::Open>)>,
}

impl StrandOut {
    fn stopped(res: R<()>) -> StrandOut {
        StrandOut {
            res,
            out: Vec::new(),
            err: Vec::new(),
            allocs: Vec::new(),
            atexit: Vec::new(),
            rand: None,
            sites: Vec::new(),
            loop_stats: HashMap::new(),
            dir_stats: HashMap::new(),
            frame: Vec::new(),
            pc: 0,
            inline: Vec::new(),
            strands: None,
        }
    }
}

/// Where a strand starts: a copy of a frame of function `fidx`, at op `at`; a task first
/// takes the detach's edge into its block (`t`, `te`) with the marker slot `d` set to 1.
struct Start {
    code: Arc<Code>,
    fidx: u32,
    frame: Vec<u64>,
    va: (u64, u32, u32),
    at: usize,
    task: Option<(u32, u32, u32)>,
    rand: GlibcRand,
    /// The reducer views it goes on with (when the module uses reducers).
    views: Option<crate::reducers::Views>,
}

fn splice<T>(v: &mut Vec<T>, at: usize, src: Vec<T>) {
    let at = at.min(v.len());
    let tail = v.split_off(at);
    v.extend(src);
    v.extend(tail);
}

/// Runs a task on the pool thread that took its job.
fn run_task(sh: &Shared<'_>, kid: Arc<Strand>, start: Start) {
    let out = if kid.cancel.load(Ordering::Acquire) {
        StrandOut::stopped(Err(cancelled()))
    } else {
        run_strand_machine(sh, kid.clone(), false, start)
    };
    if matches!(&out.res, Err(s) if !is_cancelled(s)) {
        stop_after(&kid);
    }
    *lock(&kid.result) = Some(out);
}

/// Builds a strand machine on this thread, runs it from `start` and collects what it left.
fn run_strand_machine(sh: &Shared<'_>, me: Arc<Strand>, root: bool, mut start: Start) -> StrandOut {
    let views = start.views.take();
    let body = std::panic::AssertUnwindSafe(|| {
        let (mut o, mut e) = (std::io::sink(), std::io::sink());
        let st = sh.take_state();
        let mut w = Machine::worker(sh.parts.clone(), sh.mem, st, &mut o, &mut e);
        w.par.tapir.strand = Some(StrandCtx {
            me,
            shared: sh,
            root,
            done: false,
            out: Vec::new(),
            err: Vec::new(),
        });
        w.steps_left = 0;
        w.libc.rand = start.rand.clone();
        if let Some(v) = views {
            w.par.strands.start(v);
        }
        let res = w.start_strand(&start).and_then(|()| w.run_strand());
        w.strand_out(sh, res, &start)
    });
    std::panic::catch_unwind(body).unwrap_or_else(|_| {
        // The locks the strand held are never released: no thread waits for one any more.
        sh.parts.locks.poison();
        StrandOut::stopped(Err(Stop::Error(RunError::bare(
            "internal error: a strand of a parallel run panicked",
        ))))
    })
}

impl<'a> Machine<'a> {
    /// Sets up a strand's first frame as `start` says.
    fn start_strand(&mut self, start: &Start) -> R<()> {
        self.regs.clear();
        self.regs.extend_from_slice(&start.frame);
        self.top = start.frame.len();
        self.install_code(start.fidx, &start.code);
        self.frames.push(Frame {
            fidx: start.fidx,
            pc: start.at,
            base: 0,
            ret_d: NONE,
            allocas: 0,
            va: start.va.0,
            va_gp: start.va.1,
            va_fp: start.va.2,
        });
        if let Some((t, te, d)) = start.task {
            let pc = self.advance(&start.code, start.at, d, 1, t, te);
            if let Some(fr) = self.frames.last_mut() {
                fr.pc = pc;
            }
        }
        Ok(())
    }

    /// What a strand machine leaves: its result, buffers, stack slots, statistics, and its
    /// state back to the pool.
    fn strand_out(mut self, sh: &Shared<'_>, res: R<()>, start: &Start) -> StrandOut {
        let done = self.par.tapir.strand.as_ref().is_some_and(|s| s.done);
        let res = match res {
            Ok(()) if !done => Err(Stop::Error(RunError::bare(
                "a spawned task left its function without reaching its reattach",
            ))),
            r => r,
        };
        // A task syncs its own spawns before it ends (a root strand's syncs are its main
        // machine's).
        let root = self.par.tapir.strand.as_ref().is_some_and(|s| s.root);
        let res = match res {
            Ok(()) if !root => self.reducer_return(1),
            r => r,
        };
        let strands = self.par.strands.on.then(|| self.par.strands.leave());
        let flushed = self.flush_out();
        sh.budget.fetch_add(self.steps_left, Ordering::Relaxed);
        self.steps_left = 0;
        let res = match (res, flushed) {
            (Ok(()), Err(e)) => Err(Stop::Error(RunError::bare(e))),
            (r, _) => r,
        };
        let (frame, pc) = match self.frames.first() {
            Some(f) => (
                self.regs[..start.frame.len().min(self.regs.len())].to_vec(),
                f.pc,
            ),
            None => (Vec::new(), 0),
        };
        let sc = self.par.tapir.strand.take();
        let (out, err) = sc.map(|s| (s.out, s.err)).unwrap_or_default();
        let inline = std::mem::take(&mut self.par.tapir.inline);
        let sites = std::mem::take(&mut self.par.tapir.sites);
        let loop_stats = std::mem::take(&mut self.par.loop_stats);
        let dir_stats = std::mem::take(&mut self.par.dir_stats);
        let atexit = std::mem::take(&mut self.libc.atexit);
        let rand = Some(self.libc.rand.clone());
        for h in std::mem::take(&mut self.par.held) {
            self.par.locks.release(&h);
        }
        let (state, allocs) = self.into_state();
        lock(&sh.states).push(state);
        StrandOut {
            res,
            out,
            err,
            allocs,
            atexit,
            rand,
            sites,
            loop_stats,
            dir_stats,
            frame,
            pc,
            inline,
            strands,
        }
    }

    /// Goes on at `t` after edge `e` in the current frame ([`NONE`]: the op after `at`),
    /// with the marker slot `d` set to `v`; returns the pc.
    fn advance(&mut self, code: &Code, at: usize, d: u32, v: u64, t: u32, e: u32) -> usize {
        let base = self.frames.last().map_or(0, |f| f.base);
        let r = &mut self.regs[base..base + code.nslots as usize];
        if d != NONE {
            r[d as usize] = v;
        }
        if t == NONE {
            return at + 1;
        }
        if e != NONE {
            crate::interp::edge_copies(code, e, r);
        }
        t as usize
    }

    /// Makes the innermost `run` return, the frame at op `at` (run again after the join).
    fn leave_at(&mut self, at: usize) -> Flow {
        if let Some(f) = self.frames.last_mut() {
            f.pc = at;
        }
        self.par.tapir.leave = true;
        Flow::Leave
    }

    /// [`Op::Detach`], [`Op::Reattach`] or [`Op::Sync`] at `at` (the frame's pc is the op
    /// after it).
    pub(crate) fn tapir_op(&mut self, code: &Code, at: usize) -> R<Flow> {
        match code.ops[at] {
            Op::Detach {
                region,
                d,
                t,
                te,
                c,
                ce,
                site,
            } => self.detach(code, at, region, d, (t, te), (c, ce), site),
            Op::Reattach { d, t, e, .. } => Ok(self.reattach(code, at, d, t, e)),
            Op::Sync { region, d, t, e } => self.sync_op(code, at, region, d, t, e),
            _ => Ok(Flow::Go(at + 1)),
        }
    }

    /// Why a spawn at site `site` of function `fidx` runs inline, if it does (after
    /// [`Tapir::run_inline`] said the pool may take it).
    fn inline_reason(&mut self, fidx: u32, site: u32) -> Option<Inline> {
        if self.par.tapir.strand.is_some() {
            return None;
        }
        if self.cfg.threads <= 1 || !matches!(self.mem, MemHandle::Own(_)) {
            return Some(Inline::Worker);
        }
        let g = self.par.tapir.grain.entry((fidx, site)).or_default();
        if g.small >= GRAIN_TRIES {
            g.skipped += 1;
            if g.skipped < REPROBE {
                return Some(Inline::Grain);
            }
            g.skipped = 0;
        }
        None
    }

    #[allow(clippy::too_many_arguments)]
    fn detach(
        &mut self,
        code: &Code,
        at: usize,
        region: u32,
        d: u32,
        task: (u32, u32),
        cont: (u32, u32),
        site: u32,
    ) -> R<Flow> {
        let depth = self.frames.len();
        let fidx = self.frames.last().map_or(0, |f| f.fidx);
        let why = self.inline_reason(fidx, site);
        // The root strand runs this spawn again, and counts it.
        if why.is_some() || self.par.tapir.strand.is_some() {
            self.par.tapir.note_spawn((fidx, site), why);
        }
        if why.is_some() {
            // The serial elision: the task now, in this frame, then the continuation.
            self.par.tapir.inline.push(InlineTask {
                depth,
                pending: self.par.tapir.pending.len(),
            });
            return Ok(Flow::Go(self.advance(code, at, d, 1, task.0, task.1)));
        }
        if self.par.tapir.strand.is_some() {
            self.pool_spawn(code, at, region, d, task, cont)?;
        } else {
            self.root_strand(code, at, fidx, site)?;
        }
        Ok(Flow::Frames)
    }

    /// [`Op::Reattach`]: the end of a task run inline (after joining what it spawned), or
    /// of this strand's task.
    fn reattach(&mut self, code: &Code, at: usize, d: u32, t: u32, e: u32) -> Flow {
        let depth = self.frames.len();
        // Tasks of frames that returned without their reattach (not valid Tapir).
        while self
            .par
            .tapir
            .inline
            .last()
            .is_some_and(|m| m.depth > depth)
        {
            self.par.tapir.inline.pop();
        }
        if let Some(m) = self.par.tapir.inline.last().copied() {
            if m.depth == depth {
                if self.par.tapir.pending.len() > m.pending {
                    return self.leave_at(at);
                }
                self.par.tapir.inline.pop();
                return Flow::Go(self.advance(code, at, d, 1, t, e));
            }
        }
        if depth == 1 {
            if !self.par.tapir.pending.is_empty() {
                return self.leave_at(at);
            }
            if let Some(sc) = self.par.tapir.strand.as_mut() {
                // A task's end; for the root, the end of a task its spawner runs inline.
                sc.done = true;
                return self.leave_at(at);
            }
        }
        Flow::Go(self.advance(code, at, d, 1, t, e))
    }

    /// [`Op::Sync`]: waits for the jobs this strand spawned in `region` from this frame (by
    /// returning to the scopes, which join them, and running the sync again).
    fn sync_op(&mut self, code: &Code, at: usize, region: u32, d: u32, t: u32, e: u32) -> R<Flow> {
        let depth = self.frames.len();
        let p = &self.par.tapir.pending;
        if p.iter().any(|p| p.depth == depth && p.region == region) {
            return Ok(self.leave_at(at));
        }
        if depth == 1 && p.is_empty() {
            if let Some(sc) = self.par.tapir.strand.as_mut().filter(|s| s.root) {
                sc.done = true;
                return Ok(self.leave_at(at));
            }
        }
        // The region's strands are joined: their reducer views are reduced.
        self.reducer_sync(depth, region)?;
        Ok(Flow::Go(self.advance(code, at, d, 1, t, e)))
    }

    /// A `ret` at `at` in frame `depth` (when [`Tapir::at_ret`]): true when the run must
    /// return first (the frame's jobs are joined before it returns; a strand's first frame
    /// returns in its spawner).
    pub(crate) fn tapir_ret(&mut self, at: usize, depth: usize) -> R<bool> {
        if self
            .par
            .tapir
            .pending
            .last()
            .is_some_and(|p| p.depth == depth)
        {
            self.leave_at(at);
            return Ok(true);
        }
        if depth == 1 {
            if let Some(sc) = self.par.tapir.strand.as_mut() {
                if !sc.root {
                    return Err(RunError::bare(
                        "a spawned task returned from its function before its reattach",
                    )
                    .into());
                }
                sc.done = true;
                self.leave_at(at);
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// A strand out of steps: polls its stop flag and takes another slice of the run's
    /// budget. Ok(false) when the budget is spent (or neither a strand nor a team's
    /// thread, which does the same with its own budget: [`Machine::member_refill`]).
    #[cold]
    pub(crate) fn refill_steps(&mut self) -> R<bool> {
        let Some(sc) = &self.par.tapir.strand else {
            return self.member_refill();
        };
        if sc.me.cancel.load(Ordering::Acquire) {
            return Err(cancelled());
        }
        let b = &sc.shared.budget;
        let got = match b.fetch_update(Ordering::Relaxed, Ordering::Relaxed, |x| {
            Some(x.saturating_sub(SLICE))
        }) {
            Ok(old) | Err(old) => old.min(SLICE),
        };
        self.steps_left = got;
        Ok(got > 0)
    }

    /// A spawn in a strand: the task becomes a job of a scope, the continuation runs in
    /// it until the join is due, then the scope's end joins the task.
    fn pool_spawn(
        &mut self,
        code: &Code,
        at: usize,
        region: u32,
        d: u32,
        task: (u32, u32),
        cont: (u32, u32),
    ) -> R<()> {
        let depth = self.frames.len();
        let Some(fr) = self.frames.last() else {
            return Ok(());
        };
        let (fidx, base, va) = (fr.fidx, fr.base, (fr.va, fr.va_gp, fr.va_fp));
        let Some(Some(fcode)) = self.codes.get(fidx as usize).cloned() else {
            return Ok(());
        };
        let Some(sc) = self.par.tapir.strand.as_ref() else {
            return Ok(());
        };
        let sh: &'a Shared<'a> = sc.shared;
        let (out, err) = (sc.out.len(), sc.err.len());
        let me = sc.me.clone();
        let kid = {
            let mut kids = lock(&me.kids);
            if me.cancel.load(Ordering::Acquire) {
                return Err(cancelled());
            }
            let seq = kids.next;
            kids.next += 1;
            let kid = Arc::new(Strand::new(Some((Arc::downgrade(&me), seq))));
            kids.list.push((seq, kid.clone()));
            kid
        };
        // A stolen spawn: the task goes on with this strand's reducer views, the
        // continuation starts with none.
        let stolen = self.par.strands.steal(depth, region);
        let (slot, views) = match stolen {
            Some((slot, views)) => (Some(slot), Some(views)),
            None => (None, None),
        };
        let start = Start {
            code: fcode,
            fidx,
            frame: self.regs[base..base + code.nslots as usize].to_vec(),
            va,
            at,
            task: Some((task.0, task.1, d)),
            rand: self.libc.rand.clone(),
            views,
        };
        // The continuation goes on in this frame.
        let pc = self.advance(code, at, d, 0, cont.0, cont.1);
        if let Some(f) = self.frames.last_mut() {
            f.pc = pc;
        }
        let first = self.par.tapir.pending.len();
        self.par.tapir.pending.push(Pending {
            depth,
            region,
            kid: kid.clone(),
            out,
            err,
            atexit: self.libc.atexit.len(),
            rand: self.libc.rand.clone(),
            init: start.frame.clone(),
            views: slot,
        });
        // A later spawn of the same region and frame joins the innermost scope, if it is
        // that region's: a loop of spawns opens one scope.
        if let Some(open) = self.par.tapir.scopes.last() {
            if open.depth == depth && open.region == region {
                // SAFETY: `scopes` holds a scope only while the closure of its
                // `in_place_scope` below runs `run_nested`, on this thread, and this spawn
                // happens inside that run (the scope is the innermost one open). The
                // scope outlives the job: it waits for its jobs before it ends.
                let scope: &rayon::Scope<'a> = unsafe { &*open.scope };
                scope.spawn(move |_| run_task(sh, kid, start));
                return Ok(());
            }
        }
        NEST.with(|n| n.set(n.get() + 1));
        let cont_res = rayon::in_place_scope(|s: &rayon::Scope<'a>| {
            s.spawn(move |_| run_task(sh, kid, start));
            self.par.tapir.scopes.push(OpenScope {
                depth,
                region,
                scope: s,
            });
            let r = self.run_nested(depth - 1);
            self.par.tapir.scopes.pop();
            self.par.tapir.leave = false;
            r
        });
        NEST.with(|n| n.set(n.get().saturating_sub(1)));
        // The scope's jobs, the last spawned first.
        let mut res = cont_res;
        while self.par.tapir.pending.len() > first {
            res = self.join(res, depth);
        }
        res
    }

    /// The end of the innermost scope: the task's result, output and stack slots join the
    /// spawner's.
    fn join(&mut self, cont: R<()>, depth: usize) -> R<()> {
        let Some(p) = self.par.tapir.pending.pop() else {
            return cont;
        };
        let out = lock(&p.kid.result).take().unwrap_or_else(|| {
            StrandOut::stopped(Err(Stop::Error(RunError::bare(
                "internal error: a spawned task left no result",
            ))))
        });
        if let Some(sc) = &self.par.tapir.strand {
            let mut kids = lock(&sc.me.kids);
            if let Some(k) = kids.list.iter().rposition(|(_, k)| Arc::ptr_eq(k, &p.kid)) {
                kids.list.remove(k);
            }
        }
        self.merge_strand_stats(out.sites, out.loop_stats, out.dir_stats);
        if let (Some(slot), Some((views, _))) = (p.views, out.strands) {
            self.par.strands.joined(slot, views);
        }
        // Stack slots the task allocated in its first frame are the spawning frame's; so
        // are the slots it changed in its copy of the frame: the values it computed and the
        // variables kept in slots (a race-free continuation did not touch them).
        if self.frames.len() >= depth {
            self.stack_allocs.extend(out.allocs);
            let base = self.frames[depth - 1].base;
            let changed = out.frame.iter().zip(&p.init).enumerate();
            for (k, (&now, &was)) in changed {
                if now != was {
                    self.regs[base + k] = now;
                }
            }
        } else {
            for id in out.allocs {
                self.mem.release(id);
            }
        }
        let (n_out, n_err, n_atexit) = (out.out.len(), out.err.len(), out.atexit.len());
        if let Some(sc) = self.par.tapir.strand.as_mut() {
            splice(&mut sc.out, p.out, out.out);
            splice(&mut sc.err, p.err, out.err);
        }
        splice(&mut self.libc.atexit, p.atexit, out.atexit);
        if let Some(r) = out.rand {
            if self.libc.rand == p.rand {
                self.libc.rand = r;
            }
        }
        match out.res {
            Err(s) if !is_cancelled(&s) => {
                // The serial run stops in the task: nothing of the continuation happened.
                if let Some(sc) = self.par.tapir.strand.as_mut() {
                    sc.out.truncate(p.out + n_out);
                    sc.err.truncate(p.err + n_err);
                }
                self.libc.atexit.truncate(p.atexit + n_atexit);
                Err(self.with_callers(s, depth))
            }
            _ => cont,
        }
    }

    /// A stop in a frame copied from this machine's frame `depth`: its error's call stack
    /// goes on with that frame's callers.
    fn with_callers(&self, s: Stop, depth: usize) -> Stop {
        match s {
            Stop::Error(mut e) => {
                let n = depth.saturating_sub(1).min(self.frames.len());
                for k in (0..n).rev() {
                    if e.stack.len() >= 16 {
                        break;
                    }
                    let fr = &self.frames[k];
                    e.stack.push(self.location(fr, fr.pc.saturating_sub(1)));
                }
                Stop::Error(e)
            }
            other => other,
        }
    }

    fn merge_strand_stats(
        &mut self,
        sites: Vec<Vec<SpawnStats>>,
        loops: HashMap<(u32, u32), LoopStats>,
        dirs: HashMap<(u32, u32), crate::team::DirStats>,
    ) {
        if self.par.tapir.sites.len() < sites.len() {
            self.par.tapir.sites.resize_with(sites.len(), Vec::new);
        }
        for (mine, theirs) in self.par.tapir.sites.iter_mut().zip(sites) {
            if mine.len() < theirs.len() {
                mine.resize_with(theirs.len(), SpawnStats::default);
            }
            for (a, b) in mine.iter_mut().zip(&theirs) {
                a.add(b);
            }
        }
        for (k, v) in loops {
            self.par.loop_stats.entry(k).or_default().absorb(v);
        }
        for (k, v) in dirs {
            self.par.dir_stats.entry(k).or_default().absorb(v);
        }
    }

    /// Decodes every function the module defines, so that all strands (and a team's
    /// threads, whose deferred tasks run on any of them) share one decoding: frames and
    /// code move between machines, and a decoding's shape numbers are those of the machine
    /// that made it. Functions that do not decode are left to fail where they are called.
    pub(crate) fn predecode(&mut self) {
        if self.par.tapir.predecoded {
            return;
        }
        self.par.tapir.predecoded = true;
        for f in 0..self.codes.len() {
            if self.codes[f].is_none()
                && matches!(self.funcs[f].kind, crate::interp::FuncKind::Defined)
            {
                let _ = self.code_of(f as u32);
            }
        }
    }

    /// A spawn on the main machine: its frame goes to a root strand on the pool, which runs
    /// from the spawn until the order is settled; then the frame comes back.
    fn root_strand(&mut self, code: &Code, at: usize, fidx: u32, site: u32) -> R<()> {
        let depth = self.frames.len();
        self.ensure_workers()?;
        self.predecode();
        let Some(fr) = self.frames.last() else {
            return Ok(());
        };
        let (base, va) = (fr.base, (fr.va, fr.va_gp, fr.va_fp));
        let Some(Some(fcode)) = self.codes.get(fidx as usize).cloned() else {
            return Ok(());
        };
        let n = code.nslots as usize;
        let start = Start {
            code: fcode,
            fidx,
            frame: self.regs[base..base + n].to_vec(),
            va,
            at,
            task: None,
            rand: self.libc.rand.clone(),
            views: self.par.strands.on.then(|| self.par.strands.leave().0),
        };
        let mut parts = self.ctx();
        // Output goes to the strands' buffers as it is written.
        parts.cfg = Arc::new(crate::interp::Config {
            stdout_buffering: crate::interp::Buffering::Block(1),
            ..(*parts.cfg).clone()
        });
        let mut states = std::mem::take(&mut self.par.tapir.states);
        for st in &mut states {
            st.sync(&self.shapes, &self.codes, self.decodes);
        }
        let Some(workers) = self.par.workers.take() else {
            return Ok(());
        };
        let steps = self.steps_left;
        let out = {
            let MemHandle::Own(mem) = &mut self.mem else {
                self.par.workers = Some(workers);
                return Ok(());
            };
            let sh = Shared {
                pool: &workers.pool,
                parts,
                mem: mem.share(),
                shapes: &self.shapes,
                codes: &self.codes,
                decodes: self.decodes,
                states: Mutex::new(states),
                budget: AtomicU64::new(steps),
            };
            let root = Arc::new(Strand::new(None));
            let out = workers
                .pool
                .install(|| run_strand_machine(&sh, root, true, start));
            let Shared { states, budget, .. } = sh;
            self.par.tapir.states = states.into_inner().unwrap_or_else(|e| e.into_inner());
            self.steps_left = budget.into_inner();
            mem.unshare();
            out
        };
        self.par.workers = Some(workers);
        let used = steps.saturating_sub(self.steps_left);
        let g = self.par.tapir.grain.entry((fidx, site)).or_default();
        if used < GRAIN_STEPS {
            g.small = g.small.saturating_add(1);
        } else {
            *g = Grain::default();
        }
        self.merge_strand_stats(out.sites, out.loop_stats, out.dir_stats);
        if let Some(left) = out.strands {
            self.par.strands.adopt(left, depth);
        }
        self.libc.atexit.extend(out.atexit);
        if let Some(r) = out.rand {
            self.libc.rand = r;
        }
        self.stack_allocs.extend(out.allocs);
        self.write_stream(1, &out.out)?;
        if !out.err.is_empty() {
            self.write_stream(2, &out.err)?;
        }
        if let Err(s) = out.res {
            let s = self.with_callers(s, depth);
            if let Stop::Exit(_) = s {
                self.run_atexit()?;
            }
            return Err(s);
        }
        self.check_step_budget()?;
        // The frame as the root strand left it, and the tasks it runs inline there.
        let k = out.frame.len().min(n);
        self.regs[base..base + k].copy_from_slice(&out.frame[..k]);
        if let Some(f) = self.frames.last_mut() {
            f.pc = out.pc;
        }
        for m in out.inline {
            self.par.tapir.inline.push(InlineTask {
                depth: m.depth + depth - 1,
                pending: 0,
            });
        }
        Ok(())
    }

    /// The spawn sites met, in the order `--explain` lists them.
    pub(crate) fn spawn_sites(&self) -> Vec<SpawnSite> {
        let mut out = Vec::new();
        for (f, sites) in self.par.tapir.sites.iter().enumerate() {
            let Some(Some(code)) = self.codes.get(f) else {
                continue;
            };
            for (s, st) in sites.iter().enumerate() {
                if st.pool + st.inline.iter().sum::<u64>() == 0 {
                    continue;
                }
                out.push(SpawnSite {
                    describe: code
                        .spawns
                        .get(s)
                        .map_or("spawn", String::as_str)
                        .to_string(),
                    stats: st.clone(),
                    // Spawns on the pool ran on the run's one runtime, which stays.
                    pool: (st.pool > 0)
                        .then(|| self.par.workers.as_deref().map(|rt| rt.describe()))
                        .flatten(),
                });
            }
        }
        out
    }

    /// The `--explain` lines of the spawn sites met.
    pub(crate) fn explain_spawns(&self) -> Vec<String> {
        let mut lines = Vec::new();
        for site in self.spawn_sites() {
            let mut line = site.stats.render(&site.describe);
            if let Some(rt) = &site.pool {
                line += &format!("; runtime: {rt}");
            }
            lines.push(line);
        }
        for code in self.codes.iter().flatten() {
            lines.extend(code.serial_spawns.iter().cloned());
        }
        lines
    }
}

#[cfg(test)]
mod tests {
    use crate::interp::{Config, Machine, RunError};

    /// A divide-and-conquer tree: `@tree(id, depth)` prints `id` three times, spawns the
    /// left subtree, prints twice, runs the right subtree, syncs, prints once. Node `FAIL`
    /// stores out of bounds; node `EXIT` calls `exit(7)`.
    fn tree(fail: i32, exit: i32, depth: i32) -> String {
        format!(
            "declare i32 @printf(ptr, ...)
declare void @exit(i32)
declare token @llvm.syncregion.start()
@fmt = private constant [7 x i8] c\"%d %d\\0A\\00\"
@arr = global [4 x i32] zeroinitializer

define void @work(i32 %id, i32 %n) {{
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %c = call i32 (ptr, ...) @printf(ptr @fmt, i32 %id, i32 %i)
  %i.next = add i32 %i, 1
  %d = icmp eq i32 %i.next, %n
  br i1 %d, label %out, label %loop
out:
  ret void
}}

define void @tree(i32 %id, i32 %depth) {{
entry:
  %sr = call token @llvm.syncregion.start()
  call void @work(i32 %id, i32 3)
  %f = icmp eq i32 %id, {fail}
  br i1 %f, label %boom, label %go
boom:
  %p = getelementptr inbounds [4 x i32], ptr @arr, i32 0, i32 %id
  store i32 1, ptr %p
  br label %go
go:
  %e = icmp eq i32 %id, {exit}
  br i1 %e, label %ex, label %go2
ex:
  call void @exit(i32 7)
  unreachable
go2:
  %leaf = icmp eq i32 %depth, 0
  br i1 %leaf, label %done, label %rec
rec:
  %l = mul i32 %id, 2
  %r = add i32 %l, 1
  %d1 = sub i32 %depth, 1
  detach within %sr, label %t, label %c
t:
  call void @tree(i32 %l, i32 %d1)
  reattach within %sr, label %c
c:
  call void @work(i32 %id, i32 2)
  call void @tree(i32 %r, i32 %d1)
  sync within %sr, label %s
s:
  call void @work(i32 %id, i32 1)
  br label %done
done:
  ret void
}}

define i32 @main() {{
  call void @tree(i32 1, i32 {depth})
  ret i32 0
}}
"
        )
    }

    /// Runs `src` on `threads` threads: the result, the program's output, and the
    /// `--explain` lines.
    fn run(src: &str, threads: usize) -> (Result<i32, RunError>, String, Vec<String>) {
        let m = parir_ir::parser::parse_module(src, "t.ll").expect("parses");
        let cfg = Config {
            threads,
            ..Config::default()
        };
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let (r, explain) = match Machine::new(&m, src, cfg, &mut out, &mut err) {
            Ok(mut mach) => {
                let r = mach.run_main();
                (r, mach.explain())
            }
            Err(e) => (Err(e), Vec::new()),
        };
        (r, String::from_utf8_lossy(&out).into_owned(), explain)
    }

    /// Spawns ran on the pool, per the `--explain` lines.
    fn on_pool(explain: &[String]) -> u64 {
        explain
            .iter()
            .filter_map(|l| {
                l.split(" on the pool")
                    .next()?
                    .rsplit(' ')
                    .next()?
                    .parse::<u64>()
                    .ok()
            })
            .sum()
    }

    /// The output of a tree of spawns printing in every strand is the serial elision's,
    /// and its spawns ran on the pool.
    #[test]
    fn output_in_the_serial_order() {
        let src = tree(-1, -1, 8);
        let (r1, out1, _) = run(&src, 1);
        assert_eq!(r1, Ok(0));
        for _ in 0..3 {
            let (r2, out2, explain) = run(&src, 2);
            assert_eq!(r2, Ok(0));
            assert_eq!(out1, out2);
            assert!(on_pool(&explain) >= 1, "{explain:?}");
        }
    }

    /// A runtime error or `exit` in a strand is the serial run's first stop: the same
    /// message, location and call stack, the same output before it, the same exit code.
    #[test]
    fn first_stop_in_the_serial_order() {
        for (fail, exit) in [(300, -1), (700, -1), (-1, 300), (700, 300), (300, 700)] {
            let src = tree(fail, exit, 9);
            let (r1, out1, _) = run(&src, 1);
            assert!(r1 != Ok(0), "{fail} {exit}");
            for _ in 0..2 {
                let (r2, out2, _) = run(&src, 2);
                assert_eq!(r1, r2, "{fail} {exit}");
                assert_eq!(out1, out2, "{fail} {exit}");
            }
        }
    }

    /// The RFC's marker form runs on the pool too; a task whose frame returns without a
    /// sync is joined at the return (Tapir's implicit sync), before the caller reads what
    /// it wrote.
    #[test]
    fn markers_and_the_sync_at_return() {
        let src = include_str!("../tests/unit/markers_sync_at_return.ll");
        let (r1, _, _) = run(src, 1);
        assert_eq!(r1, Ok(200000 % 251));
        let (r2, _, explain) = run(src, 2);
        assert_eq!(r2, r1);
        assert!(on_pool(&explain) >= 1, "{explain:?}");
    }
}
