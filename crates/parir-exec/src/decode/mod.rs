//! Decoding a function body into [`Code`], and evaluating constants.
//!
//! Decoding happens lazily, the first time a function is called. An instruction parir cannot
//! execute (Windows' funclet exception handling, `callbr`, integers wider than 128 bits, ...)
//! does not fail the decode: it becomes a [`Op::Trap`] naming the construct, so the error is
//! reported with its location only if that instruction is reached.
//!
//! What lives where:
//! - this module: the entry points ([`decode`], [`Env`], [`LoopMode`], [`resolve_alias`]) and
//!   the decoder's driver (the `Decoder` state, the walk over the blocks, operands, phi
//!   edges and branch patching);
//! - `shapes`: the slot layout of the values of each type ([`Shapes`], [`scalar_kind`]);
//! - `consts`: constant evaluation ([`Env::const_words`]);
//! - `casts`: scalar casts and bitcasts on slot words ([`cast_value`], [`bitcast_slots`])
//!   and the ops of cast instructions;
//! - `promote`: the -O0 promotion analysis (allocas kept in frame slots);
//! - `plans`: parallel loop plans, privatized variables, directive constructs, task points;
//! - `instrument`: the sanitizer's access sites, section and task groups, SP-bags events;
//! - `select`: instruction selection, the ops of each instruction.

mod casts;
mod consts;
mod instrument;
mod plans;
mod promote;
mod select;
mod shapes;

pub use casts::{bitcast_slots, cast_value};
pub use shapes::{scalar_kind, Shapes};

use parir_annot::model::ParallelModel;
use plans::{carried_code, lock_name};
use promote::{aliased_loads, promotable_allocas, stored_once};

use crate::code::*;
use crate::layout::DataLayout;
use parir_ir::attrs::Attr;
use parir_ir::function::Body;
use parir_ir::inst::InstKind;
use parir_ir::module::GlobalKind;
use parir_ir::value::ConstData;
use parir_ir::{Block, Const, GlobalId, Inst, Module, Type, Value};
use std::collections::{HashMap, HashSet};
use std::sync::Arc;

/// Module-level facts a decoder needs.
pub struct Env<'a> {
    pub m: &'a Module,
    pub dl: &'a DataLayout,
    pub shapes: &'a mut Shapes,
    /// Address of each global variable and function.
    pub global_ptr: &'a HashMap<GlobalId, u64>,
    /// Function-table index of each function.
    pub func_index: &'a HashMap<GlobalId, u32>,
    /// What to decode of annotated loops.
    pub loops: LoopMode,
}

/// What the decoder emits for loops with parallelism claims ([`crate::parloop`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LoopMode {
    /// Nothing: they run as any loop.
    Off,
    /// [`Op::LoopEnter`] on their entry edges, [`Op::LoopHead`] in the headers of those
    /// that may run in parallel (`--parallel`).
    Parallel,
    /// As `Parallel` for spawns and directive constructs, but loops run as any loop: a
    /// module with reducers, whose views parir keeps per strand, not per loop iteration.
    Spawns,
    /// Entry and header ops for all of them, and [`Op::Rec`] before each covered access
    /// (`parir sanitize`).
    Sanitize,
}

/// Follows aliases to the aliased global (bounded against cycles).
pub fn resolve_alias(m: &Module, mut g: GlobalId) -> GlobalId {
    for _ in 0..32 {
        match &m.globals[g].kind {
            GlobalKind::Alias(ind) => match &m.consts.get(ind.target).data {
                ConstData::Global(t) => g = *t,
                _ => return g,
            },
            _ => return g,
        }
    }
    g
}

