//! `omp-extract`: the EXTRACT translator for OpenMP (`llvmpar-extension-mechanism-rfc.txt`,
//! "Proposed workflows": EXTRACT takes the directive form back to the parallel IR; issue 18,
//! item 3): directive regions become the outlined functions and libomp calls clang emits, so
//! that clang-19 compiles the result and it links against libomp.
//!
//! | directive form | runtime calls |
//! |---|---|
//! | `DIR.OMP.PARALLEL` [`NUM_THREADS(n)`] [`IF(c)`] | the region outlined into `@F.omp_outlined.K(ptr gtid, ptr btid, captures...)`, called by `__kmpc_fork_call` after `__kmpc_push_num_threads(n)` (with `IF(c)`: `c ? n : 1`, `n` 0, the default, without `NUM_THREADS`); `PRIVATE` variables get a slot of their own in the outlined function, `SHARED` ones and every other value the region uses are passed in (pointers as they are, other values through a stack slot) |
//! | `DIR.OMP.LOOP` [`SCHEDULE.STATIC/DYNAMIC/GUIDED(k)`] [`NOWAIT`] [`REDUCTION.op(x)`] | `__kmpc_for_static_init_8` (`__kmpc_dispatch_init_8` and a `__kmpc_dispatch_next_8` per chunk for a chunked schedule) before the loop (its trip count computed), inductions started at the thread's first iteration, a counter to its last; `__kmpc_for_static_fini` [then `__kmpc_barrier`] at the exit ([`worksharing`]) |
//! | `DIR.OMP.TASK` | the region outlined into `@F.omp_task.K(i32 gtid, ptr task)`, the values it uses copied into the task record after libomp's 40-byte `kmp_task_t` by `__kmpc_omp_task_alloc`, then `__kmpc_omp_task` |
//! | `DIR.OMP.CRITICAL` [`NAME(@lock)`] | `__kmpc_critical` / `__kmpc_end_critical` on the lock (an `[8 x i32]` variable: the named one, or a new `.gomp_critical_user_NAME.var`) |
//! | `DIR.OMP.SINGLE` [`NOWAIT`], `DIR.OMP.MASTER`, `DIR.OMP.MASKED` [`FILTER(t)`] | `if (__kmpc_single(...)) { region; __kmpc_end_single(...) }` [then `__kmpc_barrier`], likewise `__kmpc_master`, `__kmpc_masked` |
//! | `DIR.OMP.BARRIER`, `TASKWAIT`, `TASKYIELD`, `FLUSH`, `TASKGROUP` | `__kmpc_barrier`, `__kmpc_omp_taskwait`, `__kmpc_omp_taskyield`, `__kmpc_flush`, `__kmpc_taskgroup` / `__kmpc_end_taskgroup` |
//!
//! This is the vocabulary `omp-prepare` produces (its worksharing is already explicit: each
//! thread computes its share with `omp_get_thread_num()`/`omp_get_num_threads()`, which
//! libomp provides), so `omp-prepare` then `omp-extract` gives a program that builds and runs
//! natively. Parallel and task regions are outlined innermost first. A module with another
//! directive or clause (a `DIR.OMP.LOOP` with a `runtime` or `auto` schedule, or whose loop libomp cannot share
//! as it is, `SECTIONS`, `REDUCTION`, `FIRSTPRIVATE`, ...), or a
//! region that is not one entry and one exit in the same function (a path that ends in
//! `unreachable`, after `exit()`, leaves the program, not the region), or whose values are used
//! after it, is left unchanged with a located warning.

mod worksharing;

use super::{fname, Emit};
use crate::diag::Warning;
use crate::directives::model::DirectiveFunction;
use parir_ir::inst::{InstData, InstKind, IntPredicate};
use parir_ir::module::Linkage;
use parir_ir::types::TypeData;
use parir_ir::value::ConstData;
use parir_ir::{Block, Body, GlobalId, Inst, Module, Type, Value};
use parir_transform::irbuild::{declare_function, direct_call};
use parir_transform::manager::PreservedAnalyses;
use std::collections::HashSet;

module_pass!(
    OmpExtract,
    "omp-extract",
    "OmpExtractPass",
    "DIR.OMP.* directive regions -> outlined functions and __kmpc_* calls that link against libomp",
    extract,
    PreservedAnalyses::none()
);

