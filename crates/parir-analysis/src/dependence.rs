//! The dependence test for loops (DESIGN.md, "Analyses shared by the systems";
//! `code-transformation-metadata.rst`, "Loop Distribution" and "Unroll-And-Jam" need it): distances
//! between memory accesses from affine subscripts, as a SCEV-based dependence analysis would
//! find them for the simple cases, and only those it can prove.
//!
//! # Addresses
//!
//! [`Affine::address`] writes a pointer as *base + offset + Σ coefficient × iteration(loop) +
//! Σ coefficient × invariant* in bytes ([`Address`]): `getelementptr` adds its indices times
//! the element sizes of the data layout (struct fields their offsets); an index is linear in
//! the induction variables of the enclosing loops (a header phi stepping by a constant
//! `add`/`sub`, or a pointer phi stepping by a constant `getelementptr`), with `add`, `sub`,
//! `mul` and `shl` by constants, and `sext`/`zext` passed through (they preserve the linear
//! form when the arithmetic does not wrap, which C's signed indices and `nsw` promise);
//! anything else is a symbolic term (an invariant value with coefficient 1). The base is
//! where the walk stops (an `alloca`, a global, an argument, a load).
//!
//! # Dependences
//!
//! [`distance`] compares two accesses of one loop: with the same base and symbolic terms,
//! the same coefficient `c ≠ 0` on the loop, the same coefficients on the other loops, and
//! equal sizes, the access at iteration `i + d` touches what the other touched at `i` when
//! `offset₂ - offset₁ = c × d`: a dependence of distance `d` (the first access earlier when
//! `d > 0`). Two accesses to the same loop-invariant address (coefficient 0) of which one
//! writes depend at every distance. Everything else is not proven: no answer rather than a
//! guess.

use crate::induction::{induction_of, IvUpdate};
use crate::loops::{FunctionLoops, Loop};
use parir_ir::inst::{BinOp, CastOp, InstKind};
use parir_ir::layout::DataLayout;
use parir_ir::types::TypeData;
use parir_ir::value::ConstData;
use parir_ir::{Block, Body, Inst, Module, Value};
use std::collections::{BTreeMap, HashMap};

/// An address in bytes: `base + offset + Σ loops[h] × iteration(h) + Σ symbols[v] × v`,
/// loops by header block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Address {
    pub base: Value,
    pub offset: i64,
    pub loops: BTreeMap<Block, i64>,
    pub symbols: HashMap<Value, i64>,
}

/// A linear integer expression (an index).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Lin {
    c: i64,
    loops: BTreeMap<Block, i64>,
    symbols: HashMap<Value, i64>,
}

impl Lin {
    fn constant(c: i64) -> Lin {
        Lin {
            c,
            ..Lin::default()
        }
    }

    fn symbol(v: Value) -> Lin {
        let mut l = Lin::default();
        l.symbols.insert(v, 1);
        l
    }

    fn scale(mut self, k: i64) -> Option<Lin> {
        self.c = self.c.checked_mul(k)?;
        for x in self.loops.values_mut().chain(self.symbols.values_mut()) {
            *x = x.checked_mul(k)?;
        }
        Some(self)
    }

    fn add(mut self, o: Lin) -> Option<Lin> {
        self.c = self.c.checked_add(o.c)?;
        for (k, v) in o.loops {
            let e = self.loops.entry(k).or_insert(0);
            *e = e.checked_add(v)?;
        }
        for (k, v) in o.symbols {
            let e = self.symbols.entry(k).or_insert(0);
            *e = e.checked_add(v)?;
        }
        self.loops.retain(|_, v| *v != 0);
        self.symbols.retain(|_, v| *v != 0);
        Some(self)
    }
}

/// Writes addresses and indices of one function as linear forms.
pub struct Affine<'a> {
    m: &'a Module,
    body: &'a Body,
    fl: &'a FunctionLoops,
    dl: Option<DataLayout>,
}

/// Bound on the walk through operands (phi cycles go through the induction rule only).
const DEPTH: u32 = 32;

