//! Low-level text output: numbers, escaped strings, LLVM names and floating-point literals,
//! written straight into a byte buffer without per-token allocation.
//!
//! The escaping and quoting rules are those of LLVM 19's `printEscapedString`,
//! `printLLVMNameWithoutPrefix` and `printMetadataIdentifier`; floating-point literals follow
//! `WriteAPFloatInternal` (6 significant digits when that reparses exactly, else hex).

use crate::types::FloatKind;

const HEX_UPPER: &[u8; 16] = b"0123456789ABCDEF";

/// Pairs of decimal digits `00`..`99`, for writing two digits per division.
const DIGIT_PAIRS: &[u8; 200] = b"\
0001020304050607080910111213141516171819\
2021222324252627282930313233343536373839\
4041424344454647484950515253545556575859\
6061626364656667686970717273747576777879\
8081828384858687888990919293949596979899";

/// Appends the decimal form of `v` (two digits per step, the `itoa` technique).
#[inline]
pub(crate) fn push_u64(o: &mut Vec<u8>, v: u64) {
    if v < 10 {
        o.push(b'0' + v as u8);
        return;
    }
    if let Ok(small) = u32::try_from(v) {
        return push_u32(o, small);
    }
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    let mut v = v;
    while v >= 100 {
        let d = (v % 100) as usize * 2;
        v /= 100;
        i -= 2;
        buf[i..i + 2].copy_from_slice(&DIGIT_PAIRS[d..d + 2]);
    }
    if v >= 10 {
        let d = v as usize * 2;
        i -= 2;
        buf[i..i + 2].copy_from_slice(&DIGIT_PAIRS[d..d + 2]);
    } else {
        i -= 1;
        buf[i] = b'0' + v as u8;
    }
    o.extend_from_slice(&buf[i..]);
}

/// Appends the decimal form of `v` (32-bit arithmetic, two digits per step).
#[inline]
pub(crate) fn push_u32(o: &mut Vec<u8>, mut v: u32) {
    // The digits are written left-aligned into a fixed-size buffer that is appended whole and
    // then cut to length: a fixed-size copy is a couple of moves, not a call to `memcpy`.
    let len = decimal_len(v);
    let mut buf = [0u8; 10];
    let mut i = len;
    while v >= 100 {
        let d = (v % 100) as usize * 2;
        v /= 100;
        i -= 2;
        buf[i..i + 2].copy_from_slice(&DIGIT_PAIRS[d..d + 2]);
    }
    if v >= 10 {
        let d = v as usize * 2;
        buf[0..2].copy_from_slice(&DIGIT_PAIRS[d..d + 2]);
    } else {
        buf[0] = b'0' + v as u8;
    }
    push_fixed(o, &buf, len);
}

/// Number of decimal digits of `v`.
#[inline]
fn decimal_len(v: u32) -> usize {
    match v {
        0..=9 => 1,
        10..=99 => 2,
        100..=999 => 3,
        1000..=9999 => 4,
        10000..=99999 => 5,
        100000..=999999 => 6,
        1000000..=9999999 => 7,
        10000000..=99999999 => 8,
        100000000..=999999999 => 9,
        _ => 10,
    }
}

/// Appends the first `len` bytes of `buf` by appending all of it and cutting the rest off:
/// with `N` known at compile time the copy is inlined, which beats a `memcpy` call for the
/// short texts (names, numbers, types) that make up most of the output.
#[inline]
pub(crate) fn push_fixed<const N: usize>(o: &mut Vec<u8>, buf: &[u8; N], len: usize) {
    let start = o.len();
    o.extend_from_slice(buf);
    o.truncate(start + len.min(N));
}

/// Appends the decimal form of `v` (signed).
pub(crate) fn push_i64(o: &mut Vec<u8>, v: i64) {
    if v < 0 {
        o.push(b'-');
    }
    push_u64(o, v.unsigned_abs());
}

/// Appends the decimal form of a signed 128-bit value.
pub(crate) fn push_i128(o: &mut Vec<u8>, v: i128) {
    if let Ok(small) = i64::try_from(v) {
        return push_i64(o, small);
    }
    if v < 0 {
        o.push(b'-');
    }
    let mut u = v.unsigned_abs();
    let mut buf = [0u8; 40];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (u % 10) as u8;
        u /= 10;
        if u == 0 {
            break;
        }
    }
    o.extend_from_slice(&buf[i..]);
}

/// Appends `v` as uppercase hex with exactly `digits` digits (leading zeros kept).
pub(crate) fn push_hex_fixed(o: &mut Vec<u8>, v: u64, digits: u32) {
    for i in (0..digits).rev() {
        let nib = if i >= 16 { 0 } else { (v >> (i * 4)) & 0xf };
        o.push(HEX_UPPER[nib as usize]);
    }
}