/// The directives `omp-extract` lowers, with the clauses each may carry.
const LOWERED: &[(&str, &[&str])] = &[
    (
        "DIR.OMP.PARALLEL",
        &[
            "QUAL.OMP.SHARED",
            "QUAL.OMP.PRIVATE",
            "QUAL.OMP.NUM_THREADS",
            "QUAL.OMP.IF",
        ],
    ),
    ("DIR.OMP.TASK", &["QUAL.OMP.SHARED", "QUAL.OMP.FINAL"]),
    (
        "DIR.OMP.LOOP",
        &[
            "QUAL.OMP.SCHEDULE.STATIC",
            "QUAL.OMP.SCHEDULE.DYNAMIC",
            "QUAL.OMP.SCHEDULE.GUIDED",
            "QUAL.OMP.NOWAIT",
            "QUAL.OMP.REDUCTION.ADD",
            "QUAL.OMP.REDUCTION.MUL",
            "QUAL.OMP.REDUCTION.BAND",
            "QUAL.OMP.REDUCTION.BOR",
            "QUAL.OMP.REDUCTION.BXOR",
            "QUAL.OMP.REDUCTION.MIN",
            "QUAL.OMP.REDUCTION.MAX",
        ],
    ),
    ("DIR.OMP.CRITICAL", &["QUAL.OMP.NAME"]),
    ("DIR.OMP.SINGLE", &["QUAL.OMP.NOWAIT"]),
    ("DIR.OMP.MASTER", &[]),
    ("DIR.OMP.MASKED", &["QUAL.OMP.FILTER"]),
    ("DIR.OMP.BARRIER", &[]),
    ("DIR.OMP.TASKWAIT", &[]),
    ("DIR.OMP.TASKYIELD", &[]),
    ("DIR.OMP.FLUSH", &[]),
    ("DIR.OMP.TASKGROUP", &[]),
];

/// Size of libomp's `kmp_task_t` (shareds, routine, part_id, two `kmp_cmplrdata_t`): the
/// captured values of a task start there.
const TASK_HEADER: u64 = 40;

/// `omp-extract` over the module.
pub fn extract(m: &mut Module) -> (bool, Vec<Warning>) {
    let mut warnings = Vec::new();
    let mut any = false;
    for f in m.defined_functions() {
        let name = fname(m, f);
        let body = m.body(f).expect("body");
        let model = DirectiveFunction::of(m, body);
        for r in &model.regions {
            let Some(dir) = r.directive() else { continue };
            if !dir.starts_with("DIR.OMP.") {
                continue;
            }
            any = true;
            let at = |msg: String| {
                Warning::new(
                    "omp-extract-unsupported",
                    format!("{msg}; the module is left unchanged"),
                )
                .at_inst(m, &name, &body.insts[r.entry])
            };
            let Some((_, clauses)) = LOWERED.iter().find(|(d, _)| *d == dir) else {
                warnings.push(at(format!("`{dir}` has no lowering in omp-extract")));
                continue;
            };
            for b in &r.bundles[1..] {
                let base = crate::directives::vocab::split_clause(&b.tag).0;
                if !clauses.contains(&base) {
                    warnings.push(at(format!("`{dir}` with `{}`", b.tag)));
                }
            }
            // A path that ends in `unreachable` (after `exit()` or `abort()` in the
            // region) ends the program, not the region: the outlined region keeps it.
            let leaves = r.leaks.iter().any(|&b| {
                body.blocks[b]
                    .insts
                    .last()
                    .is_none_or(|&t| !matches!(body.insts[t].kind, InstKind::Unreachable))
            });
            if r.exits.len() != 1 || leaves || !r.side_entries.is_empty() {
                warnings.push(at(format!(
                    "the `{dir}` region is not one entry and one exit"
                )));
                continue;
            }
            if dir == "DIR.OMP.LOOP" {
                if let Err(why) = worksharing::schedule(m, r) {
                    warnings.push(at(format!("`DIR.OMP.LOOP`: {why}")));
                } else if let Err(why) = worksharing::shape(m, body, r) {
                    warnings.push(at(format!("`DIR.OMP.LOOP`: {why}")));
                } else if let Err(why) = worksharing::reductions(m, f, body, r) {
                    warnings.push(at(format!("`DIR.OMP.LOOP`: {why}")));
                }
                continue;
            }
            if !matches!(
                dir,
                "DIR.OMP.PARALLEL"
                    | "DIR.OMP.TASK"
                    | "DIR.OMP.SINGLE"
                    | "DIR.OMP.MASTER"
                    | "DIR.OMP.MASKED"
            ) {
                continue;
            }
            // Values of the region used after it: the outlined or guarded code cannot give them.
            let inside = |i: Inst| r.contains(body, i) && i != r.exits[0];
            for (_, i) in body.inst_iter() {
                if inside(i) || i == r.entry {
                    continue;
                }
                let mut escapes = false;
                body.insts[i].kind.for_each_operand(|v| {
                    if let Value::Inst(d) = v {
                        escapes |= inside(d) && d != r.entry;
                    }
                });
                if escapes {
                    warnings.push(at(format!(
                        "a value computed in the `{dir}` region is used after it"
                    )));
                    break;
                }
            }
        }
    }
    super::conclude(any, warnings, || run(m), "omp-extract-failed")
}

/// The runtime's functions and the source location argument.
struct Rt {
    t: super::Types,
    loc: Value,
}

impl std::ops::Deref for Rt {
    type Target = super::Types;
    fn deref(&self) -> &super::Types {
        &self.t
    }
}