/// Decodes function `g` (entry `fidx` of the function table).
pub fn decode(env: &mut Env<'_>, g: GlobalId) -> Result<Code, String> {
    let m = env.m;
    let f = m.globals[g].as_func().ok_or("not a function")?;
    let body = f.body.as_ref().ok_or("function has no body")?;
    let (_, params, varargs) = m.types.fn_sig(f.ty).ok_or("bad function type")?;
    let name: Arc<str> = Arc::from(m.globals[g].name().unwrap_or("<unnamed>"));
    let mut d = Decoder {
        env,
        body,
        func: g,
        code: Code {
            name,
            ops: Vec::new(),
            src: Vec::new(),
            nslots: 0,
            consts: Vec::new(),
            const_base: 0,
            init: Vec::new(),
            params: Vec::new(),
            varargs,
            simple: false,
            fma: has_fma(m, f),
            copies: Vec::new(),
            edges: Vec::new(),
            allocas: Vec::new(),
            rmws: Vec::new(),
            geps: Vec::new(),
            switches: Vec::new(),
            calls: Vec::new(),
            vecs: Vec::new(),
            msgs: Vec::new(),
            loops: Vec::new(),
            recs: Vec::new(),
            dirs: Vec::new(),
            spawns: Vec::new(),
            unwinds: Vec::new(),
            serial_spawns: Vec::new(),
        },
        inst_slot: HashMap::new(),
        const_slot: HashMap::new(),
        next: 0,
        cur_block: None,
        branch_ops: Vec::new(),
        branch_blocks: Vec::new(),
        covers: HashMap::new(),
        loop_detaches: HashSet::new(),
        loop_conts: HashSet::new(),
        promoted: HashSet::new(),
        aliased: HashSet::new(),
        dead_stores: HashSet::new(),
        dir_ops: HashMap::new(),
        task_points: HashMap::new(),
        marker_points: None,
        sync_of: HashMap::new(),
        select_arm_loads: select_arm_loads(body),
        deferred_recs: HashMap::new(),
        hoisted: HashSet::new(),
        fenced: fences(body),
    };
    if d.env.loops == LoopMode::Sanitize {
        for (l, users) in hoisted_loads(m, body) {
            d.hoisted.insert(l);
            for u in users {
                d.deferred_recs.entry(u).or_default().push(l);
            }
        }
    }
    for &p in params {
        let s = d.env.shape(p)?;
        let n = d.env.shapes.list[s as usize].slots;
        d.code.params.push((d.next, n));
        d.next += n;
    }
    for (_, i) in body.inst_iter() {
        let data = &body.insts[i];
        if m.types.is_void(data.ty) {
            continue;
        }
        // An unsupported result type only fails when the instruction runs.
        let n = match d.env.shape(data.ty) {
            Ok(s) => d.env.shapes.list[s as usize].slots,
            Err(_) => 0,
        };
        d.inst_slot.insert(i, d.next);
        d.next += n;
        if d.next > 1 << 24 {
            return Err("function too large to execute".into());
        }
    }
    d.code.const_base = d.next;
    d.code.simple = !varargs && d.code.params.iter().all(|&(_, n)| n == 1);
    // The parallel model of the function, computed once: its claimed loops (planned here),
    // constructs, spawns and `cilk_for` loops.
    let (model, annotated) = if d.env.loops == LoopMode::Off {
        (ParallelModel::default(), Vec::new())
    } else {
        let fl = parir_analysis::loops::FunctionLoops::compute(body);
        let model = ParallelModel::compute_in(m, g, body, &fl);
        let annotated = if d.env.loops == LoopMode::Spawns {
            Vec::new()
        } else {
            crate::parloop::plans_of(m, g, body, &fl, model.loops.clone())
        };
        (model, annotated)
    };
    if d.env.loops == LoopMode::Sanitize {
        for t in &model.task_loops {
            d.loop_detaches.insert(t.detach);
            d.loop_conts.insert(t.cont);
        }
    }
    let constructs = model.constructs;
    d.fenced |= constructs.iter().any(|c| {
        matches!(
            c.kind,
            parir_annot::claims::constructs::ConstructKind::Flush
        )
    });
    if d.env.loops == LoopMode::Sanitize {
        // Constructs come outermost first: an inner region's class wins.
        for c in &constructs {
            if let Some(name) = lock_name(c) {
                let class = crate::code::sync_class(&name);
                for &i in &c.insts {
                    d.sync_of.insert(i, class);
                }
            }
        }
    }
    if matches!(d.env.loops, LoopMode::Parallel | LoopMode::Spawns) {
        // A sync region the function never syncs (a task joined only by the end of a
        // directive region, say) keeps its serial elision.
        use parir_annot::model::TaskPointKind;
        let points = model.spawns;
        let synced: HashSet<Option<Inst>> = points
            .iter()
            .filter(|p| matches!(p.kind, TaskPointKind::Sync { .. }))
            .map(|p| p.region)
            .collect();
        // So does a region whose tasks may throw (the exception travels as in the serial
        // program: `crate::libc::cxx`).
        let throwing = parir_annot::tapir::throwing_regions(m, body);
        let namer = parir_annot::claims::names::Namer::new(m, g, body);
        for p in &points {
            if matches!(p.kind, TaskPointKind::Spawn { .. })
                && p.region.is_some_and(|r| throwing.contains(&r))
            {
                let block = body
                    .block_of(p.inst)
                    .map_or_else(String::new, |b| namer.blk(b));
                d.code.serial_spawns.push(format!(
                    "spawn in {block} of {}: runs as the serial elision (its tasks may \
                     throw; a C++ exception goes where the serial program's goes)",
                    namer.function()
                ));
            }
        }
        d.task_points = points
            .into_iter()
            .filter(|p| synced.contains(&p.region))
            .filter(|p| p.region.is_none_or(|r| !throwing.contains(&r)))
            .map(|p| (p.inst, p))
            .collect();
    }
    // Promotion would hide accesses from the sanitizer, and give each worker of a parallel
    // loop or member of a team its own copy of the frame's variables: only where none of
    // these can happen. (A spawned task's copy of the frame is merged back when it is
    // joined: `crate::spawn`.)
    if d.env.loops == LoopMode::Off
        || (matches!(d.env.loops, LoopMode::Parallel | LoopMode::Spawns)
            && annotated.is_empty()
            && constructs.is_empty())
    {
        d.promoted = promotable_allocas(m, body, params);
        d.code.init = d.promoted.iter().map(|a| (d.inst_slot[a], 0)).collect();
        d.code.init.sort_unstable();
        let once = stored_once(body, &d.promoted);
        let mut rest = d.promoted.clone();
        for (var, &(store, _)) in &once {
            rest.remove(var);
            d.dead_stores.insert(store);
        }
        for (load, var) in aliased_loads(body, &rest) {
            let slot = d.inst_slot[&var];
            d.inst_slot.insert(load, slot);
            d.aliased.insert(load);
        }
        // Variables set once, at entry, from an argument or a constant: every load is that
        // value.
        for (_, i) in body.inst_iter() {
            if let InstKind::Load {
                ptr: Value::Inst(a),
                ..
            } = &body.insts[i].kind
            {
                if let Some(&(_, v)) = once.get(a) {
                    let slot = d.val(v)?;
                    d.inst_slot.insert(i, slot);
                    d.aliased.insert(i);
                }
            }
        }
    }
    let mut heads: HashMap<Block, u32> = HashMap::new();
    for (l, lp) in annotated.iter().enumerate() {
        let plan = match &lp.plan {
            Ok(p) => d.plan(p),
            Err(e) => Err(e.clone()),
        };
        let claims = lp
            .claims
            .iter()
            .map(|c| ClaimCode {
                name: c.claim.name(),
                safelen: c.claim.min_distance(),
                team_shared: c.claim.shared_by_team(),
            })
            .collect::<Vec<_>>();
        let carried = if d.env.loops == LoopMode::Sanitize {
            carried_code(m, g, body, lp)
        } else {
            Vec::new()
        };
        if d.env.loops == LoopMode::Sanitize {
            // The accesses inside `critical` and `atomic` regions are recorded too: they do
            // not race with each other (same lock class), but do with a plain access.
            for (k, c) in lp.claims.iter().enumerate().take(64) {
                for &i in c.covered.iter().chain(&c.synchronized) {
                    let e = d.covers.entry(i).or_default();
                    match e.iter_mut().find(|x| x.0 == l as u32) {
                        Some(x) => x.1 |= 1 << k,
                        None => e.push((l as u32, 1 << k)),
                    }
                }
            }
        }
        if d.env.loops == LoopMode::Sanitize || plan.is_ok() {
            heads.insert(lp.header, l as u32);
        }
        d.code.loops.push(LoopCode {
            describe: lp.describe.clone(),
            unit: "iteration",
            header: NONE,
            plan,
            claims,
            carried,
        });
    }
    d.constructs(g, &constructs, &annotated)?;
    let mut block_pc: HashMap<Block, u32> = HashMap::new();
    for &b in &body.layout {
        block_pc.insert(b, d.code.ops.len() as u32);
        d.cur_block = Some(b);
        if let Some(&l) = heads.get(&b) {
            let first = body.blocks[b]
                .insts
                .iter()
                .copied()
                .find(|&i| !matches!(body.insts[i].kind, InstKind::Phi { .. }));
            if let Some(first) = first {
                d.emit(first, Op::LoopHead { l });
            }
        }
        for &i in &body.blocks[b].insts {
            if matches!(body.insts[i].kind, InstKind::Phi { .. }) {
                continue;
            }
            if let Err(msg) = d.inst(i) {
                d.trap(i, msg);
            }
        }
        // A block without terminator (only possible in unverified input) must not fall
        // through into the next one.
        if body.terminator(b).is_none() {
            let last = body.blocks[b].insts.last().copied();
            if let Some(l) = last {
                d.trap(l, "block has no terminator".into());
            } else {
                return Err("empty basic block".into());
            }
        }
    }
    // Patch block targets to pcs.
    let pc_of = |b: u32| -> u32 {
        block_pc
            .get(&Block::from_u32(b))
            .copied()
            .unwrap_or(u32::MAX)
    };
    for (l, lp) in annotated.iter().enumerate() {
        d.code.loops[l].header = pc_of(lp.header.as_u32());
    }
    // Entry edges of annotated loops go through their `LoopEnter` (after the edge copies).
    let mut enter_pc: HashMap<u32, u32> = HashMap::new();
    for (l, lp) in annotated.iter().enumerate() {
        let src = body.blocks[lp.header].insts.first().copied();
        if let Some(src) = src {
            enter_pc.insert(lp.header.as_u32(), d.code.ops.len() as u32);
            d.emit(src, Op::LoopEnter { l: l as u32 });
        }
    }
    let inside = |k: usize, target: u32| -> bool {
        annotated
            .iter()
            .any(|lp| lp.header.as_u32() == target && lp.contains(d.branch_blocks[k]))
    };
    let retarget = |k: usize, t: u32| -> u32 {
        match enter_pc.get(&t) {
            Some(&e) if !inside(k, t) => e,
            _ => pc_of(t),
        }
    };
    let branch_ops = std::mem::take(&mut d.branch_ops);
    let mut patched: Vec<(usize, Op)> = Vec::new();
    for (n, &k) in branch_ops.iter().enumerate() {
        let mut op = d.code.ops[k].clone();
        match &mut op {
            Op::Br { t, .. } | Op::Reattach { t, .. } | Op::Sync { t, .. } => *t = retarget(n, *t),
            Op::Detach { t, c, .. } => {
                *t = retarget(n, *t);
                *c = retarget(n, *c);
            }
            Op::CondBr { t, f, .. } | Op::CmpBr { t, f, .. } => {
                *t = retarget(n, *t);
                *f = retarget(n, *f);
            }
            Op::Switch { tab, .. } | Op::IndirectBr { tab, .. } => {
                let tab = *tab as usize;
                let mut sw = d.code.switches[tab].clone();
                for c in &mut sw.cases {
                    c.1 = retarget(n, c.1);
                }
                sw.default.0 = retarget(n, sw.default.0);
                d.code.switches[tab] = sw;
            }
            _ => {}
        }
        patched.push((k, op));
    }
    for (k, op) in patched {
        d.code.ops[k] = op;
    }
    branches_to_returns(&mut d.code);
    d.code.nslots = d.next;
    let mut frame = vec![0u64; d.code.const_base as usize];
    frame.append(&mut d.code.consts);
    frame.resize(d.next as usize, 0);
    for s in d.code.const_base..d.next {
        d.code.init.push((s, frame[s as usize]));
    }
    d.code.consts = frame;
    Ok(d.code)
}

