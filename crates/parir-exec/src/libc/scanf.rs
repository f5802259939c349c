//! The `scanf` family's conversions, as glibc does them, over a byte source.
//!
//! `scan` reads a format and a source and returns what the call returns (the number of
//! assignments, or `EOF` when the input ended before the first conversion) and the values
//! to store through the pointer arguments, in order; the machine does the stores
//! ([`crate::libc`]). The input item of a conversion is the longest prefix of the input that
//! is, or begins, a matching sequence (C17 7.21.6.2); where glibc departs from that, this
//! does what glibc does: `"100ergs"` read by `%f` takes `100e` and gives 100 (the standard's
//! example has it fail), `nan(...)` is read as `nan`.

/// A byte source with one byte of lookahead.
pub(crate) trait Source {
    /// The next byte, without taking it.
    fn peek(&mut self) -> Option<u8>;
    /// Takes the byte `peek` returned.
    fn bump(&mut self);
}

/// A string (`sscanf`).
pub(crate) struct Bytes<'s> {
    pub s: &'s [u8],
    pub at: usize,
}

impl Source for Bytes<'_> {
    fn peek(&mut self) -> Option<u8> {
        self.s.get(self.at).copied()
    }
    fn bump(&mut self) {
        self.at += 1;
    }
}

/// A value to store through the next pointer argument.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Store {
    /// An integer of `bytes` bytes.
    Int {
        bytes: u8,
        v: u64,
    },
    F32(f32),
    F64(f64),
    /// Characters (`%s` and `%[` add the terminating NUL here, `%c` does not).
    Chars(Vec<u8>),
}

/// What a `scanf` call returns and stores.
#[derive(Debug, PartialEq)]
pub(crate) struct Scanned {
    /// The call's result: assignments made, or -1 (`EOF`).
    pub result: i32,
    pub stores: Vec<Store>,
}

fn is_space(c: u8) -> bool {
    c == b' ' || (9..=13).contains(&c)
}

/// Counts the bytes taken from a source.
struct Counted<'a> {
    src: &'a mut dyn Source,
    taken: u64,
}

impl Counted<'_> {
    fn peek(&mut self) -> Option<u8> {
        self.src.peek()
    }
    fn bump(&mut self) {
        self.src.bump();
        self.taken += 1;
    }
    /// Skips white space; false at the end of the input.
    fn skip_space(&mut self) -> bool {
        loop {
            match self.peek() {
                Some(c) if is_space(c) => self.bump(),
                Some(_) => return true,
                None => return false,
            }
        }
    }
}

/// Why a conversion stopped the call.
enum Fail {
    /// The input ended (counts as `EOF` before the first conversion).
    Input,
    /// The input did not match.
    Matching,
}

