//! The memory dependences of a loop as LLVM 19's `LoopAccessAnalysis` classifies them (the
//! legality input of `loop-distribute` and `loop-vectorize`; `code-transformation-metadata.rst`,
//! "Loop Distribution" and "Loop Vectorization and Interleaving"), for the cases the dependence
//! test ([`crate::dependence`]) can decide.
//!
//! The loads and stores of an innermost loop are taken in program order (blocks in reverse
//! post-order). For each pair with a store, the earlier one in program order is the
//! *source* and the later the *sink*, and the distance is the sink's address minus the
//! source's in the same iteration, in bytes, in the direction of the stride:
//!
//! - a negative distance is [`DepKind::Forward`]: the sink touches what the source touched
//!   in an earlier iteration, the order vectorization keeps;
//! - zero is no dependence across iterations (inside one, program order holds);
//! - a positive distance is backward: [`DepKind::BackwardVectorizable`] when it spans at
//!   least two elements (vectors of up to `distance` bytes are safe: the maximum safe vector
//!   width), [`DepKind::Backward`] otherwise;
//! - the same loop-invariant address, different strides, or anything the test cannot read
//!   is [`DepKind::Unknown`].
//!
//! Accesses to different identified objects (allocas, globals, `noalias` arguments) never
//! depend; accesses through pointers that may alias need run-time checks
//! ([`LoopAccess::needs_runtime_checks`]). The memory of the loop is safe to vectorize when
//! no dependence is `Backward` or `Unknown`.

use crate::dependence::{Address, Affine};
use crate::loops::{FunctionLoops, Loop};
use crate::underlying::is_identified_object;
use parir_ir::inst::InstKind;
use parir_ir::layout::DataLayout;
use parir_ir::{Body, GlobalId, Inst, Module, Value};

/// How two accesses depend (LLVM's `MemoryDepChecker::Dependence::DepType`, the kinds parir
/// decides).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DepKind {
    Forward,
    /// Forward, but a store and a later load at a distance that defeats store-to-load
    /// forwarding once vectorized (LLVM's `couldPreventStoreLoadForward`): unsafe.
    ForwardButPreventsForwarding,
    Backward,
    BackwardVectorizable,
    BackwardVectorizableButPreventsForwarding,
    Unknown,
}

impl DepKind {
    /// LLVM's name of the kind, as `print<access-info>` prints it.
    pub fn name(self) -> &'static str {
        match self {
            DepKind::Forward => "Forward",
            DepKind::ForwardButPreventsForwarding => "ForwardButPreventsForwarding",
            DepKind::Backward => "Backward",
            DepKind::BackwardVectorizable => "BackwardVectorizable",
            DepKind::BackwardVectorizableButPreventsForwarding => {
                "BackwardVectorizableButPreventsForwarding"
            }
            DepKind::Unknown => "Unknown",
        }
    }

    /// Whether the dependence may go backward (what `loop-distribute` isolates).
    pub fn possibly_backward(self) -> bool {
        !matches!(
            self,
            DepKind::Forward | DepKind::ForwardButPreventsForwarding
        )
    }

    /// Whether it allows vectorization (LLVM's `isSafeForVectorization`).
    pub fn safe(self) -> bool {
        matches!(self, DepKind::Forward | DepKind::BackwardVectorizable)
    }
}

/// A dependence between two accesses: the source comes first in program order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dep {
    pub source: Inst,
    pub sink: Inst,
    pub kind: DepKind,
}

/// The accesses of a loop and their dependences.
#[derive(Clone, Debug, Default)]
pub struct LoopAccess {
    /// Loads and stores in program order.
    pub accesses: Vec<Inst>,
    pub deps: Vec<Dep>,
    /// Pointers into possibly aliasing objects are compared: vectorizing or distributing
    /// needs run-time checks that they do not overlap.
    pub needs_runtime_checks: bool,
    /// The pairs of accesses (a store and another access, through different bases that may
    /// be the same object) whose address ranges the run-time checks must compare.
    pub runtime_checks: Vec<(Inst, Inst)>,
    /// The smallest safe vector width from backward dependences, in bits.
    pub max_safe_width_bits: Option<u64>,
    /// The loop has memory accesses parir cannot analyze (calls, atomics, volatile).
    pub other_memory: bool,
    /// The loop calls a `convergent` function (LLVM's `hasConvergentOp`): no run-time
    /// check may be put in front of it.
    pub has_convergent_op: bool,
}

impl LoopAccess {
    /// Whether the memory dependences allow vectorization (LLVM's `canVectorizeMemory`, as
    /// far as dependences go).
    pub fn safe(&self) -> bool {
        !self.other_memory && self.deps.iter().all(|d| d.kind.safe())
    }
}