/// Whether function `f`'s target has fused multiply-add: `+fma` or `+fma4` in its
/// `target-features` attribute (clang writes the features of `-march`/`target(...)` there).
/// Without the attribute, x86-64's baseline, which has none.
fn has_fma(m: &Module, f: &parir_ir::module::Function) -> bool {
    m.attrs.get(f.attrs.func).iter().any(|a| match a {
        Attr::Str(k, v) if k == b"target-features" => v
            .split(|&c| c == b',')
            .any(|feat| feat == b"+fma" || feat == b"+fma4"),
        _ => false,
    })
}

/// A branch to a block that only returns becomes that return, of the value the edge's phi
/// copies would have put in the returned slots: `br label %exit` / `exit: %r = phi ...;
/// ret %r` is how clang -O0 ends most functions, and this saves a dispatch and the copies on
/// every such call. The skipped copies write only slots of the frame being left.
fn branches_to_returns(code: &mut Code) {
    for k in 0..code.ops.len() {
        let Op::Br { t, e } = code.ops[k] else {
            continue;
        };
        let Some(&Op::Ret { v, n }) = code.ops.get(t as usize) else {
            continue;
        };
        let from = if e == NONE {
            Some(v)
        } else {
            let (s, end, _) = code.edges[e as usize];
            let cs = &code.copies[s as usize..end as usize];
            let feeding: Vec<(Slot, Slot)> = cs
                .iter()
                .copied()
                .filter(|&(d, _)| d >= v && d < v + n)
                .collect();
            if feeding.is_empty() {
                Some(v)
            } else if feeding.len() == n as usize
                && feeding
                    .iter()
                    .enumerate()
                    .all(|(i, &(d, a))| d == v + i as u32 && a == feeding[0].1 + i as u32)
            {
                Some(feeding[0].1)
            } else {
                None
            }
        };
        if let Some(v) = from {
            code.ops[k] = Op::Ret { v, n };
            code.src[k] = code.src[t as usize];
        }
    }
}

