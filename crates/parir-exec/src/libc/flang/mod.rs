//! flang-new-19's Fortran runtime (`_FortranA*`), as the programs flang compiles call it.
//!
//! - **I/O statements** (`_FortranAio*`): `PRINT` and `WRITE` to units 6 (`*`) and 0, and
//!   internal writes to a character scalar or array, list-directed or formatted. A
//!   statement starts with a `Begin*` call that returns a cookie, transfers each list item
//!   with an `Output*` call (scalars by value, arrays and other types through their
//!   descriptor) and ends with `EndIoStatement`. Items are edited as flang edits them
//!   ([`edit`]) under format control ([`format`]); list-directed records wrap where flang's
//!   do (79 columns on an external unit, the variable's length on an internal one).
//! - **List-directed input** ([`input`]): `READ *` from standard input and internal reads.
//! - **Derived types**: output component by component through flang's type information,
//!   assignment when no deep copy is needed.
//! - **Character, allocation, clock and random routines** ([`misc`]).
//! - **Array intrinsics and assignment** ([`array`]): `Assign`, `Trim`, `SUM`, `PRODUCT`,
//!   `MAXVAL`, `MINVAL` (whole array and `DIM=`, with `MASK=`), `DOT_PRODUCT`, `COUNT`,
//!   `ALL`, `ANY`, `MAXLOC`, `MINLOC`, `TRANSPOSE`, `MATMUL`, with flang's order of
//!   operations (its Kahan-style real sums included).
//! - **Program control**: `ProgramStart`, `ProgramEndStatement`, `STOP`/`ERROR STOP` (with
//!   flang's message on standard error and exit status) and `Exit`.
//!
//! A runtime routine or edit descriptor not listed here is a located error naming it, never
//! wrong output. Descriptors are flang's (`ISO_Fortran_binding.h`'s `CFI_cdesc_t`): base
//! address, element length, version, rank, type code, attribute, then per dimension the
//! lower bound, extent and byte stride.

pub mod array;
pub mod edit;
pub mod format;
pub mod input;
pub mod misc;

use self::edit::{DataEdit, ListPart, Modes, Real, Sink};
use self::format::{Control, Op, Step};
use super::Libc;
use crate::builtins::{err, me};
use crate::interp::{Machine, Stop};

type R<T> = Result<T, Stop>;

/// A routine of flang's runtime.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FlangCall {
    ProgramStart,
    ProgramEnd,
    BeginExternalListOutput,
    BeginExternalFormattedOutput,
    BeginInternalListOutput,
    BeginInternalFormattedOutput,
    BeginInternalArrayListOutput,
    BeginInternalArrayFormattedOutput,
    EnableHandlers,
    SetAdvance,
    /// `FLUSH(unit)`: a statement without transfer; stdout's buffer is written out.
    BeginFlush,
    /// `OutputInteger8/16/32/64/128`: the kind in bytes.
    OutputInteger(u8),
    /// `OutputReal32/64`: the kind.
    OutputReal(u8),
    OutputComplex(u8),
    OutputAscii,
    OutputCharacter,
    OutputLogical,
    OutputDescriptor,
    /// `OutputDerivedType(cookie, descriptor, table)`: each element's components in turn.
    OutputDerivedType,
    EndIoStatement,
    /// List-directed input ([`input`]).
    BeginExternalListInput,
    BeginInternalListInput,
    BeginInternalArrayListInput,
    /// `InputInteger(cookie, p, kind)`, `InputReal32/64`, `InputComplex32/64`.
    InputInteger,
    InputReal(u8),
    InputComplex(u8),
    InputAscii,
    InputCharacter,
    InputLogical,
    InputDescriptor,
    StopStatement,
    StopStatementText,
    Exit,
    Array(array::ArrayCall),
    Misc(misc::MiscCall),
}

/// The runtime routine `name` denotes.
pub fn resolve(name: &str) -> Option<Libc> {
    use FlangCall as F;
    let rest = name.strip_prefix("_FortranA")?;
    let f = match rest {
        "ProgramStart" => F::ProgramStart,
        "ProgramEndStatement" => F::ProgramEnd,
        "ioBeginExternalListOutput" => F::BeginExternalListOutput,
        "ioBeginExternalFormattedOutput" => F::BeginExternalFormattedOutput,
        "ioBeginInternalListOutput" => F::BeginInternalListOutput,
        "ioBeginInternalFormattedOutput" => F::BeginInternalFormattedOutput,
        "ioBeginInternalArrayListOutput" => F::BeginInternalArrayListOutput,
        "ioBeginInternalArrayFormattedOutput" => F::BeginInternalArrayFormattedOutput,
        "ioEnableHandlers" => F::EnableHandlers,
        "ioSetAdvance" => F::SetAdvance,
        "ioBeginFlush" => F::BeginFlush,
        "ioOutputInteger8" => F::OutputInteger(1),
        "ioOutputInteger16" => F::OutputInteger(2),
        "ioOutputInteger32" => F::OutputInteger(4),
        "ioOutputInteger64" => F::OutputInteger(8),
        "ioOutputInteger128" => F::OutputInteger(16),
        "ioOutputReal32" => F::OutputReal(4),
        "ioOutputReal64" => F::OutputReal(8),
        "ioOutputComplex32" => F::OutputComplex(4),
        "ioOutputComplex64" => F::OutputComplex(8),
        "ioOutputAscii" => F::OutputAscii,
        "ioOutputCharacter" => F::OutputCharacter,
        "ioOutputLogical" => F::OutputLogical,
        "ioOutputDescriptor" => F::OutputDescriptor,
        "ioOutputDerivedType" => F::OutputDerivedType,
        "ioEndIoStatement" => F::EndIoStatement,
        "ioBeginExternalListInput" => F::BeginExternalListInput,
        "ioBeginInternalListInput" => F::BeginInternalListInput,
        "ioBeginInternalArrayListInput" => F::BeginInternalArrayListInput,
        "ioInputInteger" => F::InputInteger,
        "ioInputReal32" => F::InputReal(4),
        "ioInputReal64" => F::InputReal(8),
        "ioInputComplex32" => F::InputComplex(4),
        "ioInputComplex64" => F::InputComplex(8),
        "ioInputAscii" => F::InputAscii,
        "ioInputCharacter" => F::InputCharacter,
        "ioInputLogical" => F::InputLogical,
        "ioInputDescriptor" => F::InputDescriptor,
        "StopStatement" => F::StopStatement,
        "StopStatementText" => F::StopStatementText,
        "Exit" => F::Exit,
        _ => match array::resolve(rest) {
            Some(c) => F::Array(c),
            None => F::Misc(misc::resolve(rest)?),
        },
    };
    Some(Libc::Flang(f))
}

