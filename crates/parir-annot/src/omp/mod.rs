//! `omp-prepare`: the PREPARE translator for OpenMP as clang-19 and flang-19 lower it with
//! `-fopenmp` (`llvmpar-extension-mechanism-rfc.txt`, "Proposed workflows": "PREPARE
//! translates a parallel IR into LLVM IR with the directive intrinsics"; issue 18, item 3).
//!
//! The input is the *outlined* form: each `parallel` construct is a call
//! `__kmpc_fork_call(loc, n, @outlined, captures...)` of a function whose first two
//! parameters point to the thread numbers, and the constructs inside are calls of libomp's
//! entry points. The output is the directive form that parir runs, checks and translates
//! (`llvm.directive.region.entry/exit` with Intel's `DIR.OMP.*` / `QUAL.OMP.*` spelling), in
//! which no `__kmpc_*` call is left but the plain calls of [`KEPT`]: the program then runs under `parir run [--parallel]`
//! without libomp. Each runtime call becomes the construct it implements, where it stands:
//!
//! | runtime calls | directive form |
//! |---|---|
//! | `__kmpc_fork_call(loc, n, @f, args...)` [after `__kmpc_push_num_threads(n)`] | `DIR.OMP.PARALLEL` [`NUM_THREADS(n)`] region in the caller, with `SHARED` for the pointer captures; `@f` inlined inside, its stack slots listed `PRIVATE` |
//! | `__kmpc_for_static_init_{4,4u,8,8u}` / `__kmpc_for_static_fini` | the share of the calling thread, computed in IR from `omp_get_thread_num()`/`omp_get_num_threads()` as libomp computes it (`schedule(static)`: balanced blocks; `schedule(static, k)`: chunks dealt in turn) |
//! | `__kmpc_dispatch_init_*` / `__kmpc_dispatch_next_*` / `__kmpc_dispatch_fini_*` | the same in IR: the thread's chunks of the given size, dealt in turn (a valid schedule for `dynamic`, `guided`, `runtime` and `auto`) |
//! | `__kmpc_reduce[_nowait]` ... `__kmpc_end_reduce[_nowait]` | `DIR.OMP.CRITICAL` (named by the lock) around the combination; the atomic alternative is dropped; blocking form: then a `DIR.OMP.BARRIER` |
//! | `__kmpc_critical[_with_hint]` / `__kmpc_end_critical` | `DIR.OMP.CRITICAL` with `NAME` = the lock variable |
//! | `__kmpc_single` / `__kmpc_end_single` | `DIR.OMP.SINGLE` + `NOWAIT` (clang emits the barrier as its own call) |
//! | `__kmpc_master`, `__kmpc_masked(filter)` / `_end_` | `DIR.OMP.MASTER`, `DIR.OMP.MASKED` + `FILTER` |
//! | `__kmpc_barrier`, `__kmpc_cancel_barrier` | `DIR.OMP.BARRIER` |
//! | `__kmpc_omp_task_alloc` + `__kmpc_omp_task(t)` | the task record allocated with `calloc` as libomp lays it out (`shareds` pointer, routine), then a `DIR.OMP.TASK` region calling the task's entry and freeing the record |
//! | `__kmpc_omp_task_begin_if0` / `_complete_if0` (an undeferred task) | nothing / freeing the record |
//! | `__kmpc_omp_taskwait`, `__kmpc_taskgroup` / `_end_`, `__kmpc_omp_taskyield`, `__kmpc_flush` | `DIR.OMP.TASKWAIT`, `DIR.OMP.TASKGROUP`, `DIR.OMP.TASKYIELD`, `DIR.OMP.FLUSH` |
//! | `__kmpc_omp_task_with_deps` / `__kmpc_omp_taskwait_deps_51`, `__kmpc_omp_wait_deps` | `DIR.OMP.TASKWAIT` then the task / `DIR.OMP.TASKWAIT`: a stricter order than the dependences ask |
//! | `__kmpc_global_thread_num` | `omp_get_thread_num()` |
//! | `__kmpc_fork_teams(loc, n, @f, args...)` [after `__kmpc_push_num_teams`] | `@f` called directly: host `teams` as a league of one team, its initial thread the encountering thread |
//! | `__kmpc_for_static_init` with schedule 92 / 91 (`distribute`) | the one team's share: the whole range |
//! | a task's `final` flag (2 in `__kmpc_omp_task_alloc`'s flags) | `QUAL.OMP.FINAL` on the `DIR.OMP.TASK` |
//!
//! `schedule(static)` loops that the executor can share are re-formed as `DIR.OMP.LOOP`
//! regions ([`loops`]); the other worksharing loops keep the code the compiler made for them
//! (at -O2 often vectorized and
//! unrolled): each thread of the team runs its share as libomp would have handed it out, so
//! the translation does not depend on the loop's shape. The calls that return a decision
//! (`__kmpc_single`, `__kmpc_master`, `__kmpc_reduce`, ...) return it as a constant, the
//! branches on it fold and the region's semantics decide which thread runs it.
//!
//! The plain runtime calls of [`KEPT`] (`error`, `allocate`, a task's `affinity`) stay as
//! they are: parir's interpreter implements them as libomp does.
//!
//! A runtime call outside this table (`__kmpc_fork_teams`, ordered, doacross, cancellation,
//! ...) is a located warning, and the function that holds it keeps all its runtime calls
//! (a function half translated would run neither with libomp nor without it): a parallel
//! region whose outlined function is such a function stays a `__kmpc_fork_call`, a task
//! whose entry is one calls it as it is. The rest of the module is prepared: its other
//! constructs run, sanitize and translate as usual, and `parir run` stops with a located
//! error only if it reaches a call it cannot run.

pub mod extract;
mod loops;

use crate::diag::Warning;
use crate::directives::build::declare;
use crate::directives::model::DirectiveCall;
use parir_analysis::cfg::ControlFlowGraph;
use parir_analysis::dominators::DominatorTree;
use parir_ir::inst::{BinOp, Bundle, CastOp, InstData, InstKind, IntPredicate};
use parir_ir::value::ConstData;
use parir_ir::{Block, Body, GlobalId, Inst, Module, Type, Value};
use parir_transform::irbuild::{callee_name, declare_function, direct_call};
use parir_transform::manager::PreservedAnalyses;
use std::collections::HashSet;

module_pass!(
    OmpPrepare,
    "omp-prepare",
    "OmpPreparePass",
    "clang/flang -fopenmp output (__kmpc_fork_call + outlined functions, __kmpc_* calls) -> DIR.OMP.* directive regions, no libomp call left",
    prepare,
    PreservedAnalyses::none()
);

/// The libomp entry points `omp-prepare` translates.
pub const SUPPORTED: &[&str] = &[
    "__kmpc_fork_call",
    "__kmpc_fork_call_if",
    "__kmpc_serialized_parallel",
    "__kmpc_end_serialized_parallel",
    "__kmpc_push_num_threads",
    "__kmpc_global_thread_num",
    "__kmpc_for_static_init_4",
    "__kmpc_for_static_init_4u",
    "__kmpc_for_static_init_8",
    "__kmpc_for_static_init_8u",
    "__kmpc_for_static_fini",
    "__kmpc_dispatch_init_4",
    "__kmpc_dispatch_init_4u",
    "__kmpc_dispatch_init_8",
    "__kmpc_dispatch_init_8u",
    "__kmpc_dispatch_next_4",
    "__kmpc_dispatch_next_4u",
    "__kmpc_dispatch_next_8",
    "__kmpc_dispatch_next_8u",
    "__kmpc_dispatch_fini_4",
    "__kmpc_dispatch_fini_4u",
    "__kmpc_dispatch_fini_8",
    "__kmpc_dispatch_fini_8u",
    "__kmpc_dispatch_deinit",
    "__kmpc_reduce",
    "__kmpc_reduce_nowait",
    "__kmpc_end_reduce",
    "__kmpc_end_reduce_nowait",
    "__kmpc_critical",
    "__kmpc_critical_with_hint",
    "__kmpc_end_critical",
    "__kmpc_single",
    "__kmpc_end_single",
    "__kmpc_copyprivate",
    "__kmpc_master",
    "__kmpc_end_master",
    "__kmpc_masked",
    "__kmpc_end_masked",
    "__kmpc_barrier",
    "__kmpc_cancel_barrier",
    "__kmpc_flush",
    "__kmpc_omp_task_alloc",
    "__kmpc_omp_task",
    "__kmpc_omp_task_begin_if0",
    "__kmpc_omp_task_complete_if0",
    "__kmpc_omp_taskwait",
    "__kmpc_omp_taskyield",
    "__kmpc_taskgroup",
    "__kmpc_end_taskgroup",
    "__kmpc_omp_task_with_deps",
    "__kmpc_omp_wait_deps",
    "__kmpc_omp_taskwait_deps_51",
    "__kmpc_fork_teams",
    "__kmpc_push_num_teams",
];

/// The libomp entry points `omp-prepare` leaves in place: plain calls that structure nothing
/// (no region, no worksharing, no task), which parir's interpreter implements as libomp does
/// (`parir-exec`'s OpenMP API) and which `omp-extract`'s output passes on to libomp as they
/// were: `error` (`__kmpc_error`), the `allocate` directive's and clause's allocations
/// (`__kmpc_alloc`, `__kmpc_aligned_alloc`, `__kmpc_calloc`, `__kmpc_realloc`, `__kmpc_free`)
/// and a task's `affinity` hint (`__kmpc_omp_reg_task_with_affinity`); `taskloop`
/// (`__kmpc_taskloop`, `__kmpc_taskloop_5`) with the `__kmpc_omp_task_alloc` of its pattern
/// task: the interpreter runs the loop's tasks as libomp deals them out (grainsize,
/// num_tasks, strict), each at once on the encountering thread (an execution OpenMP
/// allows), and the loop goes back to libomp with its own pattern task; task reductions
/// (`__kmpc_taskred_init`, `__kmpc_task_reduction_get_th_data`: per-thread copies that the
/// interpreter combines at the end of the taskgroup); a detachable task (`detach`:
/// `__kmpc_task_allow_completion_event` with the task's own `__kmpc_omp_task_alloc` and
/// `__kmpc_omp_task`), which the interpreter defers like any task and counts as unfinished
/// until `omp_fulfill_event`; `cancel` and cancellation points
/// (`__kmpc_cancel`, `__kmpc_cancellationpoint`), which return 0 (nothing cancelled) while
/// `OMP_CANCELLATION` is not true, as libomp's do.
pub const KEPT: &[&str] = &[
    "__kmpc_taskloop",
    "__kmpc_taskloop_5",
    "__kmpc_taskred_init",
    "__kmpc_task_reduction_get_th_data",
    "__kmpc_taskred_modifier_init",
    "__kmpc_task_reduction_modifier_fini",
    "__kmpc_error",
    "__kmpc_alloc",
    "__kmpc_aligned_alloc",
    "__kmpc_calloc",
    "__kmpc_realloc",
    "__kmpc_free",
    "__kmpc_omp_reg_task_with_affinity",
    "__kmpc_cancel",
    "__kmpc_cancellationpoint",
    "__kmpc_task_allow_completion_event",
];

