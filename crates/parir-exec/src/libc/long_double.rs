//! `printf`'s `%Lf %Le %Lg %La` conversions of `x86_fp80` values (C `long double`) as glibc
//! prints them: the exact decimal (or hex) expansion, rounded half to even.

use super::printf::strip_zeros;
use crate::x87::{decompose, is_nan, W};
use num_bigint::BigUint;

/// The exact decimal expansion of a finite non-negative value: digits (no leading zeros;
/// empty for zero) and the position of the decimal point (value = 0.DIGITS × 10^point).
fn decimal(sig: u64, e: i64) -> (Vec<u8>, i64) {
    if sig == 0 {
        return (Vec::new(), 0);
    }
    let (n, scale) = if e >= 0 {
        (BigUint::from(sig) << (e as usize), 0)
    } else {
        (
            BigUint::from(sig) * BigUint::from(5u32).pow((-e) as u32),
            -e,
        )
    };
    let digits: Vec<u8> = n.to_str_radix(10).into_bytes();
    let mut digits: Vec<u8> = digits.into_iter().map(|c| c - b'0').collect();
    let point = digits.len() as i64 - scale;
    while digits.last() == Some(&0) {
        digits.pop();
    }
    (digits, point)
}

/// Keeps the first `keep` digits, rounded half to even on the exact value; `true` when
/// the rounding carried out of the first digit (the result is then `1` followed by `keep`
/// zeros, one digit longer).
fn round_digits(d: &[u8], keep: i64) -> (Vec<u8>, bool) {
    if keep < 0 {
        return (Vec::new(), false);
    }
    let k = keep as usize;
    if k >= d.len() {
        let mut v = d.to_vec();
        v.resize(k, 0);
        return (v, false);
    }
    let mut v = d[..k].to_vec();
    let first = d[k];
    let rest = d[k + 1..].iter().any(|&x| x != 0);
    let odd = v.last().is_some_and(|x| x % 2 == 1);
    let up = first > 5 || (first == 5 && (rest || odd));
    if up {
        let mut i = v.len();
        loop {
            if i == 0 {
                v.insert(0, 1);
                return (v, true);
            }
            i -= 1;
            if v[i] == 9 {
                v[i] = 0;
            } else {
                v[i] += 1;
                break;
            }
        }
    }
    (v, false)
}

fn ascii(d: &[u8]) -> String {
    d.iter().map(|x| (x + b'0') as char).collect()
}

/// `%f` body of 0.D × 10^point with precision `p`.
fn fixed(d: &[u8], point: i64, p: usize, alt: bool) -> String {
    // The digits down to 10^-p; all but the last p are the integer part.
    let (v, _) = round_digits(d, point + p as i64);
    let total = v.len() as i64;
    let int_len = total - p as i64;
    let (int, frac) = if int_len <= 0 {
        let mut f = vec![0u8; (-int_len) as usize];
        f.extend(&v);
        ("0".to_string(), ascii(&f))
    } else {
        (ascii(&v[..int_len as usize]), ascii(&v[int_len as usize..]))
    };
    let int = if int.is_empty() { "0".into() } else { int };
    let mut s = int;
    if p > 0 || alt {
        s.push('.');
    }
    s.push_str(&frac);
    s
}

/// `%e` body: mantissa digits and exponent.
fn expo(d: &[u8], point: i64, p: usize, alt: bool) -> (String, i64) {
    if d.is_empty() {
        let mut s = "0".to_string();
        if p > 0 || alt {
            s.push('.');
        }
        s.push_str(&"0".repeat(p));
        return (s, 0);
    }
    let (mut v, carry) = round_digits(d, p as i64 + 1);
    let mut x = point - 1;
    if carry {
        x += 1;
        v.truncate(p + 1);
    }
    let mut s = ascii(&v[..1]);
    if p > 0 || alt {
        s.push('.');
    }
    s.push_str(&ascii(&v[1..]));
    (s, x)
}

fn exp_suffix(x: i64) -> String {
    format!("e{}{:02}", if x < 0 { '-' } else { '+' }, x.unsigned_abs())
}

/// `%La`: glibc prints the 64-bit significand as one hex digit (its top four bits), a
/// point and fifteen more, with the exponent of the top digit.
fn hex(a: W, prec: Option<usize>) -> String {
    let (sig, e) = decompose(a);
    if sig == 0 {
        return match prec {
            Some(p) if p > 0 => format!("0x0.{}p+0", "0".repeat(p)),
            _ => "0x0p+0".into(),
        };
    }
    let mut exp = e + 60;
    let mut lead = sig >> 60;
    let mut frac = sig & ((1 << 60) - 1);
    let mut digits = 15;
    if let Some(p) = prec.filter(|&p| p < 15) {
        let drop = (15 - p) * 4;
        let rem = frac & ((1u64 << drop) - 1);
        let half = 1u64 << (drop - 1);
        frac >>= drop;
        let odd = if p == 0 { lead & 1 } else { frac & 1 };
        if rem > half || (rem == half && odd == 1) {
            frac += 1;
            if frac >> (p * 4) != 0 {
                frac = 0;
                lead += 1;
            }
        }
        digits = p;
        if lead == 16 {
            lead = 1;
            exp += 4;
        }
    }
    let mut f = if digits == 0 {
        String::new()
    } else {
        format!("{:0w$x}", frac, w = digits)
    };
    match prec {
        None => f = f.trim_end_matches('0').to_string(),
        Some(p) => {
            while f.len() < p {
                f.push('0');
            }
        }
    }
    if f.is_empty() {
        format!("0x{lead:x}p{exp:+}")
    } else {
        format!("0x{lead:x}.{f}p{exp:+}")
    }
}