/// Whether the sanitizer records the memory accesses of `c` ([`Machine::flang_accesses`]).
pub fn reports_accesses(c: FlangCall) -> bool {
    use array::ArrayCall as A;
    matches!(
        c,
        FlangCall::OutputAscii
            | FlangCall::OutputCharacter
            | FlangCall::OutputDescriptor
            | FlangCall::BeginInternalListOutput
            | FlangCall::BeginInternalFormattedOutput
            | FlangCall::BeginInternalArrayListOutput
            | FlangCall::BeginInternalArrayFormattedOutput
            | FlangCall::Array(
                A::Assign | A::Reduce { .. } | A::DotProduct { .. } | A::Count | A::All | A::Any
            )
    )
}

/// flang's I/O statements in progress on one machine (thread), by cookie.
#[derive(Default)]
pub(crate) struct FlangState {
    stmts: Vec<Option<IoStmt>>,
    /// Input statements in progress, by cookie (above [`INPUT_COOKIE`]).
    inputs: Vec<Option<input::InStmt>>,
    /// `RANDOM_NUMBER`'s generator ([`misc`]): its state (None: never seeded, which is
    /// state 1) and a value `RANDOM_SEED(PUT=/GET=)` set aside for the next draw.
    pub(crate) rng: Option<u64>,
    pub(crate) rng_next: Option<u64>,
}

/// Cookies are small numbers above this (never null, never a valid pointer of parir's).
const COOKIE_BASE: u64 = 0xF0F0_0000;

/// Cookies of input statements start here.
const INPUT_COOKIE: u64 = COOKIE_BASE + 0x8000;

/// A unit an I/O statement writes to.
enum Unit {
    /// Standard output (1) or standard error (2).
    External(u8),
    /// The records (addresses) of a character variable and their length.
    Internal { recs: Vec<u64>, recl: usize },
}

/// The state of one output statement.
struct IoStmt {
    unit: Unit,
    /// The format's operations (None: list-directed) and where control stands.
    ops: Option<Vec<Op>>,
    ctl: Control,
    modes: Modes,
    /// The current record and the position in it.
    rec: Vec<u8>,
    pos: usize,
    /// The number of the current record of an internal unit.
    recno: usize,
    /// Finished records of an external unit, and of an internal one (address, text).
    done_ext: Vec<u8>,
    done_int: Vec<(u64, Vec<u8>)>,
    last_undelimited_char: bool,
    advancing: bool,
    /// A statement that writes no record (`FLUSH`).
    no_record: bool,
    /// `file:line` of the statement, for error messages.
    source: String,
}

/// The columns of a list-directed record on an external unit.
const LIST_RECORD: usize = 79;

impl Sink for IoStmt {
    fn emit(&mut self, b: &[u8]) -> Result<(), String> {
        if let Unit::Internal { recl, .. } = self.unit {
            if self.pos + b.len() > recl {
                return Err(format!(
                    "internal write overran the record of {recl} characters"
                ));
            }
        }
        if self.rec.len() < self.pos {
            self.rec.resize(self.pos, b' ');
        }
        for (k, &c) in b.iter().enumerate() {
            match self.rec.get_mut(self.pos + k) {
                Some(slot) => *slot = c,
                None => self.rec.push(c),
            }
        }
        self.pos += b.len();
        Ok(())
    }
    fn need_advance(&self, width: usize) -> bool {
        self.pos > 0 && width > self.remaining()
    }
    fn remaining(&self) -> usize {
        match self.unit {
            Unit::Internal { recl, .. } => recl.saturating_sub(self.pos),
            Unit::External(_) if self.ops.is_none() => LIST_RECORD.saturating_sub(self.pos),
            Unit::External(_) => usize::MAX / 2,
        }
    }
    fn advance(&mut self) -> Result<(), String> {
        if let Unit::Internal { recs, .. } = &self.unit {
            if self.recno + 1 >= recs.len() {
                return Err("internal write overran available records".into());
            }
        }
        self.end_record(true);
        self.recno += 1;
        Ok(())
    }
}

