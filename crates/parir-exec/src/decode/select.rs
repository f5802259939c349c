//! Instruction selection: the ops each IR instruction decodes to, including GEPs and calls.

use super::shapes::simple_scalar;
use super::{resolve_alias, scalar_kind, sh64, Decoder, LoopMode, Res};
use crate::builtins::Builtin;
use crate::code::{
    AllocaOp, ArgRef, CallSite, Callee, GepData, Op, RmwData, SanRole, Sc, Slot, SwitchData, VecOp,
    X87Fn, NONE,
};
use crate::scalar::Fk;
use parir_ir::attrs::Attr;
use parir_ir::inst::{BinOp, InstKind};
use parir_ir::types::TypeData;
use parir_ir::value::ConstData;
use parir_ir::{Inst, Type, Value};

impl Decoder<'_, '_> {
    pub(super) fn inst(&mut self, i: Inst) -> Res<()> {
        if self.env.loops == LoopMode::Sanitize {
            self.task_event(i);
        }
        if let Some(p) = self.task_points.get(&i).copied() {
            return self.task_point(p);
        }
        if let Some(ls) = self.deferred_recs.get(&i).cloned() {
            // Hoisted loads, recorded where their value is read.
            for l in ls {
                let loops = self.covers.get(&l).cloned().unwrap_or_default();
                self.recs(l, loops)?;
            }
        }
        if self.hoisted.contains(&i) {
            // Recorded at its readers (above).
        } else if let Some(loops) = self.covers.get(&i).cloned() {
            self.recs(i, loops)?;
        } else if self.env.loops == LoopMode::Sanitize {
            // Recorded only while a covered call is running (any function may be called).
            self.recs(i, Vec::new())?;
        }
        let body = self.body;
        let data = &body.insts[i];
        let ty = data.ty;
        let d = self.inst_slot.get(&i).copied().unwrap_or(0);
        let m = self.env.m;
        match &data.kind {
            InstKind::Ret(None) => self.emit(i, Op::Ret { v: 0, n: 0 }),
            InstKind::Ret(Some(v)) => {
                let s = self.val(*v)?;
                let t = self.ty_of(*v);
                let n = match t {
                    Some(t) => self.slots_of(t)?,
                    None => {
                        let rt = m
                            .types
                            .fn_sig(self.func_ty()?)
                            .map(|s| s.0)
                            .ok_or("bad function type")?;
                        self.slots_of(rt)?
                    }
                };
                self.emit(i, Op::Ret { v: s, n });
            }
            InstKind::Br(b) => {
                let e = self.edge(*b)?;
                self.branch_op();
                self.emit(i, Op::Br { t: b.as_u32(), e });
            }
            InstKind::CondBr {
                cond,
                then_dest,
                else_dest,
            } => {
                let c = self.val(*cond)?;
                let te = self.edge(*then_dest)?;
                let fe = self.edge(*else_dest)?;
                // An `icmp` just before, in this block, whose result is the condition: one op.
                if let (Value::Inst(ci), Some(&Op::ICmp { p, d, a, b, sh }), Some(&last)) =
                    (*cond, self.code.ops.last(), self.code.src.last())
                {
                    if last == ci && d == c && self.body.block_of(ci) == self.body.block_of(i) {
                        self.code.ops.pop();
                        self.code.src.pop();
                        self.branch_op();
                        self.emit(
                            ci,
                            Op::CmpBr {
                                p,
                                sh,
                                d,
                                a,
                                b,
                                t: then_dest.as_u32(),
                                f: else_dest.as_u32(),
                                te,
                                fe,
                            },
                        );
                        return Ok(());
                    }
                }
                self.branch_op();
                self.emit(
                    i,
                    Op::CondBr {
                        c,
                        t: then_dest.as_u32(),
                        f: else_dest.as_u32(),
                        te,
                        fe,
                    },
                );
            }
            InstKind::Switch {
                cond,
                default,
                cases,
            } => {
                let c = self.val(*cond)?;
                let ct = self.ty_of(*cond).ok_or("switch operand")?;
                if m.types.int_bits(ct).is_some_and(|b| b > 64) {
                    return Err("unsupported: switch on an integer wider than 64 bits".into());
                }
                let mut tab = Vec::new();
                for (cv, b) in cases {
                    let words = self.env.const_words(*cv)?;
                    let e = self.edge(*b)?;
                    tab.push((words.first().copied().unwrap_or(0), b.as_u32(), e));
                }
                tab.sort_by_key(|c| c.0);
                let de = self.edge(*default)?;
                self.code.switches.push(SwitchData {
                    cases: tab,
                    default: (default.as_u32(), de),
                });
                self.branch_op();
                self.emit(
                    i,
                    Op::Switch {
                        c,
                        tab: self.code.switches.len() as u32 - 1,
                    },
                );
            }
            InstKind::Unreachable => {
                return Err("'unreachable' executed (undefined behaviour)".into())
            }
            InstKind::IndirectBr { addr, dests } => {
                let a = self.val(*addr)?;
                let mut tab = Vec::new();
                for b in dests {
                    let e = self.edge(*b)?;
                    tab.push((self.env.block_address(self.func, *b)?, b.as_u32(), e));
                }
                tab.sort_by_key(|x| x.0);
                tab.dedup_by_key(|x| x.0);
                let default = tab.first().map_or((0, NONE), |x| (x.1, x.2));
                self.code.switches.push(SwitchData {
                    cases: tab,
                    default,
                });
                self.branch_op();
                self.emit(
                    i,
                    Op::IndirectBr {
                        a,
                        tab: self.code.switches.len() as u32 - 1,
                    },
                );
            }
            InstKind::CallBr { .. } => return Err("unsupported: callbr (asm goto)".into()),
            // Itanium C++ exceptions ([`crate::libc::cxx`]); Windows' funclets are not.
            InstKind::LandingPad { .. } => self.emit(i, Op::LandingPad { d }),
            InstKind::Resume(v) => {
                let a = self.val(*v)?;
                self.emit(i, Op::Resume { a });
            }
            InstKind::CleanupRet { .. }
            | InstKind::CatchRet { .. }
            | InstKind::CatchSwitch { .. }
            | InstKind::CatchPad { .. }
            | InstKind::CleanupPad { .. } => {
                return Err(format!(
                    "unsupported: exception handling ('{}')",
                    data.kind.opcode_name()
                ))
            }
            // Tapir's serial elision: a detach enters its task, which runs to its reattach
            // before the continuation; a sync has nothing left to wait for. (`--parallel`
            // runs the iterations of claimed detach loops at once: the claims model.)
            InstKind::Detach { task: b, .. }
            | InstKind::Reattach { cont: b, .. }
            | InstKind::Sync { cont: b, .. } => {
                let e = self.edge(*b)?;
                self.branch_op();
                self.emit(i, Op::Br { t: b.as_u32(), e });
            }
            InstKind::Placeholder => return Err("unresolved placeholder".into()),
            InstKind::Phi { .. } => {}
            InstKind::FNeg { val, .. } => {
                let a = self.val(*val)?;
                if m.types.is_vector(ty) {
                    let (lanes, k) = self.vec_float(ty)?;
                    self.vec(i, VecOp::FNeg { d, a, lanes, k });
                } else if scalar_kind(m, ty)? == Sc::X80 {
                    let f = X87Fn::Neg;
                    self.emit(i, Op::X87 { f, d, a, b: a });
                } else {
                    let k = self.float_k(ty)?;
                    self.emit(i, Op::FNeg { d, a, k });
                }
            }
            InstKind::Binary { op, lhs, rhs, .. } => {
                let a = self.val(*lhs)?;
                let b = self.val(*rhs)?;
                if m.types.is_vector(ty) {
                    let (lanes, sc) = self.vec_scalar(ty)?;
                    if let Sc::I(bits) = sc {
                        if bits > 64 {
                            return Err(
                                "unsupported: vectors of integers wider than 64 bits".into()
                            );
                        }
                    }
                    self.vec(
                        i,
                        VecOp::Bin {
                            op: *op,
                            d,
                            a,
                            b,
                            lanes,
                            sc,
                        },
                    );
                    return Ok(());
                }
                match scalar_kind(m, ty)? {
                    Sc::I(bits) if bits <= 64 => {
                        let sh = sh64(bits);
                        let o = match op {
                            BinOp::Add => Op::Add { d, a, b, sh },
                            BinOp::Sub => Op::Sub { d, a, b, sh },
                            BinOp::Mul => Op::Mul { d, a, b, sh },
                            BinOp::And => Op::And { d, a, b },
                            BinOp::Or => Op::Or { d, a, b },
                            BinOp::Xor => Op::Xor { d, a, b },
                            BinOp::Shl => Op::Shl { d, a, b, sh },
                            BinOp::LShr => Op::LShr { d, a, b, sh },
                            BinOp::AShr => Op::AShr { d, a, b, sh },
                            _ => Op::IDiv {
                                op: *op,
                                d,
                                a,
                                b,
                                sh,
                            },
                        };
                        self.emit(i, o);
                    }
                    Sc::I(bits) if bits > 128 => self.vec(
                        i,
                        VecOp::HugeBin {
                            op: *op,
                            d,
                            a,
                            b,
                            bits,
                        },
                    ),
                    Sc::I(bits) => self.emit(
                        i,
                        Op::WBin {
                            op: *op,
                            d,
                            a,
                            b,
                            sh: (128 - bits) as u8,
                        },
                    ),
                    Sc::F(k) => {
                        let o = match (op, k) {
                            (BinOp::FAdd, Fk::F64) => Op::FAdd64 { d, a, b },
                            (BinOp::FMul, Fk::F64) => Op::FMul64 { d, a, b },
                            _ => Op::FBin {
                                op: *op,
                                d,
                                a,
                                b,
                                k,
                            },
                        };
                        self.emit(i, o);
                    }
                    Sc::X80 => self.emit(
                        i,
                        Op::X87 {
                            f: X87Fn::Bin(*op),
                            d,
                            a,
                            b,
                        },
                    ),
                    Sc::Ptr => return Err("arithmetic on a pointer".into()),
                }
            }
            InstKind::ICmp { pred, lhs, rhs } => {
                let a = self.val(*lhs)?;
                let b = self.val(*rhs)?;
                let ot = self.ty_of(*lhs).or(self.ty_of(*rhs));
                let ot = match ot {
                    Some(t) => t,
                    None => self.arg_type(*lhs)?,
                };
                if m.types.is_vector(ot) {
                    let (lanes, sc) = self.vec_scalar(ot)?;
                    if matches!(sc, Sc::I(b) if b > 64) {
                        return Err("unsupported: vectors of integers wider than 64 bits".into());
                    }
                    self.vec(
                        i,
                        VecOp::ICmp {
                            p: *pred,
                            d,
                            a,
                            b,
                            lanes,
                            sc,
                        },
                    );
                    return Ok(());
                }
                match scalar_kind(m, ot)? {
                    Sc::I(bits) if bits > 128 => self.vec(
                        i,
                        VecOp::HugeCmp {
                            p: *pred,
                            d,
                            a,
                            b,
                            bits,
                        },
                    ),
                    Sc::I(bits) if bits > 64 => self.emit(
                        i,
                        Op::WCmp {
                            p: *pred,
                            d,
                            a,
                            b,
                            sh: (128 - bits) as u8,
                        },
                    ),
                    Sc::I(bits) => self.emit(
                        i,
                        Op::ICmp {
                            p: *pred,
                            d,
                            a,
                            b,
                            sh: sh64(bits),
                        },
                    ),
                    _ => self.emit(
                        i,
                        Op::ICmp {
                            p: *pred,
                            d,
                            a,
                            b,
                            sh: 0,
                        },
                    ),
                }
            }
            InstKind::FCmp { pred, lhs, rhs, .. } => {
                let a = self.val(*lhs)?;
                let b = self.val(*rhs)?;
                let ot = match self.ty_of(*lhs).or(self.ty_of(*rhs)) {
                    Some(t) => t,
                    None => self.arg_type(*lhs)?,
                };
                if m.types.is_vector(ot) {
                    let (lanes, k) = self.vec_float(ot)?;
                    self.vec(
                        i,
                        VecOp::FCmp {
                            p: *pred,
                            d,
                            a,
                            b,
                            lanes,
                            k,
                        },
                    );
                } else if scalar_kind(m, ot)? == Sc::X80 {
                    let f = X87Fn::Cmp(*pred);
                    self.emit(i, Op::X87 { f, d, a, b });
                } else {
                    let k = self.float_k(ot)?;
                    self.emit(
                        i,
                        Op::FCmp {
                            p: *pred,
                            d,
                            a,
                            b,
                            k,
                        },
                    );
                }
            }
            InstKind::Cast { op, val, .. } => {
                let a = self.val(*val)?;
                let ft = match self.ty_of(*val) {
                    Some(t) => t,
                    None => self.arg_type(*val)?,
                };
                self.cast(i, *op, d, a, ft, ty)?;
            }
            InstKind::Alloca { .. } if self.promoted.contains(&i) => {}
            InstKind::Store { .. } if self.dead_stores.contains(&i) => {}
            InstKind::Load { .. } if self.aliased.contains(&i) => {}
            InstKind::Alloca {
                elem_ty: allocated_ty,
                count,
                ..
            } => {
                let elem_size = self.env.dl.alloc_size(&m.types, *allocated_ty);
                let (count, count_sh) = match count {
                    Some(c) => {
                        let s = self.val(*c)?;
                        let ct = match self.ty_of(*c) {
                            Some(t) => t,
                            None => self.arg_type(*c)?,
                        };
                        let bits = m.types.int_bits(ct).unwrap_or(64);
                        if bits > 64 {
                            return Err("unsupported: alloca count wider than 64 bits".into());
                        }
                        (s, sh64(bits))
                    }
                    None => (NONE, 0),
                };
                self.code.allocas.push(AllocaOp {
                    elem_size,
                    count,
                    count_sh,
                });
                self.emit(
                    i,
                    Op::Alloca {
                        d,
                        tab: self.code.allocas.len() as u32 - 1,
                    },
                );
            }
            InstKind::Load {
                ptr: Value::Inst(a),
                ..
            } if self.promoted.contains(a) => {
                if !self.aliased.contains(&i) {
                    let a = self.val(Value::Inst(*a))?;
                    self.emit(i, Op::Copy { d, a });
                }
            }
            InstKind::Store {
                val,
                ptr: Value::Inst(a),
                ..
            } if self.promoted.contains(a) => {
                let v = self.val(*val)?;
                let d = self.val(Value::Inst(*a))?;
                self.emit(i, Op::Copy { d, a: v });
            }
            InstKind::Load { ptr, atomic, .. } => {
                let p = self.val(*ptr)?;
                let s = self.shape(ty)?;
                let sh = &self.env.shapes.list[s as usize];
                let simple = simple_scalar(sh);
                match (simple, atomic) {
                    (Some((len, shv)), None) => self.emit(i, Op::Ld { d, p, len, sh: shv }),
                    (Some((len, shv)), Some(_)) => {
                        self.emit(i, Op::AtomicLd { d, p, len, sh: shv })
                    }
                    (None, None) => self.emit(i, Op::LdShape { d, p, shape: s }),
                    (None, Some(_)) => return Err("unsupported: atomic load of this type".into()),
                }
            }
            InstKind::Store {
                val, ptr, atomic, ..
            } => {
                let v = self.val(*val)?;
                let p = self.val(*ptr)?;
                let vt = match self.ty_of(*val) {
                    Some(t) => t,
                    None => self.arg_type(*val)?,
                };
                let s = self.shape(vt)?;
                let sh = &self.env.shapes.list[s as usize];
                match (simple_scalar(sh), atomic) {
                    (Some((len, _)), None) => self.emit(i, Op::St { v, p, len }),
                    (Some((len, _)), Some(_)) => self.emit(i, Op::AtomicSt { v, p, len }),
                    (None, None) => self.emit(i, Op::StShape { v, p, shape: s }),
                    (None, Some(_)) => return Err("unsupported: atomic store of this type".into()),
                }
            }
            InstKind::Fence(_) => {}
            InstKind::CmpXchg { ptr, cmp, new, .. } => {
                let p = self.val(*ptr)?;
                let c = self.val(*cmp)?;
                let n = self.val(*new)?;
                let vt = match self.ty_of(*cmp) {
                    Some(t) => t,
                    None => self.arg_type(*cmp)?,
                };
                let s = self.shape(vt)?;
                let Some((len, sh)) = simple_scalar(&self.env.shapes.list[s as usize]) else {
                    return Err("unsupported: cmpxchg of this type".into());
                };
                self.emit(
                    i,
                    Op::CmpXchg {
                        d,
                        p,
                        c,
                        n,
                        len,
                        sh,
                    },
                );
            }
            InstKind::AtomicRmw { op, ptr, val, .. } => {
                let p = self.val(*ptr)?;
                let v = self.val(*val)?;
                let sc = scalar_kind(m, ty)?;
                if matches!(sc, Sc::I(b) if b > 128) {
                    return Err("unsupported: atomicrmw wider than 128 bits".into());
                }
                self.code.rmws.push(RmwData { op: *op, p, v, sc });
                self.emit(
                    i,
                    Op::Rmw {
                        d,
                        tab: self.code.rmws.len() as u32 - 1,
                    },
                );
            }
            InstKind::GetElementPtr {
                src_ty,
                ptr,
                indices,
                ..
            } => self.gep(i, d, *src_ty, *ptr, indices, ty)?,
            InstKind::Select {
                cond,
                then_val,
                else_val,
                ..
            } => {
                let c = self.val(*cond)?;
                let a = self.val(*then_val)?;
                let b = self.val(*else_val)?;
                let ct = match self.ty_of(*cond) {
                    Some(t) => t,
                    None => self.arg_type(*cond)?,
                };
                let n = self.slots_of(ty)?;
                if m.types.is_vector(ct) {
                    let (lanes, _) = m.types.vector_len(ct).ok_or("vector")?;
                    let ls = n / lanes.max(1);
                    self.vec(
                        i,
                        VecOp::Select {
                            d,
                            c,
                            a,
                            b,
                            lanes,
                            ls,
                        },
                    );
                } else {
                    self.emit(i, Op::Select { d, c, a, b, n });
                }
            }
            InstKind::Freeze(v) => {
                let a = self.val(*v)?;
                let n = self.slots_of(ty)?;
                self.copy(i, d, a, n);
            }
            InstKind::Call(c) => self.call(i, d, c, None)?,
            InstKind::Invoke {
                call,
                normal,
                unwind,
            } => {
                // The call, the branch to the normal destination, the branch to the landing
                // pad (which only the unwinder takes: [`crate::code::Unwind`]).
                let (cleanup, clauses) = self.landing_clauses(*unwind)?;
                let start = self.code.ops.len() as u32;
                match parir_annot::tapir::rethrown_value(m, data) {
                    Some(v) => {
                        let a = self.val(v)?;
                        self.emit(i, Op::Rethrow { a });
                    }
                    None => self.call(i, d, call, None)?,
                }
                let e = self.edge(*normal)?;
                let at = self.code.ops.len() as u32;
                self.branch_op();
                self.emit(
                    i,
                    Op::Br {
                        t: normal.as_u32(),
                        e,
                    },
                );
                let e = self.edge(*unwind)?;
                self.branch_op();
                self.emit(
                    i,
                    Op::Br {
                        t: unwind.as_u32(),
                        e,
                    },
                );
                // A call that made no op (a no-op intrinsic) cannot throw; a frame whose pc
                // is `at` then waits on another call.
                if at > start {
                    self.code.unwinds.push(crate::code::Unwind {
                        at,
                        cleanup,
                        clauses,
                    });
                }
            }
            InstKind::VAArg { list } => {
                let l = self.val(*list)?;
                let s = self.shape(ty)?;
                self.emit(
                    i,
                    Op::VaArg {
                        d,
                        list: l,
                        shape: s,
                    },
                );
            }
            InstKind::ExtractElement { vec, idx } => {
                let v = self.val(*vec)?;
                let ix = self.val(*idx)?;
                let vt = self.ty_of(*vec).map_or_else(|| self.arg_type(*vec), Ok)?;
                let (lanes, _) = m.types.vector_len(vt).ok_or("not a vector")?;
                let ls = self.slots_of(ty)?;
                let ish = self.index_sh(*idx)?;
                self.vec(
                    i,
                    VecOp::Extract {
                        d,
                        v,
                        i: ix,
                        ish,
                        lanes,
                        ls,
                    },
                );
            }
            InstKind::InsertElement { vec, elt, idx } => {
                let v = self.val(*vec)?;
                let e = self.val(*elt)?;
                let ix = self.val(*idx)?;
                let (lanes, _) = m.types.vector_len(ty).ok_or("not a vector")?;
                let ls = self.slots_of(ty)? / lanes.max(1);
                let ish = self.index_sh(*idx)?;
                self.vec(
                    i,
                    VecOp::Insert {
                        d,
                        v,
                        e,
                        i: ix,
                        ish,
                        lanes,
                        ls,
                    },
                );
            }
            InstKind::ShuffleVector { a, b, mask } => {
                let va = self.val(*a)?;
                let vb = self.val(*b)?;
                let at = self.ty_of(*a).map_or_else(|| self.arg_type(*a), Ok)?;
                let (lanes, _) = m.types.vector_len(at).ok_or("not a vector")?;
                let ls = self.slots_of(at)? / lanes.max(1);
                self.vec(
                    i,
                    VecOp::Shuffle {
                        d,
                        a: va,
                        b: vb,
                        mask: mask.to_vec(),
                        lanes,
                        ls,
                    },
                );
            }
            InstKind::ExtractValue { agg, indices } => {
                let a = self.val(*agg)?;
                let at = self.ty_of(*agg).map_or_else(|| self.arg_type(*agg), Ok)?;
                let off = self.agg_offset(at, indices)?;
                let n = self.slots_of(ty)?;
                self.copy(i, d, a + off, n);
            }
            InstKind::InsertValue { agg, val, indices } => {
                let a = self.val(*agg)?;
                let v = self.val(*val)?;
                let off = self.agg_offset(ty, indices)?;
                let n = self.slots_of(ty)?;
                let vt = self.ty_of(*val).map_or_else(|| self.arg_type(*val), Ok)?;
                let nv = self.slots_of(vt)?;
                self.copy(i, d, a, n);
                self.copy(i, d + off, v, nv);
            }
        }
        Ok(())
    }

