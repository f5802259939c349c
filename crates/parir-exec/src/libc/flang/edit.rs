//! Data editing as flang-new-19's runtime does it: the decimal conversion of reals (exact
//! digits rounded as the `RN`/`RU`/`RD`/`RZ`/`RC` mode says, or flang's shortest digits
//! that read back to the value), and the output editing of integers (`I`, `B`, `O`, `Z`),
//! reals (`F`, `E`, `D`, `ES`, `EN`, `G`, list-directed), logicals and character data.
//! The functions write to a [`Sink`], the record of the statement being executed.

use num_bigint::BigUint;
use num_traits::{One, Zero};

/// Where edited text goes: the current record of an output statement.
pub(crate) trait Sink {
    /// Writes `b` at the current position, which advances past it.
    fn emit(&mut self, b: &[u8]) -> Result<(), String>;
    /// Whether an item `width` characters wide does not fit the rest of a record that
    /// already holds something (list-directed output starts a new record then).
    fn need_advance(&self, width: usize) -> bool;
    /// Ends the record and starts the next.
    fn advance(&mut self) -> Result<(), String>;
    /// Characters still free in the record.
    fn remaining(&self) -> usize;
    fn emit_repeated(&mut self, c: u8, n: usize) -> Result<(), String> {
        self.emit(&vec![c; n])
    }
}

/// The rounding modes of Fortran's `RU`, `RD`, `RZ`, `RN`, `RC` (and `RP`, which flang
/// treats as `RN`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Round {
    Nearest,
    Up,
    Down,
    ToZero,
    Compatible,
}

/// The changeable modes of a statement: `SP`/`SS`, `kP`, `DC`, the rounding mode.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Modes {
    pub sign_plus: bool,
    pub scale: i32,
    pub decimal_comma: bool,
    pub round: Round,
}

impl Default for Modes {
    fn default() -> Self {
        Modes {
            sign_plus: false,
            scale: 0,
            decimal_comma: false,
            round: Round::Nearest,
        }
    }
}

/// What a data edit descriptor asks: the letter (`I`, `F`, `E`, `D`, `G`, `L`, `A`, `B`,
/// `O`, `Z`), the variation of `E` (`S`, `N`), `w`, `m`/`d`, `e`, and whether it is
/// list-directed editing (and of which part of a complex value).
#[derive(Copy, Clone, Debug)]
pub(crate) struct DataEdit {
    pub desc: u8,
    pub variation: u8,
    pub width: Option<i32>,
    pub digits: Option<i32>,
    pub expo_digits: Option<i32>,
    pub list: ListPart,
    pub modes: Modes,
}

/// List-directed editing and the part of a complex value being edited.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum ListPart {
    No,
    Scalar,
    RealPart,
    ImaginaryPart,
}

impl DataEdit {
    pub(crate) fn list_directed(modes: Modes, part: ListPart) -> Self {
        DataEdit {
            desc: b'*',
            variation: 0,
            width: None,
            digits: None,
            expo_digits: None,
            list: part,
            modes,
        }
    }
    fn is_list(&self) -> bool {
        self.list != ListPart::No
    }
}

/// A real value of kind 4, 8, 10 (x87 extended) or 16 (IEEE binary128), by its bits.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Real {
    pub bits: u128,
    pub kind: u8,
}

/// The parts of a finite real: value = (-1)^neg * m * 2^e.
struct Parts {
    neg: bool,
    m: u128,
    e: i32,
    class: Class,
}

#[derive(PartialEq, Eq)]
enum Class {
    Finite,
    Inf,
    NaN,
}

impl Real {
    /// Binary precision, the exponent of the least significant bit of subnormals, and the
    /// largest exponent of a finite value's least significant bit.
    fn format(&self) -> (u32, i32, i32) {
        match self.kind {
            4 => (24, -149, 104),
            8 => (53, -1074, 971),
            10 => (64, -16445, 16321),
            _ => (113, -16494, 16271),
        }
    }

    /// Decimal digits of precision, as flang's list-directed output and `G` use them.
    pub(crate) fn decimal_precision(&self) -> i32 {
        match self.kind {
            4 => 6,
            8 => 15,
            10 => 18,
            _ => 33,
        }
    }