impl IoStmt {
    fn new(unit: Unit, ops: Option<Vec<Op>>, source: String) -> Self {
        IoStmt {
            unit,
            ops,
            ctl: Control::default(),
            modes: Modes::default(),
            rec: Vec::new(),
            pos: 0,
            recno: 0,
            done_ext: Vec::new(),
            done_int: Vec::new(),
            last_undelimited_char: false,
            advancing: true,
            no_record: false,
            source,
        }
    }

    /// Ends the current record (`newline`: an external record's end of line).
    fn end_record(&mut self, newline: bool) {
        let rec = std::mem::take(&mut self.rec);
        self.pos = 0;
        match &self.unit {
            Unit::External(_) => {
                self.done_ext.extend(rec);
                if newline {
                    self.done_ext.push(b'\n');
                }
            }
            Unit::Internal { recs, recl } => {
                let mut r = rec;
                r.resize(*recl, b' ');
                if let Some(&a) = recs.get(self.recno) {
                    self.done_int.push((a, r));
                }
            }
        }
    }

    /// Runs format control up to the next data edit descriptor, carrying out the control
    /// and character string edit descriptors on the way.
    fn next_edit(&mut self) -> Result<DataEdit, String> {
        loop {
            let step = {
                let ops = self.ops.as_deref().unwrap_or(&[]);
                self.ctl.step(ops, false)?
            };
            match step {
                Step::Data(mut e) => {
                    e.modes = self.modes;
                    return Ok(e);
                }
                Step::Done => return Err("format control ended with items left".into()),
                s => self.control(s)?,
            }
        }
    }

    fn control(&mut self, s: Step) -> Result<(), String> {
        match s {
            Step::Literal(l) => self.emit(&l),
            Step::Right(n) => {
                self.pos += n;
                Ok(())
            }
            Step::Left(n) => {
                self.pos = self.pos.saturating_sub(n);
                Ok(())
            }
            Step::Tab(n) => {
                self.pos = n - 1;
                Ok(())
            }
            Step::Slash => self.advance(),
            Step::Mode(m) => {
                m.apply(&mut self.modes);
                Ok(())
            }
            Step::Data(_) | Step::Done => Ok(()),
        }
    }

    /// Ends the statement: format control runs on to the next data edit descriptor, `:` or
    /// the end of the format, and the last record is written.
    fn finish(&mut self) -> Result<(), String> {
        if self.ops.is_some() {
            loop {
                let step = {
                    let ops = self.ops.as_deref().unwrap_or(&[]);
                    self.ctl.step(ops, true)?
                };
                match step {
                    Step::Done => break,
                    s => self.control(s)?,
                }
            }
        }
        if !self.no_record {
            let nl = self.advancing;
            self.end_record(nl);
        }
        Ok(())
    }

    /// Leading blank of a list-directed item (none between two undelimited character
    /// items), or a new record when the item does not fit.
    fn list_space(&mut self, length: usize, is_char: bool) -> Result<(), String> {
        if length == 0 {
            return Ok(());
        }
        let space = self.pos == 0 || !(is_char && self.last_undelimited_char);
        self.last_undelimited_char = false;
        if self.need_advance(usize::from(space) + length) {
            return self.advance();
        }
        if space {
            self.emit(b" ")?;
        }
        Ok(())
    }

    /// Transfers one list item.
    fn item(&mut self, v: &Item) -> Result<(), String> {
        if self.ops.is_none() {
            return self.list_item(v);
        }
        match v {
            Item::Int(n, kind) => {
                let e = self.next_edit()?;
                edit::edit_integer(self, &e, *n, u32::from(*kind))
            }
            Item::Real(x) => {
                let e = self.next_edit()?;
                edit::edit_real(self, *x, &e)
            }
            Item::Complex(re, im) => {
                let e = self.next_edit()?;
                edit::edit_real(self, *re, &e)?;
                let e = self.next_edit()?;
                edit::edit_real(self, *im, &e)
            }
            Item::Logical(t) => {
                let e = self.next_edit()?;
                edit::edit_logical(self, &e, *t)
            }
            Item::Char(c) => {
                let e = self.next_edit()?;
                edit::edit_character(self, &e, c)
            }
        }
    }

    fn list_item(&mut self, v: &Item) -> Result<(), String> {
        let modes = self.modes;
        let scalar = DataEdit::list_directed(modes, ListPart::Scalar);
        if !matches!(v, Item::Char(_)) {
            self.last_undelimited_char = false;
        }
        match v {
            Item::Int(n, kind) => edit::edit_integer(self, &scalar, *n, u32::from(*kind)),
            Item::Real(x) => edit::edit_real(self, *x, &scalar),
            Item::Complex(re, im) => {
                edit::edit_real(
                    self,
                    *re,
                    &DataEdit::list_directed(modes, ListPart::RealPart),
                )?;
                edit::edit_real(
                    self,
                    *im,
                    &DataEdit::list_directed(modes, ListPart::ImaginaryPart),
                )
            }
            Item::Logical(t) => {
                self.list_space(1, false)?;
                self.emit(if *t { b"T" } else { b"F" })
            }
            Item::Char(c) => {
                self.list_space(usize::from(!c.is_empty()), true)?;
                let mut put = 0;
                while put < c.len() {
                    let chunk = (c.len() - put).min(self.remaining());
                    if chunk == 0 {
                        self.advance()?;
                        self.emit(b" ")?;
                    } else {
                        self.emit(&c[put..put + chunk])?;
                        put += chunk;
                    }
                }
                self.last_undelimited_char = true;
                Ok(())
            }
        }
    }
}

