//! `x86_fp80` (C `long double` on x86-64): the x87 80-bit extended format.
//!
//! A value takes two slots: the 64-bit significand (explicit integer bit) in the first, the
//! sign and 15-bit exponent in the low 16 bits of the second — its little-endian memory image
//! (10 bytes). Arithmetic, comparisons and conversions are those of `rustc_apfloat`'s
//! `X87DoubleExtended` (exact, round to nearest even at 64 bits of precision, as the Linux
//! x87 control word sets), plus what the x87 unit does where IEEE leaves a choice: invalid
//! operations give the negative "indefinite" NaN, NaN operands propagate quieted, and
//! conversions to integers out of range give the `fistp` results clang's code gives.
//! Printing is libc's: [`crate::libc::long_double`].

use crate::scalar::Fk;
use num_bigint::BigUint;
use parir_ir::inst::{BinOp, FloatPredicate};
use rustc_apfloat::ieee::{BFloat, Double, Half, Single, X87DoubleExtended as X};
use rustc_apfloat::{Float, FloatConvert, Round};

/// The two slot words of a value.
pub type W = [u64; 2];

const NEAREST: Round = Round::NearestTiesToEven;
pub(crate) const INT_BIT: u64 = 1 << 63;
const QUIET: u64 = 1 << 62;

/// The x87 default NaN ("real indefinite"): negative, quiet, no payload.
pub const INDEFINITE: W = [INT_BIT | QUIET, 0xffff];

/// The words of slot pair `w` (the second masked to its 16 bits).
#[inline]
pub fn words(lo: u64, hi: u64) -> W {
    [lo, hi & 0xffff]
}

fn get(w: W) -> X {
    X::from_bits(((w[1] & 0xffff) as u128) << 64 | w[0] as u128)
}

fn put(x: X) -> W {
    let b = x.to_bits();
    [b as u64, (b >> 64) as u64 & 0xffff]
}

/// Whether the value is a NaN (including the encodings the x87 unit rejects as invalid:
/// a non-zero exponent without the integer bit).
pub fn is_nan(w: W) -> bool {
    let e = w[1] & 0x7fff;
    (e == 0x7fff && w[0] << 1 != 0) || (e != 0 && w[0] & INT_BIT == 0)
}

pub fn is_negative(w: W) -> bool {
    w[1] & 0x8000 != 0
}

fn quiet(w: W) -> W {
    if w[0] & INT_BIT == 0 {
        // Invalid encodings become the indefinite NaN.
        return INDEFINITE;
    }
    [w[0] | QUIET, w[1]]
}

/// The NaN result of an operation with a NaN operand: the quieted NaN, or of two, the one
/// with the larger significand (the x87 rule).
fn nan_of(a: W, b: W) -> W {
    match (is_nan(a), is_nan(b)) {
        (true, false) => quiet(a),
        (false, true) => quiet(b),
        _ => {
            let (qa, qb) = (quiet(a), quiet(b));
            if qb[0] > qa[0] {
                qb
            } else {
                qa
            }
        }
    }
}

/// A result computed by apfloat: a NaN from non-NaN operands is the indefinite NaN.
fn result(x: X) -> W {
    if x.is_nan() {
        INDEFINITE
    } else {
        put(x)
    }
}

/// `fadd fsub fmul fdiv frem` (`frem` is C's `fmodl`, exact).
pub fn bin(op: BinOp, a: W, b: W) -> W {
    if is_nan(a) || is_nan(b) {
        return nan_of(a, b);
    }
    let (x, y) = (get(a), get(b));
    result(match op {
        BinOp::FAdd => x.add_r(y, NEAREST).value,
        BinOp::FSub => x.sub_r(y, NEAREST).value,
        BinOp::FMul => x.mul_r(y, NEAREST).value,
        BinOp::FDiv => x.div_r(y, NEAREST).value,
        _ => x.c_fmod(y).value,
    })
}

