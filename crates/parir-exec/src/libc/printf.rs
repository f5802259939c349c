//! `printf` formatting as glibc 2.36 does it: flags, width, precision, length modifiers,
//! every conversion (`%Lf` and friends through [`super::long_double`]), arguments taken from
//! a direct call or a `va_list`.

use crate::memory::Memory;

/// Where `printf` takes its arguments from.
pub(super) enum ArgSrc {
    /// Arguments of a direct call: raw words (floats widened to double bits; the second
    /// word is the sign and exponent of a `long double`, else 0).
    Direct(Vec<[u64; 2]>, usize),
    /// A `va_list` (pointer to the `__va_list_tag`).
    Va(u64),
}

/// The next argument of a direct call.
fn take_direct(v: &[[u64; 2]], k: &mut usize) -> Result<[u64; 2], String> {
    let r = v
        .get(*k)
        .copied()
        .ok_or("printf: too few arguments for the format")?;
    *k += 1;
    Ok(r)
}

impl ArgSrc {
    pub(super) fn next(&mut self, mem: &Memory) -> Result<u64, String> {
        self.next_of(mem, false)
    }

    fn next_f(&mut self, mem: &Memory) -> Result<u64, String> {
        self.next_of(mem, true)
    }

    /// The next argument; `float` selects the SSE registers of a `va_list`.
    fn next_of(&mut self, mem: &Memory, float: bool) -> Result<u64, String> {
        match self {
            ArgSrc::Direct(v, k) => Ok(take_direct(v, k)?[0]),
            ArgSrc::Va(list) => {
                let e = |e: crate::memory::MemError| e.0;
                let (off_at, limit, step) = if float {
                    (*list + 4, 176, 16)
                } else {
                    (*list, 48, 8)
                };
                let off = mem.load(off_at, 4).map_err(e)?;
                if off < limit {
                    let regs = mem.load(*list + 16, 8).map_err(e)?;
                    let v = mem.load(regs + off, 8).map_err(e)?;
                    mem.store(off_at, 4, off + step).map_err(e)?;
                    return Ok(v);
                }
                let area = mem.load(*list + 8, 8).map_err(|e| e.0)?;
                let v = mem
                    .load(area, 8)
                    .map_err(|e| format!("va_arg: {} (too few variadic arguments?)", e.0))?;
                mem.store(*list + 8, 8, area + 8).map_err(|e| e.0)?;
                Ok(v)
            }
        }
    }
}

impl ArgSrc {
    /// The next argument as a `long double`: passed in memory, 16-byte aligned, in a
    /// `va_list`'s overflow area.
    fn next_ld(&mut self, mem: &Memory) -> Result<crate::x87::W, String> {
        match self {
            ArgSrc::Direct(v, k) => {
                let r = take_direct(v, k)?;
                Ok(crate::x87::words(r[0], r[1]))
            }
            ArgSrc::Va(list) => {
                let e = |e: crate::memory::MemError| e.0;
                let area = mem.load(*list + 8, 8).map_err(e)?.div_ceil(16) * 16;
                let lo = mem
                    .load(area, 8)
                    .map_err(|e| format!("va_arg: {} (too few variadic arguments?)", e.0))?;
                let hi = mem.load(area + 8, 2).map_err(e)?;
                mem.store(*list + 8, 8, area + 16).map_err(e)?;
                Ok(crate::x87::words(lo, hi))
            }
        }
    }
}