    fn parts(&self) -> Parts {
        let b = self.bits;
        let (neg, ebits, frac, explicit_one, fbits, bias) = match self.kind {
            4 => (
                b >> 31 & 1 == 1,
                (b >> 23 & 0xff) as i32,
                b & 0x7f_ffff,
                false,
                23,
                127,
            ),
            8 => (
                b >> 63 & 1 == 1,
                (b >> 52 & 0x7ff) as i32,
                b & ((1 << 52) - 1),
                false,
                52,
                1023,
            ),
            10 => (
                b >> 79 & 1 == 1,
                (b >> 64 & 0x7fff) as i32,
                b & u128::from(u64::MAX),
                true,
                63,
                16383,
            ),
            _ => (
                b >> 127 & 1 == 1,
                (b >> 112 & 0x7fff) as i32,
                b & ((1 << 112) - 1),
                false,
                112,
                16383,
            ),
        };
        let emax = if self.kind == 4 {
            0xff
        } else if self.kind == 8 {
            0x7ff
        } else {
            0x7fff
        };
        let fraction_only = if explicit_one {
            frac & ((1u128 << 63) - 1)
        } else {
            frac
        };
        if ebits == emax {
            let class = if fraction_only == 0 {
                Class::Inf
            } else {
                Class::NaN
            };
            return Parts {
                neg,
                m: 0,
                e: 0,
                class,
            };
        }
        let (m, e) = if ebits == 0 {
            (frac, 1 - bias - fbits)
        } else if explicit_one {
            (frac, ebits - bias - fbits)
        } else {
            (frac | 1 << fbits, ebits - bias - fbits)
        };
        Parts {
            neg,
            m,
            e,
            class: Class::Finite,
        }
    }

    pub(crate) fn is_zero(&self) -> bool {
        let p = self.parts();
        p.class == Class::Finite && p.m == 0
    }
}

/// The result of a decimal conversion: the sign (if any) and digits, and the decimal
/// exponent with the point before the first digit; `special` for Inf and NaN.
pub(crate) struct Conv {
    pub text: Vec<u8>,
    pub expo: i32,
    pub special: bool,
}

impl Conv {
    fn sign_len(&self) -> usize {
        usize::from(matches!(self.text.first(), Some(b'-' | b'+')))
    }
}

/// The exact value m * 2^e as decimal digits D and exponent E: m * 2^e = D * 10^E.
fn exact(m: u128, e: i32) -> (BigUint, i32) {
    let m = BigUint::from(m);
    if e >= 0 {
        (m << e as usize, 0)
    } else {
        (m * BigUint::from(5u32).pow((-e) as u32), e)
    }
}

/// flang's shortest digits: of the decimal numbers between the midpoints to the two
/// neighbouring values (the lower one included, the upper one not), the one whose digits
/// stop at the first position where the two bounds differ, with that digit taken halfway
/// between the bounds' digits (rounded towards the upper one).
fn minimize(m: u128, e: i32, prec: u32, emin: i32, emax: i32) -> (BigUint, i32) {
    let top = 1u128 << (prec - 1);
    let (lm, le) = if m == top && e > emin {
        ((1u128 << prec) - 1, e - 1)
    } else {
        (m - 1, e)
    };
    let (mm, me) = if m == (1u128 << prec) - 1 && e == emax {
        (m, e) // the largest finite value: no next one
    } else if m + 1 == 1u128 << prec {
        (top, e + 1)
    } else {
        (m + 1, e)
    };
    let (dx, ex) = exact(m, e);
    let (dl, el) = exact(lm, le);
    let (dm, em) = exact(mm, me);
    let common = ex.min(el).min(em);
    let scale = |d: BigUint, ed: i32| d * BigUint::from(10u32).pow((ed - common) as u32);
    let (dx, dl, dm) = (scale(dx, ex), scale(dl, el), scale(dm, em));
    let two = BigUint::from(2u32);
    let sl = &dl + &dx;
    let less = if (&sl % &two).is_zero() {
        &sl / &two
    } else {
        &sl / &two + BigUint::one()
    };
    let sm = &dm + &dx;
    let more = if (&sm % &two).is_zero() {
        &sm / &two - BigUint::one()
    } else {
        &sm / &two
    };
    let ms = more.to_str_radix(10).into_bytes();
    let mut ls = less.to_str_radix(10).into_bytes();
    if ls.len() > ms.len() {
        return (dx, common);
    }
    let mut padded = vec![b'0'; ms.len() - ls.len()];
    padded.append(&mut ls);
    let Some(i) = (0..ms.len()).find(|&k| ms[k] != padded[k]) else {
        return (dx, common);
    };
    let (r, lr) = (ms[i] - b'0', padded[i] - b'0');
    let d = r - ((r - lr) >> 1);
    let mut digits = ms[..i].to_vec();
    digits.push(b'0' + d);
    let n = BigUint::parse_bytes(&digits, 10).unwrap_or_default();
    (n, common + (ms.len() - i - 1) as i32)
}

