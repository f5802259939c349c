//! The parallel runtime of a run (`parir run --parallel[=N]`): one pool of worker threads,
//! created once per run at the first parallel construct, on which parallel loops
//! ([`crate::parallel`]), team regions and their worksharing and tasks ([`crate::team`]) and
//! Tapir spawn trees ([`crate::spawn`]) all run; and the one implementation each of what
//! they share: privatized copies and reduction combining ([`init_copy`], [`combine_copies`])
//! and loop scheduling ([`Schedule`]).
//!
//! # The pool, and teams larger than it
//!
//! The pool is a rayon pool of N workers (`--parallel=N`). Loop chunks and spawned tasks
//! are its jobs; a waiting loop or spawn tree helps (rayon's scope end runs queued jobs).
//!
//! A team member is different: it blocks (at barriers, for critical sections, at
//! `taskwait`), and OpenMP lets a team have more threads than there are cores
//! (`num_threads(8)` with `--parallel=2`). A rayon worker that blocks cannot run another
//! job, so a team of S members on N workers would deadlock when S > N. The runtime
//! compensates for blocking as rayon cannot: [`Runtime::run_members`] gives the first
//! min(S, N) members a worker of the pool each (the pool is idle when a team starts: a
//! team is started only by the main machine, which is not on the pool, and members never
//! hand work to the pool themselves), and backs each further member with an extra thread
//! the runtime spawns for the team's duration. `--explain` reports the pool and the extra
//! threads of each team.
//!
//! Waiting never polls: barriers, critical sections, `taskwait` and the end of a team's
//! region block on condition variables notified on every change of what they wait for
//! (an arrival, a task queued or finished, a lock released, the team stopped), or help by
//! running queued tasks.

use crate::code::{MemElem, MemRed, PrivCode};
use crate::memory::{split_ptr, AllocKind, MemError, MemHandle, Memory, NameId};
use crate::parallel::WorkerState;
use crate::scalar;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

/// Stack of a worker thread (pool workers and the runtime's extra threads alike): spawned
/// tasks nest scopes, team tasks and callbacks recurse in the interpreter.
pub const WORKER_STACK: usize = 64 << 20;

/// Numbers the runtimes created in this process (`--explain` names the pool by it).
static RUNTIMES: AtomicU64 = AtomicU64::new(0);

/// The parallel runtime of a run: its pool of worker threads, and the per-worker states
/// of the parallel loops' chunks, kept between loops.
pub(crate) struct Runtime {
    pub(crate) pool: rayon::ThreadPool,
    /// The pool's number in this process.
    pub(crate) id: u64,
    pub(crate) states: Vec<WorkerState>,
}

impl Runtime {
    /// Starts a pool of `n` worker threads.
    pub(crate) fn new(n: usize) -> Result<Runtime, String> {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(n)
            .thread_name(|k| format!("parir-worker-{k}"))
            .stack_size(WORKER_STACK)
            .build()
            .map_err(|e| format!("cannot start worker threads: {e}"))?;
        Ok(Runtime {
            pool,
            id: RUNTIMES.fetch_add(1, Ordering::Relaxed) + 1,
            states: (0..n).map(|_| WorkerState::default()).collect(),
        })
    }

    /// The pool's worker threads.
    pub(crate) fn workers(&self) -> usize {
        self.pool.current_num_threads()
    }

    /// `pool #1 (2 workers)`: how `--explain` names this pool.
    pub(crate) fn describe(&self) -> String {
        format!("pool #{} ({} workers)", self.id, self.workers())
    }

    /// Runs `member(k)` for each member `k` of a team of `size`, all at once, and returns
    /// when all have returned: members `0..min(size, N)` as jobs of the pool, the others on
    /// extra threads the runtime starts for them (see the module's doc). Returns the
    /// number of extra threads; `failed` is called (before any member waits for it) when
    /// one cannot be started, and `Err` returned after the others have finished.
    pub(crate) fn run_members<F, S>(&self, size: usize, member: F, failed: S) -> Result<usize, ()>
    where
        F: Fn(usize) + Sync,
        S: Fn() + Sync,
    {
        let on_pool = size.min(self.workers());
        let mut ok = true;
        std::thread::scope(|ts| {
            let member = &member;
            for k in on_pool..size {
                let started = std::thread::Builder::new()
                    .name(format!("parir-extra-{k}"))
                    .stack_size(WORKER_STACK)
                    .spawn_scoped(ts, move || member(k));
                if started.is_err() {
                    ok = false;
                    failed();
                    break;
                }
            }
            self.pool.scope(|s| {
                for k in 0..on_pool {
                    s.spawn(move |_| member(k));
                }
            });
        });
        if ok {
            Ok(size - on_pool)
        } else {
            Err(())
        }
    }
}