/// Formats like glibc's `printf`.
pub(super) fn format(mem: &Memory, fmt: &[u8], args: &mut ArgSrc) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < fmt.len() {
        let c = fmt[i];
        i += 1;
        if c != b'%' {
            out.push(c);
            continue;
        }
        let mut left = false;
        let mut plus = false;
        let mut space = false;
        let mut alt = false;
        let mut zero = false;
        while i < fmt.len() {
            match fmt[i] {
                b'-' => left = true,
                b'+' => plus = true,
                b' ' => space = true,
                b'#' => alt = true,
                b'0' => zero = true,
                _ => break,
            }
            i += 1;
        }
        let mut width: Option<usize> = None;
        if i < fmt.len() && fmt[i] == b'*' {
            i += 1;
            let w = args.next(mem)? as u32 as i32;
            if w < 0 {
                left = true;
            }
            width = Some(w.unsigned_abs() as usize);
        } else {
            let mut w = 0usize;
            let mut any = false;
            while i < fmt.len() && fmt[i].is_ascii_digit() {
                w = w
                    .saturating_mul(10)
                    .saturating_add((fmt[i] - b'0') as usize);
                any = true;
                i += 1;
            }
            if any {
                width = Some(w);
            }
        }
        let mut prec: Option<usize> = None;
        if i < fmt.len() && fmt[i] == b'.' {
            i += 1;
            if i < fmt.len() && fmt[i] == b'*' {
                i += 1;
                let p = args.next(mem)? as u32 as i32;
                prec = if p < 0 { None } else { Some(p as usize) };
            } else {
                let mut p = 0usize;
                while i < fmt.len() && fmt[i].is_ascii_digit() {
                    p = p
                        .saturating_mul(10)
                        .saturating_add((fmt[i] - b'0') as usize);
                    i += 1;
                }
                prec = Some(p);
            }
        }
        if width.is_some_and(|w| w > 1 << 20) || prec.is_some_and(|p| p > 1 << 20) {
            return Err("printf: field width or precision too large".into());
        }
        // Length modifier: the argument's size in bits.
        let mut len = 32u32;
        while i < fmt.len() {
            match fmt[i] {
                b'h' => len = if len == 16 { 8 } else { 16 },
                b'l' | b'z' | b'j' | b't' | b'q' => len = 64,
                b'L' => len = 128,
                _ => break,
            }
            i += 1;
        }
        if i >= fmt.len() {
            out.push(b'%');
            break;
        }
        let conv = fmt[i];
        i += 1;
        let mut body: Vec<u8>;
        let mut sign: &[u8] = b"";
        let mut prefix: &[u8] = b"";
        let numeric;
        match conv {
            b'%' => {
                out.push(b'%');
                continue;
            }
            b'd' | b'i' => {
                let raw = args.next(mem)?;
                let v: i64 = match len {
                    8 => raw as i8 as i64,
                    16 => raw as i16 as i64,
                    32 => raw as i32 as i64,
                    _ => raw as i64,
                };
                sign = sign_of(v < 0, plus, space);
                body = int_digits(v.unsigned_abs(), 10, false, prec);
                numeric = prec.is_none();
            }
            b'u' | b'x' | b'X' | b'o' => {
                let raw = args.next(mem)?;
                let v = match len {
                    8 => raw as u8 as u64,
                    16 => raw as u16 as u64,
                    32 => raw as u32 as u64,
                    _ => raw,
                };
                let base = match conv {
                    b'u' => 10,
                    b'o' => 8,
                    _ => 16,
                };
                body = int_digits(v, base, conv == b'X', prec);
                if alt && conv == b'o' && body.first() != Some(&b'0') {
                    body.insert(0, b'0');
                }
                if alt && v != 0 && conv == b'x' {
                    prefix = b"0x";
                }
                if alt && v != 0 && conv == b'X' {
                    prefix = b"0X";
                }
                numeric = prec.is_none();
            }
            b'c' => {
                body = vec![args.next(mem)? as u8];
                numeric = false;
            }
            b's' => {
                let p = args.next(mem)?;
                body = if p == 0 {
                    if prec.is_none_or(|p| p >= 6) {
                        b"(null)".to_vec()
                    } else {
                        Vec::new()
                    }
                } else {
                    match prec {
                        Some(n) => {
                            let mut v = Vec::new();
                            for k in 0..n as u64 {
                                let b = mem.load(p + k, 1).map_err(|e| e.0)? as u8;
                                if b == 0 {
                                    break;
                                }
                                v.push(b);
                            }
                            v
                        }
                        None => mem.read_cstr(p).map_err(|e| e.0)?,
                    }
                };
                numeric = false;
            }
            b'p' => {
                let p = args.next(mem)?;
                if p == 0 {
                    body = b"(nil)".to_vec();
                } else {
                    body = int_digits(p, 16, false, None);
                    prefix = b"0x";
                }
                numeric = false;
            }
            b'f' | b'F' | b'e' | b'E' | b'g' | b'G' | b'a' | b'A' => {
                if len == 128 {
                    let x = args.next_ld(mem)?;
                    sign = sign_of(crate::x87::is_negative(x), plus, space);
                    let finite;
                    (body, finite) = super::long_double::format(x, conv, prec, alt);
                    numeric = finite;
                } else {
                    let x = f64::from_bits(args.next_f(mem)?);
                    sign = sign_of(x.is_sign_negative(), plus, space);
                    body = float_body(x.abs(), conv, prec, alt);
                    numeric = x.is_finite();
                }
            }
            b'n' => {
                let p = args.next(mem)?;
                let n = out.len() as u64;
                let bytes = match len {
                    8 => 1,
                    16 => 2,
                    32 => 4,
                    _ => 8,
                };
                mem.store(p, bytes, n).map_err(|e| e.0)?;
                continue;
            }
            other => {
                return Err(format!(
                    "unsupported: printf conversion '%{}'",
                    other as char
                ))
            }
        }
        let content = sign.len() + prefix.len() + body.len();
        let pad = width.unwrap_or(0).saturating_sub(content);
        if left {
            out.extend_from_slice(sign);
            out.extend_from_slice(prefix);
            out.extend_from_slice(&body);
            out.extend(std::iter::repeat_n(b' ', pad));
        } else if zero && numeric {
            out.extend_from_slice(sign);
            out.extend_from_slice(prefix);
            out.extend(std::iter::repeat_n(b'0', pad));
            out.extend_from_slice(&body);
        } else {
            out.extend(std::iter::repeat_n(b' ', pad));
            out.extend_from_slice(sign);
            out.extend_from_slice(prefix);
            out.extend_from_slice(&body);
        }
    }
    Ok(out)
}