/// flang's `ConvertToDecimal`: at most `max_digits` significant digits (all of them when
/// the value has fewer; none when 0), rounded as `round` says; the shortest digits that
/// read back to the value when `minimal`.
pub(crate) fn convert(
    x: Real,
    max_digits: i32,
    round: Round,
    always_sign: bool,
    minimal: bool,
) -> Conv {
    let p = x.parts();
    match p.class {
        Class::NaN => {
            return Conv {
                text: b"NaN".to_vec(),
                expo: 0,
                special: true,
            }
        }
        Class::Inf => {
            let t: &[u8] = if p.neg {
                b"-Inf"
            } else if always_sign {
                b"+Inf"
            } else {
                b"Inf"
            };
            return Conv {
                text: t.to_vec(),
                expo: 0,
                special: true,
            };
        }
        Class::Finite => {}
    }
    let mut text = Vec::new();
    if p.neg {
        text.push(b'-');
    } else if always_sign {
        text.push(b'+');
    }
    if p.m == 0 {
        text.push(b'0');
        return Conv {
            text,
            expo: 0,
            special: false,
        };
    }
    let (prec, emin, emax) = x.format();
    let (d, e10) = if minimal {
        minimize(p.m, p.e, prec, emin, emax)
    } else {
        exact(p.m, p.e)
    };
    let mut digits = d.to_str_radix(10).into_bytes();
    let mut expo = e10 + digits.len() as i32;
    while digits.last() == Some(&b'0') {
        digits.pop();
    }
    let max = max_digits.max(0) as usize;
    if max_digits == 0 {
        digits.clear();
    } else if digits.len() > max {
        let next = digits[max];
        let sticky = digits.len() > max + 1;
        let last_odd = max > 0 && (digits[max - 1] - b'0') & 1 == 1;
        let incr = match round {
            Round::Nearest => next > b'5' || (next == b'5' && (sticky || last_odd)),
            Round::Up => !p.neg,
            Round::Down => p.neg,
            Round::ToZero => false,
            Round::Compatible => next >= b'5',
        };
        digits.truncate(max);
        if incr {
            while digits.last() == Some(&b'9') {
                digits.pop();
            }
            match digits.last_mut() {
                Some(c) => *c += 1,
                None => {
                    digits.push(b'1');
                    expo += 1;
                }
            }
        }
    }
    text.extend(digits);
    Conv {
        text,
        expo,
        special: false,
    }
}

/// The text of an integer of `bytes` bytes in base 2^`log2` (B, O, Z editing of its bits),
/// without leading zeros ("" for 0).
fn boz_digits(v: u128, bytes: u32, log2: u32) -> Vec<u8> {
    let mask = if bytes >= 16 {
        u128::MAX
    } else {
        (1u128 << (8 * bytes)) - 1
    };
    let mut v = v & mask;
    let mut out = Vec::new();
    while v != 0 {
        let d = (v & ((1 << log2) - 1)) as u8;
        out.push(if d < 10 { b'0' + d } else { b'A' + d - 10 });
        v >>= log2;
    }
    out.reverse();
    out
}

