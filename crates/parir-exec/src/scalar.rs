//! Scalar operations on slot values, shared by the scalar fast paths, vector lanes and the
//! constant evaluator.
//!
//! Integers of up to 64 bits live zero-extended in a `u64`; `sh = 64 - bits` turns them back
//! into signed values. Floats live as their bit pattern (`f32` in the low 32 bits).

use parir_ir::inst::{BinOp, FloatPredicate, IntPredicate};

/// Floating-point kinds parir computes with.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Fk {
    F32,
    F64,
    /// IEEE `half`: computed in `f64` and rounded once to 11 bits, which gives the correctly
    /// rounded result for `+ - * /` and `sqrt` (53 ≥ 2·11 + 2).
    F16,
    /// `bfloat`: likewise, 8 bits of precision.
    BF16,
}

impl Fk {
    /// Bytes in memory.
    pub fn bytes(self) -> u64 {
        match self {
            Fk::F16 | Fk::BF16 => 2,
            Fk::F32 => 4,
            Fk::F64 => 8,
        }
    }

    /// The sign bit of a slot of this kind.
    pub fn sign_bit(self) -> u64 {
        match self {
            Fk::F16 | Fk::BF16 => 0x8000,
            Fk::F32 => 0x8000_0000,
            Fk::F64 => 1 << 63,
        }
    }
}

/// Zero-extends the low `64 - sh` bits.
#[inline(always)]
pub fn zx(v: u64, sh: u8) -> u64 {
    (v << sh) >> sh
}

/// Sign-extends the low `64 - sh` bits.
#[inline(always)]
pub fn sx(v: u64, sh: u8) -> i64 {
    ((v << sh) as i64) >> sh
}

/// An integer binary operation on `64 - sh`-bit values; `Err` for division by zero and
/// signed overflow of division (a trap on x86-64).
#[inline]
pub fn int_bin(op: BinOp, a: u64, b: u64, sh: u8) -> Result<u64, &'static str> {
    let bits = 64 - sh as u32;
    Ok(zx(
        match op {
            BinOp::Add => a.wrapping_add(b),
            BinOp::Sub => a.wrapping_sub(b),
            BinOp::Mul => a.wrapping_mul(b),
            BinOp::And => a & b,
            BinOp::Or => a | b,
            BinOp::Xor => a ^ b,
            // Shifts by the width or more are poison; any value will do, this one is x86's.
            BinOp::Shl => a.wrapping_shl((b % bits as u64) as u32),
            BinOp::LShr => a.wrapping_shr((b % bits as u64) as u32),
            BinOp::AShr => (sx(a, sh) >> (b % bits as u64)) as u64,
            BinOp::UDiv | BinOp::URem => {
                if b == 0 {
                    return Err("integer division by zero");
                }
                if op == BinOp::UDiv {
                    a / b
                } else {
                    a % b
                }
            }
            BinOp::SDiv | BinOp::SRem => {
                let (x, y) = (sx(a, sh), sx(b, sh));
                if y == 0 {
                    return Err("integer division by zero");
                }
                let min = if bits == 64 {
                    i64::MIN
                } else {
                    -(1i64 << (bits - 1))
                };
                if x == min && y == -1 {
                    return Err("signed division overflow (INT_MIN / -1)");
                }
                if op == BinOp::SDiv {
                    (x / y) as u64
                } else {
                    (x % y) as u64
                }
            }
            _ => return Err("not an integer operation"),
        },
        sh,
    ))
}