impl<'a> Affine<'a> {
    pub fn new(m: &'a Module, body: &'a Body, fl: &'a FunctionLoops) -> Affine<'a> {
        let dl = DataLayout::of_module(m)
            .or_else(|_| DataLayout::parse(parir_ir::layout::X86_64_LAYOUT))
            .ok();
        Affine { m, body, fl, dl }
    }

    fn const_int(&self, v: Value) -> Option<i64> {
        let Value::Const(k) = v else { return None };
        match &self.m.consts.get(k).data {
            ConstData::Int(x) => x.as_i128().and_then(|x| i64::try_from(x).ok()),
            ConstData::Zero => Some(0),
            _ => None,
        }
    }

    /// The loop whose header holds phi `p`, if it is an induction: its step.
    fn induction(&self, p: Inst) -> Option<(Loop, Value, Value)> {
        let b = self.body.block_of(p)?;
        let l = self
            .fl
            .forest
            .loops()
            .find(|&l| self.fl.forest.header(l) == b)?;
        let InstKind::Phi { incoming, .. } = &self.body.insts[p].kind else {
            return None;
        };
        let inside = |x: Block| self.fl.forest.contains(l, x);
        let outside: Vec<Value> = incoming
            .iter()
            .filter(|(_, x)| !inside(*x))
            .map(|e| e.0)
            .collect();
        let back: Vec<Value> = incoming
            .iter()
            .filter(|(_, x)| inside(*x))
            .map(|e| e.0)
            .collect();
        match (outside.as_slice(), back.as_slice()) {
            ([s], [n]) => Some((l, *s, *n)),
            _ => None,
        }
    }

    /// The linear form of integer value `v`.
    fn lin(&self, v: Value, depth: u32) -> Option<Lin> {
        if let Some(c) = self.const_int(v) {
            return Some(Lin::constant(c));
        }
        let Value::Inst(i) = v else {
            return Some(Lin::symbol(v));
        };
        if depth > DEPTH {
            return None;
        }
        match &self.body.insts[i].kind {
            InstKind::Phi { .. } => {
                let Some((l, start, next)) = self.induction(i) else {
                    return Some(Lin::symbol(v));
                };
                // next = phi + k, k + phi or phi - k: an integer induction with a constant step.
                let inside = |x: Block| self.fl.forest.contains(l, x);
                let step = induction_of(self.body, i, start, next, inside)
                    .ok()
                    .and_then(|iv| match iv.update {
                        IvUpdate::Add { step, .. } => self.const_int(step),
                        IvUpdate::Sub { step } => self.const_int(step).and_then(i64::checked_neg),
                        IvUpdate::Gep { .. } => None,
                    });
                let Some(step) = step else {
                    return Some(Lin::symbol(v));
                };
                let mut s = self.lin(start, depth + 1)?;
                let h = self.fl.forest.header(l);
                s.loops.insert(h, step);
                s.loops.retain(|_, x| *x != 0);
                Some(s)
            }
            InstKind::Binary { op, lhs, rhs, .. } => {
                let (a, b) = (*lhs, *rhs);
                match op {
                    BinOp::Add => self.lin(a, depth + 1)?.add(self.lin(b, depth + 1)?),
                    BinOp::Sub => self
                        .lin(a, depth + 1)?
                        .add(self.lin(b, depth + 1)?.scale(-1)?),
                    BinOp::Mul => match (self.const_int(a), self.const_int(b)) {
                        (_, Some(k)) => self.lin(a, depth + 1)?.scale(k),
                        (Some(k), _) => self.lin(b, depth + 1)?.scale(k),
                        _ => Some(Lin::symbol(v)),
                    },
                    BinOp::Shl => match self.const_int(b) {
                        Some(k) if (0..62).contains(&k) => self.lin(a, depth + 1)?.scale(1 << k),
                        _ => Some(Lin::symbol(v)),
                    },
                    _ => Some(Lin::symbol(v)),
                }
            }
            InstKind::Cast {
                op: CastOp::SExt | CastOp::ZExt,
                val,
                ..
            } => self.lin(*val, depth + 1),
            _ => Some(Lin::symbol(v)),
        }
    }

    /// The [`Address`] of pointer `p`.
    pub fn address(&self, p: Value) -> Option<Address> {
        let l = self.ptr(p, 0)?;
        let base = l.0;
        Some(Address {
            base,
            offset: l.1.c,
            loops: l.1.loops,
            symbols: l.1.symbols,
        })
    }

    fn ptr(&self, p: Value, depth: u32) -> Option<(Value, Lin)> {
        if depth > DEPTH {
            return None;
        }
        let Value::Inst(i) = p else {
            return Some((p, Lin::default()));
        };
        match &self.body.insts[i].kind {
            InstKind::GetElementPtr {
                src_ty,
                ptr,
                indices,
                ..
            } => {
                let (base, mut lin) = self.ptr(*ptr, depth + 1)?;
                let ts = &self.m.types;
                let dl = self.dl.as_ref()?;
                let mut ty = *src_ty;
                for (k, &ix) in indices.iter().enumerate() {
                    if k == 0 {
                        let size = dl.alloc_size(ts, ty) as i64;
                        lin = lin.add(self.lin(ix, depth + 1)?.scale(size)?)?;
                        continue;
                    }
                    match ts.get(ty) {
                        TypeData::Struct { .. } | TypeData::Named(_) => {
                            let f = self.const_int(ix)?;
                            let layout = dl.struct_layout(ts, ty)?;
                            lin =
                                lin.add(Lin::constant(*layout.offsets.get(f as usize)? as i64))?;
                            ty = ts.index_type(ty, f as u64)?;
                        }
                        TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => {
                            let elem = *elem;
                            let size = dl.alloc_size(ts, elem) as i64;
                            lin = lin.add(self.lin(ix, depth + 1)?.scale(size)?)?;
                            ty = elem;
                        }
                        _ => return None,
                    }
                }
                Some((base, lin))
            }
            InstKind::Phi { .. } => {
                // A pointer induction: phi [start], [gep phi, k].
                let Some((l, start, next)) = self.induction(i) else {
                    return Some((p, Lin::default()));
                };
                let Value::Inst(n) = next else {
                    return Some((p, Lin::default()));
                };
                let InstKind::GetElementPtr {
                    src_ty,
                    ptr,
                    indices,
                    ..
                } = &self.body.insts[n].kind
                else {
                    return Some((p, Lin::default()));
                };
                let ([ix], true) = (indices.as_slice(), *ptr == p) else {
                    return Some((p, Lin::default()));
                };
                let Some(k) = self.const_int(*ix) else {
                    return Some((p, Lin::default()));
                };
                let step =
                    k.checked_mul(self.dl.as_ref()?.alloc_size(&self.m.types, *src_ty) as i64)?;
                let (base, mut lin) = self.ptr(start, depth + 1)?;
                lin.loops.insert(self.fl.forest.header(l), step);
                lin.loops.retain(|_, x| *x != 0);
                Some((base, lin))
            }
            _ => Some((p, Lin::default())),
        }
    }
}

/// What [`distance`] proves about two accesses in a loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dependence {
    /// They touch the same bytes in iterations `d` apart (`d` may be 0: the same
    /// iteration; negative: the second access's iteration comes first).
    Distance(i64),
    /// They touch the same loop-invariant bytes in every iteration.
    Every,
    /// They never touch the same bytes.
    Independent,
}