pub fn neg(a: W) -> W {
    [a[0], a[1] ^ 0x8000]
}

pub fn abs(a: W) -> W {
    [a[0], a[1] & 0x7fff]
}

pub fn copysign(a: W, b: W) -> W {
    [a[0], (a[1] & 0x7fff) | (b[1] & 0x8000)]
}

/// `fcmp`.
pub fn fcmp(p: FloatPredicate, a: W, b: W) -> bool {
    use std::cmp::Ordering::*;
    let o = if is_nan(a) || is_nan(b) {
        None
    } else {
        get(a).partial_cmp(&get(b))
    };
    match p {
        FloatPredicate::False => false,
        FloatPredicate::True => true,
        FloatPredicate::Oeq => o == Some(Equal),
        FloatPredicate::Ogt => o == Some(Greater),
        FloatPredicate::Oge => matches!(o, Some(Greater | Equal)),
        FloatPredicate::Olt => o == Some(Less),
        FloatPredicate::Ole => matches!(o, Some(Less | Equal)),
        FloatPredicate::One => matches!(o, Some(Less | Greater)),
        FloatPredicate::Ord => o.is_some(),
        FloatPredicate::Uno => o.is_none(),
        FloatPredicate::Ueq => matches!(o, None | Some(Equal)),
        FloatPredicate::Ugt => matches!(o, None | Some(Greater)),
        FloatPredicate::Uge => matches!(o, None | Some(Greater | Equal)),
        FloatPredicate::Ult => matches!(o, None | Some(Less)),
        FloatPredicate::Ule => matches!(o, None | Some(Less | Equal)),
        FloatPredicate::Une => o != Some(Equal),
    }
}

/// `(mantissa bits, exponent bits)` of the other float kinds.
fn fk_format(k: Fk) -> (u32, u32) {
    match k {
        Fk::F32 => (23, 8),
        Fk::F64 => (52, 11),
        Fk::F16 => (10, 5),
        Fk::BF16 => (7, 8),
    }
}

/// `fpext` of a slot of kind `k` (exact; a NaN keeps sign and payload, quieted, as `fld`).
pub fn from_fk(v: u64, k: Fk) -> W {
    let (mb, eb) = fk_format(k);
    let emax = (1u64 << eb) - 1;
    let sign = (v >> (mb + eb)) & 1;
    if (v >> mb) & emax == emax && v & ((1 << mb) - 1) != 0 {
        let payload = (v & ((1 << mb) - 1)) << (63 - mb);
        return [INT_BIT | QUIET | payload, sign << 15 | 0x7fff];
    }
    let mut lost = false;
    let x: X = match k {
        Fk::F32 => Single::from_bits(v as u32 as u128).convert(&mut lost).value,
        Fk::F64 => Double::from_bits(v as u128).convert(&mut lost).value,
        Fk::F16 => Half::from_bits(v as u16 as u128).convert(&mut lost).value,
        Fk::BF16 => BFloat::from_bits(v as u16 as u128).convert(&mut lost).value,
    };
    put(x)
}

/// `fptrunc` to kind `k` (rounded to nearest even; a NaN keeps sign and the top of its
/// payload, quieted, as `fstp`).
pub fn to_fk(a: W, k: Fk) -> u64 {
    let (mb, eb) = fk_format(k);
    if is_nan(a) {
        let q = quiet(a);
        let sign = (q[1] >> 15) & 1;
        let payload = (q[0] << 1) >> (64 - mb);
        return sign << (mb + eb) | ((1 << eb) - 1) << mb | payload;
    }
    fn to<T: Float>(x: X) -> u64
    where
        X: FloatConvert<T>,
    {
        x.convert_r(NEAREST, &mut false).value.to_bits() as u64
    }
    let x = get(a);
    match k {
        Fk::F32 => to::<Single>(x),
        Fk::F64 => to::<Double>(x),
        Fk::F16 => to::<Half>(x),
        Fk::BF16 => to::<BFloat>(x),
    }
}

