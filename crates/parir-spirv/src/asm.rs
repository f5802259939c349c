//! The assembler (`parir spirv --asm IN.spvasm -o OUT.spv`): text in `spirv-dis`'s syntax,
//! the draft SPV_INTEL_loop_dependence_annotations tokens included, back to a binary, so that
//! tests and examples can be readable text files.
//!
//! What `spirv-as` takes: one instruction per line, `%result = OpName operands...`; ids by
//! name (`%name`, numeric names too), numbered in order of first appearance as `spirv-as`
//! does; literal numbers (decimal, `0x` hexadecimal, negative; floats in decimal or
//! hexadecimal-float form, typed by the result type of `OpConstant` or the selector of
//! `OpSwitch`); `"strings"` with `\"` and `\\`; enumerants and masks (`Aligned|Volatile`) by
//! name or number; OpenCL.std instructions by name. `;` starts a comment; a `; Version: 1.x`
//! line (as `parir spirv --dis` prints) sets the version, 1.0 otherwise. Errors give the
//! line and column.

use crate::binary::{Header, Module, RawInst};
use crate::dis::{enum_name, mask_name};
use crate::grammar::{self, EnumKind as K, MaskKind};
use rspirv::grammar::{CoreInstructionTable, OperandQuantifier as Q};
use std::collections::HashMap;
use std::fmt;

/// An assembly error at a line and column (both from 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AsmError {
    pub line: usize,
    pub col: usize,
    pub message: String,
}

impl fmt::Display for AsmError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.col, self.message)
    }
}

impl std::error::Error for AsmError {}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Id(String),
    Str(String),
    /// A number, an enumerant or a mask (`A|B`), or `=`.
    Word(String),
}

#[derive(Clone, Debug)]
struct Token {
    tok: Tok,
    col: usize,
}

fn tokenize(line: &str, ln: usize) -> Result<Vec<Token>, AsmError> {
    let b: Vec<char> = line.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        let col = i + 1;
        if c == ';' {
            break;
        }
        if c == '"' {
            let mut s = String::new();
            i += 1;
            loop {
                match b.get(i) {
                    None => {
                        return Err(AsmError {
                            line: ln,
                            col,
                            message: "unterminated string".into(),
                        })
                    }
                    Some('"') => {
                        i += 1;
                        break;
                    }
                    Some('\\') => {
                        if let Some(&n) = b.get(i + 1) {
                            s.push(n);
                        }
                        i += 2;
                    }
                    Some(&x) => {
                        s.push(x);
                        i += 1;
                    }
                }
            }
            out.push(Token {
                tok: Tok::Str(s),
                col,
            });
            continue;
        }
        let start = i;
        while i < b.len() && !b[i].is_whitespace() && b[i] != ';' && b[i] != '"' {
            i += 1;
        }
        let w: String = b[start..i].iter().collect();
        let tok = match w.strip_prefix('%') {
            Some(n) if !n.is_empty() => Tok::Id(n.to_string()),
            Some(_) => {
                return Err(AsmError {
                    line: ln,
                    col,
                    message: "an id without a name".into(),
                })
            }
            None => Tok::Word(w),
        };
        out.push(Token { tok, col });
    }
    Ok(out)
}

/// Parses an integer literal (decimal or `0x`, possibly negative) as 64 bits.
fn parse_int(s: &str) -> Option<i128> {
    let (neg, body) = match s.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, s),
    };
    let v = match body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
        Some(h) => i128::from_str_radix(h, 16).ok()?,
        None => body.parse::<i128>().ok()?,
    };
    Some(if neg { -v } else { v })
}

