//! `parir run --parallel[=N]`: teams of threads for directive constructs (issue 14;
//! `llvmpar-extension-mechanism-rfc.txt`, "CORRECTNESS PROPERTIES" and its key assumption: a
//! parallel program is correct when run on one thread, and runs in parallel as its
//! directives claim).
//!
//! # Model
//!
//! The constructs are those of the claims model
//! ([`parir_annot::claims::constructs`]), decoded into [`DirCode`]s; their region entry
//! and exit calls are [`Op::DirEntry`] and [`Op::DirExit`]. Run on one thread (no
//! `--parallel`), an OpenMP `parallel` still has the threads it asks for (its `num_threads`,
//! `omp_set_num_threads`, `OMP_NUM_THREADS`, else one: the LLVMPar RFC's sequential run),
//! as logical threads taking turns ([`Turns`]); the other constructs then behave as below.
//! With `--parallel`:
//!
//! - **`parallel`** (`DIR.OMP.PARALLEL`, `DIR.OMP.PARALLEL.SECTIONS`): the main thread
//!   starts a team of `num_threads` threads (else N), each a [`Machine`] over the shared
//!   memory with a copy of the current frame, which runs the region from its entry to its
//!   exit; the main thread then resumes after the exit. The variables the clauses privatize
//!   get a copy per thread (`firstprivate` copied, reductions at the operation's identity,
//!   combined into the variable in thread order at the end). A region containing a
//!   construct the team cannot run ([`DirCode::blocker`]), an `if` clause that is false, or
//!   a team of one thread runs on the main thread alone. A `parallel` met inside a team
//!   runs with a team of one (OpenMP's default for nested parallelism).
//! - **Worksharing loops** (`DIR.OMP.LOOP`): when a member of a team enters the loop the
//!   construct encloses, it runs its share of the iterations: contiguous blocks for
//!   `schedule(static)`, chunks dealt in turn for `schedule(static, k)`, chunks taken from
//!   a shared counter for `dynamic` and `guided` (guided: at least half the remaining work
//!   divided by the team size). The trip count is computed as for parallel loops
//!   ([`crate::parallel`]); the thread that runs the sequentially last iteration also runs
//!   the last execution of the header or latch and leaves the loop as a sequential run
//!   would, the others go to the construct's exit. A loop parir cannot split (no plan, a
//!   reduction held in a phi) is run whole by the first thread to arrive.
//! - **`sections`**/**`section`**: each section is run by the first thread to reach it;
//!   **`single`**: by the first thread to arrive; **`master`**/**`masked`**: by the thread
//!   the filter names (0); the others go to the region's exit.
//! - **CSA regions of sibling sections** (`csa.parallel.region`: `loop-spmdization`'s
//!   workers, `__builtin_csa_parallel_section_entry` blocks) are `parallel sections` in the
//!   claims model: each section runs on the first thread to reach it (an SPMDized loop: one
//!   worker per thread at a time). A region whose sections pass values in registers runs on
//!   the main thread, the model's reason in `--explain`.
//! - At the end of a worksharing construct (loop, sections, single) the team waits at a
//!   barrier, unless `nowait`; reductions are combined (in thread order) and `lastprivate`
//!   variables take the copy of the thread that ran the last iteration.
//! - **`barrier`**: the team waits. **`critical [(name)]`**: one lock per name, shared by all
//!   threads of the run (teams and parallel-loop workers).
//! - **`task`**: deferred: a copy of the frame (with the task's `firstprivate` copies made
//!   now) goes to the team's queue, and the creating thread goes on after the region.
//!   Threads run queued tasks at barriers (any task), at `taskwait` (only the waiting
//!   task's children) and at the end of a `taskgroup` (only its tasks); a barrier opens when
//!   no task is left. A task whose `if` clause is false runs at once.
//!
//! Program output of the team's threads goes, in the order it is written, to one buffer
//! that the main thread writes out when the team ends (glibc's `stdout` is one stream
//! shared by all threads). When a thread stops with an error or `exit` (or its interpreter
//! panics: an internal error at its position), the others are stopped at their next
//! barrier, lock or taskwait, and the first stop by thread number is reported.
//!
//! A team's members run on the run's pool (`crate::runtime`): each member on a worker of
//! the pool, the members beyond its workers on extra threads the runtime starts for them
//! (blocking compensation: a member that waits holds its thread). Waiting at a barrier, for
//! a lock or at `taskwait` blocks on a condition variable notified on every change of what
//! it waits for, or runs queued tasks; nothing polls.
//!
//! All threads of a team run one decoding of the module, made before the team starts:
//! a deferred task's frame and code go to whichever thread is free. A team has at most
//! [`MAX_TEAM`] threads; a larger request is capped with a warning on standard error.

use crate::code::*;
use crate::interp::{Frame, Machine, RunError, Stop};
use crate::memory::MemHandle;
use crate::parallel::{iv_value, trip_count, WorkerState};
use crate::runtime::{lock, Schedule};
use crate::scalar;
use parir_annot::claims::constructs::{ConstructKind, ScheduleKind};
use parir_annot::directives::build::OmpClause;
use std::collections::{HashMap, HashSet};
use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex};

type R<T> = Result<T, Stop>;

/// Longest trip count of a worksharing loop computed by stepping its exit test.
const MAX_TRIP: u64 = 1 << 34;

/// The most threads in a team (and `--parallel`'s largest N): a larger `num_threads` or
/// `omp_set_num_threads` runs with this many, with a warning.
pub const MAX_TEAM: u32 = 1024;

/// The named critical sections of a run (and the OpenMP locks, named by their address),
/// shared by all its threads, with the run's OpenMP settings ([`crate::libc::omp`]).
#[derive(Default)]
pub(crate) struct CriticalLocks {
    held: Mutex<HashSet<String>>,
    pub(crate) icvs: Arc<Mutex<crate::libc::omp::Icvs>>,
    pub(crate) taskreds: Mutex<crate::libc::omp::TaskReds>,
    /// Detachable tasks' completion events not fulfilled yet.
    pub(crate) events: Mutex<Events>,
    cv: Condvar,
    /// Set when a thread of the run panicked ([`Machine::panicked`]): the locks it held
    /// are never released, so no thread waits for a lock any more.
    poisoned: AtomicBool,
}

impl CriticalLocks {
    /// Waits for lock `name`; `Err` when `abort` is set meanwhile.
    ///
    /// A thread of `team` waiting for the lock counts as blocked; when every thread of the
    /// team is blocked (the others at a barrier or at a lock), none can release it: `Err`
    /// with `true` (a deadlock) rather than waiting forever.
    fn acquire(&self, name: &str, team: Option<(&Team, u32)>) -> Result<(), bool> {
        if team.is_some_and(|(t, _)| t.abort.load(Ordering::Relaxed)) {
            return Err(false);
        }
        let mut held = lock(&self.held);
        if !held.contains(name) {
            held.insert(name.to_string());
            return Ok(());
        }
        if let Some((t, _)) = team {
            t.blocked.fetch_add(1, Ordering::AcqRel);
        }
        let res = loop {
            if !held.contains(name) {
                break Ok(());
            }
            if self.poisoned.load(Ordering::Acquire) {
                break Err(false);
            }
            if let Some((t, tid)) = team {
                if t.abort.load(Ordering::Relaxed) {
                    break Err(false);
                }
                if t.blocked.load(Ordering::Acquire) >= t.size {
                    break Err(true);
                }
                // Logical threads: the holder runs on when this one has had its turn.
                if let Some(turns) = &t.turns {
                    drop(held);
                    let others = turns.pass(tid);
                    held = lock(&self.held);
                    if !others && held.contains(name) {
                        break Err(true);
                    }
                    continue;
                }
            }
            // Woken by a release, the team stopping, a thread of the team blocking, or
            // the poisoning.
            held = self.cv.wait(held).unwrap_or_else(|e| e.into_inner());
        };
        if let Some((t, _)) = team {
            t.blocked.fetch_sub(1, Ordering::AcqRel);
        }
        if res.is_ok() {
            held.insert(name.to_string());
        }
        res
    }

    /// Takes lock `name` if it is free (`omp_test_lock`).
    pub(crate) fn try_acquire(&self, name: &str) -> bool {
        lock(&self.held).insert(name.to_string())
    }

    pub(crate) fn release(&self, name: &str) {
        lock(&self.held).remove(name);
        self.cv.notify_all();
    }

    /// Wakes the threads waiting for a lock, to look again at what they wait for (a team
    /// stopped, or one more of its threads blocked). Under the lock's mutex, so that no
    /// waiter between its look and its wait misses it.
    fn wake(&self) {
        let _held = lock(&self.held);
        self.cv.notify_all();
    }

    /// Makes every wait for a lock, present and future, give up (a thread panicked).
    pub(crate) fn poison(&self) {
        self.poisoned.store(true, Ordering::Release);
        let _held = lock(&self.held);
        self.cv.notify_all();
    }
}

/// A thread's reduction copies, by thread number.
type Deposit = (u32, Vec<u64>);

/// The turns of a team's logical threads when the run has one OS thread to give it
/// (`parir run` without `--parallel`): each member has an OS thread of its own, but only the
/// one whose turn it is runs. A member passes the turn, to the next member in thread-number
/// order that has not ended, where it would wait (a barrier, a lock, a `taskwait`) and at
/// the points where a thread may spin on another's progress (atomic loads and
/// compare-exchanges, `flush`, `taskyield`, `omp_test_lock`, sleeps, and every slice of
/// [`crate::spawn::SLICE`] steps). The interleaving is thus a function of the program
/// alone: the same output in every run, and a program that needs N threads to progress (a
/// producer and a consumer) progresses.
pub(crate) struct Turns {
    /// Whose turn it is, which members have not ended, and whether the turns were given up
    /// (a member could not be started: every member then runs at once, to stop).
    state: Mutex<(u32, Vec<bool>, bool)>,
    /// One per member: the member whose turn comes is the only one woken.
    cvs: Vec<Condvar>,
}

impl Turns {
    fn new(size: u32) -> Turns {
        Turns {
            state: Mutex::new((0, vec![true; size as usize], false)),
            cvs: (0..size).map(|_| Condvar::new()).collect(),
        }
    }

