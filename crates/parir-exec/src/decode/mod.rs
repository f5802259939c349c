//! Decoding a function body into [`Code`], and evaluating constants.
//!
//! Decoding happens lazily, the first time a function is called. An instruction parir cannot
//! execute (exception handling, `callbr`, Tapir, integers wider than 128 bits, ...) does not fail
//! the decode: it becomes a [`Op::Trap`] naming the construct, so the error is reported with
//! its location only if that instruction is reached.

use crate::builtins::Builtin;
use crate::code::*;
use crate::layout::DataLayout;
use crate::scalar::{self, Fk};
use parir_ir::attrs::Attr;
use parir_ir::function::Body;
use parir_ir::inst::{BinOp, CastOp, InstKind};
use parir_ir::module::GlobalKind;
use parir_ir::types::{FloatKind, TypeData};
use parir_ir::value::{ConstData, ExprOp};
use parir_ir::{Block, Const, GlobalId, Inst, Module, Type, Value};
use std::collections::{HashMap, HashSet};
use std::sync::Arc;

/// Interned shapes of the types of a module.
#[derive(Default, Debug, Clone)]
pub struct Shapes {
    pub list: Vec<Shape>,
    map: HashMap<Type, u32>,
}

/// Most slots a single SSA value may take (a first-class array of this many scalars is far
/// beyond what compilers emit; bigger ones would make every frame huge).
const MAX_VALUE_SLOTS: u64 = 1 << 16;

impl Shapes {
    /// The shape id of `t`.
    pub fn get(&mut self, m: &Module, dl: &DataLayout, t: Type) -> Result<u32, String> {
        if let Some(&s) = self.map.get(&t) {
            return Ok(s);
        }
        let mut leaves = Vec::new();
        let slots = build_leaves(m, dl, t, 0, 0, &mut leaves, 0)?;
        let (lanes, bool_vector) = match m.types.get(t) {
            TypeData::Vector { len, elem, .. } => (*len, m.types.int_bits(*elem) == Some(1)),
            _ => (0, false),
        };
        let shape = Shape {
            slots,
            leaves,
            size: dl.alloc_size(&m.types, t),
            lanes,
            bool_vector,
        };
        let id = self.list.len() as u32;
        self.list.push(shape);
        self.map.insert(t, id);
        Ok(id)
    }
}

/// The scalar kind of a type, if it is a supported scalar.
pub fn scalar_kind(m: &Module, t: Type) -> Result<Sc, String> {
    match m.types.get(t) {
        TypeData::Int(b) if *b <= MAX_INT_BITS => Ok(Sc::I(*b)),
        TypeData::Int(b) => Err(format!(
            "unsupported: integers wider than {MAX_INT_BITS} bits (i{b})"
        )),
        TypeData::Float(FloatKind::Float) => Ok(Sc::F(Fk::F32)),
        TypeData::Float(FloatKind::Double) => Ok(Sc::F(Fk::F64)),
        TypeData::Float(FloatKind::Half) => Ok(Sc::F(Fk::F16)),
        TypeData::Float(FloatKind::BFloat) => Ok(Sc::F(Fk::BF16)),
        TypeData::Float(FloatKind::X86Fp80) => Ok(Sc::X80),
        TypeData::Float(k) => Err(format!("unsupported: floating-point type {}", k.keyword())),
        TypeData::Ptr(_) => Ok(Sc::Ptr),
        // Tokens (sync regions, coroutine ids, ...) only flow between intrinsics.
        TypeData::Token => Ok(Sc::I(64)),
        _ => Err(format!("unsupported: type {}", type_name(m, t))),
    }
}

fn type_name(m: &Module, t: Type) -> String {
    match m.types.get(t) {
        TypeData::Void => "void".into(),
        TypeData::Label => "label".into(),
        TypeData::Metadata => "metadata".into(),
        TypeData::Token => "token".into(),
        TypeData::X86Amx => "x86_amx".into(),
        TypeData::X86Mmx => "x86_mmx".into(),
        TypeData::Target { name, .. } => format!("target(\"{name}\")"),
        TypeData::Vector { scalable: true, .. } => "scalable vector".into(),
        TypeData::Named(_) => "opaque struct".into(),
        other => format!("{other:?}"),
    }
}

fn build_leaves(
    m: &Module,
    dl: &DataLayout,
    t: Type,
    slot: u32,
    off: u64,
    out: &mut Vec<Leaf>,
    depth: u32,
) -> Result<u32, String> {
    if depth > 64 {
        return Err("unsupported: type nested too deeply".into());
    }
    match m.types.get(t) {
        TypeData::Void => Ok(0),
        TypeData::Vector {
            scalable: false,
            len,
            elem,
        } => {
            let sc = scalar_kind(m, *elem)?;
            if sc == Sc::X80 {
                return Err("unsupported: vectors of x86_fp80".into());
            }
            let es = dl.store_size(&m.types, *elem);
            let mut s = slot;
            for i in 0..*len {
                out.push(Leaf {
                    slot: s,
                    off: off + i as u64 * es,
                    sc,
                });
                s += sc.slots();
            }
            Ok(s - slot)
        }
        TypeData::Array { len, elem } => {
            let es = dl.alloc_size(&m.types, *elem);
            let mut s = slot;
            if *len > MAX_VALUE_SLOTS {
                return Err(format!(
                    "unsupported: array value of {len} elements in a register"
                ));
            }
            for i in 0..*len {
                s += build_leaves(m, dl, *elem, s, off + i * es, out, depth + 1)?;
                if (s - slot) as u64 > MAX_VALUE_SLOTS {
                    return Err("unsupported: aggregate value too large for a register".into());
                }
            }
            Ok(s - slot)
        }
        TypeData::Struct { .. } | TypeData::Named(_) => {
            let layout = dl
                .struct_layout(&m.types, t)
                .ok_or_else(|| "unsupported: value of opaque struct type".to_string())?;
            let elems = m.types.struct_elems(t).unwrap_or(&[]).to_vec();
            let mut s = slot;
            for (e, o) in elems.iter().zip(&layout.offsets) {
                s += build_leaves(m, dl, *e, s, off + o, out, depth + 1)?;
                if (s - slot) as u64 > MAX_VALUE_SLOTS {
                    return Err("unsupported: aggregate value too large for a register".into());
                }
            }
            Ok(s - slot)
        }
        _ => {
            let sc = scalar_kind(m, t)?;
            out.push(Leaf { slot, off, sc });
            Ok(sc.slots())
        }
    }
}

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
    /// Entry and header ops for all of them, and [`Op::Rec`] before each covered access
    /// (`parir sanitize`).
    Sanitize,
}