/// `sitofp` / `uitofp` of an integer given as a 128-bit value.
pub fn from_int(v: u128, signed: bool) -> W {
    put(if signed {
        X::from_i128_r(v as i128, NEAREST).value
    } else {
        X::from_u128_r(v, NEAREST).value
    })
}

/// The value truncated toward zero, if it is finite and fits in an `i128`.
fn trunc_i128(a: W) -> Option<i128> {
    if is_nan(a) {
        return None;
    }
    let x = get(a);
    if x.is_infinite() {
        return None;
    }
    let mut exact = false;
    let r = x.to_i128_r(128, Round::TowardZero, &mut exact);
    if r.status.contains(rustc_apfloat::Status::INVALID_OP) {
        return None;
    }
    Some(r.value)
}

/// `fistp` with truncation to a `bits`-bit integer (16, 32 or 64): out of range or NaN
/// gives the "integer indefinite" `1 << (bits - 1)`.
fn fist(a: W, bits: u32) -> u64 {
    let lim = 1i128 << (bits - 1);
    match trunc_i128(a) {
        Some(v) if v >= -lim && v < lim => v as u64,
        _ => lim as u64,
    }
}

fn mask(v: u128, bits: u32) -> u128 {
    if bits >= 128 {
        v
    } else {
        v & ((1u128 << bits) - 1)
    }
}

/// `fptosi` to `bits` bits as clang's x86-64 code computes it: `fistp` of 16 bits for
/// results up to 16 bits, of 32 and 64 bits above, then truncation; 128-bit results
/// saturate (compiler-rt's `__fixxfti`, NaN gives 0).
pub fn to_sint(a: W, bits: u32) -> u128 {
    let v = match bits {
        0..=16 => fist(a, 16) as i64 as i128,
        17..=32 => fist(a, 32) as u32 as i32 as i128,
        33..=64 => fist(a, 64) as i64 as i128,
        _ => {
            if is_nan(a) {
                0
            } else {
                let mut exact = false;
                get(a).to_i128_r(128, Round::TowardZero, &mut exact).value
            }
        }
    };
    mask(v as u128, bits)
}

/// `fptoui` to `bits` bits: the next wider signed `fistp` (results up to 8 bits through 16,
/// up to 16 through 32, up to 32 through 64), then truncation; 64-bit results convert
/// `x - 2^63` when `x >= 2^63` (or unordered) and flip the top bit; 128-bit results
/// saturate (`__fixunsxfti`).
pub fn to_uint(a: W, bits: u32) -> u128 {
    let v: u128 = match bits {
        0..=8 => fist(a, 16) as u128,
        9..=16 => fist(a, 32) as u128,
        17..=32 => fist(a, 64) as u128,
        33..=64 => {
            let two63 = put(X::from_u128(1 << 63).value);
            if fcmp(FloatPredicate::Olt, a, two63) {
                fist(a, 64) as u128
            } else {
                (fist(bin(BinOp::FSub, a, two63), 64) ^ (1 << 63)) as u128
            }
        }
        _ => {
            if is_nan(a) || is_negative(a) {
                0
            } else {
                let mut exact = false;
                get(a).to_u128_r(128, Round::TowardZero, &mut exact).value
            }
        }
    };
    mask(v, bits)
}

/// The ways [`round`] rounds to an integer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ToInt {
    Floor,
    Ceil,
    Trunc,
    /// Half away from zero (`roundl`).
    Round,
    /// Half to even (`rintl`, `nearbyintl`, `roundeven`).
    Even,
}

/// `floorl ceill truncl roundl rintl`.
pub fn round(a: W, how: ToInt) -> W {
    if is_nan(a) {
        return quiet(a);
    }
    let r = match how {
        ToInt::Floor => Round::TowardNegative,
        ToInt::Ceil => Round::TowardPositive,
        ToInt::Trunc => Round::TowardZero,
        ToInt::Round => Round::NearestTiesToAway,
        ToInt::Even => Round::NearestTiesToEven,
    };
    result(get(a).round_to_integral(r).value)
}