    /// Waits for member `tid`'s turn.
    fn wait(&self, tid: u32) {
        let mut s = lock(&self.state);
        while s.0 != tid && !s.2 {
            s = self.cvs[tid as usize]
                .wait(s)
                .unwrap_or_else(|e| e.into_inner());
        }
    }

    /// The member after `tid` that has not ended (`tid` itself when it is the last).
    fn next(live: &[bool], tid: u32) -> u32 {
        let n = live.len() as u32;
        (1..=n)
            .map(|k| (tid + k) % n)
            .find(|&k| live[k as usize])
            .unwrap_or(tid)
    }

    /// Member `tid` gives the turn to the next member and waits for it to come back: false
    /// when no other member is left to take it.
    fn pass(&self, tid: u32) -> bool {
        let mut s = lock(&self.state);
        let next = Turns::next(&s.1, tid);
        if next == tid || s.2 {
            return s.2;
        }
        s.0 = next;
        self.cvs[next as usize].notify_one();
        while s.0 != tid && !s.2 {
            s = self.cvs[tid as usize]
                .wait(s)
                .unwrap_or_else(|e| e.into_inner());
        }
        true
    }

    /// Member `tid` has ended: the turn goes on without it.
    fn leave(&self, tid: u32) {
        let mut s = lock(&self.state);
        s.1[tid as usize] = false;
        if s.0 == tid {
            s.0 = Turns::next(&s.1, tid);
            self.cvs[s.0 as usize].notify_one();
        }
    }

    /// No more turns: every member runs (the team is being stopped).
    fn give_up(&self) {
        lock(&self.state).2 = true;
        for cv in &self.cvs {
            cv.notify_all();
        }
    }
}

/// The mark in [`crate::runtime::ParState::finals`] of a final task run as a call of its
/// routine (no construct's exit ends it; the call's end does).
pub(crate) const FINAL_CALL: usize = usize::MAX;

/// A detachable task's completion that its event has not allowed yet: counted in its
/// creator's counters until `omp_fulfill_event` ([`Machine::detach_event`]).
pub(crate) struct DetachedTask {
    team: Arc<Team>,
    counters: Vec<Arc<AtomicUsize>>,
    keys: Vec<usize>,
}

/// The completion events of detachable tasks (`detach`).
#[derive(Default)]
pub(crate) struct Events {
    /// A task record's event handle, until the task starts.
    pub(crate) of_record: HashMap<u64, u64>,
    /// Started tasks whose event is not fulfilled, by handle.
    pub(crate) waiting: HashMap<u64, DetachedTask>,
    /// Events fulfilled before their task started.
    pub(crate) early: HashSet<u64>,
    /// Task records allocated with the `final` flag (libomp's flag 2), until their task
    /// starts.
    pub(crate) final_records: HashSet<u64>,
}

/// The state a team's threads share.
pub(crate) struct Team {
    size: u32,
    abort: AtomicBool,
    /// Threads arrived at the barrier, its generation, and threads arrived at the end of
    /// the team's region.
    bar: Mutex<(u32, u64, u32)>,
    bar_cv: Condvar,
    /// Items of worksharing instances taken: (instance, item).
    taken: Mutex<HashSet<(u64, u64)>>,
    /// Dynamic schedules: the next iteration of each instance.
    next: Mutex<HashMap<u64, u64>>,
    /// Reduction copies deposited at the end of a worksharing instance, per thread.
    deposits: Mutex<HashMap<u64, Vec<Deposit>>>,
    out: Mutex<Vec<u8>>,
    err: Mutex<Vec<u8>>,
    /// Deferred tasks not started yet.
    tasks: Mutex<std::collections::VecDeque<TaskJob>>,
    /// Tasks created and not finished (queued or running).
    pending: AtomicUsize,
    /// Threads waiting at a barrier or for a lock.
    blocked: AtomicU32,
    /// The run's critical sections: their waiters are woken when the team stops or
    /// another of its threads blocks.
    locks: Arc<CriticalLocks>,
    /// The logical threads' turns, when they share one OS thread's worth of the run.
    turns: Option<Turns>,
}

/// A deferred task: the region after its entry, in a copy of the creating frame, or a
/// call of a task's routine on its record (a task libomp's calls create: a taskloop's
/// tasks, a detachable task).
struct TaskJob {
    body: TaskBody,
    /// Counters the task is counted in until it ends: its creator's children first, then
    /// the taskgroups it was created in.
    counters: Vec<Arc<AtomicUsize>>,
    /// The task's logical thread in the race detector ([`crate::hb`]).
    hb_tid: u32,
}

enum TaskBody {
    Region {
        code: Arc<Code>,
        fidx: u32,
        /// The construct, and the op after its entry.
        c: u32,
        pc: usize,
        /// The frame's registers when the task was created, the addresses of the task's
        /// privatized variables replaced by its copies.
        frame: Vec<u64>,
        va: (u64, u32, u32),
        /// The copies, freed when the task ends.
        copies: Vec<u64>,
    },
    /// `routine(gtid, record)`, then the record is freed (libomp's `kmp_task_t`).
    /// A final task's tasks are included.
    Call {
        routine: u32,
        gtid: u64,
        record: u64,
        final_: bool,
    },
}

impl Team {
    fn new(size: u32, locks: Arc<CriticalLocks>, turns: bool) -> Team {
        Team {
            size,
            abort: AtomicBool::new(false),
            bar: Mutex::new((0, 0, 0)),
            bar_cv: Condvar::new(),
            taken: Mutex::new(HashSet::new()),
            next: Mutex::new(HashMap::new()),
            deposits: Mutex::new(HashMap::new()),
            out: Mutex::new(Vec::new()),
            err: Mutex::new(Vec::new()),
            tasks: Mutex::new(std::collections::VecDeque::new()),
            pending: AtomicUsize::new(0),
            blocked: AtomicU32::new(0),
            locks,
            turns: turns.then(|| Turns::new(size)),
        }
    }

    /// Wakes the threads waiting at a barrier, at a `taskwait` or at the end of a
    /// taskgroup, to look again at what they wait for: under the barrier's mutex, so that
    /// no waiter between its look and its wait misses the change.
    fn wake(&self) {
        let _g = lock(&self.bar);
        self.bar_cv.notify_all();
    }

    /// Whether a queued task is one `filter` allows (any, without a filter).
    fn has_task(&self, filter: Option<&Arc<AtomicUsize>>) -> bool {
        let q = lock(&self.tasks);
        match filter {
            None => !q.is_empty(),
            Some(f) => q
                .iter()
                .any(|j| j.counters.iter().any(|c| Arc::ptr_eq(c, f))),
        }
    }

    /// The oldest queued task that `filter` allows.
    fn pop_task(&self, filter: Option<&Arc<AtomicUsize>>) -> Option<TaskJob> {
        let mut q = lock(&self.tasks);
        let k = match filter {
            None => 0,
            Some(f) => q
                .iter()
                .position(|j| j.counters.iter().any(|c| Arc::ptr_eq(c, f)))?,
        };
        q.remove(k)
    }

    /// Arrives at a barrier (`end`: the end of the team's region): its generation.
    fn arrive(&self, end: bool) -> u64 {
        let mut g = lock(&self.bar);
        if end {
            g.2 += 1;
        } else {
            g.0 += 1;
        }
        g.1
    }

    /// Whether the barrier of generation `generation` (`end`: the end of the region) is
    /// passed: all threads arrived and no task is left, then it opens for everyone. `Err`
    /// when the team is stopped, or when every thread waits but not at the same barrier (a
    /// barrier some threads never reach: the program does not conform, and would hang).
    fn passed(&self, generation: u64, end: bool, tid: u32) -> Result<bool, Stop> {
        let mut g = lock(&self.bar);
        if !end && g.1 != generation {
            return Ok(true);
        }
        let idle = self.pending.load(Ordering::Acquire) == 0;
        if end && g.2 == self.size && idle {
            self.bar_cv.notify_all();
            return Ok(true);
        }
        if !end && g.0 == self.size && idle {
            g.0 = 0;
            g.1 += 1;
            self.bar_cv.notify_all();
            return Ok(true);
        }
        if g.0 > 0 && g.2 > 0 && g.0 + g.2 == self.size && idle {
            self.abort.store(true, Ordering::Relaxed);
            self.bar_cv.notify_all();
            return Err(Stop::Error(RunError::bare(format!(
                "the threads of the team wait at different barriers: {} at a barrier, {} at the end of the parallel region (a barrier not every thread reaches, as in a conditional or a worksharing loop's body)",
                g.0, g.2
            ))));
        }
        if self.abort.load(Ordering::Relaxed) {
            return Err(stopped());
        }
        // A task queued: the waiting thread runs it (a barrier is a scheduling point).
        if self.has_task(None) {
            return Ok(false);
        }
        if let Some(turns) = &self.turns {
            drop(g);
            if !turns.pass(tid) {
                return Err(alone());
            }
            return Ok(false);
        }
        // Woken by an arrival opening the barrier, a task queued or finished, or the team
        // stopping: each notifies under this mutex.
        let _g = self.bar_cv.wait(g).unwrap_or_else(|e| e.into_inner());
        Ok(false)
    }

    /// Stops the team: threads waiting at a barrier or a lock give up.
    fn stop(&self) {
        self.abort.store(true, Ordering::Relaxed);
        self.wake();
        self.locks.wake();
    }

    /// A team member that could not be started: the others stop, each on its own.
    fn failed_start(&self) {
        self.stop();
        if let Some(t) = &self.turns {
            t.give_up();
        }
    }

    /// Takes item `item` of worksharing instance `inst`: true for the first thread only.
    fn take(&self, inst: u64, item: u64) -> bool {
        lock(&self.taken).insert((inst, item))
    }
}