/// An integer binary operation on values of 65..=128 bits (`sh = 128 - bits`).
pub fn wide_bin(op: BinOp, a: u128, b: u128, sh: u8) -> Result<u128, &'static str> {
    let bits = 128 - sh as u32;
    let z = |v: u128| (v << sh) >> sh;
    let s = |v: u128| ((v << sh) as i128) >> sh;
    Ok(z(match op {
        BinOp::Add => a.wrapping_add(b),
        BinOp::Sub => a.wrapping_sub(b),
        BinOp::Mul => a.wrapping_mul(b),
        BinOp::And => a & b,
        BinOp::Or => a | b,
        BinOp::Xor => a ^ b,
        BinOp::Shl => a.wrapping_shl((b % bits as u128) as u32),
        BinOp::LShr => a.wrapping_shr((b % bits as u128) as u32),
        BinOp::AShr => (s(a) >> (b % bits as u128)) as u128,
        BinOp::UDiv | BinOp::URem => {
            if b == 0 {
                return Err("integer division by zero");
            }
            if op == BinOp::UDiv {
                a / b
            } else {
                a % b
            }
        }
        BinOp::SDiv | BinOp::SRem => {
            let (x, y) = (s(a), s(b));
            if y == 0 {
                return Err("integer division by zero");
            }
            if y == -1 {
                // Avoid the host overflow; MIN / -1 traps natively.
                if x == s(1u128 << (bits - 1)) {
                    return Err("signed division overflow (INT_MIN / -1)");
                }
            }
            if op == BinOp::SDiv {
                (x / y) as u128
            } else {
                (x % y) as u128
            }
        }
        _ => return Err("not an integer operation"),
    }))
}

/// `icmp` on `64 - sh`-bit values.
#[inline]
pub fn icmp(p: IntPredicate, a: u64, b: u64, sh: u8) -> bool {
    match p {
        IntPredicate::Eq => a == b,
        IntPredicate::Ne => a != b,
        IntPredicate::Ugt => a > b,
        IntPredicate::Uge => a >= b,
        IntPredicate::Ult => a < b,
        IntPredicate::Ule => a <= b,
        IntPredicate::Sgt => sx(a, sh) > sx(b, sh),
        IntPredicate::Sge => sx(a, sh) >= sx(b, sh),
        IntPredicate::Slt => sx(a, sh) < sx(b, sh),
        IntPredicate::Sle => sx(a, sh) <= sx(b, sh),
    }
}

/// `icmp` on 65..=128-bit values.
pub fn wide_icmp(p: IntPredicate, a: u128, b: u128, sh: u8) -> bool {
    let s = |v: u128| ((v << sh) as i128) >> sh;
    match p {
        IntPredicate::Eq => a == b,
        IntPredicate::Ne => a != b,
        IntPredicate::Ugt => a > b,
        IntPredicate::Uge => a >= b,
        IntPredicate::Ult => a < b,
        IntPredicate::Ule => a <= b,
        IntPredicate::Sgt => s(a) > s(b),
        IntPredicate::Sge => s(a) >= s(b),
        IntPredicate::Slt => s(a) < s(b),
        IntPredicate::Sle => s(a) <= s(b),
    }
}

/// Reads a float slot as `f64` (exact for every kind).
#[inline(always)]
pub fn fget(v: u64, k: Fk) -> f64 {
    match k {
        Fk::F32 => f32::from_bits(v as u32) as f64,
        Fk::F64 => f64::from_bits(v),
        Fk::F16 => half::f16::from_bits(v as u16).to_f64(),
        Fk::BF16 => half::bf16::from_bits(v as u16).to_f64(),
    }
}

/// Writes an `f64` into a float slot of kind `k` (rounding to nearest, ties to even).
#[inline(always)]
pub fn fput(x: f64, k: Fk) -> u64 {
    match k {
        Fk::F32 => (x as f32).to_bits() as u64,
        Fk::F64 => x.to_bits(),
        Fk::F16 => half::f16::from_f64(x).to_bits() as u64,
        Fk::BF16 => half::bf16::from_f64(x).to_bits() as u64,
    }
}

/// A floating-point binary operation, computed in the operands' own precision.
#[inline]
pub fn float_bin(op: BinOp, a: u64, b: u64, k: Fk) -> u64 {
    match k {
        Fk::F32 => {
            let (x, y) = (f32::from_bits(a as u32), f32::from_bits(b as u32));
            (match op {
                BinOp::FAdd => x + y,
                BinOp::FSub => x - y,
                BinOp::FMul => x * y,
                BinOp::FDiv => x / y,
                _ => x % y,
            })
            .to_bits() as u64
        }
        Fk::F64 => {
            let (x, y) = (f64::from_bits(a), f64::from_bits(b));
            (match op {
                BinOp::FAdd => x + y,
                BinOp::FSub => x - y,
                BinOp::FMul => x * y,
                BinOp::FDiv => x / y,
                _ => x % y,
            })
            .to_bits()
        }
        Fk::F16 | Fk::BF16 => {
            let (x, y) = (fget(a, k), fget(b, k));
            fput(
                match op {
                    BinOp::FAdd => x + y,
                    BinOp::FSub => x - y,
                    BinOp::FMul => x * y,
                    BinOp::FDiv => x / y,
                    _ => x % y,
                },
                k,
            )
        }
    }
}

