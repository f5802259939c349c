//! The libc subset: stdio output with glibc's `printf` formatting, the heap, strings,
//! conversions, `exit`/`abort`/`atexit`, `rand` with glibc's generator, `qsort`.
//!
//! Every pointer argument goes through the checked memory API, so `strcpy` into a too-small
//! buffer is an out-of-bounds error like any store.

use crate::builtins::{err, me, Libc};
use crate::code::Sc;
use crate::interp::{Machine, Stop};
use crate::memory::{split_ptr, AllocKind, Memory};
use crate::scalar::{self, Fk};

type R<T> = Result<T, Stop>;

/// glibc's `random()` (TYPE_3: additive feedback, degree 31, separation 3), so that
/// `srand(s); rand()` gives the numbers a native glibc run gives.
#[derive(Clone, Debug)]
pub struct GlibcRand {
    r: [u32; 34],
    k: usize,
}

impl GlibcRand {
    pub fn new(seed: u32) -> GlibcRand {
        let mut r = [0u32; 34];
        let seed = if seed == 0 { 1 } else { seed };
        r[0] = seed;
        for i in 1..31 {
            // r[i] = 16807 * r[i-1] % 2147483647 without overflow (Schrage), as glibc does.
            let prev = r[i - 1] as i32 as i64;
            let hi = prev / 127_773;
            let lo = prev % 127_773;
            let mut word = 16_807 * lo - 2_836 * hi;
            if word < 0 {
                word += 2_147_483_647;
            }
            r[i] = word as u32;
        }
        for i in 31..34 {
            r[i] = r[i - 31];
        }
        let mut g = GlibcRand { r, k: 0 };
        for _ in 34..344 {
            g.step();
        }
        g
    }

    fn step(&mut self) -> u32 {
        // A ring of 34: r[k] = r[k-31] + r[k-3].
        let i = self.k % 34;
        let v = self.r[(i + 34 - 31) % 34].wrapping_add(self.r[(i + 34 - 3) % 34]);
        self.r[i] = v;
        self.k = self.k.wrapping_add(1);
        v
    }

    /// The next `rand()` value.
    pub fn next_value(&mut self) -> u32 {
        self.step() >> 1
    }
}

impl GlibcRand {
    fn reseed(&mut self, seed: u32) {
        *self = GlibcRand::new(seed);
    }
}

