//! Run-time alias checks for loop versioning (LLVM's `RuntimePointerChecking` and the
//! `vector.memcheck` / `lver.check` blocks of `loop-vectorize` and `loop-distribute`): for
//! each pair of accesses whose pointers may address the same object, the byte ranges they
//! touch over the whole loop are compared, and the loop's transformed version runs only when
//! no pair overlaps.
//!
//! An access's range comes from its address at the first and at the last iteration: the
//! address computation (`getelementptr`, casts and integer arithmetic on inductions and
//! loop-invariant values) is recomputed before the loop with each induction replaced by its
//! value at that iteration (`start + k × step`). The range is `[min, max + size)`; two
//! ranges conflict when each starts below the other's end.

use crate::clone::{clone_blocks, CloneOptions, DistinctMd, ValueMap};
use crate::edit::{for_each_operand_mut, insert_inst, phis, LocalNames};
use parir_analysis::loops::FunctionLoops;
use parir_ir::inst::{BinOp, CastOp, Flags, InstData, InstKind, IntPredicate};
use parir_ir::layout::DataLayout;
use parir_ir::value::ConstData;
use parir_ir::{Block, Body, GlobalId, Inst, Module, Type, Value};
use rustc_hash::FxHashSet;

/// An integer induction of the loop: its header phi, start value and step.
#[derive(Clone, Copy, Debug)]
pub struct Iv {
    pub phi: Inst,
    pub start: Value,
    pub step: i128,
}

/// Emits the checks before the terminator of block `at`; the `i1` value that is true when
/// some pair's ranges overlap, or `None` when an address cannot be recomputed (then the
/// loop must not be versioned). `tc` is the trip count (at least 1), of an integer type.
#[allow(clippy::too_many_arguments)]
pub fn emit_conflict(
    m: &mut Module,
    g: GlobalId,
    body: &mut Body,
    names: &mut LocalNames,
    at: Block,
    in_loop: &FxHashSet<Block>,
    ivs: &[Iv],
    tc: Value,
    pairs: &[(Inst, Inst)],
) -> Option<Value> {
    let dl = DataLayout::of_module(m).ok()?;
    let mut e = Checks {
        m,
        g,
        body,
        names,
        at,
        in_loop,
        ivs,
    };
    let tc_ty = e.ty(tc)?;
    let bits = e.m.types.int_bits(tc_ty)?;
    let one = Value::Const(e.m.consts.int(tc_ty, bits, 1));
    let zero = Value::Const(e.m.consts.int(tc_ty, bits, 0));
    let last = e.put(bin(BinOp::Sub, tc, one), tc_ty, None);
    let bool_ty = e.m.types.int(1);
    let mut conflict: Option<Value> = None;
    for &(a, b) in pairs {
        let ra = e.range(a, zero, last, &dl)?;
        let rb = e.range(b, zero, last, &dl)?;
        let c1 = e.put(
            InstKind::ICmp {
                pred: IntPredicate::Ult,
                lhs: ra.0,
                rhs: rb.1,
            },
            bool_ty,
            Some("bound0"),
        );
        let c2 = e.put(
            InstKind::ICmp {
                pred: IntPredicate::Ult,
                lhs: rb.0,
                rhs: ra.1,
            },
            bool_ty,
            Some("bound1"),
        );
        let f = e.put(bin(BinOp::And, c1, c2), bool_ty, Some("found.conflict"));
        conflict = Some(match conflict {
            None => f,
            Some(c) => e.put(bin(BinOp::Or, c, f), bool_ty, Some("conflict.rdx")),
        });
    }
    conflict
}

fn bin(op: BinOp, lhs: Value, rhs: Value) -> InstKind {
    InstKind::Binary {
        op,
        flags: Flags::default(),
        lhs,
        rhs,
    }
}

struct Checks<'a> {
    m: &'a mut Module,
    g: GlobalId,
    body: &'a mut Body,
    names: &'a mut LocalNames,
    at: Block,
    in_loop: &'a FxHashSet<Block>,
    ivs: &'a [Iv],
}