impl Rt {
    fn new(m: &mut Module) -> Result<Rt, String> {
        let t = super::Types::of(m);
        let super::Types { i8, i32, ptr, .. } = t;
        // libomp's `ident_t` with clang's "unknown" source string.
        let text = b";unknown;unknown;0;0;;\0".to_vec();
        let sty = m.types.intern(TypeData::Array {
            len: text.len() as u64,
            elem: i8,
        });
        let s = m.consts.bytes(sty, text);
        let sg = private_constant(m, ".omp.extract.psource", sty, s)?;
        let ity = m.types.intern(TypeData::Struct {
            packed: false,
            elems: vec![i32, i32, i32, i32, ptr],
        });
        let mut elems = Vec::new();
        for v in [0, 2, 0, 22] {
            elems.push(m.consts.int(i32, 32, v));
        }
        let sp = m.global_ptr_type(sg);
        elems.push(m.consts.intern_raw(sp, ConstData::Global(sg)));
        let ident = m.consts.intern_raw(ity, ConstData::Struct(elems));
        let lg = private_constant(m, ".omp.extract.loc", ity, ident)?;
        let lp = m.global_ptr_type(lg);
        let loc = Value::Const(m.consts.intern_raw(lp, ConstData::Global(lg)));
        Ok(Rt { t, loc })
    }

    /// A call of libomp's `name` returning `ret` with `args` (declared as needed, with
    /// libomp's parameter types).
    fn call(
        &self,
        m: &mut Module,
        name: &str,
        ret: Type,
        args: Vec<Value>,
        varargs: bool,
    ) -> Result<InstData, String> {
        let (p, i, l) = (self.ptr, self.i32, self.i64);
        let params = match name {
            "__kmpc_global_thread_num" | "__kmpc_flush" => vec![p],
            "__kmpc_critical" | "__kmpc_end_critical" | "__kmpc_omp_task" => vec![p, i, p],
            "__kmpc_push_num_threads" | "__kmpc_masked" | "__kmpc_omp_taskyield" => {
                vec![p, i, i]
            }
            "__kmpc_omp_task_alloc" => vec![p, i, i, l, l, p],
            "__kmpc_for_static_init_8" => vec![p, i, i, p, p, p, p, l, l],
            "__kmpc_dispatch_init_8" => vec![p, i, i, l, l, l, l],
            "__kmpc_dispatch_next_8" => vec![p, i, p, p, p, p],
            _ => vec![p, i],
        };
        debug_assert!(!varargs);
        let fty = m.types.function(ret, params, false);
        let g = declare_function(m, name, fty, Vec::new(), name)?;
        direct_call(m, g, args, Vec::new()).ok_or_else(|| format!("@{name} is not a function"))
    }
}

fn private_constant(
    m: &mut Module,
    name: &str,
    ty: Type,
    init: parir_ir::Const,
) -> Result<GlobalId, String> {
    let mut unique = name.to_string();
    let mut k = 0;
    while m.global_by_name(&unique).is_some() {
        k += 1;
        unique = format!("{name}.{k}");
    }
    super::add_variable(m, &unique, Linkage::Private, ty, init, true)
}

fn run(m: &mut Module) -> Result<(), String> {
    let rt = Rt::new(m)?;
    for f in m.defined_functions() {
        lower_in_place(m, f, &rt)?;
    }
    let mut count = 0;
    loop {
        // An outlinable region with no other inside it.
        let mut next = None;
        'find: for f in m.defined_functions() {
            let body = m.body(f).expect("body");
            let model = DirectiveFunction::of(m, body);
            for (k, r) in model.regions.iter().enumerate() {
                let outlined =
                    |d: Option<&str>| matches!(d, Some("DIR.OMP.PARALLEL" | "DIR.OMP.TASK"));
                if !outlined(r.directive()) {
                    continue;
                }
                let has_inner =
                    model.regions.iter().enumerate().any(|(j, o)| {
                        j != k && outlined(o.directive()) && r.contains(body, o.entry)
                    });
                if !has_inner {
                    next = Some((f, r.entry, r.exits[0]));
                    break 'find;
                }
            }
        }
        let Some((f, entry, exit)) = next else { break };
        outline(m, f, entry, exit, count, &rt)?;
        count += 1;
    }
    for f in m.defined_functions() {
        kept_calls_gtid(m, f, &rt)?;
    }
    Ok(())
}