/// Runs format `fmt` over `src`.
pub(crate) fn scan(fmt: &[u8], src: &mut dyn Source) -> Result<Scanned, String> {
    let mut inp = Counted { src, taken: 0 };
    let mut stores = Vec::new();
    let mut assigned = 0i32;
    // Whether any conversion (or literal) matched yet: `EOF` only before that.
    let mut matched_any = false;
    let mut i = 0;
    let fail = |f: Fail, assigned: i32, matched_any: bool, stores: Vec<Store>| Scanned {
        result: match f {
            Fail::Input if !matched_any && assigned == 0 => -1,
            _ => assigned,
        },
        stores,
    };
    while i < fmt.len() {
        let c = fmt[i];
        if is_space(c) {
            while i < fmt.len() && is_space(fmt[i]) {
                i += 1;
            }
            inp.skip_space();
            continue;
        }
        if c != b'%' {
            i += 1;
            match inp.peek() {
                Some(x) if x == c => {
                    inp.bump();
                    matched_any = true;
                }
                Some(_) => return Ok(fail(Fail::Matching, assigned, matched_any, stores)),
                None => return Ok(fail(Fail::Input, assigned, matched_any, stores)),
            }
            continue;
        }
        // A conversion: %[*][width][length]conv
        i += 1;
        let suppress = fmt.get(i) == Some(&b'*');
        if suppress {
            i += 1;
        }
        let mut width: Option<u64> = None;
        while let Some(d) = fmt.get(i).filter(|d| d.is_ascii_digit()) {
            width = Some(
                width
                    .unwrap_or(0)
                    .saturating_mul(10)
                    .saturating_add((d - b'0') as u64),
            );
            i += 1;
        }
        let mut len = 0u8; // 0: default; 1 hh, 2 h, 8 l/ll/j/z/t, 16 L
        let mut long_double = false;
        loop {
            match fmt.get(i) {
                Some(b'h') if len == 2 => len = 1,
                Some(b'h') => len = 2,
                Some(b'l' | b'j' | b'z' | b't' | b'q') => len = 8,
                Some(b'L') => {
                    len = 8;
                    long_double = true;
                }
                _ => break,
            }
            i += 1;
        }
        let Some(&conv) = fmt.get(i) else {
            return Err("scanf: the format ends inside a conversion".into());
        };
        i += 1;
        let int_bytes = if len == 0 { 4 } else { len };
        let w = width.filter(|&w| w > 0).unwrap_or(u64::MAX);
        match conv {
            b'%' => {
                inp.skip_space();
                match inp.peek() {
                    Some(b'%') => inp.bump(),
                    Some(_) => return Ok(fail(Fail::Matching, assigned, matched_any, stores)),
                    None => return Ok(fail(Fail::Input, assigned, matched_any, stores)),
                }
            }
            b'n' => {
                if !suppress {
                    stores.push(Store::Int {
                        bytes: int_bytes,
                        v: inp.taken,
                    });
                }
            }
            b'd' | b'i' | b'u' | b'o' | b'x' | b'X' | b'p' => {
                if !inp.skip_space() {
                    return Ok(fail(Fail::Input, assigned, matched_any, stores));
                }
                let base = match conv {
                    b'd' | b'u' => 10,
                    b'i' => 0,
                    b'o' => 8,
                    _ => 16,
                };
                let Some(v) = scan_int(&mut inp, w, base, conv == b'd' || conv == b'i') else {
                    return Ok(fail(Fail::Matching, assigned, matched_any, stores));
                };
                matched_any = true;
                if !suppress {
                    let bytes = if conv == b'p' { 8 } else { int_bytes };
                    stores.push(Store::Int { bytes, v });
                    assigned += 1;
                }
            }
            b'f' | b'F' | b'e' | b'E' | b'g' | b'G' | b'a' | b'A' => {
                if long_double {
                    return Err("unsupported: scanf of long double (%L)".into());
                }
                if !inp.skip_space() {
                    return Ok(fail(Fail::Input, assigned, matched_any, stores));
                }
                let Some(v) = scan_float(&mut inp, w) else {
                    return Ok(fail(Fail::Matching, assigned, matched_any, stores));
                };
                matched_any = true;
                if !suppress {
                    stores.push(if len == 8 {
                        Store::F64(v)
                    } else {
                        Store::F32(v as f32)
                    });
                    assigned += 1;
                }
            }
            b's' => {
                if !inp.skip_space() {
                    return Ok(fail(Fail::Input, assigned, matched_any, stores));
                }
                let mut s = Vec::new();
                while (s.len() as u64) < w {
                    match inp.peek() {
                        Some(c) if !is_space(c) => {
                            s.push(c);
                            inp.bump();
                        }
                        _ => break,
                    }
                }
                matched_any = true;
                if !suppress {
                    s.push(0);
                    stores.push(Store::Chars(s));
                    assigned += 1;
                }
            }
            b'c' => {
                let n = width.filter(|&w| w > 0).unwrap_or(1);
                let mut s = Vec::new();
                while (s.len() as u64) < n {
                    match inp.peek() {
                        Some(c) => {
                            s.push(c);
                            inp.bump();
                        }
                        None => break,
                    }
                }
                if s.is_empty() {
                    return Ok(fail(Fail::Input, assigned, matched_any, stores));
                }
                matched_any = true;
                if !suppress {
                    stores.push(Store::Chars(s));
                    assigned += 1;
                }
            }
            b'[' => {
                let (set, next) = scanset(fmt, i)?;
                i = next;
                let mut s = Vec::new();
                while (s.len() as u64) < w {
                    match inp.peek() {
                        Some(c) if set[c as usize] => {
                            s.push(c);
                            inp.bump();
                        }
                        _ => break,
                    }
                }
                if s.is_empty() {
                    let f = if inp.peek().is_none() {
                        Fail::Input
                    } else {
                        Fail::Matching
                    };
                    return Ok(fail(f, assigned, matched_any, stores));
                }
                matched_any = true;
                if !suppress {
                    s.push(0);
                    stores.push(Store::Chars(s));
                    assigned += 1;
                }
            }
            c => return Err(format!("unsupported: scanf conversion '%{}'", c as char)),
        }
    }
    Ok(Scanned {
        result: assigned,
        stores,
    })
}