/// `B`, `O`, `Z` output of `bytes` bytes holding `v`.
pub(crate) fn edit_boz(s: &mut dyn Sink, e: &DataEdit, v: u128, bytes: u32) -> Result<(), String> {
    let log2 = match e.desc {
        b'B' => 1,
        b'O' => 3,
        _ => 4,
    };
    let digits = boz_digits(v, bytes, log2);
    let zero = digits.is_empty();
    let significant = digits.len() as i32;
    let mut width = e.width.unwrap_or(0);
    let mut zeros = 0;
    match e.digits {
        Some(m) if significant <= m => {
            if m == 0 && zero {
                width = width.max(1);
            } else {
                zeros = m - significant;
            }
        }
        _ if zero => zeros = 1,
        _ => {}
    }
    let sub = zeros + significant;
    let spaces = (width - sub).max(0);
    if width > 0 && spaces + sub > width {
        return s.emit_repeated(b'*', width as usize);
    }
    s.emit_repeated(b' ', spaces as usize)?;
    s.emit_repeated(b'0', zeros as usize)?;
    s.emit(&digits)
}

/// Integer output: `I`, `G` (as `I`), `B`, `O`, `Z`, list-directed.
pub(crate) fn edit_integer(
    s: &mut dyn Sink,
    e: &DataEdit,
    n: i128,
    kind: u32,
) -> Result<(), String> {
    match e.desc {
        b'I' | b'G' | b'*' => {}
        b'B' | b'O' | b'Z' => return edit_boz(s, e, n as u128, kind),
        d => {
            return Err(format!(
                "data edit descriptor '{}' may not be used with an INTEGER data item",
                d as char
            ))
        }
    }
    let digits = if n == 0 {
        Vec::new()
    } else {
        n.unsigned_abs().to_string().into_bytes()
    };
    let mut sign = i32::from(n < 0 || e.modes.sign_plus);
    let nd = digits.len() as i32;
    let mut width = e.width.unwrap_or(0);
    let mut zeros = 0;
    match e.digits {
        Some(m) if nd <= m => {
            if m == 0 && n == 0 {
                sign = 0;
                width = width.max(1);
            } else {
                zeros = m - nd;
            }
        }
        _ if n == 0 => zeros = 1,
        _ => {}
    }
    let sub = sign + zeros + nd;
    let mut spaces = (width - sub).max(0);
    if width > 0 && spaces + sub > width {
        return s.emit_repeated(b'*', width as usize);
    }
    if e.is_list() {
        let total = spaces.max(1) + sub;
        if s.need_advance(total as usize) {
            s.advance()?;
        }
        spaces = 1;
    }
    s.emit_repeated(b' ', spaces as usize)?;
    if sign == 1 {
        s.emit(if n < 0 { b"-" } else { b"+" })?;
    }
    s.emit_repeated(b'0', zeros as usize)?;
    s.emit(&digits)
}

/// The exponent field of E/D/ES/EN editing (Fortran 2018 table 13.1): None when it does
/// not fit `Ee`.
fn format_exponent(expo: i32, e: &DataEdit) -> Option<Vec<u8>> {
    let mut digits = if expo == 0 {
        Vec::new()
    } else {
        expo.unsigned_abs().to_string().into_bytes()
    };
    let mut overflow = false;
    match e.expo_digits {
        Some(ed) if ed > 0 => {
            overflow = digits.len() as i32 > ed;
            while (digits.len() as i32) < ed {
                digits.insert(0, b'0');
            }
        }
        Some(_) => {
            if digits.is_empty() {
                digits.push(b'0');
            }
        }
        None => {
            while digits.len() < 2 {
                digits.insert(0, b'0');
            }
        }
    }
    let three = digits.len() + 1 == 3;
    digits.insert(0, if expo < 0 { b'-' } else { b'+' });
    if e.expo_digits.is_some() || e.is_list() || three {
        digits.insert(0, if e.desc == b'D' { b'D' } else { b'E' });
    }
    (!overflow).then_some(digits)
}

fn emit_prefix(s: &mut dyn Sink, e: &DataEdit, length: usize, width: usize) -> Result<(), String> {
    match e.list {
        ListPart::No => {
            if width > length {
                s.emit_repeated(b' ', width - length)?;
            }
            Ok(())
        }
        part => {
            let (prefix, suffix): (&[u8], usize) = match part {
                ListPart::RealPart => (b" (", 1),
                ListPart::ImaginaryPart => (b"", 1),
                _ => (b" ", 0),
            };
            if s.need_advance(length + prefix.len() + suffix) {
                s.advance()?;
            }
            s.emit(prefix)
        }
    }
}

