//! The OpenMP runtime API beyond the thread queries (issue 29, point 2): the routines an
//! OpenMP program calls directly, answered as libomp (LLVM 19) answers them.
//!
//! - **Settings** (OpenMP's internal control variables): `omp_get/set_dynamic`,
//!   `omp_get/set_max_active_levels`, `omp_get_supported_active_levels`,
//!   `omp_get_cancellation`, `omp_get_thread_limit`, `omp_get/set_schedule`, initialized from
//!   parir's own environment as libomp reads it (`OMP_DYNAMIC`, `OMP_MAX_ACTIVE_LEVELS`,
//!   `OMP_CANCELLATION`, `OMP_THREAD_LIMIT`, `OMP_SCHEDULE`, `OMP_AFFINITY_FORMAT`; the
//!   interpreted program's `getenv` sees no environment). They are shared by all threads of
//!   the run ([`Icvs`], kept with the run's critical sections).
//! - **Locks**: `omp_init/destroy/set/unset/test_lock` (and `_with_hint`) and the nest-lock
//!   forms. A lock is a critical section named by the lock variable's address, so it shares
//!   their waiting and deadlock detection: a team whose every thread waits stops with a
//!   located error instead of hanging. A nest lock counts its owner's nesting.
//! - **Allocators**: `omp_alloc`, `omp_aligned_alloc`, `omp_calloc`, `omp_aligned_calloc`,
//!   `omp_realloc`, `omp_free` on parir's heap (every block is aligned to far more than any
//!   alignment a program asks), `omp_init_allocator` (a handle: a small heap block, never a
//!   predefined allocator's number) and `omp_destroy_allocator`,
//!   `omp_get/set_default_allocator`.
//! - **Affinity format**: `omp_set/get_affinity_format`, `omp_display_affinity`,
//!   `omp_capture_affinity` (also as libomp's `ompc_*` symbols), with OpenMP's field types
//!   (`%n`, `%N`, `%L`, `%a`, `%t`, `%T`, `%H`, `%P`, `%i`, `%A` and the `%{name}` forms) and
//!   libomp's justification (`%0.4n` right-justified with zeros, `%5n` left-justified).
//!   parir's threads are not bound: `%A` is every processor, `%i` the process id.
//! - `omp_display_env(verbose)`: the OpenMP settings on standard error, in libomp's layout.
//! - Device and teams queries on the host: `omp_is_initial_device` (1), `omp_get_num_devices`
//!   (0), `omp_get_team_num` (0), `omp_get_num_teams` (1).

use super::Libc;
use crate::builtins::{err, me};
use crate::interp::{Machine, Stop};
use crate::memory::AllocKind;

type R<T> = Result<T, Stop>;

/// An OpenMP API routine of this module.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum OmpApi {
    GetDynamic,
    SetDynamic,
    GetMaxActiveLevels,
    SetMaxActiveLevels,
    GetSupportedActiveLevels,
    GetCancellation,
    GetThreadLimit,
    GetSchedule,
    SetSchedule,
    InitLock,
    DestroyLock,
    SetLock,
    UnsetLock,
    TestLock,
    InitNestLock,
    DestroyNestLock,
    SetNestLock,
    UnsetNestLock,
    TestNestLock,
    Alloc,
    AlignedAlloc,
    Calloc,
    AlignedCalloc,
    Realloc,
    Free,
    InitAllocator,
    DestroyAllocator,
    SetDefaultAllocator,
    GetDefaultAllocator,
    SetAffinityFormat,
    GetAffinityFormat,
    DisplayAffinity,
    CaptureAffinity,
    DisplayEnv,
    IsInitialDevice,
    GetNumDevices,
    GetTeamNum,
    GetNumTeams,
    /// libomp's entry points that `omp-prepare` keeps as calls (`parir_annot::omp::KEPT`):
    /// `__kmpc_error(loc, severity, message)`, the `allocate` directive's allocations (their
    /// first argument is the thread's global number) and a task's affinity hint.
    KmpcError,
    KmpcAlloc,
    KmpcAlignedAlloc,
    KmpcCalloc,
    KmpcRealloc,
    KmpcFree,
    KmpcTaskAffinity,
    /// `cancel` and cancellation points (`(loc, gtid, kind)`): with `cancel-var` false
    /// (`OMP_CANCELLATION` unset or false), libomp ignores them and returns 0.
    KmpcCancel,
    KmpcCancellationPoint,
    /// A taskloop's pattern task and the loop (`omp-prepare` keeps them; see
    /// [`Machine::taskloop`]).
    KmpcTaskAlloc,
    KmpcTaskloop,
    KmpcTaskloop5,
    /// A detachable task (`detach(event)`), which `omp-prepare` keeps as libomp's calls:
    /// `__kmpc_omp_task(loc, gtid, record)` defers it, `__kmpc_task_allow_completion_event`
    /// gives its event and `omp_fulfill_event(event)` lets it complete.
    KmpcOmpTask,
    KmpcAllowCompletionEvent,
    FulfillEvent,
    /// Nesting queries: `omp_get_level`, `omp_get_active_level`,
    /// `omp_get_ancestor_thread_num(level)`, `omp_get_team_size(level)`.
    GetLevel,
    GetActiveLevel,
    GetAncestorThreadNum,
    GetTeamSize,
    /// Task reductions (`taskgroup task_reduction`, `in_reduction`, a taskloop's
    /// `reduction`; see [`TaskReds`]).
    KmpcTaskredInit,
    KmpcTaskReductionGetThData,
    /// `reduction(task, ...)` on `parallel` / `for`: each thread's task reduction of its
    /// own copy of the variable, over the tasks it creates until the `_fini` call.
    KmpcTaskredModifierInit,
    KmpcTaskReductionModifierFini,
}