/// Whether `d` is a call LLVM treats as convergent: the call site or its direct callee
/// has the `convergent` attribute.
pub fn is_convergent_call(m: &Module, d: &parir_ir::inst::InstData) -> bool {
    call_or_callee_has(m, d, "convergent")
}

/// Whether `d` is a call that the call site or its direct callee marks with function
/// attribute `kw` (`convergent`, `noduplicate`, ...).
pub fn call_or_callee_has(m: &Module, d: &parir_ir::inst::InstData, kw: &str) -> bool {
    let Some(c) = d.kind.call_data() else {
        return false;
    };
    if m.attrs.has(c.attrs.func, kw) {
        return true;
    }
    if let Value::Const(k) = c.callee {
        if let parir_ir::value::ConstData::Global(g) = m.consts.get(k).data {
            if let Some(f) = m.globals.get(g).and_then(|g| g.as_func()) {
                return m.attrs.has(f.attrs.func, kw);
            }
        }
    }
    false
}

/// The dependences of innermost loop `l` of function `f` of `m`.
pub fn analyze(m: &Module, f: GlobalId, body: &Body, fl: &FunctionLoops, l: Loop) -> LoopAccess {
    let mut out = LoopAccess::default();
    let Ok(dl) = DataLayout::of_module(m) else {
        out.other_memory = true;
        return out;
    };
    let affine = Affine::new(m, body, fl);
    let h = fl.forest.header(l);
    let order: Vec<_> = fl
        .cfg
        .reverse_post_order()
        .filter(|&b| fl.forest.contains(l, b))
        .collect();
    // (instruction, address, size, writes)
    let mut acc: Vec<(Inst, Option<Address>, u64, bool)> = Vec::new();
    for b in order {
        for &i in &body.blocks[b].insts {
            let d = &body.insts[i];
            out.has_convergent_op |= is_convergent_call(m, d);
            let (ptr, ty, write) = match &d.kind {
                InstKind::Load {
                    ptr,
                    volatile: false,
                    atomic: None,
                    ..
                } => (*ptr, d.ty, false),
                InstKind::Store {
                    ptr,
                    val,
                    volatile: false,
                    atomic: None,
                    ..
                } => {
                    let Some(t) = crate::memory::value_type(m, f, body, *val) else {
                        out.other_memory = true;
                        continue;
                    };
                    (*ptr, t, true)
                }
                k if crate::memory::may_read_or_write_memory(m, d)
                    && !matches!(k, InstKind::Call(_) if is_debug_or_pure(m, d)) =>
                {
                    out.other_memory = true;
                    continue;
                }
                _ => continue,
            };
            out.accesses.push(i);
            acc.push((i, affine.address(ptr), dl.store_size(&m.types, ty), write));
        }
    }
    let invariant = |v: Value| match v {
        Value::Inst(i) => body.block_of(i).is_some_and(|b| !fl.forest.contains(l, b)),
        _ => true,
    };
    // LLVM's MinDepDistBytes: the smallest backward distance seen, narrowed by forwarding
    // conflicts.
    let mut min_dist = u64::MAX;
    for x in 0..acc.len() {
        for y in x + 1..acc.len() {
            let (a, b) = (&acc[x], &acc[y]);
            if !a.3 && !b.3 {
                continue;
            }
            let (Some(aa), Some(ba)) = (&a.1, &b.1) else {
                out.deps.push(Dep {
                    source: a.0,
                    sink: b.0,
                    kind: DepKind::Unknown,
                });
                continue;
            };
            if aa.base != ba.base {
                let distinct =
                    is_identified_object(m, f, aa.base) && is_identified_object(m, f, ba.base);
                if !distinct {
                    out.needs_runtime_checks = true;
                    out.runtime_checks.push((a.0, b.0));
                }
                continue;
            }
            let kind = classify(aa, a.2, ba, b.2, h, &invariant);
            let Some(mut kind) = kind else { continue };
            // A store, then a load of what a nearby iteration stores (LLVM's true data
            // dependence check for store-to-load forwarding).
            let true_dep = a.3 && !b.3;
            if let Some(d) = distance_bytes(aa, ba, h) {
                let dist = d.unsigned_abs();
                kind = match kind {
                    DepKind::Forward
                        if true_dep && prevents_forwarding(dist, a.2, &mut min_dist) =>
                    {
                        DepKind::ForwardButPreventsForwarding
                    }
                    DepKind::BackwardVectorizable if 2 * a.2 > min_dist => DepKind::Backward,
                    DepKind::BackwardVectorizable => {
                        min_dist = min_dist.min(dist);
                        // Backward: a load, then the store a later iteration reads.
                        let true_dep = !a.3 && b.3;
                        if true_dep && prevents_forwarding(dist, a.2, &mut min_dist) {
                            DepKind::BackwardVectorizableButPreventsForwarding
                        } else {
                            DepKind::BackwardVectorizable
                        }
                    }
                    k => k,
                };
            }
            if kind == DepKind::BackwardVectorizable {
                out.max_safe_width_bits = Some(min_dist.saturating_mul(8));
            }
            out.deps.push(Dep {
                source: a.0,
                sink: b.0,
                kind,
            });
        }
    }
    out
}