/// Appends `0x` and `v` in uppercase hex without leading zeros (LLVM's `format_hex(v, 0, true)`).
pub(crate) fn push_hex_min(o: &mut Vec<u8>, v: u64) {
    o.extend_from_slice(b"0x");
    let digits = if v == 0 {
        1
    } else {
        (64 - v.leading_zeros()).div_ceil(4)
    };
    push_hex_fixed(o, v, digits);
}

/// LLVM's `printEscapedString`: `\` doubled, printable ASCII but `"` kept, the rest as `\XX`.
pub(crate) fn push_escaped(o: &mut Vec<u8>, s: &[u8]) {
    for &c in s {
        if c == b'\\' {
            o.extend_from_slice(b"\\\\");
        } else if (0x20..=0x7e).contains(&c) && c != b'"' {
            o.push(c);
        } else {
            o.push(b'\\');
            o.push(HEX_UPPER[(c >> 4) as usize]);
            o.push(HEX_UPPER[(c & 15) as usize]);
        }
    }
}

/// Appends `"s"` with LLVM escaping.
pub(crate) fn push_quoted(o: &mut Vec<u8>, s: &[u8]) {
    o.push(b'"');
    push_escaped(o, s);
    o.push(b'"');
}

/// An LLVM value/type/comdat name after its prefix: bare when it only has `[A-Za-z0-9._-]`
/// and does not start with a digit, quoted and escaped otherwise.
pub(crate) fn push_llvm_name(o: &mut Vec<u8>, name: &[u8]) {
    let needs_quotes = matches!(name.first(), None | Some(b'0'..=b'9'))
        || name
            .iter()
            .any(|&c| !(c.is_ascii_alphanumeric() || c == b'-' || c == b'.' || c == b'_'));
    if needs_quotes {
        push_quoted(o, name);
    } else {
        o.extend_from_slice(name);
    }
}

/// LLVM's `printMetadataIdentifier` (names of named metadata and attachment kinds).
pub(crate) fn push_md_identifier(o: &mut Vec<u8>, name: &[u8]) {
    if name.is_empty() {
        o.extend_from_slice(b"<empty name> ");
        return;
    }
    for (i, &c) in name.iter().enumerate() {
        let ok = if i == 0 {
            c.is_ascii_alphabetic() || matches!(c, b'-' | b'$' | b'.' | b'_')
        } else {
            c.is_ascii_alphanumeric() || matches!(c, b'-' | b'$' | b'.' | b'_')
        };
        if ok {
            o.push(c);
        } else {
            o.push(b'\\');
            o.push(HEX_UPPER[(c >> 4) as usize]);
            o.push(HEX_UPPER[(c & 15) as usize]);
        }
    }
}

/// Widens IEEE single bits to double bits exactly, keeping NaN payloads (LLVM re-creates
/// signalling NaNs after its conversion, so the net effect is a plain widening).
fn widen_f32_bits(b: u32) -> u64 {
    let sign = ((b >> 31) as u64) << 63;
    let exp = (b >> 23) & 0xff;
    let mant = (b & 0x7f_ffff) as u64;
    if exp == 0xff {
        sign | (0x7ffu64 << 52) | (mant << 29)
    } else {
        (f32::from_bits(b) as f64).to_bits()
    }
}

/// Tries LLVM's decimal form `d.dddddde±XX` (6 significant digits, padded with one zero);
/// returns false if that text would not read back as exactly `v`.
fn push_decimal_double(o: &mut Vec<u8>, v: f64) -> bool {
    if !v.is_finite() {
        return false;
    }
    let s = format!("{v:.5e}");
    match s.parse::<f64>() {
        Ok(back) if back == v => {}
        _ => return false,
    }
    let Some((mant, exp)) = s.split_once('e') else {
        return false;
    };
    o.extend_from_slice(mant.as_bytes());
    o.extend_from_slice(b"0e");
    let (neg, digits) = match exp.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, exp),
    };
    o.push(if neg { b'-' } else { b'+' });
    if digits.len() < 2 {
        o.push(b'0');
    }
    o.extend_from_slice(digits.as_bytes());
    true
}