/// libomp's `sched_type` values `__kmpc_for_static_init` takes (without the monotonic /
/// nonmonotonic modifier bits).
const SCHED_STATIC_CHUNKED: i64 = 33;
const SCHED_STATIC: i64 = 34;
/// `distribute` (`kmp_distribute_static_chunked`, `kmp_distribute_static`): the league's
/// share of each team, which in a league of one team is all of it.
const SCHED_DISTRIBUTE_CHUNKED: i64 = 91;
const SCHED_DISTRIBUTE: i64 = 92;
const SCHED_MODIFIERS: i64 = 3 << 29;

fn kmpc<'m>(m: &'m Module, d: &InstData) -> Option<&'m str> {
    let (_, n) = callee_name(m, d)?;
    n.starts_with("__kmpc_").then_some(n)
}

/// Whether `name` starts a parallel region by forking (`__kmpc_fork_call[_if]`).
fn is_fork(name: Option<&str>) -> bool {
    matches!(name, Some("__kmpc_fork_call" | "__kmpc_fork_call_if"))
}

/// Where the captures start among a fork call's arguments (after the `if` condition of
/// `__kmpc_fork_call_if`).
fn first_capture(name: &str) -> usize {
    if name == "__kmpc_fork_call_if" {
        4
    } else {
        3
    }
}

fn fname(m: &Module, f: GlobalId) -> String {
    m.globals[f].name().unwrap_or_default().to_string()
}

fn arg(d: &InstData, k: usize) -> Value {
    d.kind.call_data().expect("a call").args[k]
}

fn const_int(m: &Module, v: Value) -> Option<i64> {
    parir_transform::irbuild::const_int(m, v)
}

/// The function the task record `v` was allocated for (`__kmpc_omp_task_alloc`'s entry).
fn task_entry(m: &Module, body: &Body, v: Value) -> Option<GlobalId> {
    let Value::Inst(i) = v else { return None };
    let d = &body.insts[i];
    if kmpc(m, d) != Some("__kmpc_omp_task_alloc") {
        return None;
    }
    let Value::Const(k) = arg(d, 5) else {
        return None;
    };
    match m.consts.get(k).data {
        ConstData::Global(g) if m.globals[g].as_func().is_some() => Some(g),
        _ => None,
    }
}

/// The outlined function of a `__kmpc_fork_call`.
fn outlined(m: &Module, d: &InstData) -> Option<GlobalId> {
    let Value::Const(k) = *d.kind.call_data()?.args.get(2)? else {
        return None;
    };
    match m.consts.get(k).data {
        ConstData::Global(g) if m.body(g).is_some() => Some(g),
        _ => None,
    }
}

/// Why the call cannot be translated, if it cannot.
fn unsupported(m: &Module, body: &Body, d: &InstData, name: &str) -> Option<String> {
    if name.starts_with("__kmpc_taskloop")
        && !matches!(d.kind.call_data().map(|c| c.args[2]), Some(Value::Inst(t))
            if kmpc(m, &body.insts[t]) == Some("__kmpc_omp_task_alloc"))
    {
        return Some(format!(
            "`{name}` of a task record that is not the result of `__kmpc_omp_task_alloc` in the same function"
        ));
    }
    if KEPT.contains(&name) {
        return None;
    }
    if !SUPPORTED.contains(&name) {
        return Some(format!("`{name}` has no directive form in omp-prepare"));
    }
    let c = d.kind.call_data()?;
    if is_fork(Some(name)) || name == "__kmpc_fork_teams" {
        let Some(g) = outlined(m, d) else {
            return Some(
                "the outlined function of `__kmpc_fork_call` is not a defined function".into(),
            );
        };
        let f = m.globals[g].as_func().expect("function");
        let n = m
            .types
            .fn_sig(f.ty)
            .map_or(0, |(_, p, v)| if v { usize::MAX } else { p.len() });
        let captures = c.args.len().saturating_sub(first_capture(name));
        if n != captures + 2 {
            return Some(format!(
                "`{name}` passes {} captures to @{}, which takes {} parameters",
                captures,
                fname(m, g),
                n
            ));
        }
    }
    if name.starts_with("__kmpc_for_static_init") {
        let sched = const_int(m, c.args[2]).map(|s| s & !SCHED_MODIFIERS);
        if !matches!(
            sched,
            Some(SCHED_STATIC | SCHED_STATIC_CHUNKED | SCHED_DISTRIBUTE | SCHED_DISTRIBUTE_CHUNKED)
        ) {
            return Some(format!(
                "`{name}` with schedule {:?} (only static, 34, static chunked, 33, and distribute, 92 and 91)",
                sched
            ));
        }
        if const_int(m, c.args[7]) != Some(1) {
            return Some(format!("`{name}` with an increment other than 1"));
        }
    }
    if name.starts_with("__kmpc_dispatch_init") && const_int(m, c.args[5]) != Some(1) {
        return Some(format!("`{name}` with a stride other than 1"));
    }
    if (name == "__kmpc_omp_task" || name == "__kmpc_omp_task_with_deps" || name.ends_with("_if0"))
        && task_entry(m, body, c.args[2]).is_none()
    {
        return Some(format!(
            "`{name}` of a task record that is not the result of `__kmpc_omp_task_alloc`"
        ));
    }

    None
}

/// `omp-prepare` over the module: each call it cannot translate is a located warning, and
/// its function is left as it is ([`left_functions`]); the rest is prepared.
pub fn prepare(m: &mut Module) -> (bool, Vec<Warning>) {
    let mut warnings = Vec::new();
    let mut any = false;
    for f in m.defined_functions() {
        let name = fname(m, f);
        let body = m.body(f).expect("body");
        for (_, i) in body.inst_iter() {
            let d = &body.insts[i];
            let Some(k) = kmpc(m, d) else { continue };
            any = true;
            if let Some(why) = unsupported(m, body, d, k) {
                warnings.push(
                    Warning::new(
                        "omp-prepare-unsupported",
                        format!(
                            "{why}; @{name} keeps this and its other OpenMP runtime calls, the rest of the module is prepared"
                        ),
                    )
                    .at_inst(m, &name, d),
                );
            }
        }
    }
    if !any {
        return (false, warnings);
    }
    if let Err(e) = run(m) {
        warnings.push(Warning::error("omp-prepare-failed", e));
    }
    (true, warnings)
}

/// The functions holding a runtime call `omp-prepare` cannot translate: they keep their
/// runtime calls, and a fork of one of them stays a fork.
fn left_functions(m: &Module) -> HashSet<GlobalId> {
    m.defined_functions()
        .into_iter()
        .filter(|&f| {
            let body = m.body(f).expect("body");
            body.inst_iter().any(|(_, i)| {
                let d = &body.insts[i];
                kmpc(m, d).is_some_and(|k| unsupported(m, body, d, k).is_some())
            })
        })
        .collect()
}

/// Whether the fork `d` (in `body`) stays a runtime call: it cannot be translated, or the
/// function it forks is one of `left`.
fn fork_stays(m: &Module, body: &Body, d: &InstData, left: &HashSet<GlobalId>) -> bool {
    let Some(k) = kmpc(m, d) else { return true };
    unsupported(m, body, d, k).is_some() || outlined(m, d).is_none_or(|g| left.contains(&g))
}

/// The types the OpenMP translators build with.
#[derive(Clone, Copy)]
pub(crate) struct Types {
    pub(crate) void: Type,
    pub(crate) i1: Type,
    pub(crate) i8: Type,
    pub(crate) i32: Type,
    pub(crate) i64: Type,
    pub(crate) ptr: Type,
}

impl Types {
    pub(crate) fn of(m: &mut Module) -> Types {
        Types {
            void: m.types.void(),
            i1: m.types.int(1),
            i8: m.types.int(8),
            i32: m.types.int(32),
            i64: m.types.int(64),
            ptr: m.types.ptr(0),
        }
    }
}

/// The types and functions the rewriting uses.
struct Kit {
    t: Types,
    thread_num: InstData,
    num_threads: InstData,
    calloc: GlobalId,
    free: GlobalId,
    entry: GlobalId,
    exit: GlobalId,
}

impl std::ops::Deref for Kit {
    type Target = Types;
    fn deref(&self) -> &Types {
        &self.t
    }
}

impl Kit {
    fn new(m: &mut Module) -> Result<Kit, String> {
        let t = Types::of(m);
        let Types {
            void,
            i32,
            i64,
            ptr,
            ..
        } = t;
        let ti = m.types.function(i32, Vec::new(), false);
        let tn = declare_function(m, "omp_get_thread_num", ti, Vec::new(), "i32 ()")?;
        let nt = declare_function(m, "omp_get_num_threads", ti, Vec::new(), "i32 ()")?;
        let tc = m.types.function(ptr, vec![i64, i64], false);
        let calloc = declare_function(m, "calloc", tc, Vec::new(), "ptr (i64, i64)")?;
        let tf = m.types.function(void, vec![ptr], false);
        let free = declare_function(m, "free", tf, Vec::new(), "void (ptr)")?;
        Ok(Kit {
            t,
            thread_num: direct_call(m, tn, Vec::new(), Vec::new()).ok_or("omp_get_thread_num")?,
            num_threads: direct_call(m, nt, Vec::new(), Vec::new()).ok_or("omp_get_num_threads")?,
            calloc,
            free,
            entry: declare(m, DirectiveCall::Entry)?,
            exit: declare(m, DirectiveCall::Exit)?,
        })
    }

    fn region_entry(&self, m: &mut Module, bundles: Vec<Bundle>) -> InstData {
        direct_call(m, self.entry, Vec::new(), bundles).expect("declared")
    }

    fn region_exit(&self, m: &mut Module, entry: Inst, tag: &str) -> InstData {
        let end = crate::directives::vocab::end_tag(tag).expect("a directive");
        direct_call(
            m,
            self.exit,
            vec![Value::Inst(entry)],
            vec![bundle(&end, Vec::new())],
        )
        .expect("declared")
    }
}

fn bundle(tag: &str, inputs: Vec<Value>) -> Bundle {
    Bundle {
        tag: tag.into(),
        inputs,
    }
}