/// The parallel-runtime state of one machine, apart from the interpreter's and the C
/// library's: the run's runtime (its pool), the region a worker runs, the team membership
/// and its locks, tasks and spawns, thread-local copies, HPVM nodes, the sanitizer, and
/// what `--explain` reports.
pub(crate) struct ParState<'a> {
    /// The parallel runtime: its pool of worker threads (created by the first parallel
    /// construct run on several threads).
    pub(crate) workers: Option<Box<crate::runtime::Runtime>>,
    /// In a worker: the region being run.
    pub(crate) region: Option<crate::parallel::RegionCtl>,
    pub(crate) region_done: bool,
    /// Per annotated loop (function index, loop index): what `--parallel` did.
    pub(crate) loop_stats: std::collections::HashMap<(u32, u32), crate::parallel::LoopStats>,
    /// The sanitizer (`parir sanitize`).
    pub(crate) san: Option<Box<crate::sanitize::Sanitizer>>,
    /// The race detector over logical threads (`parir sanitize`), shared by the run's
    /// machines, and the number of the logical thread or task this machine runs.
    pub(crate) hb: Option<std::sync::Arc<crate::hb::Hb>>,
    pub(crate) hb_tid: u32,
    /// An atomic load recorded whose acquire is still to be made ([`crate::hb`]).
    pub(crate) hb_acquire: std::cell::Cell<Option<(u32, u64)>>,
    /// This machine's view for its accesses (clock, locks) ([`crate::hb::View`]).
    pub(crate) hb_view: crate::hb::View,
    /// In a team's thread: its place in the team ([`crate::team`]).
    pub(crate) team: Option<Box<crate::team::Member>>,
    /// In a team's thread: whether it reached the end of the team's region.
    pub(crate) team_done: bool,
    /// The team size `omp_set_num_threads` asked for (OpenMP's `nthreads-var`).
    pub(crate) omp_nthreads: Option<u32>,
    /// The frame depths of the final tasks this machine runs, innermost last
    /// (`omp_in_final`: inside one; a task met there is final and included).
    pub(crate) finals: Vec<usize>,
    /// Outside a team: the `parallel` regions this machine runs on its own (a team of one,
    /// `if(false)`), for `omp_get_level`.
    pub(crate) inline_levels: u32,
    /// The critical sections of the run (shared by all its threads), and those this
    /// machine holds.
    pub(crate) locks: std::sync::Arc<crate::team::CriticalLocks>,
    pub(crate) held: Vec<String>,
    /// The thread-local variables and the team threads' copies of them.
    pub(crate) tls: std::sync::Arc<crate::threadprivate::ThreadLocals>,
    /// Per directive construct (function index, construct index): what `--parallel` did.
    pub(crate) dir_stats: std::collections::HashMap<(u32, u32), crate::team::DirStats>,
    /// The per-thread states of team threads, kept between teams.
    pub(crate) team_states: Vec<crate::parallel::WorkerState>,
    /// HPVM nodes created and running ([`crate::hpvm`]).
    pub(crate) hpvm_nodes: crate::hpvm::Nodes,
    /// Tapir spawns under `--parallel` ([`crate::spawn`]).
    pub(crate) tapir: crate::spawn::Tapir<'a>,
    /// Reducer views per strand ([`crate::reducers`]).
    pub(crate) strands: crate::reducers::Strands,
}

/// How the iterations `0..iters` of a shared loop are dealt to `parts` takers.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Schedule {
    /// Contiguous blocks, the first `iters % parts` one iteration longer (libomp's
    /// `schedule(static)`; parallel loops' chunks).
    Static,
    /// Chunks of `k` dealt in turn (`schedule(static, k)`).
    StaticChunk(u64),
    /// Chunks of `k` taken from a shared counter (`schedule(dynamic, k)`).
    Dynamic(u64),
    /// Chunks of at least `k` taken from a shared counter, each at least half the remaining
    /// work divided by the takers (`schedule(guided, k)`).
    Guided(u64),
}