/// What the sanitizer needs of the carried phis of `lp` ([`crate::parloop::AnnotatedLoop::carried`]).
fn carried_code(
    m: &Module,
    g: GlobalId,
    body: &Body,
    lp: &crate::parloop::AnnotatedLoop,
) -> Vec<CarriedCode> {
    let Some(claim) = lp
        .claims
        .iter()
        .position(|c| c.claim.is_full() && c.uncovered.is_empty())
    else {
        return Vec::new();
    };
    let n = parir_annot::claims::names::Namer::new(m, g, body);
    let located = |i: Inst| parir_annot::diag::debug_location(m, &body.insts[i]).is_some();
    lp.carried
        .iter()
        .map(|c| {
            let phi_text = match &c.variable {
                Some(v) => format!("{} (variable `{v}`)", n.val(Value::Inst(c.phi))),
                None => n.val(Value::Inst(c.phi)),
            };
            let read_at = if located(c.phi) {
                c.phi
            } else {
                lp.blocks
                    .iter()
                    .flat_map(|&b| body.blocks[b].insts.iter().copied())
                    .find(|&u| {
                        let mut reads = false;
                        body.insts[u].kind.for_each_operand(|v| {
                            reads |= v == Value::Inst(c.phi);
                        });
                        reads && located(u)
                    })
                    .unwrap_or(c.phi)
            };
            let def = match c.back {
                Value::Inst(i) => Some((
                    i,
                    format!(
                        "{} {}",
                        body.insts[i].kind.opcode_name(),
                        n.val(Value::Inst(i))
                    ),
                )),
                _ => None,
            };
            CarriedCode {
                claim,
                phi_text,
                read_at,
                def,
            }
        })
        .collect()
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

impl Env<'_> {
    fn shape(&mut self, t: Type) -> Result<u32, String> {
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
fn x80(v: &[u64]) -> crate::x87::W {
    crate::x87::words(
        v.first().copied().unwrap_or(0),
        v.get(1).copied().unwrap_or(0),
    )
}

fn w(v: &[u64]) -> u128 {
    v.first().copied().unwrap_or(0) as u128 | (v.get(1).copied().unwrap_or(0) as u128) << 64
}

/// Re-interprets a value of shape `from` as shape `to` through its little-endian image.
pub fn bitcast_slots(from: &Shape, to: &Shape, a: &[u64], d: &mut [u64]) -> Result<(), String> {
    let nbits = |s: &Shape| -> u64 {
        s.leaves
            .iter()
            .map(|l| match l.sc {
                Sc::I(b) => b as u64,
                other => other.bytes() * 8,
            })
            .sum()
    };
    let total = nbits(from);
    if total != nbits(to) || total > 1 << 16 {
        return Err("unsupported: bitcast between types of different sizes".into());
    }
    // Lanes are packed back to back at their bit widths (i1 vectors bit-packed).
    let mut bits = vec![0u8; total.div_ceil(8) as usize + 16];
    let mut pos = 0u64;
    for l in &from.leaves {
        let width = match l.sc {
            Sc::I(b) => b as u64,
            other => other.bytes() * 8,
        };
        for k in 0..width {
            let word = a
                .get((l.slot + (k / 64) as u32) as usize)
                .copied()
                .unwrap_or(0);
            if word >> (k % 64) & 1 == 1 {
                bits[((pos + k) / 8) as usize] |= 1 << ((pos + k) % 8);
            }
        }
        pos += width;
    }
    pos = 0;
    for l in &to.leaves {
        let width = match l.sc {
            Sc::I(b) => b as u64,
            other => other.bytes() * 8,
        };
        for s in 0..l.sc.slots() {
            d[(l.slot + s) as usize] = 0;
        }
        for k in 0..width {
            if bits[((pos + k) / 8) as usize] >> ((pos + k) % 8) & 1 == 1 {
                d[(l.slot + (k / 64) as u32) as usize] |= 1 << (k % 64);
            }
        }
        pos += width;
    }
    Ok(())
}

/// A scalar cast on slot words.
pub fn cast_value(op: CastOp, a: &[u64], from: Sc, to: Sc) -> Result<Vec<u64>, &'static str> {
    let a0 = a.first().copied().unwrap_or(0);
    let wide = w(a);
    // The source as a signed 128-bit integer.
    let sext = |bits: u32| -> i128 {
        let sh = 128 - bits;
        ((wide << sh) as i128) >> sh
    };
    let int_out = |v: u128, bits: u32| -> Vec<u64> {
        let v = if bits >= 128 {
            v
        } else {
            v & ((1u128 << bits) - 1)
        };
        if bits > 64 {
            vec![v as u64, (v >> 64) as u64]
        } else {
            vec![v as u64]
        }
    };
    use crate::x87;
    Ok(match (op, from, to) {
        (CastOp::FPExt, Sc::F(fk), Sc::X80) => x87::from_fk(a0, fk).to_vec(),
        (CastOp::FPTrunc, Sc::X80, Sc::F(tk)) => vec![x87::to_fk(x80(a), tk)],
        (CastOp::SIToFP, Sc::I(fb), Sc::X80) => x87::from_int(sext(fb) as u128, true).to_vec(),
        (CastOp::UIToFP, Sc::I(_), Sc::X80) => x87::from_int(wide, false).to_vec(),
        (CastOp::FPToSI, Sc::X80, Sc::I(tb)) => int_out(x87::to_sint(x80(a), tb), tb),
        (CastOp::FPToUI, Sc::X80, Sc::I(tb)) => int_out(x87::to_uint(x80(a), tb), tb),
        (CastOp::Trunc | CastOp::ZExt | CastOp::PtrToInt | CastOp::IntToPtr, _, Sc::I(b)) => {
            int_out(wide, b)
        }
        (CastOp::IntToPtr, _, Sc::Ptr) => vec![a0],
        (CastOp::SExt, Sc::I(fb), Sc::I(tb)) => int_out(sext(fb) as u128, tb),
        (CastOp::BitCast | CastOp::AddrSpaceCast, _, _) => a.to_vec(),
        (CastOp::FPTrunc | CastOp::FPExt, Sc::F(fk), Sc::F(tk)) => {
            vec![scalar::fput(scalar::fget(a0, fk), tk)]
        }
        (CastOp::SIToFP, Sc::I(fb), Sc::F(tk)) => {
            let v = sext(fb);
            vec![match tk {
                Fk::F32 => (v as f32).to_bits() as u64,
                Fk::F64 => (v as f64).to_bits(),
                // Through f64: exact below 2^53, and 53 ≥ 2p + 2 bits above.
                Fk::F16 | Fk::BF16 => scalar::fput(v as f64, tk),
            }]
        }
        (CastOp::UIToFP, Sc::I(_), Sc::F(tk)) => vec![match tk {
            Fk::F32 => (wide as f32).to_bits() as u64,
            Fk::F64 => (wide as f64).to_bits(),
            Fk::F16 | Fk::BF16 => scalar::fput(wide as f64, tk),
        }],
        (CastOp::FPToSI, Sc::F(fk), Sc::I(tb)) => {
            let x = scalar::fget(a0, fk);
            if tb > 64 {
                int_out(x as i128 as u128, tb)
            } else {
                vec![scalar::fptosi(x, (64 - tb) as u8)]
            }
        }
        (CastOp::FPToUI, Sc::F(fk), Sc::I(tb)) => {
            let x = scalar::fget(a0, fk);
            if tb > 64 {
                int_out(x as u128, tb)
            } else {
                vec![scalar::fptoui(x, (64 - tb) as u8)]
            }
        }
        _ => return Err("unsupported cast"),
    })
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
        sync_of: HashMap::new(),
    };
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
    let annotated = if d.env.loops == LoopMode::Off {
        Vec::new()
    } else {
        crate::parloop::annotated_loops(m, g)
    };
    if d.env.loops == LoopMode::Sanitize {
        let fl = parir_analysis::loops::FunctionLoops::compute(body);
        let model = parir_annot::directives::model::DirectiveFunction::of(m, body);
        for t in parir_annot::claims::task_loops(body, &fl, &model) {
            d.loop_detaches.insert(t.detach);
            d.loop_conts.insert(t.cont);
        }
    }
    let constructs = if d.env.loops != LoopMode::Off {
        parir_annot::claims::constructs::constructs(m, g, body)
    } else {
        Vec::new()
    };
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
    if d.env.loops == LoopMode::Parallel {
        // A sync region the function never syncs (a task joined only by the end of a
        // directive region, say) keeps its serial elision.
        use parir_annot::claims::spawns::{task_points, TaskPointKind};
        let points = task_points(m, body);
        let synced: HashSet<Option<Inst>> = points
            .iter()
            .filter(|p| matches!(p.kind, TaskPointKind::Sync { .. }))
            .map(|p| p.region)
            .collect();
        d.task_points = points
            .into_iter()
            .filter(|p| synced.contains(&p.region))
            .map(|p| (p.inst, p))
            .collect();
    }
    // Promotion would hide accesses from the sanitizer, and give each worker of a parallel
    // loop or member of a team its own copy of the frame's variables: only where none of
    // these can happen. (A spawned task's copy of the frame is merged back when it is
    // joined: `crate::spawn`.)
    if d.env.loops == LoopMode::Off
        || (d.env.loops == LoopMode::Parallel && annotated.is_empty() && constructs.is_empty())
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
                attribute: c.claim.attribute(),
                safelen: c.claim.min_distance(),
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
    /// Sanitizer: the detaches (terminators or `detach_task` markers) of the `cilk_for`
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
    /// Sanitizer: the lock class ([`crate::code::sync_class`]) of the instructions inside
    /// `critical` and `atomic` regions (the innermost region's).
    sync_of: HashMap<Inst, u32>,
}