/// Why the team region `team` (an index of `cs`, constructs of `body`) cannot run with
/// several threads: the first construct inside it (itself included) that a team may not
/// run, by the claims model's reading of the region (an unsupported construct, a region
/// that is not single-entry single-exit) or a clause the executor's teams do not honour
/// ([`UNSUPPORTED_CLAUSES`]). The executor's policy, in the executor.
pub(crate) fn team_blocker(
    cs: &[parir_annot::claims::constructs::Construct],
    team: usize,
) -> Option<String> {
    let inside = |mut c: usize| loop {
        if c == team {
            return true;
        }
        match cs[c].parent {
            Some(p) => c = p,
            None => return false,
        }
    };
    (0..cs.len()).filter(|&c| inside(c)).find_map(|c| {
        cs[c]
            .unsupported
            .clone()
            .or_else(|| unsupported_clause(&cs[c]))
    })
}

/// Clauses a team of parir's cannot honour yet: a team construct with one of them, or
/// containing a construct with one, runs on one thread.
const UNSUPPORTED_CLAUSES: &[OmpClause] = &[
    OmpClause::CopyIn,
    OmpClause::CopyPrivate,
    OmpClause::Ordered,
    OmpClause::Collapse,
    OmpClause::DependIn,
    OmpClause::DependOut,
    OmpClause::DependInout,
    OmpClause::Linear,
];

/// The first clause of construct `c` that a team cannot honour, as
/// `clause QUAL.OMP.ORDERED of DIR.OMP.LOOP`.
fn unsupported_clause(c: &parir_annot::claims::constructs::Construct) -> Option<String> {
    c.clauses
        .iter()
        .find(|k| UNSUPPORTED_CLAUSES.contains(k))
        .map(|k| format!("clause {} of {}", k.tag(), c.tag))
}

/// A logical thread waits for what only the other members can do, and none is left.
fn alone() -> Stop {
    Stop::Error(RunError::bare(
        "deadlock: a thread of the team waits, and every other thread of the team has ended",
    ))
}

fn stopped() -> Stop {
    Stop::Error(RunError::bare(
        "stopped: another thread of the team stopped",
    ))
}

/// A stream of the team's output.
struct Sink<'t>(&'t Mutex<Vec<u8>>);