impl Schedule {
    /// Whether takers take their chunks from a shared counter ([`Schedule::grab`]), not
    /// from their number ([`Schedule::shares`]).
    pub(crate) fn is_dynamic(self) -> bool {
        matches!(self, Schedule::Dynamic(_) | Schedule::Guided(_))
    }

    /// The chunks `(lo, hi)` of taker `t` of `parts` under a static schedule, in order.
    pub(crate) fn shares(self, iters: u64, parts: u64, t: u64) -> Vec<(u64, u64)> {
        match self {
            Schedule::StaticChunk(k) if k > 0 => {
                let nchunks = iters.div_ceil(k);
                (t..nchunks)
                    .step_by(parts.max(1) as usize)
                    .map(|j| (j * k, ((j + 1) * k).min(iters)))
                    .collect()
            }
            _ => {
                let parts = parts.max(1);
                let (small, extras) = (iters / parts, iters % parts);
                let lo = t * small + t.min(extras);
                vec![(lo, lo + small + u64::from(t < extras))]
            }
        }
    }

    /// The next chunk `(lo, hi)` of a dynamic schedule whose next iteration is `*next`, for
    /// `parts` takers; `lo >= iters` when none is left.
    pub(crate) fn grab(self, next: &mut u64, iters: u64, parts: u64) -> (u64, u64) {
        let lo = *next;
        let n = match self {
            Schedule::Guided(k) => (iters.saturating_sub(lo) / (2 * parts.max(1))).max(k.max(1)),
            Schedule::Dynamic(k) | Schedule::StaticChunk(k) => k.max(1),
            Schedule::Static => iters.saturating_sub(lo).max(1),
        };
        *next = lo.saturating_add(n).min(iters);
        (lo, *next)
    }
}

/// One thread's (or chunk's) copies of the privatized variables `privs`, whose variables
/// are at `orig`: each on a cache line of its own (another thread writes it), initialized
/// by [`init_copy`]. On an error the copies made so far are freed.
pub(crate) fn make_copies(
    mem: &mut MemHandle<'_>,
    privs: &[PrivCode],
    orig: &[u64],
    fname: NameId,
) -> Result<Vec<u64>, MemError> {
    let mut out = Vec::with_capacity(privs.len());
    for (pc, &o) in privs.iter().zip(orig) {
        let made = mem
            .alloc_padded(pc.bytes, AllocKind::Stack(fname))
            .and_then(|p| {
                out.push(p);
                init_copy(mem, pc, o, p)
            });
        if let Err(e) = made {
            for &q in &out {
                mem.release(split_ptr(q).0);
            }
            return Err(e);
        }
    }
    Ok(out)
}

/// Initializes a privatized variable's copy at `p` (the variable at `orig`): `firstprivate`
/// copied, a reduction at its operation's identity, else left as allocated.
pub(crate) fn init_copy(mem: &Memory, pc: &PrivCode, orig: u64, p: u64) -> Result<(), MemError> {
    if pc.copy_in {
        mem.copy(p, orig, pc.bytes)
    } else if let Some(red) = &pc.red {
        let (id, w) = (red_identity(red), red.elem.bytes());
        (0..red.count).try_for_each(|e| mem.store(p + e * w, w, id))
    } else {
        Ok(())
    }
}

/// Leaves the privatized variables `privs` (at `orig`) as a sequential run of the copies'
/// work would: each reduction combined with `copies` (one list per thread or chunk, in
/// sequential order) in that order; each `lastprivate` variable (and, with
/// `last_of_plain`, every plain private one) set from `last`, the copies of whoever ran the
/// sequentially last iteration, when given.
pub(crate) fn combine_copies(
    mem: &Memory,
    privs: &[PrivCode],
    orig: &[u64],
    copies: &[&[u64]],
    last: Option<&[u64]>,
    last_of_plain: bool,
) -> Result<(), MemError> {
    for (j, pc) in privs.iter().enumerate() {
        let Some(red) = &pc.red else {
            if pc.last || last_of_plain {
                if let Some(l) = last {
                    mem.copy(orig[j], l[j], pc.bytes)?;
                }
            }
            continue;
        };
        let w = red.elem.bytes();
        for e in 0..red.count {
            let at = orig[j] + e * w;
            let mut acc = mem.load(at, w)?;
            for c in copies {
                acc = red_combine(red, acc, mem.load(c[j] + e * w, w)?);
            }
            mem.store(at, w, acc)?;
        }
    }
    Ok(())
}