    fn func_ty(&self) -> Res<Type> {
        Ok(self.m().globals[self.func]
            .as_func()
            .ok_or("not a function")?
            .ty)
    }

    fn arg_type(&self, v: Value) -> Res<Type> {
        self.ty_of(v).ok_or_else(|| "operand without type".into())
    }

    fn index_sh(&mut self, v: Value) -> Res<u8> {
        let t = self.arg_type(v)?;
        let bits = self.m().types.int_bits(t).unwrap_or(64);
        if bits > 64 {
            return Err("unsupported: vector index wider than 64 bits".into());
        }
        Ok(sh64(bits))
    }

    pub(super) fn copy(&mut self, i: Inst, d: Slot, a: Slot, n: u32) {
        match n {
            0 => {}
            1 => self.emit(i, Op::Copy { d, a }),
            _ => self.emit(i, Op::CopyN { d, a, n }),
        }
    }

    pub(super) fn vec(&mut self, i: Inst, v: VecOp) {
        self.code.vecs.push(v);
        let tab = self.code.vecs.len() as u32 - 1;
        self.emit(i, Op::Vec { tab });
    }

    pub(super) fn float_k(&self, t: Type) -> Res<Fk> {
        match scalar_kind(self.m(), t)? {
            Sc::F(k) => Ok(k),
            _ => Err("expected a floating-point type".into()),
        }
    }