struct Decoder<'e, 'a> {
    env: &'e mut Env<'a>,
    body: &'a Body,
    func: GlobalId,
    code: Code,
    inst_slot: HashMap<Inst, u32>,
    const_slot: HashMap<Const, u32>,
    next: u32,
    cur_block: Option<Block>,
    branch_ops: Vec<usize>,
    /// The block of each of `branch_ops`.
    branch_blocks: Vec<Block>,
    /// Sanitizer: the annotated loops (and claim masks) covering each instruction.
    covers: HashMap<Inst, Vec<(u32, u64)>>,
    /// Sanitizer: the detaches (terminators or spawn markers) of the `cilk_for`
    /// loops the claims model recognizes, and their continuations (the reattaches ending
    /// their tasks): the loop sanitizer checks their iterations, SP-bags does not see them.
    loop_detaches: HashSet<Inst>,
    loop_conts: HashSet<Block>,
    /// Allocas kept in their own slot instead of memory ([`promotable_allocas`]).
    promoted: HashSet<Inst>,
    /// Loads of promoted allocas that read the variable's slot directly ([`aliased_loads`]),
    /// or the value of a variable stored once ([`stored_once`]).
    aliased: HashSet<Inst>,
    /// The stores of variables stored once: nothing to do.
    dead_stores: HashSet<Inst>,
    /// The entry and exit calls of directive constructs: the construct, and whether an exit.
    dir_ops: HashMap<Inst, (u32, bool)>,
    /// `--parallel`: the task points of the claims model ([`parir_annot::claims::spawns`]).
    task_points: HashMap<Inst, parir_annot::claims::spawns::TaskPoint>,
    /// Plain loads whose value is only ever chosen by a `select` ([`select_arm_loads`]).
    select_arm_loads: HashSet<Inst>,
    /// Sanitizer: hoisted loads whose record is made at the first instructions that use
    /// their value ([`hoisted_loads`]), by user.
    deferred_recs: HashMap<Inst, Vec<Inst>>,
    hoisted: HashSet<Inst>,
    /// The function flushes: an OpenMP `flush` or a fence with release or acquire
    /// semantics ([`fences`]).
    fenced: bool,
    /// Sanitizer: the marker task points of the claims model, once a marker call is met.
    marker_points: Option<HashMap<Inst, parir_annot::claims::spawns::TaskPoint>>,
    /// Sanitizer: the lock class ([`crate::code::sync_class`]) of the instructions inside
    /// `critical` and `atomic` regions (the innermost region's).
    sync_of: HashMap<Inst, u32>,
}