/// The set of a `%[` conversion starting at `fmt[i]` (after the `[`): which bytes it takes,
/// and the format position after its `]`.
fn scanset(fmt: &[u8], mut i: usize) -> Result<([bool; 256], usize), String> {
    let negate = fmt.get(i) == Some(&b'^');
    if negate {
        i += 1;
    }
    let mut set = [false; 256];
    let start = i;
    loop {
        let Some(&c) = fmt.get(i) else {
            return Err("scanf: '%[' without its closing ']'".into());
        };
        if c == b']' && i > start {
            i += 1;
            break;
        }
        // `a-z` is a range unless '-' is first or last.
        if fmt.get(i + 1) == Some(&b'-') && fmt.get(i + 2).is_some_and(|&e| e != b']') {
            let e = fmt[i + 2];
            for b in c.min(e)..=c.max(e) {
                set[b as usize] = true;
            }
            i += 3;
        } else {
            set[c as usize] = true;
            i += 1;
        }
    }
    if negate {
        for b in set.iter_mut() {
            *b = !*b;
        }
    }
    Ok((set, i))
}

fn digit(c: u8, base: u32) -> Option<u32> {
    (c as char).to_digit(base)
}

/// An integer of base `base` (0: by its prefix) taking at most `w` bytes; its value as
/// `strtol` (`signed`) or `strtoul` give it, or `None` when no digit matched.
fn scan_int(inp: &mut Counted<'_>, w: u64, base: u32, signed: bool) -> Option<u64> {
    let mut n = 0u64;
    let mut neg = false;
    if let Some(c @ (b'+' | b'-')) = inp.peek() {
        if n < w {
            neg = c == b'-';
            inp.bump();
            n += 1;
        }
    }
    let mut base = base;
    let mut digits = 0u32;
    let mut v: u128 = 0;
    let mut over = false;
    if (base == 0 || base == 16) && n < w && inp.peek() == Some(b'0') {
        inp.bump();
        n += 1;
        digits = 1;
        if n < w && matches!(inp.peek(), Some(b'x' | b'X')) {
            inp.bump();
            n += 1;
            base = 16;
        } else if base == 0 {
            base = 8;
        }
    }
    if base == 0 {
        base = 10;
    }
    while n < w {
        let Some(d) = inp.peek().and_then(|c| digit(c, base)) else {
            break;
        };
        inp.bump();
        n += 1;
        digits += 1;
        v = v * base as u128 + d as u128;
        if v > u64::MAX as u128 {
            over = true;
            v = u64::MAX as u128;
        }
    }
    if digits == 0 {
        return None;
    }
    let v = v as u64;
    Some(if signed {
        let lim = if neg { 1u64 << 63 } else { i64::MAX as u64 };
        let m = if over || v > lim { lim } else { v };
        if neg {
            m.wrapping_neg()
        } else {
            m
        }
    } else if over {
        u64::MAX
    } else if neg {
        v.wrapping_neg()
    } else {
        v
    })
}