fn int_digits(v: u64, base: u64, upper: bool, prec: Option<usize>) -> Vec<u8> {
    let digits: &[u8] = if upper {
        b"0123456789ABCDEF"
    } else {
        b"0123456789abcdef"
    };
    let mut d = Vec::new();
    let mut x = v;
    while x > 0 {
        d.push(digits[(x % base) as usize]);
        x /= base;
    }
    let min = prec.unwrap_or(1);
    while d.len() < min {
        d.push(b'0');
    }
    d.reverse();
    d
}

/// The digits of a non-negative float for `%f %e %g %a` (no sign).
fn float_body(x: f64, conv: u8, prec: Option<usize>, alt: bool) -> Vec<u8> {
    let upper = conv.is_ascii_uppercase();
    let s = if x.is_nan() {
        "nan".to_string()
    } else if x.is_infinite() {
        "inf".to_string()
    } else {
        match conv.to_ascii_lowercase() {
            b'f' => {
                let p = prec.unwrap_or(6);
                let mut s = format!("{x:.p$}");
                if alt && p == 0 {
                    s.push('.');
                }
                s
            }
            b'e' => exp_form(x, prec.unwrap_or(6), alt),
            b'g' => {
                let p = match prec.unwrap_or(6) {
                    0 => 1,
                    p => p,
                };
                // The exponent %e would print with precision p - 1.
                let e = exp_form(x, p - 1, false);
                let exp: i64 = e
                    .rsplit('e')
                    .next()
                    .and_then(|t| t.parse().ok())
                    .unwrap_or(0);
                let mut s = if exp < p as i64 && exp >= -4 {
                    let fp = (p as i64 - 1 - exp) as usize;
                    format!("{x:.fp$}")
                } else {
                    exp_form(x, p - 1, alt)
                };
                if !alt {
                    s = strip_zeros(&s);
                }
                s
            }
            _ => hex_form(x, prec),
        }
    };
    let s = if upper { s.to_uppercase() } else { s };
    s.into_bytes()
}

/// `d.ddde±XX`.
fn exp_form(x: f64, p: usize, alt: bool) -> String {
    let s = format!("{x:.p$e}");
    let (mant, exp) = s.split_once('e').unwrap_or((&s, "0"));
    let e: i64 = exp.parse().unwrap_or(0);
    let mut m = mant.to_string();
    if alt && p == 0 {
        m.push('.');
    }
    format!(
        "{m}e{}{:02}",
        if e < 0 { '-' } else { '+' },
        e.unsigned_abs()
    )
}

/// The sign printf writes before a number: `-`, or `+`/space as the flags ask.
fn sign_of(negative: bool, plus: bool, space: bool) -> &'static [u8] {
    if negative {
        b"-"
    } else if plus {
        b"+"
    } else if space {
        b" "
    } else {
        b""
    }
}

/// Removes trailing zeros of the fraction (and a trailing point), keeping an exponent.
pub(crate) fn strip_zeros(s: &str) -> String {
    let (num, exp) = match s.find('e') {
        Some(k) => (&s[..k], &s[k..]),
        None => (s, ""),
    };
    let num = if num.contains('.') {
        num.trim_end_matches('0').trim_end_matches('.')
    } else {
        num
    };
    format!("{num}{exp}")
}