/// The routine `name` denotes.
pub fn resolve(name: &str) -> Option<Libc> {
    use OmpApi as O;
    Some(Libc::Omp(match name {
        "omp_get_dynamic" => O::GetDynamic,
        "omp_set_dynamic" => O::SetDynamic,
        "omp_get_max_active_levels" => O::GetMaxActiveLevels,
        "omp_set_max_active_levels" => O::SetMaxActiveLevels,
        "omp_get_supported_active_levels" => O::GetSupportedActiveLevels,
        "omp_get_cancellation" => O::GetCancellation,
        "omp_get_thread_limit" => O::GetThreadLimit,
        "omp_get_schedule" => O::GetSchedule,
        "omp_set_schedule" => O::SetSchedule,
        "omp_init_lock" | "omp_init_lock_with_hint" => O::InitLock,
        "omp_destroy_lock" => O::DestroyLock,
        // POSIX mutexes (what std::mutex locks) are locks of the same kind; their
        // functions return 0 as these do.
        "omp_set_lock" | "pthread_mutex_lock" => O::SetLock,
        "omp_unset_lock" | "pthread_mutex_unlock" => O::UnsetLock,
        "omp_test_lock" => O::TestLock,
        "omp_init_nest_lock" | "omp_init_nest_lock_with_hint" => O::InitNestLock,
        "omp_destroy_nest_lock" => O::DestroyNestLock,
        "omp_set_nest_lock" => O::SetNestLock,
        "omp_unset_nest_lock" => O::UnsetNestLock,
        "omp_test_nest_lock" => O::TestNestLock,
        "omp_alloc" => O::Alloc,
        "omp_aligned_alloc" => O::AlignedAlloc,
        "omp_calloc" => O::Calloc,
        "omp_aligned_calloc" => O::AlignedCalloc,
        "omp_realloc" => O::Realloc,
        "omp_free" => O::Free,
        "omp_init_allocator" => O::InitAllocator,
        "omp_destroy_allocator" => O::DestroyAllocator,
        "omp_set_default_allocator" => O::SetDefaultAllocator,
        "omp_get_default_allocator" => O::GetDefaultAllocator,
        "omp_set_affinity_format" | "ompc_set_affinity_format" => O::SetAffinityFormat,
        "omp_get_affinity_format" | "ompc_get_affinity_format" => O::GetAffinityFormat,
        "omp_display_affinity" | "ompc_display_affinity" => O::DisplayAffinity,
        "omp_capture_affinity" | "ompc_capture_affinity" => O::CaptureAffinity,
        "omp_display_env" => O::DisplayEnv,
        "omp_is_initial_device" => O::IsInitialDevice,
        "omp_get_num_devices" => O::GetNumDevices,
        "omp_get_team_num" => O::GetTeamNum,
        "omp_get_num_teams" => O::GetNumTeams,
        "__kmpc_error" => O::KmpcError,
        "__kmpc_alloc" => O::KmpcAlloc,
        "__kmpc_aligned_alloc" => O::KmpcAlignedAlloc,
        "__kmpc_calloc" => O::KmpcCalloc,
        "__kmpc_realloc" => O::KmpcRealloc,
        "__kmpc_free" => O::KmpcFree,
        "__kmpc_omp_reg_task_with_affinity" => O::KmpcTaskAffinity,
        "__kmpc_cancel" => O::KmpcCancel,
        "__kmpc_cancellationpoint" => O::KmpcCancellationPoint,
        "__kmpc_omp_task_alloc" => O::KmpcTaskAlloc,
        "__kmpc_taskloop" => O::KmpcTaskloop,
        "__kmpc_taskloop_5" => O::KmpcTaskloop5,
        "__kmpc_omp_task" => O::KmpcOmpTask,
        "__kmpc_task_allow_completion_event" => O::KmpcAllowCompletionEvent,
        "omp_fulfill_event" => O::FulfillEvent,
        "omp_get_level" => O::GetLevel,
        "omp_get_active_level" => O::GetActiveLevel,
        "omp_get_ancestor_thread_num" => O::GetAncestorThreadNum,
        "omp_get_team_size" => O::GetTeamSize,
        "__kmpc_taskred_init" => O::KmpcTaskredInit,
        "__kmpc_task_reduction_get_th_data" => O::KmpcTaskReductionGetThData,
        "__kmpc_taskred_modifier_init" => O::KmpcTaskredModifierInit,
        "__kmpc_task_reduction_modifier_fini" => O::KmpcTaskReductionModifierFini,
        _ => return None,
    }))
}

/// libomp's default affinity format.
const DEFAULT_AFFINITY_FORMAT: &str = "OMP: pid %P tid %i thread %n bound to OS proc set {%A}";

/// `omp_sched_t`'s kinds, as `omp_get_schedule` returns them.
const SCHED_STATIC: u32 = 1;
const SCHED_DYNAMIC: u32 = 2;
const SCHED_GUIDED: u32 = 3;
const SCHED_AUTO: u32 = 4;
/// `omp_sched_monotonic`, or-ed into a kind.
const SCHED_MONOTONIC: u32 = 0x8000_0000;

/// The run-wide OpenMP settings (OpenMP's global internal control variables).
#[derive(Debug, Clone)]
pub struct Icvs {
    pub dynamic: bool,
    pub max_active_levels: i32,
    pub cancellation: bool,
    pub thread_limit: i32,
    /// `omp_sched_t` kind (with the monotonic bit) and chunk.
    pub schedule: (u32, i32),
    pub affinity_format: String,
    pub default_allocator: u64,
}

fn env(name: &str) -> Option<String> {
    std::env::var(name).ok().map(|v| v.trim().to_string())
}

fn env_bool(name: &str) -> Option<bool> {
    env(name).map(|v| matches!(v.to_ascii_lowercase().as_str(), "true" | "1" | "yes" | "on"))
}

fn env_int(name: &str) -> Option<i32> {
    env(name)
        .and_then(|v| v.parse::<i32>().ok())
        .filter(|n| *n >= 0)
}

/// `OMP_SCHEDULE`'s value (`[modifier:]kind[,chunk]`) as `omp_get_schedule` reports it;
/// `None` when it is not one.
pub fn parse_schedule(v: &str) -> Option<(u32, i32)> {
    let v = v.trim().to_ascii_lowercase();
    let (modifier, rest) = match v.split_once(':') {
        Some((m, r)) => (Some(m.trim().to_string()), r.trim().to_string()),
        None => (None, v.clone()),
    };
    let (kind, chunk) = match rest.split_once(',') {
        Some((k, c)) => (k.trim().to_string(), c.trim().parse::<i32>().ok()?),
        None => (rest.trim().to_string(), 0),
    };
    let k = match kind.as_str() {
        "static" => SCHED_STATIC,
        "dynamic" => SCHED_DYNAMIC,
        "guided" => SCHED_GUIDED,
        "auto" => SCHED_AUTO,
        _ => return None,
    };
    let m = match modifier.as_deref() {
        None | Some("nonmonotonic") => 0,
        Some("monotonic") => SCHED_MONOTONIC,
        Some(_) => return None,
    };
    Some((k | m, chunk.max(0)))
}

