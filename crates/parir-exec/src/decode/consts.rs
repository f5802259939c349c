//! Constant evaluation: the slot words of constants and constant expressions.

use super::{bitcast_slots, cast_value, resolve_alias, scalar_kind, Env};
use crate::code::{Sc, MAX_INT_BITS};
use crate::scalar::{self, Fk};
use parir_ir::inst::CastOp;
use parir_ir::types::{FloatKind, TypeData};
use parir_ir::value::{ConstData, ExprOp};
use parir_ir::{Block, Const, GlobalId, Type};

impl Env<'_> {
    pub(super) fn shape(&mut self, t: Type) -> Result<u32, String> {
        self.shapes.get(self.m, self.dl, t)
    }

    /// The slot words of a constant.
    /// The value of `blockaddress(@f, %b)`: the function's address plus one more than the
    /// block's number. Memory accesses through it fail (a function has no bytes) and so
    /// does calling it (not the function's start); `indirectbr` maps it back.
    pub fn block_address(&self, f: GlobalId, b: Block) -> Result<u64, String> {
        let f = resolve_alias(self.m, f);
        let p = self.global_ptr.get(&f).copied().ok_or_else(|| {
            format!(
                "unsupported: blockaddress of @{}",
                self.m.globals[f].name().unwrap_or("?")
            )
        })?;
        Ok(p.wrapping_add(b.as_u32() as u64 + 1))
    }

    pub fn const_words(&mut self, c: Const) -> Result<Vec<u64>, String> {
        let mut out = Vec::new();
        self.const_into(c, &mut out, 0)?;
        Ok(out)
    }

    fn const_into(&mut self, c: Const, out: &mut Vec<u64>, depth: u32) -> Result<(), String> {
        if depth > 64 {
            return Err("unsupported: constant nested too deeply".into());
        }
        let m = self.m;
        let e = m.consts.get(c);
        let ty = e.ty;
        match &e.data {
            ConstData::Int(v) => {
                let bits = m.types.int_bits(ty).unwrap_or(64);
                if bits > 128 {
                    if bits > MAX_INT_BITS {
                        return Err(format!(
                            "unsupported: integers wider than {MAX_INT_BITS} bits (i{bits})"
                        ));
                    }
                    // Two's complement limbs of the (signed) big value.
                    let bytes = v.to_bigint().to_signed_bytes_le();
                    let fill = if bytes.last().is_some_and(|b| b & 0x80 != 0) {
                        0xff
                    } else {
                        0
                    };
                    let n = crate::wide::limbs(bits);
                    let mut words = Vec::with_capacity(n);
                    for k in 0..n {
                        let mut w = [fill; 8];
                        for (j, x) in w.iter_mut().enumerate() {
                            if let Some(b) = bytes.get(k * 8 + j) {
                                *x = *b;
                            }
                        }
                        words.push(u64::from_le_bytes(w));
                    }
                    out.extend(crate::wide::resize(&words, n as u32 * 64, bits, false));
                    return Ok(());
                }
                let x = v.as_i128().unwrap_or(0) as u128;
                let x = if bits == 128 {
                    x
                } else {
                    x & ((1u128 << bits) - 1)
                };
                out.push(x as u64);
                if bits > 64 {
                    out.push((x >> 64) as u64);
                }
            }
            ConstData::Float(bits) => match m.types.float_kind(ty) {
                Some(
                    FloatKind::Float | FloatKind::Double | FloatKind::Half | FloatKind::BFloat,
                ) => out.push(*bits as u64),
                Some(FloatKind::X86Fp80) => {
                    out.push(*bits as u64);
                    out.push((*bits >> 64) as u64 & 0xffff);
                }
                Some(k) => return Err(format!("unsupported: floating-point type {}", k.keyword())),
                None => out.push(*bits as u64),
            },
            ConstData::Null
            | ConstData::Zero
            | ConstData::Undef
            | ConstData::Poison
            | ConstData::NoneToken => {
                let s = self.shape(ty)?;
                let n = self.shapes.list[s as usize].slots;
                out.extend(std::iter::repeat_n(0, n as usize));
            }
            ConstData::Array(es) | ConstData::Struct(es) | ConstData::Vector(es) => {
                for x in es.clone() {
                    self.const_into(x, out, depth + 1)?;
                }
            }
            ConstData::Bytes(b) => out.extend(b.iter().map(|x| *x as u64)),
            ConstData::Global(g) | ConstData::DsoLocalEquivalent(g) | ConstData::NoCfi(g) => {
                let g = resolve_alias(m, *g);
                let p = self.global_ptr.get(&g).copied().ok_or_else(|| {
                    format!(
                        "unsupported: address of @{}",
                        m.globals[g].name().unwrap_or("?")
                    )
                })?;
                out.push(p);
            }
            ConstData::BlockAddress(f, b) => out.push(self.block_address(*f, *b)?),
            ConstData::Expr(x) => {
                let x = x.clone();
                self.const_expr(ty, &x, out, depth)?;
            }
        }
        Ok(())
    }

    fn scalar_const(&mut self, c: Const, depth: u32) -> Result<Vec<u64>, String> {
        let mut v = Vec::new();
        self.const_into(c, &mut v, depth + 1)?;
        Ok(v)
    }

    fn const_expr(
        &mut self,
        ty: Type,
        x: &parir_ir::value::ConstExpr,
        out: &mut Vec<u64>,
        depth: u32,
    ) -> Result<(), String> {
        let m = self.m;
        let ops = &x.operands;
        let op_ty = |i: usize| ops.get(i).map(|c| m.consts.ty(*c));
        match x.op {
            ExprOp::GetElementPtr => {
                let src = x.src_ty.ok_or("getelementptr without source type")?;
                let base = self.scalar_const(ops[0], depth)?;
                if base.len() != 1 || m.types.is_vector(ty) {
                    return Err("unsupported: vector getelementptr constant".into());
                }
                let mut off: i64 = 0;
                let mut cur = src;
                for (k, idx) in ops[1..].iter().enumerate() {
                    let iv = match &m.consts.get(*idx).data {
                        ConstData::Int(v) => v.as_i128().unwrap_or(0) as i64,
                        ConstData::Zero | ConstData::Null => 0,
                        _ => return Err("unsupported: non-integer constant GEP index".into()),
                    };
                    if k == 0 {
                        off = off.wrapping_add(
                            iv.wrapping_mul(self.dl.alloc_size(&m.types, cur) as i64),
                        );
                        continue;
                    }
                    match m.types.get(cur) {
                        TypeData::Struct { .. } | TypeData::Named(_) => {
                            let l = self
                                .dl
                                .struct_layout(&m.types, cur)
                                .ok_or("GEP into an opaque struct")?;
                            off = off.wrapping_add(
                                *l.offsets.get(iv as usize).ok_or("GEP field out of range")? as i64,
                            );
                            cur = m.types.index_type(cur, iv as u64).ok_or("bad GEP")?;
                        }
                        TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => {
                            let e = *elem;
                            off = off.wrapping_add(
                                iv.wrapping_mul(self.dl.alloc_size(&m.types, e) as i64),
                            );
                            cur = e;
                        }
                        _ => return Err("GEP index into a scalar".into()),
                    }
                }
                out.push(base[0].wrapping_add(off as u64));
            }
            ExprOp::Cast(op) => {
                let a = self.scalar_const(ops[0], depth)?;
                let from_t = op_ty(0).ok_or("cast without operand")?;
                if m.types.is_vector(ty) || m.types.is_vector(from_t) {
                    if op == CastOp::BitCast {
                        return self.const_bitcast(from_t, ty, &a, out);
                    }
                    return Err("unsupported: vector cast constant".into());
                }
                let from = scalar_kind(m, from_t)?;
                let to = scalar_kind(m, ty)?;
                let r = cast_value(op, &a, from, to).map_err(|e| e.to_string())?;
                out.extend(r);
            }
            ExprOp::Bin(op) => {
                let a = self.scalar_const(ops[0], depth)?;
                let b = self.scalar_const(ops[1], depth)?;
                match scalar_kind(m, ty)? {
                    Sc::I(bits) if bits <= 64 => {
                        out.push(scalar::int_bin(op, a[0], b[0], (64 - bits) as u8)?)
                    }
                    Sc::I(bits) => {
                        let r = scalar::wide_bin(op, w(&a), w(&b), (128 - bits) as u8)?;
                        out.push(r as u64);
                        out.push((r >> 64) as u64);
                    }
                    Sc::F(k) => out.push(scalar::float_bin(op, a[0], b[0], k)),
                    Sc::X80 => out.extend(crate::x87::bin(op, x80(&a), x80(&b))),
                    Sc::Ptr => return Err("pointer arithmetic constant".into()),
                }
            }
            ExprOp::ICmp(p) => {
                let a = self.scalar_const(ops[0], depth)?;
                let b = self.scalar_const(ops[1], depth)?;
                let r = match scalar_kind(m, op_ty(0).ok_or("icmp")?)? {
                    Sc::I(bits) if bits > 64 => {
                        scalar::wide_icmp(p, w(&a), w(&b), (128 - bits) as u8)
                    }
                    Sc::I(bits) => scalar::icmp(p, a[0], b[0], (64 - bits) as u8),
                    _ => scalar::icmp(p, a[0], b[0], 0),
                };
                out.push(r as u64);
            }
            ExprOp::FCmp(p) => {
                let a = self.scalar_const(ops[0], depth)?;
                let b = self.scalar_const(ops[1], depth)?;
                let r = match scalar_kind(m, op_ty(0).ok_or("fcmp")?)? {
                    Sc::F(k) => scalar::fcmp(p, a[0], b[0], k),
                    Sc::X80 => crate::x87::fcmp(p, x80(&a), x80(&b)),
                    _ => return Err("fcmp on non-float".into()),
                };
                out.push(r as u64);
            }
            ExprOp::FNeg => {
                let a = self.scalar_const(ops[0], depth)?;
                match scalar_kind(m, ty)? {
                    Sc::F(Fk::F32) => out.push(a[0] ^ 0x8000_0000),
                    Sc::F(Fk::F16 | Fk::BF16) => out.push(a[0] ^ 0x8000),
                    Sc::X80 => out.extend(crate::x87::neg(x80(&a))),
                    _ => out.push(a[0] ^ (1 << 63)),
                }
            }
            ExprOp::Select => {
                let c = self.scalar_const(ops[0], depth)?;
                let pick = if c.first().copied().unwrap_or(0) & 1 == 1 {
                    ops[1]
                } else {
                    ops[2]
                };
                self.const_into(pick, out, depth + 1)?;
            }
            ExprOp::ExtractElement | ExprOp::InsertElement | ExprOp::ShuffleVector => {
                let v = self.scalar_const(ops[0], depth)?;
                let vt = op_ty(0).ok_or("vector operand")?;
                let (lanes, _) = m.types.vector_len(vt).ok_or("not a vector")?;
                let ls = (v.len() as u32 / lanes.max(1)) as usize;
                let lane = |v: &Vec<u64>, i: usize| v[i * ls..(i + 1) * ls].to_vec();
                match x.op {
                    ExprOp::ExtractElement => {
                        let i = self.scalar_const(ops[1], depth)?[0] as usize;
                        if i >= lanes as usize {
                            out.extend(std::iter::repeat_n(0, ls));
                        } else {
                            out.extend(lane(&v, i));
                        }
                    }
                    ExprOp::InsertElement => {
                        let e = self.scalar_const(ops[1], depth)?;
                        let i = self.scalar_const(ops[2], depth)?[0] as usize;
                        for k in 0..lanes as usize {
                            if k == i {
                                out.extend(e.iter().copied());
                            } else {
                                out.extend(lane(&v, k));
                            }
                        }
                    }
                    _ => {
                        let b = self.scalar_const(ops[1], depth)?;
                        for &mi in &x.mask {
                            if mi < 0 {
                                out.extend(std::iter::repeat_n(0, ls));
                            } else if (mi as u32) < lanes {
                                out.extend(lane(&v, mi as usize));
                            } else {
                                out.extend(lane(&b, (mi as u32 - lanes) as usize));
                            }
                        }
                    }
                }
            }
        }
        Ok(())
    }

    fn const_bitcast(
        &mut self,
        from: Type,
        to: Type,
        a: &[u64],
        out: &mut Vec<u64>,
    ) -> Result<(), String> {
        let fs = self.shape(from)?;
        let ts = self.shape(to)?;
        let fsh = self.shapes.list[fs as usize].clone();
        let tsh = self.shapes.list[ts as usize].clone();
        let mut buf = vec![0; tsh.slots as usize];
        bitcast_slots(&fsh, &tsh, a, &mut buf)?;
        out.extend(buf);
        Ok(())
    }
}

/// The two words of an `x86_fp80` value.
pub(super) fn x80(v: &[u64]) -> crate::x87::W {
    crate::x87::words(
        v.first().copied().unwrap_or(0),
        v.get(1).copied().unwrap_or(0),
    )
}

pub(super) fn w(v: &[u64]) -> u128 {
    v.first().copied().unwrap_or(0) as u128 | (v.get(1).copied().unwrap_or(0) as u128) << 64
}
