//! Number parsing as glibc's `strtol` family and `strtod` do it (decimal and hexadecimal
//! floats correctly rounded), shared by the `strto*`/`ato*` functions and `scanf`.

/// Parses an integer like `strtol`: returns the value (saturated), the bytes consumed and
/// whether it overflowed.
pub(super) fn parse_int(s: &[u8], base: u32, signed: bool) -> (u64, usize, bool) {
    let mut i = 0;
    while i < s.len() && (s[i] == b' ' || (9..=13).contains(&s[i])) {
        i += 1;
    }
    let mut neg = false;
    if i < s.len() && (s[i] == b'+' || s[i] == b'-') {
        neg = s[i] == b'-';
        i += 1;
    }
    let mut base = base;
    if (base == 0 || base == 16)
        && i + 1 < s.len()
        && s[i] == b'0'
        && (s[i + 1] | 0x20) == b'x'
        && s.get(i + 2).is_some_and(|c| c.is_ascii_hexdigit())
    {
        i += 2;
        base = 16;
    } else if base == 0 {
        base = if s.get(i) == Some(&b'0') { 8 } else { 10 };
    }
    let start = i;
    let mut v: u128 = 0;
    let mut over = false;
    while i < s.len() {
        let d = match s[i] {
            c @ b'0'..=b'9' => (c - b'0') as u32,
            c @ b'a'..=b'z' => (c - b'a') as u32 + 10,
            c @ b'A'..=b'Z' => (c - b'A') as u32 + 10,
            _ => break,
        };
        if d >= base {
            break;
        }
        v = v * base as u128 + d as u128;
        if v > u64::MAX as u128 {
            over = true;
            v = u64::MAX as u128;
        }
        i += 1;
    }
    if i == start {
        return (0, 0, false);
    }
    let v = v as u64;
    if signed {
        let lim = if neg { 1u64 << 63 } else { i64::MAX as u64 };
        if over || v > lim {
            return (if neg { 1u64 << 63 } else { i64::MAX as u64 }, i, true);
        }
        (if neg { v.wrapping_neg() } else { v }, i, false)
    } else if over {
        (u64::MAX, i, true)
    } else {
        (if neg { v.wrapping_neg() } else { v }, i, false)
    }
}

/// Parses a decimal float prefix like `strtod`.
pub(crate) fn parse_float(s: &[u8]) -> (f64, usize) {
    let mut i = 0;
    while i < s.len() && (s[i] == b' ' || (9..=13).contains(&s[i])) {
        i += 1;
    }
    let start = i;
    if i < s.len() && (s[i] == b'+' || s[i] == b'-') {
        i += 1;
    }
    if let Some((v, n)) = parse_hex_float(&s[i..]) {
        let neg = s[start] == b'-';
        return (if neg { -v } else { v }, i + n);
    }
    let rest = String::from_utf8_lossy(&s[i..]).to_ascii_lowercase();
    for word in ["infinity", "inf", "nan"] {
        if rest.starts_with(word) {
            let neg = s[start] == b'-';
            let v = if word == "nan" {
                f64::NAN
            } else {
                f64::INFINITY
            };
            return (if neg { -v } else { v }, i + word.len());
        }
    }
    let mut digits = 0;
    while i < s.len() && s[i].is_ascii_digit() {
        i += 1;
        digits += 1;
    }
    if i < s.len() && s[i] == b'.' {
        i += 1;
        while i < s.len() && s[i].is_ascii_digit() {
            i += 1;
            digits += 1;
        }
    }
    if digits == 0 {
        return (0.0, 0);
    }
    if i < s.len() && (s[i] | 0x20) == b'e' {
        let mut j = i + 1;
        if j < s.len() && (s[j] == b'+' || s[j] == b'-') {
            j += 1;
        }
        if j < s.len() && s[j].is_ascii_digit() {
            while j < s.len() && s[j].is_ascii_digit() {
                j += 1;
            }
            i = j;
        }
    }
    let text = String::from_utf8_lossy(&s[start..i]);
    (text.parse().unwrap_or(0.0), i)
}