    pub(super) fn vec_scalar(&self, t: Type) -> Res<(u32, Sc)> {
        match self.m().types.get(t) {
            TypeData::Vector {
                scalable: false,
                len,
                elem,
            } => Ok((*len, scalar_kind(self.m(), *elem)?)),
            _ => Err("unsupported: scalable vectors".into()),
        }
    }

    fn vec_float(&self, t: Type) -> Res<(u32, Fk)> {
        match self.vec_scalar(t)? {
            (n, Sc::F(k)) => Ok((n, k)),
            _ => Err("expected a floating-point vector".into()),
        }
    }

    fn agg_offset(&mut self, t: Type, indices: &[u32]) -> Res<u32> {
        let m = self.env.m;
        let mut off = 0;
        let mut cur = t;
        for &ix in indices {
            match m.types.get(cur) {
                TypeData::Array { elem, .. } => {
                    let e = *elem;
                    off += ix * self.slots_of(e)?;
                    cur = e;
                }
                _ => {
                    let elems = m.types.struct_elems(cur).ok_or("bad aggregate index")?;
                    let elems = elems.to_vec();
                    for e in elems.iter().take(ix as usize) {
                        off += self.slots_of(*e)?;
                    }
                    cur = *elems
                        .get(ix as usize)
                        .ok_or("aggregate index out of range")?;
                }
            }
        }
        Ok(off)
    }