/// One list item's value.
pub(crate) enum Item {
    Int(i128, u8),
    Real(Real),
    Complex(Real, Real),
    Logical(bool),
    Char(Vec<u8>),
}

/// A descriptor (`CFI_cdesc_t`) as read from memory.
#[derive(Clone, Debug)]
pub(crate) struct Desc {
    pub base: u64,
    pub elem_len: u64,
    pub rank: u8,
    pub ty: i8,
    pub attr: u8,
    /// Lower bound, extent, byte stride of each dimension.
    pub dims: Vec<(i64, i64, i64)>,
}

/// The most elements a descriptor may describe.
const MAX_ELEMENTS: u64 = 1 << 32;

/// `CFI_attribute_allocatable`.
pub(crate) const ALLOCATABLE: u8 = 2;

impl Desc {
    /// The number of elements.
    pub(crate) fn count(&self) -> u64 {
        self.dims.iter().map(|d| d.1.max(0) as u64).product()
    }

    /// The addresses of the elements in array element order.
    pub(crate) fn addrs(&self) -> Vec<u64> {
        let n = self.count();
        let mut v = Vec::with_capacity(n as usize);
        let mut sub = vec![0i64; self.dims.len()];
        for _ in 0..n {
            let off: i64 = sub.iter().zip(&self.dims).map(|(s, d)| s * d.2).sum();
            v.push(self.base.wrapping_add(off as u64));
            for (k, d) in self.dims.iter().enumerate() {
                sub[k] += 1;
                if sub[k] < d.1 {
                    break;
                }
                sub[k] = 0;
            }
        }
        v
    }

    /// The category and kind of the element type: `I`nteger, `R`eal, `C`omplex,
    /// `L`ogical, `A` (character).
    pub(crate) fn category(&self) -> Result<(u8, u8), String> {
        let len = self.elem_len as u8;
        Ok(match self.ty {
            1..=11 | 17..=24 => (b'I', len),
            12..=16 | 39 => (b'L', len),
            27 => (b'R', 4),
            28 => (b'R', 8),
            29 | 30 => (b'R', 10),
            31 => (b'R', 16),
            34 => (b'C', 4),
            35 => (b'C', 8),
            36 | 37 => (b'C', 10),
            38 => (b'C', 16),
            40 => (b'A', 1),
            42 => return Err("derived-type data in a runtime call parir does not support".into()),
            t => return Err(format!("descriptor type code {t} is not supported")),
        })
    }
}