/// A hexadecimal floating constant (`0x1.8p1`, C99/strtod syntax) at the start of `s`
/// (after any sign), correctly rounded to `double` (to nearest, ties to even; subnormals and
/// overflow to infinity as IEEE has them), and the bytes it takes; `None` if there is none.
fn parse_hex_float(s: &[u8]) -> Option<(f64, usize)> {
    if s.len() < 3 || s[0] != b'0' || (s[1] | 0x20) != b'x' {
        return None;
    }
    let mut i = 2;
    let (mut m, mut sticky, mut exp2, mut digits) = (0u64, false, 0i64, 0);
    let mut add = |d: u64, frac: bool, exp2: &mut i64| {
        if m >> 60 == 0 {
            m = m << 4 | d;
            if frac {
                *exp2 -= 4;
            }
        } else {
            // Beyond 64 bits: only whether anything is left matters for rounding.
            sticky |= d != 0;
            if !frac {
                *exp2 += 4;
            }
        }
    };
    while let Some(d) = s.get(i).and_then(|&c| (c as char).to_digit(16)) {
        add(d as u64, false, &mut exp2);
        i += 1;
        digits += 1;
    }
    if s.get(i) == Some(&b'.') {
        let mut j = i + 1;
        let mut frac = 0;
        while let Some(d) = s.get(j).and_then(|&c| (c as char).to_digit(16)) {
            add(d as u64, true, &mut exp2);
            j += 1;
            frac += 1;
        }
        if digits + frac > 0 {
            i = j;
            digits += frac;
        }
    }
    if digits == 0 {
        return None; // "0x" alone: strtod reads the "0"
    }
    if let Some(&c) = s.get(i) {
        if c | 0x20 == b'p' {
            let mut j = i + 1;
            let neg = matches!(s.get(j), Some(b'-'));
            if matches!(s.get(j), Some(b'+' | b'-')) {
                j += 1;
            }
            let mut e: i64 = 0;
            let mut any = false;
            while let Some(d) = s.get(j).filter(|c| c.is_ascii_digit()) {
                e = (e * 10 + (d - b'0') as i64).min(1 << 20);
                j += 1;
                any = true;
            }
            if any {
                exp2 += if neg { -e } else { e };
                i = j;
            }
        }
    }
    Some((round_binary(m, sticky, exp2), i))
}

/// `m * 2^exp2` (with more non-zero bits below `m` when `sticky`) rounded to a `double`.
fn round_binary(m: u64, sticky: bool, exp2: i64) -> f64 {
    if m == 0 {
        return 0.0;
    }
    let lz = m.leading_zeros() as i64;
    let m = m << lz;
    // value = m * 2^e with m in [2^63, 2^64): its binary exponent is e + 63.
    let e = exp2 - lz;
    let top = e + 63;
    if top > 1023 {
        return f64::INFINITY;
    }
    // Bits dropped from m: 11 for a normal double, more below 2^-1022.
    let shift = if top >= -1022 { 11 } else { 11 + (-1022 - top) };
    if shift > 64 {
        return 0.0; // below half the smallest subnormal
    }
    let (kept, rest) = if shift == 64 {
        (0, m)
    } else {
        (m >> shift, m & ((1u64 << shift) - 1))
    };
    let half = 1u64 << (shift - 1);
    let up = rest > half || (rest == half && (sticky || kept & 1 == 1));
    let kept = kept + up as u64;
    let bits = if top >= -1022 {
        // kept in [2^52, 2^53], 2^53 after rounding up: the next binade.
        let (kept, top) = if kept >> 53 != 0 {
            (kept >> 1, top + 1)
        } else {
            (kept, top)
        };
        if top > 1023 {
            return f64::INFINITY;
        }
        ((top + 1023) as u64) << 52 | (kept & ((1 << 52) - 1))
    } else {
        // A subnormal; 2^52 after rounding up is the smallest normal, the same bits.
        kept
    };
    f64::from_bits(bits)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strtol_like_glibc() {
        assert_eq!(parse_int(b"  -0x1fz", 0, true), ((-31i64) as u64, 7, false));
        assert_eq!(parse_int(b"0755", 0, true), (493, 4, false));
        assert_eq!(
            parse_int(b"99999999999999999999", 10, true),
            (i64::MAX as u64, 20, true)
        );
        assert_eq!(parse_float(b" 1.5e3x"), (1500.0, 6));
        // Hexadecimal floats, rounded to nearest even (values as glibc's strtod gives).
        assert_eq!(parse_float(b"0x1.8p1"), (3.0, 7));
        assert_eq!(parse_float(b"-0X.8P+2z"), (-2.0, 8));
        assert_eq!(parse_float(b"0x1p-1074"), (f64::from_bits(1), 9));
        assert_eq!(parse_float(b"0x1p-1075").0, 0.0);
        assert_eq!(parse_float(b"0x1.8p-1074").0, f64::from_bits(2));
        assert_eq!(parse_float(b"0x1.fffffffffffff8p0").0, 2.0);
        assert_eq!(
            parse_float(b"0x1.fffffffffffff7ffp0").0,
            f64::from_bits(0x3fff_ffff_ffff_ffff)
        );
        assert_eq!(
            parse_float(b"0x1.0000000000000800000001p0").0,
            f64::from_bits(0x3ff0_0000_0000_0001)
        );
        assert_eq!(parse_float(b"0x1.fffffffffffffp1023").0, f64::MAX);
        assert_eq!(parse_float(b"0x1p1024").0, f64::INFINITY);
        assert_eq!(parse_float(b"0x0.0000000000001p-1022").0, f64::from_bits(1));
        assert_eq!(parse_float(b"0xp1"), (0.0, 1));
        assert_eq!(parse_float(b"0x1p"), (1.0, 3));
    }
}