/// A floating-point number (as `strtod` reads it) taking at most `w` bytes, or `None` when
/// the input item is not one.
fn scan_float(inp: &mut Counted<'_>, w: u64) -> Option<f64> {
    let mut s: Vec<u8> = Vec::new();
    let take = |inp: &mut Counted<'_>, s: &mut Vec<u8>, ok: &dyn Fn(u8) -> bool| -> bool {
        match inp.peek() {
            Some(c) if (s.len() as u64) < w && ok(c) => {
                s.push(c);
                inp.bump();
                true
            }
            _ => false,
        }
    };
    take(inp, &mut s, &|c| c == b'+' || c == b'-');
    let lower = |c: u8| c.to_ascii_lowercase();
    let neg = s.first() == Some(&b'-');
    // glibc reads "nan" (not a following "(...)"), and "inf" or "infinity" whole.
    match inp.peek().map(lower) {
        Some(b'n') => {
            for &want in b"nan" {
                if !take(inp, &mut s, &|c| lower(c) == want) {
                    return None;
                }
            }
            return Some(if neg { -f64::NAN } else { f64::NAN });
        }
        Some(b'i') => {
            for &want in b"inf" {
                if !take(inp, &mut s, &|c| lower(c) == want) {
                    return None;
                }
            }
            if inp.peek().map(lower) == Some(b'i') {
                for &want in b"inity" {
                    if !take(inp, &mut s, &|c| lower(c) == want) {
                        return None;
                    }
                }
            }
            return Some(if neg {
                f64::NEG_INFINITY
            } else {
                f64::INFINITY
            });
        }
        _ => {}
    }
    let mut hex = false;
    let mut mant = 0;
    if take(inp, &mut s, &|c| c == b'0') {
        mant = 1;
        if take(inp, &mut s, &|c| c == b'x' || c == b'X') {
            hex = true;
            mant = 0;
        }
    }
    let is_digit = move |c: u8| {
        if hex {
            c.is_ascii_hexdigit()
        } else {
            c.is_ascii_digit()
        }
    };
    while take(inp, &mut s, &is_digit) {
        mant += 1;
    }
    let point = take(inp, &mut s, &|c| c == b'.');
    if point {
        while take(inp, &mut s, &is_digit) {
            mant += 1;
        }
    }
    // glibc takes "0x." as zero (and no exponent after it), but not "0x" or ".".
    if mant == 0 {
        return (hex && point).then_some(if neg { -0.0 } else { 0.0 });
    }
    let e = if hex { b'p' } else { b'e' };
    if take(inp, &mut s, &|c| lower(c) == e) {
        // An exponent without digits ("100e", "1e+") is taken and ignored, as glibc does.
        take(inp, &mut s, &|c| c == b'+' || c == b'-');
        while take(inp, &mut s, &|c: u8| c.is_ascii_digit()) {}
    }
    Some(super::strto::parse_float(&s).0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(fmt: &str, input: &str) -> (i32, Vec<Store>, usize) {
        let mut src = Bytes {
            s: input.as_bytes(),
            at: 0,
        };
        let r = scan(fmt.as_bytes(), &mut src).expect("scan");
        (r.result, r.stores, src.at)
    }

    fn int(bytes: u8, v: i64) -> Store {
        Store::Int { bytes, v: v as u64 }
    }

    /// Expected values are glibc 2.36's, from a native run of the same calls.
    #[test]
    fn integers_like_glibc() {
        assert_eq!(
            run("%d %d", " 12  -34x"),
            (2, vec![int(4, 12), int(4, -34)], 8)
        );
        assert_eq!(
            run("%i %i %i", "0x1f 017 -9"),
            (3, vec![int(4, 31), int(4, 15), int(4, -9)], 11)
        );
        assert_eq!(
            run("%x %o %u", "FF 17 -1"),
            (3, vec![int(4, 255), int(4, 15), int(4, -1)], 8)
        );
        assert_eq!(run("%3d%d", "12345"), (2, vec![int(4, 123), int(4, 45)], 5));
        assert_eq!(
            run("%hhd %hd %ld %lld", "1 2 3 4").1,
            vec![int(1, 1), int(2, 2), int(8, 3), int(8, 4)]
        );
        assert_eq!(run("%ld", "99999999999999999999").1, vec![int(8, i64::MAX)]);
        assert_eq!(run("%d", "abc"), (0, vec![], 0));
        assert_eq!(run("%d", "   "), (-1, vec![], 3));
        assert_eq!(run("%*d %d%n", "5 6"), (1, vec![int(4, 6), int(4, 3)], 3));
    }

    #[test]
    fn strings_sets_and_chars() {
        let cs = |s: &str| Store::Chars(s.as_bytes().to_vec());
        assert_eq!(
            run("%s %3s", "hello world"),
            (2, vec![cs("hello\0"), cs("wor\0")], 9)
        );
        assert_eq!(run("%c%c", " ab"), (2, vec![cs(" "), cs("a")], 2));
        assert_eq!(
            run("%[a-c]%[^\n]", "abcabd rest\n"),
            (2, vec![cs("abcab\0"), cs("d rest\0")], 11)
        );
        assert_eq!(run("%[]x]", "]]x!"), (1, vec![cs("]]x\0")], 3));
        assert_eq!(run("a%%b%d", "a%b7"), (1, vec![int(4, 7)], 4));
        assert_eq!(run("x%d", "y1"), (0, vec![], 0));
        assert_eq!(run("%s", ""), (-1, vec![], 0));
    }

    #[test]
    fn floats_like_strtod() {
        assert_eq!(
            run("%lf %f", "1.5e3 -0.25").1,
            vec![Store::F64(1500.0), Store::F32(-0.25)]
        );
        assert_eq!(run("%lf", "0x1.8p1").1, vec![Store::F64(3.0)]);
        assert_eq!(
            run("%lf%lf", "inf -INFINITY").1,
            vec![Store::F64(f64::INFINITY), Store::F64(f64::NEG_INFINITY)]
        );
        assert_eq!(run("%4lf", "2.71828"), (1, vec![Store::F64(2.71)], 4));
        // glibc 2.36 on odd inputs: (input, result, value, bytes taken).
        let nan = f64::NAN;
        for (input, r, v, n) in [
            ("100ergs", 1, 100.0, 4),
            ("1e+", 1, 1.0, 3),
            ("1.e5", 1, 1e5, 4),
            (".5", 1, 0.5, 2),
            (".", 0, 0.0, 1),
            ("-.e1", 0, 0.0, 2),
            ("0x", 0, 0.0, 2),
            ("0x.p1", 1, 0.0, 3),
            ("nanx", 1, nan, 3),
            ("infin", 0, 0.0, 4),
            ("1e5x", 1, 1e5, 3),
            ("0x1p", 1, 1.0, 4),
            ("0x1.8", 1, 1.5, 5),
            ("+", 0, 0.0, 1),
            ("-inf", 1, f64::NEG_INFINITY, 4),
            ("nan(12ab)z", 1, nan, 3),
            ("0x1g", 1, 1.0, 3),
        ] {
            let (got, stores, taken) = run("%lf", input);
            assert_eq!(got, r, "{input}");
            if r == 1 {
                let Store::F64(x) = stores[0] else {
                    panic!("{input}")
                };
                assert!(x == v || (x.is_nan() && v.is_nan()), "{input}: {x}");
                assert_eq!(taken, n, "{input}");
            }
        }
        assert!(scan(b"%Lf", &mut Bytes { s: b"1", at: 0 }).is_err());
    }
}
