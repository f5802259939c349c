//! The `include/parir.h` markers: finding the loop each marker call annotates (issue 4, input
//! form 1), turning the calls into [`Annotation`]s, and deleting them.
//!
//! Identification follows the CSA seed's "search backwards from the preheader": for every
//! loop, start at its loop predecessor (the one block outside the loop that branches to the
//! header — the preheader in loop-simplified form, the guard or entry block otherwise) and walk
//! backwards through blocks that have exactly one predecessor, collecting marker calls, until a
//! block with several (or no) predecessors, or a block inside a loop that does not contain the
//! annotated one (an earlier sibling loop), ends the walk. Markers found by no loop, or by
//! several (a marker before a branch into two loops), are warnings, and like all marker calls
//! they are deleted; so are the marker declarations once unused.

use super::apply::{Annotation, Claim, Selector};
use super::objects::Objects;
use crate::diag::Warning;
use parir_analysis::loops::{FunctionLoops, Loop};
use parir_ir::inst::InstKind;
use parir_ir::value::ConstData;
use parir_ir::{Block, Body, GlobalId, Inst, Module, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// The marker functions of `include/parir.h`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MarkerKind {
    /// `PARIR_IVDEP()` → `__parir_ivdep()`.
    Ivdep,
    /// `PARIR_IVDEP_SAFELEN(n)` → `__parir_ivdep_safelen(i32 n)`.
    IvdepSafelen,
    /// `PARIR_IVDEP_ARRAY(a)` → `__parir_ivdep_array(ptr a)`.
    IvdepArray,
    /// `PARIR_IVDEP_ARRAY_SAFELEN(a, n)` → `__parir_ivdep_array_safelen(ptr a, i32 n)`.
    IvdepArraySafelen,
    /// `PARIR_PARALLEL_LOOP()` → `__parir_parallel_loop()`.
    ParallelLoop,
}

impl MarkerKind {
    /// Every marker, with its function name.
    pub const ALL: [(MarkerKind, &'static str); 5] = [
        (MarkerKind::Ivdep, "__parir_ivdep"),
        (MarkerKind::IvdepSafelen, "__parir_ivdep_safelen"),
        (MarkerKind::IvdepArray, "__parir_ivdep_array"),
        (MarkerKind::IvdepArraySafelen, "__parir_ivdep_array_safelen"),
        (MarkerKind::ParallelLoop, "__parir_parallel_loop"),
    ];

    /// The marker a function name denotes.
    ///
    /// ```
    /// use parir_annot::ivdep::markers::MarkerKind;
    /// assert_eq!(MarkerKind::from_name("__parir_ivdep_array"), Some(MarkerKind::IvdepArray));
    /// assert_eq!(MarkerKind::from_name("printf"), None);
    /// ```
    pub fn from_name(name: &str) -> Option<MarkerKind> {
        Self::ALL.iter().find(|(_, n)| *n == name).map(|(k, _)| *k)
    }

    /// The `parir.h` macro.
    pub fn macro_name(self) -> &'static str {
        match self {
            MarkerKind::Ivdep => "PARIR_IVDEP",
            MarkerKind::IvdepSafelen => "PARIR_IVDEP_SAFELEN",
            MarkerKind::IvdepArray => "PARIR_IVDEP_ARRAY",
            MarkerKind::IvdepArraySafelen => "PARIR_IVDEP_ARRAY_SAFELEN",
            MarkerKind::ParallelLoop => "PARIR_PARALLEL_LOOP",
        }
    }

    fn arity(self) -> usize {
        match self {
            MarkerKind::Ivdep | MarkerKind::ParallelLoop => 0,
            MarkerKind::IvdepSafelen | MarkerKind::IvdepArray => 1,
            MarkerKind::IvdepArraySafelen => 2,
        }
    }
}

/// A marker call in a function body.
#[derive(Clone, Debug)]
pub struct MarkerCall {
    pub inst: Inst,
    pub block: Block,
    pub kind: MarkerKind,
}