impl Write for Sink<'_> {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        lock(self.0).extend_from_slice(b);
        Ok(b.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// A construct a team member is inside, with its copies of privatized variables.
struct Active {
    c: u32,
    fidx: u32,
    depth: usize,
    /// The worksharing instance (0 for other constructs).
    inst: u64,
    /// (register slot, the variable's address, the copy's address), per [`DirCode::privs`].
    copies: Vec<(u32, u64, u64)>,
    /// `sections`: the next section's number.
    section: u64,
    /// Whether this thread ran the sequentially last iteration (or the last section).
    ran_last: bool,
}

/// A machine's place in a team.
pub(crate) struct Member {
    team: Arc<Team>,
    tid: u32,
    /// The team's construct: its function and number (its exit ends the thread's work).
    own: (u32, u32),
    /// Worksharing constructs met so far: all threads of a team meet the same sequence,
    /// which numbers the instances.
    ws_seq: u64,
    /// Teams of one thread entered inside the team (nested `parallel`).
    solo: u32,
    active: Vec<Active>,
    /// The current task's children not finished (for `taskwait`).
    children: Arc<AtomicUsize>,
    /// The taskgroups the current task is in, innermost last: their tasks not finished.
    groups: Vec<Arc<AtomicUsize>>,
    /// Deferred tasks running on this thread: (frame count, function, construct) of each,
    /// whose exit ends it.
    task_stops: Vec<(usize, u32, u32)>,
    /// The thread's step budget beyond `steps_left`, which holds one slice at a time: at
    /// the end of each the thread looks whether the team was stopped (a thread that failed
    /// while this one computes, or spins on a flag the failed one was to set).
    reserve: u64,
    /// Barriers this thread passed: all threads of a team pass the same sequence, which
    /// numbers them for the race detector ([`crate::hb`]).
    hb_bars: u64,
}

/// What `--explain` reports on a construct.
#[derive(Clone, Debug, Default)]
pub struct DirStats {
    pub describe: String,
    /// Pc of the entry (reports list constructs as they appear in the function).
    pub entry: u32,
    pub entries: u64,
    /// Entries run by a team of several threads, and their threads in all.
    pub teams: u64,
    pub threads: u64,
    /// Why entries ran on one thread (distinct reasons, first seen first).
    pub reasons: Vec<String>,
    /// Whether a team larger than [`MAX_TEAM`] was asked for (and the warning given).
    pub capped: bool,
    /// The runtime's pool the teams ran on (`runtime::Runtime::describe`).
    pub pool: Option<String>,
    /// Extra threads the runtime started for members beyond the pool's workers, in all.
    pub extra: u64,
}

impl DirStats {
    fn reason(&mut self, r: &str) {
        crate::parallel::note_reason(&mut self.reasons, r);
    }

    /// Adds what another thread saw of the same construct.
    pub(crate) fn absorb(&mut self, v: DirStats) {
        if self.describe.is_empty() {
            self.describe = v.describe;
            self.entry = v.entry;
        }
        self.entries += v.entries;
        self.teams += v.teams;
        self.threads += v.threads;
        self.extra += v.extra;
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
        if self.teams > 0 {
            s += &format!(
                ", {} by a team ({} threads in all)",
                self.teams, self.threads
            );
        }
        let on_pool = self.pool.as_ref().map(|p| {
            let mut s = format!("; runtime: {p}");
            if self.extra > 0 {
                s += &format!(
                    ", {} extra thread(s) for members beyond its workers",
                    self.extra
                );
            }
            s
        });
        let seq = self.entries - self.teams;
        if seq > 0 {
            s += &format!(", {seq} on one thread");
            if !self.reasons.is_empty() {
                s += &format!(": {}", self.reasons.join("; "));
            }
        }
        s + &on_pool.unwrap_or_default()
    }
}

/// A thread's result.
struct MemberOut {
    res: R<()>,
    steps: u64,
    state: WorkerState,
    stats: HashMap<(u32, u32), DirStats>,
    /// The thread's sanitizer (its annotated loops' checks), merged into the creator's.
    san: Option<Box<crate::sanitize::Sanitizer>>,
}

/// Copies of `privs` in memory `mem` ([`crate::runtime::make_copies`]).
fn make_copies(
    mem: &mut MemHandle<'_>,
    privs: &[PrivCode],
    orig: &[u64],
    fname: crate::memory::NameId,
) -> R<Vec<u64>> {
    crate::runtime::make_copies(mem, privs, orig, fname)
        .map_err(|e| Stop::Error(RunError::bare(e.0)))
}

/// Combines reduction copies `copies` (per thread, in order) into the variables `orig`.
fn combine(mem: &MemHandle<'_>, privs: &[PrivCode], orig: &[u64], copies: &[&[u64]]) -> R<()> {
    crate::runtime::combine_copies(mem, privs, orig, copies, None, false)
        .map_err(|e| Stop::Error(RunError::bare(e.0)))
}

impl<'a> Machine<'a> {
    /// `omp_get_thread_num()`: the thread's number in its team (0 outside a team and in a
    /// nested team of one).
    pub(crate) fn omp_thread_num(&self) -> u32 {
        match self.par.team.as_deref() {
            Some(t) if t.solo == 0 => t.tid,
            _ => 0,
        }
    }

    /// The number of the team thread this machine is (0 outside a team), also in a nested
    /// team of one: whose thread-local copies it uses ([`crate::threadprivate`]).
    pub(crate) fn team_thread(&self) -> u32 {
        self.par.team.as_deref().map_or(0, |t| t.tid)
    }

    /// `omp_get_num_threads()`: the size of the thread's team (1 outside a team).
    pub(crate) fn omp_num_threads(&self) -> u32 {
        match self.par.team.as_deref() {
            Some(t) if t.solo == 0 => t.team.size,
            _ => 1,
        }
    }

    /// `omp_get_level()`: the `parallel` regions around the thread, active or not.
    pub(crate) fn omp_level(&self) -> u32 {
        match self.par.team.as_deref() {
            Some(t) => 1 + t.solo,
            None => self.par.inline_levels,
        }
    }

    /// `omp_get_active_level()`: the regions around the thread run by a team of several
    /// threads (parir runs a nested one with a team of one).
    pub(crate) fn omp_active_level(&self) -> u32 {
        u32::from(self.par.team.is_some())
    }

    /// `omp_get_ancestor_thread_num(level)` (`size`: `omp_get_team_size(level)`): the
    /// thread's ancestor at `level` (its number, or its team's size), -1 for a level that
    /// is not one of the thread's.
    pub(crate) fn omp_ancestor(&self, level: i32, size: bool) -> i32 {
        if level < 0 || level as u32 > self.omp_level() {
            return -1;
        }
        match self.par.team.as_deref() {
            Some(t) if level == 1 => {
                if size {
                    t.team.size as i32
                } else {
                    t.tid as i32
                }
            }
            _ => i32::from(size),
        }
    }

    /// The directive constructs met, in the order `--explain` lists them.
    pub(crate) fn dir_stats_sorted(&self) -> Vec<DirStats> {
        let mut v: Vec<(&(u32, u32), &DirStats)> = self.par.dir_stats.iter().collect();
        v.sort_by_key(|(k, s)| (k.0, s.entry));
        v.into_iter().map(|(_, s)| s.clone()).collect()
    }

    /// The `--explain` report of the directive constructs met.
    pub(crate) fn explain_dirs(&self) -> Vec<String> {
        self.dir_stats_sorted()
            .iter()
            .map(DirStats::render)
            .collect()
    }

    /// The counters a task created now is counted in, for the race detector: the current
    /// task's children, its taskgroups and the team (its next barrier).
    pub(crate) fn hb_task_keys(&self) -> Vec<usize> {
        match self.par.team.as_deref() {
            Some(t) => std::iter::once(Arc::as_ptr(&t.children) as usize)
                .chain(t.groups.iter().map(|g| Arc::as_ptr(g) as usize))
                .chain(std::iter::once(Arc::as_ptr(&t.team) as usize))
                .collect(),
            None => Vec::new(),
        }
    }

    /// In a team of several threads (not a nested team of one)?
    fn member(&mut self) -> Option<&mut Member> {
        self.par.team.as_deref_mut().filter(|t| t.solo == 0)
    }

    /// The sanitizer's part of entering (or leaving) construct `c`: its groups of sections
    /// and tasks ([`DirCode::san`]).
    fn san_dir(&mut self, code: &Arc<Code>, c: u32, entry: bool) {
        let depth = self.frames.len();
        let fidx = self.frames.last().map_or(0, |f| f.fidx);
        // In a team the race detector sees the tasks on whichever thread runs them
        // (`crate::hb`); a thread's sanitizer would see only those it runs itself.
        let in_team = self.par.hb.is_some() && self.member().is_some();
        let Some(san) = self.par.san.as_deref_mut() else {
            return;
        };
        for &(l, role) in &code.dirs[c as usize].san {
            match (role, entry) {
                (SanRole::Task, true) if in_team => {}
                (SanRole::Group, true) => san.enter(depth, fidx, l, code),
                (SanRole::Item, true) => san.head(depth, l),
                (SanRole::Task, true) => {
                    if !san.active(depth, fidx, l) {
                        san.enter(depth, fidx, l, code);
                    }
                    san.head(depth, l);
                }
                (SanRole::Close, true) | (SanRole::Group | SanRole::CloseAtExit, false) => {
                    san.leave(depth, fidx, l)
                }
                _ => {}
            }
        }
    }

    /// [`Op::DirEntry`] of construct `c` (the op at `at`).
    pub(crate) fn dir_entry(&mut self, code: &Arc<Code>, c: u32, at: usize, base: usize) -> R<()> {
        let dc = &code.dirs[c as usize];
        if dc.kind == ConstructKind::Taskgroup {
            self.taskgroup_opened();
        }
        if dc.token != NONE {
            self.regs[base + dc.token as usize] = 0;
        }
        // A section a team's thread skips is not one of its units: counted once it runs.
        let deferred_san = dc.kind == ConstructKind::Section && self.member().is_some();
        if !dc.san.is_empty() && !deferred_san {
            self.san_dir(code, c, true);
        }
        let depth = self.frames.len();
        let fidx = self.frames.last().map_or(0, |f| f.fidx);
        // A final task, or any task inside one: included (run at once by this thread),
        // and `omp_in_final` is true in it.
        let included = dc.kind == ConstructKind::Task
            && (!self.par.finals.is_empty()
                || dc
                    .final_cond
                    .is_some_and(|s| self.regs[base + s as usize] & 1 != 0));
        if included {
            self.par.finals.push(depth);
        }
        if self.member().is_none() {
            return match &dc.kind {
                ConstructKind::Team | ConstructKind::TeamSections | ConstructKind::TeamLoop => {
                    if let Some(t) = self.par.team.as_deref_mut() {
                        t.solo += 1;
                        return Ok(());
                    }
                    // Left at the construct's exit, which this thread runs whether a team
                    // ran the region or it did on its own.
                    self.par.inline_levels += 1;
                    if dc.kind == ConstructKind::TeamLoop {
                        // The loop runs as a parallel loop (`crate::parallel`).
                        return Ok(());
                    }
                    self.run_team(code, c, at, base)
                }
                ConstructKind::Critical { name } => self.critical(name),
                ConstructKind::Masked { .. } => {
                    let f = dc.filter.map_or(0, |s| self.regs[base + s as usize]);
                    if scalar::zx(f, 32) != 0 {
                        self.skip_to_exit(dc)?;
                    }
                    Ok(())
                }
                _ => Ok(()),
            };
        }
        let kind = dc.kind.clone();
        let fname = self.fnames[fidx as usize];
        match kind {
            ConstructKind::Team | ConstructKind::TeamSections | ConstructKind::TeamLoop => {
                if let Some(t) = self.par.team.as_deref_mut() {
                    t.solo += 1;
                }
            }
            ConstructKind::Worksharing { .. } | ConstructKind::Sections => {
                let inst = self.member().map_or(0, |t| {
                    t.ws_seq += 1;
                    t.ws_seq
                });
                self.push_active(dc, c, fidx, depth, base, inst, fname)?;
            }
            ConstructKind::Single => {
                let (inst, first) = match self.member() {
                    Some(t) => {
                        t.ws_seq += 1;
                        (t.ws_seq, t.team.take(t.ws_seq, 0))
                    }
                    None => (0, true),
                };
                if first {
                    self.push_active(dc, c, fidx, depth, base, inst, fname)?;
                } else {
                    self.skip_to_exit(dc)?;
                }
            }
            ConstructKind::Section => {
                let run = match self.par.team.as_deref_mut() {
                    // In a nested team of one, the thread runs every section.
                    Some(t) if t.solo == 0 => match t.active.last_mut() {
                        Some(a) => {
                            let k = a.section;
                            a.section += 1;
                            let inst = a.inst;
                            let mine = t.team.take(inst, k + 1);
                            if mine {
                                a.ran_last = true;
                            }
                            mine
                        }
                        None => true,
                    },
                    _ => true,
                };
                if !run {
                    self.skip_to_exit(dc)?;
                } else if !dc.san.is_empty() {
                    self.san_dir(code, c, true);
                }
            }
            ConstructKind::Masked { .. } => {
                let f = dc
                    .filter
                    .map_or(0, |s| scalar::zx(self.regs[base + s as usize], 32));
                let tid = self.par.team.as_deref().map_or(0, |t| t.tid as u64);
                if f != tid {
                    self.skip_to_exit(dc)?;
                }
            }
            ConstructKind::Critical { name } => self.critical(&name)?,
            ConstructKind::Barrier => self.team_barrier()?,
            ConstructKind::Task => {
                let undeferred = included
                    || dc
                        .if_cond
                        .is_some_and(|s| self.regs[base + s as usize] & 1 == 0);
                if undeferred {
                    self.push_active(dc, c, fidx, depth, base, 0, fname)?;
                } else {
                    self.defer_task(code, c, at, base)?;
                }
            }
            ConstructKind::Taskwait => {
                if let Some(k) = self.par.team.as_deref().map(|t| t.children.clone()) {
                    self.wait_tasks(&k)?;
                }
            }
            ConstructKind::Taskgroup => {
                if let Some(t) = self.par.team.as_deref_mut() {
                    t.groups.push(Arc::default());
                }
            }
            // `flush`, `taskyield`: where a thread spinning on another's progress lets it run.
            ConstructKind::Inert | ConstructKind::Flush => self.team_turn()?,
            ConstructKind::Unsupported => {
                return Err(RunError::bare(format!(
                    "{}: parir cannot run this construct in a team of threads (run without --parallel)",
                    dc.describe
                ))
                .into());
            }
        }
        Ok(())
    }

    /// [`Op::DirExit`] of construct `c`; at the end of a taskgroup, once its tasks are done,
    /// its task reductions are combined ([`crate::libc::omp::TaskReds`]).
    pub(crate) fn dir_exit(&mut self, code: &Arc<Code>, c: u32, base: usize) -> R<()> {
        let group = code.dirs[c as usize].kind == ConstructKind::Taskgroup;
        if code.dirs[c as usize].kind == ConstructKind::Task
            && self.par.finals.last() == Some(&self.frames.len())
        {
            self.par.finals.pop();
        }
        self.dir_exit_construct(code, c, base)?;
        if group {
            self.taskgroup_closed()?;
        }
        Ok(())
    }

    fn dir_exit_construct(&mut self, code: &Arc<Code>, c: u32, base: usize) -> R<()> {
        let dc = &code.dirs[c as usize];
        if !dc.san.is_empty() {
            self.san_dir(code, c, false);
        }
        let depth = self.frames.len();
        let fidx = self.frames.last().map_or(0, |f| f.fidx);
        if let ConstructKind::Critical { name } = &dc.kind {
            if let Some(k) = self.par.held.iter().rposition(|h| h == name) {
                self.par.held.remove(k);
                self.par.locks.release(name);
            }
            return Ok(());
        }
        let Some(t) = self.par.team.as_deref_mut() else {
            if matches!(
                dc.kind,
                ConstructKind::Team | ConstructKind::TeamSections | ConstructKind::TeamLoop
            ) {
                self.par.inline_levels = self.par.inline_levels.saturating_sub(1);
            }
            return Ok(());
        };
        if t.task_stops.last() == Some(&(depth, fidx, c)) {
            // The end of a deferred task run on this thread: its frame goes (its stack
            // allocations with it; the variadic area is the creator's).
            t.task_stops.pop();
            if let Some(fr) = self.frames.pop() {
                while self.stack_allocs.len() > fr.allocas {
                    if let Some(id) = self.stack_allocs.pop() {
                        self.mem.release(id);
                    }
                }
                self.top = fr.base;
            }
            return Ok(());
        }
        if dc.kind == ConstructKind::Taskgroup && t.solo == 0 {
            if let Some(g) = t.groups.pop() {
                return self.wait_tasks(&g);
            }
            return Ok(());
        }
        if matches!(
            dc.kind,
            ConstructKind::Team | ConstructKind::TeamSections | ConstructKind::TeamLoop
        ) {
            if t.solo == 0 && depth == 1 && t.own == (fidx, c) {
                // The region's implicit barrier: the team's tasks all finish.
                let team = t.team.clone();
                self.wait_at(&team, true)?;
                // The end of this thread's work: the stack allocations made in the region go.
                self.par.team_done = true;
                while let Some(id) = self.stack_allocs.pop() {
                    self.mem.release(id);
                }
                self.frames.clear();
                return Ok(());
            }
            t.solo = t.solo.saturating_sub(1);
            return Ok(());
        }
        if t.solo > 0 {
            return Ok(());
        }
        let act = match t.active.last() {
            Some(a) if a.c == c && a.depth == depth && a.fidx == fidx => t.active.pop(),
            _ => None,
        };
        let worksharing = matches!(
            dc.kind,
            ConstructKind::Worksharing { .. } | ConstructKind::Sections | ConstructKind::Single
        );
        let privs: &[PrivCode] = dc.privs.as_deref().unwrap_or(&[]);
        let has_red = privs.iter().any(|p| p.red.is_some());
        let me = |e: crate::memory::MemError| Stop::Error(RunError::bare(e.0));
        if let Some(a) = &act {
            // lastprivate: the thread that ran the last iteration or section.
            if a.ran_last {
                for (pc, &(_, orig, copy)) in privs.iter().zip(&a.copies) {
                    if pc.last {
                        self.mem.copy(orig, copy, pc.bytes).map_err(me)?;
                    }
                }
            }
            for &(slot, orig, _) in &a.copies {
                self.regs[base + slot as usize] = orig;
            }
        }
        if worksharing && has_red {
            // Deposit, wait for all, thread 0 combines in thread order, wait again.
            let inst = act.as_ref().map_or(0, |a| a.inst);
            let (team, tid) = match self.par.team.as_deref() {
                Some(t) => (t.team.clone(), t.tid),
                None => return Ok(()),
            };
            if let Some(a) = &act {
                let copies = a.copies.iter().map(|x| x.2).collect();
                lock(&team.deposits)
                    .entry(inst)
                    .or_default()
                    .push((tid, copies));
            }
            self.wait(&team)?;
            if tid == 0 {
                let mut deps = lock(&team.deposits).remove(&inst).unwrap_or_default();
                deps.sort_by_key(|d| d.0);
                let orig: Vec<u64> = match &act {
                    Some(a) => a.copies.iter().map(|x| x.1).collect(),
                    None => Vec::new(),
                };
                let lists: Vec<&[u64]> = deps.iter().map(|d| d.1.as_slice()).collect();
                if !orig.is_empty() {
                    combine(&self.mem, privs, &orig, &lists)?;
                }
            }
            self.wait(&team)?;
        } else if worksharing && !dc.nowait {
            if let Some(team) = self.par.team.as_deref().map(|t| t.team.clone()) {
                self.wait(&team)?;
            }
        }
        if let Some(a) = act {
            for (_, _, copy) in a.copies {
                self.mem.release(crate::memory::split_ptr(copy).0);
            }
        }
        Ok(())
    }

    /// Waits at the team's barrier.
    fn wait(&mut self, team: &Arc<Team>) -> R<()> {
        self.wait_at(team, false)
    }

    /// Waits at a barrier, or (`end`) at the end of the team's region.
    fn wait_at(&mut self, team: &Arc<Team>, end: bool) -> R<()> {
        if let Some(h) = &self.par.hb {
            h.acquire_pending(self.par.hb_tid, &self.par.hb_acquire);
        }
        let hb = self.par.hb.clone().and_then(|h| {
            let t = self.par.team.as_deref_mut()?;
            t.hb_bars += 1;
            let key = (Arc::as_ptr(team) as usize, t.hb_bars);
            h.arrive(self.par.hb_tid, key.0, key.1, end);
            Some((h, key))
        });
        self.wait_at_inner(team, end)?;
        if let Some((h, (k, n))) = hb {
            h.depart(self.par.hb_tid, k, n, end, team.size);
        }
        Ok(())
    }

    fn wait_at_inner(&mut self, team: &Arc<Team>, end: bool) -> R<()> {
        let generation = team.arrive(end);
        loop {
            // A barrier is a task scheduling point: waiting threads run the queued tasks
            // (none once the team is stopped).
            while !team.abort.load(Ordering::Relaxed) {
                let Some(job) = team.pop_task(None) else {
                    break;
                };
                self.run_task(job)?;
                self.task_turn(team);
            }
            team.blocked.fetch_add(1, Ordering::AcqRel);
            // A thread waiting for a lock looks again: every thread blocked is a deadlock.
            team.locks.wake();
            let tid = self.par.team.as_deref().map_or(0, |t| t.tid);
            let passed = team.passed(generation, end, tid);
            team.blocked.fetch_sub(1, Ordering::AcqRel);
            if passed? {
                return Ok(());
            }
        }
    }

    /// Waits until `counter` is 0 (`taskwait`, the end of a `taskgroup`), running the
    /// queued tasks counted in it meanwhile. Only those: OpenMP's scheduling constraint for
    /// tied tasks (a thread runs only descendants of the task it suspends), which also
    /// bounds how deeply task runs nest on a thread by the depth of the task tree.
    /// `taskwait`: waits for the current task's child tasks (nothing outside a team).
    pub(crate) fn wait_children(&mut self) -> R<()> {
        if let Some(k) = self.par.team.as_deref().map(|t| t.children.clone()) {
            self.wait_tasks(&k)?;
        }
        Ok(())
    }

    fn wait_tasks(&mut self, counter: &Arc<AtomicUsize>) -> R<()> {
        self.wait_tasks_inner(counter)?;
        if let Some(h) = &self.par.hb {
            h.waited(self.par.hb_tid, Arc::as_ptr(counter) as usize);
        }
        Ok(())
    }

    fn wait_tasks_inner(&mut self, counter: &Arc<AtomicUsize>) -> R<()> {
        let Some(team) = self.par.team.as_deref().map(|t| t.team.clone()) else {
            return Ok(());
        };
        while counter.load(Ordering::Acquire) > 0 {
            // Stopped: the tasks counted may never finish (one ran on a thread that
            // stopped), and those queued are not run.
            if team.abort.load(Ordering::Relaxed) {
                return Err(stopped());
            }
            match team.pop_task(Some(counter)) {
                Some(job) => {
                    self.run_task(job)?;
                    self.task_turn(&team);
                }
                None if team.turns.is_some() => {
                    // Another member runs the rest, in its turn.
                    let tid = self.par.team.as_deref().map_or(0, |t| t.tid);
                    if !team.turns.as_ref().is_some_and(|t| t.pass(tid)) {
                        return Err(alone());
                    }
                }
                None => {
                    // Another thread runs the rest: wait for a task of ours to finish or
                    // be queued, or the team to stop (each notifies under this mutex).
                    let g = lock(&team.bar);
                    if counter.load(Ordering::Acquire) > 0
                        && !team.abort.load(Ordering::Relaxed)
                        && !team.has_task(Some(counter))
                    {
                        let _g = team.bar_cv.wait(g).unwrap_or_else(|e| e.into_inner());
                    }
                }
            }
        }
        Ok(())
    }

    /// After a task run at a scheduling point, in a team taking turns: the turn goes to
    /// the other threads, which take the next queued tasks as the threads of a team
    /// running at once would.
    fn task_turn(&self, team: &Team) {
        if let Some(turns) = &team.turns {
            turns.pass(self.par.team.as_deref().map_or(0, |t| t.tid));
        }
    }

    /// Defers task construct `c` (entry op at `at`): its copies of its privatized variables
    /// made now, a copy of the frame queued for whichever thread of the team is free; the
    /// creating thread goes on after the task's region.
    fn defer_task(&mut self, code: &Arc<Code>, c: u32, at: usize, base: usize) -> R<()> {
        let dc = &code.dirs[c as usize];
        let fidx = self.frames.last().map_or(0, |f| f.fidx);
        let va = self
            .frames
            .last()
            .map_or((0, 0, 0), |f| (f.va, f.va_gp, f.va_fp));
        let privs = match &dc.privs {
            Ok(p) => p,
            Err(e) => return Err(RunError::bare(format!("{}: {e}", dc.describe)).into()),
        };
        let fname = self.fnames[fidx as usize];
        let orig: Vec<u64> = privs
            .iter()
            .map(|p| self.regs[base + p.slot as usize])
            .collect();
        let copies = make_copies(&mut self.mem, privs, &orig, fname)?;
        let mut frame = self.regs[base..base + code.nslots as usize].to_vec();
        for (p, &cp) in privs.iter().zip(&copies) {
            frame[p.slot as usize] = cp;
        }
        let Some(t) = self.par.team.as_deref_mut() else {
            return Ok(());
        };
        let mut counters = vec![t.children.clone()];
        counters.extend(t.groups.iter().cloned());
        for k in &counters {
            k.fetch_add(1, Ordering::AcqRel);
        }
        t.team.pending.fetch_add(1, Ordering::AcqRel);
        let hb_tid = match &self.par.hb {
            Some(h) => {
                h.acquire_pending(self.par.hb_tid, &self.par.hb_acquire);
                h.task_create(self.par.hb_tid, &dc.describe)
            }
            None => 0,
        };
        let Some(t) = self.par.team.as_deref_mut() else {
            return Ok(());
        };
        lock(&t.team.tasks).push_back(TaskJob {
            body: TaskBody::Region {
                code: code.clone(),
                fidx,
                c,
                pc: at + 1,
                frame,
                va,
                copies,
            },
            counters,
            hb_tid,
        });
        t.team.wake();
        self.skip_to_exit(dc)
    }

    /// Runs deferred task `job` on this thread, above its current frames.
    fn run_task(&mut self, job: TaskJob) -> R<()> {
        let depth = self.frames.len();
        if let TaskBody::Region {
            code,
            fidx,
            c,
            pc,
            frame,
            va,
            ..
        } = &job.body
        {
            let base = self.top;
            let n = frame.len();
            if self.regs.len() < base + n {
                self.regs.resize(base + n, 0);
            }
            self.regs[base..base + n].copy_from_slice(frame);
            self.top = base + n;
            self.install_code(*fidx, code);
            self.frames.push(Frame {
                fidx: *fidx,
                pc: *pc,
                base,
                ret_d: NONE,
                allocas: self.stack_allocs.len(),
                va: va.0,
                va_gp: va.1,
                va_fp: va.2,
            });
            if let Some(t) = self.par.team.as_deref_mut() {
                t.task_stops.push((depth + 1, *fidx, *c));
            }
        }
        // The task's own context: no children yet, the taskgroups it was created in.
        let saved = self.par.team.as_deref_mut().map(|t| {
            (
                std::mem::take(&mut t.children),
                std::mem::replace(&mut t.groups, job.counters[1..].to_vec()),
            )
        });
        if let Some(h) = &self.par.hb {
            h.acquire_pending(self.par.hb_tid, &self.par.hb_acquire);
        }
        let outer = std::mem::replace(&mut self.par.hb_tid, job.hb_tid);
        // A deferred task is not final, whatever task the thread suspended to run it,
        // unless it is final itself.
        let finals = std::mem::take(&mut self.par.finals);
        if matches!(job.body, TaskBody::Call { final_: true, .. }) {
            self.par.finals.push(FINAL_CALL);
        }
        let res = match &job.body {
            TaskBody::Region { .. } => self.run(depth),
            TaskBody::Call {
                routine,
                gtid,
                record,
                ..
            } => self
                .call_function(*routine, &[vec![*gtid], vec![*record]])
                .and_then(|_| {
                    self.mem
                        .free_heap(*record)
                        .map_err(|e| Stop::Error(RunError::bare(e.0)))
                }),
        };
        self.par.finals = finals;
        if let Some(h) = &self.par.hb {
            h.acquire_pending(self.par.hb_tid, &self.par.hb_acquire);
        }
        self.par.hb_tid = outer;
        if let Some(h) = &self.par.hb {
            let mut keys: Vec<usize> = job
                .counters
                .iter()
                .map(|k| Arc::as_ptr(k) as usize)
                .collect();
            if let Some(t) = self.par.team.as_deref() {
                keys.push(Arc::as_ptr(&t.team) as usize);
            }
            h.task_end(job.hb_tid, &keys);
        }
        let mut finished = true;
        if let Some(t) = self.par.team.as_deref_mut() {
            if matches!(job.body, TaskBody::Region { .. })
                && t.task_stops.last().map(|s| s.0) == Some(depth + 1)
            {
                // Stopped before the task's end (an error or `exit`).
                t.task_stops.pop();
                finished = false;
            }
            if let Some((children, groups)) = saved {
                t.children = children;
                t.groups = groups;
            }
        }
        if let TaskBody::Region { copies, .. } = &job.body {
            for &cp in copies {
                self.mem.release(crate::memory::split_ptr(cp).0);
            }
        }
        for k in &job.counters {
            k.fetch_sub(1, Ordering::AcqRel);
        }
        if let Some(t) = self.par.team.as_deref() {
            t.team.pending.fetch_sub(1, Ordering::AcqRel);
            t.team.wake();
        }
        res?;
        if !finished {
            return Err(RunError::bare("a task returned from its function before its end").into());
        }
        Ok(())
    }

    /// Defers the task of libomp's record `record` (`routine(gtid, record)`, then the
    /// record freed) to whichever thread of the team is free, counted in the current
    /// task's children, its taskgroups and `extra` (a taskloop's own taskgroup). Ok(false),
    /// nothing done, outside a team of several threads: the caller runs it at once.
    pub(crate) fn defer_call_task(
        &mut self,
        routine: u32,
        gtid: u64,
        record: u64,
        extra: Option<&Arc<AtomicUsize>>,
        final_: bool,
        what: &str,
    ) -> R<bool> {
        let Some(t) = self.member() else {
            return Ok(false);
        };
        let mut counters = vec![t.children.clone()];
        counters.extend(t.groups.iter().cloned());
        counters.extend(extra.cloned());
        for k in &counters {
            k.fetch_add(1, Ordering::AcqRel);
        }
        t.team.pending.fetch_add(1, Ordering::AcqRel);
        let hb_tid = match &self.par.hb {
            Some(h) => {
                h.acquire_pending(self.par.hb_tid, &self.par.hb_acquire);
                h.task_create(self.par.hb_tid, what)
            }
            None => 0,
        };
        let Some(t) = self.member() else {
            return Ok(false);
        };
        lock(&t.team.tasks).push_back(TaskJob {
            body: TaskBody::Call {
                routine,
                gtid,
                record,
                final_,
            },
            counters,
            hb_tid,
        });
        t.team.wake();
        Ok(true)
    }

    /// Whether this thread is a member of a team of several threads (its tasks may be
    /// deferred to the others).
    pub(crate) fn in_team(&mut self) -> bool {
        self.member().is_some()
    }

    /// Waits until the tasks counted in `group` are done (a taskloop's implicit
    /// taskgroup), running them meanwhile.
    pub(crate) fn wait_group(&mut self, group: &Arc<AtomicUsize>) -> R<()> {
        if self.member().is_some() {
            self.wait_tasks(group)?;
        }
        Ok(())
    }

    /// A detachable task's completion event (`__kmpc_task_allow_completion_event`): until
    /// `omp_fulfill_event`, the task counts as not finished in what the task created now
    /// would be counted in (the current task's children, its taskgroups, the team's
    /// barrier). The counters to release, and the race detector's keys, for
    /// [`Machine::fulfill_event`]; `None` outside a team of several threads (the task runs
    /// at once and nothing waits for it).
    pub(crate) fn detach_event(&mut self) -> Option<DetachedTask> {
        let keys = self.hb_task_keys();
        let t = self.member()?;
        let mut counters = vec![t.children.clone()];
        counters.extend(t.groups.iter().cloned());
        for k in &counters {
            k.fetch_add(1, Ordering::AcqRel);
        }
        t.team.pending.fetch_add(1, Ordering::AcqRel);
        Some(DetachedTask {
            team: t.team.clone(),
            counters,
            keys,
        })
    }

    /// `omp_fulfill_event`: the detached task `d` may complete; what waits for it is
    /// ordered after what this task did so far.
    pub(crate) fn fulfill_event(&mut self, d: DetachedTask) {
        if let Some(h) = &self.par.hb {
            h.acquire_pending(self.par.hb_tid, &self.par.hb_acquire);
            h.task_end(self.par.hb_tid, &d.keys);
        }
        for k in &d.counters {
            k.fetch_sub(1, Ordering::AcqRel);
        }
        d.team.pending.fetch_sub(1, Ordering::AcqRel);
        d.team.wake();
    }

    /// A team's thread out of steps ([`Machine::refill_steps`]): stops when the team was
    /// stopped, else takes the next slice of its budget. Ok(false) when the budget is
    /// spent (or not a team's thread).
    pub(crate) fn member_refill(&mut self) -> R<bool> {
        let Some(t) = self.par.team.as_deref_mut() else {
            return Ok(false);
        };
        if t.team.abort.load(Ordering::Relaxed) {
            return Err(stopped());
        }
        let got = t.reserve.min(crate::spawn::SLICE);
        t.reserve -= got;
        self.steps_left = got;
        self.team_turn()?;
        Ok(got > 0)
    }

    /// A point where a logical thread may wait for another's progress without blocking (an
    /// atomic load, a flush, a spin): it passes the turn ([`Turns`]), if its team takes
    /// turns.
    pub(crate) fn team_turn(&mut self) -> R<()> {
        let Some(t) = self.par.team.as_deref() else {
            return Ok(());
        };
        if let Some(turns) = &t.team.turns {
            turns.pass(t.tid);
            if t.team.abort.load(Ordering::Relaxed) {
                return Err(stopped());
            }
        }
        Ok(())
    }

    fn team_barrier(&mut self) -> R<()> {
        match self.member().map(|t| t.team.clone()) {
            Some(team) => self.wait(&team),
            None => Ok(()),
        }
    }

    /// Enters critical section `name`.
    pub(crate) fn critical(&mut self, name: &str) -> R<()> {
        let team = self.par.team.as_deref().map(|t| (t.team.clone(), t.tid));
        self.par.locks
            .acquire(name, team.as_ref().map(|(t, tid)| (&**t, *tid)))
            .map_err(|deadlock| {
                if deadlock {
                    if let Some((t, _)) = &team {
                        t.stop();
                    }
                    Stop::Error(RunError::bare(format!(
                        "deadlock: waiting for critical section {} while every other thread of the team waits (a critical section held across a barrier?)",
                        if name.is_empty() { "(unnamed)".to_string() } else { format!("'{name}'") }
                    )))
                } else {
                    stopped()
                }
            })?;
        self.par.held.push(name.to_string());
        Ok(())
    }

    /// Continues at the construct's exit (a thread that does not run the region).
    fn skip_to_exit(&mut self, dc: &DirCode) -> R<()> {
        if dc.exit_pc == NONE {
            return Err(RunError::bare(format!(
                "{}: the region has no exit to go to",
                dc.describe
            ))
            .into());
        }
        if let Some(f) = self.frames.last_mut() {
            f.pc = dc.exit_pc as usize;
        }
        Ok(())
    }

    /// Enters construct `c` in a team: this thread's copies of its privatized variables.
    #[allow(clippy::too_many_arguments)]
    fn push_active(
        &mut self,
        dc: &DirCode,
        c: u32,
        fidx: u32,
        depth: usize,
        base: usize,
        inst: u64,
        fname: crate::memory::NameId,
    ) -> R<()> {
        let privs = match &dc.privs {
            Ok(p) => p,
            Err(e) => {
                return Err(RunError::bare(format!("{}: {e}", dc.describe)).into());
            }
        };
        let orig: Vec<u64> = privs
            .iter()
            .map(|p| self.regs[base + p.slot as usize])
            .collect();
        let copies = make_copies(&mut self.mem, privs, &orig, fname)?;
        for (p, &cp) in privs.iter().zip(&copies) {
            self.regs[base + p.slot as usize] = cp;
        }
        let copies = privs
            .iter()
            .zip(orig)
            .zip(copies)
            .map(|((p, o), cp)| (p.slot, o, cp))
            .collect();
        if let Some(t) = self.par.team.as_deref_mut() {
            t.active.push(Active {
                c,
                fidx,
                depth,
                inst,
                copies,
                section: 0,
                ran_last: false,
            });
        }
        Ok(())
    }

    /// [`Op::LoopEnter`] in a team member: when the loop is the one of the worksharing
    /// construct the thread is in, runs this thread's share of the iterations. Returns
    /// whether it did (else the loop runs as any loop).
    pub(crate) fn ws_loop_enter(&mut self, code: &Arc<Code>, l: u32, base: usize) -> R<bool> {
        let depth = self.frames.len();
        let fidx = self.frames.last().map_or(0, |f| f.fidx);
        let (c, inst, tid, team) = match self.member() {
            Some(t) => match t.active.last() {
                Some(a)
                    if a.depth == depth
                        && a.fidx == fidx
                        && code.dirs[a.c as usize].ws_loop == Some(l) =>
                {
                    (a.c, a.inst, t.tid, t.team.clone())
                }
                _ => return Ok(false),
            },
            None => return Ok(false),
        };
        let dc = &code.dirs[c as usize];
        let lc = &code.loops[l as usize];
        let size = team.size as u64;
        let describe = dc.describe.clone();
        let header = lc.header;
        let note = |m: &mut Self, reason: Option<&str>| {
            if tid != 0 {
                return;
            }
            let st = m.par.dir_stats.entry((fidx, c)).or_default();
            if st.describe.is_empty() {
                st.describe = describe.clone();
                st.entry = header;
            }
            st.entries += 1;
            match reason {
                None => {
                    st.teams += 1;
                    st.threads += size;
                }
                Some(r) => st.reason(r),
            }
        };
        let whole = |m: &mut Self, why: &str| -> R<bool> {
            note(m, Some(why));
            // Run whole by the first thread to arrive.
            if team.take(inst, u64::MAX) {
                if let Some(a) = m.par.team.as_deref_mut().and_then(|t| t.active.last_mut()) {
                    a.ran_last = true;
                }
            } else {
                m.skip_to_exit(dc)?;
            }
            Ok(true)
        };
        let plan = match &lc.plan {
            Ok(p) if p.reds.is_empty() => p,
            Ok(_) => return whole(self, "a reduction held in a phi of the loop"),
            Err(e) => return whole(self, &e.clone()),
        };
        let budget = self
            .steps_left
            .saturating_add(self.par.team.as_deref().map_or(0, |t| t.reserve));
        let r = &self.regs[base..base + code.nslots as usize];
        let Some(t) = trip_count(plan, r, MAX_TRIP.min(budget)) else {
            return whole(
                self,
                "the exit test does not end the loop within 2^34 iterations (or the step budget)",
            );
        };
        let iters = t - 1;
        // A loop tested at its latch runs a whole iteration in its last header execution:
        // that one is dealt out too, as libomp deals every iteration.
        let items = if plan.test.bottom { t } else { iters };
        let start: Vec<u64> = plan.ivs.iter().map(|iv| r[iv.phi as usize]).collect();
        note(self, None);
        // A chunk of 0 is an unspecified one (a static schedule clause with chunk 0).
        let chunk = dc
            .chunk
            .map(|s| scalar::zx(self.regs[base + s as usize], 32))
            .filter(|&k| k > 0);
        let mut ran_last = false;
        let schedule = match (dc.schedule, chunk) {
            (ScheduleKind::Static, None) => Schedule::Static,
            (ScheduleKind::Static, Some(k)) => Schedule::StaticChunk(k),
            (ScheduleKind::Guided, k) => Schedule::Guided(k.unwrap_or(1)),
            (_, k) => Schedule::Dynamic(k.unwrap_or(1)),
        };
        if schedule.is_dynamic() {
            loop {
                let (lo, hi) = {
                    let mut next = lock(&team.next);
                    schedule.grab(next.entry(inst).or_insert(0), items, size)
                };
                if lo >= items {
                    break;
                }
                self.run_share(code, l, base, &start, lo, hi.min(iters))?;
                ran_last |= hi == items;
            }
            if items == 0 {
                ran_last = team.take(inst, u64::MAX);
            }
        } else {
            for (lo, hi) in schedule.shares(items, size, tid as u64) {
                self.run_share(code, l, base, &start, lo, hi.min(iters))?;
                ran_last |= hi == items && hi > lo;
            }
            ran_last |= items == 0 && tid == 0;
        }
        if ran_last {
            // The last execution of the header (or latch), as a sequential run ends.
            let r = &mut self.regs[base..base + code.nslots as usize];
            for (iv, &s) in plan.ivs.iter().zip(&start) {
                r[iv.phi as usize] = iv_value(iv, s, r[iv.step as usize], iters);
            }
            if let Some(a) = self
                .par
                .team
                .as_deref_mut()
                .and_then(|t| t.active.last_mut())
            {
                a.ran_last = true;
            }
            if let Some(f) = self.frames.last_mut() {
                f.pc = lc.header as usize;
            }
        } else {
            self.skip_to_exit(dc)?;
        }
        Ok(true)
    }

    /// Runs iterations `lo..hi` of loop `l` of the current frame (induction start values
    /// `start`), stopping at the header of iteration `hi`.
    fn run_share(
        &mut self,
        code: &Arc<Code>,
        l: u32,
        base: usize,
        start: &[u64],
        lo: u64,
        hi: u64,
    ) -> R<()> {
        if hi <= lo {
            return Ok(());
        }
        let Ok(plan) = &code.loops[l as usize].plan else {
            return Ok(());
        };
        let depth = self.frames.len();
        {
            let r = &mut self.regs[base..base + code.nslots as usize];
            for (iv, &s) in plan.ivs.iter().zip(start) {
                r[iv.phi as usize] = iv_value(iv, s, r[iv.step as usize], lo);
            }
        }
        if let Some(f) = self.frames.last_mut() {
            f.pc = code.loops[l as usize].header as usize;
        }
        self.par.region = Some(crate::parallel::RegionCtl {
            depth,
            l,
            left: hi - lo + 1,
        });
        self.par.region_done = false;
        let res = self.run(depth - 1);
        self.par.region = None;
        res?;
        if !self.par.region_done {
            return Err(RunError::bare(
                "a worksharing loop returned from its function before its last iteration",
            )
            .into());
        }
        Ok(())
    }

    /// Runs team construct `c` (entry op at `at`) on a team of threads, or lets the main
    /// thread run it alone, saying why in the `--explain` report.
    fn run_team(&mut self, code: &Arc<Code>, c: u32, at: usize, base: usize) -> R<()> {
        let dc = &code.dirs[c as usize];
        let fidx = self.frames.last().map_or(0, |f| f.fidx);
        let stats = self.par.dir_stats.entry((fidx, c)).or_default();
        if stats.describe.is_empty() {
            stats.describe = dc.describe.clone();
            stats.entry = at as u32;
        }
        stats.entries += 1;
        // Sanitizing, an OpenMP team runs with logical threads for the race detector; a
        // CSA region's sections stay on one thread, where the sanitizer checks each pair of
        // them as the units of one group (`crate::sanitize`). Run on one thread, an OpenMP
        // team has the threads it asks for, taking turns ([`Turns`]).
        let turns = !self.cfg.sanitize && self.cfg.threads <= 1 && dc.kind == ConstructKind::Team;
        let threads = match (self.cfg.sanitize, &dc.kind) {
            (true, ConstructKind::Team) => self.cfg.sanitize_threads,
            (true, _) => 1,
            (false, ConstructKind::Team) if turns => self.cfg.team_threads,
            (false, _) => self.cfg.threads,
        };
        if (threads <= 1 && !turns) || self.par.region.is_some() {
            return Ok(());
        }
        if let Some(b) = &dc.blocker {
            stats.reason(b);
            return Ok(());
        }
        let privs = match &dc.privs {
            Ok(p) => p.clone(),
            Err(e) => {
                stats.reason(e);
                return Ok(());
            }
        };
        if let Some(s) = dc.if_cond {
            if self.regs[base + s as usize] & 1 == 0 {
                stats.reason("its if clause is false");
                return Ok(());
            }
        }
        // The clause, else `omp_set_num_threads`'s value, else `--parallel`'s N.
        let asked = match dc.num_threads {
            Some(s) => scalar::sx(self.regs[base + s as usize], 32).max(1) as u64,
            None => self.par.omp_nthreads.map_or(threads as u64, u64::from),
        };
        // `OMP_THREAD_LIMIT` bounds a team as libomp bounds it (which warns on stderr).
        let limit = lock(&self.par.locks.icvs).thread_limit.max(1) as u64;
        let asked = asked.min(limit);
        let size = asked.min(MAX_TEAM as u64) as u32;
        let warn = asked > MAX_TEAM as u64 && !std::mem::replace(&mut stats.capped, true);
        if size <= 1 {
            stats.reason("a team of one thread (num_threads)");
            return Ok(());
        }
        if dc.exit_pc == NONE {
            stats.reason("the region has no exit");
            return Ok(());
        }
        if !matches!(self.mem, MemHandle::Own(_)) {
            return Ok(());
        }
        stats.teams += 1;
        stats.threads += size as u64;
        if warn {
            // Not silently (libomp warns too), once per construct.
            let line = self.frames.last().map_or(0, |f| self.location(f, at).ll.0);
            let _ = writeln!(
                self.err,
                "parir: warning: {} (.ll line {line}): a team of {asked} threads asked for; it runs with {MAX_TEAM}, the most parir runs in a team",
                dc.describe
            );
        }
        self.ensure_workers()?;
        let fname = self.fnames[fidx as usize];
        let frame: Vec<u64> = self.regs[base..base + code.nslots as usize].to_vec();
        let orig: Vec<u64> = privs.iter().map(|p| frame[p.slot as usize]).collect();
        let mut copies: Vec<Vec<u64>> = Vec::new();
        for _ in 0..size {
            match make_copies(&mut self.mem, &privs, &orig, fname) {
                Ok(c) => copies.push(c),
                Err(e) => {
                    for c in copies.iter().flatten() {
                        self.mem.release(crate::memory::split_ptr(*c).0);
                    }
                    return Err(e);
                }
            }
        }
        let va = match self.frames.last() {
            Some(f) => (f.va, f.va_gp, f.va_fp),
            None => return Ok(()),
        };
        let mut ctx = self.ctx();
        // Output goes to the team's stream as it is written, in order.
        ctx.cfg = Arc::new(crate::interp::Config {
            stdout_buffering: crate::interp::Buffering::Block(1),
            ..(*ctx.cfg).clone()
        });
        // A deferred task's frame and code go to whichever thread is free: all threads
        // must run one decoding, made here, with the same shapes.
        self.predecode();
        let mut states = std::mem::take(&mut self.par.team_states);
        states.resize_with(size as usize, WorkerState::default);
        for st in &mut states {
            st.sync(&self.shapes, &self.codes, self.decodes);
        }
        let team = Arc::new(Team::new(size, self.par.locks.clone(), turns));
        let steps = self.steps_left;
        let sections = dc.kind == ConstructKind::TeamSections;
        let Some(rt) = self.par.workers.as_deref() else {
            return Ok(());
        };
        let MemHandle::Own(mem) = &mut self.mem else {
            return Ok(());
        };
        // Sanitizing: the team's logical threads in the race detector.
        let hb = self.par.hb.clone();
        let hb_tids = match &hb {
            Some(h) => h.fork(self.par.hb_tid, size, &dc.describe),
            None => Vec::new(),
        };
        let hb_tids = &hb_tids;
        let shared = mem.share();
        let states: Vec<Mutex<Option<WorkerState>>> =
            states.into_iter().map(|st| Mutex::new(Some(st))).collect();
        let slots: Vec<Mutex<Option<MemberOut>>> = (0..size).map(|_| Mutex::new(None)).collect();
        let privs = &privs;
        let member = |tid: usize| {
            let Some(st) = lock(&states[tid]).take() else {
                return;
            };
            let (ctx, team, frame, mine) = (ctx.clone(), team.clone(), &frame, &copies[tid]);
            let mut out = Sink(&team.out);
            let mut err = Sink(&team.err);
            let mut w = Machine::worker(ctx, shared, st, &mut out, &mut err);
            w.par.team = Some(Box::new(Member {
                team: team.clone(),
                tid: tid as u32,
                own: (fidx, c),
                ws_seq: 0,
                solo: 0,
                active: Vec::new(),
                children: Arc::default(),
                groups: Vec::new(),
                task_stops: Vec::new(),
                reserve: 0,
                hb_bars: 0,
            }));
            if let Some(hb) = &hb {
                w.par.hb = Some(hb.clone());
                w.par.hb_tid = hb_tids[tid];
                let mut san = Box::<crate::sanitize::Sanitizer>::default();
                san.in_team = true;
                w.par.san = Some(san);
            }
            if let Some(t) = &team.turns {
                t.wait(tid as u32);
            }
            // A panic (a bug of parir's) stops the team like an error.
            let res = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                w.member_run(code, fidx, frame, va, at + 1, privs, mine, sections, steps)
            }))
            .unwrap_or_else(|p| Err(w.panicked(&*p)));
            if res.is_err() {
                team.stop();
            }
            if let Some(t) = &team.turns {
                t.leave(tid as u32);
            }
            for h in std::mem::take(&mut w.par.held) {
                w.par.locks.release(&h);
            }
            let res = match (res, w.flush_out()) {
                (Ok(()), Err(e)) => Err(Stop::Error(RunError::bare(e))),
                (r, _) => r,
            };
            let left = w.steps_left + w.par.team.as_deref().map_or(0, |t| t.reserve);
            let used = steps.saturating_sub(left);
            let stats = std::mem::take(&mut w.par.dir_stats);
            let san = w.par.san.take();
            let (state, _) = w.into_state();
            *lock(&slots[tid]) = Some(MemberOut {
                res,
                steps: used,
                state,
                stats,
                san,
            });
        };
        // The members on the run's pool, those beyond its workers on extra threads; a
        // thread that could not be started never reaches a barrier: the others stop.
        let extra = rt.run_members(size as usize, member, || team.failed_start());
        let pool = rt.describe();
        if let Some(st) = self.par.dir_stats.get_mut(&(fidx, c)) {
            st.pool = Some(pool);
            st.extra += *extra.as_ref().unwrap_or(&0) as u64;
        }
        let outs: Vec<MemberOut> = slots
            .into_iter()
            .filter_map(|o| o.into_inner().unwrap_or_else(|e| e.into_inner()))
            .collect();
        let MemHandle::Own(mem) = &mut self.mem else {
            return Ok(());
        };
        mem.unshare();
        let mut stop = None;
        let mut used = 0u64;
        let mut states = Vec::new();
        let complete = outs.len() == size as usize;
        if let Some(h) = &hb {
            h.join_team(self.par.hb_tid, hb_tids);
        }
        for mut o in outs {
            if let (Some(mine), Some(theirs)) = (self.par.san.as_deref_mut(), o.san.take()) {
                mine.absorb(*theirs);
            }
            used = used.saturating_add(o.steps);
            states.push(o.state);
            for (k, v) in o.stats {
                self.par.dir_stats.entry(k).or_default().absorb(v);
            }
            match o.res {
                Ok(()) => {}
                // A thread stopped because another did: report the other.
                Err(Stop::Error(e)) if e.message.starts_with("stopped: another thread") => {
                    stop = stop.or(Some(Stop::Error(e)));
                }
                Err(e) => {
                    if !matches!(stop, Some(Stop::Error(ref x)) if !x.message.starts_with("stopped: another thread"))
                        && !matches!(stop, Some(Stop::Exit(_)))
                    {
                        stop = Some(e);
                    }
                }
            }
        }
        self.par.team_states = states;
        let lists: Vec<&[u64]> = copies.iter().map(|c| c.as_slice()).collect();
        let combined = if stop.is_none() && complete {
            combine(&self.mem, privs, &orig, &lists)
        } else {
            Ok(())
        };
        for c in copies.iter().flatten() {
            self.mem.release(crate::memory::split_ptr(*c).0);
        }
        let (out, err) = (
            std::mem::take(&mut *lock(&team.out)),
            std::mem::take(&mut *lock(&team.err)),
        );
        self.write_stream(1, &out)?;
        if !err.is_empty() {
            self.write_stream(2, &err)?;
        }
        self.steps_left = self.steps_left.saturating_sub(used);
        combined?;
        if !complete && stop.is_none() {
            stop = Some(Stop::Error(RunError::bare(
                "a thread of the team could not be started",
            )));
        }
        if let Some(s) = stop {
            return Err(self.worker_stop(s, "a thread of a team"));
        }
        self.check_step_budget()?;
        // The main thread resumes at the exit (a no-op for it).
        if let Some(f) = self.frames.last_mut() {
            f.pc = dc.exit_pc as usize;
        }
        Ok(())
    }

    /// A team thread's work: the region from the op at `pc` of function `fidx`, in a copy
    /// of the frame with this thread's copies of the team's privatized variables, until
    /// the team construct's exit.
    #[allow(clippy::too_many_arguments)]
    fn member_run(
        &mut self,
        code: &Arc<Code>,
        fidx: u32,
        frame: &[u64],
        va: (u64, u32, u32),
        pc: usize,
        privs: &[PrivCode],
        copies: &[u64],
        sections: bool,
        steps: u64,
    ) -> R<()> {
        self.regs.clear();
        self.regs.extend_from_slice(frame);
        self.top = frame.len();
        for (p, &cp) in privs.iter().zip(copies) {
            self.regs[p.slot as usize] = cp;
        }
        self.install_code(fidx, code);
        self.frames.push(Frame {
            fidx,
            pc,
            base: 0,
            ret_d: NONE,
            allocas: 0,
            va: va.0,
            va_gp: va.1,
            va_fp: va.2,
        });
        if sections {
            if let Some(t) = self.par.team.as_deref_mut() {
                t.ws_seq = 1;
                t.active.push(Active {
                    c: t.own.1,
                    fidx,
                    depth: 1,
                    inst: 1,
                    copies: Vec::new(),
                    section: 0,
                    ran_last: false,
                });
            }
        }
        self.steps_left = steps.min(crate::spawn::SLICE);
        if let Some(t) = self.par.team.as_deref_mut() {
            t.reserve = steps - self.steps_left;
        }
        self.par.team_done = false;
        let res = self.run(0);
        if res.is_ok() && !self.par.team_done {
            return Err(RunError::bare(
                "a parallel region returned from its function before its exit",
            )
            .into());
        }
        res
    }
}