impl Machine<'_> {
    pub(crate) fn read_desc(&self, p: u64) -> R<Desc> {
        if p == 0 {
            return Err(err("null descriptor"));
        }
        let m = &self.mem;
        let rank = m.load(p + 20, 1).map_err(me)? as u8;
        if rank > 15 {
            return Err(err(format!("descriptor at 0x{p:x} has rank {rank}")));
        }
        let mut dims = Vec::with_capacity(rank as usize);
        for k in 0..u64::from(rank) {
            let d = p + 24 + 24 * k;
            dims.push((
                m.load(d, 8).map_err(me)? as i64,
                m.load(d + 8, 8).map_err(me)? as i64,
                m.load(d + 16, 8).map_err(me)? as i64,
            ));
        }
        // A descriptor describes memory the program has: no more elements than parir's
        // memory could hold (a garbage descriptor is an error, not a huge loop).
        let mut n: u64 = 1;
        for d in &dims {
            n = n.saturating_mul(d.1.max(0) as u64);
        }
        if n > MAX_ELEMENTS {
            return Err(err(format!(
                "descriptor at 0x{p:x} describes {n} elements (more than parir's memory holds)"
            )));
        }
        Ok(Desc {
            base: m.load(p, 8).map_err(me)?,
            elem_len: m.load(p + 8, 8).map_err(me)?,
            rank,
            ty: m.load(p + 21, 1).map_err(me)? as u8 as i8,
            attr: m.load(p + 22, 1).map_err(me)? as u8,
            dims,
        })
    }

    /// Writes a descriptor's base address, element length and dimensions (the header's
    /// other fields stay as the program set them).
    pub(crate) fn write_desc(&self, p: u64, d: &Desc) -> R<()> {
        let m = &self.mem;
        m.store(p, 8, d.base).map_err(me)?;
        m.store(p + 8, 8, d.elem_len).map_err(me)?;
        m.store(p + 16, 4, 20180515).map_err(me)?;
        m.store(p + 20, 1, u64::from(d.rank)).map_err(me)?;
        m.store(p + 21, 1, d.ty as u8 as u64).map_err(me)?;
        m.store(p + 22, 1, u64::from(d.attr)).map_err(me)?;
        for (k, &(lb, ext, sm)) in d.dims.iter().enumerate() {
            let q = p + 24 + 24 * k as u64;
            m.store(q, 8, lb as u64).map_err(me)?;
            m.store(q + 8, 8, ext as u64).map_err(me)?;
            m.store(q + 16, 8, sm as u64).map_err(me)?;
        }
        Ok(())
    }

    /// The value of the element at `a` of category/kind `ck`.
    pub(crate) fn load_item(&self, a: u64, ck: (u8, u8), len: u64) -> R<Item> {
        let m = &self.mem;
        Ok(match ck {
            (b'I', k) => {
                let v = m.load128(a, u64::from(k)).map_err(me)?;
                let sh = 128 - 8 * u32::from(k);
                Item::Int(((v << sh) as i128) >> sh, k)
            }
            (b'L', k) => Item::Logical(m.load128(a, u64::from(k)).map_err(me)? != 0),
            (b'R', k) => Item::Real(self.load_real(a, k)?),
            (b'C', k) => {
                let step = match k {
                    4 => 4,
                    8 => 8,
                    _ => 16,
                };
                Item::Complex(self.load_real(a, k)?, self.load_real(a + step, k)?)
            }
            _ => Item::Char(m.read_bytes(a, len).map_err(me)?),
        })
    }

    /// The `typeInfo::DerivedType` of a derived-type descriptor (its addendum).
    pub(crate) fn derived_type_of(&self, p: u64, d: &Desc) -> R<u64> {
        let dt = self
            .mem
            .load(p + 24 + 24 * u64::from(d.rank), 8)
            .map_err(me)?;
        if dt == 0 {
            return Err(err("derived-type descriptor without type information"));
        }
        // flang's special bindings for defined formatted I/O (Which 3..=6).
        let special = self.mem.load(dt + 424, 4).map_err(me)?;
        if special & 0b111_1000 != 0 {
            return Err(err("Fortran output of a type with defined I/O procedures"));
        }
        Ok(dt)
    }

    /// The items of the derived-type value at `p` of type `dt` (flang's `typeInfo`
    /// tables, laid out as in its runtime): its components in order, arrays element by
    /// element, derived components recursively.
    fn derived_items(&self, p: u64, dt: u64, depth: u32, out: &mut Vec<Item>) -> R<()> {
        if depth > 64 {
            return Err(err("derived types nested too deeply"));
        }
        let m = &self.mem;
        let ld = |a: u64, n: u64| m.load(a, n).map_err(me);
        // The component array: a rank-1 descriptor at offset 232 of the DerivedType.
        let comps = ld(dt + 232, 8)?;
        let count = ld(dt + 232 + 32, 8)? as i64;
        let stride = ld(dt + 232 + 40, 8)?;
        if !(0..=100_000).contains(&count) {
            return Err(err("derived-type information is not readable"));
        }
        for k in 0..count as u64 {
            let c = comps + k * stride;
            let genre = ld(c + 24, 1)?;
            if genre != 1 {
                return Err(err(
                    "Fortran output of a derived type with a pointer or allocatable component",
                ));
            }
            let (category, kind, rank) = (ld(c + 25, 1)?, ld(c + 26, 1)? as u8, ld(c + 27, 1)?);
            let offset = ld(c + 32, 8)?;
            let (ck, size, sub) = match category {
                0 => ((b'I', kind), u64::from(kind), 0),
                1 => (
                    (b'R', kind),
                    if kind == 10 { 16 } else { u64::from(kind) },
                    0,
                ),
                2 => (
                    (b'C', kind),
                    2 * if kind == 10 { 16 } else { u64::from(kind) },
                    0,
                ),
                3 => {
                    if kind != 1 {
                        return Err(err("Fortran output of non-default CHARACTER kinds"));
                    }
                    ((b'A', 1), ld(c + 48, 8)?, 0)
                }
                4 => ((b'L', kind), u64::from(kind), 0),
                _ => {
                    let sub = ld(c + 56, 8)?;
                    ((b'D', 0), ld(sub + 88, 8)?, sub)
                }
            };
            // Elements: the product of the extents from the bounds (Value pairs).
            let mut n = 1u64;
            if rank > 0 {
                let bounds = ld(c + 160, 8)?;
                for d in 0..rank {
                    let lo = ld(bounds + 32 * d + 8, 8)? as i64;
                    let hi = ld(bounds + 32 * d + 24, 8)? as i64;
                    n = n.saturating_mul((hi - lo + 1).max(0) as u64);
                }
            }
            if n > MAX_ELEMENTS {
                return Err(err("derived-type information is not readable"));
            }
            for e in 0..n {
                let at = p + offset + e * size;
                if ck.0 == b'D' {
                    self.derived_items(at, sub, depth + 1, out)?;
                } else {
                    out.push(self.load_item(at, ck, size)?);
                }
            }
        }
        Ok(())
    }

    fn load_real(&self, a: u64, kind: u8) -> R<Real> {
        let bytes = match kind {
            4 => 4,
            8 => 8,
            10 => 10,
            _ => 16,
        };
        Ok(Real {
            bits: self.mem.load128(a, bytes).map_err(me)?,
            kind,
        })
    }

    fn flang_str(&self, p: u64) -> String {
        if p == 0 {
            return String::new();
        }
        self.mem
            .read_cstr(p)
            .map(|b| String::from_utf8_lossy(&b).into_owned())
            .unwrap_or_default()
    }

    fn new_stmt(&mut self, st: IoStmt) -> u64 {
        let slots = &mut self.libc.flang.stmts;
        let k = match slots.iter().position(Option::is_none) {
            Some(k) => {
                slots[k] = Some(st);
                k
            }
            None => {
                slots.push(Some(st));
                slots.len() - 1
            }
        };
        COOKIE_BASE + k as u64
    }

    fn new_input(&mut self, st: input::InStmt) -> u64 {
        let slots = &mut self.libc.flang.inputs;
        let k = match slots.iter().position(Option::is_none) {
            Some(k) => {
                slots[k] = Some(st);
                k
            }
            None => {
                slots.push(Some(st));
                slots.len() - 1
            }
        };
        INPUT_COOKIE + k as u64
    }

    fn stmt_index(&self, cookie: u64) -> R<usize> {
        let k = cookie.wrapping_sub(COOKIE_BASE) as usize;
        match self.libc.flang.stmts.get(k) {
            Some(Some(_)) => Ok(k),
            _ => Err(err(format!("not a Fortran I/O statement: 0x{cookie:x}"))),
        }
    }

    /// Runs `f` on the statement of `cookie`, then writes what it finished.
    fn with_stmt(
        &mut self,
        cookie: u64,
        f: impl FnOnce(&mut IoStmt) -> Result<(), String>,
    ) -> R<()> {
        let k = self.stmt_index(cookie)?;
        let Some(st) = self.libc.flang.stmts[k].as_mut() else {
            return Err(err("no I/O statement"));
        };
        let r = f(st);
        let ext = std::mem::take(&mut st.done_ext);
        let int = std::mem::take(&mut st.done_int);
        let stream = match st.unit {
            Unit::External(s) => s,
            Unit::Internal { .. } => 0,
        };
        let source = st.source.clone();
        if let Err(e) = r {
            self.libc.flang.stmts[k] = None;
            return Err(err(format!("Fortran I/O statement at {source}: {e}")));
        }
        if !ext.is_empty() {
            self.write_stream(stream, &ext)?;
        }
        for (a, bytes) in int {
            self.mem.write_bytes(a, &bytes).map_err(me)?;
        }
        Ok(())
    }

    fn parse_format(&self, fmt: u64, len: u64, fmt_desc: u64, src: &str) -> R<Vec<Op>> {
        let text = if fmt != 0 {
            self.mem.read_bytes(fmt, len).map_err(me)?
        } else if fmt_desc != 0 {
            let d = self.read_desc(fmt_desc)?;
            let mut t = Vec::new();
            for a in d.addrs() {
                t.extend(self.mem.read_bytes(a, d.elem_len).map_err(me)?);
            }
            t
        } else {
            return Err(err("formatted I/O statement without a format"));
        };
        format::parse(&text).map_err(|e| err(format!("Fortran I/O statement at {src}: {e}")))
    }

    fn external_unit(unit: i32) -> R<Unit> {
        match unit {
            6 | -1 => Ok(Unit::External(1)),
            0 => Ok(Unit::External(2)),
            u => Err(err(format!(
                "Fortran output to unit {u} (parir has units 6 and 0, and internal files)"
            ))),
        }
    }

    /// The bytes a call of `c` reads and writes, from memory before the call: the data an
    /// output item or an array routine reads, the elements `Assign` writes (when it does
    /// not reallocate them), the whole internal file an internal write fills.
    pub(crate) fn flang_accesses(&self, c: FlangCall) -> Vec<super::LibcAccess> {
        use array::ArrayCall as A;
        let a = |k: usize| self.arg(k);
        let elems = |p: u64, write: bool| -> Vec<super::LibcAccess> {
            match self.read_desc(p) {
                Ok(d) if d.base != 0 => d
                    .addrs()
                    .into_iter()
                    .map(|x| (x, d.elem_len, write))
                    .collect(),
                _ => Vec::new(),
            }
        };
        match c {
            FlangCall::OutputAscii | FlangCall::OutputCharacter => vec![(a(1), a(2), false)],
            FlangCall::OutputDescriptor => elems(a(1), false),
            FlangCall::BeginInternalListOutput | FlangCall::BeginInternalFormattedOutput => {
                vec![(a(0), a(1), true)]
            }
            FlangCall::BeginInternalArrayListOutput
            | FlangCall::BeginInternalArrayFormattedOutput => elems(a(0), true),
            FlangCall::Array(A::Assign) => {
                let mut v = elems(a(1), false);
                if let (Ok(to), Ok(from)) = (self.read_desc(a(0)), self.read_desc(a(1))) {
                    let same = to.rank == from.rank
                        && to.elem_len == from.elem_len
                        && to.dims.iter().zip(&from.dims).all(|(x, y)| x.1 == y.1);
                    if to.attr != ALLOCATABLE || same || from.rank == 0 {
                        v.extend(elems(a(0), true));
                    }
                }
                v
            }
            FlangCall::Array(A::Reduce { cat, .. }) => elems(a(usize::from(cat == b'C')), false),
            FlangCall::Array(A::DotProduct { cat, .. }) => {
                let k = usize::from(cat == b'C');
                let mut v = elems(a(k), false);
                v.extend(elems(a(k + 1), false));
                v
            }
            FlangCall::Array(A::Count | A::All | A::Any) => elems(a(0), false),
            _ => Vec::new(),
        }
    }

    /// Runs one call of flang's runtime; its result goes to the return buffer.
    pub(crate) fn flang(&mut self, f: FlangCall) -> R<()> {
        use FlangCall as F;
        let a = |m: &Self, k: usize| m.arg(k);
        let r: u64 = match f {
            F::ProgramStart | F::ProgramEnd | F::EnableHandlers => 0,
            F::BeginExternalListOutput => {
                let unit = Self::external_unit(a(self, 0) as u32 as i32)?;
                let src = format!(
                    "{}:{}",
                    self.flang_str(a(self, 1)),
                    a(self, 2) as u32 as i32
                );
                self.new_stmt(IoStmt::new(unit, None, src))
            }
            F::BeginExternalFormattedOutput => {
                let src = format!(
                    "{}:{}",
                    self.flang_str(a(self, 4)),
                    a(self, 5) as u32 as i32
                );
                let ops = self.parse_format(a(self, 0), a(self, 1), a(self, 2), &src)?;
                let unit = Self::external_unit(a(self, 3) as u32 as i32)?;
                self.new_stmt(IoStmt::new(unit, Some(ops), src))
            }
            F::BeginInternalListOutput | F::BeginInternalFormattedOutput => {
                let (buf, len) = (a(self, 0), a(self, 1));
                let list = f == F::BeginInternalListOutput;
                let at = if list { (4, 5) } else { (7, 8) };
                let src = format!(
                    "{}:{}",
                    self.flang_str(a(self, at.0)),
                    a(self, at.1) as u32 as i32
                );
                let ops = if list {
                    None
                } else {
                    Some(self.parse_format(a(self, 2), a(self, 3), a(self, 4), &src)?)
                };
                let unit = Unit::Internal {
                    recs: vec![buf],
                    recl: len as usize,
                };
                self.new_stmt(IoStmt::new(unit, ops, src))
            }
            F::BeginInternalArrayListOutput | F::BeginInternalArrayFormattedOutput => {
                let d = self.read_desc(a(self, 0))?;
                if d.category().map_err(err)?.0 != b'A' {
                    return Err(err("internal file is not a character variable"));
                }
                let list = f == F::BeginInternalArrayListOutput;
                let at = if list { (3, 4) } else { (6, 7) };
                let src = format!(
                    "{}:{}",
                    self.flang_str(a(self, at.0)),
                    a(self, at.1) as u32 as i32
                );
                let ops = if list {
                    None
                } else {
                    Some(self.parse_format(a(self, 1), a(self, 2), a(self, 3), &src)?)
                };
                let unit = Unit::Internal {
                    recs: d.addrs(),
                    recl: d.elem_len as usize,
                };
                self.new_stmt(IoStmt::new(unit, ops, src))
            }
            F::BeginFlush => {
                let unit = Self::external_unit(a(self, 0) as u32 as i32)?;
                let src = format!(
                    "{}:{}",
                    self.flang_str(a(self, 1)),
                    a(self, 2) as u32 as i32
                );
                if let Unit::External(1) = unit {
                    self.flush_out().map_err(err)?;
                }
                let mut st = IoStmt::new(unit, None, src);
                st.no_record = true;
                self.new_stmt(st)
            }
            F::SetAdvance => {
                let v = self.mem.read_bytes(a(self, 1), a(self, 2)).map_err(me)?;
                let no = String::from_utf8_lossy(&v)
                    .trim()
                    .eq_ignore_ascii_case("no");
                self.with_stmt(a(self, 0), |s| {
                    s.advancing = !no;
                    Ok(())
                })?;
                1
            }
            F::OutputInteger(kind) => {
                let n = if kind == 16 {
                    let w = self.arg_words(1);
                    (u128::from(w.first().copied().unwrap_or(0))
                        | u128::from(w.get(1).copied().unwrap_or(0)) << 64)
                        as i128
                } else {
                    let sh = 64 - 8 * u32::from(kind);
                    i128::from(((a(self, 1) << sh) as i64) >> sh)
                };
                self.output(a(self, 0), &[Item::Int(n, kind)])?
            }
            F::OutputReal(kind) => {
                let x = Real {
                    bits: u128::from(a(self, 1)),
                    kind,
                };
                self.output(a(self, 0), &[Item::Real(x)])?
            }
            F::OutputComplex(kind) => {
                let re = Real {
                    bits: u128::from(a(self, 1)),
                    kind,
                };
                let im = Real {
                    bits: u128::from(a(self, 2)),
                    kind,
                };
                self.output(a(self, 0), &[Item::Complex(re, im)])?
            }
            F::OutputAscii | F::OutputCharacter => {
                if f == F::OutputCharacter && a(self, 3) as u32 != 1 {
                    return Err(err(format!(
                        "Fortran output of CHARACTER(KIND={}) (parir has kind 1)",
                        a(self, 3) as u32
                    )));
                }
                let text = self.mem.read_bytes(a(self, 1), a(self, 2)).map_err(me)?;
                self.output(a(self, 0), &[Item::Char(text)])?
            }
            F::OutputLogical => self.output(a(self, 0), &[Item::Logical(a(self, 1) & 1 == 1)])?,
            F::OutputDerivedType => {
                let table = a(self, 2);
                if table != 0 && self.mem.load(table, 8).map_err(me)? != 0 {
                    return Err(err(
                        "Fortran output with user-defined derived-type I/O procedures",
                    ));
                }
                let d = self.read_desc(a(self, 1))?;
                let dt = self.derived_type_of(a(self, 1), &d)?;
                let mut items = Vec::new();
                for p in d.addrs() {
                    self.derived_items(p, dt, 0, &mut items)?;
                }
                self.output(a(self, 0), &items)?
            }
            F::OutputDescriptor => {
                let d = self.read_desc(a(self, 1))?;
                if d.ty == 42 {
                    let dt = self.derived_type_of(a(self, 1), &d)?;
                    let mut items = Vec::new();
                    for p in d.addrs() {
                        self.derived_items(p, dt, 0, &mut items)?;
                    }
                    let r = self.output(a(self, 0), &items)?;
                    self.retbuf.push(r);
                    return Ok(());
                }
                let ck = d.category().map_err(err)?;
                if ck.0 == b'A' && d.ty != 40 {
                    return Err(err("Fortran output of non-default CHARACTER kinds"));
                }
                let mut items = Vec::new();
                for p in d.addrs() {
                    items.push(self.load_item(p, ck, d.elem_len)?);
                }
                self.output(a(self, 0), &items)?
            }
            F::BeginExternalListInput => {
                let unit = a(self, 0) as u32 as i32;
                if unit != 5 && unit != -1 {
                    return Err(err(format!(
                        "Fortran input from unit {unit} (parir reads unit 5 and internal files)"
                    )));
                }
                let src = format!(
                    "{}:{}",
                    self.flang_str(a(self, 1)),
                    a(self, 2) as u32 as i32
                );
                self.new_input(input::InStmt::new(input::Source::Stdin, src))
            }
            F::BeginInternalListInput => {
                let text = self.mem.read_bytes(a(self, 0), a(self, 1)).map_err(me)?;
                let src = format!(
                    "{}:{}",
                    self.flang_str(a(self, 4)),
                    a(self, 5) as u32 as i32
                );
                self.new_input(input::InStmt::new(
                    input::Source::Internal(vec![text].into()),
                    src,
                ))
            }
            F::BeginInternalArrayListInput => {
                let d = self.read_desc(a(self, 0))?;
                let mut recs = std::collections::VecDeque::new();
                for p in d.addrs() {
                    recs.push_back(self.mem.read_bytes(p, d.elem_len).map_err(me)?);
                }
                let src = format!(
                    "{}:{}",
                    self.flang_str(a(self, 3)),
                    a(self, 4) as u32 as i32
                );
                self.new_input(input::InStmt::new(input::Source::Internal(recs), src))
            }
            F::InputInteger
            | F::InputReal(_)
            | F::InputComplex(_)
            | F::InputAscii
            | F::InputCharacter
            | F::InputLogical
            | F::InputDescriptor => {
                let cookie = a(self, 0);
                let k = cookie.wrapping_sub(INPUT_COOKIE) as usize;
                let Some(mut st) = self.libc.flang.inputs.get_mut(k).and_then(Option::take) else {
                    return Err(err(format!("not a Fortran input statement: 0x{cookie:x}")));
                };
                let (p, len) = (a(self, 1), a(self, 2));
                let r = match f {
                    F::InputInteger => self.in_item(&mut st, p, (b'I', len as u8), len),
                    F::InputReal(k) => self.in_item(&mut st, p, (b'R', k), u64::from(k)),
                    F::InputComplex(k) => self.in_item(&mut st, p, (b'C', k), 2 * u64::from(k)),
                    F::InputLogical => self.in_item(&mut st, p, (b'L', 1), 1),
                    F::InputCharacter if a(self, 3) as u32 != 1 => {
                        Err(err("Fortran input of non-default CHARACTER kinds"))
                    }
                    F::InputAscii | F::InputCharacter => self.in_item(&mut st, p, (b'A', 1), len),
                    _ => match self.read_desc(p) {
                        Ok(d) => self.in_descriptor(&mut st, &d),
                        Err(e) => Err(e),
                    },
                };
                let source = st.source.clone();
                self.libc.flang.inputs[k] = Some(st);
                if let Err(Stop::Error(mut e)) = r {
                    e.message = format!("Fortran I/O statement at {source}: {}", e.message);
                    self.libc.flang.inputs[k] = None;
                    return Err(Stop::Error(e));
                }
                r?;
                1
            }
            F::EndIoStatement if a(self, 0) >= INPUT_COOKIE => {
                let k = a(self, 0).wrapping_sub(INPUT_COOKIE) as usize;
                match self.libc.flang.inputs.get_mut(k) {
                    Some(slot @ Some(_)) => *slot = None,
                    _ => return Err(err("not a Fortran input statement")),
                }
                0
            }
            F::EndIoStatement => {
                let cookie = a(self, 0);
                self.with_stmt(cookie, IoStmt::finish)?;
                let k = self.stmt_index(cookie)?;
                self.libc.flang.stmts[k] = None;
                0
            }
            F::StopStatement | F::StopStatementText => {
                let (error_stop, quiet) = if f == F::StopStatement {
                    (a(self, 1) & 1 == 1, a(self, 2) & 1 == 1)
                } else {
                    (a(self, 2) & 1 == 1, a(self, 3) & 1 == 1)
                };
                let what = if error_stop { "ERROR STOP" } else { "STOP" };
                let (msg, code) = if f == F::StopStatement {
                    let code = a(self, 0) as u32 as i32;
                    let msg = if code == 0 {
                        format!("Fortran {what}\n")
                    } else {
                        format!("Fortran {what}: code {code}\n")
                    };
                    (msg, code)
                } else {
                    let text = self.mem.read_bytes(a(self, 0), a(self, 1)).map_err(me)?;
                    (
                        format!("Fortran {what}: {}\n", String::from_utf8_lossy(&text)),
                        i32::from(error_stop),
                    )
                };
                if !quiet {
                    self.write_stream(2, msg.as_bytes())?;
                }
                self.run_atexit()?;
                return Err(Stop::Exit(code));
            }
            F::Exit => {
                self.run_atexit()?;
                return Err(Stop::Exit(a(self, 0) as u32 as i32));
            }
            F::Array(c) => return self.flang_array(c),
            F::Misc(c) => return self.flang_misc(c),
        };
        self.retbuf.push(r);
        Ok(())
    }

    fn output(&mut self, cookie: u64, items: &[Item]) -> R<u64> {
        self.with_stmt(cookie, |s| {
            for it in items {
                s.item(it)?;
            }
            Ok(())
        })?;
        Ok(1)
    }
}

#[cfg(test)]
mod tests;