/// Gives the runtime calls `omp-prepare` kept ([`super::KEPT`]) that take the thread's global
/// number the one libomp knows: `omp-prepare` made it the thread's number in its team, which
/// libomp's global numbers are not (its hidden helper threads have some).
fn kept_calls_gtid(m: &mut Module, f: GlobalId, rt: &Rt) -> Result<(), String> {
    let body = m.body(f).expect("body");
    let mut sites = Vec::new();
    for (_, i) in body.inst_iter() {
        let Some((_, n)) = parir_transform::irbuild::callee_name(m, &body.insts[i]) else {
            continue;
        };
        let k = match n {
            "__kmpc_alloc"
            | "__kmpc_aligned_alloc"
            | "__kmpc_calloc"
            | "__kmpc_realloc"
            | "__kmpc_free"
            | "__kmpc_taskred_init"
            | "__kmpc_task_reduction_get_th_data" => 0,
            "__kmpc_omp_reg_task_with_affinity"
            | "__kmpc_taskred_modifier_init"
            | "__kmpc_task_reduction_modifier_fini"
            | "__kmpc_omp_task_alloc"
            | "__kmpc_omp_task"
            | "__kmpc_task_allow_completion_event"
            | "__kmpc_taskloop"
            | "__kmpc_taskloop_5"
            | "__kmpc_cancel"
            | "__kmpc_cancellationpoint" => 1,
            _ => continue,
        };
        sites.push((i, k));
    }
    for (i, k) in sites {
        let id = gtid(m, rt)?;
        let body = m.body_mut(f).expect("body");
        let mut at = Emit::before(body, i);
        let tid = at.push(body, id);
        if let InstKind::Call(c) = &mut body.insts[i].kind {
            c.args[k] = tid;
        }
    }
    Ok(())
}

/// The thread number for a runtime call at `at`: `__kmpc_global_thread_num(loc)`.
fn gtid(m: &mut Module, rt: &Rt) -> Result<InstData, String> {
    rt.call(m, "__kmpc_global_thread_num", rt.i32, vec![rt.loc], false)
}

/// Lowers the constructs that stay in their function: critical, single, master, masked,
/// barrier, taskwait, taskyield, flush, taskgroup.
fn lower_in_place(m: &mut Module, f: GlobalId, rt: &Rt) -> Result<(), String> {
    loop {
        let body = m.body(f).expect("body");
        let model = DirectiveFunction::of(m, body);
        let Some(r) = model.regions.iter().find(|r| {
            !matches!(
                r.directive(),
                Some("DIR.OMP.PARALLEL" | "DIR.OMP.TASK") | None
            ) && r.directive().is_some_and(|d| d.starts_with("DIR.OMP."))
        }) else {
            return Ok(());
        };
        let dir = r.directive().expect("directive").to_string();
        let (entry, exit) = (r.entry, r.exits[0]);
        let clause = |tag: &str| {
            r.bundles
                .iter()
                .find(|b| b.tag == tag)
                .and_then(|b| b.operands.first().copied())
        };
        let nowait = r.bundles.iter().any(|b| b.tag == "QUAL.OMP.NOWAIT");
        let name_v = clause("QUAL.OMP.NAME");
        let filter = clause("QUAL.OMP.FILTER");
        let id = gtid(m, rt)?;
        let body = m.body_mut(f).expect("body");
        let mut at = Emit::before(body, entry);
        let tid = at.push(body, id);
        let _ = body;
        let simple = |m: &mut Module, name: &str, args: Vec<Value>, ret: Type| {
            rt.call(m, name, ret, args, false)
        };
        match dir.as_str() {
            "DIR.OMP.CRITICAL" => {
                let lock = critical_lock(m, name_v)?;
                let enter = simple(m, "__kmpc_critical", vec![rt.loc, tid, lock], rt.void)?;
                let leave = simple(m, "__kmpc_end_critical", vec![rt.loc, tid, lock], rt.void)?;
                let body = m.body_mut(f).expect("body");
                body.insts[entry] = enter;
                body.insts[exit] = leave;
            }
            "DIR.OMP.TASKGROUP" => {
                let enter = simple(m, "__kmpc_taskgroup", vec![rt.loc, tid], rt.void)?;
                let leave = simple(m, "__kmpc_end_taskgroup", vec![rt.loc, tid], rt.void)?;
                let body = m.body_mut(f).expect("body");
                body.insts[entry] = enter;
                body.insts[exit] = leave;
            }
            "DIR.OMP.LOOP" => {
                let body = m.body_mut(f).expect("body");
                // The thread number is taken again where the lowering needs it.
                parir_transform::edit::remove_inst(body, tid_inst(tid));
                worksharing::lower(m, f, rt, entry, exit, nowait)?;
            }
            "DIR.OMP.BARRIER" | "DIR.OMP.TASKWAIT" | "DIR.OMP.TASKYIELD" | "DIR.OMP.FLUSH" => {
                let zero = Value::Const(m.consts.int(rt.i32, 32, 0));
                let call = match dir.as_str() {
                    "DIR.OMP.BARRIER" => simple(m, "__kmpc_barrier", vec![rt.loc, tid], rt.void)?,
                    "DIR.OMP.TASKWAIT" => {
                        simple(m, "__kmpc_omp_taskwait", vec![rt.loc, tid], rt.i32)?
                    }
                    "DIR.OMP.TASKYIELD" => {
                        simple(m, "__kmpc_omp_taskyield", vec![rt.loc, tid, zero], rt.i32)?
                    }
                    _ => simple(m, "__kmpc_flush", vec![rt.loc], rt.void)?,
                };
                let body = m.body_mut(f).expect("body");
                body.insts[entry] = call;
                parir_transform::edit::remove_inst(body, exit);
            }
            _ => {
                // single / master / masked: a guarded block.
                let (open, close, extra) = match dir.as_str() {
                    "DIR.OMP.SINGLE" => ("__kmpc_single", "__kmpc_end_single", None),
                    "DIR.OMP.MASTER" => ("__kmpc_master", "__kmpc_end_master", None),
                    _ => (
                        "__kmpc_masked",
                        "__kmpc_end_masked",
                        Some(filter.unwrap_or(Value::Const(m.consts.int(rt.i32, 32, 0)))),
                    ),
                };
                let mut args = vec![rt.loc, tid];
                args.extend(extra);
                let enter = simple(m, open, args, rt.i32)?;
                let leave = simple(m, close, vec![rt.loc, tid], rt.void)?;
                let barrier = (dir == "DIR.OMP.SINGLE" && !nowait)
                    .then(|| simple(m, "__kmpc_barrier", vec![rt.loc, tid], rt.void))
                    .transpose()?;
                let zero = Value::Const(m.consts.int(rt.i32, 32, 0));
                guard(m, f, entry, exit, enter, leave, barrier, zero, rt)?;
            }
        }
    }
}