fn emit_suffix(s: &mut dyn Sink, e: &DataEdit) -> Result<(), String> {
    match e.list {
        ListPart::RealPart => s.emit(if e.modes.decimal_comma { b";" } else { b"," }),
        ListPart::ImaginaryPart => s.emit(b")"),
        _ => Ok(()),
    }
}

/// Digits beyond any width flang's conversion buffer allows (`E0`/`F0` without `d`).
const UNLIMITED: i32 = 1000;

/// `Ew.d[Ee]`, `Dw.d`, `ESw.d`, `ENw.d` (13.7.2.3.3).
fn edit_e(s: &mut dyn Sink, x: Real, e: &DataEdit) -> Result<(), String> {
    let edit_digits = e.digits.unwrap_or(0);
    let edit_width = e.width.unwrap_or(0);
    if e.variation == 0 && !e.is_list() && e.digits == Some(0) {
        // flang-19 refuses it (Fortran 2018 C1308) rather than print a field.
        return Err(format!(
            "output edit descriptor {}w.d must have d>0",
            e.desc as char
        ));
    }
    let mut significant = edit_digits;
    let always_sign = e.modes.sign_plus;
    let mut minimal = false;
    let no_leading_spaces = edit_width == 0;
    if edit_width == 0 {
        if e.digits.is_some() {
            if edit_digits == 0 {
                significant = 1;
            }
        } else {
            minimal = true;
            significant = UNLIMITED;
        }
    }
    let is_en = e.variation == b'N';
    let is_es = e.variation == b'S';
    let mut scale = e.modes.scale;
    let mut zeros_after_point = 0;
    if is_en {
        scale = if x.is_zero() { 1 } else { 3 };
        significant += scale;
    } else if is_es {
        scale = 1;
        significant += 1;
    } else if scale < 0 {
        if scale <= -edit_digits {
            return Err(format!(
                "scale factor (kP) {scale} cannot be less than -d ({})",
                -edit_digits
            ));
        }
        zeros_after_point = -scale;
        significant = (significant - zeros_after_point).max(0);
    } else if scale > 0 {
        if scale >= edit_digits + 2 {
            return Err(format!(
                "scale factor (kP) {scale} cannot be greater than d+2 ({})",
                edit_digits + 2
            ));
        }
        significant += 1;
        scale = scale.min(significant + 1);
    }
    loop {
        let mut c = convert(x, significant, e.modes.round, always_sign, minimal);
        if c.special {
            emit_prefix(s, e, c.text.len(), edit_width.max(0) as usize)?;
            s.emit(&c.text)?;
            return emit_suffix(s, e);
        }
        if !x.is_zero() {
            c.expo -= scale;
        }
        if is_en {
            let modulus = c.expo % 3;
            if modulus != 0 {
                if significant > 1 {
                    significant -= 1;
                    scale -= 1;
                    continue;
                }
                scale += modulus;
                c.expo -= modulus;
            }
            if scale > 3 {
                let adjust = 3 * (scale / 3);
                scale -= adjust;
                c.expo += adjust;
            } else if scale < 1 {
                let adjust = 3 - 3 * (scale / 3);
                scale += adjust;
                c.expo -= adjust;
            }
            significant = edit_digits + scale;
        }
        let exponent = format_exponent(c.expo, e);
        let expo_len = exponent.as_ref().map_or(0, |x| x.len()) as i32;
        let sign_len = c.sign_len() as i32;
        let converted = c.text.len() as i32 - sign_len;
        let mut zeros_before = (scale - converted).max(0);
        let before = (scale - zeros_before).max(0);
        let after = converted - before;
        let trailing = if minimal {
            0
        } else {
            (significant - (converted + zeros_before)).max(0)
        };
        let mut total =
            sign_len + before + zeros_before + 1 + zeros_after_point + after + trailing + expo_len;
        let mut width = if edit_width > 0 { edit_width } else { total };
        let Some(exponent) = exponent.filter(|_| total <= width) else {
            return s.emit_repeated(b'*', width.max(0) as usize);
        };
        if total < width && before == 0 && zeros_before == 0 {
            zeros_before = 1;
            total += 1;
        }
        if total < width && no_leading_spaces {
            width = total;
        }
        emit_prefix(s, e, total as usize, width as usize)?;
        let sb = sign_len as usize;
        s.emit(&c.text[..sb + before as usize])?;
        s.emit_repeated(b'0', zeros_before as usize)?;
        s.emit(if e.modes.decimal_comma { b"," } else { b"." })?;
        s.emit_repeated(b'0', zeros_after_point as usize)?;
        s.emit(&c.text[sb + before as usize..])?;
        s.emit_repeated(b'0', trailing as usize)?;
        s.emit(&exponent)?;
        return emit_suffix(s, e);
    }
}