/// The identity of a reduction clause's operation on its element type: the recurrence
/// kind's ([`parir_annot::claims::ReductionOp::recur_kind`]), and for `&&` and `||` the truth
/// value that leaves the other unchanged.
pub(crate) fn red_identity(red: &MemRed) -> u64 {
    use crate::parloop::ReductionOp::*;
    match red.elem {
        MemElem::Int { sh, .. } => match red.op.recur_kind(false) {
            Some(k) => k.identity_int(64 - u32::from(sh)).unwrap_or(0),
            None => match red.op {
                LogAnd => 1,
                _ => 0,
            },
        },
        MemElem::Float(fk) => scalar::fput(
            match red.op.recur_kind(true).and_then(|k| k.identity_float()) {
                Some(x) => x,
                None => match red.op {
                    LogAnd | BitAnd => 1.0,
                    _ => -0.0,
                },
            },
            fk,
        ),
    }
}

/// `a op b` for a reduction clause: the recurrence kind's combine, and for `&&` and `||` (and
/// the bitwise operators on floating point, which the plan refuses) the truth values'.
pub(crate) fn red_combine(red: &MemRed, a: u64, b: u64) -> u64 {
    use crate::parloop::ReductionOp::*;
    match red.elem {
        MemElem::Int { sh, .. } => match red.op.recur_kind(false) {
            Some(k) => k.combine_int(a, b, 64 - u32::from(sh)),
            None => scalar::zx(
                match red.op {
                    LogAnd => (a != 0 && b != 0) as u64,
                    _ => (a != 0 || b != 0) as u64,
                },
                sh,
            ),
        },
        MemElem::Float(fk) => {
            let (x, y) = (scalar::fget(a, fk), scalar::fget(b, fk));
            scalar::fput(
                match red.op.recur_kind(true) {
                    Some(k) => k.combine_float(x, y),
                    None => match red.op {
                        LogAnd => ((x != 0.0) && (y != 0.0)) as u8 as f64,
                        _ => ((x != 0.0) || (y != 0.0)) as u8 as f64,
                    },
                },
                fk,
            )
        }
    }
}

/// Locks a mutex of the runtime, a poisoned one too (a thread that panicked is reported
/// as an internal error; its state is still consistent for the others to give up).
pub(crate) fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

#[cfg(test)]
mod tests {
    use super::Schedule;

    /// Every schedule deals each iteration once, in the chunk shapes OpenMP specifies.
    #[test]
    fn schedules_cover_the_iterations_once() {
        for iters in [0u64, 1, 7, 100, 1001] {
            for parts in [1u64, 2, 3, 8] {
                for s in [Schedule::Static, Schedule::StaticChunk(3)] {
                    let mut seen = vec![0u32; iters as usize];
                    for t in 0..parts {
                        for (lo, hi) in s.shares(iters, parts, t) {
                            (lo..hi).for_each(|i| seen[i as usize] += 1);
                        }
                    }
                    assert!(seen.iter().all(|&n| n == 1), "{s:?} {iters} {parts}");
                }
                for s in [Schedule::Dynamic(2), Schedule::Guided(1)] {
                    let (mut next, mut seen) = (0, vec![0u32; iters as usize]);
                    loop {
                        let (lo, hi) = s.grab(&mut next, iters, parts);
                        if lo >= iters {
                            break;
                        }
                        (lo..hi).for_each(|i| seen[i as usize] += 1);
                    }
                    assert!(seen.iter().all(|&n| n == 1), "{s:?} {iters} {parts}");
                }
            }
        }
        // libomp's static blocks: 10 over 3 is 4, 3, 3.
        assert_eq!(Schedule::Static.shares(10, 3, 0), vec![(0, 4)]);
        assert_eq!(Schedule::Static.shares(10, 3, 2), vec![(7, 10)]);
        // Guided: half the remaining work over the takers, at least k.
        let mut next = 0;
        assert_eq!(Schedule::Guided(1).grab(&mut next, 100, 2), (0, 25));
    }
}