fn run(m: &mut Module) -> Result<(), String> {
    let kit = Kit::new(m)?;
    let mut helpers = inline_debug_bodies(m)?;
    let left = left_functions(m);
    dependences_as_taskwaits(m, &left)?;
    // The functions only the runtime called: outlined regions and reduction combiners.
    for f in m.defined_functions() {
        let body = m.body(f).expect("body");
        for (_, i) in body.inst_iter() {
            let d = &body.insts[i];
            let k = match kmpc(m, d) {
                Some("__kmpc_fork_call" | "__kmpc_fork_call_if") => 2,
                Some("__kmpc_reduce" | "__kmpc_reduce_nowait") => 5,
                _ => continue,
            };
            if let Value::Const(c) = arg(d, k) {
                if let ConstData::Global(g) = m.consts.get(c).data {
                    if !helpers.contains(&g) {
                        helpers.push(g);
                    }
                }
            }
        }
    }
    for f in m.defined_functions() {
        if left.contains(&f) {
            continue;
        }
        if m.body(f).expect("body").inst_iter().any(|(_, i)| {
            let n = kmpc(m, &m.body(f).expect("body").insts[i]);
            n.is_some() && !is_fork(n)
        }) {
            loops::form(m, f, &kit);
            fold_decisions(m, f, &kit);
            rewrite_calls(m, f, &kit)?;
            let body = m.body(f).expect("body");
            let copies: Vec<Inst> = body
                .inst_iter()
                .filter(|&(_, i)| kmpc(m, &body.insts[i]) == Some("__kmpc_copyprivate"))
                .map(|(_, i)| i)
                .collect();
            for (k, i) in copies.into_iter().enumerate() {
                copyprivate(m, f, i, k, &kit)?;
            }
        }
    }
    // Parallel regions, innermost first: a fork whose outlined function forks no more.
    loop {
        let mut next = None;
        'find: for f in m.defined_functions() {
            let body = m.body(f).expect("body");
            for (_, i) in body.inst_iter() {
                let d = &body.insts[i];
                if !is_fork(kmpc(m, d)) || fork_stays(m, body, d, &left) {
                    continue;
                }
                let g = outlined(m, d).expect("checked");
                let inner = m.body(g).expect("body");
                let forks_more = inner.inst_iter().any(|(_, j)| {
                    let e = &inner.insts[j];
                    is_fork(kmpc(m, e)) && !fork_stays(m, inner, e, &left)
                });
                if !forks_more {
                    next = Some((f, i));
                    break 'find;
                }
            }
        }
        let Some((f, call)) = next else { break };
        parallel_region(m, f, call, &kit)?;
    }
    // The runtime's declarations nothing calls any more.
    helpers.extend(
        m.functions()
            .filter(|(_, f)| f.body.is_none())
            .map(|(g, _)| g)
            .filter(|&g| {
                m.globals[g]
                    .name()
                    .is_some_and(|n| n.starts_with("__kmpc_"))
            }),
    );
    remove_unused(m, &helpers);
    Ok(())
}

/// With `-g`, clang outlines a parallel region twice: `@f.omp_outlined_debug__` holds the
/// region with parameters typed for the debugger, and `@f.omp_outlined`, the function
/// `__kmpc_fork_call` receives, only stores its parameters to stack slots and passes them
/// on. Without `-g` the region's body is `@f.omp_outlined` itself. Each such forwarding
/// function gets the body it calls inlined, so that the translation sees the region in the
/// same shape with or without debug information (debug information must not change what
/// parir decides). Returns the inlined bodies (their callers are gone).
fn inline_debug_bodies(m: &mut Module) -> Result<Vec<GlobalId>, String> {
    let mut bodies = Vec::new();
    let mut wrappers: Vec<GlobalId> = Vec::new();
    for f in m.defined_functions() {
        let body = m.body(f).expect("body");
        for (_, i) in body.inst_iter() {
            if is_fork(kmpc(m, &body.insts[i])) {
                if let Some(g) = outlined(m, &body.insts[i]) {
                    if !wrappers.contains(&g) {
                        wrappers.push(g);
                    }
                }
            }
        }
    }
    for g in wrappers {
        let Some(call) = forwarded_call(m, g) else {
            continue;
        };
        let callee = callee_name(m, &m.body(g).expect("body").insts[call]).map(|(h, _)| h);
        parir_transform::inline::inline_call(m, g, call).map_err(|e| {
            format!(
                "@{}: cannot inline the region body it forwards to: {e}",
                fname(m, g)
            )
        })?;
        bodies.extend(callee);
    }
    Ok(bodies)
}

/// The one call of `g` when `g` only forwards its parameters to another defined function:
/// besides that call, `g` has stack slots, loads, stores, debug intrinsics and a `ret void`
/// (clang `-g`'s wrapper of an outlined region, see [`inline_debug_bodies`]).
fn forwarded_call(m: &Module, g: GlobalId) -> Option<Inst> {
    let body = m.body(g)?;
    let mut call = None;
    for (_, i) in body.inst_iter() {
        let d = &body.insts[i];
        match &d.kind {
            InstKind::Alloca { .. } | InstKind::Load { .. } | InstKind::Store { .. } => {}
            InstKind::Ret(None) => {}
            InstKind::Call(_) => {
                let (h, name) = callee_name(m, d)?;
                if name.starts_with("llvm.dbg.") {
                    continue;
                }
                if call.is_some() || h == g || m.body(h).is_none() || name.starts_with("__kmpc_") {
                    return None;
                }
                call = Some(i);
            }
            _ => return None,
        }
    }
    call
}

/// Removes the functions of `helpers` (declarations, or definitions with internal linkage)
/// that nothing refers to any more.
fn remove_unused(m: &mut Module, helpers: &[GlobalId]) {
    use parir_ir::module::Linkage;
    loop {
        let live: Vec<GlobalId> = m.order.clone();
        let mut referenced: HashSet<GlobalId> = HashSet::new();
        for &g in &live {
            if let Some(var) = m.globals[g].as_var() {
                if let Some(ConstData::Global(x)) = var.init.map(|k| m.consts.get(k).data.clone()) {
                    referenced.insert(x);
                }
            }
            let Some(body) = m.body(g) else { continue };
            for (_, i) in body.inst_iter() {
                body.insts[i].kind.for_each_operand(|v| {
                    if let Value::Const(k) = v {
                        if let ConstData::Global(x) = m.consts.get(k).data {
                            if x != g {
                                referenced.insert(x);
                            }
                        }
                    }
                });
            }
        }
        let dead: Vec<GlobalId> = helpers
            .iter()
            .copied()
            .filter(|g| {
                live.contains(g)
                    && !referenced.contains(g)
                    && (m.body(*g).is_none()
                        || matches!(
                            m.globals[*g].common.linkage,
                            Linkage::Internal | Linkage::Private
                        ))
            })
            .collect();
        if dead.is_empty() {
            return;
        }
        for g in dead {
            m.remove_global(g);
        }
    }
}

/// Replaces the results of the calls that decide who runs a construct by the decision of
/// the thread that runs it (the region semantics choose the thread), folds the comparisons
/// and branches on them and deletes what became unreachable (the atomic alternative of a
/// reduction).
fn fold_decisions(m: &mut Module, f: GlobalId, kit: &Kit) {
    let one = Value::Const(m.consts.int(kit.i32, 32, 1));
    let zero = Value::Const(m.consts.int(kit.i32, 32, 0));
    let body = m.body(f).expect("body");
    let mut decided: Vec<(Inst, Value)> = Vec::new();
    for (_, i) in body.inst_iter() {
        match kmpc(m, &body.insts[i]) {
            Some(
                "__kmpc_reduce"
                | "__kmpc_reduce_nowait"
                | "__kmpc_single"
                | "__kmpc_master"
                | "__kmpc_masked",
            ) => decided.push((i, one)),
            Some(
                "__kmpc_cancel_barrier"
                | "__kmpc_omp_taskwait"
                | "__kmpc_omp_task"
                | "__kmpc_omp_taskyield",
            ) => decided.push((i, zero)),
            _ => {}
        }
    }
    if decided.is_empty() {
        return;
    }
    did_it_flag(m, f, kit);
    let tru = Value::Const(m.consts.int(kit.i1, 1, 1));
    let fal = Value::Const(m.consts.int(kit.i1, 1, 0));
    let body = m.body_mut(f).expect("body");
    for &(i, v) in &decided {
        parir_transform::users::replace_all_uses_with(body, Value::Inst(i), v);
    }
    // `icmp eq/ne` of two constants: fold (the branches then fold in simplifycfg).
    let body = m.body(f).expect("body");
    let icmps: Vec<(Inst, bool)> = body
        .inst_iter()
        .filter_map(|(_, i)| match body.insts[i].kind {
            InstKind::ICmp { pred, lhs, rhs } => {
                let (a, b) = (const_int(m, lhs)?, const_int(m, rhs)?);
                match pred {
                    IntPredicate::Eq => Some((i, a == b)),
                    IntPredicate::Ne => Some((i, a != b)),
                    _ => None,
                }
            }
            _ => None,
        })
        .collect();
    let body = m.body_mut(f).expect("body");
    for (i, r) in icmps {
        parir_transform::users::replace_all_uses_with(
            body,
            Value::Inst(i),
            if r { tru } else { fal },
        );
    }
    // What follows `__kmpc_end_single` / `_master` / `_masked` in its block is still run by
    // the chosen thread only (clang sets copyprivate's `did_it` flag there): the region is
    // to end at the end of that block, before the blocks merge.
    let ends: Vec<Inst> = {
        let body = m.body(f).expect("body");
        body.inst_iter()
            .filter(|&(_, i)| {
                matches!(
                    kmpc(m, &body.insts[i]),
                    Some("__kmpc_end_single" | "__kmpc_end_master" | "__kmpc_end_masked")
                )
            })
            .map(|(_, i)| i)
            .collect()
    };
    let body = m.body_mut(f).expect("body");
    for i in ends {
        let b = body.inst_block[i].expect("placed");
        let term = body.terminator(b).expect("terminator");
        let blk = &mut body.blocks[b].insts;
        blk.retain(|&y| y != i);
        let at = blk.iter().position(|&y| y == term).expect("terminator");
        blk.insert(at, i);
    }
    cleanup(m, f);
}

/// Instructions inserted before a point of a block.
struct Emit {
    block: Block,
    pos: usize,
}

impl Emit {
    /// Before instruction `i`.
    fn before(body: &Body, i: Inst) -> Emit {
        let block = body.inst_block[i].expect("placed");
        let pos = body.blocks[block]
            .insts
            .iter()
            .position(|&x| x == i)
            .expect("in its block");
        Emit { block, pos }
    }

