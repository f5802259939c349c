//! The SPIR-V binary form (SPIR-V specification, section 2.3 "Physical Layout of a SPIR-V
//! Module and Instruction"): a header of five words, then instructions, each starting with
//! a word holding its word count (high 16 bits) and opcode (low 16 bits).
//!
//! [`parse`] reads either byte order (the magic number tells), checks the physical layout
//! and keeps each instruction's word offset, so that every later error can say where it
//! is. [`Module::to_bytes`] writes little-endian words.

use std::fmt;

/// The SPIR-V magic number.
pub const MAGIC: u32 = 0x0723_0203;

/// An error in a SPIR-V binary, at a word offset (the header's first word is 0).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    pub word: usize,
    pub message: String,
}

impl Error {
    pub fn new(word: usize, message: impl Into<String>) -> Error {
        Error {
            word,
            message: message.into(),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "word {}: {}", self.word, self.message)
    }
}

impl std::error::Error for Error {}

/// The module header.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Header {
    /// `0x00MMmm00`: major and minor version.
    pub version: u32,
    /// The generator's magic number: tool id in the high 16 bits, its version below.
    pub generator: u32,
    /// Every id is below the bound.
    pub bound: u32,
    pub schema: u32,
}

impl Header {
    /// `(major, minor)`.
    pub fn version_pair(&self) -> (u32, u32) {
        ((self.version >> 16) & 0xff, (self.version >> 8) & 0xff)
    }
}

/// One instruction: its opcode and operand words, and where it was read from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RawInst {
    pub opcode: u16,
    pub operands: Vec<u32>,
    /// The word offset of the instruction's first word (0 for built instructions).
    pub offset: usize,
}

impl RawInst {
    pub fn new(opcode: u16, operands: Vec<u32>) -> RawInst {
        RawInst {
            opcode,
            operands,
            offset: 0,
        }
    }
}

/// A module as words: the header and the instructions in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Module {
    pub header: Header,
    pub insts: Vec<RawInst>,
}

impl Module {
    /// The module as little-endian bytes.
    pub fn to_words(&self) -> Vec<u32> {
        let mut w = vec![
            MAGIC,
            self.header.version,
            self.header.generator,
            self.header.bound,
            self.header.schema,
        ];
        for i in &self.insts {
            w.push(((i.operands.len() as u32 + 1) << 16) | u32::from(i.opcode));
            w.extend_from_slice(&i.operands);
        }
        w
    }

    /// The module as little-endian bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        self.to_words()
            .into_iter()
            .flat_map(|w| w.to_le_bytes())
            .collect()
    }
}

/// The words of a binary in either byte order, or a located error.
pub fn words(bytes: &[u8]) -> Result<Vec<u32>, Error> {
    if bytes.len() < 4 {
        return Err(Error::new(0, "not a SPIR-V binary: shorter than one word"));
    }
    let first = [bytes[0], bytes[1], bytes[2], bytes[3]];
    let big = if u32::from_le_bytes(first) == MAGIC {
        false
    } else if u32::from_be_bytes(first) == MAGIC {
        true
    } else {
        return Err(Error::new(
            0,
            format!(
                "not a SPIR-V binary: bad magic number 0x{:08x}",
                u32::from_le_bytes(first)
            ),
        ));
    };
    if !bytes.len().is_multiple_of(4) {
        return Err(Error::new(
            bytes.len() / 4,
            format!(
                "truncated: {} bytes is not a whole number of words",
                bytes.len()
            ),
        ));
    }
    Ok(bytes
        .chunks_exact(4)
        .map(|c| {
            let a = [c[0], c[1], c[2], c[3]];
            if big {
                u32::from_be_bytes(a)
            } else {
                u32::from_le_bytes(a)
            }
        })
        .collect())
}

/// Reads a binary: the header and the instructions' boundaries (their operands are read by
/// [`crate::grammar`]).
pub fn parse(bytes: &[u8]) -> Result<Module, Error> {
    parse_words(&words(bytes)?)
}

/// [`parse`] on words.
pub fn parse_words(w: &[u32]) -> Result<Module, Error> {
    if w.first() != Some(&MAGIC) {
        return Err(Error::new(0, "not a SPIR-V binary: bad magic number"));
    }
    if w.len() < 5 {
        return Err(Error::new(
            w.len(),
            "truncated header: a SPIR-V module starts with 5 words",
        ));
    }
    let header = Header {
        version: w[1],
        generator: w[2],
        bound: w[3],
        schema: w[4],
    };
    if header.version & 0xff00_00ff != 0 || header.version_pair().0 != 1 {
        return Err(Error::new(
            1,
            format!("unsupported SPIR-V version word 0x{:08x}", header.version),
        ));
    }
    if header.bound == 0 {
        return Err(Error::new(3, "the id bound is 0"));
    }
    let mut insts = Vec::new();
    let mut at = 5;
    while at < w.len() {
        let count = (w[at] >> 16) as usize;
        let opcode = (w[at] & 0xffff) as u16;
        if count == 0 {
            return Err(Error::new(at, "instruction with a word count of 0"));
        }
        if at + count > w.len() {
            return Err(Error::new(
                at,
                format!(
                    "truncated instruction: opcode {opcode} needs {count} words, {} left",
                    w.len() - at
                ),
            ));
        }
        insts.push(RawInst {
            opcode,
            operands: w[at + 1..at + count].to_vec(),
            offset: at,
        });
        at += count;
    }
    Ok(Module { header, insts })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn module(insts: &[u32]) -> Vec<u8> {
        let mut w = vec![MAGIC, 0x0001_0000, 0, 10, 0];
        w.extend_from_slice(insts);
        w.into_iter().flat_map(|x| x.to_le_bytes()).collect()
    }

    #[test]
    fn reads_and_writes_back() {
        // OpCapability Addresses; OpMemoryModel Physical64 OpenCL
        let b = module(&[(2 << 16) | 17, 4, (3 << 16) | 14, 2, 2]);
        let m = parse(&b).unwrap();
        assert_eq!(m.insts.len(), 2);
        assert_eq!(m.insts[1].offset, 7);
        assert_eq!(m.to_bytes(), b);
    }

    #[test]
    fn big_endian_is_read() {
        let w = [MAGIC, 0x0001_0000, 0, 10, 0, (2 << 16) | 17, 4];
        let b: Vec<u8> = w.iter().flat_map(|x| x.to_be_bytes()).collect();
        assert_eq!(parse(&b).unwrap().insts[0].operands, [4]);
    }

    #[test]
    fn errors_are_located() {
        assert_eq!(parse(&[1, 2, 3, 4]).unwrap_err().word, 0);
        let mut b = module(&[(2 << 16) | 17, 4]);
        b.pop();
        assert!(parse(&b).unwrap_err().message.contains("truncated"));
        let e = parse(&module(&[(3 << 16) | 14, 2])).unwrap_err();
        assert_eq!(e.word, 5);
        let e = parse(&module(&[17])).unwrap_err();
        assert_eq!(
            (e.word, e.message.as_str()),
            (5, "instruction with a word count of 0")
        );
    }
}
