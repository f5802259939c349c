//! Fortran FORMAT specifications (Fortran 2018 13.2-13.8) as flang's runtime reads them:
//! parsed once per statement into a flat list of operations, then run as format control
//! runs them, one data edit descriptor per list item, with groups, repeat counts,
//! unlimited repetition and format reversion.

use super::edit::{DataEdit, ListPart, Modes, Round};

/// One operation of a parsed format.
#[derive(Clone, Debug)]
pub(crate) enum Op {
    /// `r(`: a group repeated `rep` times (`None`: unlimited, `*(`), closed at `close`.
    Open {
        rep: Option<u32>,
        close: usize,
    },
    /// `)` of the group opened at `open`.
    Close {
        open: usize,
    },
    /// A data edit descriptor repeated `rep` times.
    Data {
        rep: u32,
        edit: DataEdit,
    },
    /// A character string edit descriptor (`'...'`, `"..."`, `nH...`).
    Literal(Vec<u8>),
    /// `nX`, `TRn`: move right; `TLn`: move left; `Tn`: to column n.
    Right(usize),
    Left(usize),
    Tab(usize),
    /// `n/`: end the record (n times).
    Slash(u32),
    /// `:`: stop when no list item remains.
    Colon,
    /// A mode change: `kP`, `S`/`SP`/`SS`, `DC`/`DP`, `RU`/.../`RP`, `BN`/`BZ` (input only).
    Mode(ModeChange),
}

#[derive(Clone, Copy, Debug)]
pub(crate) enum ModeChange {
    Scale(i32),
    SignPlus(bool),
    DecimalComma(bool),
    Round(Round),
    Blank,
}

impl ModeChange {
    pub(crate) fn apply(self, m: &mut Modes) {
        match self {
            ModeChange::Scale(k) => m.scale = k,
            ModeChange::SignPlus(b) => m.sign_plus = b,
            ModeChange::DecimalComma(b) => m.decimal_comma = b,
            ModeChange::Round(r) => m.round = r,
            ModeChange::Blank => {}
        }
    }
}

struct Parser<'a> {
    s: &'a [u8],
    k: usize,
}

impl Parser<'_> {
    fn peek(&mut self) -> Option<u8> {
        while self.k < self.s.len() && matches!(self.s[self.k], b' ' | b'\t') {
            self.k += 1;
        }
        self.s.get(self.k).map(|c| c.to_ascii_uppercase())
    }
    fn bump(&mut self) -> Option<u8> {
        let c = self.peek();
        self.k += 1;
        c
    }
    fn int(&mut self) -> Option<i64> {
        let mut v: Option<i64> = None;
        while let Some(c) = self.peek().filter(u8::is_ascii_digit) {
            self.k += 1;
            v = Some(
                v.unwrap_or(0)
                    .saturating_mul(10)
                    .saturating_add(i64::from(c - b'0')),
            );
        }
        v
    }
    fn err(&self, what: &str) -> String {
        format!(
            "format '{}': {what} at column {}",
            String::from_utf8_lossy(self.s),
            self.k + 1
        )
    }
}