/// `sqrtl`, correctly rounded.
pub fn sqrt(a: W) -> W {
    if is_nan(a) {
        return quiet(a);
    }
    let x = get(a);
    if x.is_zero() || (x.is_infinite() && !x.is_negative()) {
        return a;
    }
    if x.is_negative() {
        return INDEFINITE;
    }
    // a = sig * 2^e with sig < 2^64; scale sig to M of 129 or 130 bits with e - s even.
    let (sig, e) = decompose(a);
    let lz = sig.leading_zeros() as i64;
    let mut s = 65 + lz; // sig << s has 129 bits
    if (e - s).rem_euclid(2) != 0 {
        s += 1;
    }
    let m = BigUint::from(sig) << (s as usize);
    let r = m.sqrt();
    let exact = &r * &r == m;
    // r has 65 bits: 64 of result and a rounding bit.
    let r: u128 = r.try_into().unwrap_or(u128::MAX);
    let mut q = r >> 1;
    if r & 1 == 1 && (!exact || q & 1 == 1) {
        q += 1;
    }
    let v = X::from_u128(q).value;
    put(v.scalbn(((e - s) / 2 + 1) as i32))
}

/// A finite value as `sig * 2^e`.
pub(crate) fn decompose(a: W) -> (u64, i64) {
    let ef = (a[1] & 0x7fff) as i64;
    (a[0], ef.max(1) - 16383 - 63)
}

/// `fmal`: exact product and sum, rounded once.
pub fn fma(a: W, b: W, c: W) -> W {
    if is_nan(a) || is_nan(b) || is_nan(c) {
        return nan_of(nan_of(a, b), c);
    }
    result(get(a).mul_add_r(get(b), get(c), NEAREST).value)
}

/// `fminl` / `fmaxl` / `llvm.minnum` / `llvm.maxnum`: a NaN operand gives the other one.
pub fn minmax(a: W, b: W, max: bool, propagate_nan: bool) -> W {
    if is_nan(a) || is_nan(b) {
        if propagate_nan || (is_nan(a) && is_nan(b)) {
            return nan_of(a, b);
        }
        return if is_nan(a) { b } else { a };
    }
    let (x, y) = (get(a), get(b));
    if x == y {
        // ±0: minimum -0, maximum +0.
        return if is_negative(a) == max { b } else { a };
    }
    if (x < y) != max {
        a
    } else {
        b
    }
}

/// `fdiml`.
pub fn fdim(a: W, b: W) -> W {
    if is_nan(a) || is_nan(b) {
        return nan_of(a, b);
    }
    if fcmp(FloatPredicate::Ogt, a, b) {
        bin(BinOp::FSub, a, b)
    } else {
        [0, 0]
    }
}

/// `llvm.powi` as compiler-rt's `__powixf2`: repeated squaring.
pub fn powi(a: W, n: i32) -> W {
    let recip = n < 0;
    let mut b = n.unsigned_abs();
    let mut x = a;
    let mut r = put(X::from_u128(1).value);
    loop {
        if b & 1 == 1 {
            r = bin(BinOp::FMul, r, x);
        }
        b /= 2;
        if b == 0 {
            break;
        }
        x = bin(BinOp::FMul, x, x);
    }
    if recip {
        bin(BinOp::FDiv, put(X::from_u128(1).value), r)
    } else {
        r
    }
}

/// `ldexpl` / `scalbnl`.
pub fn ldexp(a: W, n: i64) -> W {
    if is_nan(a) {
        return quiet(a);
    }
    let n = n.clamp(-100_000, 100_000) as i32;
    put(get(a).scalbn_r(n, NEAREST))
}