/// `%a`: `0x1.hhhp±d` as glibc prints it.
fn hex_form(x: f64, prec: Option<usize>) -> String {
    if x == 0.0 {
        return match prec {
            Some(p) if p > 0 => format!("0x0.{}p+0", "0".repeat(p)),
            _ => "0x0p+0".to_string(),
        };
    }
    let bits = x.to_bits();
    let mut exp = ((bits >> 52) & 0x7ff) as i64;
    let mut man = bits & ((1 << 52) - 1);
    let lead;
    if exp == 0 {
        // Subnormal: glibc prints 0x0.xxxp-1022.
        lead = 0;
        exp = -1022;
    } else {
        lead = 1;
        exp -= 1023;
    }
    let mut digits = 13usize;
    if let Some(p) = prec {
        if p < 13 {
            // Round to p hex digits, ties to even.
            let drop = (13 - p) * 4;
            let rem = man & ((1u64 << drop) - 1);
            let half = 1u64 << (drop - 1);
            man >>= drop;
            if rem > half || (rem == half && man & 1 == 1) {
                man += 1;
            }
            digits = p;
            if man >> (p * 4) != 0 {
                // Carry into the leading digit.
                man &= (1u64 << (p * 4)) - 1;
                let s = if p == 0 {
                    String::new()
                } else {
                    format!(".{:0w$x}", man, w = p)
                };
                return format!("0x{}{s}p{:+}", lead + 1, exp);
            }
        } else {
            man <<= 0;
            digits = 13;
        }
    }
    let mut frac = if digits == 0 {
        String::new()
    } else {
        format!("{:0w$x}", man, w = digits)
    };
    if prec.is_none() {
        frac = frac.trim_end_matches('0').to_string();
    } else if let Some(p) = prec {
        while frac.len() < p {
            frac.push('0');
        }
    }
    if frac.is_empty() {
        format!("0x{lead}p{exp:+}")
    } else {
        format!("0x{lead}.{frac}p{exp:+}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fmt(f: &str, args: Vec<u64>) -> String {
        let mem = Memory::new(1 << 20);
        let mut src = ArgSrc::Direct(args.into_iter().map(|w| [w, 0]).collect(), 0);
        String::from_utf8(format(&mem, f.as_bytes(), &mut src).expect("formats")).expect("utf8")
    }

    #[test]
    fn printf_matches_glibc() {
        assert_eq!(
            fmt("%5d|%-5d|%05d", vec![42, 42, (-42i32) as u32 as u64]),
            "   42|42   |-0042"
        );
        assert_eq!(
            fmt("%x %X %#x %o %#o", vec![255, 255, 255, 8, 8]),
            "ff FF 0xff 10 010"
        );
        assert_eq!(
            fmt("%lu %ld %hhd", vec![u64::MAX, u64::MAX, 0x1ff]),
            "18446744073709551615 -1 -1"
        );
        assert_eq!(
            fmt(
                "%.3f %e %g %g",
                vec![
                    3.25159f64.to_bits(),
                    12345.678f64.to_bits(),
                    0.0001f64.to_bits(),
                    1e20f64.to_bits()
                ]
            ),
            "3.252 1.234568e+04 0.0001 1e+20"
        );
        assert_eq!(
            fmt(
                "%g %g %#g",
                vec![
                    100000.0f64.to_bits(),
                    1000000.0f64.to_bits(),
                    1.5f64.to_bits()
                ]
            ),
            "100000 1e+06 1.50000"
        );
        assert_eq!(
            fmt(
                "%a %a %.1a",
                vec![1.0f64.to_bits(), 0.1f64.to_bits(), 1.75f64.to_bits()]
            ),
            "0x1p+0 0x1.999999999999ap-4 0x1.cp+0"
        );
        assert_eq!(
            fmt(
                "%f %f",
                vec![f64::INFINITY.to_bits(), (-f64::NAN).to_bits()]
            ),
            "inf -nan"
        );
        assert_eq!(fmt("%+d % d %.0d|", vec![5, 5, 0]), "+5  5 |");
        assert_eq!(fmt("%*d|%-*d|", vec![4, 7, 3, 1]), "   7|1  |");
    }
}
