//! Loop versioning for LICM (`loop-versioning-licm`; LLVM 19's `LoopVersioningLICMPass`,
//! `code-transformation-metadata.rst`, "Versioning LICM"): a loop whose loop-invariant
//! memory accesses LICM cannot hoist because other pointers may alias them is versioned with
//! run-time checks; in the version that runs when nothing overlaps, the accesses get
//! `noalias` scopes (so that LICM may hoist them), and both loops are marked so that the
//! transformation does not repeat. The seed: it has no followups.
//!
//! # When (LLVM 19's `isLegalForVersioning`)
//!
//! - not disabled: `llvm.loop.licm_versioning.disable` (in any form, also the `i32 0` the
//!   pass itself adds: LLVM's `isLoopAlreadyVisited`), or `disable_nonforced`;
//! - the loop: innermost, in loop-simplify form, exiting at its latch only, at a loop depth
//!   of at most 2, with a computable trip count;
//! - its instructions: no call that may access memory; loads and stores not volatile or
//!   atomic; at least one store (not a read-only loop); at least one access at a
//!   loop-invariant address, and such accesses at least 25 % of all
//!   (`-licm-versioning-invariant-threshold`);
//! - its memory: run-time checks are needed ([`parir_analysis::loop_access`]), at most 8
//!   (`-runtime-memory-check-threshold`); the accessed pointers form alias sets none of
//!   which is must-alias (a set of one pointer), with some set written and some set
//!   holding pointers that may alias.
//!
//! # The result
//!
//! The loop is versioned as [`crate::runtime_check::version_loop`] does (`.lver.check`,
//! `.lver.orig`); both loops get `!{!"llvm.loop.licm_versioning.disable", i32 0}` added to
//! their attributes (LLVM's `addStringMetadataToLoop`), the versioned one also
//! `!{!"llvm.mem.parallel_loop_access", i32 0}` (as LLVM 19 does, a FIXME of its own: that
//! name is an instruction attachment, not a loop attribute). The versioned loop's accesses
//! get one alias scope per underlying object (domain `LVDomain`), and `!noalias` for the
//! objects they were checked against.

use crate::manager::{
    FunctionAnalyses, ModuleAnalyses, Pass, PassKind, PassResult, PreservedAnalyses,
};
use parir_analysis::invariance::invariant_expr;
use parir_analysis::loop_access::analyze;
use parir_analysis::loop_attrs::loop_id;
use parir_analysis::loopmd::mode::{LoopMd, TransformationMode};
use parir_analysis::loops::{FunctionLoops, Loop};
use parir_analysis::memory::may_read_or_write_memory;
use parir_analysis::underlying::{
    is_identified_function_local, is_identified_object, underlying_object,
};
use parir_ir::inst::InstKind;
use parir_ir::metadata::{MdNode, MdRef, NodeData};
use parir_ir::{Block, GlobalId, Inst, Module, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// The `loop-versioning-licm` pass (see the module documentation).
pub struct LoopVersioningLicm;

impl Pass for LoopVersioningLicm {
    fn name(&self) -> &'static str {
        "loop-versioning-licm"
    }
    fn dump_name(&self) -> &'static str {
        "LoopVersioningLICMPass"
    }
    fn description(&self) -> &'static str {
        "version loops with run-time alias checks so that LICM can hoist their invariant accesses"
    }
    fn kind(&self) -> PassKind {
        PassKind::Module
    }
    fn run_on_module(&self, m: &mut Module) -> PassResult {
        self.run_on_module_with(m, &mut ModuleAnalyses::default())
    }
    fn run_on_module_with(&self, m: &mut Module, an: &mut ModuleAnalyses) -> PassResult {
        let mut changed = false;
        for g in crate::manager::optimizable_functions(m) {
            changed |= version_function_in(m, g, an.function(g));
        }
        PassResult::from_changed(changed, PreservedAnalyses::none())
    }
}