/// A hexadecimal float (`-0x1.8p+3`) as the bits of a float with `exp_bits` exponent and
/// `man_bits` mantissa bits; the all-ones exponent (`0x1p+128` for f32) gives infinities and
/// NaNs as `spirv-dis` prints them.
fn parse_hex_float(s: &str, exp_bits: u32, man_bits: u32) -> Option<u64> {
    let (neg, body) = match s.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, s.strip_prefix('+').unwrap_or(s)),
    };
    let body = body
        .strip_prefix("0x")
        .or_else(|| body.strip_prefix("0X"))?;
    let (mant, exp) = body.split_once(['p', 'P'])?;
    let exp: i64 = exp.parse().ok()?;
    let (int_part, frac) = mant.split_once('.').unwrap_or((mant, ""));
    let int_v = u64::from_str_radix(if int_part.is_empty() { "0" } else { int_part }, 16).ok()?;
    // The fraction as bits after the point.
    let mut frac_bits: u128 = 0;
    let mut nfrac = 0;
    for c in frac.chars() {
        frac_bits = (frac_bits << 4) | u128::from(c.to_digit(16)?);
        nfrac += 4;
        if nfrac > 100 {
            return None;
        }
    }
    let sign = u64::from(neg) << (exp_bits + man_bits);
    if int_v == 0 && frac_bits == 0 {
        return Some(sign);
    }
    // value = (int_v + frac_bits / 2^nfrac) * 2^exp; normalize to 1.m × 2^e.
    let total: u128 = (u128::from(int_v) << nfrac) | frac_bits;
    let top = 127 - total.leading_zeros() as i64; // position of the leading 1
    let e = exp + top - nfrac as i64;
    let bias = (1i64 << (exp_bits - 1)) - 1;
    let max_e = bias + 1;
    // Mantissa bits below the leading one, aligned to man_bits.
    let below = top as u32;
    let mant_bits = if below >= man_bits {
        ((total >> (below - man_bits)) as u64) & ((1u64 << man_bits) - 1)
    } else {
        ((total << (man_bits - below)) as u64) & ((1u64 << man_bits) - 1)
    };
    if e >= max_e {
        // Infinity (mantissa 0) or NaN (the mantissa as given).
        return Some(sign | (((1u64 << exp_bits) - 1) << man_bits) | mant_bits);
    }
    if e >= 1 - bias {
        return Some(sign | (((e + bias) as u64) << man_bits) | mant_bits);
    }
    // Subnormal: shift the full significand right.
    let shift = (1 - bias - e) as u32;
    let full = (1u64 << man_bits) | mant_bits;
    Some(sign | (full >> shift.min(63)))
}

/// f32 → f16 bits, rounding to nearest even.
fn f32_to_f16(x: f32) -> u16 {
    let b = x.to_bits();
    let sign = ((b >> 16) & 0x8000) as u16;
    let exp = ((b >> 23) & 0xff) as i32;
    let man = b & 0x7f_ffff;
    if exp == 0xff {
        return sign | 0x7c00 | if man != 0 { 0x200 } else { 0 };
    }
    let e = exp - 127 + 15;
    if e >= 0x1f {
        return sign | 0x7c00;
    }
    if e <= 0 {
        if e < -10 {
            return sign;
        }
        let m = man | 0x80_0000;
        let shift = (14 - e) as u32;
        let half = 1u32 << (shift - 1);
        let r = m & ((1 << shift) - 1);
        let mut v = m >> shift;
        if r > half || (r == half && v & 1 == 1) {
            v += 1;
        }
        return sign | v as u16;
    }
    let r = man & 0x1fff;
    let mut v = ((e as u32) << 10) | (man >> 13);
    if r > 0x1000 || (r == 0x1000 && v & 1 == 1) {
        v += 1;
    }
    sign | v as u16
}

/// Enumerant names of a kind → values (built on first use).
#[derive(Default)]
struct Names {
    enums: HashMap<K, HashMap<String, u32>>,
    masks: HashMap<MaskKind, HashMap<String, u32>>,
}

impl Names {
    fn enum_value(&mut self, k: K, name: &str) -> Option<u32> {
        let table = self.enums.entry(k).or_insert_with(|| {
            let mut t = HashMap::new();
            for v in (0..8192u32).chain([grammar::CAP_ACCESS_GROUP, grammar::CAP_DEPENDENCY]) {
                let n = enum_name(k, v);
                if n != v.to_string() {
                    t.entry(n).or_insert(v);
                }
            }
            t
        });
        table.get(name).copied()
    }

