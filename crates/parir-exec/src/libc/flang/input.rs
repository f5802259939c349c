//! List-directed input (`READ *` from standard input, `READ (str, *)` from a character
//! variable), as Fortran 2018 13.10.3 reads it: values separated by blanks, commas or record
//! ends, null values (`,,`), repeat counts (`3*0`, `2*`), `/` ending the statement,
//! delimited and undelimited character values, complex `(re, im)`, logical `T`/`.false.`.
//! A statement starts a new record and skips the rest of its last one. Bad input or the end
//! of the input is a located error (parir has no `IOSTAT=` handling).

use super::Desc;
use crate::builtins::{err, me};
use crate::interp::{Machine, Stop};

type R<T> = Result<T, Stop>;

/// Where an input statement reads.
pub(crate) enum Source {
    Stdin,
    /// The records of an internal file not read yet.
    Internal(std::collections::VecDeque<Vec<u8>>),
}

/// An input statement in progress.
pub(crate) struct InStmt {
    src: Source,
    rec: Vec<u8>,
    pos: usize,
    /// Whether a record has been read (the statement's first).
    started: bool,
    /// A value was read and its separator not yet consumed.
    pending_sep: bool,
    /// `/` ended the statement.
    done: bool,
    /// A repeat count in progress: how many more, and the value (None: nulls).
    repeat: Option<(u64, Option<Vec<u8>>)>,
    pub(crate) source: String,
}

impl InStmt {
    pub(crate) fn new(src: Source, source: String) -> Self {
        InStmt {
            src,
            rec: Vec::new(),
            pos: 0,
            started: false,
            pending_sep: false,
            done: false,
            repeat: None,
            source,
        }
    }
}

/// One value's text: None for a null value.
type Token = Option<Vec<u8>>;