/// LLVM 19's `couldPreventStoreLoadForward`: whether vectors of a store and a load
/// `distance` bytes apart (elements of `size` bytes) would defeat store-to-load forwarding;
/// narrows `min_dist` (LLVM's `MinDepDistBytes`) to the largest vector without conflicts.
fn prevents_forwarding(distance: u64, size: u64, min_dist: &mut u64) -> bool {
    /// LLVM's `VectorizerParams::MaxVectorWidth`.
    const MAX_VECTOR_WIDTH: u64 = 64;
    let iters = 8 * size;
    let mut max_vf = (MAX_VECTOR_WIDTH * size).min(*min_dist);
    let mut vf = 2 * size;
    while vf <= max_vf {
        if !distance.is_multiple_of(vf) && distance / vf < iters {
            max_vf = vf >> 1;
            break;
        }
        vf *= 2;
    }
    if max_vf < 2 * size {
        return true;
    }
    if max_vf < *min_dist && max_vf != MAX_VECTOR_WIDTH * size {
        *min_dist = max_vf;
    }
    false
}

/// The sink's address minus the source's in one iteration, in bytes, signed in the stride's
/// direction; `None` when the addresses differ otherwise.
fn distance_bytes(a: &Address, b: &Address, h: parir_ir::Block) -> Option<i64> {
    let c = a.loops.get(&h).copied().unwrap_or(0);
    if c == 0 || b.loops.get(&h).copied().unwrap_or(0) != c || a.symbols != b.symbols {
        return None;
    }
    let d = b.offset.checked_sub(a.offset)?;
    Some(if c < 0 { -d } else { d })
}

/// The kind of dependence from source `a` to sink `b` (`None`: none across iterations).
fn classify(
    a: &Address,
    sa: u64,
    b: &Address,
    sb: u64,
    h: parir_ir::Block,
    invariant: &dyn Fn(Value) -> bool,
) -> Option<DepKind> {
    if !invariant(a.base) || a.symbols.keys().any(|&v| !invariant(v)) || a.symbols != b.symbols {
        return Some(DepKind::Unknown);
    }
    let ca = a.loops.get(&h).copied().unwrap_or(0);
    let cb = b.loops.get(&h).copied().unwrap_or(0);
    let others = |x: &Address| -> Vec<(parir_ir::Block, i64)> {
        x.loops
            .iter()
            .filter(|(k, _)| **k != h)
            .map(|(k, v)| (*k, *v))
            .collect()
    };
    if ca == 0 || ca != cb || others(a) != others(b) || sa != sb {
        // The same invariant address, different strides or sizes: not decided.
        let disjoint_invariant = ca == 0
            && cb == 0
            && others(a) == others(b)
            && (b.offset - a.offset >= sa as i64 || a.offset - b.offset >= sb as i64);
        return if disjoint_invariant {
            None
        } else {
            Some(DepKind::Unknown)
        };
    }
    let d = distance_bytes(a, b, h)?;
    if d == 0 {
        return None;
    }
    if d < 0 {
        return Some(DepKind::Forward);
    }
    // A distance that is not a whole number of iterations never meets the other access
    // exactly; LLVM then reasons about strides: not decided here.
    if d % ca.abs() != 0 {
        return Some(DepKind::Unknown);
    }
    Some(if d >= 2 * sa as i64 {
        DepKind::BackwardVectorizable
    } else {
        DepKind::Backward
    })
}

fn is_debug_or_pure(m: &Module, d: &parir_ir::inst::InstData) -> bool {
    let Some(c) = d.kind.call_data() else {
        return false;
    };
    match c.callee {
        Value::Const(k) => match &m.consts.get(k).data {
            parir_ir::value::ConstData::Global(g) => m.globals[*g]
                .name()
                .is_some_and(|n| n.starts_with("llvm.dbg.") || n.starts_with("llvm.lifetime.")),
            _ => false,
        },
        _ => false,
    }
}