    fn gep(
        &mut self,
        i: Inst,
        d: Slot,
        src_ty: Type,
        ptr: Value,
        indices: &[Value],
        res_ty: Type,
    ) -> Res<()> {
        let m = self.env.m;
        let dl = self.env.dl;
        let p = self.val(ptr)?;
        let mut off: i64 = 0;
        let mut idx: Vec<(Slot, bool, u8, i64)> = Vec::new();
        let mut cur = src_ty;
        for (k, &iv) in indices.iter().enumerate() {
            let it = self.arg_type(iv)?;
            let is_vec = m.types.is_vector(it);
            let konst = match iv {
                Value::Const(c) if !is_vec => match &m.consts.get(c).data {
                    ConstData::Int(v) => Some(v.as_i128().unwrap_or(0) as i64),
                    ConstData::Zero | ConstData::Null => Some(0),
                    _ => None,
                },
                _ => None,
            };
            let scale: i64;
            if k == 0 {
                scale = dl.alloc_size(&m.types, cur) as i64;
            } else {
                match m.types.get(cur) {
                    TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => {
                        let e = *elem;
                        scale = dl.alloc_size(&m.types, e) as i64;
                        cur = e;
                    }
                    TypeData::Struct { .. } | TypeData::Named(_) => {
                        let fi = konst.ok_or("unsupported: non-constant struct GEP index")?;
                        let l = dl
                            .struct_layout(&m.types, cur)
                            .ok_or("GEP into an opaque struct")?;
                        off = off.wrapping_add(
                            *l.offsets.get(fi as usize).ok_or("GEP field out of range")? as i64,
                        );
                        cur = m.types.index_type(cur, fi as u64).ok_or("bad GEP")?;
                        continue;
                    }
                    _ => return Err("GEP index into a scalar".into()),
                }
            }
            match konst {
                Some(c) => off = off.wrapping_add(c.wrapping_mul(scale)),
                None => {
                    let s = self.val(iv)?;
                    let st = m.types.scalar(it);
                    let bits = m.types.int_bits(st).unwrap_or(64);
                    if bits > 64 {
                        return Err("unsupported: GEP index wider than 64 bits".into());
                    }
                    idx.push((s, is_vec, sh64(bits), scale));
                }
            }
        }
        if let Some((lanes, _)) = m.types.vector_len(res_ty) {
            let pt = self.arg_type(ptr)?;
            let pvec = m.types.is_vector(pt);
            self.vec(
                i,
                VecOp::Gep {
                    d,
                    p,
                    pvec,
                    off,
                    idx,
                    lanes,
                },
            );
            return Ok(());
        }
        let op = match idx.as_slice() {
            [] => Op::Gep { d, p, off },
            [(s, _, sh, scale)] if i32::try_from(*scale).is_ok() && i32::try_from(off).is_ok() => {
                Op::Gep1 {
                    d,
                    p,
                    i: *s,
                    sh: *sh,
                    scale: *scale as i32,
                    off: off as i32,
                }
            }
            _ => {
                self.code.geps.push(GepData {
                    off,
                    idx: idx.iter().map(|x| (x.0, x.2, x.3)).collect(),
                });
                Op::GepN {
                    d,
                    p,
                    tab: self.code.geps.len() as u32 - 1,
                }
            }
        };
        self.emit(i, op);
        Ok(())
    }