impl Checks<'_> {
    fn ty(&self, v: Value) -> Option<Type> {
        parir_analysis::memory::value_type(self.m, self.g, self.body, v)
    }

    fn put(&mut self, kind: InstKind, ty: Type, name: Option<&str>) -> Value {
        let mut d = InstData::new(kind, ty);
        d.name = name.map(|n| self.names.unique(n));
        let pos = match self.body.terminator(self.at) {
            Some(_) => self.body.blocks[self.at].insts.len() - 1,
            None => self.body.blocks[self.at].insts.len(),
        };
        Value::Inst(insert_inst(self.body, self.at, pos, d))
    }

    fn inside(&self, v: Value) -> bool {
        match v {
            Value::Inst(i) => self
                .body
                .block_of(i)
                .is_some_and(|b| self.in_loop.contains(&b)),
            _ => false,
        }
    }

    /// `v` (an integer) truncated or zero-extended to `ty`.
    fn convert(&mut self, v: Value, ty: Type) -> Option<Value> {
        let from = self.ty(v)?;
        if from == ty {
            return Some(v);
        }
        let fb = self.m.types.int_bits(from)?;
        let tb = self.m.types.int_bits(ty)?;
        let op = if fb > tb { CastOp::Trunc } else { CastOp::ZExt };
        Some(self.put(
            InstKind::Cast {
                op,
                flags: Flags::default(),
                val: v,
            },
            ty,
            None,
        ))
    }

    /// The value of `v` at iteration `k`.
    fn at_iteration(
        &mut self,
        v: Value,
        k: Value,
        memo: &mut ValueMap,
        depth: u32,
    ) -> Option<Value> {
        let Value::Inst(i) = v else { return Some(v) };
        if !self.inside(v) {
            return Some(v);
        }
        let mapped = memo.value(v);
        if mapped != v {
            return Some(mapped);
        }
        if depth > 64 {
            return None;
        }
        let x = if let Some(iv) = self.ivs.iter().copied().find(|iv| iv.phi == i) {
            let ty = self.body.insts[i].ty;
            let bits = self.m.types.int_bits(ty)?;
            let k = self.convert(k, ty)?;
            let step = Value::Const(self.m.consts.int(ty, bits, iv.step));
            let scaled = self.put(bin(BinOp::Mul, k, step), ty, None);
            self.put(bin(BinOp::Add, iv.start, scaled), ty, None)
        } else {
            let mut nd = self.body.insts[i].clone();
            if !matches!(
                nd.kind,
                InstKind::Binary { .. } | InstKind::Cast { .. } | InstKind::GetElementPtr { .. }
            ) {
                return None;
            }
            nd.name = None;
            nd.md.clear();
            let mut ops = Vec::new();
            nd.kind.for_each_operand(|o| ops.push(o));
            let mut mapped = Vec::new();
            for o in ops {
                mapped.push(self.at_iteration(o, k, memo, depth + 1)?);
            }
            let mut it = mapped.into_iter();
            for_each_operand_mut(&mut nd.kind, |o| {
                if let Some(n) = it.next() {
                    *o = n;
                }
            });
            let pos = match self.body.terminator(self.at) {
                Some(_) => self.body.blocks[self.at].insts.len() - 1,
                None => self.body.blocks[self.at].insts.len(),
            };
            Value::Inst(insert_inst(self.body, self.at, pos, nd))
        };
        memo.values.insert(v, x);
        Some(x)
    }

    /// The byte range `[lo, hi)` access `i` touches over iterations `first..=last`.
    fn range(
        &mut self,
        i: Inst,
        first: Value,
        last: Value,
        dl: &DataLayout,
    ) -> Option<(Value, Value)> {
        let d = self.body.insts[i].clone();
        let (ptr, elem) = match &d.kind {
            InstKind::Load { ptr, .. } => (*ptr, d.ty),
            InstKind::Store { ptr, val, .. } => (*ptr, self.ty(*val)?),
            _ => return None,
        };
        let size = dl.store_size(&self.m.types, elem);
        let a0 = self.at_iteration(ptr, first, &mut ValueMap::default(), 0)?;
        let a1 = self.at_iteration(ptr, last, &mut ValueMap::default(), 0)?;
        let bool_ty = self.m.types.int(1);
        let ptr_ty = self.ty(a0)?;
        let lt = self.put(
            InstKind::ICmp {
                pred: IntPredicate::Ult,
                lhs: a0,
                rhs: a1,
            },
            bool_ty,
            None,
        );
        let sel = |c, a, b| InstKind::Select {
            flags: Flags::default(),
            cond: c,
            then_val: a,
            else_val: b,
        };
        let lo = self.put(sel(lt, a0, a1), ptr_ty, Some("scevgep.lo"));
        let hi0 = self.put(sel(lt, a1, a0), ptr_ty, None);
        let i8t = self.m.types.int(8);
        let i64t = self.m.types.int(64);
        let sz = Value::Const(self.m.consts.int(i64t, 64, size as i128));
        let hi = self.put(
            InstKind::GetElementPtr {
                flags: Flags::default(),
                src_ty: i8t,
                ptr: hi0,
                indices: vec![sz],
            },
            ptr_ty,
            Some("scevgep.hi"),
        );
        Some((lo, hi))
    }
}

/// A loop versioned by [`version_loop`]: the fallback copy's latch, and the map from the
/// original loop to the copy.
pub struct Versioned {
    pub fallback_latch: Block,
    pub map: ValueMap,
}