    /// After instruction `i`.
    fn after(body: &Body, i: Inst) -> Emit {
        let mut e = Emit::before(body, i);
        e.pos += 1;
        e
    }

    fn push(&mut self, body: &mut Body, d: InstData) -> Value {
        let i = parir_transform::edit::insert_inst(body, self.block, self.pos, d);
        self.pos += 1;
        Value::Inst(i)
    }

    fn bin(&mut self, body: &mut Body, op: BinOp, lhs: Value, rhs: Value, ty: Type) -> Value {
        let k = InstKind::Binary {
            op,
            flags: Default::default(),
            lhs,
            rhs,
        };
        self.push(body, InstData::new(k, ty))
    }

    fn icmp(
        &mut self,
        body: &mut Body,
        pred: IntPredicate,
        lhs: Value,
        rhs: Value,
        i1: Type,
    ) -> Value {
        self.push(body, InstData::new(InstKind::ICmp { pred, lhs, rhs }, i1))
    }

    fn select(&mut self, body: &mut Body, cond: Value, a: Value, b: Value, ty: Type) -> Value {
        let k = InstKind::Select {
            flags: Default::default(),
            cond,
            then_val: a,
            else_val: b,
        };
        self.push(body, InstData::new(k, ty))
    }

    fn cast(&mut self, body: &mut Body, op: CastOp, val: Value, ty: Type) -> Value {
        let k = InstKind::Cast {
            op,
            flags: Default::default(),
            val,
        };
        self.push(body, InstData::new(k, ty))
    }

    fn load(&mut self, body: &mut Body, ptr: Value, ty: Type) -> Value {
        let k = InstKind::Load {
            ptr,
            volatile: false,
            atomic: None,
            align: None,
        };
        self.push(body, InstData::new(k, ty))
    }

    /// Whether the iterations `lb..=ub` (signed or unsigned) are none, and their number
    /// `ub - lb + 1` (`one` and `ty` the bounds' type; meaningless when none).
    fn trips(
        &mut self,
        body: &mut Body,
        lb: Value,
        ub: Value,
        signed: bool,
        one: Value,
        (ty, i1): (Type, Type),
    ) -> (Value, Value) {
        let gt = if signed {
            IntPredicate::Sgt
        } else {
            IntPredicate::Ugt
        };
        let empty = self.icmp(body, gt, lb, ub, i1);
        let span = self.bin(body, BinOp::Sub, ub, lb, ty);
        let trips = self.bin(body, BinOp::Add, span, one, ty);
        (empty, trips)
    }

    /// A stack slot of `ty` (`ptr` is the pointer type).
    fn slot(&mut self, body: &mut Body, ty: Type, count: Option<Value>, ptr: Type) -> Value {
        let k = InstKind::Alloca {
            elem_ty: ty,
            count,
            align: None,
            addrspace: 0,
            inalloca: false,
            swifterror: false,
        };
        self.push(body, InstData::new(k, ptr))
    }

    /// `getelementptr i8, ptr base, offset` (`i8`, `ptr` the types).
    fn byte_offset(
        &mut self,
        body: &mut Body,
        base: Value,
        offset: Value,
        i8: Type,
        ptr: Type,
    ) -> Value {
        let k = InstKind::GetElementPtr {
            flags: Default::default(),
            src_ty: i8,
            ptr: base,
            indices: vec![offset],
        };
        self.push(body, InstData::new(k, ptr))
    }

    fn store(&mut self, body: &mut Body, val: Value, ptr: Value, void: Type) {
        let k = InstKind::Store {
            val,
            ptr,
            volatile: false,
            atomic: None,
            align: None,
        };
        self.push(body, InstData::new(k, void));
    }
}

/// The width and signedness of a loop entry point by its suffix (`_4`, `_4u`, `_8`, `_8u`).
fn width(name: &str) -> (u32, bool) {
    let bits = if name.contains("_8") { 64 } else { 32 };
    (bits, !name.ends_with('u'))
}

/// What pairs an end call with its start call: the construct, and the lock when it has one.
fn opener(m: &Module, d: &InstData, name: &str) -> Option<(&'static str, Option<Value>)> {
    Some(match name {
        "__kmpc_critical" | "__kmpc_critical_with_hint" => ("critical", Some(arg(d, 2))),
        "__kmpc_reduce" | "__kmpc_reduce_nowait" => ("reduce", Some(arg(d, 6))),
        "__kmpc_single" => ("single", None),
        "__kmpc_master" => ("master", None),
        "__kmpc_masked" => ("masked", None),
        "__kmpc_taskgroup" => ("taskgroup", None),
        "__kmpc_serialized_parallel" => ("serial", None),
        n if n.starts_with("__kmpc_dispatch_init") => {
            let _ = m;
            ("dispatch", None)
        }
        _ => return None,
    })
}

fn closer(d: &InstData, name: &str) -> Option<(&'static str, Option<Value>)> {
    Some(match name {
        "__kmpc_end_critical" => ("critical", Some(arg(d, 2))),
        "__kmpc_end_reduce" | "__kmpc_end_reduce_nowait" => ("reduce", Some(arg(d, 2))),
        "__kmpc_end_single" => ("single", None),
        "__kmpc_end_master" => ("master", None),
        "__kmpc_end_masked" => ("masked", None),
        "__kmpc_end_taskgroup" => ("taskgroup", None),
        "__kmpc_end_serialized_parallel" => ("serial", None),
        n if n.starts_with("__kmpc_dispatch_next") => ("dispatch", None),
        _ => return None,
    })
}

/// The slots of one `__kmpc_dispatch_init`: bounds, chunk size and the thread's next chunk.
#[derive(Clone, Copy)]
struct Dispatch {
    lb: Value,
    ub: Value,
    chunk: Value,
    next: Value,
    bits: u32,
    signed: bool,
}