    fn mask_bit(&mut self, k: MaskKind, name: &str) -> Option<u32> {
        let table = self.masks.entry(k).or_insert_with(|| {
            let mut t = HashMap::new();
            for b in 0..32 {
                let n = mask_name(k, 1 << b);
                if !n.starts_with("0x") {
                    t.insert(n, 1u32 << b);
                }
            }
            t
        });
        table.get(name).copied()
    }
}

struct Asm {
    ids: HashMap<String, u32>,
    /// With numeric ids preserved: the numbers the text uses, which other names skip.
    taken: std::collections::HashSet<u32>,
    next: u32,
    /// Integer type id → (bits, signed); float type id → bits.
    ints: HashMap<u32, u32>,
    floats: HashMap<u32, u32>,
    value_type: HashMap<u32, u32>,
    ext_sets: HashMap<u32, String>,
    names: Names,
}

/// The tokens of one instruction being assembled.
struct Line<'t> {
    toks: &'t [Token],
    at: usize,
    ln: usize,
    end_col: usize,
}

impl Line<'_> {
    fn left(&self) -> bool {
        self.at < self.toks.len()
    }

    fn err(&self, msg: impl Into<String>) -> AsmError {
        let col = self.toks.get(self.at).map_or(self.end_col, |t| t.col);
        AsmError {
            line: self.ln,
            col,
            message: msg.into(),
        }
    }

    fn next(&mut self, what: &str) -> Result<&Token, AsmError> {
        let t = self
            .toks
            .get(self.at)
            .ok_or_else(|| self.err(format!("missing operand ({what})")))?;
        self.at += 1;
        Ok(t)
    }
}

impl Asm {
    fn id(&mut self, name: &str) -> u32 {
        if let Some(&v) = self.ids.get(name) {
            return v;
        }
        let v = match name.parse::<u32>() {
            Ok(n) if self.taken.contains(&n) => n,
            _ => {
                while self.taken.contains(&self.next) {
                    self.next += 1;
                }
                self.next += 1;
                self.next - 1
            }
        };
        self.ids.insert(name.to_string(), v);
        v
    }

    fn id_operand(&mut self, l: &mut Line<'_>, out: &mut Vec<u32>) -> Result<(), AsmError> {
        let t = l.next("an id")?.clone();
        match t.tok {
            Tok::Id(n) => {
                out.push(self.id(&n));
                Ok(())
            }
            _ => {
                l.at -= 1;
                Err(l.err("expected an id (%name)"))
            }
        }
    }

    fn literal(&mut self, l: &mut Line<'_>, out: &mut Vec<u32>) -> Result<(), AsmError> {
        let t = l.next("a literal")?.clone();
        let v = match &t.tok {
            Tok::Word(w) => parse_int(w),
            _ => None,
        };
        match v {
            Some(v) if (-(1i128 << 31)..(1i128 << 32)).contains(&v) => {
                out.push(v as u32);
                Ok(())
            }
            _ => {
                l.at -= 1;
                Err(l.err("expected a 32-bit literal number"))
            }
        }
    }