/// `-licm-versioning-invariant-threshold`: the share of accesses at invariant addresses, in
/// percent.
pub const INVARIANT_THRESHOLD: usize = 25;
/// `-licm-versioning-max-depth-threshold`.
pub const MAX_DEPTH: u32 = 2;
/// `-runtime-memory-check-threshold`.
pub const MAX_CHECKS: usize = 8;

/// Versions the loops of `g` that qualify; whether anything changed.
pub fn version_function(m: &mut Module, g: GlobalId) -> bool {
    version_function_in(m, g, &mut FunctionAnalyses::default())
}

/// [`version_function`] with the function's analysis cache: loops and dominators come from `an`,
/// whose entry is dropped whenever the function changes.
pub fn version_function_in(m: &mut Module, g: GlobalId, an: &mut FunctionAnalyses) -> bool {
    let simplified = crate::loop_simplify::simplify_function_in(m, g, an);
    let Some(body) = m.body(g) else { return false };
    let fl = an.function_loops(body);
    let headers: Vec<Block> = fl
        .forest
        .loops()
        .filter(|&l| fl.forest.children(l).is_empty())
        .map(|l| fl.forest.header(l))
        .collect();
    let mut changed = simplified;
    for h in headers {
        let Some(body) = m.body(g) else { break };
        let fl = an.function_loops(body);
        let Some(l) = fl.forest.loops().find(|&l| fl.forest.header(l) == h) else {
            continue;
        };
        let Ok(checks) = legal_for_versioning(m, g, &fl, l) else {
            continue;
        };
        let orig = loop_id(m, g, &fl, l).ok().flatten();
        an.invalidate(PreservedAnalyses::none());
        changed |= apply(m, g, h, &checks, orig).is_some();
    }
    changed
}

/// Whether the loop qualifies; its run-time checks, or the reason (LLVM's debug message).
pub fn legal_for_versioning(
    m: &Module,
    g: GlobalId,
    fl: &FunctionLoops,
    l: Loop,
) -> Result<Vec<(Inst, Inst)>, String> {
    let body = m.body(g).ok_or("no body")?;
    let id = loop_id(m, g, fl, l).ok().flatten();
    let md = LoopMd::new(m, id);
    if matches!(
        md.licm_versioning(),
        TransformationMode::Disable | TransformationMode::SuppressedByUser
    ) {
        return Err("disabled by metadata".into());
    }
    // LLVM's isLoopAlreadyVisited: the attribute in any form (the pass adds it with 0).
    if md.find("llvm.loop.licm_versioning.disable").is_some() {
        return Err("revisiting a loop in LoopVersioningLICM is not allowed".into());
    }
    // Structure.
    if !fl.forest.children(l).is_empty() {
        return Err("loop is not innermost".into());
    }
    let (_, latch, _) =
        crate::loop_unroll::simplified(body, fl, l).ok_or("loop is not in simplified form")?;
    if fl.forest.exiting_blocks(&fl.cfg, l) != [latch] {
        return Err("loop has more than one exiting block or is not bottom-tested".into());
    }
    if fl.forest.depth(l) > MAX_DEPTH {
        return Err("loop depth is more than the threshold".into());
    }
    crate::loop_unroll::runtime_trip(m, body, fl, l)
        .ok_or("loop has an unknown backedge-taken count")?;
    // Instructions.
    let in_loop: FxHashSet<Block> = fl.forest.blocks(l).iter().copied().collect();
    let invariant = |v: Value| invariant_expr(body, v, |b| in_loop.contains(&b));
    let (mut accesses, mut invariants, mut stores) = (0usize, 0usize, 0usize);
    let mut pointers: Vec<Value> = Vec::new();
    for &b in fl.forest.blocks(l) {
        for &i in &body.blocks[b].insts {
            let d = &body.insts[i];
            let ptr = match &d.kind {
                InstKind::Load {
                    ptr,
                    volatile: false,
                    atomic: None,
                    ..
                } => *ptr,
                InstKind::Store {
                    ptr,
                    volatile: false,
                    atomic: None,
                    ..
                } => {
                    stores += 1;
                    *ptr
                }
                InstKind::Call(_) if !may_read_or_write_memory(m, d) => continue,
                _ if may_read_or_write_memory(m, d) => {
                    return Err("instruction not safe for versioning".into())
                }
                _ => continue,
            };
            accesses += 1;
            if invariant(ptr) {
                invariants += 1;
            }
            if !pointers.contains(&ptr) {
                pointers.push(ptr);
            }
        }
    }
    let la = analyze(m, g, body, fl, l);
    if la.runtime_checks.is_empty() {
        return Err("runtime check not found".into());
    }
    if la.runtime_checks.len() > MAX_CHECKS {
        return Err("too many runtime checks".into());
    }
    if invariants == 0 {
        return Err("invariant not found".into());
    }
    if stores == 0 {
        return Err("found a read-only loop".into());
    }
    if invariants * 100 < INVARIANT_THRESHOLD * accesses {
        return Err("invariant loads and stores are less than the threshold".into());
    }
    // Alias sets: pointers join when they may alias. BasicAA's rules: two distinct
    // identified objects do not alias, nor does a function-local one (an alloca, a noalias
    // argument) alias an argument.
    let base = |p: Value| underlying_object(m, g, p, 6);
    let distinct = |a: Value, b: Value| {
        let (x, y) = (base(a), base(b));
        let local_vs_arg = |u: Value, v: Value| {
            is_identified_function_local(m, g, u) && matches!(v, Value::Arg(_))
        };
        x != y
            && (is_identified_object(m, g, x) && is_identified_object(m, g, y)
                || local_vs_arg(x, y)
                || local_vs_arg(y, x))
    };
    let mut set_of: Vec<usize> = (0..pointers.len()).collect();
    fn find(s: &mut [usize], i: usize) -> usize {
        let mut r = i;
        while s[r] != r {
            r = s[r];
        }
        s[i] = r;
        r
    }
    for x in 0..pointers.len() {
        for y in x + 1..pointers.len() {
            if !distinct(pointers[x], pointers[y]) {
                let (a, b) = (find(&mut set_of, x), find(&mut set_of, y));
                set_of[a] = b;
            }
        }
    }
    let mut sizes: FxHashMap<usize, usize> = FxHashMap::default();
    for x in 0..pointers.len() {
        let r = find(&mut set_of, x);
        *sizes.entry(r).or_default() += 1;
    }
    if sizes.values().any(|&n| n == 1) {
        return Err("a must-alias set is not worth a run-time check".into());
    }
    Ok(la.runtime_checks)
}