impl Default for Icvs {
    /// The settings libomp starts with, from parir's environment.
    fn default() -> Icvs {
        Icvs {
            dynamic: env_bool("OMP_DYNAMIC").unwrap_or(false),
            max_active_levels: env_int("OMP_MAX_ACTIVE_LEVELS")
                .or_else(|| env_bool("OMP_NESTED").map(|n| if n { i32::MAX } else { 1 }))
                .unwrap_or(1),
            cancellation: env_bool("OMP_CANCELLATION").unwrap_or(false),
            thread_limit: env_int("OMP_THREAD_LIMIT")
                .filter(|n| *n > 0)
                .unwrap_or(i32::MAX),
            schedule: env("OMP_SCHEDULE")
                .and_then(|s| parse_schedule(&s))
                .unwrap_or((SCHED_STATIC, 0)),
            affinity_format: env("OMP_AFFINITY_FORMAT")
                .unwrap_or_else(|| DEFAULT_AFFINITY_FORMAT.to_string()),
            // omp_default_mem_alloc
            default_allocator: 1,
        }
    }
}

/// The task reductions of a run (`__kmpc_taskred_init` and `__kmpc_task_reduction_get_th_data`,
/// which `omp-prepare` keeps): each OS thread's open taskgroups with the reductions made in
/// them; per reduction, its items and the private copy of each task that asked for one
/// (made by the item's initializer). At the end of the taskgroup, once its tasks are done,
/// the copies are combined into the shared items (the item's combiner, then its finalizer)
/// and freed. A copy per task rather than libomp's per thread: no two tasks share one, so
/// the sanitizer sees no conflict between them, and the combination is the same.
#[derive(Default)]
pub struct TaskReds {
    groups: std::collections::HashMap<std::thread::ThreadId, Vec<Vec<u64>>>,
    reds: std::collections::HashMap<u64, TaskRed>,
}

struct TaskRed {
    items: Vec<RedItem>,
    /// (item, a task's copy).
    privs: Vec<(usize, u64)>,
}

/// One item of `kmp_taskred_input_t`.
#[derive(Clone, Copy)]
struct RedItem {
    shar: u64,
    orig: u64,
    size: u64,
    init: u64,
    fini: u64,
    comb: u64,
}

/// What the affinity format's fields of one thread are.
struct AffinityFields {
    thread_num: u32,
    num_threads: u32,
    level: u32,
    ancestor: u32,
    procs: usize,
}

/// Expands an affinity format for one thread: OpenMP's `%[0[.]][size]type` fields, the short
/// and the `%{long_name}` forms; libomp prints `undefined` for a field it does not know.
fn expand_affinity(fmt: &[u8], f: &AffinityFields) -> Vec<u8> {
    let mut out = Vec::new();
    let mut k = 0;
    while k < fmt.len() {
        let c = fmt[k];
        k += 1;
        if c != b'%' {
            out.push(c);
            continue;
        }
        if fmt.get(k) == Some(&b'%') {
            out.push(b'%');
            k += 1;
            continue;
        }
        let zeros = fmt.get(k) == Some(&b'0');
        if zeros {
            k += 1;
        }
        let right = fmt.get(k) == Some(&b'.');
        if right {
            k += 1;
        }
        let mut width = 0usize;
        while let Some(d) = fmt.get(k).filter(|d| d.is_ascii_digit()) {
            width = width.saturating_mul(10).saturating_add((d - b'0') as usize);
            k += 1;
        }
        let name: String = if fmt.get(k) == Some(&b'{') {
            match fmt[k..].iter().position(|&b| b == b'}') {
                Some(e) => {
                    let n = String::from_utf8_lossy(&fmt[k + 1..k + e]).into_owned();
                    k += e + 1;
                    n
                }
                None => {
                    k = fmt.len();
                    String::new()
                }
            }
        } else if let Some(&t) = fmt.get(k) {
            k += 1;
            (t as char).to_string()
        } else {
            String::new()
        };
        let value: Option<(String, bool)> = match name.as_str() {
            "n" | "thread_num" => Some((f.thread_num.to_string(), true)),
            "N" | "num_threads" => Some((f.num_threads.to_string(), true)),
            "L" | "nesting_level" => Some((f.level.to_string(), true)),
            "a" | "ancestor_tnum" => Some((f.ancestor.to_string(), true)),
            "t" | "team_num" => Some(("0".into(), true)),
            "T" | "num_teams" => Some(("1".into(), true)),
            "P" | "process_id" | "i" | "native_thread_id" => {
                Some((std::process::id().to_string(), true))
            }
            "H" | "host" => Some((hostname(), false)),
            "A" | "thread_affinity" => Some((
                if f.procs > 1 {
                    format!("0-{}", f.procs - 1)
                } else {
                    "0".into()
                },
                false,
            )),
            _ => None,
        };
        match value {
            Some((v, numeric)) => {
                let pad = width.saturating_sub(v.len());
                if right {
                    let fill = if zeros && numeric { b'0' } else { b' ' };
                    out.extend(std::iter::repeat_n(fill, pad));
                    out.extend(v.bytes());
                } else {
                    out.extend(v.bytes());
                    out.extend(std::iter::repeat_n(b' ', pad));
                }
            }
            // libomp: the one character after `%` was the field; what follows is text.
            None => out.extend(b"undefined"),
        }
    }
    out
}

fn hostname() -> String {
    std::fs::read_to_string("/proc/sys/kernel/hostname")
        .map(|s| s.trim().to_string())
        .unwrap_or_else(|_| "localhost".into())
}

/// The critical-section name of the lock variable at `p`.
fn lock_name(p: u64) -> String {
    format!("\u{0}omp_lock_t at {p:#x}")
}