    fn string(&mut self, l: &mut Line<'_>, out: &mut Vec<u32>) -> Result<(), AsmError> {
        let t = l.next("a string")?.clone();
        let Tok::Str(s) = t.tok else {
            l.at -= 1;
            return Err(l.err("expected a \"string\""));
        };
        let mut b = s.into_bytes();
        b.push(0);
        while b.len() % 4 != 0 {
            b.push(0);
        }
        out.extend(
            b.chunks(4)
                .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])),
        );
        Ok(())
    }

    /// A number typed by `ty` (an integer or float type id; 32-bit raw otherwise).
    fn number(
        &mut self,
        l: &mut Line<'_>,
        ty: Option<u32>,
        out: &mut Vec<u32>,
    ) -> Result<(), AsmError> {
        let t = l.next("a number")?.clone();
        let Tok::Word(w) = &t.tok else {
            l.at -= 1;
            return Err(l.err("expected a number"));
        };
        let ty = ty.unwrap_or(0);
        if let Some(&bits) = self.ints.get(&ty) {
            let v = parse_int(w).ok_or_else(|| {
                l.at -= 1;
                l.err(format!("'{w}' is not an integer"))
            })?;
            let lo = -(1i128 << (bits - 1));
            let hi = 1i128 << bits;
            if v < lo || v >= hi {
                l.at -= 1;
                return Err(l.err(format!("{v} does not fit in {bits} bits")));
            }
            let u = v as u64;
            if bits > 32 {
                out.push(u as u32);
                out.push((u >> 32) as u32);
            } else {
                let mask = if bits == 32 {
                    u32::MAX
                } else {
                    (1u32 << bits) - 1
                };
                // Narrow types are sign- or zero-extended to the word (spirv-as
                // sign-extends signed types).
                let x = u as u32 & mask;
                let x = if v < 0 && bits < 32 { x | !mask } else { x };
                out.push(x);
            }
            return Ok(());
        }
        if let Some(&bits) = self.floats.get(&ty) {
            let hex = w.trim_start_matches(['-', '+']).starts_with("0x");
            let bad = |l: &mut Line<'_>| {
                l.at -= 1;
                l.err(format!("'{w}' is not a {bits}-bit float"))
            };
            match bits {
                64 => {
                    let b = if hex {
                        parse_hex_float(w, 11, 52)
                    } else {
                        w.parse::<f64>().ok().map(f64::to_bits)
                    }
                    .ok_or_else(|| bad(l))?;
                    out.push(b as u32);
                    out.push((b >> 32) as u32);
                }
                32 => {
                    let b = if hex {
                        parse_hex_float(w, 8, 23).map(|x| x as u32)
                    } else {
                        w.parse::<f32>().ok().map(f32::to_bits)
                    }
                    .ok_or_else(|| bad(l))?;
                    out.push(b);
                }
                _ => {
                    let b = if hex {
                        parse_hex_float(w, 5, 10).map(|x| x as u16)
                    } else {
                        w.parse::<f32>().ok().map(f32_to_f16)
                    }
                    .ok_or_else(|| bad(l))?;
                    out.push(u32::from(b));
                }
            }
            return Ok(());
        }
        l.at -= 1;
        self.literal(l, out)
    }

    fn mask(&mut self, l: &mut Line<'_>, mk: MaskKind) -> Result<u32, AsmError> {
        let t = l.next("a mask")?.clone();
        let Tok::Word(w) = &t.tok else {
            l.at -= 1;
            return Err(l.err("expected a mask"));
        };
        if let Some(v) = parse_int(w) {
            return Ok(v as u32);
        }
        let mut bits = 0;
        for part in w.split('|') {
            if part == "None" {
                continue;
            }
            bits |= self.names.mask_bit(mk, part).ok_or_else(|| {
                l.at -= 1;
                l.err(format!("'{part}' is not a {mk:?} bit"))
            })?;
        }
        Ok(bits)
    }

    fn enumerant(&mut self, l: &mut Line<'_>, k: K) -> Result<u32, AsmError> {
        let t = l.next("an enumerant")?.clone();
        let Tok::Word(w) = &t.tok else {
            l.at -= 1;
            return Err(l.err(format!("expected a {k:?}")));
        };
        if let Some(v) = parse_int(w) {
            return Ok(v as u32);
        }
        self.names.enum_value(k, w).ok_or_else(|| {
            l.at -= 1;
            l.err(format!("'{w}' is not a {k:?}"))
        })
    }

    #[allow(clippy::too_many_arguments)]
    fn operand(
        &mut self,
        l: &mut Line<'_>,
        k: K,
        out: &mut Vec<u32>,
        result: Option<u32>,
        result_type: &mut Option<u32>,
        set: &mut Option<u32>,
        first_id: &mut Option<u32>,
    ) -> Result<(), AsmError> {
        match k {
            K::IdResultType => {
                self.id_operand(l, out)?;
                *result_type = out.last().copied();
            }
            K::IdResult => {
                let r =
                    result.ok_or_else(|| l.err("this instruction needs a result (%r = ...)"))?;
                out.push(r);
            }
            K::IdRef | K::IdScope | K::IdMemorySemantics => {
                self.id_operand(l, out)?;
                first_id.get_or_insert(*out.last().unwrap_or(&0));
                *set = out.last().copied();
            }
            K::LiteralInteger | K::LiteralFloat => self.literal(l, out)?,
            K::LiteralString => self.string(l, out)?,
            K::LiteralContextDependentNumber => {
                let ty = *result_type;
                while l.left() {
                    self.number(l, ty, out)?;
                }
            }
            K::LiteralExtInstInteger => {
                let t = l.next("an extended instruction")?.clone();
                let Tok::Word(w) = &t.tok else {
                    l.at -= 1;
                    return Err(l.err("expected an extended instruction"));
                };
                let set_name = set.and_then(|s| self.ext_sets.get(&s)).cloned();
                if set_name.as_deref() == Some(crate::debuginfo::SET_NAME) {
                    return self.debug_inst(l, w, out);
                }
                let n = match parse_int(w) {
                    Some(v) => v as u32,
                    None => match set_name.as_deref() {
                        Some("OpenCL.std") => rspirv::grammar::OpenCLStd100InstructionTable::iter()
                            .find(|i| i.opname == w)
                            .map(|i| i.opcode),
                        Some("GLSL.std.450") => rspirv::grammar::GlslStd450InstructionTable::iter()
                            .find(|i| i.opname == w)
                            .map(|i| i.opcode),
                        _ => None,
                    }
                    .ok_or_else(|| {
                        l.at -= 1;
                        l.err(format!("'{w}' is not an instruction of the set"))
                    })?,
                };
                out.push(n);
                while l.left() {
                    match &l.toks[l.at].tok {
                        Tok::Id(_) => self.id_operand(l, out)?,
                        _ => self.literal(l, out)?,
                    }
                }
            }
            K::LiteralSpecConstantOpInteger => {
                let t = l.next("an opcode")?.clone();
                let Tok::Word(w) = &t.tok else {
                    l.at -= 1;
                    return Err(l.err("expected an opcode"));
                };
                let op = CoreInstructionTable::iter()
                    .find(|i| i.opname == w.trim_start_matches("Op"))
                    .map(|i| i.opcode as u32)
                    .or_else(|| parse_int(w).map(|v| v as u32))
                    .ok_or_else(|| l.err(format!("'{w}' is not an opcode")))?;
                out.push(op);
                while l.left() {
                    self.id_operand(l, out)?;
                }
            }
            K::PairLiteralIntegerIdRef => {
                let ty = first_id.and_then(|s| self.value_type.get(&s).copied());
                self.number(l, ty, out)?;
                self.id_operand(l, out)?;
            }
            K::PairIdRefLiteralInteger => {
                self.id_operand(l, out)?;
                self.literal(l, out)?;
            }
            K::PairIdRefIdRef => {
                self.id_operand(l, out)?;
                self.id_operand(l, out)?;
            }
            _ => {
                if let Some(mk) = grammar::mask_kind(k) {
                    let bits = self.mask(l, mk)?;
                    out.push(bits);
                    self.mask_parameters(l, mk, bits, out)?;
                } else {
                    let v = self.enumerant(l, k)?;
                    out.push(v);
                    self.enum_parameters(l, k, v, out)?;
                }
            }
        }
        Ok(())
    }

    /// An `OpenCL.DebugInfo.100` instruction and its operands, as its grammar has them.
    fn debug_inst(
        &mut self,
        l: &mut Line<'_>,
        name: &str,
        out: &mut Vec<u32>,
    ) -> Result<(), AsmError> {
        use crate::debuginfo::{self, Count, Param};
        let g = match parse_int(name) {
            Some(v) => debuginfo::lookup(v as u32),
            None => debuginfo::lookup_name(name),
        };
        let Some(g) = g else {
            l.at -= 1;
            return Err(l.err(format!("'{name}' is not an instruction of the set")));
        };
        out.push(g.opcode);
        for &(p, count) in g.operands {
            let n = match count {
                Count::One => 1,
                Count::Optional => usize::from(l.left()),
                Count::Any => usize::MAX,
            };
            for _ in 0..n {
                if count == Count::Any && !l.left() {
                    break;
                }
                match p {
                    Param::Id => self.id_operand(l, out)?,
                    Param::Literal => self.literal(l, out)?,
                    Param::Core(k) => out.push(self.enumerant(l, k)?),
                    Param::Debug(k) => {
                        let t = l.next("an enumerant")?.clone();
                        let Tok::Word(w) = &t.tok else {
                            l.at -= 1;
                            return Err(l.err(format!("expected a {k:?}")));
                        };
                        let v = parse_int(w)
                            .map(|v| v as u32)
                            .or_else(|| debuginfo::enum_value(k, w))
                            .ok_or_else(|| {
                                l.at -= 1;
                                l.err(format!("'{w}' is not a {k:?}"))
                            })?;
                        out.push(v);
                    }
                }
            }
        }
        if l.left() {
            return Err(l.err("more operands than the instruction takes"));
        }
        Ok(())
    }

    fn mask_parameters(
        &mut self,
        l: &mut Line<'_>,
        mk: MaskKind,
        bits: u32,
        out: &mut Vec<u32>,
    ) -> Result<(), AsmError> {
        for bit in (0..32).map(|b| 1u32 << b).filter(|b| bits & b != 0) {
            match (mk, bit) {
                (MaskKind::MemoryAccess, 0x2) => self.literal(l, out)?,
                (MaskKind::MemoryAccess, 0x8 | 0x10 | 0x10000 | 0x20000) => {
                    self.id_operand(l, out)?
                }
                (MaskKind::MemoryAccess, grammar::MEMORY_ACCESS_GROUP_MASK) => {
                    self.literal(l, out)?;
                    let n = *out.last().unwrap_or(&0);
                    for _ in 0..n {
                        self.literal(l, out)?;
                    }
                }
                (MaskKind::LoopControl, 0x8 | 0x10 | 0x20 | 0x40 | 0x80 | 0x100) => {
                    self.literal(l, out)?
                }
                (
                    MaskKind::LoopControl,
                    0x10000 | 0x20000 | 0x80000 | 0x100000 | 0x200000 | 0x400000 | 0x2000000,
                ) => self.literal(l, out)?,
                (MaskKind::LoopControl, 0x40000 | grammar::LOOP_DEPENDENCY_ACCESSES) => {
                    self.literal(l, out)?;
                    let n = *out.last().unwrap_or(&0);
                    for _ in 0..n {
                        self.id_operand(l, out)?;
                        self.literal(l, out)?;
                    }
                }
                (MaskKind::LoopControl, 0x1000000) => {
                    // LoopCountINTEL: three 64-bit counts.
                    for _ in 0..3 {
                        let t = l.next("a loop count")?.clone();
                        let v = match &t.tok {
                            Tok::Word(w) => parse_int(w),
                            _ => None,
                        };
                        let Some(v) = v.filter(|v| (-(1i128 << 63)..(1i128 << 64)).contains(v))
                        else {
                            l.at -= 1;
                            return Err(l.err("expected a 64-bit loop count"));
                        };
                        let v = v as u64;
                        out.extend([v as u32, (v >> 32) as u32]);
                    }
                }
                (MaskKind::LoopControl, grammar::LOOP_PARALLEL_ACCESSES) => {
                    self.literal(l, out)?;
                    let n = *out.last().unwrap_or(&0);
                    for _ in 0..n {
                        self.id_operand(l, out)?;
                    }
                }
                (MaskKind::ImageOperands, 0x4) => {
                    self.id_operand(l, out)?;
                    self.id_operand(l, out)?;
                }
                (
                    MaskKind::ImageOperands,
                    0x1 | 0x2 | 0x8 | 0x10 | 0x20 | 0x40 | 0x80 | 0x100 | 0x200 | 0x10000,
                ) => self.id_operand(l, out)?,
                _ => {}
            }
        }
        Ok(())
    }

    fn enum_parameters(
        &mut self,
        l: &mut Line<'_>,
        k: K,
        v: u32,
        out: &mut Vec<u32>,
    ) -> Result<(), AsmError> {
        use spirv::Decoration as D;
        match k {
            K::Decoration => {
                let Some(d) = D::from_u32(v).filter(|_| v != grammar::DECORATION_ACCESS_GROUP)
                else {
                    while l.left() {
                        self.literal(l, out)?;
                    }
                    return Ok(());
                };
                match d {
                    D::BuiltIn => out.push(self.enumerant(l, K::BuiltIn)?),
                    D::FuncParamAttr => out.push(self.enumerant(l, K::FunctionParameterAttribute)?),
                    D::FPRoundingMode => out.push(self.enumerant(l, K::FPRoundingMode)?),
                    D::FPFastMathMode => out.push(self.mask(l, MaskKind::FpFastMathMode)?),
                    D::LinkageAttributes => {
                        self.string(l, out)?;
                        out.push(self.enumerant(l, K::LinkageType)?);
                    }
                    D::UniformId | D::AlignmentId | D::MaxByteOffsetId | D::CounterBuffer => {
                        self.id_operand(l, out)?
                    }
                    D::UserSemantic | D::UserTypeGOOGLE | D::MemoryINTEL => self.string(l, out)?,
                    D::MergeINTEL => {
                        self.string(l, out)?;
                        self.string(l, out)?;
                    }
                    _ => {
                        while l.left() {
                            self.literal(l, out)?;
                        }
                    }
                }
            }
            K::ExecutionMode => {
                while l.left() {
                    match &l.toks[l.at].tok {
                        Tok::Id(_) => self.id_operand(l, out)?,
                        _ => self.literal(l, out)?,
                    }
                }
            }
            _ => {}
        }
        Ok(())
    }

    fn instruction(
        &mut self,
        toks: &[Token],
        ln: usize,
        end_col: usize,
    ) -> Result<RawInst, AsmError> {
        let mut l = Line {
            toks,
            at: 0,
            ln,
            end_col,
        };
        let mut result = None;
        if let (Some(Tok::Id(r)), Some(Tok::Word(eq))) =
            (toks.first().map(|t| &t.tok), toks.get(1).map(|t| &t.tok))
        {
            if eq == "=" {
                result = Some(self.id(r));
                l.at = 2;
            }
        }
        let t = l.next("an opcode")?.clone();
        let Tok::Word(opname) = &t.tok else {
            l.at -= 1;
            return Err(l.err("expected an opcode (OpName)"));
        };
        let mut out = Vec::new();
        if opname == "OpAccessGroupListINTEL" {
            out.push(result.ok_or_else(|| l.err("OpAccessGroupListINTEL needs a result"))?);
            while l.left() {
                self.literal(&mut l, &mut out)?;
            }
            return Ok(RawInst::new(grammar::OP_ACCESS_GROUP_LIST, out));
        }
        let g = opname
            .strip_prefix("Op")
            .and_then(|n| CoreInstructionTable::iter().find(|i| i.opname == n))
            .ok_or_else(|| {
                l.at -= 1;
                l.err(format!("'{opname}' is not an instruction"))
            })?;
        let (mut result_type, mut set, mut first_id) = (None, None, None);
        for lo in g.operands {
            match lo.quantifier {
                Q::One => self.operand(
                    &mut l,
                    lo.kind,
                    &mut out,
                    result,
                    &mut result_type,
                    &mut set,
                    &mut first_id,
                )?,
                Q::ZeroOrOne => {
                    if l.left() {
                        self.operand(
                            &mut l,
                            lo.kind,
                            &mut out,
                            result,
                            &mut result_type,
                            &mut set,
                            &mut first_id,
                        )?
                    }
                }
                Q::ZeroOrMore => {
                    while l.left() {
                        self.operand(
                            &mut l,
                            lo.kind,
                            &mut out,
                            result,
                            &mut result_type,
                            &mut set,
                            &mut first_id,
                        )?
                    }
                }
            }
        }
        if l.left() {
            return Err(l.err("more operands than the instruction takes"));
        }
        if result.is_some() && !g.operands.iter().any(|o| o.kind == K::IdResult) {
            return Err(AsmError {
                line: ln,
                col: toks[0].col,
                message: format!("{opname} has no result"),
            });
        }
        let op = g.opcode as u16;
        // What later numbers need: integer and float types, value types, extended sets.
        if let Some(r) = result {
            match g.opname {
                "TypeInt" => {
                    self.ints.insert(r, out[1]);
                }
                "TypeFloat" => {
                    self.floats.insert(r, out[1]);
                }
                "ExtInstImport" => {
                    let bytes: Vec<u8> = out[1..].iter().flat_map(|w| w.to_le_bytes()).collect();
                    let s: String = bytes
                        .iter()
                        .take_while(|&&b| b != 0)
                        .map(|&b| b as char)
                        .collect();
                    self.ext_sets.insert(r, s);
                }
                _ => {}
            }
            if let Some(t) = result_type {
                self.value_type.insert(r, t);
            }
        }
        Ok(RawInst::new(op, out))
    }
}

