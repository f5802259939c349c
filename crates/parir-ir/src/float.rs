//! Bit-level conversions for floating-point constants.
//!
//! Constants are stored as bit patterns in their type's format (see [`crate::value::ConstData`]).
//! LLVM's text gives doubles (decimal or `0x` + 16 hex digits) that must convert *exactly* to the
//! constant's type; these helpers do that conversion without going through host floating point
//! for the 16-bit formats, so NaN payloads and signs survive.

use crate::types::FloatKind;

/// Converts a double (by bits) exactly to the format `kind`, or `None` if the value is not
/// representable exactly. NaNs convert by keeping sign and the top payload bits, as LLVM does.
pub fn from_double_exact(bits: u64, kind: FloatKind) -> Option<u128> {
    let d = f64::from_bits(bits);
    match kind {
        FloatKind::Double => Some(bits as u128),
        FloatKind::Float => {
            if d.is_nan() {
                let sign = (bits >> 63) as u32;
                let payload = ((bits >> 29) & 0x7f_ffff) as u32;
                return Some(((sign << 31) | 0x7f80_0000 | payload.max(1)) as u128);
            }
            let f = d as f32;
            (f as f64 == d).then_some(f.to_bits() as u128)
        }
        FloatKind::Half => narrow(bits, 5, 10).map(|b| b as u128),
        FloatKind::BFloat => narrow(bits, 8, 7).map(|b| b as u128),
        FloatKind::X86Fp80 | FloatKind::Fp128 | FloatKind::PpcFp128 => None,
    }
}

/// Converts a double exactly into an IEEE format with `ebits` exponent bits and `mbits` explicit
/// mantissa bits (≤ 16 bits in total).
fn narrow(bits: u64, ebits: u32, mbits: u32) -> Option<u16> {
    let sign = ((bits >> 63) as u16) << (ebits + mbits);
    let exp = ((bits >> 52) & 0x7ff) as i64;
    let man = bits & ((1u64 << 52) - 1);
    let emax_field = (1u16 << ebits) - 1;
    if exp == 0x7ff {
        if man == 0 {
            return Some(sign | (emax_field << mbits));
        }
        let payload = (man >> (52 - mbits)) as u16;
        return Some(sign | (emax_field << mbits) | payload.max(1));
    }
    if exp == 0 && man == 0 {
        return Some(sign);
    }
    if exp == 0 {
        // Double subnormals are far below any 16-bit format's range.
        return None;
    }
    let bias = (1i64 << (ebits - 1)) - 1;
    let e = exp - 1023; // unbiased exponent of 1.man
    let full = man | (1u64 << 52); // 53-bit significand
    let new_e = e + bias;
    if new_e >= emax_field as i64 {
        return None;
    }
    if new_e >= 1 {
        // Normal: must drop only zero bits.
        let drop = 52 - mbits;
        if man & ((1u64 << drop) - 1) != 0 {
            return None;
        }
        return Some(sign | ((new_e as u16) << mbits) | ((man >> drop) as u16));
    }
    // Subnormal in the target format: value = full * 2^(e-52) = m * 2^(1-bias-mbits).
    let shift = (1 - bias - mbits as i64) - (e - 52);
    if !(0..64).contains(&shift) {
        return None;
    }
    if full & ((1u64 << shift) - 1) != 0 {
        return None;
    }
    let m = full >> shift;
    if m >= 1 << mbits {
        return None;
    }
    Some(sign | m as u16)
}

/// Widens a value of format `kind` (by bits) to a double, if the format is half, bfloat, float
/// or double (exact).
pub fn to_double(bits: u128, kind: FloatKind) -> Option<f64> {
    match kind {
        FloatKind::Double => Some(f64::from_bits(bits as u64)),
        FloatKind::Float => Some(f32::from_bits(bits as u32) as f64),
        FloatKind::Half => Some(widen16(bits as u16, 5, 10)),
        FloatKind::BFloat => Some(f32::from_bits((bits as u32) << 16) as f64),
        _ => None,
    }
}

fn widen16(b: u16, ebits: u32, mbits: u32) -> f64 {
    let sign = if b >> (ebits + mbits) & 1 == 1 {
        -1.0
    } else {
        1.0
    };
    let exp = ((b >> mbits) & ((1 << ebits) - 1)) as i32;
    let man = (b & ((1 << mbits) - 1)) as f64;
    let bias = (1 << (ebits - 1)) - 1;
    if exp == (1 << ebits) - 1 {
        return if man == 0.0 {
            sign * f64::INFINITY
        } else {
            f64::NAN
        };
    }
    if exp == 0 {
        return sign * man * 2f64.powi(1 - bias - mbits as i32);
    }
    sign * (1.0 + man / (1u32 << mbits) as f64) * 2f64.powi(exp - bias)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_exact() {
        assert_eq!(
            from_double_exact(1.0f64.to_bits(), FloatKind::Half),
            Some(0x3c00)
        );
        assert_eq!(from_double_exact(0.1f64.to_bits(), FloatKind::Half), None);
        assert_eq!(
            from_double_exact((-2.0f64).to_bits(), FloatKind::Half),
            Some(0xc000)
        );
        // Smallest half subnormal: 2^-24.
        assert_eq!(
            from_double_exact(2f64.powi(-24).to_bits(), FloatKind::Half),
            Some(1)
        );
        assert_eq!(widen16(0x3c00, 5, 10), 1.0);
    }

    #[test]
    fn float_exact() {
        assert_eq!(
            from_double_exact(0.5f64.to_bits(), FloatKind::Float),
            Some(0.5f32.to_bits() as u128)
        );
        assert_eq!(from_double_exact(0.1f64.to_bits(), FloatKind::Float), None);
    }
}