/// Writes a floating-point constant given by its bit pattern in the format of `kind`.
pub(crate) fn push_float(o: &mut Vec<u8>, kind: FloatKind, bits: u128) {
    match kind {
        FloatKind::Float => {
            let d = widen_f32_bits(bits as u32);
            if !push_decimal_double(o, f64::from_bits(d)) {
                push_hex_min(o, d);
            }
        }
        FloatKind::Double => {
            let d = bits as u64;
            if !push_decimal_double(o, f64::from_bits(d)) {
                push_hex_min(o, d);
            }
        }
        FloatKind::Half => {
            o.extend_from_slice(b"0xH");
            push_hex_fixed(o, (bits & 0xffff) as u64, 4);
        }
        FloatKind::BFloat => {
            o.extend_from_slice(b"0xR");
            push_hex_fixed(o, (bits & 0xffff) as u64, 4);
        }
        FloatKind::X86Fp80 => {
            o.extend_from_slice(b"0xK");
            push_hex_fixed(o, ((bits >> 64) & 0xffff) as u64, 4);
            push_hex_fixed(o, bits as u64, 16);
        }
        FloatKind::Fp128 | FloatKind::PpcFp128 => {
            o.extend_from_slice(if kind == FloatKind::Fp128 {
                b"0xL"
            } else {
                b"0xM"
            });
            push_hex_fixed(o, bits as u64, 16);
            push_hex_fixed(o, (bits >> 64) as u64, 16);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn float(kind: FloatKind, bits: u128) -> String {
        let mut o = Vec::new();
        push_float(&mut o, kind, bits);
        String::from_utf8(o).unwrap()
    }

    #[test]
    fn doubles() {
        let d = |v: f64| float(FloatKind::Double, v.to_bits() as u128);
        assert_eq!(d(1.0), "1.000000e+00");
        assert_eq!(d(0.1), "1.000000e-01");
        assert_eq!(d(1.0e10), "1.000000e+10");
        assert_eq!(d(123456.0), "1.234560e+05");
        assert_eq!(d(1234567.0), "0x4132D68700000000");
        assert_eq!(d(-0.0), "-0.000000e+00");
        assert_eq!(d(0.0), "0.000000e+00");
        assert_eq!(d(1e300), "1.000000e+300");
        assert_eq!(d(f64::INFINITY), "0x7FF0000000000000");
    }

    #[test]
    fn floats_and_others() {
        assert_eq!(
            float(FloatKind::Float, 0.1f32.to_bits() as u128),
            "0x3FB99999A0000000"
        );
        assert_eq!(
            float(FloatKind::Float, 1.5f32.to_bits() as u128),
            "1.500000e+00"
        );
        assert_eq!(float(FloatKind::Float, 0x7fc00000), "0x7FF8000000000000");
        assert_eq!(float(FloatKind::Half, 0x3c00), "0xH3C00");
        assert_eq!(float(FloatKind::BFloat, 0x3f80), "0xR3F80");
        assert_eq!(
            float(FloatKind::X86Fp80, 0x3fff_8000_0000_0000_0000),
            "0xK3FFF8000000000000000"
        );
        assert_eq!(
            float(FloatKind::Fp128, 0x3fff_0000_0000_0000_0000_0000_0000_0000),
            "0xL00000000000000003FFF000000000000"
        );
    }

    #[test]
    fn names() {
        let n = |s: &str| {
            let mut o = Vec::new();
            push_llvm_name(&mut o, s.as_bytes());
            String::from_utf8(o).unwrap()
        };
        assert_eq!(n("foo.bar_1-x"), "foo.bar_1-x");
        assert_eq!(n("1abc"), "\"1abc\"");
        assert_eq!(n("a b"), "\"a b\"");
        assert_eq!(n("a\"b\\"), "\"a\\22b\\\\\"");
        assert_eq!(n("$x"), "\"$x\"");
        let mut o = Vec::new();
        push_md_identifier(&mut o, b"llvm.loop");
        push_md_identifier(&mut o, b"9x y");
        assert_eq!(String::from_utf8(o).unwrap(), "llvm.loop\\39x\\20y");
    }

    #[test]
    fn decimal() {
        for v in [
            0u64,
            7,
            9,
            10,
            99,
            100,
            101,
            999,
            1000,
            65535,
            4294967295,
            4294967296,
            12345678901234,
            u64::MAX,
        ] {
            let mut o = Vec::new();
            push_u64(&mut o, v);
            assert_eq!(String::from_utf8(o).unwrap(), v.to_string());
            if let Ok(w) = u32::try_from(v) {
                let mut o = Vec::new();
                push_u32(&mut o, w);
                assert_eq!(String::from_utf8(o).unwrap(), v.to_string());
            }
        }
    }

    #[test]
    fn numbers() {
        let mut o = Vec::new();
        push_i128(&mut o, i128::MIN);
        o.push(b' ');
        push_i64(&mut o, -5);
        o.push(b' ');
        push_hex_min(&mut o, 0x1f);
        assert_eq!(
            String::from_utf8(o).unwrap(),
            "-170141183460469231731687303715884105728 -5 0x1F"
        );
    }
}
