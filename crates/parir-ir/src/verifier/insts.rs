//! Opcode-specific operand rules (LLVM's `visitXxxInst` functions): operand and result types of
//! operators, memory and atomic instructions, aggregates and vectors, terminators, calls and
//! exception-handling pads.

use super::function::{EhTypeSource, FnCx};
use crate::function::{Block, Inst};
use crate::inst::{CallData, InstData, InstKind, LandingClause, Ordering, RmwOp};
use crate::typecheck::{check_cast, type_string};
use crate::types::{Type, TypeData};
use crate::value::{Const, ConstData, Value};
use cranelift_entity::EntityRef;
use rustc_hash::FxHashSet;

/// The type of an operand, as far as the verifier needs it.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) enum VTy {
    Ty(Type),
    Label,
    Metadata,
    Asm,
    /// A dangling reference (reported by the operand checks).
    Bad,
}

impl FnCx<'_> {
    /// The type of operand `v`.
    pub(super) fn vty(&self, v: Value) -> VTy {
        match v {
            Value::Inst(i) => self
                .ix
                .inst
                .get(i.index())
                .map_or(VTy::Bad, |x| VTy::Ty(x.ty)),
            Value::Arg(n) => self
                .params
                .get(n as usize)
                .map_or(VTy::Bad, |&t| VTy::Ty(t)),
            Value::Const(c) if c.index() < self.m.consts.len() => VTy::Ty(self.m.consts.ty(c)),
            Value::Const(_) => VTy::Bad,
            Value::Block(_) => VTy::Label,
            Value::Md(_) | Value::LocalMd(_) => VTy::Metadata,
            Value::Asm(_) => VTy::Asm,
        }
    }

    /// The first-class type of operand `v`, if it has one.
    pub(super) fn ty(&self, v: Value) -> Option<Type> {
        match self.vty(v) {
            VTy::Ty(t) => Some(t),
            _ => None,
        }
    }

    fn tstr(&self, t: Type) -> String {
        type_string(&self.m.types, t)
    }

    /// The constant behind `v`, if it is a constant of this module.
    fn konst(&self, v: Value) -> Option<Const> {
        match v {
            Value::Const(c) if c.index() < self.m.consts.len() => Some(c),
            _ => None,
        }
    }

    /// The function a callee or constant names directly (through no casts: LLVM 19 has none
    /// left for pointers).
    pub(super) fn direct_function(&self, v: Value) -> Option<crate::module::GlobalId> {
        let c = self.konst(v)?;
        match &self.m.consts.get(c).data {
            ConstData::Global(g)
                if self.m.globals.get(*g).and_then(|gv| gv.as_func()).is_some() =>
            {
                Some(*g)
            }
            _ => None,
        }
    }

    /// Opcode-specific rules for instruction `i` in block `k`.
    pub(super) fn check_kind(&mut self, i: Inst, d: &InstData, k: u32) {
        let _ = i;
        let m = self.m;
        let ts = &m.types;
        match &d.kind {
            InstKind::Ret(v) => {
                let Some(ret) = self.ret else {
                    return;
                };
                if ts.is_void(ret) {
                    if v.is_some() {
                        self.error(
                            d,
                            "Found return instr that returns non-void in Function of void return type!",
                        );
                    }
                } else {
                    let ok = v.and_then(|v| self.ty(v)) == Some(ret);
                    if !ok {
                        let found = match v.and_then(|v| self.ty(v)) {
                            Some(t) => format!("'{}'", self.tstr(t)),
                            None => "no value".to_string(),
                        };
                        let note = format!(
                            "the function returns '{}', the ret has {found}",
                            self.tstr(ret)
                        );
                        self.error_note(
                            d,
                            "Function return type does not match operand type of return inst!",
                            note,
                        );
                    }
                }
            }
            InstKind::Br(_) | InstKind::Unreachable => {}
            InstKind::CondBr { cond, .. } => {
                if self.ty(*cond).and_then(|t| ts.int_bits(t)) != Some(1) {
                    self.error(d, "Branch condition is not 'i1' type!");
                }
            }
            InstKind::Switch { cond, cases, .. } => {
                let cty = self.ty(*cond);
                if cty.and_then(|t| ts.int_bits(t)).is_none() {
                    self.error(d, "switch condition must have integer type");
                }
                let mut seen: FxHashSet<Const> = FxHashSet::default();
                for (c, _) in cases {
                    if c.index() >= m.consts.len() {
                        continue;
                    }
                    if !matches!(m.consts.get(*c).data, ConstData::Int(_) | ConstData::Zero) {
                        self.error(d, "Case value is not a constant integer.");
                        break;
                    }
                    if Some(m.consts.ty(*c)) != cty {
                        self.error(d, "Switch constants must all be same type as switch value!");
                        break;
                    }
                    if !seen.insert(*c) {
                        self.error(d, "Duplicate integer as switch case");
                        break;
                    }
                }
            }
            InstKind::IndirectBr { addr, .. } => {
                if !self.ty(*addr).is_some_and(|t| ts.is_ptr(t)) {
                    self.error(d, "Indirectbr operand must have pointer type!");
                }
            }
            InstKind::Invoke { call, unwind, .. } => {
                self.check_call(d, call);
                let is_pad = self
                    .first_non_phi(*unwind)
                    .and_then(|f| self.body.insts.get(f))
                    .is_some_and(|f| is_eh_pad(&f.kind));
                if !is_pad {
                    self.error(
                        d,
                        "The unwind destination does not have an exception handling instruction!",
                    );
                }
            }
            InstKind::CallBr { call, .. } => {
                if !matches!(call.callee, Value::Asm(_)) {
                    self.error(d, "Callbr is currently only used for asm-goto!");
                }
                self.check_call(d, call);
            }
            InstKind::Call(call) => self.check_call(d, call),
            InstKind::Resume(v) => {
                if self.f.personality.is_none() {
                    self.error(
                        d,
                        "ResumeInst needs to be in a function with a personality.",
                    );
                }
                if let Some(t) = self.ty(*v) {
                    self.eh_types.push((i, t, EhTypeSource::Resume));
                }
            }
            InstKind::LandingPad { cleanup, clauses } => {
                self.check_landingpad(i, d, k, *cleanup, clauses)
            }
            InstKind::CleanupRet { pad, unwind } => {
                if !self.is_inst_kind(*pad, |k| matches!(k, InstKind::CleanupPad { .. })) {
                    self.error(d, "CleanupReturnInst needs to be provided a CleanupPad");
                }
                if let Some(u) = unwind {
                    self.check_unwinds_to_non_landingpad(
                        d,
                        *u,
                        "CleanupReturnInst must unwind to an EH block which is not a landingpad.",
                    );
                }
            }
            InstKind::CatchRet { pad, .. } => {
                if !self.is_inst_kind(*pad, |k| matches!(k, InstKind::CatchPad { .. })) {
                    self.error(d, "CatchReturnInst needs to be provided a CatchPad");
                }
            }
            InstKind::CatchSwitch {
                parent,
                handlers,
                unwind,
            } => {
                if self.f.personality.is_none() {
                    self.error(
                        d,
                        "CatchSwitchInst needs to be in a function with a personality.",
                    );
                }
                self.check_first_non_phi(
                    d,
                    k,
                    "CatchSwitchInst not the first non-PHI instruction in the block.",
                );
                if let Some(pv) = parent {
                    if !self.is_funclet_pad(*pv) {
                        self.error(d, "CatchSwitchInst has an invalid parent.");
                    }
                }
                if let Some(u) = unwind {
                    self.check_unwinds_to_non_landingpad(
                        d,
                        *u,
                        "CatchSwitchInst must unwind to an EH block which is not a landingpad.",
                    );
                }
                if handlers.is_empty() {
                    self.error(d, "CatchSwitchInst cannot have empty handler list");
                }
                for h in handlers {
                    let ok = self
                        .first_non_phi(*h)
                        .and_then(|f| self.body.insts.get(f))
                        .is_some_and(|f| matches!(f.kind, InstKind::CatchPad { .. }));
                    if !ok {
                        self.error(d, "CatchSwitchInst handlers must be catchpads");
                        break;
                    }
                }
            }
            InstKind::CatchPad { parent, .. } => {
                if self.f.personality.is_none() {
                    self.error(
                        d,
                        "CatchPadInst needs to be in a function with a personality.",
                    );
                }
                if !self.is_inst_kind(*parent, |k| matches!(k, InstKind::CatchSwitch { .. })) {
                    self.error(
                        d,
                        "CatchPadInst needs to be directly nested in a CatchSwitchInst.",
                    );
                }
                self.check_first_non_phi(
                    d,
                    k,
                    "CatchPadInst not the first non-PHI instruction in the block.",
                );
                if k == 0 {
                    self.error(d, "EH pad cannot be in entry block.");
                }
            }
            InstKind::CleanupPad { parent, .. } => {
                if self.f.personality.is_none() {
                    self.error(
                        d,
                        "CleanupPadInst needs to be in a function with a personality.",
                    );
                }
                self.check_first_non_phi(
                    d,
                    k,
                    "CleanupPadInst not the first non-PHI instruction in the block.",
                );
                if let Some(pv) = parent {
                    if !self.is_funclet_pad(*pv) {
                        self.error(d, "CleanupPadInst has an invalid parent.");
                    }
                }
                if k == 0 {
                    self.error(d, "EH pad cannot be in entry block.");
                }
            }
            InstKind::Detach { .. } | InstKind::Reattach { .. } | InstKind::Sync { .. } => {
                // Structural Tapir rules are checked per function in `tapir`.
            }
            InstKind::FNeg { val, .. } => {
                let t = self.ty(*val);
                if t != Some(d.ty) {
                    self.error(
                        d,
                        "Unary operators must have same type foroperands and result!",
                    );
                } else if !ts.is_fp_or_fp_vector(d.ty) {
                    self.error(d, "FNeg operator only works with float types!");
                }
            }
            InstKind::Binary { op, lhs, rhs, .. } => {
                let (a, b) = (self.ty(*lhs), self.ty(*rhs));
                if a != b {
                    self.error(
                        d,
                        "Both operands to a binary operator are not of the same type!",
                    );
                    return;
                }
                use crate::inst::BinOp::*;
                let (kind_ok, kind_msg, same_msg) = match op {
                    Add | Sub | Mul | SDiv | UDiv | SRem | URem => (
                        ts.is_int_or_int_vector(d.ty),
                        "Integer arithmetic operators only work with integral types!",
                        "Integer arithmetic operators must have same type for operands and result!",
                    ),
                    FAdd | FSub | FMul | FDiv | FRem => (
                        ts.is_fp_or_fp_vector(d.ty),
                        "Floating-point arithmetic operators only work with floating-point types!",
                        "Floating-point arithmetic operators must have same type for operands and result!",
                    ),
                    And | Or | Xor => (
                        ts.is_int_or_int_vector(d.ty),
                        "Logical operators only work with integral types!",
                        "Logical operators must have same type for operands and result!",
                    ),
                    Shl | LShr | AShr => (
                        ts.is_int_or_int_vector(d.ty),
                        "Shifts only work with integral types!",
                        "Shift return type must be same as operands!",
                    ),
                };
                if !kind_ok {
                    self.error(d, kind_msg);
                } else if a != Some(d.ty) {
                    self.error(d, same_msg);
                }
            }
            InstKind::ICmp { lhs, rhs, .. } => {
                let (a, b) = (self.ty(*lhs), self.ty(*rhs));
                if a != b {
                    self.error(
                        d,
                        "Both operands to ICmp instruction are not of the same type!",
                    );
                } else if !a
                    .is_some_and(|t| ts.is_int_or_int_vector(t) || ts.is_ptr_or_ptr_vector(t))
                {
                    self.error(d, "Invalid operand types for ICmp instruction");
                } else if let Some(t) = a {
                    self.check_cmp_result(d, t);
                }
            }
            InstKind::FCmp { lhs, rhs, .. } => {
                let (a, b) = (self.ty(*lhs), self.ty(*rhs));
                if a != b {
                    self.error(
                        d,
                        "Both operands to FCmp instruction are not of the same type!",
                    );
                } else if !a.is_some_and(|t| ts.is_fp_or_fp_vector(t)) {
                    self.error(d, "Invalid operand types for FCmp instruction");
                } else if let Some(t) = a {
                    self.check_cmp_result(d, t);
                }
            }
            InstKind::Cast { op, val, .. } => {
                if let Some(from) = self.ty(*val) {
                    if let Err(msg) = check_cast(ts, *op, from, d.ty) {
                        self.error(d, msg);
                    }
                } else {
                    self.error(d, "Instruction operands must be first-class values!");
                }
            }
            InstKind::Alloca {
                elem_ty,
                count,
                swifterror,
                ..
            } => {
                if !ts.is_sized(*elem_ty) {
                    self.error(d, "Cannot allocate unsized type");
                }
                if let Some(c) = count {
                    if self.ty(*c).and_then(|t| ts.int_bits(t)).is_none() {
                        self.error(d, "Alloca array size must have integer type");
                    }
                }
                if *swifterror && !ts.is_ptr(*elem_ty) {
                    self.error(d, "swifterror alloca must have pointer type");
                }
                // LLVM's `isArrayAllocation`: a count other than the constant 1.
                let array = count.is_some_and(|c| {
                    !self.konst(c).is_some_and(|k| {
                        matches!(&m.consts.get(k).data, ConstData::Int(v) if v.as_i128() == Some(1))
                    })
                });
                if *swifterror && array {
                    self.error(d, "swifterror alloca must not be array allocation");
                }
            }
            InstKind::Load {
                ptr, atomic, align, ..
            } => {
                if !self.ty(*ptr).is_some_and(|t| ts.is_ptr(t)) {
                    self.error(d, "Load operand must be a pointer.");
                }
                if !ts.is_sized(d.ty) {
                    self.error(d, "loading unsized types is not allowed");
                }
                if let Some(a) = atomic {
                    if matches!(a.ordering, Ordering::Release | Ordering::AcqRel) {
                        self.error(d, "Load cannot have Release ordering");
                    }
                    self.check_atomic_scalar(
                        d,
                        d.ty,
                        "atomic load operand must have integer, pointer, or floating point type!",
                    );
                    if align.is_none() {
                        self.error(d, "atomic load must have explicit non-zero alignment");
                    }
                }
            }
            InstKind::Store {
                val,
                ptr,
                atomic,
                align,
                ..
            } => {
                if !self.ty(*ptr).is_some_and(|t| ts.is_ptr(t)) {
                    self.error(d, "Store operand must be a pointer.");
                }
                let vt = self.ty(*val);
                if !vt.is_some_and(|t| ts.is_sized(t)) {
                    self.error(d, "storing unsized types is not allowed");
                }
                if let (Some(a), Some(vt)) = (atomic, vt) {
                    if matches!(a.ordering, Ordering::Acquire | Ordering::AcqRel) {
                        self.error(d, "Store cannot have Acquire ordering");
                    }
                    self.check_atomic_scalar(
                        d,
                        vt,
                        "atomic store operand must have integer, pointer, or floating point type!",
                    );
                    if align.is_none() {
                        self.error(d, "atomic store must have explicit non-zero alignment");
                    }
                }
            }
            InstKind::Fence(a) => {
                if matches!(a.ordering, Ordering::Unordered | Ordering::Monotonic) {
                    self.error(
                        d,
                        "fence instructions may only have acquire, release, acq_rel, or seq_cst ordering.",
                    );
                }
            }
            InstKind::CmpXchg {
                ptr,
                cmp,
                new,
                success,
                failure,
                ..
            } => {
                if !self.ty(*ptr).is_some_and(|t| ts.is_ptr(t)) {
                    self.error(d, "cmpxchg operand must be a pointer");
                }
                let (ct, nt) = (self.ty(*cmp), self.ty(*new));
                if ct != nt {
                    self.error(d, "compare value and new value type do not match");
                }
                if let Some(t) = ct {
                    if ts.int_bits(t).is_none() && !ts.is_ptr(t) {
                        self.error(d, "cmpxchg operand must have integer or pointer type");
                    } else {
                        self.check_atomic_size(d, t);
                    }
                    let result_ok = matches!(ts.get(d.ty), TypeData::Struct { packed: false, elems }
                        if elems.len() == 2 && elems[0] == t && ts.int_bits(elems[1]) == Some(1));
                    if !result_ok {
                        self.error(d, "cmpxchg result type must be { T, i1 }");
                    }
                }
                if *success == Ordering::Unordered {
                    self.error(d, "invalid cmpxchg success ordering");
                }
                if matches!(
                    failure,
                    Ordering::Unordered | Ordering::Release | Ordering::AcqRel
                ) {
                    self.error(d, "invalid cmpxchg failure ordering");
                }
            }
            InstKind::AtomicRmw {
                op,
                ptr,
                val,
                atomic,
                ..
            } => {
                if !self.ty(*ptr).is_some_and(|t| ts.is_ptr(t)) {
                    self.error(d, "atomicrmw operand must be a pointer");
                }
                if atomic.ordering == Ordering::Unordered {
                    self.error(d, "atomicrmw instructions cannot be unordered.");
                }
                if let Some(t) = self.ty(*val) {
                    let name = op.keyword();
                    if *op == RmwOp::Xchg {
                        if ts.int_bits(t).is_none() && ts.float_kind(t).is_none() && !ts.is_ptr(t) {
                            self.error(d, format!("atomicrmw {name} operand must have integer or floating point type!"));
                        }
                    } else if op.is_fp() {
                        let scalable = ts.vector_len(t).is_some_and(|(_, s)| s);
                        if !ts.is_fp_or_fp_vector(t) || scalable {
                            self.error(d, format!("atomicrmw {name} operand must have floating-point or fixed vector of floating-point type!"));
                        }
                    } else if ts.int_bits(t).is_none() {
                        self.error(
                            d,
                            format!("atomicrmw {name} operand must have integer type!"),
                        );
                    }
                    self.check_atomic_size(d, t);
                    if t != d.ty {
                        self.error(d, "atomicrmw result type must match its operand type");
                    }
                }
            }
            InstKind::GetElementPtr {
                src_ty,
                ptr,
                indices,
                ..
            } => self.check_gep(d, *src_ty, *ptr, indices),
            InstKind::Phi { incoming, .. } => {
                if ts.is_token(d.ty) {
                    self.error(d, "PHI nodes cannot have token type!");
                }
                for (v, _) in incoming {
                    if self.vty(*v) != VTy::Ty(d.ty) && self.vty(*v) != VTy::Bad {
                        self.error(d, "PHI node operands are not the same type as the result!");
                        break;
                    }
                }
            }
            InstKind::Select {
                cond,
                then_val,
                else_val,
                ..
            } => {
                let (c, a, b) = (self.ty(*cond), self.ty(*then_val), self.ty(*else_val));
                let valid = match (c, a, b) {
                    (Some(c), Some(a), Some(b)) if a == b && !ts.is_token(a) => {
                        match ts.vector_len(c) {
                            Some(cl) => {
                                ts.int_bits(ts.scalar(c)) == Some(1) && ts.vector_len(a) == Some(cl)
                            }
                            None => ts.int_bits(c) == Some(1),
                        }
                    }
                    _ => false,
                };
                if !valid {
                    self.error(d, "Invalid operands for select instruction!");
                } else if a != Some(d.ty) {
                    self.error(
                        d,
                        "Select values must have same type as select instruction!",
                    );
                }
            }
            InstKind::VAArg { list } => {
                if !self.ty(*list).is_some_and(|t| ts.is_ptr(t)) {
                    self.error(d, "va_arg operand must be a pointer");
                }
            }
            InstKind::ExtractElement { vec, idx } => {
                let ok = match (self.ty(*vec), self.ty(*idx)) {
                    (Some(v), Some(i)) => {
                        ts.is_vector(v) && ts.int_bits(i).is_some() && ts.scalar(v) == d.ty
                    }
                    _ => false,
                };
                if !ok {
                    self.error(d, "Invalid extractelement operands!");
                }
            }
            InstKind::InsertElement { vec, elt, idx } => {
                let ok = match (self.ty(*vec), self.ty(*elt), self.ty(*idx)) {
                    (Some(v), Some(e), Some(i)) => {
                        ts.is_vector(v)
                            && ts.scalar(v) == e
                            && ts.int_bits(i).is_some()
                            && v == d.ty
                    }
                    _ => false,
                };
                if !ok {
                    self.error(d, "Invalid insertelement operands!");
                }
            }
            InstKind::ShuffleVector { a, b, mask } => {
                let ok = match (self.ty(*a), self.ty(*b)) {
                    (Some(x), Some(y)) if x == y => match (ts.vector_len(x), ts.vector_len(d.ty)) {
                        (Some((n, sc)), Some((rn, rsc))) => {
                            let in_range = sc
                                || mask
                                    .iter()
                                    .all(|&e| e == -1 || (e >= 0 && (e as u64) < 2 * n as u64));
                            sc == rsc
                                && rn as usize == mask.len()
                                && ts.scalar(x) == ts.scalar(d.ty)
                                && in_range
                        }
                        _ => false,
                    },
                    _ => false,
                };
                if !ok {
                    self.error(d, "Invalid shufflevector operands!");
                }
            }
            InstKind::ExtractValue { agg, indices } => {
                let ok = self.ty(*agg).and_then(|t| self.indexed_type(t, indices)) == Some(d.ty);
                if !ok {
                    self.error(d, "Invalid ExtractValueInst operands!");
                }
            }
            InstKind::InsertValue { agg, val, indices } => {
                let at = self.ty(*agg);
                let ok = at.and_then(|t| self.indexed_type(t, indices)).is_some()
                    && at.and_then(|t| self.indexed_type(t, indices)) == self.ty(*val)
                    && at == Some(d.ty);
                if !ok {
                    self.error(d, "Invalid InsertValueInst operands!");
                }
            }
            InstKind::Freeze(v) => {
                if self.ty(*v) != Some(d.ty) {
                    self.error(d, "freeze result type must match its operand type");
                }
            }
            InstKind::Placeholder => {}
        }
    }

    fn check_cmp_result(&mut self, d: &InstData, operand: Type) {
        let ts = &self.m.types;
        let ok = match ts.vector_len(operand) {
            None => ts.int_bits(d.ty) == Some(1),
            Some(l) => ts.vector_len(d.ty) == Some(l) && ts.int_bits(ts.scalar(d.ty)) == Some(1),
        };
        if !ok {
            self.error(
                d,
                "comparison result must be i1 or a vector of i1 of the operand's length",
            );
        }
    }

    /// Atomic loads and stores: integer, pointer or floating-point, byte-sized power of two.
    fn check_atomic_scalar(&mut self, d: &InstData, t: Type, msg: &str) {
        let ts = &self.m.types;
        if ts.int_bits(t).is_none() && !ts.is_ptr(t) && ts.float_kind(t).is_none() {
            self.error(d, msg);
        } else {
            self.check_atomic_size(d, t);
        }
    }

    /// `checkAtomicMemAccessSize` (pointer sizes depend on the data layout and are skipped).
    fn check_atomic_size(&mut self, d: &InstData, t: Type) {
        let ts = &self.m.types;
        if ts.is_ptr(t) {
            return;
        }
        let Some(bits) = ts.primitive_bits(t) else {
            return;
        };
        if bits < 8 {
            self.error(d, "atomic memory access' size must be byte-sized");
        } else if !bits.is_power_of_two() {
            self.error(
                d,
                "atomic memory access' operand must have a power-of-two size",
            );
        }
    }

    /// `ExtractValueInst::getIndexedType`: arrays and structs only.
    fn indexed_type(&self, mut t: Type, indices: &[u32]) -> Option<Type> {
        let ts = &self.m.types;
        if indices.is_empty() {
            return None;
        }
        for &ix in indices {
            t = match ts.get(t) {
                TypeData::Array { len, elem } => (u64::from(ix) < *len).then_some(*elem)?,
                TypeData::Struct { .. } | TypeData::Named(_) => {
                    *ts.struct_elems(t)?.get(ix as usize)?
                }
                _ => return None,
            };
        }
        Some(t)
    }

    /// The integer value of a constant index (a splat vector counts as its element).
    fn const_index(&self, v: Value) -> Option<i128> {
        let c = self.konst(v)?;
        match &self.m.consts.get(c).data {
            ConstData::Int(x) => x.as_i128(),
            ConstData::Zero => Some(0),
            ConstData::Vector(es) => {
                let first = self.const_index(Value::Const(*es.first()?))?;
                es.iter()
                    .all(|e| self.const_index(Value::Const(*e)) == Some(first))
                    .then_some(first)
            }
            _ => None,
        }
    }

    /// `visitGetElementPtrInst`.
    fn check_gep(&mut self, d: &InstData, src: Type, ptr: Value, indices: &[Value]) {
        let ts = &self.m.types;
        let Some(pt) = self.ty(ptr) else {
            self.error(
                d,
                "GEP base pointer is not a vector or a vector of pointers",
            );
            return;
        };
        if !ts.is_ptr_or_ptr_vector(pt) {
            self.error(
                d,
                "GEP base pointer is not a vector or a vector of pointers",
            );
            return;
        }
        if !ts.is_sized(src) {
            self.error(d, "GEP into unsized type!");
            return;
        }
        let mut width = ts.vector_len(pt);
        for &ix in indices {
            let Some(it) = self.ty(ix) else {
                self.error(d, "GEP indexes must be integers");
                return;
            };
            if !ts.is_int_or_int_vector(it) {
                self.error(d, "GEP indexes must be integers");
                return;
            }
            if let Some(l) = ts.vector_len(it) {
                match width {
                    Some(w) if w != l => {
                        self.error(d, "Invalid GEP index vector width");
                        return;
                    }
                    _ => width = Some(l),
                }
            }
        }
        let mut cur = src;
        for &ix in indices.iter().skip(1) {
            let next = match ts.get(cur) {
                TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => Some(*elem),
                TypeData::Struct { .. } | TypeData::Named(_) => self
                    .const_index(ix)
                    .and_then(|f| usize::try_from(f).ok())
                    .and_then(|f| ts.struct_elems(cur)?.get(f).copied()),
                _ => None,
            };
            match next {
                Some(t) => cur = t,
                None => {
                    self.error(d, "Invalid indices for GEP pointer type!");
                    return;
                }
            }
        }
        let as_ = ts.addrspace(pt);
        let ok = match (width, ts.get(d.ty)) {
            (None, TypeData::Ptr(a)) => Some(*a) == as_,
            (
                Some((len, sc)),
                TypeData::Vector {
                    scalable,
                    len: l,
                    elem,
                },
            ) => *scalable == sc && *l == len && ts.addrspace(*elem) == as_ && ts.is_ptr(*elem),
            _ => false,
        };
        if !ok {
            self.error(d, "GEP is not of right type for indices!");
        }
    }

    /// Whether `v` is an instruction whose kind satisfies `f`.
    fn is_inst_kind(&self, v: Value, f: impl Fn(&InstKind) -> bool) -> bool {
        match v {
            Value::Inst(i) => self.body.insts.get(i).is_some_and(|d| f(&d.kind)),
            _ => false,
        }
    }

    /// A valid parent pad: `none` or a `catchpad`/`cleanuppad`.
    fn is_funclet_pad(&self, v: Value) -> bool {
        if let Some(c) = self.konst(v) {
            return matches!(self.m.consts.get(c).data, ConstData::NoneToken);
        }
        self.is_inst_kind(v, |k| {
            matches!(k, InstKind::CatchPad { .. } | InstKind::CleanupPad { .. })
        })
    }

    fn check_first_non_phi(&mut self, d: &InstData, k: u32, msg: &str) {
        let b = self.body.layout[k as usize];
        let first = self.first_non_phi(b).and_then(|f| self.body.insts.get(f));
        if !first.is_some_and(|f| std::ptr::eq(f, d)) {
            self.error(d, msg);
        }
    }

    fn check_unwinds_to_non_landingpad(&mut self, d: &InstData, u: Block, msg: &str) {
        let ok = self
            .first_non_phi(u)
            .and_then(|f| self.body.insts.get(f))
            .is_some_and(|f| is_eh_pad(&f.kind) && !matches!(f.kind, InstKind::LandingPad { .. }));
        if !ok {
            self.error(d, msg);
        }
    }

    /// `visitLandingPadInst` and its part of `visitEHPadPredecessors`.
    fn check_landingpad(
        &mut self,
        i: Inst,
        d: &InstData,
        k: u32,
        cleanup: bool,
        clauses: &[LandingClause],
    ) {
        let ts = &self.m.types;
        if clauses.is_empty() && !cleanup {
            self.error(
                d,
                "LandingPadInst needs at least one clause or to be a cleanup.",
            );
        }
        if k == 0 {
            self.error(d, "EH pad cannot be in entry block.");
        }
        let b = self.body.layout[k as usize];
        for &p in self.ix.cfg.preds(k) {
            let pb = self.body.layout[p as usize];
            let ok = self
                .body
                .terminator(pb)
                .map(|t| &self.body.insts[t].kind)
                .is_some_and(|t| match t {
                    InstKind::Invoke { normal, unwind, .. } => *unwind == b && *normal != b,
                    // OpenCilk's verifier: a detach's unwind edge may enter a landing pad.
                    InstKind::Detach {
                        task, cont, unwind, ..
                    } => *unwind == Some(b) && *task != b && *cont != b,
                    _ => false,
                });
            if !ok {
                self.error(
                    d,
                    "Block containing LandingPadInst must be jumped to only by the unwind edge of an invoke.",
                );
                break;
            }
        }
        self.eh_types.push((i, d.ty, EhTypeSource::LandingPad));
        if self.f.personality.is_none() {
            self.error(
                d,
                "LandingPadInst needs to be in a function with a personality.",
            );
        }
        self.check_first_non_phi(
            d,
            k,
            "LandingPadInst not the first non-PHI instruction in the block.",
        );
        for c in clauses {
            match c {
                LandingClause::Catch(v) => {
                    if !self.ty(*v).is_some_and(|t| ts.is_ptr(t)) {
                        self.error(d, "Catch operand does not have pointer type!");
                    }
                }
                LandingClause::Filter(v) => {
                    let ok = self.konst(*v).is_some_and(|c| {
                        matches!(ts.get(self.m.consts.ty(c)), TypeData::Array { .. })
                            && matches!(
                                self.m.consts.get(c).data,
                                ConstData::Array(_) | ConstData::Zero | ConstData::Bytes(_)
                            )
                    });
                    if !ok {
                        self.error(d, "Filter operand is not an array of constants!");
                    }
                }
            }
        }
    }

    /// `visitCallBase`: callee, argument count and types, token and metadata parameters,
    /// `immarg`, and the signatures of a few overloaded intrinsics.
    fn check_call(&mut self, d: &InstData, c: &CallData) {
        let m = self.m;
        let ts = &m.types;
        match self.vty(c.callee) {
            VTy::Ty(t) if ts.is_ptr(t) => {}
            VTy::Asm | VTy::Bad => {}
            _ => self.error(d, "Called function must be a pointer!"),
        }
        let Some((ret, params, varargs)) = ts.fn_sig(c.fn_ty) else {
            self.error(d, "call does not have a function type");
            return;
        };
        if varargs {
            if c.args.len() < params.len() {
                self.error(
                    d,
                    "Called function requires more parameters than were provided!",
                );
            }
        } else if c.args.len() != params.len() {
            let note = format!(
                "the function type has {} parameter(s), the call passes {} argument(s)",
                params.len(),
                c.args.len()
            );
            self.error_note(
                d,
                "Incorrect number of arguments passed to called function!",
                note,
            );
        }
        for (n, (&p, &a)) in params.iter().zip(&c.args).enumerate() {
            let ok = match self.vty(a) {
                VTy::Ty(t) => t == p,
                VTy::Metadata => ts.is_metadata(p),
                VTy::Label => ts.is_label(p),
                VTy::Asm => false,
                VTy::Bad => true,
            };
            if !ok {
                let found = match self.vty(a) {
                    VTy::Ty(t) => format!("'{}'", self.tstr(t)),
                    VTy::Metadata => "metadata".into(),
                    _ => "a non-value".into(),
                };
                let note = format!(
                    "argument {n} has type {found}, the parameter has type '{}'",
                    self.tstr(p)
                );
                self.error_note(
                    d,
                    "Call parameter type does not match function signature!",
                    note,
                );
                break;
            }
        }
        if !ts.is_void(ret) && d.ty != ret && !matches!(d.kind, InstKind::CallBr { .. }) {
            self.error(
                d,
                "call result type does not match the callee's return type",
            );
        }
        if c.attrs.params.len() > c.args.len().max(params.len()) {
            self.error(d, "Attribute after last parameter!");
        }
        // LLVM's `verifyFunctionAttrs` on the call's own attributes, and `verifyParameterAttrs`
        // on those of the variadic arguments.
        let mut msgs = Vec::new();
        super::globals::check_function_attrs(m, &c.attrs, ret, params, &mut |s: &str| {
            msgs.push(s.to_string())
        });
        for (&s, &a) in c.attrs.params.iter().zip(&c.args).skip(params.len()) {
            if let VTy::Ty(t) = self.vty(a) {
                msgs.extend(super::globals::incompatible_attr(m, s, t));
            }
        }
        for msg in msgs {
            self.error(d, &msg);
        }
        let callee = self.direct_function(c.callee);
        let callee_fn = callee.and_then(|g| m.globals[g].as_func());
        let intrinsic = callee.is_some_and(|g| super::is_intrinsic_name(m, g));
        if intrinsic {
            // LLVM counts a call through a different function type as taking the intrinsic's
            // address, and reports that first (from `visitFunction`).
            if callee_fn.is_some_and(|f| f.ty != c.fn_ty) {
                self.error_note(
                    d,
                    "Invalid user of intrinsic instruction!",
                    "the call's function type differs from the intrinsic's declaration".into(),
                );
            }
        } else {
            for &p in params {
                if ts.is_metadata(p) {
                    self.error(d, "Function has metadata parameter but isn't an intrinsic");
                    break;
                }
                if ts.is_token(p) {
                    self.error(d, "Function has token parameter but isn't an intrinsic");
                    break;
                }
            }
        }
        if callee.is_none() && ts.is_token(ret) {
            self.error(d, "Return type cannot be token for indirect call!");
        }
        for (n, &a) in c.args.iter().enumerate().take(params.len()) {
            let site = c
                .attrs
                .params
                .get(n)
                .is_some_and(|&s| m.attrs.has(s, "immarg"));
            let decl = callee_fn
                .and_then(|f| f.attrs.params.get(n))
                .is_some_and(|&s| m.attrs.has(s, "immarg"));
            if site && !decl {
                self.error(d, "immarg may not apply only to call sites");
            }
            if site || decl {
                let imm = self.konst(a).is_some_and(|k| {
                    matches!(
                        m.consts.get(k).data,
                        ConstData::Int(_) | ConstData::Float(_) | ConstData::Zero
                    ) && !ts.is_vector(m.consts.ty(k))
                });
                if !imm {
                    let note =
                        format!("argument {n} must be a constant integer or floating-point value");
                    self.error_note(d, "immarg operand has non-immediate parameter", note);
                }
            }
        }
        if let (true, Some(g), Some(f)) = (intrinsic, callee, callee_fn) {
            if let Some(name) = m.globals[g].name() {
                if let Err(msg) = check_intrinsic_signature(ts, name, f.ty) {
                    self.error(d, msg);
                }
                self.check_intrinsic_call(d, c, name);
            }
        }
        // LLVM's `verifyCallBase`: ABI attributes of the fixed parameters only.
        for n in params.len()..c.args.len() {
            let Some(&s) = c.attrs.params.get(n) else {
                break;
            };
            for kw in ["sret", "inalloca", "swiftself", "swiftasync", "swifterror"] {
                if m.attrs.has(s, kw) {
                    self.error(
                        d,
                        &format!("Attribute '{kw}' cannot be used for vararg call arguments!"),
                    );
                }
            }
        }
        if c.tail == crate::inst::TailKind::MustTail && matches!(d.kind, InstKind::Call(_)) {
            // LLVM's `verifyMustTailCall`, its first two rules.
            if c.cc != self.f.cc {
                self.error(
                    d,
                    "cannot guarantee tail call due to mismatched calling conv",
                );
            } else if params.len() != self.params.len()
                || varargs != ts.fn_sig(self.f.ty).is_some_and(|s| s.2)
            {
                self.error(
                    d,
                    "cannot guarantee tail call due to mismatched parameter counts",
                );
            }
        }
        if let (InstKind::CallBr { indirect, .. }, VTy::Asm) = (&d.kind, self.vty(c.callee)) {
            if let Value::Asm(a) = c.callee {
                let constraints = &m.consts.asms[a].constraints;
                let labels = constraints
                    .split(|&b| b == b',')
                    .filter(|p| p.starts_with(b"!i"))
                    .count();
                if labels != indirect.len() {
                    self.error(
                        d,
                        "Number of label constraints does not match number of callbr dests",
                    );
                }
            }
        }
    }

    /// Rules LLVM's verifier has for calls of particular intrinsics.
    fn check_intrinsic_call(&mut self, d: &InstData, c: &CallData, name: &str) {
        let m = self.m;
        let base = |prefix: &str| {
            name.strip_prefix(prefix)
                .is_some_and(|rest| rest.is_empty() || rest.starts_with('.'))
        };
        // The exclusive loads and stores of AArch64 and ARM take the accessed type as the
        // pointer argument's `elementtype`.
        let pointer_arg = if [
            "llvm.aarch64.ldxr",
            "llvm.aarch64.ldaxr",
            "llvm.arm.ldrex",
            "llvm.arm.ldaex",
        ]
        .iter()
        .any(|p| base(p))
        {
            Some((0, "first"))
        } else if [
            "llvm.aarch64.stxr",
            "llvm.aarch64.stlxr",
            "llvm.arm.strex",
            "llvm.arm.stlex",
        ]
        .iter()
        .any(|p| base(p))
        {
            Some((1, "second"))
        } else {
            None
        };
        if let Some((n, which)) = pointer_arg {
            let has = c
                .attrs
                .params
                .get(n)
                .is_some_and(|&s| m.attrs.has(s, "elementtype"));
            if !has {
                self.error(
                    d,
                    &format!("Intrinsic requires elementtype attribute on {which} argument."),
                );
            }
        }
        // LLVM's `verifyCallBase`: only these intrinsics may be invoked. OpenCilk adds Tapir's
        // exception intrinsics, which Tapir IR invokes.
        const INVOKABLE: [&str; 20] = [
            "llvm.donothing",
            "llvm.seh.try.begin",
            "llvm.seh.try.end",
            "llvm.seh.scope.begin",
            "llvm.seh.scope.end",
            "llvm.coro.resume",
            "llvm.coro.destroy",
            "llvm.coro.await.suspend.void",
            "llvm.coro.await.suspend.bool",
            "llvm.coro.await.suspend.handle",
            "llvm.experimental.patchpoint.void",
            "llvm.experimental.patchpoint.i64",
            "llvm.experimental.patchpoint",
            "llvm.experimental.gc.statepoint",
            "llvm.experimental.deoptimize",
            "llvm.wasm.throw",
            "llvm.wasm.rethrow",
            "llvm.sync.unwind",
            "llvm.detached.rethrow",
            "llvm.taskframe.resume",
        ];
        if matches!(d.kind, InstKind::Invoke { .. })
            && name != "llvm.experimental.guard"
            && !INVOKABLE.iter().any(|p| base(p))
        {
            self.error(
                d,
                "Cannot invoke an intrinsic other than donothing, patchpoint, statepoint, coro_resume, coro_destroy or clang.arc.attachedcall",
            );
        }
        if name == "llvm.experimental.guard" {
            if matches!(d.kind, InstKind::Invoke { .. }) {
                self.error(d, "experimental_guard cannot be invoked");
            }
            if c.bundles.iter().filter(|b| b.tag == "deopt").count() != 1 {
                self.error(
                    d,
                    "experimental_guard must have exactly one \"deopt\" operand bundle",
                );
            }
        }
    }
}