/// Assembler options.
#[derive(Clone, Copy, Debug, Default)]
pub struct Options {
    /// Ids named by numbers (`%42`) keep them (`spirv-as --preserve-numeric-ids`); other
    /// names get the lowest numbers left. Otherwise every name is numbered in order of first
    /// appearance, as `spirv-as` does by default.
    pub preserve_numeric_ids: bool,
}

/// Assembles `text` as `spirv-as` does by default.
pub fn assemble(text: &str) -> Result<Module, AsmError> {
    assemble_with(text, Options::default())
}

/// Assembles `text` with `opts`.
pub fn assemble_with(text: &str, opts: Options) -> Result<Module, AsmError> {
    let mut taken = std::collections::HashSet::new();
    if opts.preserve_numeric_ids {
        for (k, line) in text.lines().enumerate() {
            for t in tokenize(line, k + 1)? {
                if let Tok::Id(n) = t.tok {
                    if let Ok(v) = n.parse::<u32>() {
                        if v > 0 {
                            taken.insert(v);
                        }
                    }
                }
            }
        }
    }
    let mut a = Asm {
        ids: HashMap::new(),
        taken,
        next: 1,
        ints: HashMap::new(),
        floats: HashMap::new(),
        value_type: HashMap::new(),
        ext_sets: HashMap::new(),
        names: Names::default(),
    };
    let mut version = 0x0001_0000;
    let mut insts = Vec::new();
    for (k, line) in text.lines().enumerate() {
        let ln = k + 1;
        if let Some(v) = line.trim_start().strip_prefix("; Version:") {
            if let Some((maj, min)) = v.trim().split_once('.') {
                if let (Ok(maj), Ok(min)) = (maj.parse::<u32>(), min.parse::<u32>()) {
                    version = (maj << 16) | (min << 8);
                }
            }
        }
        let toks = tokenize(line, ln)?;
        if toks.is_empty() {
            continue;
        }
        insts.push(a.instruction(&toks, ln, line.chars().count() + 1)?);
    }
    Ok(Module {
        header: Header {
            version,
            generator: crate::writer::GENERATOR,
            bound: a.ids.values().copied().max().unwrap_or(0) + 1,
            schema: 0,
        },
        insts,
    })
}