/// Where `printf` takes its arguments from.
enum ArgSrc {
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
    fn next(&mut self, mem: &Memory) -> Result<u64, String> {
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
fn format(mem: &Memory, fmt: &[u8], args: &mut ArgSrc) -> Result<Vec<u8>, String> {
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
                    (body, finite) = crate::x87::format(x, conv, prec, alt);
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

/// Parses an integer like `strtol`: returns the value (saturated), the bytes consumed and
/// whether it overflowed.
fn parse_int(s: &[u8], base: u32, signed: bool) -> (u64, usize, bool) {
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

/// Whether `b` is a libc function whose memory accesses the sanitizer records
/// ([`Machine::libc_accesses`]).
pub(crate) fn reports_accesses(b: crate::builtins::Builtin) -> bool {
    use crate::builtins::Builtin;
    matches!(
        b,
        Builtin::Libc(
            Libc::Memcpy
                | Libc::Memmove
                | Libc::Memset
                | Libc::Memcmp
                | Libc::Strlen
                | Libc::Strcpy
                | Libc::Strncpy
                | Libc::Strcmp
                | Libc::Strncmp
                | Libc::Strcat
                | Libc::Strdup
                | Libc::Sprintf
                | Libc::Snprintf
                | Libc::Vsprintf
                | Libc::Vsnprintf
        )
    )
}

/// An access of a libc function: address, bytes, whether it writes.
pub(crate) type LibcAccess = (u64, u64, bool);

/// Standard input as a [`crate::scanf::Source`].
struct Stdin<'m, 'a> {
    m: &'m mut Machine<'a>,
    peeked: Option<u8>,
}

impl crate::scanf::Source for Stdin<'_, '_> {
    fn peek(&mut self) -> Option<u8> {
        if self.peeked.is_none() {
            self.peeked = self.m.read_stdin_byte();
        }
        self.peeked
    }
    fn bump(&mut self) {
        self.peeked = None;
    }
}

impl Machine<'_> {
    /// printf-style arguments of a direct variadic call, from argument `first` on.
    fn direct_args(&self, first: usize) -> ArgSrc {
        let mut v = Vec::new();
        for k in first..self.argspan.len() {
            let w = self.arg(k);
            let sc = self
                .arg_shape(k)
                .and_then(|s| s.leaves.first().map(|l| l.sc));
            v.push(match sc {
                Some(Sc::F(k)) => [scalar::fget(w, k).to_bits(), 0],
                Some(Sc::X80) => {
                    let ws = self.arg_words(k);
                    [w, ws.get(1).copied().unwrap_or(0)]
                }
                _ => [w, 0],
            });
        }
        ArgSrc::Direct(v, 0)
    }

    fn cstr(&self, p: u64) -> R<Vec<u8>> {
        self.mem.read_cstr(p).map_err(me)
    }

    fn put_cstr(&self, p: u64, s: &[u8]) -> R<()> {
        let mut b = s.to_vec();
        b.push(0);
        self.mem.write_bytes(p, &b).map_err(me)
    }

    fn fmt_to_string(&self, fmt: u64, mut src: ArgSrc) -> R<Vec<u8>> {
        let f = self.cstr(fmt)?;
        format(&self.mem, &f, &mut src).map_err(err)
    }

    fn set_errno(&self, v: u32) {
        let _ = self.mem.store(self.errno_ptr, 4, v as u64);
    }

    /// Writes a formatted result into a buffer of `cap` bytes (snprintf semantics: NUL
    /// terminated, truncated; `cap == None`: unbounded like sprintf).
    fn bounded_write(&self, dst: u64, cap: Option<u64>, s: &[u8]) -> R<()> {
        match cap {
            None => self.put_cstr(dst, s),
            Some(0) => Ok(()),
            Some(n) => {
                let k = (n - 1).min(s.len() as u64) as usize;
                self.put_cstr(dst, &s[..k])
            }
        }
    }

    fn read_stdin_byte(&mut self) -> Option<u8> {
        if self.stdin_buf.is_empty() && !self.stdin_eof {
            let mut buf = [0u8; 4096];
            match self.stdin.as_mut().map(|r| r.read(&mut buf)) {
                Some(Ok(n)) if n > 0 => self.stdin_buf.extend(&buf[..n]),
                _ => self.stdin_eof = true,
            }
        }
        self.stdin_buf.pop_front()
    }

    pub(crate) fn libc(&mut self, f: Libc, _ret_shape: u32) -> R<()> {
        use Libc as L;
        let av: [u64; 6] = std::array::from_fn(|k| self.arg(k));
        let a = |k: usize| av[k];
        let r: u64 = match f {
            L::Printf | L::Vprintf => {
                let src = if f == L::Printf {
                    self.direct_args(1)
                } else {
                    ArgSrc::Va(a(1))
                };
                let s = self.fmt_to_string(a(0), src)?;
                self.write_stream(1, &s)?;
                s.len() as u64
            }
            L::Fprintf | L::Vfprintf => {
                let file = self.stream_of(a(0))?;
                let src = if f == L::Fprintf {
                    self.direct_args(2)
                } else {
                    ArgSrc::Va(a(2))
                };
                let s = self.fmt_to_string(a(1), src)?;
                self.write_stream(file, &s)?;
                s.len() as u64
            }
            L::Sprintf | L::Vsprintf => {
                let src = if f == L::Sprintf {
                    self.direct_args(2)
                } else {
                    ArgSrc::Va(a(2))
                };
                let s = self.fmt_to_string(a(1), src)?;
                self.bounded_write(a(0), None, &s)?;
                s.len() as u64
            }
            L::Snprintf | L::Vsnprintf => {
                let src = if f == L::Snprintf {
                    self.direct_args(3)
                } else {
                    ArgSrc::Va(a(3))
                };
                let s = self.fmt_to_string(a(2), src)?;
                self.bounded_write(a(0), Some(a(1)), &s)?;
                s.len() as u64
            }
            L::Puts => {
                let mut s = self.cstr(a(0))?;
                s.push(b'\n');
                self.write_stream(1, &s)?;
                1
            }
            L::Putchar => {
                self.write_stream(1, &[a(0) as u8])?;
                a(0) & 0xff
            }
            L::Fputs => {
                let s = self.cstr(a(0))?;
                let file = self.stream_of(a(1))?;
                self.write_stream(file, &s)?;
                1
            }
            L::Fputc => {
                let file = self.stream_of(a(1))?;
                self.write_stream(file, &[a(0) as u8])?;
                a(0) & 0xff
            }
            L::Fwrite => {
                let n = a(1).saturating_mul(a(2));
                let bytes = self.mem.read_bytes(a(0), n).map_err(me)?;
                let file = self.stream_of(a(3))?;
                self.write_stream(file, &bytes)?;
                if a(1) == 0 {
                    0
                } else {
                    a(2)
                }
            }
            L::Fflush => {
                self.flush_out().map_err(err)?;
                0
            }
            L::Malloc => self.heap_alloc(a(0))?,
            L::AlignedAlloc => self.heap_alloc(a(1))?,
            L::PosixMemalign => {
                let p = self.heap_alloc(a(2))?;
                self.mem.store(a(0), 8, p).map_err(me)?;
                0
            }
            L::Calloc => {
                let n = a(0)
                    .checked_mul(a(1))
                    .ok_or_else(|| err("calloc size overflows"))?;
                self.heap_alloc(n)?
            }
            L::Realloc => {
                let (p, n) = (a(0), a(1));
                let q = self.heap_alloc(n)?;
                if p != 0 {
                    let old = match self.mem.alloc_of(p) {
                        Some((al, _, 0)) if al.kind == AllocKind::Heap => al.size,
                        _ => {
                            // Let free report what is wrong with the pointer.
                            self.mem.free_heap(p).map_err(me)?;
                            0
                        }
                    };
                    self.mem.copy(q, p, old.min(n)).map_err(me)?;
                    self.mem.free_heap(p).map_err(me)?;
                }
                q
            }
            L::Free => {
                self.mem.free_heap(a(0)).map_err(me)?;
                0
            }
            L::Memcpy | L::Memmove => {
                self.mem.copy(a(0), a(1), a(2)).map_err(me)?;
                a(0)
            }
            L::Memset => {
                self.mem.fill(a(0), a(1) as u8, a(2)).map_err(me)?;
                a(0)
            }
            L::Memcmp => {
                let x = self.mem.read_bytes(a(0), a(2)).map_err(me)?;
                let y = self.mem.read_bytes(a(1), a(2)).map_err(me)?;
                cmp_bytes(&x, &y)
            }
            L::Memchr => {
                let bytes = self.mem.read_bytes(a(0), a(2)).map_err(me)?;
                match bytes.iter().position(|&b| b == a(1) as u8) {
                    Some(k) => a(0) + k as u64,
                    None => 0,
                }
            }
            L::Strlen => self.cstr(a(0))?.len() as u64,
            L::Strcpy => {
                let s = self.cstr(a(1))?;
                self.put_cstr(a(0), &s)?;
                a(0)
            }
            L::Strncpy => {
                let n = a(2) as usize;
                let mut s = self.cstr_n(a(1), n)?;
                s.resize(n, 0);
                self.mem.write_bytes(a(0), &s).map_err(me)?;
                a(0)
            }
            L::Strcat | L::Strncat => {
                let d = self.cstr(a(0))?;
                let mut s = if f == L::Strcat {
                    self.cstr(a(1))?
                } else {
                    self.cstr_n(a(1), a(2) as usize)?
                };
                s.truncate(if f == L::Strcat {
                    s.len()
                } else {
                    a(2) as usize
                });
                self.put_cstr(a(0) + d.len() as u64, &s)?;
                a(0)
            }
            L::Strcmp => {
                let (x, y) = (self.cstr(a(0))?, self.cstr(a(1))?);
                cmp_bytes(&x, &y)
            }
            L::Strncmp => {
                let n = a(2) as usize;
                let x = self.cstr_n(a(0), n)?;
                let y = self.cstr_n(a(1), n)?;
                cmp_bytes(&x[..x.len().min(n)], &y[..y.len().min(n)])
            }
            L::Strchr | L::Strrchr => {
                let s = self.cstr(a(0))?;
                let c = a(1) as u8;
                if c == 0 {
                    a(0) + s.len() as u64
                } else {
                    let pos = if f == L::Strchr {
                        s.iter().position(|&b| b == c)
                    } else {
                        s.iter().rposition(|&b| b == c)
                    };
                    pos.map(|k| a(0) + k as u64).unwrap_or(0)
                }
            }
            L::Strstr => {
                let (h, n) = (self.cstr(a(0))?, self.cstr(a(1))?);
                if n.is_empty() {
                    a(0)
                } else {
                    h.windows(n.len())
                        .position(|w| w == n.as_slice())
                        .map(|k| a(0) + k as u64)
                        .unwrap_or(0)
                }
            }
            L::Strspn | L::Strcspn => {
                let (s, set) = (self.cstr(a(0))?, self.cstr(a(1))?);
                let inside = f == L::Strspn;
                s.iter().take_while(|b| set.contains(b) == inside).count() as u64
            }
            L::Strpbrk => {
                let (s, set) = (self.cstr(a(0))?, self.cstr(a(1))?);
                s.iter()
                    .position(|b| set.contains(b))
                    .map_or(0, |k| a(0) + k as u64)
            }
            L::Strnlen => {
                // Reads at most n bytes: the string need not be terminated within them.
                let n = a(1);
                let mut k = 0;
                while k < n && self.mem.load(a(0).wrapping_add(k), 1).map_err(me)? != 0 {
                    k += 1;
                }
                k
            }
            L::Strcasecmp | L::Strncasecmp => {
                let n = if f == L::Strncasecmp { a(2) } else { u64::MAX };
                let mut k = 0;
                let mut r = 0i32;
                while k < n {
                    let x = self.mem.load(a(0).wrapping_add(k), 1).map_err(me)? as u8;
                    let y = self.mem.load(a(1).wrapping_add(k), 1).map_err(me)? as u8;
                    let (x, y) = (x.to_ascii_lowercase(), y.to_ascii_lowercase());
                    if x != y || x == 0 {
                        r = x as i32 - y as i32;
                        break;
                    }
                    k += 1;
                }
                r as u32 as u64
            }
            L::Strtok | L::StrtokR => {
                let save = if f == L::Strtok {
                    self.strtok_save
                } else {
                    self.mem.load(a(2), 8).map_err(me)?
                };
                let next = self.strtok(a(0), a(1), save)?;
                if f == L::Strtok {
                    self.strtok_save = next.1;
                } else {
                    self.mem.store(a(2), 8, next.1).map_err(me)?;
                }
                next.0
            }
            L::Getenv => 0,
            L::Strerror => self.strerror(a(0) as u32 as i32)?,
            L::Perror => {
                let e = self.mem.load(self.errno_ptr, 4).map_err(me)? as u32 as i32;
                let mut msg = if a(0) != 0 {
                    self.cstr(a(0))?
                } else {
                    Vec::new()
                };
                if !msg.is_empty() {
                    msg.extend_from_slice(b": ");
                }
                msg.extend_from_slice(errno_message(e).as_bytes());
                msg.push(b'\n');
                self.write_stream(2, &msg)?;
                0
            }
            L::Strdup => {
                let s = self.cstr(a(0))?;
                let p = self.heap_alloc(s.len() as u64 + 1)?;
                self.put_cstr(p, &s)?;
                p
            }
            L::Atoi => parse_int(&self.cstr(a(0))?, 10, true).0 as u32 as u64,
            L::Atol => parse_int(&self.cstr(a(0))?, 10, true).0,
            L::Strtol | L::Strtoul => {
                let s = self.cstr(a(0))?;
                let (v, n, over) = parse_int(&s, a(2) as u32, f == L::Strtol);
                if a(1) != 0 {
                    self.mem.store(a(1), 8, a(0) + n as u64).map_err(me)?;
                }
                if over {
                    self.set_errno(34);
                }
                v
            }
            L::Atof | L::Strtod => {
                let s = self.cstr(a(0))?;
                let (v, n) = parse_float(&s);
                if f == L::Strtod && a(1) != 0 {
                    self.mem.store(a(1), 8, a(0) + n as u64).map_err(me)?;
                }
                v.to_bits()
            }
            L::Abs => (a(0) as i32).unsigned_abs() as u64,
            L::Labs => (a(0) as i64).unsigned_abs(),
            L::Exit => {
                self.run_atexit()?;
                return Err(Stop::Exit(a(0) as i32));
            }
            L::Setjmp | L::Longjmp => {
                // Reached only through a function pointer parir cannot see at decode time
                // in a context without frames (the call path handles direct calls).
                return Err(err("unsupported: setjmp/longjmp called this way"));
            }
            L::UnderscoreExit | L::Abort => {
                // Neither flushes stdio (glibc's abort has not since 2.27): what the
                // program's stdout buffer holds is lost, as natively.
                self.outbuf.clear();
                let code = if f == L::Abort { 134 } else { a(0) as i32 };
                return Err(Stop::Exit(code));
            }
            L::Atexit => {
                self.atexit.push(a(0));
                0
            }
            L::AssertFail => {
                let expr = String::from_utf8_lossy(&self.cstr(a(0))?).into_owned();
                let file = String::from_utf8_lossy(&self.cstr(a(1))?).into_owned();
                let func = String::from_utf8_lossy(&self.cstr(a(3))?).into_owned();
                let prog = self.cfg.args.first().cloned().unwrap_or_default();
                let msg = format!(
                    "{prog}: {file}:{}: {func}: Assertion `{expr}' failed.\n",
                    a(2) as u32
                );
                self.write_stream(2, msg.as_bytes())?;
                // __assert_fail aborts: stdout's buffer is lost.
                self.outbuf.clear();
                return Err(Stop::Exit(134));
            }
            L::Rand => self.rand.next_value() as u64,
            L::Srand => {
                self.rand.reseed(a(0) as u32);
                0
            }
            L::Time => {
                let t = std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map(|d| d.as_secs())
                    .unwrap_or(0);
                if a(0) != 0 {
                    self.mem.store(a(0), 8, t).map_err(me)?;
                }
                t
            }
            L::Clock => 0,
            L::Getchar | L::Fgetc => {
                if f == L::Fgetc && self.stream_of(a(0))? != 0 {
                    return Err(err("getc from a stream other than stdin"));
                }
                self.flush_before_input()?;
                match self.read_stdin_byte() {
                    Some(b) => b as u64,
                    None => u32::MAX as u64,
                }
            }
            L::Ungetc => {
                if self.stream_of(a(1))? != 0 {
                    return Err(err("ungetc to a stream other than stdin"));
                }
                let c = a(0) as u32 as i32;
                if c < 0 {
                    u32::MAX as u64 // EOF: nothing pushed back
                } else {
                    self.stdin_buf.push_front(c as u8);
                    self.stdin_eof = false;
                    (c as u8) as u64
                }
            }
            L::Fgets => {
                // fgets(buf, n, stream): at most n - 1 bytes, up to and with a newline.
                if self.stream_of(a(2))? != 0 {
                    return Err(err("fgets from a stream other than stdin"));
                }
                self.flush_before_input()?;
                let n = a(1) as u32 as i32;
                if n <= 0 {
                    0
                } else {
                    let mut line = Vec::new();
                    while line.len() + 1 < n as usize {
                        match self.read_stdin_byte() {
                            Some(b) => {
                                line.push(b);
                                if b == b'\n' {
                                    break;
                                }
                            }
                            None => break,
                        }
                    }
                    if line.is_empty() && n > 1 {
                        0 // end of file before any byte: NULL, the buffer untouched
                    } else {
                        line.push(0);
                        self.mem.write_bytes(a(0), &line).map_err(me)?;
                        a(0)
                    }
                }
            }
            L::Sscanf | L::Vsscanf | L::Scanf | L::Vscanf | L::Fscanf | L::Vfscanf => {
                self.scanf(f)?
            }
            L::ErrnoLocation => self.errno_ptr,
            L::Toupper => {
                let c = a(0) as u32;
                if (b'a' as u32..=b'z' as u32).contains(&c) {
                    (c - 32) as u64
                } else {
                    c as u64
                }
            }
            L::Tolower => {
                let c = a(0) as u32;
                if (b'A' as u32..=b'Z' as u32).contains(&c) {
                    (c + 32) as u64
                } else {
                    c as u64
                }
            }
            L::Isdigit
            | L::Isalpha
            | L::Isalnum
            | L::Isspace
            | L::Isupper
            | L::Islower
            | L::Isxdigit
            | L::Isprint
            | L::Ispunct => {
                let c = a(0) as u32;
                let b = if c < 128 { c as u8 } else { 0x80 };
                let yes = match f {
                    L::Isdigit => b.is_ascii_digit(),
                    L::Isalpha => b.is_ascii_alphabetic(),
                    L::Isalnum => b.is_ascii_alphanumeric(),
                    L::Isspace => b == b' ' || (9..=13).contains(&b),
                    L::Isupper => b.is_ascii_uppercase(),
                    L::Islower => b.is_ascii_lowercase(),
                    L::Isxdigit => b.is_ascii_hexdigit(),
                    L::Isprint => (0x20..0x7f).contains(&b),
                    _ => b.is_ascii_punctuation(),
                };
                // glibc returns the table bit, any non-zero value; programs only test it.
                yes as u64
            }
            L::Qsort => {
                self.qsort(a(0), a(1), a(2), a(3))?;
                0
            }
            L::Bsearch => self.bsearch(a(0), a(1), a(2), a(3), a(4))?,
            L::Ldexp => {
                let k = self.float_arg_kind(0);
                let x = crate::scalar::fget(a(0), k);
                let n = a(1) as u32 as i32;
                crate::scalar::fput(ldexp(x, n), k)
            }
            L::Frexp => {
                let x = f64::from_bits(a(0));
                let (m, e) = frexp(x);
                self.mem.store(a(1), 4, e as u32 as u64).map_err(me)?;
                m.to_bits()
            }
            L::Modf => {
                let x = f64::from_bits(a(0));
                let ip = x.trunc();
                self.mem.store(a(1), 8, ip.to_bits()).map_err(me)?;
                let frac = if x.is_infinite() {
                    0.0f64.copysign(x)
                } else {
                    x - ip
                };
                frac.to_bits()
            }
            L::Lround => {
                let k = self.float_arg_kind(0);
                crate::scalar::fget(a(0), k).round() as i64 as u64
            }
        };
        self.retbuf.push(r);
        Ok(())
    }

    fn float_arg_kind(&self, k: usize) -> Fk {
        match self
            .arg_shape(k)
            .and_then(|s| s.leaves.first().map(|l| l.sc))
        {
            Some(Sc::F(k)) => k,
            _ => Fk::F64,
        }
    }

    /// At most `n` bytes of the string at `p` (stops at NUL, reads nothing past it).
    fn cstr_n(&self, p: u64, n: usize) -> R<Vec<u8>> {
        let mut v = Vec::new();
        for k in 0..n as u64 {
            let b = self.mem.load(p + k, 1).map_err(me)? as u8;
            if b == 0 {
                break;
            }
            v.push(b);
        }
        Ok(v)
    }

    /// A stable merge sort (glibc's qsort is a merge sort when memory allows), calling the
    /// interpreted comparator.
    /// The `scanf` family: converts with [`crate::scanf::scan`], then stores through the
    /// pointer arguments (direct, or from the `va_list` of the `v` forms).
    fn scanf(&mut self, f: Libc) -> R<u64> {
        use crate::scanf::{scan, Bytes, Store};
        // (format argument, first pointer argument or the va_list's)
        let (fk, pk) = match f {
            Libc::Scanf | Libc::Vscanf => (0, 1),
            _ => (1, 2),
        };
        let fmt = self.cstr(self.arg(fk))?;
        let scanned = match f {
            Libc::Sscanf | Libc::Vsscanf => {
                let s = self.cstr(self.arg(0))?;
                scan(&fmt, &mut Bytes { s: &s, at: 0 })
            }
            _ => {
                if matches!(f, Libc::Fscanf | Libc::Vfscanf) && self.stream_of(self.arg(0))? != 0 {
                    return Err(err("fscanf from a stream other than stdin"));
                }
                self.flush_before_input()?;
                let mut src = Stdin {
                    m: self,
                    peeked: None,
                };
                let r = scan(&fmt, &mut src);
                if let Some(c) = src.peeked {
                    // The byte that ended the last conversion stays unread (ungetc).
                    self.stdin_buf.push_front(c);
                }
                r
            }
        }
        .map_err(err)?;
        let mut args = match f {
            Libc::Vsscanf | Libc::Vscanf | Libc::Vfscanf => ArgSrc::Va(self.arg(pk)),
            _ => self.direct_args(pk),
        };
        for st in scanned.stores {
            let p = args.next(&self.mem).map_err(err)?;
            match st {
                Store::Int { bytes, v } => self.mem.store(p, bytes as u64, v),
                Store::F32(x) => self.mem.store(p, 4, x.to_bits() as u64),
                Store::F64(x) => self.mem.store(p, 8, x.to_bits()),
                Store::Chars(b) => self.mem.write_bytes(p, &b),
            }
            .map_err(me)?;
        }
        Ok(scanned.result as u32 as u64)
    }

    /// The bytes libc function `f` will read and write, from its arguments (in `argbuf`)
    /// and memory before it runs; `sprintf`'s writes are known only after
    /// ([`Machine::libc_accesses_after`]). An argument that is not a valid string gives no
    /// access here: the function itself then reports the error.
    pub(crate) fn libc_accesses(&self, f: Libc) -> Vec<LibcAccess> {
        let a = |k: usize| self.arg(k);
        // Bytes of the string at p with its terminator.
        let slen = |p: u64| self.mem.read_cstr(p).ok().map(|s| s.len() as u64 + 1);
        // Bytes two strings are compared over (to the first difference or terminator,
        // at most n).
        let cmp_len = |x: u64, y: u64, n: u64| -> u64 {
            let mut k = 0;
            while k < n {
                let (Ok(c), Ok(d)) = (
                    self.mem.load(x.wrapping_add(k), 1),
                    self.mem.load(y.wrapping_add(k), 1),
                ) else {
                    return k;
                };
                k += 1;
                if c != d || c == 0 {
                    break;
                }
            }
            k
        };
        let mut v = Vec::new();
        match f {
            Libc::Memcpy | Libc::Memmove => {
                v.push((a(1), a(2), false));
                v.push((a(0), a(2), true));
            }
            Libc::Memset => v.push((a(0), a(2), true)),
            Libc::Memcmp => {
                let n = cmp_len(a(0), a(1), a(2));
                v.push((a(0), n, false));
                v.push((a(1), n, false));
            }
            Libc::Strlen | Libc::Strdup => v.extend(slen(a(0)).map(|n| (a(0), n, false))),
            Libc::Strcpy => {
                if let Some(n) = slen(a(1)) {
                    v.push((a(1), n, false));
                    v.push((a(0), n, true));
                }
            }
            Libc::Strncpy => {
                if let Some(n) = slen(a(1)) {
                    v.push((a(1), n.min(a(2)), false));
                    v.push((a(0), a(2), true));
                }
            }
            Libc::Strcmp | Libc::Strncmp => {
                let lim = if f == Libc::Strncmp { a(2) } else { u64::MAX };
                let n = cmp_len(a(0), a(1), lim);
                v.push((a(0), n, false));
                v.push((a(1), n, false));
            }
            Libc::Strcat => {
                if let (Some(d), Some(n)) = (slen(a(0)), slen(a(1))) {
                    v.push((a(0), d, false));
                    v.push((a(1), n, false));
                    v.push((a(0).wrapping_add(d - 1), n, true));
                }
            }
            _ => {}
        }
        v
    }

    /// The writes of `sprintf`-like function `f`, which returned `ret` bytes.
    pub(crate) fn libc_accesses_after(&self, f: Libc, ret: u64) -> Vec<LibcAccess> {
        let len = ret as u32 as i32;
        if len < 0 {
            return Vec::new();
        }
        let len = len as u64 + 1;
        match f {
            Libc::Sprintf | Libc::Vsprintf => vec![(self.arg(0), len, true)],
            Libc::Snprintf | Libc::Vsnprintf if self.arg(1) > 0 => {
                vec![(self.arg(0), len.min(self.arg(1)), true)]
            }
            _ => Vec::new(),
        }
    }

    /// `strerror(e)`: a constant string holding the message, made once per number.
    fn strerror(&mut self, e: i32) -> R<u64> {
        if let Some(&p) = self.strerror_strings.get(&e) {
            return Ok(p);
        }
        let mut bytes = errno_message(e).into_bytes();
        bytes.push(0);
        let p = self
            .mem
            .alloc(
                bytes.len() as u64,
                AllocKind::Global(self.mem.intern("strerror")),
            )
            .map_err(me)?;
        self.mem.write_bytes(p, &bytes).map_err(me)?;
        // Writing through the returned pointer is an error, as for a string literal.
        self.mem
            .set_kind(p, AllocKind::ConstGlobal(self.mem.intern("strerror")));
        self.strerror_strings.insert(e, p);
        Ok(p)
    }

    /// One step of `strtok`: the token from `s` (or, when null, from the saved position
    /// `save`) and the position to save; a null token when none is left.
    fn strtok(&mut self, s: u64, delim: u64, save: u64) -> R<(u64, u64)> {
        let start = if s != 0 { s } else { save };
        if start == 0 {
            return Ok((0, 0));
        }
        let d = self.cstr(delim)?;
        let text = self.cstr(start)?;
        let Some(b) = text.iter().position(|c| !d.contains(c)) else {
            // Only delimiters left: no token, and the end is where later calls start.
            return Ok((0, start + text.len() as u64));
        };
        match text[b..].iter().position(|c| d.contains(c)) {
            Some(e) => {
                let end = start + (b + e) as u64;
                self.mem.store(end, 1, 0).map_err(me)?;
                Ok((start + b as u64, end + 1))
            }
            None => Ok((start + b as u64, start + text.len() as u64)),
        }
    }

    /// glibc's `bsearch`: halves `[0, n)` by the comparator's sign on `(key, element)`, the
    /// element pointers into the array itself; the first match found, or null.
    fn bsearch(&mut self, key: u64, base: u64, n: u64, size: u64, cmp: u64) -> R<u64> {
        let (mut lo, mut hi) = (0u64, n);
        while lo < hi {
            let f = self
                .func_of_ptr(cmp)
                .ok_or_else(|| err("bsearch comparator is not a function"))?;
            let mid = lo + (hi - lo) / 2;
            let p = base.wrapping_add(mid.wrapping_mul(size));
            let r = self.call_function(f, &[vec![key], vec![p]])?;
            match (r.first().copied().unwrap_or(0) as i32).cmp(&0) {
                std::cmp::Ordering::Less => hi = mid,
                std::cmp::Ordering::Greater => lo = mid + 1,
                std::cmp::Ordering::Equal => return Ok(p),
            }
        }
        Ok(0)
    }

    fn qsort(&mut self, base: u64, n: u64, size: u64, cmp: u64) -> R<()> {
        if n < 2 || size == 0 {
            return Ok(());
        }
        let f = self
            .func_of_ptr(cmp)
            .ok_or_else(|| err("qsort comparator is not a function"))?;
        let total = n
            .checked_mul(size)
            .ok_or_else(|| err("qsort array size overflows"))?;
        let bytes = self.mem.read_bytes(base, total).map_err(me)?;
        let mut items: Vec<Vec<u8>> = bytes.chunks(size as usize).map(|c| c.to_vec()).collect();
        // Scratch cells the comparator reads.
        let pa = self.heap_alloc(size)?;
        let pb = self.heap_alloc(size)?;
        let mut width = 1;
        while width < items.len() {
            let mut merged = Vec::with_capacity(items.len());
            let mut i = 0;
            while i < items.len() {
                let mid = (i + width).min(items.len());
                let end = (i + 2 * width).min(items.len());
                let (mut x, mut y) = (i, mid);
                while x < mid && y < end {
                    self.mem.write_bytes(pa, &items[x]).map_err(me)?;
                    self.mem.write_bytes(pb, &items[y]).map_err(me)?;
                    let r = self.call_function(f, &[vec![pa], vec![pb]])?;
                    if r.first().copied().unwrap_or(0) as i32 <= 0 {
                        merged.push(items[x].clone());
                        x += 1;
                    } else {
                        merged.push(items[y].clone());
                        y += 1;
                    }
                }
                merged.extend(items[x..mid].iter().cloned());
                merged.extend(items[y..end].iter().cloned());
                i = end;
            }
            items = merged;
            width *= 2;
        }
        self.mem.free_heap(pa).map_err(me)?;
        self.mem.free_heap(pb).map_err(me)?;
        let flat: Vec<u8> = items.concat();
        self.mem.write_bytes(base, &flat).map_err(me)?;
        let _ = split_ptr(base);
        Ok(())
    }
}

fn cmp_bytes(x: &[u8], y: &[u8]) -> u64 {
    for (a, b) in x.iter().zip(y) {
        if a != b {
            return (*a as i32 - *b as i32) as u32 as u64;
        }
    }
    (x.len() as i32 - y.len() as i32).signum() as u32 as u64
}

fn ldexp(x: f64, n: i32) -> f64 {
    // Scale in steps that stay exact until the final rounding.
    let mut r = x;
    let mut n = n.clamp(-2200, 2200);
    while n > 1000 {
        r *= 2f64.powi(1000);
        n -= 1000;
    }
    while n < -1000 {
        r *= 2f64.powi(-1000);
        n += 1000;
    }
    r * 2f64.powi(n)
}

fn frexp(x: f64) -> (f64, i32) {
    if x == 0.0 || !x.is_finite() {
        return (x, 0);
    }
    let bits = x.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32;
    if exp == 0 {
        let (m, e) = frexp(x * 2f64.powi(64));
        return (m, e - 64);
    }
    let m = f64::from_bits((bits & !(0x7ff << 52)) | (1022 << 52));
    (m, exp - 1022)
}

/// glibc 2.36's `strerror` messages for errno 0..=133 (x86-64 Linux numbering).
const ERRNO_MESSAGES: [&str; 134] = [
    "Success",
    "Operation not permitted",
    "No such file or directory",
    "No such process",
    "Interrupted system call",
    "Input/output error",
    "No such device or address",
    "Argument list too long",
    "Exec format error",
    "Bad file descriptor",
    "No child processes",
    "Resource temporarily unavailable",
    "Cannot allocate memory",
    "Permission denied",
    "Bad address",
    "Block device required",
    "Device or resource busy",
    "File exists",
    "Invalid cross-device link",
    "No such device",
    "Not a directory",
    "Is a directory",
    "Invalid argument",
    "Too many open files in system",
    "Too many open files",
    "Inappropriate ioctl for device",
    "Text file busy",
    "File too large",
    "No space left on device",
    "Illegal seek",
    "Read-only file system",
    "Too many links",
    "Broken pipe",
    "Numerical argument out of domain",
    "Numerical result out of range",
    "Resource deadlock avoided",
    "File name too long",
    "No locks available",
    "Function not implemented",
    "Directory not empty",
    "Too many levels of symbolic links",
    "Unknown error 41",
    "No message of desired type",
    "Identifier removed",
    "Channel number out of range",
    "Level 2 not synchronized",
    "Level 3 halted",
    "Level 3 reset",
    "Link number out of range",
    "Protocol driver not attached",
    "No CSI structure available",
    "Level 2 halted",
    "Invalid exchange",
    "Invalid request descriptor",
    "Exchange full",
    "No anode",
    "Invalid request code",
    "Invalid slot",
    "Unknown error 58",
    "Bad font file format",
    "Device not a stream",
    "No data available",
    "Timer expired",
    "Out of streams resources",
    "Machine is not on the network",
    "Package not installed",
    "Object is remote",
    "Link has been severed",
    "Advertise error",
    "Srmount error",
    "Communication error on send",
    "Protocol error",
    "Multihop attempted",
    "RFS specific error",
    "Bad message",
    "Value too large for defined data type",
    "Name not unique on network",
    "File descriptor in bad state",
    "Remote address changed",
    "Can not access a needed shared library",
    "Accessing a corrupted shared library",
    ".lib section in a.out corrupted",
    "Attempting to link in too many shared libraries",
    "Cannot exec a shared library directly",
    "Invalid or incomplete multibyte or wide character",
    "Interrupted system call should be restarted",
    "Streams pipe error",
    "Too many users",
    "Socket operation on non-socket",
    "Destination address required",
    "Message too long",
    "Protocol wrong type for socket",
    "Protocol not available",
    "Protocol not supported",
    "Socket type not supported",
    "Operation not supported",
    "Protocol family not supported",
    "Address family not supported by protocol",
    "Address already in use",
    "Cannot assign requested address",
    "Network is down",
    "Network is unreachable",
    "Network dropped connection on reset",
    "Software caused connection abort",
    "Connection reset by peer",
    "No buffer space available",
    "Transport endpoint is already connected",
    "Transport endpoint is not connected",
    "Cannot send after transport endpoint shutdown",
    "Too many references: cannot splice",
    "Connection timed out",
    "Connection refused",
    "Host is down",
    "No route to host",
    "Operation already in progress",
    "Operation now in progress",
    "Stale file handle",
    "Structure needs cleaning",
    "Not a XENIX named type file",
    "No XENIX semaphores available",
    "Is a named type file",
    "Remote I/O error",
    "Disk quota exceeded",
    "No medium found",
    "Wrong medium type",
    "Operation canceled",
    "Required key not available",
    "Key has expired",
    "Key has been revoked",
    "Key was rejected by service",
    "Owner died",
    "State not recoverable",
    "Operation not possible due to RF-kill",
    "Memory page has hardware error",
];

/// glibc's message for errno value `e`.
fn errno_message(e: i32) -> String {
    match usize::try_from(e).ok().and_then(|k| ERRNO_MESSAGES.get(k)) {
        Some(m) => m.to_string(),
        None => format!("Unknown error {e}"),
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

    #[test]
    fn glibc_rand_sequence() {
        // glibc: srand(1); rand() x3.
        let mut g = GlibcRand::new(1);
        assert_eq!(
            [g.next_value(), g.next_value(), g.next_value()],
            [1804289383, 846930886, 1681692777]
        );
    }

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