/// LLVM's `addStringMetadataToLoop(name, 0)`: a new LoopID with `!{!"name", i32 0}` added
/// (or its value set to 0 when present).
fn add_string_attribute(m: &mut Module, orig: Option<MdNode>, name: &str) -> MdNode {
    let i32t = m.types.int(32);
    let zero = m.consts.int(i32t, 32, 0);
    let s = m.md.string(name.as_bytes());
    let attr = m.md.uniqued(NodeData::Tuple(vec![
        Some(MdRef::Str(s)),
        Some(MdRef::Value(zero)),
    ]));
    let mut ops: Vec<Option<MdRef>> = Vec::new();
    let mut found = false;
    if let Some(o) = orig {
        for op in m.md.tuple_ops(o).iter().skip(1) {
            let same = match op {
                Some(MdRef::Node(n)) => matches!(
                    m.md.tuple_ops(*n).first(),
                    Some(Some(MdRef::Str(x))) if m.md.str_bytes(*x) == name.as_bytes()
                ),
                _ => false,
            };
            if same {
                found = true;
                ops.push(Some(MdRef::Node(attr)));
            } else {
                ops.push(*op);
            }
        }
    }
    if !found {
        ops.push(Some(MdRef::Node(attr)));
    }
    let n = m.md.distinct(NodeData::Tuple(Vec::new()));
    let mut all = vec![Some(MdRef::Node(n))];
    all.extend(ops);
    m.md.define(n, true, NodeData::Tuple(all));
    n
}