/// The dependence in the loop with header `h` between an access of `size1` bytes at `a`
/// and one of `size2` bytes at `b`, when provable. `invariant` says whether a value is
/// invariant in that loop: the bases and symbolic terms must be (a value the loop computes
/// and the linear form does not understand is no constant).
pub fn distance(
    a: &Address,
    size1: u64,
    b: &Address,
    size2: u64,
    h: Block,
    invariant: &dyn Fn(Value) -> bool,
) -> Option<Dependence> {
    if a.base != b.base || a.symbols != b.symbols {
        return None;
    }
    if !invariant(a.base) || a.symbols.keys().any(|&v| !invariant(v)) {
        return None;
    }
    let ca = a.loops.get(&h).copied().unwrap_or(0);
    let cb = b.loops.get(&h).copied().unwrap_or(0);
    let others = |x: &Address| -> BTreeMap<Block, i64> {
        x.loops
            .iter()
            .filter(|(k, _)| **k != h)
            .map(|(k, v)| (*k, *v))
            .collect()
    };
    if ca != cb || others(a) != others(b) {
        return None;
    }
    let delta = b.offset.checked_sub(a.offset)?;
    if ca == 0 {
        let overlap = delta < size1 as i64 && -delta < size2 as i64;
        return Some(if overlap {
            Dependence::Every
        } else {
            Dependence::Independent
        });
    }
    if size1 != size2 {
        return None;
    }
    // b at iteration i + d hits a at iteration i when offset_b + c(i + d) = offset_a + c i.
    if delta % ca != 0 {
        return if (delta % ca).unsigned_abs() >= size1
            && (ca.unsigned_abs() - (delta % ca).unsigned_abs()) >= size1
        {
            Some(Dependence::Independent)
        } else {
            None
        };
    }
    Some(Dependence::Distance(-delta / ca))
}