/// `Fw.d` (13.7.2.3.2); `trailing_blanks` are G editing's.
fn edit_f(s: &mut dyn Sink, x: Real, e: &DataEdit, trailing_blanks: usize) -> Result<(), String> {
    let mut frac = e.digits.unwrap_or(0);
    let edit_width = e.width.unwrap_or(0);
    let round = e.modes.round;
    let always_sign = e.modes.sign_plus;
    let mut minimal = false;
    if edit_width == 0 && e.digits.is_none() {
        minimal = true;
        frac = UNLIMITED;
    }
    let mut extra = 0;
    let mut can_increase = true;
    loop {
        // At least one significant digit: F5.0 of 0.93 is "1.", not a zero.
        let mut c = convert(x, (extra + frac).max(1), round, always_sign, minimal);
        if c.special {
            emit_prefix(s, e, c.text.len(), edit_width.max(0) as usize)?;
            s.emit(&c.text)?;
            return emit_suffix(s, e);
        }
        let mut expo = c.expo + e.modes.scale;
        let sign_len = c.sign_len() as i32;
        let mut converted = c.text.len() as i32 - sign_len;
        if x.is_zero() {
            expo = 0;
            converted = 0;
        }
        let trailing_ones = 0;
        if expo > extra && extra >= 0 && can_increase {
            extra = expo;
            if e.digits.is_none() {
                frac = UNLIMITED - extra;
            }
            can_increase = false;
            continue;
        } else if expo <= -frac && converted > 0 {
            // The value is below the last digit kept: flang-19 gives a signed zero, or
            // one unit of that digit when the value's first digit is just beyond it and
            // the rounding mode rounds it up (RN on the exact value, RC on the digits
            // rounded to d places, RU/RD by the sign).
            let negative = c.text.first() == Some(&b'-');
            let leading = c.text[sign_len as usize];
            let up = expo == -frac
                && match round {
                    Round::Up => !negative,
                    Round::Down => negative,
                    Round::ToZero => false,
                    Round::Compatible => leading >= b'5',
                    Round::Nearest => {
                        let exact = convert(x, UNLIMITED, Round::ToZero, false, false);
                        let d = &exact.text[exact.sign_len()..];
                        exact.expo + e.modes.scale == -frac
                            && (d[0] > b'5' || (d[0] == b'5' && d.len() > 1))
                    }
                };
            c.text.truncate(sign_len as usize);
            if up {
                c.text.push(b'1');
                expo += 1;
                converted = 1;
            } else {
                expo = 0;
                converted = 0;
            }
        } else if expo < extra && extra > -frac {
            extra = expo.max(-frac);
            continue;
        }
        let before = expo.min(converted).max(0);
        let mut zeros_before = (expo - before).max(0);
        let zeros_after = frac.min((-expo).max(0));
        let after = converted - before;
        let trailing = if minimal {
            0
        } else {
            (frac - (zeros_after + after + trailing_ones)).max(0)
        };
        if before + zeros_before + zeros_after + after + trailing_ones + trailing == 0 {
            zeros_before = 1;
        }
        let mut total =
            sign_len + before + zeros_before + 1 + zeros_after + after + trailing_ones + trailing;
        let width = if edit_width > 0 { edit_width } else { total };
        if total > width {
            return s.emit_repeated(b'*', width as usize);
        }
        if total < width && before + zeros_before == 0 {
            zeros_before = 1;
            total += 1;
        }
        emit_prefix(s, e, total as usize, width as usize)?;
        let sb = sign_len as usize;
        let after_start = sb + before as usize;
        s.emit(&c.text[..after_start])?;
        s.emit_repeated(b'0', zeros_before as usize)?;
        s.emit(if e.modes.decimal_comma { b"," } else { b"." })?;
        s.emit_repeated(b'0', zeros_after as usize)?;
        s.emit(&c.text[after_start..after_start + after.max(0) as usize])?;
        s.emit_repeated(b'1', trailing_ones as usize)?;
        s.emit_repeated(b'0', trailing as usize)?;
        s.emit_repeated(b' ', trailing_blanks)?;
        return emit_suffix(s, e);
    }
}