fn apply(
    m: &mut Module,
    g: GlobalId,
    h: Block,
    checks: &[(Inst, Inst)],
    orig: Option<MdNode>,
) -> Option<()> {
    // Underlying objects of the checked accesses, before the body leaves the module.
    let body = m.body(g)?;
    let ptr_of = |i: Inst| match &body.insts[i].kind {
        InstKind::Load { ptr, .. } | InstKind::Store { ptr, .. } => Some(*ptr),
        _ => None,
    };
    let mut objects: Vec<Value> = Vec::new();
    let mut object_of: FxHashMap<Inst, usize> = FxHashMap::default();
    let mut against: FxHashMap<Inst, FxHashSet<usize>> = FxHashMap::default();
    for &(a, b) in checks {
        for i in [a, b] {
            let o = underlying_object(m, g, ptr_of(i)?, 6);
            let k = match objects.iter().position(|&x| x == o) {
                Some(k) => k,
                None => {
                    objects.push(o);
                    objects.len() - 1
                }
            };
            object_of.insert(i, k);
        }
        let (ka, kb) = (object_of[&a], object_of[&b]);
        against.entry(a).or_default().insert(kb);
        against.entry(b).or_default().insert(ka);
    }
    let func = m.globals[g].as_func_mut()?;
    let arg_names = func.arg_names.clone();
    let mut body = func.body.take()?;
    let backup = body.clone();
    let res = (|| {
        let v = crate::runtime_check::version_loop(m, g, &mut body, &arg_names, h, checks)?;
        let loop_kind = m.md.kind("llvm.loop");
        let fallback = add_string_attribute(m, orig, "llvm.loop.licm_versioning.disable");
        let versioned = add_string_attribute(m, orig, "llvm.loop.licm_versioning.disable");
        let versioned = add_string_attribute(m, Some(versioned), "llvm.mem.parallel_loop_access");
        let fl = FunctionLoops::compute(&body);
        let l = fl.forest.loops().find(|&l| fl.forest.header(l) == h)?;
        let latch = fl.forest.latch(&fl.cfg, l)?;
        for (lt, id) in [(v.fallback_latch, fallback), (latch, versioned)] {
            let t = body.terminator(lt)?;
            body.insts[t].md.retain(|(k, _)| *k != loop_kind);
            body.insts[t].md.push((loop_kind, id));
        }
        // Alias scopes in the versioned loop: one per object, `noalias` for the objects an
        // access was checked against.
        let domain = {
            let n = m.md.distinct(NodeData::Tuple(Vec::new()));
            let s = m.md.string(b"LVDomain");
            m.md.define(
                n,
                true,
                NodeData::Tuple(vec![Some(MdRef::Node(n)), Some(MdRef::Str(s))]),
            );
            n
        };
        let scopes: Vec<MdNode> = objects
            .iter()
            .map(|_| {
                let n = m.md.distinct(NodeData::Tuple(Vec::new()));
                let s = m.md.string(b"LVAliasScope");
                m.md.define(
                    n,
                    true,
                    NodeData::Tuple(vec![
                        Some(MdRef::Node(n)),
                        Some(MdRef::Node(domain)),
                        Some(MdRef::Str(s)),
                    ]),
                );
                n
            })
            .collect();
        let scope_kind = m.md.kind("alias.scope");
        let noalias_kind = m.md.kind("noalias");
        for (&i, &k) in &object_of {
            let own =
                m.md.uniqued(NodeData::Tuple(vec![Some(MdRef::Node(scopes[k]))]));
            let mut others: Vec<usize> = against
                .get(&i)
                .map(|s| s.iter().copied().collect())
                .unwrap_or_default();
            others.sort_unstable();
            let list = m.md.uniqued(NodeData::Tuple(
                others
                    .into_iter()
                    .map(|o| Some(MdRef::Node(scopes[o])))
                    .collect(),
            ));
            let d = &mut body.insts[i];
            d.md.retain(|(kd, _)| *kd != scope_kind && *kd != noalias_kind);
            d.md.push((scope_kind, own));
            d.md.push((noalias_kind, list));
        }
        Some(())
    })();
    if let Some(f) = m.globals[g].as_func_mut() {
        f.body = Some(if res.is_some() { body } else { backup });
    }
    res
}