impl Machine<'_> {
    /// Reads the next record of the statement; false at the end of the input.
    fn in_record(&mut self, st: &mut InStmt) -> R<bool> {
        st.pos = 0;
        st.rec.clear();
        match &mut st.src {
            Source::Internal(recs) => match recs.pop_front() {
                Some(r) => {
                    st.rec = r;
                    Ok(true)
                }
                None => Ok(false),
            },
            Source::Stdin => {
                self.flush_before_input()?;
                let mut any = false;
                while let Some(b) = self.read_stdin_byte() {
                    any = true;
                    if b == b'\n' {
                        break;
                    }
                    st.rec.push(b);
                }
                Ok(any)
            }
        }
    }

    /// The next character, reading records as needed when `cross`.
    fn in_peek(&mut self, st: &mut InStmt, cross: bool) -> R<Option<u8>> {
        loop {
            if !st.started {
                st.started = true;
                if !self.in_record(st)? {
                    return Ok(None);
                }
            }
            if st.pos < st.rec.len() {
                return Ok(Some(st.rec[st.pos]));
            }
            // A record end separates values like a blank.
            if !cross || !self.in_record(st)? {
                return Ok(None);
            }
        }
    }

    fn in_skip_blanks(&mut self, st: &mut InStmt) -> R<Option<u8>> {
        loop {
            match self.in_peek(st, true)? {
                Some(b' ' | b'\t' | b'\r') => {
                    if st.pos < st.rec.len() {
                        st.pos += 1;
                    }
                }
                c => return Ok(c),
            }
        }
    }

    /// The next value of the statement (None: a null value, or the statement ended).
    fn in_token(&mut self, st: &mut InStmt) -> R<Token> {
        if st.done {
            return Ok(None);
        }
        if let Some((n, v)) = st.repeat.take() {
            if n > 1 {
                st.repeat = Some((n - 1, v.clone()));
            }
            return Ok(v);
        }
        let mut c = self.in_skip_blanks(st)?;
        if st.pending_sep && c == Some(b',') {
            st.pos += 1;
            c = self.in_skip_blanks(st)?;
        }
        st.pending_sep = false;
        let Some(c) = c else {
            return Err(err("end of file in list-directed input"));
        };
        match c {
            b',' => {
                st.pos += 1;
                return Ok(None);
            }
            b'/' => {
                st.done = true;
                return Ok(None);
            }
            b'\'' | b'"' => {
                st.pos += 1;
                let mut v = Vec::new();
                loop {
                    if st.pos >= st.rec.len() {
                        if !self.in_record(st)? {
                            return Err(err("end of file in a character value"));
                        }
                        continue;
                    }
                    let b = st.rec[st.pos];
                    st.pos += 1;
                    if b == c {
                        if st.rec.get(st.pos) == Some(&c) {
                            st.pos += 1;
                            v.push(c);
                        } else {
                            break;
                        }
                    } else {
                        v.push(b);
                    }
                }
                st.pending_sep = true;
                // Marked as delimited: a leading NUL never appears in input text.
                let mut t = vec![0u8];
                t.extend(v);
                return Ok(Some(t));
            }
            b'(' => {
                let mut v = Vec::new();
                loop {
                    if st.pos >= st.rec.len() {
                        if !self.in_record(st)? {
                            return Err(err("end of file in a complex value"));
                        }
                        continue;
                    }
                    let b = st.rec[st.pos];
                    st.pos += 1;
                    v.push(b);
                    if b == b')' {
                        break;
                    }
                }
                st.pending_sep = true;
                return Ok(Some(v));
            }
            _ => {}
        }
        let start = st.pos;
        while st.pos < st.rec.len() && !matches!(st.rec[st.pos], b' ' | b'\t' | b',' | b'/' | b'\r')
        {
            st.pos += 1;
        }
        let t = st.rec[start..st.pos].to_vec();
        st.pending_sep = true;
        // r*value and r* (r nulls).
        if let Some(star) = t.iter().position(|&b| b == b'*') {
            if star > 0 && t[..star].iter().all(u8::is_ascii_digit) {
                let n: u64 = std::str::from_utf8(&t[..star])
                    .ok()
                    .and_then(|s| s.parse().ok())
                    .unwrap_or(0);
                if n == 0 {
                    return Err(err("a repeat count of zero in list-directed input"));
                }
                let v = if star + 1 == t.len() {
                    None
                } else {
                    Some(t[star + 1..].to_vec())
                };
                if n > 1 {
                    st.repeat = Some((n - 1, v.clone()));
                }
                return Ok(v);
            }
        }
        Ok(Some(t))
    }

    /// Reads one item of category/kind `ck` (`len` bytes) into memory at `a`.
    pub(crate) fn in_item(&mut self, st: &mut InStmt, a: u64, ck: (u8, u8), len: u64) -> R<()> {
        let Some(t) = self.in_token(st)? else {
            return Ok(()); // a null value leaves the item as it was
        };
        let text = if t.first() == Some(&0) {
            &t[1..]
        } else {
            &t[..]
        };
        let s = String::from_utf8_lossy(text).trim().to_string();
        let bad = |what: &str| err(format!("bad {what} input '{s}' in list-directed input"));
        let m = &self.mem;
        match ck.0 {
            b'I' => {
                let v: i128 = s
                    .trim_start_matches('+')
                    .parse()
                    .map_err(|_| bad("integer"))?;
                m.store128(a, u64::from(ck.1), v as u128).map_err(me)?;
            }
            b'R' => {
                let v = parse_real(&s).ok_or_else(|| bad("real"))?;
                store_real(self, a, ck.1, v, &s)?;
            }
            b'C' => {
                let inner = s
                    .strip_prefix('(')
                    .and_then(|x| x.strip_suffix(')'))
                    .ok_or_else(|| bad("complex"))?;
                let (re, im) = inner.split_once(',').ok_or_else(|| bad("complex"))?;
                let (re, im) = (re.trim(), im.trim());
                let step = if ck.1 == 4 { 4 } else { 8 };
                store_real(
                    self,
                    a,
                    ck.1,
                    parse_real(re).ok_or_else(|| bad("complex"))?,
                    re,
                )?;
                store_real(
                    self,
                    a + step,
                    ck.1,
                    parse_real(im).ok_or_else(|| bad("complex"))?,
                    im,
                )?;
            }
            b'L' => {
                let l = s.trim_start_matches('.').to_ascii_uppercase();
                let v = match l.as_bytes().first() {
                    Some(b'T') => 1,
                    Some(b'F') => 0,
                    _ => return Err(bad("logical")),
                };
                m.store128(a, u64::from(ck.1), v).map_err(me)?;
            }
            _ => {
                let mut v = text.to_vec();
                v.resize(len as usize, b' ');
                m.write_bytes(a, &v).map_err(me)?;
            }
        }
        Ok(())
    }

    pub(crate) fn in_descriptor(&mut self, st: &mut InStmt, d: &Desc) -> R<()> {
        let ck = d.category().map_err(err)?;
        if ck.0 == b'R' && ck.1 == 10 || ck.0 == b'A' && d.ty != 40 {
            return Err(err("list-directed input of this type (parir has kinds 4 and 8 reals, kind 1 characters)"));
        }
        for a in d.addrs() {
            self.in_item(st, a, ck, d.elem_len)?;
        }
        Ok(())
    }
}

/// A Fortran real's text (`1.5`, `-2.5d3`, `1.5+3`, `.5E-2`, `Inf`, `NaN`) as `f64` text
/// Rust parses with correct rounding.
fn parse_real(s: &str) -> Option<String> {
    let mut t: String = s.replace(['d', 'D', 'q', 'Q'], "e");
    // An exponent without its letter: a sign after a digit or the point.
    if let Some(k) = t
        .char_indices()
        .skip(1)
        .find(|&(k, c)| {
            matches!(c, '+' | '-') && {
                let p = t.as_bytes()[k - 1];
                p.is_ascii_digit() || p == b'.'
            }
        })
        .map(|(k, _)| k)
    {
        t.insert(k, 'e');
    }
    let ok = t.parse::<f64>().is_ok();
    ok.then_some(t)
}

fn store_real(m: &Machine<'_>, a: u64, kind: u8, text: String, orig: &str) -> R<()> {
    match kind {
        4 => {
            let v: f32 = text
                .parse()
                .map_err(|_| err(format!("bad real input '{orig}'")))?;
            m.mem.store(a, 4, u64::from(v.to_bits())).map_err(me)
        }
        8 => {
            let v: f64 = text
                .parse()
                .map_err(|_| err(format!("bad real input '{orig}'")))?;
            m.mem.store(a, 8, v.to_bits()).map_err(me)
        }
        k => Err(err(format!("list-directed input of real({k})"))),
    }
}