/// Parses a format specification (with its parentheses); a located message on a
/// descriptor flang's output does not support.
pub(crate) fn parse(text: &[u8]) -> Result<Vec<Op>, String> {
    // A character format may be followed by anything after its closing parenthesis.
    let mut p = Parser { s: text, k: 0 };
    if p.bump() != Some(b'(') {
        return Err(p.err("a format must start with '('"));
    }
    let mut ops = vec![Op::Open {
        rep: Some(1),
        close: 0,
    }];
    let mut stack = vec![0usize];
    loop {
        let Some(c) = p.peek() else {
            return Err(p.err("missing ')'"));
        };
        match c {
            b',' => {
                p.k += 1;
                continue;
            }
            b')' => {
                p.k += 1;
                let open = stack.pop().unwrap_or(0);
                let close = ops.len();
                if let Op::Open { close: c, .. } = &mut ops[open] {
                    *c = close;
                }
                ops.push(Op::Close { open });
                if stack.is_empty() {
                    return check_sizes(ops).map_err(|what| p.err(&what));
                }
                continue;
            }
            b'\'' | b'"' => {
                p.k += 1;
                let mut lit = Vec::new();
                loop {
                    match p.s.get(p.k) {
                        None => return Err(p.err("unterminated character string")),
                        Some(&q) if q == c => {
                            if p.s.get(p.k + 1) == Some(&c) {
                                lit.push(c);
                                p.k += 2;
                            } else {
                                p.k += 1;
                                break;
                            }
                        }
                        Some(&b) => {
                            lit.push(b);
                            p.k += 1;
                        }
                    }
                }
                ops.push(Op::Literal(lit));
                continue;
            }
            b':' => {
                p.k += 1;
                ops.push(Op::Colon);
                continue;
            }
            b'/' => {
                p.k += 1;
                ops.push(Op::Slash(1));
                continue;
            }
            _ => {}
        }
        // An optional repeat count or scale factor (signed before P).
        let neg = if matches!(c, b'-' | b'+') {
            p.k += 1;
            c == b'-'
        } else {
            false
        };
        let num = p.int();
        let Some(c) = p.bump() else {
            return Err(p.err("missing ')'"));
        };
        let rep = num.map(|n| n.clamp(0, i64::from(u32::MAX)) as u32);
        match c {
            b'(' => {
                stack.push(ops.len());
                ops.push(Op::Open {
                    rep: Some(rep.unwrap_or(1)),
                    close: 0,
                });
            }
            b'*' if num.is_none() && p.peek() == Some(b'(') => {
                p.k += 1;
                stack.push(ops.len());
                ops.push(Op::Open {
                    rep: None,
                    close: 0,
                });
            }
            b'P' => {
                let k = num.ok_or_else(|| p.err("'P' needs a scale factor"))? as i32;
                ops.push(Op::Mode(ModeChange::Scale(if neg { -k } else { k })));
            }
            b'X' => ops.push(Op::Right(rep.unwrap_or(1) as usize)),
            b'/' => ops.push(Op::Slash(rep.unwrap_or(1))),
            b'H' => {
                let n = rep.ok_or_else(|| p.err("'H' needs a count"))? as usize;
                let end = (p.k + n).min(p.s.len());
                ops.push(Op::Literal(p.s[p.k..end].to_vec()));
                p.k = end;
            }
            b'T' => match p.peek() {
                Some(b'L') => {
                    p.k += 1;
                    let n = p.int().ok_or_else(|| p.err("'TL' needs a count"))?;
                    ops.push(Op::Left(n as usize));
                }
                Some(b'R') => {
                    p.k += 1;
                    let n = p.int().ok_or_else(|| p.err("'TR' needs a count"))?;
                    ops.push(Op::Right(n as usize));
                }
                _ => {
                    let n = p.int().ok_or_else(|| p.err("'T' needs a column"))?;
                    ops.push(Op::Tab(n.max(1) as usize));
                }
            },
            b'S' => {
                let plus = match p.peek() {
                    Some(b'P') => {
                        p.k += 1;
                        true
                    }
                    Some(b'S') => {
                        p.k += 1;
                        false
                    }
                    _ => false,
                };
                ops.push(Op::Mode(ModeChange::SignPlus(plus)));
            }
            b'B' if matches!(p.peek(), Some(b'N' | b'Z')) => {
                p.k += 1;
                ops.push(Op::Mode(ModeChange::Blank));
            }
            b'R' => {
                let r = match p.bump() {
                    Some(b'U') => Round::Up,
                    Some(b'D') => Round::Down,
                    Some(b'Z') => Round::ToZero,
                    Some(b'N') | Some(b'P') => Round::Nearest,
                    Some(b'C') => Round::Compatible,
                    _ => return Err(p.err("unknown rounding mode")),
                };
                ops.push(Op::Mode(ModeChange::Round(r)));
            }
            b'D' if matches!(p.peek(), Some(b'C' | b'P')) => {
                let comma = p.bump() == Some(b'C');
                ops.push(Op::Mode(ModeChange::DecimalComma(comma)));
            }
            b'D' if p.peek() == Some(b'T') => {
                return Err(p.err("unsupported edit descriptor 'DT' (derived-type I/O)"))
            }
            b'I' | b'B' | b'O' | b'Z' | b'F' | b'E' | b'D' | b'G' | b'L' | b'A' => {
                let mut variation = 0;
                if c == b'E' && matches!(p.peek(), Some(b'S' | b'N' | b'X')) {
                    variation = p.bump().unwrap_or(0);
                    if variation == b'X' {
                        return Err(p.err("unsupported edit descriptor 'EX'"));
                    }
                }
                let width = p.int().map(|w| w as i32);
                let mut digits = None;
                let mut expo_digits = None;
                if width.is_some() && p.peek() == Some(b'.') {
                    p.k += 1;
                    digits = Some(p.int().ok_or_else(|| p.err("missing digits after '.'"))? as i32);
                    if matches!(c, b'E' | b'D' | b'G') && p.peek() == Some(b'E') {
                        p.k += 1;
                        expo_digits =
                            Some(p.int().ok_or_else(|| p.err("missing exponent digits"))? as i32);
                    }
                }
                ops.push(Op::Data {
                    rep: rep.unwrap_or(1),
                    edit: DataEdit {
                        desc: c,
                        variation,
                        width,
                        digits,
                        expo_digits,
                        list: ListPart::No,
                        modes: Modes::default(),
                    },
                });
            }
            b'Q' | b'$' | b'\\' => {
                return Err(p.err(&format!("unsupported edit descriptor '{}'", c as char)))
            }
            _ => return Err(p.err(&format!("unknown edit descriptor '{}'", c as char))),
        }
    }
}

/// The largest field width, digit count or position a format may give (a record of a
/// million characters is far beyond any program's, and bounds what one edit allocates).
const MAX_FIELD: i64 = 1 << 20;