/// `frexpl`: the fraction in `[0.5, 1)` and the exponent.
pub fn frexp(a: W) -> (W, i32) {
    if is_nan(a) {
        return (quiet(a), 0);
    }
    let x = get(a);
    if x.is_infinite() || x.is_zero() {
        return (a, 0);
    }
    let mut e = 0;
    let f = x.frexp_r(&mut e, NEAREST);
    (put(f), e)
}

/// `modfl`: the fraction, and the integral part.
pub fn modf(a: W) -> (W, W) {
    if is_nan(a) {
        return (quiet(a), quiet(a));
    }
    let i = round(a, ToInt::Trunc);
    if get(a).is_infinite() {
        return (copysign([0, 0], a), a);
    }
    (copysign(bin(BinOp::FSub, a, i), a), i)
}

/// `lroundl` / `llroundl` (out of range: the 64-bit integer indefinite).
pub fn lround(a: W) -> u64 {
    fist(round(a, ToInt::Round), 64)
}

/// Reads a decimal float like `strtold` (for IR-independent unit tests and `atof`-style
/// helpers); `None` when the text is not a number.
pub fn parse(s: &str) -> Option<W> {
    X::from_str_r(s, NEAREST).ok().map(|r| put(r.value))
}

// ---------------------------------------------------------------------------------------
// printf

#[cfg(test)]
mod tests {
    use super::*;

    fn ld(s: &str) -> W {
        parse(s).expect("number")
    }

    #[test]
    fn conversions_are_what_x86_gives() {
        assert_eq!(to_sint(ld("70000"), 16), 0x8000);
        assert_eq!(to_sint(ld("300"), 8), 44);
        assert_eq!(to_sint(ld("-3e9"), 32), 0x8000_0000);
        assert_eq!(to_sint(ld("-2.9"), 64), (-2i64) as u64 as u128);
        assert_eq!(to_uint(ld("70000"), 8), 0);
        assert_eq!(to_uint(ld("70000"), 16), 4464);
        assert_eq!(to_uint(ld("-3e9"), 32), 1_294_967_296);
        assert_eq!(to_uint(ld("-1e30"), 64), 1 << 63);
        assert_eq!(to_uint(ld("1e30"), 64), 0);
        assert_eq!(to_uint(ld("9.3e18"), 64), 9_300_000_000_000_000_000);
        assert_eq!(to_uint(INDEFINITE, 64), 0);
        assert_eq!(to_fk(ld("0.1"), Fk::F64), 0.1f64.to_bits());
        assert_eq!(
            from_fk(0.1f64.to_bits(), Fk::F64),
            ld("0.1000000000000000055511151231257827")
        );
        assert_eq!(
            from_int(u64::MAX as u128, false),
            ld("18446744073709551615")
        );
    }

    #[test]
    fn sqrt_is_correctly_rounded() {
        assert_eq!(sqrt(ld("4")), ld("2"));
        assert_eq!(
            sqrt(ld("2")),
            ld("1.41421356237309504880168872420969807857")
        );
        assert_eq!(sqrt(ld("0.25")), ld("0.5"));
        assert_eq!(sqrt(ld("-1")), INDEFINITE);
        // sqrt(2^-16444) = 2^-8222, from a subnormal.
        assert_eq!(sqrt([2, 0]), ldexp(ld("1"), -8222));
    }

    #[test]
    fn invalid_operations_give_the_negative_indefinite_nan() {
        let z = ld("0");
        assert_eq!(bin(BinOp::FDiv, z, z), INDEFINITE);
        let inf = bin(BinOp::FDiv, ld("1"), z);
        assert_eq!(bin(BinOp::FSub, inf, inf), INDEFINITE);
        assert!(fcmp(FloatPredicate::Une, INDEFINITE, INDEFINITE));
        assert!(!fcmp(FloatPredicate::Oeq, INDEFINITE, INDEFINITE));
    }
}