    fn call(
        &mut self,
        i: Inst,
        d: Slot,
        c: &parir_ir::inst::CallData,
        _unused: Option<()>,
    ) -> Res<()> {
        let m = self.env.m;
        if let Some(&(k, exit)) = self.dir_ops.get(&i) {
            if exit {
                let pc = self.code.ops.len() as u32;
                self.code.dirs[k as usize].exit_pc = pc;
                self.emit(i, Op::DirExit { c: k });
            } else {
                let pc = self.code.ops.len() as u32;
                for &(l, role) in &self.code.dirs[k as usize].san {
                    if matches!(role, SanRole::Group | SanRole::CloseAtExit) {
                        self.code.loops[l as usize].header = pc;
                    }
                }
                self.emit(i, Op::DirEntry { c: k });
            }
            return Ok(());
        }
        let callee = match c.callee {
            Value::Const(k) => match &m.consts.get(k).data {
                ConstData::Global(g) => {
                    let g = resolve_alias(m, *g);
                    let name = m.globals[g].name().unwrap_or("");
                    // Intrinsics without run-time effect are dropped here.
                    if name.starts_with("llvm.dbg.")
                        || name.starts_with("llvm.lifetime.")
                        || name.starts_with("llvm.assume")
                        || name.starts_with("llvm.experimental.noalias.scope.decl")
                        || name.starts_with("llvm.sideeffect")
                        || name.starts_with("llvm.donothing")
                        || name.starts_with("llvm.invariant.")
                        || name.starts_with("llvm.var.annotation")
                        || name.starts_with("llvm.prefetch")
                        // The 2017 region annotations (region-annotations-rfc.txt): no
                        // effect when run sequentially.
                        || name == "llvm.experimental.directive"
                        || name.starts_with("llvm.experimental.dir.qual")
                    {
                        return Ok(());
                    }
                    if name.starts_with("llvm.expect") && !c.args.is_empty() {
                        let a = self.val(c.args[0])?;
                        let n = self.slots_of(self.body.insts[i].ty)?;
                        self.copy(i, d, a, n);
                        return Ok(());
                    }
                    if m.globals[g].as_func().is_some_and(|f| f.body.is_none()) {
                        if let Some(b) = crate::builtins::resolve(name) {
                            let b = match b {
                                Builtin::MulAdd if self.code.fma => Builtin::Fma,
                                b => b,
                            };
                            if self.lane_call(i, d, b, c)? {
                                return Ok(());
                            }
                        }
                    }
                    match self.env.func_index.get(&g) {
                        Some(&f) => Callee::Direct(f),
                        None => Callee::Indirect(self.val(c.callee)?),
                    }
                }
                _ => Callee::Indirect(self.val(c.callee)?),
            },
            Value::Asm(_) => Callee::Asm,
            v => Callee::Indirect(self.val(v)?),
        };
        let (ret, params, _) = m.types.fn_sig(c.fn_ty).ok_or("bad call type")?;
        let fixed = params.len() as u32;
        // byval: from the call site, else from the callee's declaration.
        let callee_attrs = match &callee {
            Callee::Direct(_) => match c.callee {
                Value::Const(k) => match &m.consts.get(k).data {
                    ConstData::Global(g) => m.globals[resolve_alias(m, *g)]
                        .as_func()
                        .map(|f| f.attrs.params.clone()),
                    _ => None,
                },
                _ => None,
            },
            _ => None,
        };
        let mut args = Vec::new();
        for (k, &a) in c.args.iter().enumerate() {
            let slot = self.val(a)?;
            let t = self.arg_type(a)?;
            let shape = self.shape(t)?;
            let mut byval = None;
            let mut byval_align = 1;
            let sets = [
                c.attrs.params.get(k).copied(),
                callee_attrs.as_ref().and_then(|p| p.get(k).copied()),
            ];
            for set in sets.into_iter().flatten() {
                for at in m.attrs.get(set) {
                    match at {
                        Attr::Type(kind, bt) if kind.keyword() == "byval" => {
                            byval = Some(self.env.dl.alloc_size(&m.types, *bt));
                            byval_align = byval_align.max(self.env.dl.align(&m.types, *bt));
                        }
                        Attr::Int(kind, n) if kind.keyword() == "align" => {
                            byval_align = byval_align.max(*n);
                        }
                        _ => {}
                    }
                }
            }
            let slots = self.env.shapes.list[shape as usize].slots;
            args.push(ArgRef {
                slot,
                shape,
                slots,
                byval,
                byval_align,
            });
        }
        let (ret_shape, ret_slots) = if m.types.is_void(ret) {
            (NONE, 0)
        } else {
            let s = self.shape(ret)?;
            (s, self.env.shapes.list[s as usize].slots)
        };
        let plain = args.iter().all(|a| a.byval.is_none());
        let simple = match callee {
            Callee::Direct(t) if plain && args.iter().all(|a| a.slots == 1) => t,
            _ => NONE,
        };
        self.code.calls.push(CallSite {
            callee,
            plain,
            simple,
            args,
            fixed,
            ret_shape,
            ret_slots,
        });
        let site = self.code.calls.len() as u32 - 1;
        self.emit(i, Op::Call { d, site });
        Ok(())
    }
}