type Res<T> = Result<T, String>;

fn sh64(bits: u32) -> u8 {
    (64 - bits.min(64)) as u8
}

impl Decoder<'_, '_> {
    fn emit(&mut self, i: Inst, op: Op) {
        self.code.ops.push(op);
        self.code.src.push(i);
    }

    fn trap(&mut self, i: Inst, msg: String) {
        let k = self.code.msgs.len() as u32;
        self.code.msgs.push(msg);
        self.emit(i, Op::Trap { msg: k });
    }

    fn m(&self) -> &Module {
        self.env.m
    }

    fn val(&mut self, v: Value) -> Res<Slot> {
        match v {
            Value::Inst(i) => self
                .inst_slot
                .get(&i)
                .copied()
                .ok_or_else(|| "operand has no value".to_string()),
            Value::Arg(n) => self
                .code
                .params
                .get(n as usize)
                .map(|p| p.0)
                .ok_or_else(|| "argument out of range".to_string()),
            Value::Const(c) => {
                if let Some(&s) = self.const_slot.get(&c) {
                    return Ok(s);
                }
                let words = self.env.const_words(c)?;
                let s = self.next;
                self.next += words.len() as u32;
                self.code.consts.extend(words);
                self.const_slot.insert(c, s);
                Ok(s)
            }
            Value::Block(_) => Err("unsupported: label used as a value".into()),
            Value::Asm(_) => Err("unsupported: inline assembly".into()),
            Value::Md(_) | Value::LocalMd(_) => Err("unsupported: metadata used as a value".into()),
        }
    }