/// Whether an instruction begins an exception-handling block.
fn is_eh_pad(k: &InstKind) -> bool {
    matches!(
        k,
        InstKind::LandingPad { .. }
            | InstKind::CatchSwitch { .. }
            | InstKind::CatchPad { .. }
            | InstKind::CleanupPad { .. }
    )
}

/// Operand kinds in the small intrinsic signature table.
#[derive(Copy, Clone)]
enum P {
    /// The overloaded type `T`.
    T,
    /// `i1`.
    I1,
}

/// Overloaded intrinsics whose signature is `T (P...)` with `T` integer (`true`) or
/// floating-point (`false`), and whose name is `llvm.<base>.<mangled T>`. This covers the
/// common min/max, bit-manipulation and math intrinsics; other intrinsics are not checked.
const INTRINSICS: &[(&str, bool, &[P])] = &[
    ("smax", true, &[P::T, P::T]),
    ("smin", true, &[P::T, P::T]),
    ("umax", true, &[P::T, P::T]),
    ("umin", true, &[P::T, P::T]),
    ("sadd.sat", true, &[P::T, P::T]),
    ("uadd.sat", true, &[P::T, P::T]),
    ("ssub.sat", true, &[P::T, P::T]),
    ("usub.sat", true, &[P::T, P::T]),
    ("sshl.sat", true, &[P::T, P::T]),
    ("ushl.sat", true, &[P::T, P::T]),
    ("fshl", true, &[P::T, P::T, P::T]),
    ("fshr", true, &[P::T, P::T, P::T]),
    ("bitreverse", true, &[P::T]),
    ("bswap", true, &[P::T]),
    ("ctpop", true, &[P::T]),
    ("ctlz", true, &[P::T, P::I1]),
    ("cttz", true, &[P::T, P::I1]),
    ("abs", true, &[P::T, P::I1]),
    ("fabs", false, &[P::T]),
    ("sqrt", false, &[P::T]),
    ("sin", false, &[P::T]),
    ("cos", false, &[P::T]),
    ("exp", false, &[P::T]),
    ("exp2", false, &[P::T]),
    ("log", false, &[P::T]),
    ("log2", false, &[P::T]),
    ("log10", false, &[P::T]),
    ("floor", false, &[P::T]),
    ("ceil", false, &[P::T]),
    ("trunc", false, &[P::T]),
    ("rint", false, &[P::T]),
    ("nearbyint", false, &[P::T]),
    ("round", false, &[P::T]),
    ("roundeven", false, &[P::T]),
    ("canonicalize", false, &[P::T]),
    ("copysign", false, &[P::T, P::T]),
    ("minnum", false, &[P::T, P::T]),
    ("maxnum", false, &[P::T, P::T]),
    ("minimum", false, &[P::T, P::T]),
    ("maximum", false, &[P::T, P::T]),
    ("pow", false, &[P::T, P::T]),
    ("fma", false, &[P::T, P::T, P::T]),
    ("fmuladd", false, &[P::T, P::T, P::T]),
];