impl Decoder<'_, '_> {
    /// A call of builtin `b` on scalars that [`crate::builtins::lane_op`] computes: emits
    /// [`Op::Lane`] and returns true; false leaves the call to [`Op::Call`].
    fn lane_call(
        &mut self,
        i: Inst,
        d: Slot,
        b: crate::builtins::Builtin,
        c: &parir_ir::inst::CallData,
    ) -> Res<bool> {
        let m = self.env.m;
        let Some((ret, params, false)) = m.types.fn_sig(c.fn_ty) else {
            return Ok(false);
        };
        let scalar = |dec: &mut Self, t: Type| -> Res<Option<Sc>> {
            let k = dec.shape(t)? as usize;
            let s = &dec.env.shapes.list[k];
            Ok(
                (s.lanes == 0 && s.leaves.len() == 1 && s.leaves[0].off == 0)
                    .then(|| s.leaves[0].sc),
            )
        };
        if m.types.is_void(ret) || params.len() != c.args.len() {
            return Ok(false);
        }
        let Some(sc) = scalar(self, ret)? else {
            return Ok(false);
        };
        if crate::builtins::lane_op_applies(b, sc) != Some(c.args.len()) {
            return Ok(false);
        }
        let mut ops = [0 as Slot; 3];
        for (k, &a) in c.args.iter().enumerate() {
            let t = self.arg_type(a)?;
            if scalar(self, t)? != Some(sc) {
                return Ok(false);
            }
            ops[k] = self.val(a)?;
        }
        let [a, b2, c2] = ops;
        self.emit(
            i,
            Op::Lane {
                f: b,
                d,
                a,
                b: if c.args.len() > 1 { b2 } else { a },
                c: if c.args.len() > 2 { c2 } else { a },
                sc,
            },
        );
        Ok(true)
    }