/// LLVM's `LoopVersioning`: the preheader of the loop with header `h` becomes
/// `<header>.lver.check`, computing the checks of `checks` ([`emit_conflict`]), and branches
/// to a new preheader `<header>.ph` of the loop when no pair overlaps, else to a copy of the
/// loop (`.lver.orig`, with its own preheader) that exits where the loop exits. The loop must
/// be in loop-simplify form, bottom-tested, with a computable trip count and no value used
/// after it; the caller gives the copies their LoopIDs.
pub fn version_loop(
    m: &mut Module,
    g: GlobalId,
    body: &mut Body,
    arg_names: &[Option<compact_str::CompactString>],
    h: Block,
    checks: &[(Inst, Inst)],
) -> Option<Versioned> {
    let mut names = LocalNames::of(arg_names, body);
    let fl = FunctionLoops::compute(body);
    let l = fl.forest.loops().find(|&l| fl.forest.header(l) == h)?;
    let blocks: Vec<Block> = fl.forest.blocks(l).to_vec();
    let in_loop: FxHashSet<Block> = blocks.iter().copied().collect();
    let pre = fl.forest.preheader(&fl.cfg, body, l)?;
    let latch = fl.forest.latch(&fl.cfg, l)?;
    let trip = crate::loop_unroll::runtime_trip(m, body, &fl, l)?;
    // The inductions (phi + constant) for the addresses at the first and last iteration.
    let mut ivs = Vec::new();
    for p in phis(body, h) {
        let InstKind::Phi { incoming, .. } = &body.insts[p].kind else {
            continue;
        };
        let start = incoming.iter().find(|e| e.1 == pre)?.0;
        let Some(Value::Inst(next)) = incoming.iter().find(|e| e.1 == latch).map(|e| e.0) else {
            continue;
        };
        if let InstKind::Binary {
            op,
            lhs: Value::Inst(x),
            rhs: Value::Const(c),
            ..
        } = body.insts[next].kind
        {
            let step = match &m.consts.get(c).data {
                ConstData::Int(v) => v.as_i128(),
                _ => None,
            };
            match (op, step) {
                (parir_ir::inst::BinOp::Add, Some(s)) if x == p => ivs.push(Iv {
                    phi: p,
                    start,
                    step: s,
                }),
                (parir_ir::inst::BinOp::Sub, Some(s)) if x == p => ivs.push(Iv {
                    phi: p,
                    start,
                    step: s.wrapping_neg(),
                }),
                _ => {}
            }
        }
    }
    let mut pe = crate::loop_unroll::Emitter::before_terminator(body, pre)?;
    let tc = pe.trip_count(m, body, &mut names, &trip)?;
    let conflict = emit_conflict(m, g, body, &mut names, pre, &in_loop, &ivs, tc, checks)?;
    // The new preheader of the versioned loop, and the fallback copy with its own.
    let hname = body.blocks[h].name.clone().unwrap_or_default();
    let void = m.types.void();
    let ph = body.append_block(Some(names.unique(&format!("{hname}.ph"))));
    body.append_inst(ph, parir_ir::inst::InstData::new(InstKind::Br(h), void));
    let src = body.clone();
    let mut vm = ValueMap::default();
    let opts = CloneOptions {
        suffix: ".lver.orig".into(),
        access_groups: DistinctMd::Keep,
        loop_ids: DistinctMd::Keep,
    };
    clone_blocks(m, &src, &blocks, body, &mut names, &mut vm, &opts);
    let fph = body.append_block(Some(names.unique(&format!("{hname}.ph.lver.orig"))));
    body.append_inst(
        fph,
        parir_ir::inst::InstData::new(InstKind::Br(vm.block(h)), void),
    );
    for (header, new_pre) in [(h, ph), (vm.block(h), fph)] {
        for p in phis(body, header) {
            if let InstKind::Phi { incoming, .. } = &mut body.insts[p].kind {
                for e in incoming.iter_mut() {
                    if e.1 == pre {
                        e.1 = new_pre;
                    }
                }
            }
        }
    }
    let t = body.terminator(pre)?;
    body.insts[t].kind = InstKind::CondBr {
        cond: conflict,
        then_dest: fph,
        else_dest: ph,
    };
    if body.blocks[pre].name.is_some() || !hname.is_empty() {
        body.blocks[pre].name = Some(names.unique(&format!("{hname}.lver.check")));
    }
    // Layout: the check, the fallback loop, then the versioned loop's preheader.
    let fallback: Vec<Block> = std::iter::once(fph)
        .chain(blocks.iter().map(|&b| vm.block(b)))
        .collect();
    body.layout.retain(|b| !fallback.contains(b) && *b != ph);
    let at = body.layout.iter().position(|&b| b == h)?;
    for (k, b) in fallback.iter().chain([&ph]).enumerate() {
        body.layout.insert(at + k, *b);
    }
    Some(Versioned {
        fallback_latch: vm.block(latch),
        map: vm,
    })
}
