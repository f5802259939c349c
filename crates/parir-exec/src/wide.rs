//! Integers wider than 128 bits (clang's storage units of wide bit-field runs, `i136` and
//! the like): little-endian `u64` limbs, one slot each, the top limb masked to the width.

use parir_ir::inst::{BinOp, CastOp, IntPredicate};

/// Limbs of a `bits`-wide integer.
pub fn limbs(bits: u32) -> usize {
    bits.div_ceil(64) as usize
}

fn mask_top(v: &mut [u64], bits: u32) {
    let r = bits % 64;
    if r != 0 {
        if let Some(t) = v.last_mut() {
            *t &= (1u64 << r) - 1;
        }
    }
}

fn sign(v: &[u64], bits: u32) -> bool {
    let b = bits - 1;
    v.get((b / 64) as usize)
        .is_some_and(|w| w >> (b % 64) & 1 == 1)
}

/// Sign- or zero-extends / truncates `a` (of `from` bits) to `to` bits.
pub fn resize(a: &[u64], from: u32, to: u32, signed: bool) -> Vec<u64> {
    let fill = if signed && sign(a, from) { u64::MAX } else { 0 };
    let mut out = vec![fill; limbs(to)];
    for (k, o) in out.iter_mut().enumerate() {
        let bit = k as u32 * 64;
        if bit >= from {
            break;
        }
        let mut w = a.get(k).copied().unwrap_or(0);
        let avail = from - bit;
        if avail < 64 {
            w &= (1u64 << avail) - 1;
            w |= fill << avail;
        }
        *o = w;
    }
    mask_top(&mut out, to);
    out
}

fn shl(a: &[u64], s: u32, bits: u32) -> Vec<u64> {
    let n = a.len();
    let mut out = vec![0u64; n];
    let (ws, bs) = ((s / 64) as usize, s % 64);
    for k in (ws..n).rev() {
        let lo = a[k - ws] << bs;
        let carry = if bs > 0 && k > ws {
            a[k - ws - 1] >> (64 - bs)
        } else {
            0
        };
        out[k] = lo | carry;
    }
    mask_top(&mut out, bits);
    out
}

fn shr(a: &[u64], s: u32, bits: u32, arith: bool) -> Vec<u64> {
    let ext = resize(a, bits, limbs(bits) as u32 * 64, arith);
    let n = ext.len();
    let fill = if arith && sign(a, bits) { u64::MAX } else { 0 };
    let (ws, bs) = ((s / 64) as usize, s % 64);
    let get = |k: usize| if k < n { ext[k] } else { fill };
    let mut out = vec![0u64; n];
    for (k, o) in out.iter_mut().enumerate() {
        let lo = get(k + ws) >> bs;
        let hi = if bs > 0 {
            get(k + ws + 1) << (64 - bs)
        } else {
            0
        };
        *o = lo | hi;
    }
    mask_top(&mut out, bits);
    out
}

/// A binary operation; division is only supported up to 128 bits (elsewhere).
pub fn bin(op: BinOp, a: &[u64], b: &[u64], bits: u32) -> Result<Vec<u64>, &'static str> {
    let n = limbs(bits);
    let mut out = vec![0u64; n];
    match op {
        BinOp::Add | BinOp::Sub => {
            let mut carry = 0u128;
            for k in 0..n {
                let x = a[k] as u128;
                let y = if op == BinOp::Add {
                    b[k] as u128
                } else {
                    !b[k] as u128
                };
                let init = if op == BinOp::Sub && k == 0 { 1 } else { 0 };
                let s = x + y + carry + init;
                out[k] = s as u64;
                carry = s >> 64;
            }
        }
        BinOp::Mul => {
            for i in 0..n {
                let mut carry = 0u128;
                for j in 0..n - i {
                    let t = out[i + j] as u128 + a[i] as u128 * b[j] as u128 + carry;
                    out[i + j] = t as u64;
                    carry = t >> 64;
                }
            }
        }
        BinOp::And | BinOp::Or | BinOp::Xor => {
            for k in 0..n {
                out[k] = match op {
                    BinOp::And => a[k] & b[k],
                    BinOp::Or => a[k] | b[k],
                    _ => a[k] ^ b[k],
                };
            }
        }
        BinOp::Shl | BinOp::LShr | BinOp::AShr => {
            // A shift by the width or more is poison; use the amount modulo the width.
            let amount = (b[0] % bits as u64) as u32;
            return Ok(match op {
                BinOp::Shl => shl(a, amount, bits),
                BinOp::LShr => shr(a, amount, bits, false),
                _ => shr(a, amount, bits, true),
            });
        }
        _ => return Err("unsupported: division of integers wider than 128 bits"),
    }
    mask_top(&mut out, bits);
    Ok(out)
}

/// `icmp`.
pub fn cmp(p: IntPredicate, a: &[u64], b: &[u64], bits: u32) -> bool {
    let ucmp = || {
        for k in (0..a.len()).rev() {
            if a[k] != b[k] {
                return a[k].cmp(&b[k]);
            }
        }
        std::cmp::Ordering::Equal
    };
    let scmp = || match (sign(a, bits), sign(b, bits)) {
        (true, false) => std::cmp::Ordering::Less,
        (false, true) => std::cmp::Ordering::Greater,
        _ => ucmp(),
    };
    use std::cmp::Ordering::*;
    match p {
        IntPredicate::Eq => a == b,
        IntPredicate::Ne => a != b,
        IntPredicate::Ugt => ucmp() == Greater,
        IntPredicate::Uge => ucmp() != Less,
        IntPredicate::Ult => ucmp() == Less,
        IntPredicate::Ule => ucmp() != Greater,
        IntPredicate::Sgt => scmp() == Greater,
        IntPredicate::Sge => scmp() != Less,
        IntPredicate::Slt => scmp() == Less,
        IntPredicate::Sle => scmp() != Greater,
    }
}

/// Integer-to-integer casts between any widths.
pub fn cast(op: CastOp, a: &[u64], from: u32, to: u32) -> Result<Vec<u64>, &'static str> {
    match op {
        CastOp::Trunc | CastOp::ZExt | CastOp::BitCast => Ok(resize(a, from, to, false)),
        CastOp::SExt => Ok(resize(a, from, to, true)),
        _ => Err("unsupported: this cast on integers wider than 128 bits"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn i136_arithmetic() {
        let bits = 136;
        let one = resize(&[1], 64, bits, false);
        let top = shl(&one, 135, bits);
        assert_eq!(top, vec![0, 0, 0x80]);
        assert_eq!(shr(&top, 135, bits, false), vec![1, 0, 0]);
        assert_eq!(
            shr(&top, 134, bits, true),
            vec![u64::MAX - 1, u64::MAX, 0xff]
        );
        let m1 = bin(BinOp::Sub, &[0, 0, 0], &one, bits).expect("sub");
        assert_eq!(m1, vec![u64::MAX, u64::MAX, 0xff]);
        assert!(cmp(IntPredicate::Slt, &m1, &one, bits));
        assert!(cmp(IntPredicate::Ugt, &m1, &one, bits));
        assert_eq!(
            bin(BinOp::Add, &m1, &one, bits).expect("add"),
            vec![0, 0, 0]
        );
        assert_eq!(resize(&m1, bits, 8, false), vec![0xff]);
    }
}