/// The marker functions declared in `m`.
pub fn marker_functions(m: &Module) -> FxHashMap<GlobalId, MarkerKind> {
    MarkerKind::ALL
        .iter()
        .filter_map(|(k, n)| m.global_by_name(n).map(|g| (g, *k)))
        .collect()
}

fn callee_global(m: &Module, callee: Value) -> Option<GlobalId> {
    match callee {
        Value::Const(c) => match m.consts.get(c).data {
            ConstData::Global(g) => Some(g),
            _ => None,
        },
        _ => None,
    }
}

/// The marker calls of a body, in layout order.
pub fn marker_calls(
    m: &Module,
    body: &Body,
    markers: &FxHashMap<GlobalId, MarkerKind>,
) -> Vec<MarkerCall> {
    body.inst_iter()
        .filter_map(|(b, i)| match &body.insts[i].kind {
            InstKind::Call(c) | InstKind::Invoke { call: c, .. } => {
                let g = callee_global(m, c.callee)?;
                markers.get(&g).map(|&kind| MarkerCall {
                    inst: i,
                    block: b,
                    kind,
                })
            }
            _ => None,
        })
        .collect()
}

/// For each loop, the marker calls found searching backwards from it (see the module
/// documentation), in program order.
pub fn markers_before_loops(
    body: &Body,
    fl: &FunctionLoops,
    calls: &[MarkerCall],
) -> Vec<(Loop, Vec<Inst>)> {
    let by_block: FxHashMap<Block, Vec<Inst>> =
        calls.iter().fold(FxHashMap::default(), |mut acc, c| {
            acc.entry(c.block).or_insert_with(Vec::new).push(c.inst);
            acc
        });
    let mut out = Vec::new();
    for l in fl.forest.loops() {
        let Some(mut cur) = fl.forest.loop_predecessor(&fl.cfg, l) else {
            continue;
        };
        let mut found: Vec<Inst> = Vec::new();
        let mut visited = FxHashSet::default();
        loop {
            if !visited.insert(cur) {
                break;
            }
            if let Some(k) = fl.forest.innermost_loop(cur) {
                if !fl.forest.contains_loop(k, l) {
                    break;
                }
            }
            if let Some(ms) = by_block.get(&cur) {
                // Within a block, later markers are nearer the loop; keep program order.
                for &i in ms.iter().rev() {
                    found.push(i);
                }
            }
            let preds = fl.cfg.predecessors(cur);
            let first = preds.first().copied();
            match first {
                Some(p) if preds.iter().all(|&x| x == p) => cur = p,
                _ => break,
            }
        }
        if !found.is_empty() {
            found.reverse();
            out.push((l, found));
        }
    }
    let _ = body;
    out
}