/// The body of a `%Lf %Le %Lg %La` conversion (no sign; upper case for `F E G A`), and
/// whether the value is finite (zero padding applies).
pub fn format(a: W, conv: u8, prec: Option<usize>, alt: bool) -> (Vec<u8>, bool) {
    let upper = conv.is_ascii_uppercase();
    let e = a[1] & 0x7fff;
    let finite = !is_nan(a) && e != 0x7fff;
    let s = if !finite {
        if e == 0x7fff && a[0] << 1 == 0 {
            "inf".to_string()
        } else {
            "nan".to_string()
        }
    } else {
        let (sig, e2) = decompose(a);
        match conv.to_ascii_lowercase() {
            b'f' => {
                let (d, point) = decimal(sig, e2);
                fixed(&d, point, prec.unwrap_or(6), alt)
            }
            b'e' => {
                let (d, point) = decimal(sig, e2);
                let p = prec.unwrap_or(6);
                let (m, x) = expo(&d, point, p, alt);
                m + &exp_suffix(x)
            }
            b'g' => {
                let (d, point) = decimal(sig, e2);
                let p = match prec.unwrap_or(6) {
                    0 => 1,
                    p => p,
                };
                let (_, x) = expo(&d, point, p - 1, false);
                let s = if x < p as i64 && x >= -4 {
                    fixed(&d, point, (p as i64 - 1 - x) as usize, alt)
                } else {
                    let (m, x) = expo(&d, point, p - 1, alt);
                    m + &exp_suffix(x)
                };
                if alt {
                    s
                } else {
                    strip_zeros(&s)
                }
            }
            _ => hex(a, prec),
        }
    };
    let s = if upper { s.to_uppercase() } else { s };
    (s.into_bytes(), finite)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::x87::{bin, is_negative, parse, INDEFINITE, INT_BIT};
    use parir_ir::inst::BinOp;

    fn ld(s: &str) -> W {
        parse(s).expect("number")
    }

    fn f(a: W, conv: u8, prec: Option<usize>) -> String {
        let (b, _) = format(a, conv, prec, false);
        let s = String::from_utf8(b).expect("ascii");
        if is_negative(a) {
            format!("-{s}")
        } else {
            s
        }
    }
    /// Outputs of glibc 2.x `printf` on x86-64 for these long doubles.
    #[test]
    fn printf_matches_glibc() {
        let third = bin(BinOp::FDiv, ld("1"), ld("3"));
        assert_eq!(f(third, b'f', None), "0.333333");
        assert_eq!(f(ld("0.1"), b'f', Some(20)), "0.10000000000000000000");
        assert_eq!(f(ld("0.1"), b'a', None), "0xc.ccccccccccccccdp-7");
        assert_eq!(f(ld("0.1"), b'a', Some(3)), "0xc.ccdp-7");
        assert_eq!(f(ld("1"), b'a', None), "0x8p-3");
        assert_eq!(f(ld("2.5"), b'a', None), "0xap-2");
        assert_eq!(f(ld("1.5"), b'a', Some(0)), "0xcp-3");
        assert_eq!(f(ld("-0"), b'a', None), "-0x0p+0");
        assert_eq!(f(ld("1e4000"), b'e', Some(3)), "1.000e+4000");
        assert_eq!(f(ld("1e-5"), b'g', None), "1e-05");
        assert_eq!(f([1, 0], b'e', None), "3.645200e-4951");
        assert_eq!(f([1, 0], b'a', None), "0x0.000000000000001p-16385");
        assert_eq!(f([INT_BIT, 1], b'a', None), "0x8p-16385");
        assert_eq!(
            f([u64::MAX, 0x7ffe], b'a', None),
            "0xf.fffffffffffffffp+16380"
        );
        assert_eq!(f(INDEFINITE, b'f', None), "-nan");
        assert_eq!(f(ld("0.5"), b'f', Some(0)), "0");
        assert_eq!(f(ld("1.5"), b'f', Some(0)), "2");
        assert_eq!(f(ld("2.5"), b'f', Some(0)), "2");
        assert_eq!(f(ld("9.5"), b'f', Some(0)), "10");
        assert_eq!(f(ld("0.96"), b'f', Some(1)), "1.0");
        assert_eq!(f(ld("0.0004"), b'f', Some(2)), "0.00");
        assert_eq!(f(ld("9.9999"), b'e', Some(2)), "1.00e+01");
        assert_eq!(f(ld("0"), b'e', None), "0.000000e+00");
        assert_eq!(f(ld("0"), b'g', None), "0");
        assert_eq!(f(ld("100000"), b'g', None), "100000");
        assert_eq!(f(ld("1000000"), b'g', None), "1e+06");
        assert_eq!(f(ld("999999.5"), b'g', None), "1e+06");
        assert_eq!(f(ld("0.0001"), b'g', None), "0.0001");
        assert_eq!(f(ld("123.456"), b'g', Some(2)), "1.2e+02");
    }

    #[test]
    fn hex_rounding_carries_into_the_leading_digit() {
        // printf("%.1La", 0xf.f8p0L) is 0x1.0p+4; ties go to even.
        assert_eq!(f(ld("15.96875"), b'a', Some(1)), "0x1.0p+4");
        assert_eq!(f(ld("8.5"), b'a', Some(0)), "0x8p+0");
        assert_eq!(f(ld("9.5"), b'a', Some(0)), "0xap+0");
    }
}