/// Rewrites the runtime calls of `f` other than `__kmpc_fork_call` into directive regions
/// and IR (the table in the module documentation).
fn rewrite_calls(m: &mut Module, f: GlobalId, kit: &Kit) -> Result<(), String> {
    let name = fname(m, f);
    let body = m.body(f).expect("body");
    let cfg = ControlFlowGraph::compute(body);
    let dt = DominatorTree::compute(&cfg);
    let mut calls: Vec<(Inst, String)> = Vec::new();
    let mut place = std::collections::HashMap::new();
    let patterns = kept_task_calls(m, body);
    for &b in &body.layout {
        for (k, &i) in body.blocks[b].insts.iter().enumerate() {
            place.insert(i, (b, k));
            if let Some(n) = kmpc(m, &body.insts[i]) {
                if !is_fork(Some(n))
                    && n != "__kmpc_push_num_threads"
                    && n != "__kmpc_copyprivate"
                    && !patterns.contains(&i)
                {
                    calls.push((i, n.to_string()));
                }
            }
        }
    }
    let dominates = |a: Inst, b: Inst| {
        let ((ba, ka), (bb, kb)) = (place[&a], place[&b]);
        if ba == bb {
            ka < kb
        } else {
            dt.dominates(ba, bb)
        }
    };
    // Each end call's start call: the nearest dominating start of the same construct.
    let opens: Vec<(Inst, (&str, Option<Value>))> = calls
        .iter()
        .filter_map(|(i, n)| Some((*i, opener(m, &body.insts[*i], n)?)))
        .collect();
    let mut start_of: std::collections::HashMap<Inst, Inst> = std::collections::HashMap::new();
    // Nested constructs of one kind (`taskgroup` in `taskgroup`) end one after the other: an
    // end call takes the nearest start not already taken by an end call before it on every
    // path. The end calls are matched outermost-dominator first. (Only taskgroups nest so:
    // the `dispatch_next` calls of one loop all belong to its one `dispatch_init`, the end
    // calls of a reduction's two ways to its one start.)
    // (end call, its name, the construct it ends)
    type End<'a> = (Inst, &'a String, (&'static str, Option<Value>));
    let mut ends: Vec<End> = calls
        .iter()
        .filter_map(|(i, n)| Some((*i, n, closer(&body.insts[*i], n)?)))
        .collect();
    let before = |i: Inst, ends: &[End]| {
        ends.iter()
            .filter(|(j, _, _)| *j != i && dominates(*j, i))
            .count()
    };
    let order: Vec<usize> = {
        let mut v: Vec<(usize, usize)> = ends
            .iter()
            .enumerate()
            .map(|(k, (i, _, _))| (before(*i, &ends), k))
            .collect();
        v.sort();
        v.into_iter().map(|(_, k)| k).collect()
    };
    ends = order.into_iter().map(|k| ends[k]).collect();
    for &(i, n, key) in &ends {
        let taken: Vec<Inst> = ends
            .iter()
            .filter(|(j, _, k)| key.0 == "taskgroup" && *k == key && *j != i && dominates(*j, i))
            .filter_map(|(j, _, _)| start_of.get(j).copied())
            .collect();
        let cands: Vec<Inst> = opens
            .iter()
            .filter(|(o, k)| *k == key && dominates(*o, i) && !taken.contains(o))
            .map(|(o, _)| *o)
            .collect();
        let Some(&s) = cands
            .iter()
            .find(|&&c| cands.iter().all(|&o| o == c || dominates(o, c)))
        else {
            return Err(format!(
                "@{name}: `{n}` has no `{}` call before it on every path",
                key.0
            ));
        };
        start_of.insert(i, s);
    }
    let entries: std::collections::HashMap<Inst, GlobalId> = calls
        .iter()
        .filter(|(_, n)| n == "__kmpc_omp_task" || n == "__kmpc_omp_task_complete_if0")
        .map(|(i, _)| {
            (
                *i,
                task_entry(m, body, arg(&body.insts[*i], 2)).expect("checked"),
            )
        })
        .collect();
    let entry_block = body.entry().ok_or("no entry block")?;

    // Constants and call templates (the module is not borrowed while the body is edited).
    let c = |m: &mut Module, ty: Type, bits: u32, v: i128| Value::Const(m.consts.int(ty, bits, v));
    let (one32, one64) = (c(m, kit.i32, 32, 1), c(m, kit.i64, 64, 1));
    let (zero32, zero64) = (c(m, kit.i32, 32, 0), c(m, kit.i64, 64, 0));
    let fal = c(m, kit.i1, 1, 0);
    let (seven, minus8, eight) = (
        c(m, kit.i64, 64, 7),
        c(m, kit.i64, 64, -8),
        c(m, kit.i64, 64, 8),
    );
    let one_of = |bits: u32| if bits == 64 { one64 } else { one32 };
    let zero_of = |bits: u32| if bits == 64 { zero64 } else { zero32 };
    let mut made: Vec<(Inst, String, Option<InstData>)> = Vec::new();
    // Tasks whose `final` flag is computed: the flags value.
    let mut task_final: std::collections::HashMap<Inst, Value> = std::collections::HashMap::new();
    let two = c(m, kit.i32, 32, 2);
    for (i, n) in &calls {
        let d = &m.body(f).expect("body").insts[*i];
        let tag = |t: &str| bundle(t, Vec::new());
        let data = match n.as_str() {
            "__kmpc_critical"
            | "__kmpc_critical_with_hint"
            | "__kmpc_reduce"
            | "__kmpc_reduce_nowait" => {
                let lock = arg(d, if n.contains("reduce") { 6 } else { 2 });
                Some(kit.region_entry(
                    m,
                    vec![tag("DIR.OMP.CRITICAL"), bundle("QUAL.OMP.NAME", vec![lock])],
                ))
            }
            "__kmpc_single" => {
                Some(kit.region_entry(m, vec![tag("DIR.OMP.SINGLE"), tag("QUAL.OMP.NOWAIT")]))
            }
            "__kmpc_master" => Some(kit.region_entry(m, vec![tag("DIR.OMP.MASTER")])),
            "__kmpc_masked" => {
                let filter = arg(d, 2);
                Some(kit.region_entry(
                    m,
                    vec![
                        tag("DIR.OMP.MASKED"),
                        bundle("QUAL.OMP.FILTER", vec![filter]),
                    ],
                ))
            }
            "__kmpc_taskgroup" => Some(kit.region_entry(m, vec![tag("DIR.OMP.TASKGROUP")])),
            // `parallel if(false)`: the outlined function called directly, on a team of one.
            "__kmpc_serialized_parallel" => {
                let no = c(m, kit.i1, 1, 0);
                Some(kit.region_entry(
                    m,
                    vec![tag("DIR.OMP.PARALLEL"), bundle("QUAL.OMP.IF", vec![no])],
                ))
            }
            "__kmpc_barrier" | "__kmpc_cancel_barrier" => {
                Some(kit.region_entry(m, vec![tag("DIR.OMP.BARRIER")]))
            }
            "__kmpc_omp_taskwait" => Some(kit.region_entry(m, vec![tag("DIR.OMP.TASKWAIT")])),
            "__kmpc_omp_taskyield" => Some(kit.region_entry(m, vec![tag("DIR.OMP.TASKYIELD")])),
            "__kmpc_flush" => Some(kit.region_entry(m, vec![tag("DIR.OMP.FLUSH")])),
            "__kmpc_omp_task" => {
                // libomp's task flags: 2 is `final`.
                let flags = match arg(d, 2) {
                    Value::Inst(a) => Some(arg(&m.body(f).expect("body").insts[a], 2)),
                    _ => None,
                };
                let mut tags = vec![tag("DIR.OMP.TASK")];
                match flags.map(|v| (v, const_int(m, v))) {
                    Some((_, Some(k))) if k & 2 != 0 => {
                        let yes = c(m, kit.i1, 1, 1);
                        tags.push(bundle("QUAL.OMP.FINAL", vec![yes]));
                    }
                    Some((v, None)) => {
                        task_final.insert(*i, v);
                    }
                    _ => {}
                }
                Some(kit.region_entry(m, tags))
            }
            "__kmpc_global_thread_num" => Some(kit.thread_num.clone()),
            _ => None,
        };
        made.push((*i, n.clone(), data));
    }
    // Exits: (end call, entry, directive, barrier after).
    // (end call, its exit, the entry and exit of a barrier after it)
    type Exit = (Inst, InstData, Option<(InstData, InstData)>);
    let mut exits: Vec<Exit> = Vec::new();
    for (i, n) in &calls {
        let (start, dir, barrier) = match n.as_str() {
            "__kmpc_end_critical" | "__kmpc_end_reduce_nowait" => {
                (start_of[i], "DIR.OMP.CRITICAL", false)
            }
            "__kmpc_end_reduce" => (start_of[i], "DIR.OMP.CRITICAL", true),
            "__kmpc_end_single" => (start_of[i], "DIR.OMP.SINGLE", false),
            "__kmpc_end_master" => (start_of[i], "DIR.OMP.MASTER", false),
            "__kmpc_end_masked" => (start_of[i], "DIR.OMP.MASKED", false),
            "__kmpc_end_taskgroup" => (start_of[i], "DIR.OMP.TASKGROUP", false),
            "__kmpc_end_serialized_parallel" => (start_of[i], "DIR.OMP.PARALLEL", false),
            _ => continue,
        };
        let x = kit.region_exit(m, start, dir);
        // The barrier's exit names its entry once placed (patched below).
        let bar = barrier.then(|| {
            (
                kit.region_entry(m, vec![bundle("DIR.OMP.BARRIER", Vec::new())]),
                kit.region_exit(m, *i, "DIR.OMP.BARRIER"),
            )
        });
        exits.push((*i, x, bar));
    }
    // `parallel if(false)`: the pointers the directly called outlined function receives
    // are shared by its team of one.
    let mut serial_shared: Vec<(Inst, Vec<Value>)> = Vec::new();
    {
        let body = m.body(f).expect("body");
        for (i, n) in &calls {
            if n != "__kmpc_end_serialized_parallel" {
                continue;
            }
            let start = start_of[i];
            let (bs, ks) = place[&start];
            let (be, ke) = place[i];
            if bs != be {
                continue;
            }
            let mut ptrs = Vec::new();
            let inside = &body.blocks[bs].insts[ks + 1..ke];
            for &j in inside {
                if let Some(c) = body.insts[j].kind.call_data() {
                    for &a in &c.args {
                        let is_ptr = parir_transform::irbuild::value_type(m, f, body, a)
                            .is_some_and(|t| m.types.is_ptr(t));
                        // A pointer computed inside the region (clang -O0 reloads the
                        // thread-number pointer there) is not one from outside it.
                        let local = matches!(a, Value::Inst(x) if inside.contains(&x));
                        if is_ptr && !local && !matches!(a, Value::Const(_)) && !ptrs.contains(&a) {
                            ptrs.push(a);
                        }
                    }
                }
            }
            if !ptrs.is_empty() {
                serial_shared.push((start, ptrs));
            }
        }
    }
    let mut stand_alone_exits = std::collections::HashMap::new();
    for (i, n, _) in &made {
        let dir = match n.as_str() {
            "__kmpc_barrier" | "__kmpc_cancel_barrier" => "DIR.OMP.BARRIER",
            "__kmpc_omp_taskwait" => "DIR.OMP.TASKWAIT",
            "__kmpc_omp_taskyield" => "DIR.OMP.TASKYIELD",
            "__kmpc_flush" => "DIR.OMP.FLUSH",
            "__kmpc_omp_task" => "DIR.OMP.TASK",
            _ => continue,
        };
        stand_alone_exits.insert(*i, kit.region_exit(m, *i, dir));
    }
    let task_calls: std::collections::HashMap<Inst, InstData> = entries
        .iter()
        .map(|(&i, &g)| {
            let d = &m.body(f).expect("body").insts[i];
            let call = direct_call(m, g, vec![arg(d, 1), arg(d, 2)], Vec::new()).expect("function");
            (i, call)
        })
        .collect();
    let free_call =
        |m: &mut Module, t: Value| direct_call(m, kit.free, vec![t], Vec::new()).expect("free");
    let frees: std::collections::HashMap<Inst, InstData> = entries
        .keys()
        .map(|&i| {
            let t = arg(&m.body(f).expect("body").insts[i], 2);
            (i, free_call(m, t))
        })
        .collect();
    // (chunked, distribute) of each static schedule.
    let chunked: std::collections::HashMap<Inst, (bool, bool)> = calls
        .iter()
        .filter(|(_, n)| n.starts_with("__kmpc_for_static_init"))
        .map(|(i, _)| {
            let d = &m.body(f).expect("body").insts[*i];
            let sched = const_int(m, arg(d, 2)).expect("checked") & !SCHED_MODIFIERS;
            (
                *i,
                (
                    matches!(sched, SCHED_STATIC_CHUNKED | SCHED_DISTRIBUTE_CHUNKED),
                    matches!(sched, SCHED_DISTRIBUTE | SCHED_DISTRIBUTE_CHUNKED),
                ),
            )
        })
        .collect();
    // `teams` on the host: a league of one team, whose initial thread is the encountering
    // thread: the outlined function called directly (thread numbers in slots of 0).
    let mut teams: std::collections::HashMap<Inst, InstData> = std::collections::HashMap::new();
    for (i, n) in &calls {
        if n != "__kmpc_fork_teams" {
            continue;
        }
        let d = &m.body(f).expect("body").insts[*i];
        let g = outlined(m, d).expect("checked");
        let mut args = vec![zero32, zero32];
        args.extend(
            d.kind.call_data().expect("a call").args[3..]
                .iter()
                .copied(),
        );
        let call = direct_call(m, g, args, Vec::new())
            .ok_or_else(|| format!("@{name}: cannot call @{}", fname(m, g)))?;
        teams.insert(*i, call);
    }
    let calloc_tpl = direct_call(m, kit.calloc, Vec::new(), Vec::new()).expect("calloc");

    // Dispatch slots, in the entry block (stack slots of the function: private to the
    // thread once the function is inlined into a parallel region).
    let mut slots: std::collections::HashMap<Inst, Dispatch> = std::collections::HashMap::new();
    for (i, n) in &calls {
        if !n.starts_with("__kmpc_dispatch_init") {
            continue;
        }
        let (bits, signed) = width(n);
        let ty = if bits == 64 { kit.i64 } else { kit.i32 };
        let body = m.body_mut(f).expect("body");
        let mut at = Emit {
            block: entry_block,
            pos: 0,
        };
        let mut slot = |body: &mut Body| at.slot(body, ty, None, kit.ptr);
        let d = Dispatch {
            lb: slot(body),
            ub: slot(body),
            chunk: slot(body),
            next: slot(body),
            bits,
            signed,
        };
        slots.insert(*i, d);
    }

    let body = m.body_mut(f).expect("body");
    let thread_and_team = |body: &mut Body, at: &mut Emit, bits: u32| {
        let t = at.push(body, kit.thread_num.clone());
        let n = at.push(body, kit.num_threads.clone());
        if bits == 64 {
            (
                at.cast(body, CastOp::ZExt, t, kit.i64),
                at.cast(body, CastOp::ZExt, n, kit.i64),
            )
        } else {
            (t, n)
        }
    };
    for (i, n, data) in made {
        let old_md = body.insts[i].md.clone();
        let old_pos = body.insts[i].pos;
        let replace = |body: &mut Body, mut d: InstData| {
            d.md = old_md.clone();
            d.pos = old_pos;
            d.name = body.insts[i].name.take().filter(|_| d.ty != kit.void);
            body.insts[i] = d;
        };
        match n.as_str() {
            s if s.starts_with("__kmpc_for_static_init") => {
                let d = body.insts[i].clone();
                let (bits, signed) = width(s);
                let ty = if bits == 64 { kit.i64 } else { kit.i32 };
                let one = one_of(bits);
                let (plast, plb, pub_, pst) = (arg(&d, 3), arg(&d, 4), arg(&d, 5), arg(&d, 6));
                let (chunked, distribute) = chunked[&i];
                let mut at = Emit::before(body, i);
                let (tid, team) = if distribute {
                    (zero_of(bits), one)
                } else {
                    thread_and_team(body, &mut at, bits)
                };
                let lb0 = at.load(body, plb, ty);
                let ub0 = at.load(body, pub_, ty);
                let (empty, trips) = at.trips(body, lb0, ub0, signed, one, (ty, kit.i1));
                let (lb1, ub1, stride, last) = if chunked {
                    let chunk = arg(&d, 8);
                    let small = at.icmp(body, IntPredicate::Slt, chunk, one, kit.i1);
                    let chunk = at.select(body, small, one, chunk, ty);
                    let off = at.bin(body, BinOp::Mul, tid, chunk, ty);
                    let lb1 = at.bin(body, BinOp::Add, lb0, off, ty);
                    let hi = at.bin(body, BinOp::Add, lb1, chunk, ty);
                    let ub1 = at.bin(body, BinOp::Sub, hi, one, ty);
                    let stride = at.bin(body, BinOp::Mul, team, chunk, ty);
                    let lastk = at.bin(body, BinOp::Sub, trips, one, ty);
                    let lastc = at.bin(body, BinOp::UDiv, lastk, chunk, ty);
                    let owner = at.bin(body, BinOp::URem, lastc, team, ty);
                    let last = at.icmp(body, IntPredicate::Eq, owner, tid, kit.i1);
                    (lb1, ub1, stride, last)
                } else {
                    let q = at.bin(body, BinOp::UDiv, trips, team, ty);
                    let r = at.bin(body, BinOp::URem, trips, team, ty);
                    let lt = at.icmp(body, IntPredicate::Ult, tid, r, kit.i1);
                    let extra = at.select(body, lt, tid, r, ty);
                    let base = at.bin(body, BinOp::Mul, tid, q, ty);
                    let begin = at.bin(body, BinOp::Add, base, extra, ty);
                    let more = at.cast(body, CastOp::ZExt, lt, ty);
                    let count = at.bin(body, BinOp::Add, q, more, ty);
                    let lb1 = at.bin(body, BinOp::Add, lb0, begin, ty);
                    let hi = at.bin(body, BinOp::Add, lb1, count, ty);
                    let ub1 = at.bin(body, BinOp::Sub, hi, one, ty);
                    let end = at.bin(body, BinOp::Add, begin, count, ty);
                    let at_end = at.icmp(body, IntPredicate::Eq, end, trips, kit.i1);
                    let some = at.icmp(body, IntPredicate::Ne, count, zero_of(bits), kit.i1);
                    let last = at.bin(body, BinOp::And, at_end, some, kit.i1);
                    (lb1, ub1, trips, last)
                };
                let lb = at.select(body, empty, lb0, lb1, ty);
                let ub = at.select(body, empty, ub0, ub1, ty);
                let last = at.select(body, empty, fal, last, kit.i1);
                let last = at.cast(body, CastOp::ZExt, last, kit.i32);
                at.store(body, lb, plb, kit.void);
                at.store(body, ub, pub_, kit.void);
                at.store(body, stride, pst, kit.void);
                at.store(body, last, plast, kit.void);
                parir_transform::edit::remove_inst(body, i);
            }
            s if s.starts_with("__kmpc_dispatch_init") => {
                let d = body.insts[i].clone();
                let slot = slots[&i];
                let ty = if slot.bits == 64 { kit.i64 } else { kit.i32 };
                let one = one_of(slot.bits);
                let mut at = Emit::before(body, i);
                let (tid, _) = thread_and_team(body, &mut at, slot.bits);
                at.store(body, arg(&d, 3), slot.lb, kit.void);
                at.store(body, arg(&d, 4), slot.ub, kit.void);
                let chunk = arg(&d, 6);
                let small = at.icmp(body, IntPredicate::Slt, chunk, one, kit.i1);
                let chunk = at.select(body, small, one, chunk, ty);
                at.store(body, chunk, slot.chunk, kit.void);
                at.store(body, tid, slot.next, kit.void);
                parir_transform::edit::remove_inst(body, i);
            }
            s if s.starts_with("__kmpc_dispatch_next") => {
                let d = body.insts[i].clone();
                let slot = slots[&start_of[&i]];
                let ty = if slot.bits == 64 { kit.i64 } else { kit.i32 };
                let one = one_of(slot.bits);
                let (plast, plb, pub_, pst) = (arg(&d, 2), arg(&d, 3), arg(&d, 4), arg(&d, 5));
                let mut at = Emit::before(body, i);
                let (_, team) = thread_and_team(body, &mut at, slot.bits);
                let c = at.load(body, slot.next, ty);
                let lb = at.load(body, slot.lb, ty);
                let ub = at.load(body, slot.ub, ty);
                let chunk = at.load(body, slot.chunk, ty);
                let (empty, trips) = at.trips(body, lb, ub, slot.signed, one, (ty, kit.i1));
                let start = at.bin(body, BinOp::Mul, c, chunk, ty);
                let within = at.icmp(body, IntPredicate::Ult, start, trips, kit.i1);
                let more = at.select(body, empty, fal, within, kit.i1);
                let left = at.bin(body, BinOp::Sub, trips, start, ty);
                let short = at.icmp(body, IntPredicate::Ult, left, chunk, kit.i1);
                let count = at.select(body, short, left, chunk, ty);
                let lo = at.bin(body, BinOp::Add, lb, start, ty);
                let hi = at.bin(body, BinOp::Add, lo, count, ty);
                let hi = at.bin(body, BinOp::Sub, hi, one, ty);
                at.store(body, lo, plb, kit.void);
                at.store(body, hi, pub_, kit.void);
                at.store(body, one, pst, kit.void);
                let end = at.bin(body, BinOp::Add, start, chunk, ty);
                let last = at.icmp(body, IntPredicate::Uge, end, trips, kit.i1);
                let last = at.cast(body, CastOp::ZExt, last, kit.i32);
                at.store(body, last, plast, kit.void);
                let next = at.bin(body, BinOp::Add, c, team, ty);
                at.store(body, next, slot.next, kit.void);
                let r = at.cast(body, CastOp::ZExt, more, kit.i32);
                parir_transform::users::replace_all_uses_with(body, Value::Inst(i), r);
                parir_transform::edit::remove_inst(body, i);
            }
            "__kmpc_for_static_fini"
            | "__kmpc_omp_task_begin_if0"
            | "__kmpc_dispatch_deinit"
            | "__kmpc_push_num_teams" => parir_transform::edit::remove_inst(body, i),
            "__kmpc_fork_teams" => {
                let mut call = teams[&i].clone();
                let mut at = Emit {
                    block: entry_block,
                    pos: 0,
                };
                let slots = [
                    at.slot(body, kit.i32, None, kit.ptr),
                    at.slot(body, kit.i32, None, kit.ptr),
                ];
                let mut at = Emit::before(body, i);
                for (k, p) in slots.into_iter().enumerate() {
                    at.store(body, zero32, p, kit.void);
                    if let InstKind::Call(c) = &mut call.kind {
                        c.args[k] = p;
                    }
                }
                replace(body, call);
            }
            s if s.starts_with("__kmpc_dispatch_fini") => {
                parir_transform::edit::remove_inst(body, i)
            }
            "__kmpc_omp_task_alloc" => {
                let d = body.insts[i].clone();
                let mut at = Emit::before(body, i);
                let (size, shareds, entry) = (arg(&d, 3), arg(&d, 4), arg(&d, 5));
                let up = at.bin(body, BinOp::Add, size, seven, kit.i64);
                let head = at.bin(body, BinOp::And, up, minus8, kit.i64);
                let total = at.bin(body, BinOp::Add, head, shareds, kit.i64);
                let mut call = calloc_tpl.clone();
                if let InstKind::Call(c) = &mut call.kind {
                    c.args = vec![one64, total];
                }
                // The record keeps the call's instruction: the task calls made above name it.
                let rec = Value::Inst(i);
                let pos = Emit::before(body, i).pos;
                replace(body, call);
                at.pos = pos + 1;
                let sh = at.byte_offset(body, rec, head, kit.i8, kit.ptr);
                at.store(body, sh, rec, kit.void);
                let routine = at.byte_offset(body, rec, eight, kit.i8, kit.ptr);
                at.store(body, entry, routine, kit.void);
            }
            "__kmpc_omp_task_complete_if0" => replace(body, frees[&i].clone()),
            "__kmpc_omp_task" => {
                let mut data = data.expect("made");
                if let Some(&flags) = task_final.get(&i) {
                    let mut at = Emit::before(body, i);
                    let bit = at.bin(body, BinOp::And, flags, two, kit.i32);
                    let fin = at.icmp(body, IntPredicate::Ne, bit, zero32, kit.i1);
                    if let InstKind::Call(c) = &mut data.kind {
                        c.bundles.push(bundle("QUAL.OMP.FINAL", vec![fin]));
                    }
                }
                let mut at = Emit::after(body, i);
                at.push(body, task_calls[&i].clone());
                at.push(body, frees[&i].clone());
                at.push(body, stand_alone_exits[&i].clone());
                replace(body, data);
            }
            _ => {
                if let Some(d) = data {
                    replace(body, d);
                    if let Some(x) = stand_alone_exits.get(&i) {
                        let mut at = Emit::after(body, i);
                        at.push(body, x.clone());
                    }
                } else {
                    // An end call: replaced by its exit below.
                }
            }
        }
    }
    for (start, ptrs) in serial_shared {
        if let InstKind::Call(c) = &mut body.insts[start].kind {
            c.bundles.push(bundle("QUAL.OMP.SHARED", ptrs));
        }
    }
    for (i, x, bar) in exits {
        let old_md = body.insts[i].md.clone();
        let old_pos = body.insts[i].pos;
        let mut x = x;
        x.md = old_md;
        x.pos = old_pos;
        body.insts[i] = x;
        if let Some((e, mut x)) = bar {
            let mut at = Emit::after(body, i);
            let e = at.push(body, e);
            if let InstKind::Call(c) = &mut x.kind {
                c.args[0] = e;
            }
            at.push(body, x);
        }
    }
    Ok(())
}

/// Task dependences (`depend(in/out/inout/mutexinoutset/inoutset/depobj)`) as a stricter
/// order: a task with dependences (`__kmpc_omp_task_with_deps`) waits, before it is created,
/// for the sibling tasks created before it (its only possible predecessors), then is an
/// ordinary task; `taskwait depend(...)` and an undeferred task's wait for its dependences
/// (`__kmpc_omp_taskwait_deps_51`, `__kmpc_omp_wait_deps`) wait for all of them. Every order
/// this gives is one the dependences allow.
fn dependences_as_taskwaits(m: &mut Module, left: &HashSet<GlobalId>) -> Result<(), String> {
    let t = Types::of(m);
    let wait_ty = m.types.function(t.i32, vec![t.ptr, t.i32], false);
    let task_ty = m.types.function(t.i32, vec![t.ptr, t.i32, t.ptr], false);
    for f in m.defined_functions() {
        if left.contains(&f) {
            continue;
        }
        let body = m.body(f).expect("body");
        let sites: Vec<(Inst, bool)> = body
            .inst_iter()
            .filter_map(|(_, i)| match kmpc(m, &body.insts[i]) {
                Some("__kmpc_omp_task_with_deps") => Some((i, true)),
                Some("__kmpc_omp_wait_deps" | "__kmpc_omp_taskwait_deps_51") => Some((i, false)),
                _ => None,
            })
            .collect();
        if sites.is_empty() {
            continue;
        }
        let wait = declare_function(
            m,
            "__kmpc_omp_taskwait",
            wait_ty,
            Vec::new(),
            "i32 (ptr, i32)",
        )?;
        let task = declare_function(
            m,
            "__kmpc_omp_task",
            task_ty,
            Vec::new(),
            "i32 (ptr, i32, ptr)",
        )?;
        for (i, is_task) in sites {
            let d = m.body(f).expect("body").insts[i].clone();
            // A task waits before its record is allocated: libomp counts a task as its
            // parent's child from its allocation on, so a wait after it would wait for
            // the task itself (where the allocation stays a libomp call: `detach`).
            let alloc = match arg(&d, 2) {
                Value::Inst(t)
                    if is_task
                        && kmpc(m, &m.body(f).expect("body").insts[t])
                            == Some("__kmpc_omp_task_alloc") =>
                {
                    Some(t)
                }
                _ => None,
            };
            let (loc, gtid) = match alloc {
                Some(t) => {
                    let a = &m.body(f).expect("body").insts[t];
                    (arg(a, 0), arg(a, 1))
                }
                None => (arg(&d, 0), arg(&d, 1)),
            };
            let w =
                direct_call(m, wait, vec![loc, gtid], Vec::new()).ok_or("__kmpc_omp_taskwait")?;
            let mut new = if is_task {
                direct_call(m, task, vec![loc, gtid, arg(&d, 2)], Vec::new())
                    .ok_or("__kmpc_omp_task")?
            } else {
                w.clone()
            };
            new.md = d.md.clone();
            new.pos = d.pos;
            let body = m.body_mut(f).expect("body");
            if is_task {
                let mut at = Emit::before(body, alloc.unwrap_or(i));
                at.push(body, w);
            }
            body.insts[i] = new;
        }
    }
    Ok(())
}

/// The runtime calls of `body` that stay as they are, for the interpreter's and libomp's
/// implementation of them ([`KEPT`]): the `__kmpc_omp_task_alloc` of a taskloop's pattern
/// task (for `__kmpc_taskloop`), and a detachable task's (`detach`: its record is given to
/// `__kmpc_task_allow_completion_event`) with the `__kmpc_omp_task` that starts it, whose
/// completion waits for the event libomp tracks in the record.
fn kept_task_calls(m: &Module, body: &Body) -> HashSet<Inst> {
    let mut kept = HashSet::new();
    for (_, i) in body.inst_iter() {
        let d = &body.insts[i];
        if let Some(
            "__kmpc_taskloop" | "__kmpc_taskloop_5" | "__kmpc_task_allow_completion_event",
        ) = kmpc(m, d)
        {
            if let Value::Inst(t) = arg(d, 2) {
                if kmpc(m, &body.insts[t]) == Some("__kmpc_omp_task_alloc") {
                    kept.insert(t);
                }
            }
        }
    }
    let starts: Vec<Inst> = body
        .inst_iter()
        .filter_map(|(_, i)| {
            let d = &body.insts[i];
            let starts = kmpc(m, d) == Some("__kmpc_omp_task")
                && matches!(arg(d, 2), Value::Inst(t) if kept.contains(&t));
            starts.then_some(i)
        })
        .collect();
    kept.extend(starts);
    kept
}

/// Replaces `__kmpc_fork_call(loc, n, @g, args...)` at `call` in `f` by a `DIR.OMP.PARALLEL`
/// region around `@g` inlined: the pointer captures are `SHARED`; the thread-number slot `@g`
/// receives and the stack slots `@g` brings are `PRIVATE`; a `__kmpc_push_num_threads(n)`
/// just before becomes `NUM_THREADS(n)`.
fn parallel_region(m: &mut Module, f: GlobalId, call: Inst, kit: &Kit) -> Result<(), String> {
    let name = fname(m, f);
    let body = m.body(f).expect("body");
    let d = body.insts[call].clone();
    let g = outlined(m, &d).expect("checked");
    let fork = kmpc(m, &d).expect("a fork").to_string();
    let args: Vec<Value> = d.kind.call_data().expect("call").args[first_capture(&fork)..].to_vec();
    let blk = body.inst_block[call].expect("placed");
    let at = body.blocks[blk]
        .insts
        .iter()
        .position(|&x| x == call)
        .expect("in block");
    // flang's OpenMPIRBuilder puts the push in the block before the fork's: follow
    // single predecessors back to the previous fork.
    let cfg = ControlFlowGraph::compute(body);
    let mut push = None;
    let (mut b, mut end) = (blk, at);
    for _ in 0..8 {
        let mut forked = false;
        for &x in body.blocks[b].insts[..end].iter().rev() {
            match kmpc(m, &body.insts[x]) {
                Some("__kmpc_push_num_threads") => {
                    push = Some(x);
                    break;
                }
                k if is_fork(k) => {
                    forked = true;
                    break;
                }
                _ => {}
            }
        }
        match cfg.predecessors(b) {
            [p] if push.is_none() && !forked => {
                b = *p;
                end = body.blocks[b].insts.len();
            }
            _ => break,
        }
    }
    let mut shared: Vec<Value> = Vec::new();
    for &a in &args {
        let is_ptr =
            parir_transform::irbuild::value_type(m, f, body, a).is_some_and(|t| m.types.is_ptr(t));
        if is_ptr && !shared.contains(&a) && !matches!(a, Value::Const(_)) {
            shared.push(a);
        }
    }
    // The module's own variables the region uses (clang and flang do not capture them):
    // shared too, so that the region names every memory object from outside it.
    {
        use parir_ir::module::Linkage;
        let gb = m.body(g).expect("body");
        for (_, i) in gb.inst_iter() {
            gb.insts[i].kind.for_each_operand(|v| {
                let Value::Const(k) = v else { return };
                let ConstData::Global(x) = m.consts.get(k).data else {
                    return;
                };
                let own = matches!(
                    m.globals[x].common.linkage,
                    Linkage::Internal | Linkage::Private
                );
                if own
                    && m.globals[x].as_var().is_some_and(|var| !var.constant)
                    && !shared.contains(&v)
                {
                    shared.push(v);
                }
            });
        }
    }
    let mut bundles = vec![bundle("DIR.OMP.PARALLEL", Vec::new())];
    if let Some(p) = push {
        bundles.push(bundle("QUAL.OMP.NUM_THREADS", vec![arg(&body.insts[p], 2)]));
    }
    // `__kmpc_fork_call_if`'s i32 condition, as the i1 `QUAL.OMP.IF` tests (made below).
    let if_cond = (fork == "__kmpc_fork_call_if").then(|| arg(&d, 3));
    if if_cond.is_some() {
        bundles.push(bundle("QUAL.OMP.IF", vec![Value::Inst(call)]));
    }
    if !shared.is_empty() {
        bundles.push(bundle("QUAL.OMP.SHARED", shared));
    }
    let zero32 = Value::Const(m.consts.int(kit.i32, 32, 0));
    hoist_allocas(m, g)?;
    let mut entry_data = kit.region_entry(m, bundles);
    entry_data.md = d.md.clone();
    entry_data.pos = d.pos;
    let exit_data = kit.region_exit(m, call, "DIR.OMP.PARALLEL");
    // The outlined function's call; its two thread-number pointers are patched below.
    let mut outlined_args = vec![Value::Inst(call), Value::Inst(call)];
    outlined_args.extend(args);
    let mut outlined_call = direct_call(m, g, outlined_args, Vec::new()).ok_or("not a function")?;
    outlined_call.md = d.md.clone();

    let body = m.body_mut(f).expect("body");
    let entry_blk = body.entry().ok_or("no entry block")?;
    let slot = Emit {
        block: entry_blk,
        pos: 0,
    }
    .slot(body, kit.i32, None, kit.ptr);
    let before: HashSet<Inst> = body.blocks[entry_blk].insts.iter().copied().collect();
    if let Some(cond) = if_cond {
        let mut at = Emit::before(body, call);
        let test = at.icmp(body, IntPredicate::Ne, cond, zero32, kit.i1);
        if let InstKind::Call(c) = &mut entry_data.kind {
            for b in &mut c.bundles {
                if b.tag == "QUAL.OMP.IF" {
                    b.inputs = vec![test];
                }
            }
        }
    }
    body.insts[call] = entry_data;
    let mut at = Emit::after(body, call);
    let tn = at.push(body, kit.thread_num.clone());
    at.store(body, tn, slot, kit.void);
    if let InstKind::Call(c) = &mut outlined_call.kind {
        c.args[0] = slot;
        c.args[1] = slot;
    }
    let Value::Inst(inner) = at.push(body, outlined_call) else {
        unreachable!("an instruction")
    };
    at.push(body, exit_data);
    if let Some(p) = push {
        parir_transform::edit::remove_inst(body, p);
    }
    parir_transform::inline::inline_call(m, f, inner)
        .map_err(|e| format!("@{name}: cannot inline @{}: {e}", fname(m, g)))?;
    // The stack slots the inlined function brought, and the thread-number slot: private.
    let body = m.body_mut(f).expect("body");
    let mut private = vec![slot];
    for &i in &body.blocks[entry_blk].insts {
        if !before.contains(&i) && matches!(body.insts[i].kind, InstKind::Alloca { .. }) {
            private.push(Value::Inst(i));
        }
    }
    if let InstKind::Call(c) = &mut body.insts[call].kind {
        c.bundles.push(bundle("QUAL.OMP.PRIVATE", private));
    }
    Ok(())
}

/// Moves the stack slots of outlined function `g` that flang places after its entry block
/// into the entry block, so that inlining treats them as the static slots they are. A slot
/// with a variable size or inside a loop (a new slot per iteration) cannot move: an error.
fn hoist_allocas(m: &mut Module, g: GlobalId) -> Result<(), String> {
    let name = fname(m, g);
    let body = m.body(g).expect("body");
    let Some(entry) = body.entry() else {
        return Ok(());
    };
    let loops = parir_analysis::loops::FunctionLoops::compute(body);
    let mut moves = Vec::new();
    for &b in body.layout.iter().filter(|&&b| b != entry) {
        for &i in &body.blocks[b].insts {
            if let InstKind::Alloca { count, .. } = body.insts[i].kind {
                if count.is_some_and(|c| const_int(m, c).is_none()) {
                    return Err(format!(
                        "@{name}: a stack slot of variable size in the parallel region"
                    ));
                }
                if loops.forest.innermost_loop(b).is_some() {
                    return Err(format!(
                        "@{name}: a stack slot allocated in a loop of the parallel region"
                    ));
                }
                moves.push((b, i));
            }
        }
    }
    let body = m.body_mut(g).expect("body");
    for (k, (b, i)) in moves.into_iter().enumerate() {
        body.blocks[b].insts.retain(|&x| x != i);
        body.blocks[entry].insts.insert(k, i);
        body.inst_block[i] = Some(entry);
    }
    Ok(())
}

/// `__kmpc_copyprivate(loc, gtid, size, list, copy, did_it)` at `call` (the `k`-th of `f`):
/// the thread that ran the `single` (`did_it`) publishes its list of variable addresses in
/// a new internal global, the team meets at a barrier, every other thread copies through
/// `copy(its list, the published list)`, and the team meets again (so the source outlives
/// the copies), as libomp does:
///
/// ```text
///   %pub = icmp ne i32 %did_it, 0 ; br %pub, publish, wait
/// publish: store ptr %list, ptr @slot ; br wait
/// wait: BARRIER ; br %pub, done, copy
/// copy: call @copy(ptr %list, ptr (load @slot)) ; br done
/// done: BARRIER ; ...
/// ```
///
/// The slot is one per call site: two teams running the same `single copyprivate` at the
/// same time (nested parallelism) would share it.
fn copyprivate(m: &mut Module, f: GlobalId, call: Inst, k: usize, kit: &Kit) -> Result<(), String> {
    use parir_ir::module::Linkage;
    let d = m.body(f).expect("body").insts[call].clone();
    let (list, copy, did_it) = (arg(&d, 3), arg(&d, 4), arg(&d, 5));
    let Value::Const(copy_k) = copy else {
        return Err("copyprivate's copy function is not a constant".into());
    };
    let ConstData::Global(copy_fn) = m.consts.get(copy_k).data else {
        return Err("copyprivate's copy function is not a function".into());
    };
    let null = m.consts.intern_raw(kit.ptr, ConstData::Null);
    let slot_name = format!("{}.omp.copyprivate.{k}", fname(m, f));
    let g = add_variable(m, &slot_name, Linkage::Internal, kit.ptr, null, false)?;
    let slot_ty = m.global_ptr_type(g);
    let slot = Value::Const(m.consts.intern_raw(slot_ty, ConstData::Global(g)));
    let zero = Value::Const(m.consts.int(kit.i32, 32, 0));
    let barrier = |m: &mut Module| {
        (
            kit.region_entry(m, vec![bundle("DIR.OMP.BARRIER", Vec::new())]),
            kit.region_exit(m, call, "DIR.OMP.BARRIER"),
        )
    };
    let (b1, b2) = (barrier(m), barrier(m));
    let copy_call =
        direct_call(m, copy_fn, vec![list, slot], Vec::new()).ok_or("not a function")?;
    let body = m.body_mut(f).expect("body");
    let mut names = parir_transform::edit::LocalNames::of(&[], body);
    let before = body.inst_block[call].ok_or("not placed")?;
    let done = parir_transform::split::split_block(
        body,
        &mut names,
        kit.void,
        None,
        call,
        Some("omp.copyprivate.done"),
    )
    .map_err(|e| e.0)?;
    parir_transform::edit::remove_inst(body, call);
    let publish = body.append_block(Some(names.unique("omp.copyprivate.publish")));
    let wait = body.append_block(Some(names.unique("omp.copyprivate.wait")));
    let copy_b = body.append_block(Some(names.unique("omp.copyprivate.copy")));
    let term = body.terminator(before).expect("terminator");
    let mut at = Emit::before(body, term);
    let is_pub = at.icmp(body, IntPredicate::Ne, did_it, zero, kit.i1);
    body.insts[term].kind = InstKind::CondBr {
        cond: is_pub,
        then_dest: publish,
        else_dest: wait,
    };
    let mut at = Emit {
        block: publish,
        pos: 0,
    };
    at.store(body, list, slot, kit.void);
    at.push(body, InstData::new(InstKind::Br(wait), kit.void));
    let place_barrier = |body: &mut Body, at: &mut Emit, (e, mut x): (InstData, InstData)| {
        let e = at.push(body, e);
        if let InstKind::Call(c) = &mut x.kind {
            c.args[0] = e;
        }
        at.push(body, x);
    };
    let mut at = Emit {
        block: wait,
        pos: 0,
    };
    place_barrier(body, &mut at, b1);
    at.push(
        body,
        InstData::new(
            InstKind::CondBr {
                cond: is_pub,
                then_dest: done,
                else_dest: copy_b,
            },
            kit.void,
        ),
    );
    let mut at = Emit {
        block: copy_b,
        pos: 0,
    };
    let src = at.load(body, slot, kit.ptr);
    let mut cc = copy_call;
    if let InstKind::Call(c) = &mut cc.kind {
        c.args[1] = src;
    }
    at.push(body, cc);
    at.push(body, InstData::new(InstKind::Br(done), kit.void));
    let mut at = Emit {
        block: done,
        pos: 0,
    };
    place_barrier(body, &mut at, b2);
    // Layout: the new blocks just before `done`.
    body.layout
        .retain(|&b| ![publish, wait, copy_b].contains(&b));
    let pos = body
        .layout
        .iter()
        .position(|&b| b == done)
        .expect("laid out");
    body.layout.splice(pos..pos, [publish, wait, copy_b]);
    Ok(())
}

/// `__kmpc_copyprivate`'s `did_it` says whether this thread ran the `single`; the compiler
/// computes it from `__kmpc_single`'s result (a store or a phi on the branch), which
/// [`fold_decisions`] makes a constant. So before that, a flag of the thread's own (a stack
/// slot, private once inlined) is cleared before each `__kmpc_single`, set before each
/// `__kmpc_end_single` (run by the chosen thread only), and read for `did_it`.
fn did_it_flag(m: &mut Module, f: GlobalId, kit: &Kit) {
    let body = m.body(f).expect("body");
    let mut singles = Vec::new();
    let mut ends = Vec::new();
    let mut copies = Vec::new();
    for (_, i) in body.inst_iter() {
        match kmpc(m, &body.insts[i]) {
            Some("__kmpc_single") => singles.push(i),
            Some("__kmpc_end_single") => ends.push(i),
            Some("__kmpc_copyprivate") => copies.push(i),
            _ => {}
        }
    }
    if copies.is_empty() {
        return;
    }
    let zero = Value::Const(m.consts.int(kit.i32, 32, 0));
    let one = Value::Const(m.consts.int(kit.i32, 32, 1));
    let body = m.body_mut(f).expect("body");
    let Some(entry) = body.entry() else { return };
    let flag = Emit {
        block: entry,
        pos: 0,
    }
    .slot(body, kit.i32, None, kit.ptr);
    for i in singles {
        Emit::before(body, i).store(body, zero, flag, kit.void);
    }
    for i in ends {
        Emit::before(body, i).store(body, one, flag, kit.void);
    }
    for i in copies {
        let v = Emit::before(body, i).load(body, flag, kit.i32);
        if let InstKind::Call(c) = &mut body.insts[i].kind {
            c.args[5] = v;
        }
    }
}

/// `simplifycfg` and dead-code elimination on `f`: folds the branches on decided values and
/// deletes what became unreachable or unused.
fn cleanup(m: &mut Module, f: GlobalId) {
    let consts = parir_transform::manager::CommonConsts::prepare(m);
    let Some(mut b) = m.globals[f].as_func_mut().and_then(|x| x.body.take()) else {
        return;
    };
    {
        let cx = parir_transform::manager::FunctionContext::new(m, f, &consts);
        parir_transform::simplifycfg::simplify_cfg(&cx, &mut b);
        parir_transform::dce::eliminate_dead_code(&cx, &mut b);
    }
    m.globals[f].as_func_mut().expect("function").body = Some(b);
}

/// A new global variable `@name` of type `ty` with initializer `init`; an error when the
/// name is taken.
pub(crate) fn add_variable(
    m: &mut Module,
    name: &str,
    linkage: parir_ir::module::Linkage,
    ty: Type,
    init: parir_ir::Const,
    constant: bool,
) -> Result<GlobalId, String> {
    use parir_ir::module::{GlobalCommon, GlobalKind, GlobalValue, GlobalVar, UnnamedAddr};
    m.add_global(GlobalValue {
        common: GlobalCommon {
            name: Some(name.into()),
            linkage,
            unnamed_addr: if constant {
                UnnamedAddr::Global
            } else {
                UnnamedAddr::None
            },
            ..GlobalCommon::default()
        },
        kind: GlobalKind::Var(GlobalVar {
            value_ty: ty,
            constant,
            externally_initialized: false,
            init: Some(init),
            section: None,
            comdat: None,
            align: Some(8),
            code_model: None,
            sanitizer: Default::default(),
            attrs: None,
            md: Default::default(),
        }),
    })
    .ok_or_else(|| format!("@{name} exists already"))
}

/// The end of a translator: the located refusals when there are any (the module is then
/// unchanged), else the translation's outcome, its error being reported as `failed`.
pub(crate) fn conclude(
    any: bool,
    mut warnings: Vec<Warning>,
    outcome: impl FnOnce() -> Result<(), String>,
    failed: &'static str,
) -> (bool, Vec<Warning>) {
    if !any || !warnings.is_empty() {
        return (false, warnings);
    }
    if let Err(e) = outcome() {
        warnings.push(Warning::error(failed, e));
    }
    (true, warnings)
}