/// Lowers the markers of function `f`: returns the annotations, the warnings, and the marker
/// calls to delete (all of them).
pub fn collect(
    m: &Module,
    f: GlobalId,
    fl: &FunctionLoops,
    markers: &FxHashMap<GlobalId, MarkerKind>,
) -> (Vec<Annotation>, Vec<Warning>, Vec<Inst>) {
    let mut annots = Vec::new();
    let mut warnings = Vec::new();
    let Some(body) = m.globals[f].as_func().and_then(|x| x.body.as_ref()) else {
        return (annots, warnings, Vec::new());
    };
    let fname = format!("@{}", m.globals[f].name().unwrap_or(""));
    let calls = marker_calls(m, body, markers);
    if calls.is_empty() {
        return (annots, warnings, Vec::new());
    }
    let found = markers_before_loops(body, fl, &calls);
    let mut owners: FxHashMap<Inst, Vec<Loop>> = FxHashMap::default();
    for (l, is) in &found {
        for i in is {
            owners.entry(*i).or_default().push(*l);
        }
    }
    let objects = Objects::new(m, f, body);
    let header_name = |l: Loop| block_name(m, f, body, fl.forest.header(l));
    // Annotations in loop order, each loop's markers in program order.
    for (l, is) in &found {
        for &i in is {
            let owners_i = &owners[&i];
            if owners_i.len() != 1 {
                continue;
            }
            let call = calls
                .iter()
                .find(|c| c.inst == i)
                .expect("found among the calls");
            let d = &body.insts[i];
            let origin = Warning::new("", "").at_inst(m, &fname, d);
            let args: &[Value] = match &d.kind {
                InstKind::Call(c) | InstKind::Invoke { call: c, .. } => &c.args,
                _ => &[],
            };
            let kind = call.kind;
            if args.len() != kind.arity() {
                warnings.push(warn(
                    &origin,
                    "ivdep-bad-marker",
                    format!(
                        "{}: the marker call has {} arguments, expected {}",
                        kind.macro_name(),
                        args.len(),
                        kind.arity()
                    ),
                ));
                continue;
            }
            let safelen = match kind {
                MarkerKind::IvdepSafelen | MarkerKind::IvdepArraySafelen => {
                    let v = args[args.len() - 1];
                    match int_value(m, v) {
                        Some(s) if s > 0 && s <= i128::from(i32::MAX) => Some(s as u32),
                        _ => {
                            warnings.push(warn(
                                &origin,
                                "ivdep-bad-safelen",
                                format!(
                                    "{}: the safelen must be an integer constant between 1 and {}; the marker is ignored",
                                    kind.macro_name(),
                                    i32::MAX
                                ),
                            ));
                            continue;
                        }
                    }
                }
                _ => None,
            };
            let selector = match kind {
                MarkerKind::IvdepArray | MarkerKind::IvdepArraySafelen => {
                    match objects.of(args[0]).as_slice() {
                        [o] => Selector::Object(*o),
                        _ => {
                            warnings.push(warn(
                                &origin,
                                "ivdep-array-unidentified",
                                format!(
                                    "{}: the argument does not point into one identifiable array; the marker is ignored",
                                    kind.macro_name()
                                ),
                            ));
                            continue;
                        }
                    }
                }
                _ => Selector::All,
            };
            let claim = match (kind, safelen) {
                (MarkerKind::ParallelLoop, _) => Claim::Parallel,
                (_, Some(s)) => Claim::Safelen(s),
                _ => Claim::NoDepends,
            };
            let spelling = match (selector, safelen) {
                (Selector::Object(o), Some(s)) => {
                    format!("{}({}, {s})", kind.macro_name(), value_name(m, body, f, o))
                }
                (Selector::Object(o), None) => {
                    format!("{}({})", kind.macro_name(), value_name(m, body, f, o))
                }
                (_, Some(s)) => format!("{}({s})", kind.macro_name()),
                _ => format!("{}()", kind.macro_name()),
            };
            annots.push(Annotation {
                lp: *l,
                claim,
                selector,
                spelling,
                origin,
            });
        }
    }
    for c in &calls {
        let d = &body.insts[c.inst];
        let origin = Warning::new("", "").at_inst(m, &fname, d);
        match owners.get(&c.inst).map(|o| o.as_slice()) {
            None => warnings.push(warn(
                &origin,
                "ivdep-marker-without-loop",
                format!(
                    "{}: no loop follows this marker (a loop is found by searching backwards from its preheader through blocks with one predecessor); the marker is deleted",
                    c.kind.macro_name()
                ),
            )),
            Some([_]) => {}
            Some(ls) => warnings.push(warn(
                &origin,
                "ivdep-marker-ambiguous",
                format!(
                    "{}: the marker precedes {} loops ({}); it cannot be attributed to one and is deleted",
                    c.kind.macro_name(),
                    ls.len(),
                    ls.iter().map(|&l| header_name(l)).collect::<Vec<_>>().join(", ")
                ),
            )),
        }
    }
    (annots, warnings, calls.iter().map(|c| c.inst).collect())
}

fn warn(origin: &Warning, name: &'static str, message: String) -> Warning {
    let mut w = origin.clone();
    w.name = name;
    w.message = message;
    w
}

fn int_value(m: &Module, v: Value) -> Option<i128> {
    match v {
        Value::Const(c) => match &m.consts.get(c).data {
            ConstData::Int(x) => x.as_i128(),
            _ => None,
        },
        _ => None,
    }
}