fn tid_inst(v: Value) -> Inst {
    match v {
        Value::Inst(i) => i,
        _ => unreachable!("the thread number is a call"),
    }
}

/// `if (open(...) != 0) { region; close(...) } [barrier]` in place of the region from
/// `entry` to `exit`.
#[allow(clippy::too_many_arguments)]
fn guard(
    m: &mut Module,
    f: GlobalId,
    entry: Inst,
    exit: Inst,
    open: InstData,
    close: InstData,
    barrier: Option<InstData>,
    zero: Value,
    rt: &Rt,
) -> Result<(), String> {
    let args = m.globals[f].as_func().expect("function").arg_names.clone();
    let body = m.body_mut(f).expect("body");
    let mut names = parir_transform::edit::LocalNames::of(&args, body);
    let pre = body.inst_block[entry].ok_or("not placed")?;
    let next = next_inst(body, entry)?;
    let inner = parir_transform::split::split_block(
        body,
        &mut names,
        rt.void,
        None,
        next,
        Some("omp.guarded"),
    )
    .map_err(|e| e.0)?;
    let after_exit = next_inst(body, exit)?;
    let after = parir_transform::split::split_block(
        body,
        &mut names,
        rt.void,
        None,
        after_exit,
        Some("omp.guarded.end"),
    )
    .map_err(|e| e.0)?;
    body.insts[entry] = open;
    let term = body.terminator(pre).expect("terminator");
    let mut at = Emit::before(body, term);
    let chosen = at.icmp(body, IntPredicate::Ne, Value::Inst(entry), zero, rt.i1);
    body.insts[term].kind = InstKind::CondBr {
        cond: chosen,
        then_dest: inner,
        else_dest: after,
    };
    body.insts[exit] = close;
    if let Some(b) = barrier {
        let mut at = Emit {
            block: after,
            pos: 0,
        };
        at.push(body, b);
    }
    Ok(())
}

fn next_inst(body: &Body, i: Inst) -> Result<Inst, String> {
    let b = body.inst_block[i].ok_or("not placed")?;
    let k = body.blocks[b]
        .insts
        .iter()
        .position(|&x| x == i)
        .ok_or("not in block")?;
    body.blocks[b]
        .insts
        .get(k + 1)
        .copied()
        .ok_or_else(|| "no instruction after".to_string())
}

/// The lock of a critical section: the `NAME` operand when it is a variable (as
/// `omp-prepare` leaves it), else a new common `[8 x i32]` named after the name.
fn critical_lock(m: &mut Module, name: Option<Value>) -> Result<Value, String> {
    if let Some(Value::Const(k)) = name {
        if let ConstData::Global(g) = m.consts.get(k).data {
            if m.globals[g].as_var().is_some_and(|v| !v.constant) {
                return Ok(Value::Const(k));
            }
        }
    }
    let text = match name {
        Some(Value::Const(k)) => match &m.consts.get(k).data {
            ConstData::Bytes(b) => String::from_utf8_lossy(b)
                .trim_end_matches('\0')
                .to_string(),
            ConstData::Global(g) => m.globals[*g]
                .as_var()
                .and_then(|v| v.init)
                .and_then(|i| match &m.consts.get(i).data {
                    ConstData::Bytes(b) => Some(
                        String::from_utf8_lossy(b)
                            .trim_end_matches('\0')
                            .to_string(),
                    ),
                    _ => None,
                })
                .unwrap_or_default(),
            _ => String::new(),
        },
        _ => String::new(),
    };
    lock_variable(m, &format!(".gomp_critical_user_{text}.var"))
}