/// `fcmp`.
#[inline]
pub fn fcmp(p: FloatPredicate, a: u64, b: u64, k: Fk) -> bool {
    let (x, y) = (fget(a, k), fget(b, k));
    let uno = x.is_nan() || y.is_nan();
    match p {
        FloatPredicate::False => false,
        FloatPredicate::True => true,
        FloatPredicate::Oeq => !uno && x == y,
        FloatPredicate::Ogt => !uno && x > y,
        FloatPredicate::Oge => !uno && x >= y,
        FloatPredicate::Olt => !uno && x < y,
        FloatPredicate::Ole => !uno && x <= y,
        FloatPredicate::One => !uno && x != y,
        FloatPredicate::Ord => !uno,
        FloatPredicate::Uno => uno,
        FloatPredicate::Ueq => uno || x == y,
        FloatPredicate::Ugt => uno || x > y,
        FloatPredicate::Uge => uno || x >= y,
        FloatPredicate::Ult => uno || x < y,
        FloatPredicate::Ule => uno || x <= y,
        FloatPredicate::Une => uno || x != y,
    }
}

/// `fptosi` to `64 - sh` bits. Out-of-range values (poison for LLVM) give what x86-64 code
/// gives: results of up to 32 bits come from a 32-bit conversion (`cvttsd2si` with a 32-bit
/// destination, then truncated), whose "integer indefinite" is `0x8000_0000`; wider ones
/// from the 64-bit conversion, `i64::MIN`.
pub fn fptosi(x: f64, sh: u8) -> u64 {
    if sh >= 32 {
        if x.is_nan() || !(-2_147_483_648.0..2_147_483_648.0).contains(&x) {
            return zx(0x8000_0000, sh);
        }
        return zx(x as i32 as u32 as u64, sh);
    }
    if x.is_nan() || !(-9.223_372_036_854_776e18..9.223_372_036_854_776e18).contains(&x) {
        return zx(i64::MIN as u64, sh);
    }
    zx(x as i64 as u64, sh)
}

/// `fptoui` to `64 - sh` bits.
pub fn fptoui(x: f64, sh: u8) -> u64 {
    if x.is_nan() || x <= -1.0 || x >= 1.844_674_407_370_955_2e19 {
        return zx(if x < 0.0 { x as i64 as u64 } else { 0 }, sh);
    }
    zx(x as u64, sh)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fptosi_out_of_range_is_what_x86_gives() {
        // i32: the 32-bit "integer indefinite"; i16/i8: its low bits; i64: i64::MIN.
        assert_eq!(fptosi(f64::INFINITY, 32), 0x8000_0000);
        assert_eq!(fptosi(3e9, 32), 0x8000_0000);
        assert_eq!(fptosi(-3e9, 32), 0x8000_0000);
        assert_eq!(fptosi(f64::NAN, 48), 0);
        assert_eq!(fptosi(40000.0, 48), 40000);
        assert_eq!(fptosi(-2.9, 32), (-2i32) as u32 as u64);
        assert_eq!(fptosi(f64::NEG_INFINITY, 0), i64::MIN as u64);
        assert_eq!(fptosi(3e9, 0), 3_000_000_000);
    }

    #[test]
    fn narrow_signed_ops() {
        // i8: -128 / -1 traps; -7 >> 1 = -4.
        assert!(int_bin(BinOp::SDiv, 0x80, 0xff, 56).is_err());
        assert_eq!(int_bin(BinOp::AShr, 0xf9, 1, 56), Ok(0xfc));
        assert_eq!(int_bin(BinOp::Add, 0xff, 1, 56), Ok(0));
        assert!(icmp(IntPredicate::Slt, 0xff, 0, 56));
        assert_eq!(
            wide_bin(BinOp::Mul, u64::MAX as u128, 2, 0),
            Ok((u64::MAX as u128) * 2)
        );
    }
}