impl Machine<'_> {
    /// Calls OpenMP API routine `f` with the arguments `a`; its result.
    pub(crate) fn omp_api(&mut self, f: OmpApi, a: &[u64; 6]) -> R<u64> {
        use OmpApi as O;
        let icvs = self.par.locks.icvs.clone();
        let icv = || crate::runtime::lock(&icvs);
        Ok(match f {
            O::GetDynamic => u64::from(icv().dynamic),
            O::SetDynamic => {
                icv().dynamic = a[0] as u32 != 0;
                0
            }
            O::GetMaxActiveLevels => icv().max_active_levels as u32 as u64,
            O::SetMaxActiveLevels => {
                // A negative value is not conforming; libomp ignores it.
                let n = a[0] as u32 as i32;
                if n >= 0 {
                    icv().max_active_levels = n;
                }
                0
            }
            O::GetSupportedActiveLevels => i32::MAX as u64,
            O::GetCancellation => u64::from(icv().cancellation),
            O::GetThreadLimit => icv().thread_limit as u32 as u64,
            O::GetSchedule => {
                let (k, c) = icv().schedule;
                self.mem.store(a[0], 4, u64::from(k)).map_err(me)?;
                self.mem.store(a[1], 4, c as u32 as u64).map_err(me)?;
                0
            }
            O::SetSchedule => {
                let k = a[0] as u32;
                if !matches!(k & !SCHED_MONOTONIC, 1..=4) {
                    return Err(err(format!(
                        "omp_set_schedule: {k:#x} is not an omp_sched_t kind"
                    )));
                }
                // A chunk below 1 asks for the kind's default.
                let c = (a[1] as u32 as i32).max(0);
                icv().schedule = (k, c);
                0
            }
            O::InitLock | O::InitNestLock | O::DestroyLock | O::DestroyNestLock => {
                let name = lock_name(a[0]);
                if self.par.held.contains(&name) {
                    return Err(err(format!(
                        "{}: the lock is held",
                        if matches!(f, O::InitLock | O::InitNestLock) {
                            "omp_init_lock"
                        } else {
                            "omp_destroy_lock"
                        }
                    )));
                }
                0
            }
            O::SetLock => {
                let name = lock_name(a[0]);
                if self.par.held.contains(&name) {
                    return Err(err(
                        "deadlock: omp_set_lock of a lock this thread already holds (a nest lock is needed)",
                    ));
                }
                self.enter_lock(&name)?;
                0
            }
            O::SetNestLock => {
                let name = lock_name(a[0]);
                if !self.par.held.contains(&name) {
                    self.enter_lock(&name)?;
                } else {
                    self.par.held.push(name);
                }
                0
            }
            O::UnsetLock | O::UnsetNestLock => {
                let name = lock_name(a[0]);
                let Some(k) = self.par.held.iter().rposition(|h| *h == name) else {
                    return Err(err(format!(
                        "{}: the lock is not held by this thread",
                        if f == O::UnsetLock {
                            "omp_unset_lock"
                        } else {
                            "omp_unset_nest_lock"
                        }
                    )));
                };
                self.par.held.remove(k);
                if !self.par.held.contains(&name) {
                    self.par.locks.release(&name);
                }
                0
            }
            O::TestLock => {
                let name = lock_name(a[0]);
                if !self.par.held.contains(&name) && self.par.locks.try_acquire(&name) {
                    self.par.held.push(name);
                    1
                } else {
                    // A test in a loop spins on the holder: it runs meanwhile.
                    self.team_turn()?;
                    0
                }
            }
            O::TestNestLock => {
                let name = lock_name(a[0]);
                let count = self.par.held.iter().filter(|h| **h == name).count();
                if count > 0 || self.par.locks.try_acquire(&name) {
                    self.par.held.push(name);
                    count as u64 + 1
                } else {
                    self.team_turn()?;
                    0
                }
            }
            O::Alloc => self.omp_block(a[0])?,
            O::AlignedAlloc => self.omp_block(a[1])?,
            O::Calloc => self.omp_block(a[0].saturating_mul(a[1]))?,
            O::AlignedCalloc => self.omp_block(a[1].saturating_mul(a[2]))?,
            O::Realloc => {
                let (p, n) = (a[0], a[1]);
                if n == 0 {
                    if p != 0 {
                        self.mem.free_heap(p).map_err(me)?;
                    }
                    return Ok(0);
                }
                let q = self.omp_block(n)?;
                if q != 0 && p != 0 {
                    self.mem.move_heap_block(q, p, n).map_err(me)?;
                }
                q
            }
            O::Free => {
                if a[0] != 0 {
                    self.mem.free_heap(a[0]).map_err(me)?;
                }
                0
            }
            // A handle no predefined allocator has: the address of a block of parir's heap
            // (the traits ask for nothing parir's heap does not give).
            O::InitAllocator => self.omp_block(8)?,
            O::DestroyAllocator => {
                if matches!(self.mem.alloc_of(a[0]), Some((al, _, 0)) if al.kind == AllocKind::Heap)
                {
                    self.mem.free_heap(a[0]).map_err(me)?;
                }
                0
            }
            O::SetDefaultAllocator => {
                icv().default_allocator = a[0];
                0
            }
            O::GetDefaultAllocator => icv().default_allocator,
            O::SetAffinityFormat => {
                let s = self.mem.read_cstr(a[0]).map_err(me)?;
                icv().affinity_format = String::from_utf8_lossy(&s).into_owned();
                0
            }
            O::GetAffinityFormat => {
                let s = icv().affinity_format.clone().into_bytes();
                self.put_bounded(a[0], a[1], &s)?;
                s.len() as u64
            }
            O::DisplayAffinity => {
                let mut s = self.affinity_text(a[0])?;
                s.push(b'\n');
                self.write_stream(1, &s)?;
                0
            }
            O::CaptureAffinity => {
                let s = self.affinity_text(a[2])?;
                self.put_bounded(a[0], a[1], &s)?;
                s.len() as u64
            }
            O::DisplayEnv => {
                let text = self.display_env(a[0] as u32 != 0);
                self.write_stream(2, text.as_bytes())?;
                0
            }
            O::KmpcError => {
                let fatal = a[1] as u32 == 2;
                let msg = if a[2] == 0 {
                    "(null)".to_string()
                } else {
                    String::from_utf8_lossy(&self.mem.read_cstr(a[2]).map_err(me)?).into_owned()
                };
                let at = self.ident_location(a[0]);
                let text = if fatal {
                    format!("OMP: Error #282: {at}Encountered user-directed error: {msg}.\n")
                } else {
                    format!("OMP: Warning #283: {at}Encountered user-directed warning: {msg}.\n")
                };
                self.write_stream(2, text.as_bytes())?;
                if fatal {
                    // libomp aborts: stdout's buffer is lost.
                    self.libc.outbuf.clear();
                    return Err(Stop::Exit(134));
                }
                0
            }
            O::KmpcAlloc => self.omp_block(a[1])?,
            O::KmpcAlignedAlloc => self.omp_block(a[2])?,
            O::KmpcCalloc => self.omp_block(a[1].saturating_mul(a[2]))?,
            O::KmpcRealloc => {
                let shifted = [a[1], a[2], a[3], a[4], 0, 0];
                return self.omp_api(O::Realloc, &shifted);
            }
            O::KmpcFree => {
                if a[1] != 0 {
                    self.mem.free_heap(a[1]).map_err(me)?;
                }
                0
            }
            // A hint about where the task's data lives: parir has one memory.
            O::KmpcTaskAffinity => 0,
            O::KmpcCancel | O::KmpcCancellationPoint => {
                if icv().cancellation {
                    return Err(err(format!(
                        "{}`cancel` with OMP_CANCELLATION true: parir does not cancel constructs yet",
                        self.ident_location(a[0])
                    )));
                }
                0
            }
            O::KmpcTaskAlloc => {
                // `__kmpc_omp_task_alloc(loc, gtid, flags, sizeof_task, sizeof_shareds,
                // entry)`: the record as omp-prepare lays it out (the shareds after the task,
                // 8-aligned; the record's first words point to them and to the entry).
                let head = a[3].checked_add(7).ok_or_else(|| err("task size"))? & !7;
                let total = head
                    .checked_add(a[4])
                    .ok_or_else(|| err("__kmpc_omp_task_alloc: task size overflows"))?;
                let rec = self.omp_block(total)?;
                if rec == 0 {
                    return Err(err(format!(
                        "__kmpc_omp_task_alloc: no memory for a task of {total} bytes"
                    )));
                }
                self.mem.store(rec, 8, rec + head).map_err(me)?;
                self.mem.store(rec + 8, 8, a[5]).map_err(me)?;
                if a[2] as u32 & 2 != 0 {
                    crate::runtime::lock(&self.par.locks.events)
                        .final_records
                        .insert(rec);
                }
                rec
            }
            O::KmpcTaskloop | O::KmpcTaskloop5 => {
                let args: Vec<u64> = (0..12).map(|k| self.arg(k)).collect();
                self.taskloop(&args, f == O::KmpcTaskloop5)?;
                0
            }
            O::KmpcOmpTask => {
                let (gtid, rec) = (a[1] & 0xffff_ffff, a[2]);
                let routine = self.mem.load(rec.wrapping_add(8), 8).map_err(me)?;
                let entry = self
                    .func_of_ptr(routine)
                    .ok_or_else(|| err("__kmpc_omp_task: the task's routine is not a function"))?;
                // A detachable task is not finished until its event is fulfilled.
                let event = {
                    let mut ev = crate::runtime::lock(&self.par.locks.events);
                    ev.of_record.remove(&rec).filter(|h| !ev.early.remove(h))
                };
                if let Some(h) = event {
                    if let Some(d) = self.detach_event() {
                        crate::runtime::lock(&self.par.locks.events)
                            .waiting
                            .insert(h, d);
                    }
                }
                let fin = crate::runtime::lock(&self.par.locks.events)
                    .final_records
                    .remove(&rec);
                if !self.defer_call_task(entry, gtid, rec, None, fin, "__kmpc_omp_task")? {
                    self.call_included(entry, &[vec![gtid], vec![rec]], fin)?;
                    self.mem.free_heap(rec).map_err(me)?;
                }
                0
            }
            O::KmpcAllowCompletionEvent => {
                // The handle: a block of its own (the record goes when the task's body
                // ends, its event may be fulfilled later).
                let h = self.omp_block(8)?;
                if h == 0 {
                    return Err(err("__kmpc_task_allow_completion_event: out of memory"));
                }
                crate::runtime::lock(&self.par.locks.events)
                    .of_record
                    .insert(a[2], h);
                h
            }
            O::FulfillEvent => {
                let d = {
                    let mut ev = crate::runtime::lock(&self.par.locks.events);
                    let d = ev.waiting.remove(&a[0]);
                    if d.is_none() && ev.of_record.values().any(|h| *h == a[0]) {
                        ev.early.insert(a[0]);
                    }
                    d
                };
                if let Some(d) = d {
                    self.fulfill_event(d);
                }
                0
            }
            O::GetLevel => u64::from(self.omp_level()),
            O::GetActiveLevel => u64::from(self.omp_active_level()),
            O::GetAncestorThreadNum => self.omp_ancestor(a[0] as u32 as i32, false) as u32 as u64,
            O::GetTeamSize => self.omp_ancestor(a[0] as u32 as i32, true) as u32 as u64,
            O::KmpcTaskredInit => self.taskred_init(a[1], a[2])?,
            O::KmpcTaskReductionGetThData => self.taskred_data(a[1], a[2])?,
            // `(loc, gtid, is_ws, num, data)`: the calling thread's items (its copies of the
            // reduction variables), in a scope of its own that `_fini` closes.
            O::KmpcTaskredModifierInit => {
                if self.directives_run() {
                    self.taskgroup_opened();
                }
                self.taskred_init(a[3], a[4])?
            }
            // `(loc, gtid, is_ws)`: once the thread's tasks are done, their copies are
            // combined into the thread's items.
            O::KmpcTaskReductionModifierFini => {
                if self.directives_run() {
                    self.wait_children()?;
                    self.taskgroup_closed()?;
                }
                0
            }
            O::IsInitialDevice => 1,
            O::GetNumDevices | O::GetTeamNum => 0,
            O::GetNumTeams => 1,
        })
    }

    /// `__kmpc_taskloop(loc, gtid, task, if, lb*, ub*, st, nogroup, sched, grainsize,
    /// task_dup)` (`_5`: a `modifier` before `task_dup`, 1 for `strict`): the iterations
    /// `*lb..=*ub` by `st` are dealt into tasks as libomp deals them (`sched` 0: ten tasks per
    /// team thread; 1: `grainsize`; 2: `num_tasks`; the first `extras` tasks one iteration
    /// longer; strict grainsize: chunks of exactly `grainsize`, the last shorter); each task
    /// is a copy of the pattern task with its bounds, given its firstprivates and its
    /// lastprivate flag by `task_dup(new, pattern, last)`, and run to completion at once on
    /// this thread (a task may always be run at once). The pattern is freed, as libomp does.
    fn taskloop(&mut self, a: &[u64], v5: bool) -> R<()> {
        let (gtid, task, lb_p, ub_p, st) = (a[1], a[2], a[4], a[5], a[6] as i64);
        let (sched, grain) = (a[8] as u32, a[9]);
        let (modifier, dup) = if v5 {
            (a[10] as u32, a[11])
        } else {
            (0, a[10])
        };
        let what = "__kmpc_taskloop";
        let Some((al, _, 0)) = self.mem.alloc_of(task) else {
            return Err(err(format!(
                "{what}: the task is not a record of __kmpc_omp_task_alloc"
            )));
        };
        let size = al.size;
        let routine = self.mem.load(task + 8, 8).map_err(me)?;
        let entry = self
            .func_of_ptr(routine)
            .ok_or_else(|| err(format!("{what}: the task's routine is not a function")))?;
        let dup_fn = if dup == 0 {
            None
        } else {
            Some(
                self.func_of_ptr(dup)
                    .ok_or_else(|| err(format!("{what}: task_dup is not a function")))?,
            )
        };
        let (lb_off, ub_off) = (lb_p.wrapping_sub(task), ub_p.wrapping_sub(task));
        if lb_off.saturating_add(8) > size || ub_off.saturating_add(8) > size {
            return Err(err(format!(
                "{what}: the bounds are not in the task record"
            )));
        }
        let lb = self.mem.load(lb_p, 8).map_err(me)? as i64;
        let ub = self.mem.load(ub_p, 8).map_err(me)? as i64;
        if st == 0 {
            return Err(err(format!("{what}: a step of 0")));
        }
        // libomp's trip count.
        let tc: u64 = if st > 0 {
            if ub < lb {
                0
            } else {
                ((ub as i128 - lb as i128) / st as i128 + 1) as u64
            }
        } else if lb < ub {
            0
        } else {
            ((lb as i128 - ub as i128) / (-(st as i128)) + 1) as u64
        };
        if tc == 0 {
            self.mem.free_heap(task).map_err(me)?;
            return Ok(());
        }
        let nproc = u64::from(self.omp_num_threads().max(1));
        let (num_tasks, grainsize, mut extras, strict) = match sched {
            1 if grain > tc => (1, tc, 0, false),
            1 if modifier != 0 => (tc.div_ceil(grain.max(1)), grain.max(1), 0, true),
            1 => {
                let n = tc / grain.max(1);
                (n, tc / n, tc % n, false)
            }
            0 | 2 => {
                let want = if sched == 0 { nproc * 10 } else { grain.max(1) };
                if want > tc {
                    (tc, 1, 0, false)
                } else {
                    (want, tc / want, tc % want, false)
                }
            }
            s => return Err(err(format!("{what}: schedule {s} (0, 1 or 2)"))),
        };
        // With its `if` clause true, in a team of several threads, the tasks are deferred
        // to whichever thread is free, as libomp hands them out; the loop's implicit
        // taskgroup (unless `nogroup`) then waits for them, running them meanwhile.
        let deferred = a[3] as u32 != 0 && self.par.finals.is_empty() && self.in_team();
        // A final taskloop's tasks are final: the tasks they create are included.
        let fin = crate::runtime::lock(&self.par.locks.events)
            .final_records
            .remove(&task);
        let group = (deferred && a[7] as u32 == 0)
            .then(|| std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0)));
        let mut lower = lb as i128;
        for k in 0..num_tasks {
            let chunk_minus_1 = if extras == 0 {
                grainsize - 1
            } else {
                extras -= 1;
                grainsize
            };
            let mut upper = lower + st as i128 * chunk_minus_1 as i128;
            if strict && ((st > 0 && upper > ub as i128) || (st < 0 && upper < ub as i128)) {
                upper = ub as i128;
            }
            let last = u64::from(k + 1 == num_tasks);
            let t = self.omp_block(size)?;
            if t == 0 {
                return Err(err(format!("{what}: no memory for a task")));
            }
            self.mem.copy(t, task, size).map_err(me)?;
            // The copy's shareds pointer: into its own record when the pattern's pointed
            // into the pattern's.
            let sh = self.mem.load(task, 8).map_err(me)?;
            if sh >= task && sh < task + size {
                self.mem.store(t, 8, t + (sh - task)).map_err(me)?;
            }
            self.mem
                .store(t + lb_off, 8, lower as i64 as u64)
                .map_err(me)?;
            self.mem
                .store(t + ub_off, 8, upper as i64 as u64)
                .map_err(me)?;
            if let Some(d) = dup_fn {
                self.call_function(d, &[vec![t], vec![task], vec![last]])?;
            }
            if deferred
                && self.defer_call_task(entry, gtid & 0xffff_ffff, t, group.as_ref(), fin, what)?
            {
                lower = upper + st as i128;
                continue;
            }
            // The tasks run here, one after the other, but for the race detector each is a
            // task of its own, unordered with its siblings and with what the encountering
            // task does until the taskloop's end (its implicit taskgroup) or, with
            // `nogroup`, until a taskwait or barrier waits for it.
            let hb_task = match (&self.par.hb, self.par.team.is_some()) {
                (Some(h), true) => {
                    h.acquire_pending(self.par.hb_tid, &self.par.hb_acquire);
                    Some((h.clone(), h.task_create(self.par.hb_tid, what)))
                }
                _ => None,
            };
            let outer = hb_task
                .as_ref()
                .map(|(_, t)| std::mem::replace(&mut self.par.hb_tid, *t));
            let res = self.call_included(entry, &[vec![gtid & 0xffff_ffff], vec![t]], fin);
            if let (Some((h, tid)), Some(outer)) = (&hb_task, outer) {
                h.acquire_pending(*tid, &self.par.hb_acquire);
                self.par.hb_tid = outer;
                let mut keys = self.hb_task_keys();
                keys.push(task as usize);
                h.task_end(*tid, &keys);
            }
            res?;
            self.mem.free_heap(t).map_err(me)?;
            lower = upper + st as i128;
        }
        if let Some(h) = &self.par.hb {
            if a[7] == 0 {
                h.waited(self.par.hb_tid, task as usize);
            }
            h.forget_key(task as usize);
        }
        self.mem.free_heap(task).map_err(me)?;
        if let Some(g) = group {
            self.wait_group(&g)?;
            if let Some(h) = &self.par.hb {
                h.forget_key(std::sync::Arc::as_ptr(&g) as usize);
            }
        }
        Ok(())
    }

    /// Calls task routine `f` at once, on this thread; a final task (`fin`) makes the
    /// tasks it creates included.
    fn call_included(&mut self, f: u32, args: &[Vec<u64>], fin: bool) -> R<()> {
        if fin {
            self.par.finals.push(crate::team::FINAL_CALL);
        }
        let res = self.call_function(f, args);
        if fin {
            self.par.finals.pop();
        }
        res.map(|_| ())
    }

    /// A taskgroup starts on this thread (a scope for the task reductions made in it).
    pub(crate) fn taskgroup_opened(&mut self) {
        let me_ = std::thread::current().id();
        crate::runtime::lock(&self.par.locks.taskreds)
            .groups
            .entry(me_)
            .or_default()
            .push(Vec::new());
    }

    /// The taskgroup this thread opened last ends (its tasks are done): its task reductions
    /// are combined into their shared items.
    pub(crate) fn taskgroup_closed(&mut self) -> R<()> {
        let me_ = std::thread::current().id();
        let (handles, reds) = {
            let mut t = crate::runtime::lock(&self.par.locks.taskreds);
            let handles = t
                .groups
                .get_mut(&me_)
                .and_then(Vec::pop)
                .unwrap_or_default();
            let reds: Vec<(u64, TaskRed)> = handles
                .iter()
                .filter_map(|h| Some((*h, t.reds.remove(h)?)))
                .collect();
            (handles, reds)
        };
        let _ = handles;
        for (h, red) in reds {
            for (k, p) in red.privs {
                let it = red.items[k];
                let comb = self.red_fn(it.comb, "combiner")?;
                self.call_function(comb, &[vec![it.shar], vec![p]])?;
                if it.fini != 0 {
                    let fini = self.red_fn(it.fini, "finalizer")?;
                    self.call_function(fini, &[vec![p], vec![0]])?;
                }
                self.mem.free_heap(p).map_err(me)?;
            }
            self.mem.free_heap(h).map_err(me)?;
        }
        Ok(())
    }

    fn red_fn(&self, p: u64, what: &str) -> R<u32> {
        self.func_of_ptr(p)
            .ok_or_else(|| err(format!("task reduction: the {what} is not a function")))
    }

    /// `__kmpc_taskred_init(gtid, num, data)`: a task reduction of the innermost taskgroup
    /// of this thread over the `num` items of `kmp_taskred_input_t` at `data`; its handle.
    fn taskred_init(&mut self, num: u64, data: u64) -> R<u64> {
        let num = num as u32 as usize;
        let mut items = Vec::with_capacity(num);
        for k in 0..num {
            let at = data + 56 * k as u64;
            let w = |j: u64| self.mem.load(at + 8 * j, 8).map_err(me);
            items.push(RedItem {
                shar: w(0)?,
                orig: w(1)?,
                size: w(2)?,
                init: w(3)?,
                fini: w(4)?,
                comb: w(5)?,
            });
        }
        let h = self.omp_block(8)?;
        if h == 0 {
            return Err(err("__kmpc_taskred_init: out of memory"));
        }
        if !self.directives_run() {
            // The tasks update the shared items themselves, in order.
            return Ok(h);
        }
        let me_ = std::thread::current().id();
        let mut t = crate::runtime::lock(&self.par.locks.taskreds);
        let Some(g) = t.groups.get_mut(&me_).and_then(|v| v.last_mut()) else {
            return Err(err(
                "__kmpc_taskred_init outside a taskgroup (a task reduction needs one)",
            ));
        };
        g.push(h);
        t.reds.insert(
            h,
            TaskRed {
                items,
                privs: Vec::new(),
            },
        );
        Ok(h)
    }

    /// `__kmpc_task_reduction_get_th_data(gtid, handle, item)`: a private copy of the item,
    /// made by its initializer, for the task asking (clang's tasks ask once, as they start);
    /// a copy asked for again is itself. In a sequential run (no directive is run: every
    /// task runs at once, in order) the shared item itself.
    fn taskred_data(&mut self, h: u64, item: u64) -> R<u64> {
        if !self.directives_run() {
            return Ok(item);
        }
        let me_ = std::thread::current().id();
        let (key, it) = {
            let t = crate::runtime::lock(&self.par.locks.taskreds);
            let found = if h != 0 {
                t.reds.get(&h).map(|r| (h, r))
            } else {
                // The innermost taskgroup with a reduction over the item.
                // else (a task run by another thread than the one that created it, in a
                // taskgroup of its creator's) any thread's.
                let over = |g: &Vec<Vec<u64>>| {
                    g.iter()
                        .rev()
                        .flatten()
                        .filter_map(|x| Some((*x, t.reds.get(x)?)))
                        .find(|(_, r)| r.items.iter().any(|i| i.shar == item))
                };
                t.groups
                    .get(&me_)
                    .and_then(over)
                    .or_else(|| t.groups.values().find_map(over))
            };
            let Some((key, red)) = found else {
                return Err(err(
                    "__kmpc_task_reduction_get_th_data: no task reduction of an enclosing taskgroup",
                ));
            };
            if red.privs.iter().any(|(_, p)| *p == item) {
                return Ok(item);
            }
            let Some(k) = red.items.iter().position(|i| i.shar == item) else {
                return Err(err(
                    "__kmpc_task_reduction_get_th_data: the item is not one of the reduction's",
                ));
            };
            (key, (k, red.items[k]))
        };
        let (k, it) = it;
        let p = self.omp_block(it.size.max(1))?;
        if p == 0 {
            return Err(err("task reduction: out of memory for a private copy"));
        }
        if it.init != 0 {
            let init = self.red_fn(it.init, "initializer")?;
            let orig = if it.orig != 0 { it.orig } else { it.shar };
            self.call_function(init, &[vec![p], vec![orig]])?;
        }
        let mut t = crate::runtime::lock(&self.par.locks.taskreds);
        let red = t
            .reds
            .get_mut(&key)
            .ok_or_else(|| err("task reduction: its taskgroup ended before the task"))?;
        red.privs.push((k, p));
        Ok(p)
    }

    /// Whether this run runs the directive regions (`--parallel`, `sanitize`, and a
    /// sequential run of a module with directive regions, whose teams take turns); else
    /// their code runs in order.
    fn directives_run(&self) -> bool {
        self.cfg.sanitize
            || self.cfg.threads > 1
            || self.m.global_by_name(crate::interp::DIR_ENTRY).is_some()
    }

    /// `file:line:col: ` of a libomp source location (`ident_t`, whose `psource` is
    /// `;file;function;line;column;;`), empty when unknown.
    fn ident_location(&self, loc: u64) -> String {
        let Ok(p) = self.mem.load(loc.wrapping_add(16), 8) else {
            return String::new();
        };
        let Ok(text) = self.mem.read_cstr(p) else {
            return String::new();
        };
        let text = String::from_utf8_lossy(&text).into_owned();
        let parts: Vec<&str> = text.split(';').collect();
        match parts.as_slice() {
            [_, file, _, line, col, ..] if *file != "unknown" => format!("{file}:{line}:{col}: "),
            _ => String::new(),
        }
    }

    /// Takes the lock `name` (a critical section) for this thread.
    fn enter_lock(&mut self, name: &str) -> R<()> {
        self.critical(name)
    }

    /// A heap block of `n` bytes (zeroed: every new block is), or null when refused.
    fn omp_block(&mut self, n: u64) -> R<u64> {
        Ok(self.mem.alloc_heap(n).map_err(me)?.unwrap_or(0))
    }

    /// Writes `s` as a C string into the buffer of `cap` bytes at `p` (truncated, always
    /// terminated; nothing when `p` is null or `cap` is 0).
    fn put_bounded(&mut self, p: u64, cap: u64, s: &[u8]) -> R<()> {
        if p == 0 || cap == 0 {
            return Ok(());
        }
        let k = (cap - 1).min(s.len() as u64) as usize;
        let mut b = s[..k].to_vec();
        b.push(0);
        self.mem.write_bytes(p, &b).map_err(me)
    }

    /// This thread's affinity text for the format at `fmt` (the affinity-format setting when
    /// null or empty).
    fn affinity_text(&mut self, fmt: u64) -> R<Vec<u8>> {
        let mut f = if fmt == 0 {
            Vec::new()
        } else {
            self.mem.read_cstr(fmt).map_err(me)?
        };
        if f.is_empty() {
            f = crate::runtime::lock(&self.par.locks.icvs)
                .affinity_format
                .clone()
                .into_bytes();
        }
        let (n, size) = (self.omp_thread_num(), self.omp_num_threads());
        let fields = AffinityFields {
            thread_num: n,
            num_threads: size,
            level: u32::from(self.par.team.is_some()),
            ancestor: 0,
            procs: std::thread::available_parallelism().map_or(1, |p| p.get()),
        };
        Ok(expand_affinity(&f, &fields))
    }

    /// `omp_display_env`'s text: the OpenMP settings in libomp's layout.
    fn display_env(&self, verbose: bool) -> String {
        let icv = crate::runtime::lock(&self.par.locks.icvs).clone();
        let sched = {
            let (k, c) = icv.schedule;
            let kind = match k & !SCHED_MONOTONIC {
                SCHED_DYNAMIC => "dynamic",
                SCHED_GUIDED => "guided",
                SCHED_AUTO => "auto",
                _ => "static",
            };
            let m = if k & SCHED_MONOTONIC != 0 {
                "monotonic:"
            } else {
                ""
            };
            if c > 0 {
                format!("{m}{kind},{c}")
            } else {
                format!("{m}{kind}")
            }
        };
        let b = |x: bool| if x { "TRUE" } else { "FALSE" };
        let threads = match self.par.omp_nthreads {
            Some(n) => n.to_string(),
            None => std::env::var("OMP_NUM_THREADS").unwrap_or_else(|_| {
                std::thread::available_parallelism()
                    .map_or(1, |p| p.get())
                    .to_string()
            }),
        };
        let mut s = String::from("\nOPENMP DISPLAY ENVIRONMENT BEGIN\n   _OPENMP='201611'\n");
        let mut var = |name: &str, v: String| {
            s.push_str(&format!("  [host] {name}='{v}'\n"));
        };
        var("OMP_AFFINITY_FORMAT", icv.affinity_format.clone());
        var("OMP_CANCELLATION", b(icv.cancellation).into());
        var("OMP_DYNAMIC", b(icv.dynamic).into());
        var("OMP_MAX_ACTIVE_LEVELS", icv.max_active_levels.to_string());
        var("OMP_NUM_THREADS", threads);
        var("OMP_SCHEDULE", sched);
        var("OMP_THREAD_LIMIT", icv.thread_limit.to_string());
        if verbose {
            var("OMP_DEFAULT_DEVICE", "0".into());
            var("OMP_NUM_TEAMS", "0".into());
            var("OMP_TEAMS_THREAD_LIMIT", "0".into());
        }
        s.push_str("OPENMP DISPLAY ENVIRONMENT END\n\n");
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fields(n: u32) -> AffinityFields {
        AffinityFields {
            thread_num: n,
            num_threads: 3,
            level: 1,
            ancestor: 0,
            procs: 2,
        }
    }

    /// libomp 19's output for the same format, thread 1 of 3 (measured natively).
    #[test]
    fn affinity_fields_are_justified_as_libomp_does() {
        let got = expand_affinity(
            b"x%5n|%-5n|%.5n|%05n|%{thread_num}|%N|%L|%%|%a|%t|%T|%0.4n",
            &fields(1),
        );
        assert_eq!(
            String::from_utf8_lossy(&got),
            "x1    |undefined5n|    1|1    |1|3|1|%|0|0|1|0001"
        );
    }

    #[test]
    fn omp_schedule_values() {
        assert_eq!(parse_schedule("dynamic,4"), Some((SCHED_DYNAMIC, 4)));
        assert_eq!(
            parse_schedule("monotonic:guided"),
            Some((SCHED_GUIDED | SCHED_MONOTONIC, 0))
        );
        assert_eq!(parse_schedule("static"), Some((SCHED_STATIC, 0)));
        assert_eq!(parse_schedule("sometimes"), None);
    }
}