/// The lock of reduction combines: the one clang's own `__kmpc_reduce` code uses when it
/// combines under a critical section (`.gomp_critical_user_.reduction.var`). Combines of one
/// variable by clang's code and by an extracted `REDUCTION` clause must exclude each other; a
/// lock of their own would let two threads update the variable at once.
pub(crate) fn reduction_lock(m: &mut Module) -> Result<Value, String> {
    lock_variable(m, ".gomp_critical_user_.reduction.var")
}

/// The `[8 x i32]` lock variable `lname` (created common and zeroed if the module has none).
fn lock_variable(m: &mut Module, lname: &str) -> Result<Value, String> {
    let g = match m.global_by_name(lname) {
        Some(g) => g,
        None => {
            let i32 = m.types.int(32);
            let ty = m.types.intern(TypeData::Array { len: 8, elem: i32 });
            let zero = m.consts.intern_raw(ty, ConstData::Zero);
            super::add_variable(m, lname, Linkage::Common, ty, zero, false)?
        }
    };
    let t = m.global_ptr_type(g);
    Ok(Value::Const(m.consts.intern_raw(t, ConstData::Global(g))))
}

/// Outlines the parallel or task region from `entry` to `exit` of `f` (see the module
/// documentation).
fn outline(
    m: &mut Module,
    f: GlobalId,
    entry: Inst,
    exit: Inst,
    count: usize,
    rt: &Rt,
) -> Result<(), String> {
    let fname_s = fname(m, f);
    let body = m.body(f).expect("body");
    let model = DirectiveFunction::of(m, body);
    let r = model
        .regions
        .iter()
        .find(|r| r.entry == entry)
        .ok_or("region not found")?;
    let is_task = r.directive() == Some("DIR.OMP.TASK");
    let clause = |tag: &str| -> Vec<Value> {
        r.bundles
            .iter()
            .filter(|b| b.tag == tag)
            .flat_map(|b| b.operands.iter().copied())
            .collect()
    };
    let private: Vec<Value> = clause("QUAL.OMP.PRIVATE");
    let num_threads = clause("QUAL.OMP.NUM_THREADS").first().copied();
    let if_cond = clause("QUAL.OMP.IF").first().copied();
    let final_cond = clause("QUAL.OMP.FINAL").first().copied();
    let args = m.globals[f].as_func().expect("function").arg_names.clone();

    // Whole blocks: the region starts after the entry and ends before the exit.
    let body = m.body_mut(f).expect("body");
    let mut names = parir_transform::edit::LocalNames::of(&args, body);
    let pre = body.inst_block[entry].ok_or("not placed")?;
    let first = next_inst(body, entry)?;
    let start = parir_transform::split::split_block(
        body,
        &mut names,
        rt.void,
        None,
        first,
        Some("omp.region"),
    )
    .map_err(|e| e.0)?;
    let end = parir_transform::split::split_block(
        body,
        &mut names,
        rt.void,
        None,
        exit,
        Some("omp.region.end"),
    )
    .map_err(|e| e.0)?;
    let mut blocks = vec![start];
    let mut seen: HashSet<Block> = [start, end].into_iter().collect();
    let mut k = 0;
    while k < blocks.len() {
        for s in body.successors(blocks[k]) {
            if seen.insert(s) {
                blocks.push(s);
            }
        }
        k += 1;
    }
    let inside: HashSet<Block> = blocks.iter().copied().collect();
    // The values the region uses from outside, in order of use.
    let mut captures: Vec<Value> = Vec::new();
    for &b in &blocks {
        for &i in &body.blocks[b].insts {
            body.insts[i].kind.for_each_operand(|v| {
                let outside = match v {
                    Value::Inst(d) => !body.inst_block[d].is_some_and(|db| inside.contains(&db)),
                    Value::Arg(_) => true,
                    _ => false,
                };
                if outside && !private.contains(&v) && !captures.contains(&v) {
                    captures.push(v);
                }
            });
        }
    }
    let src = body.clone();
    let tys: Vec<Type> = captures
        .iter()
        .map(|&v| parir_transform::irbuild::value_type(m, f, &src, v).ok_or("a value without type"))
        .collect::<Result<_, _>>()?;
    if is_task {
        let dl = parir_ir::layout::DataLayout::of_module(m)?;
        for &t in &tys {
            if dl.store_size(&m.types, t) > 8 {
                return Err(format!(
                    "@{fname_s}: a task uses a value wider than 8 bytes"
                ));
            }
        }
    }
    let private_tys: Vec<(Type, Option<Value>)> = private
        .iter()
        .map(|&v| match v {
            Value::Inst(i) => match src.insts[i].kind {
                InstKind::Alloca { elem_ty, count, .. } => Ok((elem_ty, count)),
                _ => Err("a PRIVATE operand that is not a stack slot".to_string()),
            },
            _ => Err("a PRIVATE operand that is not a stack slot".to_string()),
        })
        .collect::<Result<_, _>>()?;

    // The new function.
    let (ret, params) = if is_task {
        (rt.i32, vec![rt.i32, rt.ptr])
    } else {
        let mut p = vec![rt.ptr, rt.ptr];
        p.extend(captures.iter().map(|_| rt.ptr));
        (rt.void, p)
    };
    let fty = m.types.function(ret, params, false);
    let suffix = if is_task { "omp_task" } else { "omp_outlined" };
    let mut new_name = format!("{fname_s}.{suffix}.{count}");
    while m.global_by_name(&new_name).is_some() {
        new_name.push('_');
    }
    let g = declare_function(m, &new_name, fty, Vec::new(), "the outlined function")?;
    m.globals[g].common.linkage = Linkage::Internal;
    let eight = Value::Const(m.consts.int(rt.i64, 64, 8));
    let i8t = m.types.int(8);
    let mut nb = Body::default();
    let mut nnames = parir_transform::edit::LocalNames::of(&[], &nb);
    let nentry = nb.append_block(Some(nnames.unique("entry")));
    let ret_block = nb.append_block(Some(nnames.unique("omp.exit")));
    let mut vmap = parir_transform::clone::ValueMap::default();
    let mut at = Emit {
        block: nentry,
        pos: 0,
    };
    for (&p, &(ty, cnt)) in private.iter().zip(&private_tys) {
        let v = at.slot(&mut nb, ty, cnt, rt.ptr);
        vmap.values.insert(p, v);
    }
    // Captures: task: loaded from the record; parallel: pointers as arguments, other values
    // loaded from the slot their argument points to.
    let header = Value::Const(m.consts.int(rt.i64, 64, TASK_HEADER as i128));
    let mut offset = header;
    for (k, (&c, &t)) in captures.iter().zip(&tys).enumerate() {
        let v = if is_task {
            let p = at.byte_offset(&mut nb, Value::Arg(1), offset, i8t, rt.ptr);
            offset = at.bin(&mut nb, parir_ir::inst::BinOp::Add, offset, eight, rt.i64);
            at.load(&mut nb, p, t)
        } else if m.types.is_ptr(t) {
            Value::Arg(k as u32 + 2)
        } else {
            at.load(&mut nb, Value::Arg(k as u32 + 2), t)
        };
        vmap.values.insert(c, v);
    }
    vmap.blocks.insert(end, ret_block);
    let opts = parir_transform::clone::CloneOptions::default();
    let cloned = parir_transform::clone::clone_blocks(
        m,
        &src,
        &blocks,
        &mut nb,
        &mut nnames,
        &mut vmap,
        &opts,
    );
    let mut at = Emit {
        block: nentry,
        pos: nb.blocks[nentry].insts.len(),
    };
    at.push(&mut nb, InstData::new(InstKind::Br(cloned[0]), rt.void));
    let zero32 = Value::Const(m.consts.int(rt.i32, 32, 0));
    let r = if is_task { Some(zero32) } else { None };
    nb.append_inst(ret_block, InstData::new(InstKind::Ret(r), rt.void));
    // The return block last.
    nb.layout.retain(|&b| b != ret_block);
    nb.layout.push(ret_block);
    m.globals[g].as_func_mut().expect("function").body = Some(nb);

    // The call site.
    let fn_ptr_ty = m.global_ptr_type(g);
    let fn_ptr = Value::Const(m.consts.intern_raw(fn_ptr_ty, ConstData::Global(g)));
    let id = gtid(m, rt)?;
    let spill_tys: Vec<Option<Type>> = tys
        .iter()
        .map(|&t| (!m.types.is_ptr(t)).then_some(t))
        .collect();
    let offsets: Vec<Value> = (0..captures.len())
        .map(|k| {
            Value::Const(
                m.consts
                    .int(rt.i64, 64, (TASK_HEADER + 8 * k as u64) as i128),
            )
        })
        .collect();
    let argc = Value::Const(m.consts.int(rt.i32, 32, captures.len() as i128));
    // Templates whose thread-number and value operands are patched once placed.
    let tmp = Value::Inst(entry);
    // `if(c)`: a team of one thread when `c` is false, pushed as its size (libomp's
    // `__kmpc_fork_call_if` takes the captures as one pointer, not as clang passes them).
    let push = (num_threads.is_some() || (if_cond.is_some() && !is_task))
        .then(|| {
            let n = num_threads.unwrap_or(Value::Const(m.consts.int(rt.i32, 32, 0)));
            rt.call(
                m,
                "__kmpc_push_num_threads",
                rt.void,
                vec![rt.loc, tmp, n],
                false,
            )
        })
        .transpose()?;
    let one32 = Value::Const(m.consts.int(rt.i32, 32, 1));
    let size = TASK_HEADER + 8 * captures.len() as u64;
    let size_v = Value::Const(m.consts.int(rt.i64, 64, size as i128));
    let zero64 = Value::Const(m.consts.int(rt.i64, 64, 0));
    let flags = Value::Const(m.consts.int(rt.i32, 32, 1));
    // libomp's task flags: 1 tied, 2 `final`.
    let final_flags = Value::Const(m.consts.int(rt.i32, 32, 3));
    let final_i1 = final_cond.is_some_and(|c| {
        parir_transform::irbuild::value_type(m, f, m.body(f).expect("body"), c)
            .is_some_and(|t| m.types.int_bits(t) == Some(1))
    });
    let zero32 = Value::Const(m.consts.int(rt.i32, 32, 0));
    let mut launch = if is_task {
        vec![
            rt.call(
                m,
                "__kmpc_omp_task_alloc",
                rt.ptr,
                vec![rt.loc, tmp, flags, size_v, zero64, fn_ptr],
                false,
            )?,
            rt.call(m, "__kmpc_omp_task", rt.i32, vec![rt.loc, tmp, tmp], false)?,
        ]
    } else {
        let mut a = vec![rt.loc, argc, fn_ptr];
        let name = "__kmpc_fork_call";
        let fty = m
            .types
            .function(rt.void, vec![rt.ptr, rt.i32, rt.ptr], true);
        let fg = declare_function(m, name, fty, Vec::new(), name)?;
        a.extend(captures.iter().map(|_| tmp));
        vec![direct_call(m, fg, a, Vec::new()).ok_or("not a function")?]
    };
    // libomp's `if` condition is an i32; the directive's may be an i1.
    let cond_i1 = if_cond.is_some_and(|c| {
        parir_transform::irbuild::value_type(m, f, m.body(f).expect("body"), c)
            .is_some_and(|t| m.types.int_bits(t) == Some(1))
    });
    let body = m.body_mut(f).expect("body");
    let fentry = body.entry().ok_or("no entry block")?;
    // Spill slots for the non-pointer values a parallel region uses.
    let mut passed: Vec<Value> = Vec::new();
    let term = body.terminator(pre).expect("terminator");
    let mut at = Emit::before(body, term);
    let tid = at.push(body, id);
    for (&c, st) in captures.iter().zip(&spill_tys) {
        match st {
            Some(t) if !is_task => {
                let slot = Emit {
                    block: fentry,
                    pos: 0,
                }
                .slot(body, *t, None, rt.ptr);
                at.pos += usize::from(body.inst_block[term] == Some(fentry));
                at.store(body, c, slot, rt.void);
                passed.push(slot);
            }
            _ => passed.push(c),
        }
    }
    if let Some(mut p) = push {
        let size = match if_cond.filter(|_| !is_task) {
            Some(c) => {
                let c = if cond_i1 {
                    c
                } else {
                    at.icmp(body, IntPredicate::Ne, c, zero32, rt.i1)
                };
                let asked = match &p.kind {
                    InstKind::Call(k) => k.args[2],
                    _ => zero32,
                };
                Some(at.select(body, c, asked, one32, rt.i32))
            }
            None => None,
        };
        if let InstKind::Call(c) = &mut p.kind {
            c.args[1] = tid;
            if let Some(n) = size {
                c.args[2] = n;
            }
        }
        at.push(body, p);
    }
    if is_task {
        let mut alloc = launch.remove(0);
        let flags = match final_cond {
            Some(fc) => {
                let fc = if final_i1 {
                    fc
                } else {
                    at.icmp(body, IntPredicate::Ne, fc, zero32, rt.i1)
                };
                Some(at.select(body, fc, final_flags, flags, rt.i32))
            }
            None => None,
        };
        if let InstKind::Call(c) = &mut alloc.kind {
            c.args[1] = tid;
            if let Some(fl) = flags {
                c.args[2] = fl;
            }
        }
        let rec = at.push(body, alloc);
        for (&c, &off) in passed.iter().zip(&offsets) {
            let p = at.byte_offset(body, rec, off, i8t, rt.ptr);
            at.store(body, c, p, rt.void);
        }
        let mut task = launch.remove(0);
        if let InstKind::Call(c) = &mut task.kind {
            c.args[1] = tid;
            c.args[2] = rec;
        }
        at.push(body, task);
    } else {
        let mut fork = launch.remove(0);
        if let InstKind::Call(c) = &mut fork.kind {
            let base = c.args.len() - passed.len();
            for (k, &v) in passed.iter().enumerate() {
                c.args[base + k] = v;
            }
        }
        at.push(body, fork);
    }
    body.insts[term].kind = InstKind::Br(end);
    parir_transform::edit::remove_inst(body, entry);
    parir_transform::edit::remove_inst(body, exit);
    // The region's blocks are unreachable now, its private slots unused.
    super::cleanup(m, f);
    Ok(())
}