    fn ty_of(&self, v: Value) -> Option<Type> {
        match v {
            Value::Inst(i) => Some(self.body.insts[i].ty),
            Value::Arg(n) => {
                let ft = self.m().globals[self.func].as_func()?.ty;
                self.m().types.fn_sig(ft)?.1.get(n as usize).copied()
            }
            Value::Const(c) => Some(self.m().consts.ty(c)),
            _ => None,
        }
    }

    fn shape(&mut self, t: Type) -> Res<u32> {
        self.env.shape(t)
    }

    fn slots_of(&mut self, t: Type) -> Res<u32> {
        let s = self.shape(t)?;
        Ok(self.env.shapes.list[s as usize].slots)
    }

    /// The copies for the edge from the current block to `to`.
    fn edge(&mut self, to: Block) -> Res<u32> {
        let from = self.cur_block.ok_or("no current block")?;
        let start = self.code.copies.len() as u32;
        let mut dsts = Vec::new();
        for &i in &self.body.blocks[to].insts {
            let InstKind::Phi { incoming, .. } = &self.body.insts[i].kind else {
                break;
            };
            let Some((v, _)) = incoming.iter().find(|(_, b)| *b == from) else {
                return Err("phi has no incoming value for this edge".into());
            };
            let n = self.slots_of(self.body.insts[i].ty)?;
            let d = self.inst_slot.get(&i).copied().ok_or("phi without slot")?;
            let s = self.val(*v)?;
            for k in 0..n {
                self.code.copies.push((d + k, s + k));
                dsts.push(d + k);
            }
        }
        let end = self.code.copies.len() as u32;
        if start == end {
            return Ok(NONE);
        }
        let temp = self.code.copies[start as usize..end as usize]
            .iter()
            .any(|(_, s)| dsts.contains(s));
        self.code.edges.push((start, end, temp));
        Ok(self.code.edges.len() as u32 - 1)
    }

    fn branch_op(&mut self) {
        self.branch_ops.push(self.code.ops.len());
        self.branch_blocks
            .push(self.cur_block.unwrap_or(Block::from_u32(0)));
    }
}

/// The plain loads of `body` whose only users are `select`s that take them as a value, not
/// as the condition: `c ? x : y` whose read of `x` LLVM made unconditional (SimplifyCFG and
/// InstCombine speculate such loads; LLVM's memory model lets them race, reading `undef`
/// that the `select` then drops). The source read `x` only when `c` chose it.
fn select_arm_loads(body: &Body) -> HashSet<Inst> {
    let mut arm: HashMap<Inst, bool> = HashMap::new();
    for (_, i) in body.inst_iter() {
        let kind = &body.insts[i].kind;
        let select_arms = match kind {
            InstKind::Select {
                then_val, else_val, ..
            } => Some((*then_val, *else_val)),
            _ => None,
        };
        kind.for_each_operand(|v| {
            let Value::Inst(l) = v else { return };
            if !matches!(
                body.insts[l].kind,
                InstKind::Load {
                    atomic: None,
                    volatile: false,
                    ..
                }
            ) {
                return;
            }
            let as_arm = select_arms.is_some_and(|(t, e)| v == t || v == e)
                && !matches!(kind, InstKind::Select { cond, .. } if *cond == v);
            let e = arm.entry(l).or_insert(true);
            *e = *e && as_arm;
        });
    }
    arm.into_iter()
        .filter(|&(_, a)| a)
        .map(|(l, _)| l)
        .collect()
}