/// Checks an intrinsic declaration's type against [`INTRINSICS`], with LLVM's messages.
fn check_intrinsic_signature(
    ts: &crate::types::TypeStore,
    name: &str,
    fn_ty: Type,
) -> Result<(), String> {
    let Some(rest) = name.strip_prefix("llvm.") else {
        return Ok(());
    };
    let Some((base, int, table)) = INTRINSICS.iter().find(|(b, _, _)| {
        rest.strip_prefix(b)
            .is_some_and(|s| s.starts_with('.') && !s[1..].contains('.'))
    }) else {
        return Ok(());
    };
    let Some((ret, params, varargs)) = ts.fn_sig(fn_ty) else {
        return Ok(());
    };
    let kind_ok = if *int {
        ts.is_int_or_int_vector(ret)
    } else {
        ts.is_fp_or_fp_vector(ret)
    };
    if !kind_ok {
        return Err("Intrinsic has incorrect return type!".into());
    }
    for (n, &p) in params.iter().enumerate() {
        let ok = match table.get(n) {
            Some(P::T) => p == ret,
            Some(P::I1) => ts.int_bits(p) == Some(1),
            None => false,
        };
        if !ok {
            return Err("Intrinsic has incorrect argument type!".into());
        }
    }
    if varargs {
        return Err("Intrinsic was not defined with variable arguments!".into());
    }
    if params.len() < table.len() {
        return Err("Intrinsic has too few arguments!".into());
    }
    if let Some(mangled) = crate::intrinsics::mangled_type(ts, ret) {
        let expected = format!("llvm.{base}.{mangled}");
        if expected != name {
            return Err(format!(
                "Intrinsic name not mangled correctly for type arguments! Should be: {expected}"
            ));
        }
    }
    Ok(())
}