    /// The clauses of the `landingpad` that begins block `pad` (an invoke's unwind
    /// destination), as [`crate::code::Unwind`] holds them.
    fn landing_clauses(&mut self, pad: parir_ir::Block) -> Res<(bool, Vec<crate::code::Clause>)> {
        use crate::code::Clause;
        use parir_ir::inst::LandingClause;
        let body = self.body;
        let first = body.blocks[pad]
            .insts
            .iter()
            .copied()
            .find(|&x| !matches!(body.insts[x].kind, InstKind::Phi { .. }));
        let Some(lp) = first else {
            return Err("an invoke's unwind destination is empty".into());
        };
        let InstKind::LandingPad { cleanup, clauses } = &body.insts[lp].kind else {
            return Err(format!(
                "unsupported: an invoke whose unwind destination begins with '{}' (only \
                 Itanium landing pads are run)",
                body.insts[lp].kind.opcode_name()
            ));
        };
        let slots = self.slots_of(body.insts[lp].ty)?;
        if slots != 2 {
            return Err("unsupported: a landingpad whose type is not { ptr, i32 }".into());
        }
        let mut out = Vec::with_capacity(clauses.len());
        for c in clauses {
            out.push(match c {
                LandingClause::Catch(v) => Clause::Catch(self.val(*v)?),
                LandingClause::Filter(v) => {
                    let n = match self.ty_of(*v) {
                        Some(t) => self.slots_of(t)?,
                        None => 0,
                    };
                    Clause::Filter(self.val(*v)?, n)
                }
            });
        }
        Ok((*cleanup, out))
    }
}