/// The loads LLVM hoisted above the code that reads them, and those readers: a plain load
/// without a source location (in a function that has them: LICM, GVN and loop-load
/// elimination drop the location of what they move) whose value only phis take, and the
/// instructions other than phis that use the value through those phis, each dominated by
/// the load. Such a load may be speculative: clang -O1 loads the variables of every
/// `section` before the switch that picks one, and only the chosen section reads its own.
/// So the race detector records the load where its value is used (its address is still at
/// hand: the load dominates the use), not where LLVM put it.
fn hoisted_loads(m: &parir_ir::Module, body: &Body) -> Vec<(Inst, Vec<Inst>)> {
    let located = |i: Inst| parir_ir::diag::debug_location(m, &body.insts[i]).is_some();
    if !body.inst_iter().any(|(_, i)| located(i)) {
        return Vec::new();
    }
    let mut users: HashMap<Inst, Vec<Inst>> = HashMap::new();
    for (_, i) in body.inst_iter() {
        body.insts[i].kind.for_each_operand(|v| {
            if let Value::Inst(x) = v {
                users.entry(x).or_default().push(i);
            }
        });
    }
    let is_phi = |i: Inst| matches!(body.insts[i].kind, InstKind::Phi { .. });
    let mut out = Vec::new();
    let mut dom: Option<parir_analysis::dominators::DominatorTree> = None;
    for (_, l) in body.inst_iter() {
        let plain = matches!(
            body.insts[l].kind,
            InstKind::Load {
                atomic: None,
                volatile: false,
                ..
            }
        );
        if !plain || located(l) {
            continue;
        }
        let direct = users.get(&l).map_or(&[][..], |u| u.as_slice());
        if direct.is_empty() || !direct.iter().all(|&u| is_phi(u)) {
            continue;
        }
        // The phi web and its other users.
        let mut web: Vec<Inst> = direct.to_vec();
        let mut readers: Vec<Inst> = Vec::new();
        let mut k = 0;
        while k < web.len() && web.len() < 64 {
            let p = web[k];
            k += 1;
            for &u in users.get(&p).map_or(&[][..], |u| u.as_slice()) {
                if is_phi(u) {
                    if !web.contains(&u) {
                        web.push(u);
                    }
                } else if !readers.contains(&u) {
                    readers.push(u);
                }
            }
        }
        if web.len() >= 64 || readers.is_empty() {
            continue;
        }
        let dom = dom.get_or_insert_with(|| {
            parir_analysis::dominators::DominatorTree::compute(
                &parir_analysis::cfg::ControlFlowGraph::compute(body),
            )
        });
        if readers.iter().all(|&u| dom.inst_dominates(body, l, u)) {
            out.push((l, readers));
        }
    }
    out
}

/// Whether `body` has a fence stronger than relaxed (an OpenMP `flush` construct is the
/// parallel model's, [`ConstructKind::Flush`]). A flush before a relaxed atomic write and
/// one after the relaxed atomic read that sees it order what the writer did before its
/// flush before what the reader does after its own (OpenMP 5.2 1.4.4; C11's fence
/// synchronization): the race detector then lets the function's relaxed atomics publish
/// and receive, as release and acquire ones do. A whole-function approximation: it may
/// order more than the flushes do, never less.
///
/// [`ConstructKind::Flush`]: parir_annot::claims::constructs::ConstructKind::Flush
fn fences(body: &Body) -> bool {
    body.inst_iter().any(|(_, i)| match &body.insts[i].kind {
        InstKind::Fence(a) => !matches!(
            a.ordering,
            parir_ir::inst::Ordering::Monotonic | parir_ir::inst::Ordering::Unordered
        ),
        _ => false,
    })
}