fn check_sizes(ops: Vec<Op>) -> Result<Vec<Op>, String> {
    for op in &ops {
        let big = match op {
            Op::Data { edit, .. } => [edit.width, edit.digits, edit.expo_digits]
                .iter()
                .any(|v| v.is_some_and(|v| i64::from(v) > MAX_FIELD || v < 0)),
            Op::Right(n) | Op::Left(n) | Op::Tab(n) => *n as i64 > MAX_FIELD,
            _ => false,
        };
        if big {
            return Err(format!("a width or position above {MAX_FIELD}"));
        }
    }
    Ok(ops)
}

/// Where format control stands: the operation, the repeat counts of the open groups and of
/// the data edit descriptor being repeated.
#[derive(Default)]
pub(crate) struct Control {
    pub pc: usize,
    stack: Vec<(usize, Option<u32>)>,
    data_left: u32,
    /// Data edit descriptors taken since format control last started at the beginning.
    data_seen: bool,
}

/// What format control asks the statement to do next.
pub(crate) enum Step {
    Data(DataEdit),
    Literal(Vec<u8>),
    Right(usize),
    Left(usize),
    Tab(usize),
    Slash,
    Mode(ModeChange),
    /// The format is done for this statement.
    Done,
}

impl Control {
    /// The next thing to do; `finishing` once the list is exhausted (control then stops at
    /// the next data edit descriptor, `:` or the end).
    pub(crate) fn step(&mut self, ops: &[Op], finishing: bool) -> Result<Step, String> {
        loop {
            let Some(op) = ops.get(self.pc) else {
                return Ok(Step::Done);
            };
            match op {
                Op::Open { rep, .. } => {
                    self.stack.push((self.pc, rep.map(|r| r.saturating_sub(1))));
                    self.pc += 1;
                    if *rep == Some(0) {
                        // A group repeated zero times is skipped.
                        if let Op::Open { close, .. } = op {
                            self.stack.pop();
                            self.pc = close + 1;
                        }
                    }
                }
                Op::Close { open } => {
                    if self.stack.len() <= 1 {
                        if finishing {
                            return Ok(Step::Done);
                        }
                        if !self.data_seen {
                            return Err(
                                "the format has no data edit descriptor for the remaining items"
                                    .into(),
                            );
                        }
                        // Format reversion: a new record, and control goes back to the
                        // last group directly in the outer parentheses (or to the start).
                        self.data_seen = false;
                        let last_group = (1..ops.len())
                            .rev()
                            .find(|&k| matches!(ops[k], Op::Open { .. }) && self.top_level(ops, k));
                        self.stack.truncate(1);
                        self.pc = last_group.unwrap_or(1);
                        return Ok(Step::Slash);
                    }
                    let top = self.stack.len() - 1;
                    match &mut self.stack[top].1 {
                        Some(0) => {
                            self.stack.pop();
                            self.pc += 1;
                        }
                        Some(n) => {
                            *n -= 1;
                            self.pc = open + 1;
                        }
                        None => {
                            if !self.data_seen {
                                return Err(
                                    "an unlimited group without data edit descriptors".into()
                                );
                            }
                            if finishing {
                                return Ok(Step::Done);
                            }
                            self.pc = open + 1;
                        }
                    }
                }
                Op::Data { rep, edit } => {
                    if finishing {
                        return Ok(Step::Done);
                    }
                    if self.data_left == 0 {
                        self.data_left = (*rep).max(1);
                    }
                    self.data_left -= 1;
                    if self.data_left == 0 {
                        self.pc += 1;
                    }
                    self.data_seen = true;
                    return Ok(Step::Data(*edit));
                }
                Op::Colon => {
                    if finishing {
                        return Ok(Step::Done);
                    }
                    self.pc += 1;
                }
                op => {
                    self.pc += 1;
                    return Ok(match op {
                        Op::Literal(l) => Step::Literal(l.clone()),
                        Op::Right(n) => Step::Right(*n),
                        Op::Left(n) => Step::Left(*n),
                        Op::Tab(n) => Step::Tab(*n),
                        Op::Slash(n) => {
                            if *n > 1 {
                                // Come back for the remaining slashes.
                                self.pc -= 1;
                                if self.data_left == 0 {
                                    self.data_left = *n;
                                }
                                self.data_left -= 1;
                                if self.data_left == 0 {
                                    self.pc += 1;
                                }
                            }
                            Step::Slash
                        }
                        Op::Mode(m) => Step::Mode(*m),
                        _ => Step::Done,
                    });
                }
            }
        }
    }

    /// Whether the group opened at `k` is directly inside the outer parentheses.
    fn top_level(&self, ops: &[Op], k: usize) -> bool {
        let mut depth = 0i32;
        for op in &ops[1..k] {
            match op {
                Op::Open { .. } => depth += 1,
                Op::Close { .. } => depth -= 1,
                _ => {}
            }
        }
        depth == 0
    }
}