/// A readable name for an object in messages: `%name`, `@name`, or a description.
pub fn value_name(m: &Module, body: &Body, f: GlobalId, v: Value) -> String {
    match v {
        Value::Arg(k) => m.globals[f]
            .as_func()
            .and_then(|func| func.arg_names.get(k as usize).cloned().flatten())
            .map(|n| format!("%{n}"))
            .unwrap_or_else(|| format!("argument {k}")),
        Value::Inst(i) => body.insts[i]
            .name
            .as_ref()
            .map(|n| format!("%{n}"))
            .unwrap_or_else(|| format!("the {} result", body.insts[i].kind.opcode_name())),
        Value::Const(c) => match m.consts.get(c).data {
            ConstData::Global(g) => format!("@{}", m.globals[g].name().unwrap_or("")),
            _ => "a constant".to_string(),
        },
        _ => "a value".to_string(),
    }
}

/// `%name` of a block, or `%N` with the number LLVM's printer gives an unnamed one (unnamed
/// arguments, blocks and non-void instruction results share one counter, in order).
pub fn block_name(m: &Module, f: GlobalId, body: &Body, b: Block) -> String {
    if let Some(n) = &body.blocks[b].name {
        return format!("%{n}");
    }
    let mut k = m.globals[f]
        .as_func()
        .map(|func| func.arg_names.iter().filter(|n| n.is_none()).count())
        .unwrap_or(0);
    let void = |i: Inst| matches!(m.types.get(body.insts[i].ty), parir_ir::TypeData::Void);
    for &x in &body.layout {
        if body.blocks[x].name.is_none() {
            if x == b {
                return format!("%{k}");
            }
            k += 1;
        }
        for &i in &body.blocks[x].insts {
            if body.insts[i].name.is_none() && !void(i) {
                k += 1;
            }
        }
    }
    format!("{b}")
}

/// Removes unused marker declarations from the module; returns how many.
pub fn remove_unused_declarations(m: &mut Module) -> usize {
    let markers = marker_functions(m);
    let mut used: FxHashSet<GlobalId> = FxHashSet::default();
    for (_, func) in m.functions() {
        let Some(body) = &func.body else { continue };
        for (_, i) in body.inst_iter() {
            body.insts[i].kind.for_each_operand(|v| {
                if let Some(g) = callee_global(m, v) {
                    used.insert(g);
                }
            });
        }
    }
    // A marker named in a global initializer or alias keeps its declaration too.
    for &g in &m.order {
        let init = match &m.globals[g].kind {
            parir_ir::module::GlobalKind::Var(v) => v.init,
            parir_ir::module::GlobalKind::Alias(a) | parir_ir::module::GlobalKind::IFunc(a) => {
                Some(a.target)
            }
            _ => None,
        };
        if let Some(c) = init {
            mark_const_globals(m, c, &mut used);
        }
    }
    let mut n = 0;
    for (g, _) in markers {
        let is_decl = m.globals[g].as_func().is_some_and(|f| f.body.is_none());
        if is_decl && !used.contains(&g) {
            m.order.retain(|&x| x != g);
            m.rename_global(g, None);
            n += 1;
        }
    }
    n
}

/// Adds the globals constant `c` refers to, at any depth, to `used` (with a work list:
/// constant expressions may nest arbitrarily deep; a cut-off would miss a use and delete a
/// declaration still referred to).
fn mark_const_globals(m: &Module, c: parir_ir::Const, used: &mut FxHashSet<GlobalId>) {
    let mut seen = FxHashSet::default();
    let mut work = vec![c];
    while let Some(c) = work.pop() {
        if !seen.insert(c) {
            continue;
        }
        match &m.consts.get(c).data {
            ConstData::Global(g) | ConstData::DsoLocalEquivalent(g) | ConstData::NoCfi(g) => {
                used.insert(*g);
            }
            ConstData::Expr(e) => work.extend_from_slice(&e.operands),
            ConstData::Array(elems) | ConstData::Struct(elems) | ConstData::Vector(elems) => {
                work.extend_from_slice(elems)
            }
            _ => {}
        }
    }
}