/// The lock a construct's region runs under: a `critical` section's name, or
/// [`crate::code::ATOMIC_LOCK`] for an `atomic` region (which the claims model leaves
/// [`ConstructKind::Inert`](parir_annot::claims::constructs::ConstructKind::Inert): its
/// instructions are not atomic unless it consists of one atomic instruction).
fn lock_name(c: &parir_annot::claims::constructs::Construct) -> Option<String> {
    use parir_annot::claims::constructs::ConstructKind;
    match &c.kind {
        ConstructKind::Critical { name } => Some(name.clone()),
        _ if c.tag == "DIR.OMP.ATOMIC" => Some(crate::code::ATOMIC_LOCK.into()),
        _ => None,
    }
}

/// Promoted variables stored exactly once, in the entry block, with an argument or a
/// constant, and not loaded before that store (where a load would read the fresh zeroes):
/// -O0 code keeps each parameter in such a variable. Returns the store and the value.
fn stored_once(body: &Body, promoted: &HashSet<Inst>) -> HashMap<Inst, (Inst, Value)> {
    let mut stores: HashMap<Inst, Vec<(Inst, Value)>> = HashMap::new();
    for (_, i) in body.inst_iter() {
        if let InstKind::Store {
            val,
            ptr: Value::Inst(a),
            ..
        } = &body.insts[i].kind
        {
            if promoted.contains(a) {
                stores.entry(*a).or_default().push((i, *val));
            }
        }
    }
    let Some(entry) = body.entry() else {
        return HashMap::new();
    };
    let insts = &body.blocks[entry].insts;
    let mut out = HashMap::new();
    for (var, list) in stores {
        let [(store, val)] = list[..] else { continue };
        if !matches!(val, Value::Arg(_) | Value::Const(_)) {
            continue;
        }
        let Some(pos) = insts.iter().position(|&i| i == store) else {
            continue;
        };
        let loaded_before = insts[..pos].iter().any(|&i| {
            matches!(&body.insts[i].kind,
                InstKind::Load { ptr: Value::Inst(a), .. } if *a == var)
        });
        if !loaded_before {
            out.insert(var, (store, val));
        }
    }
    out
}

/// Loads of promoted allocas whose value may be read straight from the variable's slot:
/// every use is later in the same block, or a phi taking it on the edge from that block, and
/// no store to the variable comes between the load and its last use (the block's end for a
/// phi). These need no copy (-O0 code loads a variable before
/// each use). Returns `(load, alloca)` pairs.
fn aliased_loads(body: &Body, promoted: &HashSet<Inst>) -> Vec<(Inst, Inst)> {
    if promoted.is_empty() {
        return Vec::new();
    }
    // Loads of promoted variables: block, position, variable, last use (or `None` once a
    // use disqualifies it).
    let mut loads: HashMap<Inst, (Block, usize, Inst, Option<usize>)> = HashMap::new();
    for &b in &body.layout {
        for (pos, &i) in body.blocks[b].insts.iter().enumerate() {
            if let InstKind::Load {
                ptr: Value::Inst(a),
                ..
            } = &body.insts[i].kind
            {
                if promoted.contains(a) {
                    loads.insert(i, (b, pos, *a, Some(pos)));
                }
            }
        }
    }
    if loads.is_empty() {
        return Vec::new();
    }
    for &b in &body.layout {
        for (pos, &i) in body.blocks[b].insts.iter().enumerate() {
            let kind = &body.insts[i].kind;
            if let InstKind::Phi { incoming, .. } = kind {
                // A phi reads its operand on the edge from its block: at that block's end.
                for &(v, pred) in incoming {
                    if let Value::Inst(l) = v {
                        if let Some(e) = loads.get_mut(&l) {
                            let end = body.blocks[pred].insts.len();
                            e.3 = match e.3 {
                                Some(last) if e.0 == pred => Some(last.max(end)),
                                _ => None,
                            };
                        }
                    }
                }
                continue;
            }
            kind.for_each_operand(|v| {
                if let Value::Inst(l) = v {
                    if let Some(e) = loads.get_mut(&l) {
                        e.3 = match e.3 {
                            Some(last) if e.0 == b && pos > e.1 => Some(last.max(pos)),
                            _ => None,
                        };
                    }
                }
            });
        }
    }
    let mut out = Vec::new();
    for (l, (b, pos, var, last)) in loads {
        let Some(last) = last else { continue };
        let insts = &body.blocks[b].insts;
        let between = insts.get(pos + 1..last).unwrap_or(&[]);
        let overwritten = between.iter().any(|&i| {
            matches!(&body.insts[i].kind,
                InstKind::Store { ptr: Value::Inst(a), .. } if *a == var)
        });
        if !overwritten {
            out.push((l, var));
        }
    }
    out
}

