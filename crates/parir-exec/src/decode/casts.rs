//! Casts: scalar casts and bitcasts on slot words, and the ops a cast instruction decodes to.

use super::consts::{w, x80};
use super::{scalar_kind, sh64, Decoder, Res};
use crate::code::{Conv, Op, Sc, Shape, Slot, VecOp};
use crate::scalar::{self, Fk};
use parir_ir::inst::CastOp;
use parir_ir::{Inst, Type};

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

impl Decoder<'_, '_> {
    pub(super) fn cast(
        &mut self,
        i: Inst,
        op: CastOp,
        d: Slot,
        a: Slot,
        ft: Type,
        tt: Type,
    ) -> Res<()> {
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
}