/// Real output with any data edit descriptor.
pub(crate) fn edit_real(s: &mut dyn Sink, x: Real, e: &DataEdit) -> Result<(), String> {
    match e.desc {
        b'D' | b'E' => edit_e(s, x, e),
        b'F' => edit_f(s, x, e, 0),
        b'G' => {
            // 13.7.5.2.3: E editing, or F editing followed by blanks where the value's
            // exponent is within 0..=d.
            let mut g = *e;
            g.desc = b'E';
            let width = e.width.unwrap_or(0);
            let significant = e.digits.unwrap_or(x.decimal_precision());
            if width > 0 && significant == 0 {
                return edit_e(s, x, &g);
            }
            let c = convert(x, significant, e.modes.round, e.modes.sign_plus, false);
            if c.special {
                return edit_e(s, x, &g);
            }
            let expo = if x.is_zero() { 1 } else { c.expo };
            if expo < 0 || expo > significant {
                if width == 0 && g.expo_digits.is_none() {
                    g.expo_digits = Some(0);
                }
                return edit_e(s, x, &g);
            }
            g.desc = b'F';
            g.modes.scale = 0;
            let mut blanks = 0;
            if width > 0 {
                let ed = e.expo_digits.unwrap_or(0);
                blanks = if ed > 0 { ed + 2 } else { 4 };
                g.width = Some((width - blanks).max(0));
            }
            if let Some(d) = e.digits {
                g.digits = Some((d - expo).max(0));
            }
            edit_f(s, x, &g, blanks as usize)
        }
        b'B' | b'O' | b'Z' => {
            let bytes = match x.kind {
                4 => 4,
                8 => 8,
                10 => 10,
                _ => 16,
            };
            edit_boz(s, e, x.bits, bytes)
        }
        b'*' => {
            // 13.10.4: F form when the value's decimal exponent (of its one-digit
            // rounding) is within 0..=precision, else 1P E form; the shortest digits.
            let c = convert(x, 1, e.modes.round, false, false);
            if c.special {
                return edit_e(s, x, e);
            }
            if c.expo < 0 || c.expo > x.decimal_precision() {
                let mut copy = *e;
                copy.modes.scale = 1;
                return edit_e(s, x, &copy);
            }
            edit_f(s, x, e, 0)
        }
        d => Err(format!(
            "data edit descriptor '{}' may not be used with a REAL data item",
            d as char
        )),
    }
}

/// Logical output: `L`, `G`, `B`/`O`/`Z` of the one byte.
pub(crate) fn edit_logical(s: &mut dyn Sink, e: &DataEdit, truth: bool) -> Result<(), String> {
    match e.desc {
        b'L' | b'G' => {
            s.emit_repeated(b' ', (e.width.unwrap_or(1) - 1).max(0) as usize)?;
            s.emit(if truth { b"T" } else { b"F" })
        }
        b'B' | b'O' | b'Z' => edit_boz(s, e, u128::from(truth), 1),
        d => Err(format!(
            "data edit descriptor '{}' may not be used with a LOGICAL data item",
            d as char
        )),
    }
}

/// Character output: `A[w]`, `G`.
pub(crate) fn edit_character(s: &mut dyn Sink, e: &DataEdit, x: &[u8]) -> Result<(), String> {
    let len = x.len() as i32;
    let mut width = e.width.unwrap_or(len);
    match e.desc {
        b'A' => {}
        b'G' => {
            if width == 0 {
                width = len;
            }
        }
        b'B' | b'O' | b'Z' => {
            // The bytes as one little-endian unsigned integer.
            let mut v = 0u128;
            for (k, &b) in x.iter().take(16).enumerate() {
                v |= u128::from(b) << (8 * k);
            }
            return edit_boz(s, e, v, x.len().min(16) as u32);
        }
        d => {
            return Err(format!(
                "data edit descriptor '{}' may not be used with a CHARACTER data item",
                d as char
            ))
        }
    }
    s.emit_repeated(b' ', (width - len).max(0) as usize)?;
    s.emit(&x[..width.min(len).max(0) as usize])
}