/// The allocas of a function that may live in a frame slot instead of memory: static ones
/// (entry block, one element) of a scalar type that fits a slot, whose address is only ever
/// the pointer operand of non-atomic loads and stores of exactly that type. No access to
/// them can fail and no other code can see them, so a slot (zeroed at each call, as a fresh
/// allocation is) behaves the same. This is what makes -O0 code, which keeps every local
/// variable in an alloca, run at the speed of optimized code.
fn promotable_allocas(m: &Module, body: &Body, params: &[Type]) -> HashSet<Inst> {
    let simple = |t: Type| match m.types.get(t) {
        TypeData::Int(b) => *b <= 64,
        TypeData::Float(FloatKind::Float | FloatKind::Double) | TypeData::Ptr(_) => true,
        _ => false,
    };
    let mut cand: HashMap<Inst, Type> = HashMap::new();
    if let Some(entry) = body.entry() {
        for &i in &body.blocks[entry].insts {
            if let InstKind::Alloca {
                elem_ty,
                count: None,
                inalloca: false,
                swifterror: false,
                ..
            } = &body.insts[i].kind
            {
                if simple(*elem_ty) {
                    cand.insert(i, *elem_ty);
                }
            }
        }
    }
    if cand.is_empty() {
        return HashSet::new();
    }
    let ty_of = |v: Value| match v {
        Value::Inst(i) => Some(body.insts[i].ty),
        Value::Const(c) => Some(m.consts.ty(c)),
        Value::Arg(n) => params.get(n as usize).copied(),
        _ => None,
    };
    let mut escaped: HashSet<Inst> = HashSet::new();
    for (_, i) in body.inst_iter() {
        let data = &body.insts[i];
        match &data.kind {
            InstKind::Load {
                ptr: Value::Inst(a),
                atomic: None,
                ..
            } if cand.contains_key(a) => {
                if cand[a] != data.ty {
                    escaped.insert(*a);
                }
            }
            InstKind::Store {
                val,
                ptr: Value::Inst(a),
                atomic: None,
                ..
            } if cand.contains_key(a) => {
                if ty_of(*val) != Some(cand[a]) {
                    escaped.insert(*a);
                }
                // Storing a candidate's address somewhere makes it escape.
                if let Value::Inst(v) = val {
                    if cand.contains_key(v) {
                        escaped.insert(*v);
                    }
                }
            }
            k => k.for_each_operand(|v| {
                if let Value::Inst(a) = v {
                    if cand.contains_key(&a) {
                        escaped.insert(a);
                    }
                }
            }),
        }
    }
    cand.into_keys().filter(|a| !escaped.contains(a)).collect()
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

    /// The interpreter's form of a parallel plan.
    fn plan(&mut self, p: &crate::parloop::ParallelPlan) -> Res<LoopPlan> {
        use crate::parloop::Step;
        let m = self.env.m;
        let slot_of = |d: &Self, i: Inst| d.inst_slot.get(&i).copied().ok_or("phi without slot");
        let width_sh = |d: &Self, i: Inst| -> u8 {
            let t = d.body.insts[i].ty;
            m.types.int_bits(t).map_or(0, sh64)
        };
        let mut ivs = Vec::new();
        for iv in &p.inductions {
            let phi = slot_of(self, iv.phi)?;
            let (v, scale) = match iv.step {
                Step::Int(v) => (v, 1),
                Step::PtrBytes(v) => (v, iv.bytes_scale),
            };
            let step = self.val(v)?;
            let step_sh = match self.ty_of(v).and_then(|t| m.types.int_bits(t)) {
                Some(b) if b <= 64 => sh64(b),
                _ => return Err("the induction step is wider than 64 bits".into()),
            };
            ivs.push(IvCode {
                phi,
                step,
                step_sh,
                neg: iv.negated,
                scale,
                sh: width_sh(self, iv.phi),
            });
        }
        let mut reds = Vec::new();
        for r in &p.reductions {
            let phi = slot_of(self, r.phi)?;
            let t = self.body.insts[r.phi].ty;
            let op = r.op;
            let fk = match op {
                RedKind::FAdd | RedKind::FMul | RedKind::FMin | RedKind::FMax => {
                    self.float_k(t).map_err(|_| {
                        "a floating-point reduction of a type other than float or double"
                            .to_string()
                    })?
                }
                _ => Fk::F64,
            };
            if self.slots_of(t)? != 1 {
                return Err("a reduction of a vector or wide integer".into());
            }
            reds.push(RedCode {
                phi,
                op,
                sh: width_sh(self, r.phi),
                fk,
            });
        }
        let t = &p.exit_test;
        let cmp_ty = match &self.body.insts[t.cmp].kind {
            InstKind::ICmp { lhs, .. } => self.ty_of(*lhs),
            _ => None,
        };
        let sh = match cmp_ty {
            Some(ct) if m.types.is_ptr(ct) => 0,
            Some(ct) => match m.types.int_bits(ct) {
                Some(b) if b <= 64 => sh64(b),
                _ => return Err("the exit test compares integers wider than 64 bits".into()),
            },
            None => return Err("the exit test is not an icmp".into()),
        };
        let test = TestCode {
            pred: t.pred,
            iv: t.iv as u32,
            iv_is_next: t.iv_is_next,
            iv_on_lhs: t.iv_on_lhs,
            bound: self.val(t.bound)?,
            exit_when: t.exit_when,
            sh,
        };
        let privs = self.priv_codes(&p.private)?;
        Ok(LoopPlan {
            ivs,
            reds,
            test,
            privs,
        })
    }

    /// The interpreter's view of privatized variables ([`crate::parloop::PrivateVar`]).
    fn priv_codes(&mut self, vars: &[crate::parloop::PrivateVar]) -> Res<Vec<PrivCode>> {
        let m = self.env.m;
        let mut privs = Vec::new();
        for v in vars {
            let red = match (v.kind, v.elem) {
                (crate::parloop::PrivateKind::Reduction(op), Some((t, count))) => {
                    let elem = match m.types.int_bits(t) {
                        Some(b) if b <= 64 => MemElem::Int {
                            bytes: self.env.dl.store_size(&m.types, t) as u8,
                            sh: sh64(b),
                        },
                        Some(_) => return Err("a reduction on integers wider than 64 bits".into()),
                        None => MemElem::Float(self.float_k(t)?),
                    };
                    if elem.bytes().checked_mul(count) != Some(v.bytes) {
                        return Err("a reduction variable whose size is not its elements'".into());
                    }
                    Some(MemRed { op, elem, count })
                }
                _ => None,
            };
            privs.push(PrivCode {
                slot: self.val(v.object)?,
                bytes: v.bytes,
                copy_in: v.first,
                last: v.last,
                red,
            });
        }
        Ok(privs)
    }

    /// The directive constructs of the function ([`DirCode`]); their entry and exit calls
    /// become [`Op::DirEntry`] and [`Op::DirExit`].
    fn constructs(
        &mut self,
        g: GlobalId,
        cs: &[parir_annot::claims::constructs::Construct],
        annotated: &[crate::parloop::AnnotatedLoop],
    ) -> Res<()> {
        use parir_annot::claims::constructs::{team_blocker, ConstructKind};
        let m = self.env.m;
        let body = self.body;
        let namer = parir_annot::claims::names::Namer::new(m, g, body);
        for (ci, c) in cs.iter().enumerate() {
            let inside_set: HashSet<Inst> = c.insts.iter().copied().collect();
            let inside = |i: Inst| inside_set.contains(&i);
            let privs = match crate::parloop::private_copies(
                &namer,
                &c.private,
                &c.insts,
                &inside,
                &format!("the {} region", c.tag),
                Some(self.env.dl),
            ) {
                Ok(vars) => self.priv_codes(&vars).map_err(|e| e.to_string()),
                Err(e) => Err(e),
            };
            let slot = |d: &mut Self, v: Option<Value>| -> Res<Option<Slot>> {
                v.map(|v| d.val(v)).transpose()
            };
            let num_threads = slot(self, c.num_threads)?;
            let if_cond = slot(self, c.if_cond)?;
            let chunk = slot(self, c.chunk)?;
            let filter = match c.kind {
                ConstructKind::Masked { filter } => slot(self, filter)?,
                _ => None,
            };
            let ws_loop = match c.kind {
                ConstructKind::Worksharing { header: Some(h) } => annotated
                    .iter()
                    .position(|lp| lp.header == h)
                    .map(|l| l as u32),
                _ => None,
            };
            let blocker = if c.creates_team() {
                team_blocker(cs, ci)
            } else {
                None
            };
            self.dir_ops.insert(c.entry, (ci as u32, false));
            for &x in &c.exits {
                self.dir_ops.insert(x, (ci as u32, true));
            }
            self.code.dirs.push(DirCode {
                kind: match lock_name(c) {
                    Some(name) => ConstructKind::Critical { name },
                    None => c.kind.clone(),
                },
                token: self.inst_slot.get(&c.entry).copied().unwrap_or(NONE),
                exit_pc: NONE,
                num_threads,
                if_cond,
                filter,
                schedule: c.schedule,
                chunk,
                nowait: c.nowait,
                privs,
                blocker,
                ws_loop,
                describe: c.describe.clone(),
                san: Vec::new(),
            });
        }
        if self.env.loops == LoopMode::Sanitize {
            self.san_groups(g, cs)?;
        }
        // A team cannot run a construct inside it whose variables it cannot copy.
        let first = self.code.dirs.len() - cs.len();
        for t in 0..cs.len() {
            if !cs[t].creates_team() || self.code.dirs[first + t].blocker.is_some() {
                continue;
            }
            let inside = |mut k: usize| loop {
                if k == t {
                    return true;
                }
                match cs[k].parent {
                    Some(p) => k = p,
                    None => return false,
                }
            };
            let blocker = (0..cs.len())
                .filter(|&k| k != t && inside(k))
                .find_map(|k| match &self.code.dirs[first + k].privs {
                    Err(e) => Some(format!("{}: {e}", cs[k].describe)),
                    Ok(_) => None,
                });
            self.code.dirs[first + t].blocker = blocker;
        }
        Ok(())
    }

    /// The sanitizer's groups of mutually unordered sections and tasks: a pseudo-loop each
    /// (its "iterations" are the sections or the tasks), covering the memory accesses of
    /// the sections or tasks except those to the variables the section or task privatizes
    /// (those inside a `critical` or `atomic` region have their lock class: see
    /// [`RecSite::sync`]).
    fn san_groups(
        &mut self,
        g: GlobalId,
        cs: &[parir_annot::claims::constructs::Construct],
    ) -> Res<()> {
        use parir_annot::claims::constructs::ConstructKind as K;
        let m = self.env.m;
        let body = self.body;
        let first = self.code.dirs.len() - cs.len();
        let mut group_of: HashMap<usize, u32> = HashMap::new();
        for (k, c) in cs.iter().enumerate() {
            let (parent, unit) = match c.kind {
                K::Section => match c.parent {
                    Some(p) if matches!(cs[p].kind, K::Sections | K::TeamSections) => {
                        (p, "section")
                    }
                    _ => continue,
                },
                K::Task => match c.parent {
                    Some(p) => (p, "task"),
                    None => continue,
                },
                _ => continue,
            };
            let l = match group_of.get(&parent) {
                Some(&l) => l,
                None => {
                    let l = self.code.loops.len() as u32;
                    let pc = &cs[parent];
                    let (describe, claim) = if unit == "section" {
                        (pc.describe.clone(), pc.tag)
                    } else {
                        (format!("the tasks of {}", pc.describe), "DIR.OMP.TASK")
                    };
                    self.code.loops.push(LoopCode {
                        describe,
                        unit,
                        header: NONE,
                        plan: Err("a group of sections or tasks".into()),
                        claims: vec![ClaimCode {
                            attribute: claim,
                            safelen: u64::MAX,
                        }],
                        carried: Vec::new(),
                    });
                    group_of.insert(parent, l);
                    let role = if unit == "section" {
                        SanRole::Group
                    } else {
                        SanRole::CloseAtExit
                    };
                    self.code.dirs[first + parent].san.push((l, role));
                    if unit == "task" {
                        // Task synchronization points directly in the parent.
                        for (s, sc) in cs.iter().enumerate() {
                            if sc.parent == Some(parent)
                                && matches!(sc.kind, K::Taskwait | K::Barrier)
                            {
                                self.code.dirs[first + s].san.push((l, SanRole::Close));
                            }
                        }
                    }
                    l
                }
            };
            self.code.dirs[first + k].san.push((
                l,
                if unit == "section" {
                    SanRole::Item
                } else {
                    SanRole::Task
                },
            ));
            // The accesses of the section or task.
            let private: Vec<Value> = c
                .private
                .iter()
                .flat_map(|p| parir_analysis::underlying::underlying_objects(m, g, p.object))
                .collect();
            for &i in &c.insts {
                if !parir_analysis::memory::may_read_or_write_memory(m, &body.insts[i])
                    || parir_annot::directives::model::directive_call(m, &body.insts[i]).is_some()
                {
                    continue;
                }
                let to_private = parir_annot::ivdep::objects::pointer_operands(m, body, i)
                    .into_iter()
                    .any(|p| {
                        parir_analysis::underlying::underlying_objects(m, g, p)
                            .iter()
                            .any(|o| private.contains(o))
                    });
                if to_private {
                    continue;
                }
                let e = self.covers.entry(i).or_default();
                if !e.iter().any(|x| x.0 == l) {
                    e.push((l, 1));
                }
            }
        }
        Ok(())
    }

    /// Sanitizer sites for a covered instruction, emitted before it.
    fn recs(&mut self, i: Inst, loops: Vec<(u32, u64)>) -> Res<()> {
        let atomic_class = || crate::code::sync_class(crate::code::ATOMIC_LOCK);
        let m = self.env.m;
        let data = &self.body.insts[i];
        let size = |d: &mut Self, t: Type| -> u32 { d.env.dl.store_size(&m.types, t) as u32 };
        let mut sites: Vec<(Value, u32, Option<Value>, bool)> = Vec::new();
        let mut lanes: Option<(Value, LaneKind)> = None;
        // Atomic operations synchronize: two of them on the same bytes are no race (C11
        // 5.1.2.4, OpenMP 5.2 1.4.1), whether an instruction or an `atomic` region does
        // them; an atomic against a plain access is.
        let mut sync = self.sync_of.get(&i).copied().unwrap_or(NONE);
        match &data.kind {
            InstKind::Load {
                ptr,
                atomic: Some(_),
                ..
            } => {
                sync = atomic_class();
                sites.push((*ptr, size(self, data.ty), None, false));
            }
            InstKind::Store {
                val,
                ptr,
                atomic: Some(_),
                ..
            } => {
                sync = atomic_class();
                let t = self.ty_of(*val).ok_or("store of a value without type")?;
                sites.push((*ptr, size(self, t), None, true));
            }
            InstKind::AtomicRmw { ptr, val, .. } => {
                sync = atomic_class();
                let t = self
                    .ty_of(*val)
                    .ok_or("atomicrmw of a value without type")?;
                sites.push((*ptr, size(self, t), None, false));
                sites.push((*ptr, size(self, t), None, true));
            }
            InstKind::CmpXchg { ptr, new, .. } => {
                sync = atomic_class();
                let t = self.ty_of(*new).ok_or("cmpxchg of a value without type")?;
                sites.push((*ptr, size(self, t), None, false));
                sites.push((*ptr, size(self, t), None, true));
            }
            InstKind::Load { ptr, .. } => sites.push((*ptr, size(self, data.ty), None, false)),
            InstKind::Store { val, ptr, .. } => {
                let t = self.ty_of(*val).ok_or("store of a value without type")?;
                sites.push((*ptr, size(self, t), None, true));
            }
            InstKind::Call(c) => {
                let name = match c.callee {
                    Value::Const(k) => match &m.consts.get(k).data {
                        ConstData::Global(g) => {
                            m.globals[resolve_alias(m, *g)].name().unwrap_or("")
                        }
                        _ => "",
                    },
                    _ => "",
                };
                if (name.starts_with("llvm.memcpy") || name.starts_with("llvm.memmove"))
                    && c.args.len() >= 3
                {
                    sites.push((c.args[1], NONE, Some(c.args[2]), false));
                    sites.push((c.args[0], NONE, Some(c.args[2]), true));
                } else if name.starts_with("llvm.memset") && c.args.len() >= 3 {
                    sites.push((c.args[0], NONE, Some(c.args[2]), true));
                } else if let Some(op) = name.strip_prefix("llvm.masked.") {
                    // (data argument, pointer argument, mask argument, lanes, write)
                    let shape = match op.split('.').next().unwrap_or("") {
                        "load" => Some((3, 0, 2, LaneKind::Consecutive, false)),
                        "store" => Some((0, 1, 3, LaneKind::Consecutive, true)),
                        "gather" => Some((3, 0, 2, LaneKind::Pointers, false)),
                        "scatter" => Some((0, 1, 3, LaneKind::Pointers, true)),
                        "expandload" => Some((2, 0, 1, LaneKind::Packed, false)),
                        "compressstore" => Some((0, 1, 2, LaneKind::Packed, true)),
                        _ => None,
                    };
                    if let Some((v, p, k, kind, write)) = shape {
                        let elem = c
                            .args
                            .get(v)
                            .and_then(|&a| self.ty_of(a))
                            .map(|t| m.types.scalar(t));
                        if let (Some(elem), Some(&ptr), Some(&mask)) =
                            (elem, c.args.get(p), c.args.get(k))
                        {
                            sites.push((ptr, size(self, elem), None, write));
                            lanes = Some((mask, kind));
                        }
                    }
                } else {
                    // A covered call: what its callee accesses is covered too. A libc
                    // function parir implements reports its accesses through the two sites
                    // after the call's (also outside annotated loops: it may run inside a
                    // covered call).
                    let libc =
                        crate::builtins::resolve(name).is_some_and(crate::libc::reports_accesses);
                    if !loops.is_empty() || libc {
                        let site = self.code.recs.len() as u32;
                        let rec = |write: bool, call: bool| RecSite {
                            inst: i,
                            p: NONE,
                            len: if call { 0 } else { NONE },
                            len_slot: NONE,
                            write,
                            call,
                            loops: loops.clone(),
                            lanes: None,
                            libc: !call,
                            sync,
                        };
                        self.code.recs.push(rec(false, true));
                        if libc {
                            self.code.recs.push(rec(false, false));
                            self.code.recs.push(rec(true, false));
                        }
                        self.emit(i, Op::Rec { site });
                    }
                }
            }
            _ => {}
        }
        let lanes = match lanes {
            Some((mask, kind)) => {
                let n = self
                    .ty_of(mask)
                    .and_then(|t| m.types.vector_len(t))
                    .map_or(0, |(n, _)| n);
                Some(LaneRec {
                    mask: self.val(mask)?,
                    n,
                    kind,
                })
            }
            None => None,
        };
        for (p, len, len_v, write) in sites {
            let p = self.val(p)?;
            let len_slot = match len_v {
                Some(v) => self.val(v)?,
                None => NONE,
            };
            let site = self.code.recs.len() as u32;
            self.code.recs.push(RecSite {
                inst: i,
                p,
                len,
                len_slot,
                write,
                call: false,
                loops: loops.clone(),
                lanes,
                libc: false,
                sync,
            });
            self.emit(i, Op::Rec { site });
        }
        Ok(())
    }

    /// `--parallel`: the op of a spawn, a task end or a sync ([`crate::spawn`]). Tapir's
    /// terminators take their edges; a marker call falls through to its block's `br`,
    /// which the op's result slot (the marker's `i1`) steers.
    fn task_point(&mut self, p: parir_annot::claims::spawns::TaskPoint) -> Res<()> {
        use parir_annot::claims::spawns::TaskPointKind as K;
        let i = p.inst;
        let region = p.region.map_or(NONE, |r| r.as_u32());
        let d = if p.marker {
            self.inst_slot.get(&i).copied().unwrap_or(NONE)
        } else {
            NONE
        };
        // A marker's successors are its `br`'s: the op goes on with the next op.
        let target = |dec: &mut Self, b: Block| -> Res<(u32, u32)> {
            if p.marker {
                Ok((NONE, NONE))
            } else {
                Ok((b.as_u32(), dec.edge(b)?))
            }
        };
        let op = match p.kind {
            K::Spawn { task, cont } => {
                let (t, te) = target(self, task)?;
                let (c, ce) = target(self, cont)?;
                let site = self.code.spawns.len() as u32;
                let n = parir_annot::claims::names::Namer::new(self.env.m, self.func, self.body);
                let block = self.body.block_of(i).map_or_else(String::new, |b| n.blk(b));
                let tag = if p.marker { "detach_task" } else { "detach" };
                self.code
                    .spawns
                    .push(format!("spawn ({tag}) in {block} of {}", n.function()));
                Op::Detach {
                    region,
                    d,
                    t,
                    te,
                    c,
                    ce,
                    site,
                }
            }
            K::End { cont } => {
                let (t, e) = target(self, cont)?;
                Op::Reattach { region, d, t, e }
            }
            K::Sync { next } => {
                let (t, e) = target(self, next)?;
                Op::Sync { region, d, t, e }
            }
        };
        if !p.marker {
            self.branch_op();
        }
        self.emit(i, op);
        Ok(())
    }

    /// SP-bags events ([`crate::spbags`]) of Tapir's terminators and the RFC's Tapir markers,
    /// when sanitizing: a task starts (0), ends (1), a sync region syncs (2).
    fn task_event(&mut self, i: Inst) {
        use parir_ir::inst::InstKind as K;
        let m = self.env.m;
        let body = self.body;
        let d = &body.insts[i];
        let region_id = |v: Option<Value>| match v {
            Some(Value::Inst(x)) => x.as_u32(),
            _ => NONE,
        };
        let cont_of = |i: Inst| {
            body.block_of(i)
                .and_then(|b| body.terminator(b))
                .and_then(|t| match &body.insts[t].kind {
                    K::Br(c) => Some(*c),
                    _ => None,
                })
        };
        let ev = match &d.kind {
            K::Detach { region, .. } if !self.loop_detaches.contains(&i) => {
                Some((0, region_id(*region)))
            }
            K::Reattach { region, cont } if !self.loop_conts.contains(cont) => {
                Some((1, region_id(*region)))
            }
            K::Sync { region, .. } => Some((2, region_id(*region))),
            K::Call(c) if !c.bundles.is_empty() => {
                let marker = parir_annot::directives::model::directive_call(m, d)
                    == Some(parir_annot::directives::model::DirectiveCall::Marker);
                let b = &c.bundles[0];
                let region = region_id(b.inputs.first().copied());
                match b.tag.as_str() {
                    _ if !marker => None,
                    "detach_task" if !self.loop_detaches.contains(&i) => Some((0, region)),
                    "reattach_task" if cont_of(i).is_none_or(|c| !self.loop_conts.contains(&c)) => {
                        Some((1, region))
                    }
                    "local_barrier" => Some((2, region)),
                    _ => None,
                }
            }
            _ => None,
        };
        if let Some((kind, region)) = ev {
            self.emit(
                i,
                Op::Task {
                    kind,
                    region,
                    site: i.as_u32(),
                },
            );
        }
    }

    fn inst(&mut self, i: Inst) -> Res<()> {
        if self.env.loops == LoopMode::Sanitize {
            self.task_event(i);
        }
        if let Some(p) = self.task_points.get(&i).copied() {
            return self.task_point(p);
        }
        if let Some(loops) = self.covers.get(&i).cloned() {
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
            InstKind::Resume(_)
            | InstKind::CleanupRet { .. }
            | InstKind::CatchRet { .. }
            | InstKind::CatchSwitch { .. }
            | InstKind::LandingPad { .. }
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
            InstKind::Invoke { call, normal, .. } => {
                self.call(i, d, call, None)?;
                let e = self.edge(*normal)?;
                self.branch_op();
                self.emit(
                    i,
                    Op::Br {
                        t: normal.as_u32(),
                        e,
                    },
                );
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

    fn copy(&mut self, i: Inst, d: Slot, a: Slot, n: u32) {
        match n {
            0 => {}
            1 => self.emit(i, Op::Copy { d, a }),
            _ => self.emit(i, Op::CopyN { d, a, n }),
        }
    }

    fn vec(&mut self, i: Inst, v: VecOp) {
        self.code.vecs.push(v);
        let tab = self.code.vecs.len() as u32 - 1;
        self.emit(i, Op::Vec { tab });
    }

    fn float_k(&self, t: Type) -> Res<Fk> {
        match scalar_kind(self.m(), t)? {
            Sc::F(k) => Ok(k),
            _ => Err("expected a floating-point type".into()),
        }
    }

    fn vec_scalar(&self, t: Type) -> Res<(u32, Sc)> {
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

    fn cast(&mut self, i: Inst, op: CastOp, d: Slot, a: Slot, ft: Type, tt: Type) -> Res<()> {
        let m = self.env.m;
        if m.types.is_vector(ft) || m.types.is_vector(tt) {
            if op == CastOp::BitCast {
                let from = self.shape(ft)?;
                let to = self.shape(tt)?;
                if self.env.shapes.list[from as usize] == self.env.shapes.list[to as usize] {
                    let n = self.slots_of(tt)?;
                    self.copy(i, d, a, n);
                } else {
                    self.vec(i, VecOp::Bitcast { d, a, from, to });
                }
                return Ok(());
            }
            let (lanes, from) = self.vec_scalar(ft)?;
            let (_, to) = self.vec_scalar(tt)?;
            if matches!(from, Sc::I(b) if b > 64) || matches!(to, Sc::I(b) if b > 64) {
                return Err("unsupported: vectors of integers wider than 64 bits".into());
            }
            self.vec(
                i,
                VecOp::Cast {
                    op,
                    d,
                    a,
                    lanes,
                    from,
                    to,
                },
            );
            return Ok(());
        }
        let from = scalar_kind(m, ft)?;
        let to = scalar_kind(m, tt)?;
        if let (Sc::I(fb), Sc::I(tb)) = (from, to) {
            if fb > 128 || tb > 128 {
                self.vec(
                    i,
                    VecOp::HugeCast {
                        op,
                        d,
                        a,
                        from: fb,
                        to: tb,
                    },
                );
                return Ok(());
            }
        } else if matches!(from, Sc::I(b) if b > 128) || matches!(to, Sc::I(b) if b > 128) {
            return Err("unsupported: conversion of integers wider than 128 bits".into());
        }
        let o = match (op, from, to) {
            (CastOp::Trunc, Sc::I(fb), Sc::I(tb)) if fb <= 64 => Op::Mask { d, a, sh: sh64(tb) },
            (CastOp::ZExt, Sc::I(_), Sc::I(tb)) if tb <= 64 => Op::Copy { d, a },
            (CastOp::SExt, Sc::I(fb), Sc::I(tb)) if tb <= 64 => Op::SExt {
                d,
                a,
                from: sh64(fb),
                to: sh64(tb),
            },
            (CastOp::PtrToInt, Sc::Ptr, Sc::I(tb)) if tb <= 64 => Op::Mask { d, a, sh: sh64(tb) },
            (CastOp::IntToPtr, Sc::I(fb), Sc::Ptr) if fb <= 64 => Op::Copy { d, a },
            (CastOp::BitCast | CastOp::AddrSpaceCast, _, _) if from.slots() == 1 => {
                Op::Copy { d, a }
            }
            (CastOp::BitCast, _, _) => Op::CopyN {
                d,
                a,
                n: from.slots(),
            },
            _ => {
                // Int/float conversions with integers of at most 64 bits: one `Op::Conv`.
                let conv = match (op, from, to) {
                    (CastOp::SIToFP, Sc::I(b), Sc::F(k)) if b <= 64 => Some((Conv::SIToFP(k), b)),
                    (CastOp::UIToFP, Sc::I(b), Sc::F(k)) if b <= 64 => Some((Conv::UIToFP(k), b)),
                    (CastOp::FPToSI, Sc::F(k), Sc::I(b)) if b <= 64 => Some((Conv::FPToSI(k), b)),
                    (CastOp::FPToUI, Sc::F(k), Sc::I(b)) if b <= 64 => Some((Conv::FPToUI(k), b)),
                    (CastOp::FPExt, Sc::F(Fk::F32), Sc::F(Fk::F64)) => Some((Conv::FPExt, 64)),
                    (CastOp::FPTrunc, Sc::F(Fk::F64), Sc::F(Fk::F32)) => Some((Conv::FPTrunc, 64)),
                    _ => None,
                };
                match conv {
                    Some((c, bits)) => Op::Conv {
                        c,
                        d,
                        a,
                        sh: sh64(bits),
                    },
                    None => Op::Cast { op, d, a, from, to },
                }
            }
        };
        self.emit(i, o);
        Ok(())
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
                    .then_some(s.leaves[0].sc),
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
}

/// `(bytes, sh)` when a value of this shape loads with one [`Op::Ld`].
fn simple_scalar(s: &Shape) -> Option<(u8, u8)> {
    if s.lanes != 0 || s.leaves.len() != 1 || s.leaves[0].off != 0 {
        return None;
    }
    match s.leaves[0].sc {
        Sc::I(b) if b <= 64 => Some(((b as u64).div_ceil(8) as u8, sh64(b))),
        Sc::I(_) => None,
        Sc::F(Fk::F16 | Fk::BF16) => Some((2, 48)),
        Sc::F(Fk::F32) => Some((4, 32)),
        Sc::F(Fk::F64) | Sc::Ptr => Some((8, 0)),
        Sc::X80 => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Which allocas live in a slot: only those whose address never leaves loads and stores
    /// of their own type.
    #[test]
    fn promotable_allocas_are_the_private_scalar_ones() {
        let src = r#"
declare void @use(ptr)
define i32 @f(i32 %x, i1 %c) {
entry:
  %ok = alloca i32, align 4
  %arg = alloca float, align 4
  %passed = alloca i32, align 4
  %punned = alloca i32, align 4
  %stored = alloca ptr, align 8
  %target = alloca i32, align 4
  %gep = alloca i64, align 8
  %array = alloca [2 x i32], align 4
  %atomic = alloca i32, align 4
  %many = alloca i32, i32 2, align 4
  store i32 %x, ptr %ok, align 4
  store float 1.0, ptr %arg, align 4
  call void @use(ptr %passed)
  store i64 0, ptr %punned, align 4
  store ptr %target, ptr %stored, align 8
  %p = getelementptr i8, ptr %gep, i64 4
  store i32 1, ptr %array, align 4
  store atomic i32 1, ptr %atomic seq_cst, align 4
  store i32 1, ptr %many, align 4
  br i1 %c, label %a, label %b
a:
  %late = alloca i32, align 4
  store i32 2, ptr %late, align 4
  br label %b
b:
  %v = load i32, ptr %ok, align 4
  %w = load ptr, ptr %stored, align 8
  ret i32 %v
}
"#;
        let m = parir_ir::parser::parse_module(src, "t.ll").expect("parses");
        let g = m
            .order
            .iter()
            .copied()
            .find(|&g| m.globals[g].name() == Some("f"))
            .expect("@f");
        let f = m.globals[g].as_func().expect("function");
        let body = f.body.as_ref().expect("body");
        let (_, params, _) = m.types.fn_sig(f.ty).expect("signature");
        let promoted = promotable_allocas(&m, body, params);
        let mut names: Vec<&str> = promoted
            .iter()
            .map(|&i| body.insts[i].name.as_deref().expect("named"))
            .collect();
        names.sort();
        assert_eq!(names, ["arg", "ok", "stored"]);
        // Stored once at entry from an argument or a constant: `ok` (%x) and `arg` (1.0);
        // `stored` holds an instruction's value.
        let once = stored_once(body, &promoted);
        let mut names: Vec<&str> = once
            .keys()
            .map(|&i| body.insts[i].name.as_deref().expect("named"))
            .collect();
        names.sort();
        assert_eq!(names, ["arg", "ok"]);
    }
}