#[cfg(test)]
mod tests {
    use crate::interp::{Config, Machine, RunError};
    use std::time::Duration;

    /// A team of four whose thread 1 panics (`@parir.test.panic`, the unit tests' stand-in
    /// for an interpreter bug) after 100000 iterations, inside a critical section when
    /// `in_critical`, while the others wait at a barrier (or for the lock).
    fn team(in_critical: bool) -> String {
        if in_critical {
            include_str!("../tests/unit/team_panic_critical.ll").to_string()
        } else {
            include_str!("../tests/unit/team_panic.ll").to_string()
        }
    }

    /// Runs `src` on `threads` threads in a thread of its own; `None` when it has not
    /// finished within 20 seconds (a hang).
    fn run_bounded(src: String, threads: usize) -> Option<Result<i32, RunError>> {
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let m = parir_ir::parser::parse_module(&src, "t.ll").expect("parses");
            let cfg = Config {
                threads,
                ..Config::default()
            };
            let (mut out, mut err) = (Vec::new(), Vec::new());
            let r = Machine::new(&m, &src, cfg, &mut out, &mut err).and_then(|mut m| m.run_main());
            let _ = tx.send(r);
        });
        rx.recv_timeout(Duration::from_secs(20)).ok()
    }

    /// A panic in a team's thread is a located internal error of the run, and the threads
    /// waiting at the barrier, or for the critical section the panicking thread held, give
    /// up: no hang.
    #[test]
    fn a_panicking_team_thread_stops_the_team() {
        for in_critical in [false, true] {
            let r = run_bounded(team(in_critical), 2)
                .unwrap_or_else(|| panic!("hang (critical section: {in_critical})"));
            let e = r.expect_err("an internal error");
            assert!(
                e.message.starts_with(
                    "internal error: the interpreter panicked (parir.test.panic was called)"
                ),
                "{e:?}"
            );
            assert!(e.message.ends_with("(in a thread of a team)"), "{e:?}");
            assert_eq!(
                e.location.as_ref().map(|l| l.function.as_str()),
                Some("main")
            );
        }
    }

    /// On the main thread too, a panic is an internal error at the call, not a crash.
    #[test]
    fn a_panic_of_the_main_thread_is_an_internal_error() {
        let src = "declare void @parir.test.panic()
define i32 @main() {
  call void @parir.test.panic()
  ret i32 0
}
";
        let e = run_bounded(src.to_string(), 1)
            .expect("no hang")
            .expect_err("an internal error");
        assert!(
            e.message
                .starts_with("internal error: the interpreter panicked"),
            "{e:?}"
        );
        // The frame's position: the call, or the instruction after it.
        let line = e.location.map(|l| (l.function, l.ll.0));
        assert!(matches!(&line, Some((f, 3 | 4)) if f == "main"), "{line:?}");
    }
}
