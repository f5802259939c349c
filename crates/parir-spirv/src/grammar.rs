//! Operands of SPIR-V instructions: the core grammar (through `rspirv`'s tables), the
//! parameters of enumerants, and the tokens of the draft extension
//! SPV_INTEL_loop_dependence_annotations that no published grammar has yet (seed README,
//! decision 6).
//!
//! [`decode`] turns a [`binary::Module`]'s words into [`Inst`]s with typed operands, checking
//! that every operand is there, that ids are within the bound, that strings end, and that no
//! word is left over; errors carry the word offset of the instruction.

use crate::binary::{self, Error};
use rspirv::grammar::{CoreInstructionTable, OperandKind as K, OperandQuantifier as Q};
use std::collections::HashMap;

/// The draft extension's name.
pub const EXTENSION: &str = "SPV_INTEL_loop_dependence_annotations";
/// `Capability AccessGroupAnnotationINTEL`.
pub const CAP_ACCESS_GROUP: u32 = 6200;
/// `Capability DependencyAnnotationINTEL` (implies 6200).
pub const CAP_DEPENDENCY: u32 = 6201;
/// `OpAccessGroupListINTEL`: a result id, then the access group literals.
pub const OP_ACCESS_GROUP_LIST: u16 = 6202;
/// `Decoration AccessGroupINTEL`: access group literals (calls and atomics).
pub const DECORATION_ACCESS_GROUP: u32 = 6205;
/// `MemoryAccess AccessGroupMaskINTEL`: N, then N access group literals.
pub const MEMORY_ACCESS_GROUP_MASK: u32 = 0x40000;
/// `LoopControl ParallelAccessesINTEL`: N ≥ 1, then N access group list ids.
pub const LOOP_PARALLEL_ACCESSES: u32 = 0x0400_0000;
/// `LoopControl DependencyAccessesINTEL`: N ≥ 1, then N pairs (list id, safelen).
pub const LOOP_DEPENDENCY_ACCESSES: u32 = 0x0800_0000;

/// `Capability FPGALoopControlsINTEL` (SPV_INTEL_fpga_loop_controls).
pub const CAP_FPGA_LOOP_CONTROLS: u32 = 5888;
/// The extension of the FPGA loop controls.
pub const FPGA_LOOP_CONTROLS_EXTENSION: &str = "SPV_INTEL_fpga_loop_controls";
/// `LoopControl DependencyArrayINTEL`: N, then N pairs (array pointer id, safelen).
pub const LOOP_DEPENDENCY_ARRAY: u32 = 0x0004_0000;
/// `LoopControl LoopCountINTEL`: minimum, maximum and average, 64-bit each.
pub const LOOP_COUNT: u32 = 0x0100_0000;

/// A bit-mask operand kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MaskKind {
    ImageOperands,
    FpFastMathMode,
    SelectionControl,
    LoopControl,
    FunctionControl,
    MemorySemantics,
    MemoryAccess,
    KernelProfilingInfo,
    RayFlags,
    FragmentShadingRate,
}

/// A value-enumeration operand kind (the `rspirv` grammar's kind).
pub type EnumKind = K;

/// One operand, as read.
#[derive(Clone, Debug, PartialEq)]
pub enum Operand {
    /// The result type id.
    ResultType(u32),
    /// The result id.
    Result(u32),
    /// Any other id.
    Id(u32),
    /// A literal integer (32 bits).
    Literal(u32),
    /// A literal number whose width and kind its type gives (`OpConstant`, `OpSwitch`).
    Number(Number),
    String(String),
    /// A value enumerant.
    Enum(EnumKind, u32),
    /// A bit mask.
    Mask(MaskKind, u32),
    /// The instruction number of an `OpExtInst` (named by its set).
    ExtInst(u32),
    /// The opcode an `OpSpecConstantOp` performs.
    SpecOp(u32),
    /// An enumerant or flags of the `OpenCL.DebugInfo.100` set's own kinds.
    Debug(crate::debuginfo::DebugKind, u32),
}

/// A literal number with its type.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Number {
    Int {
        bits: u32,
        signed: bool,
        value: u64,
    },
    Float {
        bits: u32,
        value: u64,
    },
    /// A number of unknown type (its type is not declared before use).
    Raw(u32),
}

/// A decoded instruction.
#[derive(Clone, Debug, PartialEq)]
pub struct Inst {
    pub opcode: u16,
    pub operands: Vec<Operand>,
    /// The word offset in the binary.
    pub offset: usize,
}

impl Inst {
    /// The result id, if the instruction has one.
    pub fn result(&self) -> Option<u32> {
        self.operands.iter().find_map(|o| match o {
            Operand::Result(r) => Some(*r),
            _ => None,
        })
    }

    /// The result type id, if any.
    pub fn result_type(&self) -> Option<u32> {
        self.operands.iter().find_map(|o| match o {
            Operand::ResultType(r) => Some(*r),
            _ => None,
        })
    }
}

/// The name of an opcode (`OpLoad`), including the INTEL draft's.
pub fn opcode_name(op: u16) -> Option<String> {
    if op == OP_ACCESS_GROUP_LIST {
        return Some("OpAccessGroupListINTEL".into());
    }
    CoreInstructionTable::lookup_opcode(op).map(|i| format!("Op{}", i.opname))
}

/// What the decoder knows about numeric types and extended instruction sets.
#[derive(Default)]
struct Types {
    /// Type id → (bits, signed) for integers, (bits, float) for floats.
    ints: HashMap<u32, (u32, bool)>,
    floats: HashMap<u32, u32>,
    /// Value id → its type id.
    value_type: HashMap<u32, u32>,
    /// Extended instruction set id → name.
    ext_sets: HashMap<u32, String>,
}

/// Reads the operands of every instruction of `m`.
pub fn decode(m: &binary::Module) -> Result<Vec<Inst>, Error> {
    let mut t = Types::default();
    let mut out = Vec::with_capacity(m.insts.len());
    for raw in &m.insts {
        let inst = decode_inst(raw, m.header.bound, &t)?;
        note_types(&inst, &mut t);
        out.push(inst);
    }
    Ok(out)
}

fn note_types(inst: &Inst, t: &mut Types) {
    let op = inst.opcode;
    let (Some(r), ops) = (inst.result(), &inst.operands) else {
        return;
    };
    let lit = |k: usize| match ops.get(k) {
        Some(Operand::Literal(v)) => Some(*v),
        _ => None,
    };
    if op == spirv::Op::TypeInt as u16 {
        if let (Some(w), Some(s)) = (lit(1), lit(2)) {
            t.ints.insert(r, (w, s != 0));
        }
    } else if op == spirv::Op::TypeFloat as u16 {
        if let Some(w) = lit(1) {
            t.floats.insert(r, w);
        }
    } else if op == spirv::Op::ExtInstImport as u16 {
        if let Some(Operand::String(s)) = ops.get(1) {
            t.ext_sets.insert(r, s.clone());
        }
    }
    if let Some(ty) = inst.result_type() {
        t.value_type.insert(r, ty);
    }
}

/// Reads words of one instruction in order.
struct Reader<'a> {
    words: &'a [u32],
    at: usize,
    offset: usize,
    bound: u32,
    op: u16,
}

impl Reader<'_> {
    fn left(&self) -> bool {
        self.at < self.words.len()
    }

    fn err(&self, msg: impl Into<String>) -> Error {
        let name = opcode_name(self.op).unwrap_or_else(|| "instruction".into());
        Error::new(self.offset, format!("{name}: {}", msg.into()))
    }

    fn word(&mut self, what: &str) -> Result<u32, Error> {
        let w = *self
            .words
            .get(self.at)
            .ok_or_else(|| self.err(format!("missing operand ({what})")))?;
        self.at += 1;
        Ok(w)
    }

    fn id(&mut self) -> Result<u32, Error> {
        let w = self.word("an id")?;
        if w == 0 || w >= self.bound {
            return Err(self.err(format!(
                "id %{w} is out of bound (the bound is {})",
                self.bound
            )));
        }
        Ok(w)
    }

    fn string(&mut self) -> Result<String, Error> {
        let mut bytes = Vec::new();
        loop {
            let w = self.word("a string")?;
            for b in w.to_le_bytes() {
                if b == 0 {
                    return String::from_utf8(bytes)
                        .map_err(|_| self.err("a literal string is not UTF-8"));
                }
                bytes.push(b);
            }
        }
    }
}

fn decode_inst(raw: &binary::RawInst, bound: u32, t: &Types) -> Result<Inst, Error> {
    let mut r = Reader {
        words: &raw.operands,
        at: 0,
        offset: raw.offset,
        bound,
        op: raw.opcode,
    };
    let mut ops = Vec::new();
    if raw.opcode == OP_ACCESS_GROUP_LIST {
        ops.push(Operand::Result(r.id()?));
        while r.left() {
            ops.push(Operand::Literal(r.word("an access group")?));
        }
        return Ok(Inst {
            opcode: raw.opcode,
            operands: ops,
            offset: raw.offset,
        });
    }
    let Some(g) = CoreInstructionTable::lookup_opcode(raw.opcode) else {
        return Err(Error::new(
            raw.offset,
            format!("unknown opcode {}", raw.opcode),
        ));
    };
    for lo in g.operands {
        match lo.quantifier {
            Q::One => operand(&mut r, lo.kind, &mut ops, t)?,
            Q::ZeroOrOne => {
                if r.left() {
                    operand(&mut r, lo.kind, &mut ops, t)?
                }
            }
            Q::ZeroOrMore => {
                while r.left() {
                    operand(&mut r, lo.kind, &mut ops, t)?
                }
            }
        }
    }
    if r.left() {
        return Err(r.err(format!(
            "{} word(s) more than the operands take",
            r.words.len() - r.at
        )));
    }
    Ok(Inst {
        opcode: raw.opcode,
        operands: ops,
        offset: raw.offset,
    })
}

/// The mask kind of an operand kind, if it is a bit mask.
pub fn mask_kind(k: K) -> Option<MaskKind> {
    Some(match k {
        K::ImageOperands => MaskKind::ImageOperands,
        K::FPFastMathMode => MaskKind::FpFastMathMode,
        K::SelectionControl => MaskKind::SelectionControl,
        K::LoopControl => MaskKind::LoopControl,
        K::FunctionControl => MaskKind::FunctionControl,
        K::MemorySemantics => MaskKind::MemorySemantics,
        K::MemoryAccess => MaskKind::MemoryAccess,
        K::KernelProfilingInfo => MaskKind::KernelProfilingInfo,
        K::RayFlags => MaskKind::RayFlags,
        K::FragmentShadingRate => MaskKind::FragmentShadingRate,
        _ => return None,
    })
}

/// The number whose type is `ty`, from the reader.
fn number(r: &mut Reader<'_>, ty: Option<u32>, t: &Types) -> Result<Number, Error> {
    let ty = ty.unwrap_or(0);
    if let Some(&(bits, signed)) = t.ints.get(&ty) {
        let lo = u64::from(r.word("a number")?);
        let value = if bits > 32 {
            lo | (u64::from(r.word("a number's high word")?) << 32)
        } else {
            lo
        };
        return Ok(Number::Int {
            bits,
            signed,
            value,
        });
    }
    if let Some(&bits) = t.floats.get(&ty) {
        let lo = u64::from(r.word("a number")?);
        let value = if bits > 32 {
            lo | (u64::from(r.word("a number's high word")?) << 32)
        } else {
            lo
        };
        return Ok(Number::Float { bits, value });
    }
    Ok(Number::Raw(r.word("a number")?))
}

fn operand(r: &mut Reader<'_>, k: K, ops: &mut Vec<Operand>, t: &Types) -> Result<(), Error> {
    match k {
        K::IdResultType => ops.push(Operand::ResultType(r.id()?)),
        K::IdResult => ops.push(Operand::Result(r.id()?)),
        K::IdRef | K::IdScope | K::IdMemorySemantics => ops.push(Operand::Id(r.id()?)),
        K::LiteralInteger | K::LiteralFloat => ops.push(Operand::Literal(r.word("a literal")?)),
        K::LiteralString => ops.push(Operand::String(r.string()?)),
        K::LiteralContextDependentNumber => {
            // OpConstant / OpSpecConstant: the result type; OpSwitch is handled by its pair.
            let ty = ops.iter().find_map(|o| match o {
                Operand::ResultType(x) => Some(*x),
                _ => None,
            });
            while r.left() {
                ops.push(Operand::Number(number(r, ty, t)?));
            }
        }
        K::LiteralExtInstInteger => {
            ops.push(Operand::ExtInst(r.word("an instruction number")?));
            // The instruction's own operands: ids and literals as its set says.
            let set = ops.iter().rev().find_map(|o| match o {
                Operand::Id(s) => Some(*s),
                _ => None,
            });
            let name = set.and_then(|s| t.ext_sets.get(&s)).map(String::as_str);
            let inst = match ops.last() {
                Some(Operand::ExtInst(n)) => *n,
                _ => 0,
            };
            let grammar = match name {
                Some("OpenCL.std") => {
                    rspirv::grammar::OpenCLStd100InstructionTable::lookup_opcode(inst)
                }
                Some("GLSL.std.450") => {
                    rspirv::grammar::GlslStd450InstructionTable::lookup_opcode(inst)
                }
                Some(crate::debuginfo::SET_NAME) => {
                    return debug_operands(r, inst, ops, t);
                }
                _ => None,
            };
            match grammar {
                Some(g) => {
                    for lo in g.operands {
                        match lo.quantifier {
                            Q::One => operand(r, lo.kind, ops, t)?,
                            Q::ZeroOrOne => {
                                if r.left() {
                                    operand(r, lo.kind, ops, t)?
                                }
                            }
                            Q::ZeroOrMore => {
                                while r.left() {
                                    operand(r, lo.kind, ops, t)?
                                }
                            }
                        }
                    }
                }
                None => {
                    while r.left() {
                        ops.push(Operand::Id(r.id()?));
                    }
                }
            }
        }
        K::LiteralSpecConstantOpInteger => {
            ops.push(Operand::SpecOp(r.word("an opcode")?));
            while r.left() {
                ops.push(Operand::Id(r.id()?));
            }
        }
        K::PairLiteralIntegerIdRef => {
            // OpSwitch: the literal has the selector's type.
            let sel = ops.iter().find_map(|o| match o {
                Operand::Id(x) => Some(*x),
                _ => None,
            });
            let ty = sel.and_then(|s| t.value_type.get(&s).copied());
            ops.push(Operand::Number(number(r, ty, t)?));
            ops.push(Operand::Id(r.id()?));
        }
        K::PairIdRefLiteralInteger => {
            ops.push(Operand::Id(r.id()?));
            ops.push(Operand::Literal(r.word("a literal")?));
        }
        K::PairIdRefIdRef => {
            ops.push(Operand::Id(r.id()?));
            ops.push(Operand::Id(r.id()?));
        }
        _ => {
            if let Some(mk) = mask_kind(k) {
                let bits = r.word("a mask")?;
                ops.push(Operand::Mask(mk, bits));
                mask_parameters(r, mk, bits, ops)?;
            } else {
                let v = r.word("an enumerant")?;
                ops.push(Operand::Enum(k, v));
                enum_parameters(r, k, v, ops)?;
            }
        }
    }
    Ok(())
}

/// The operands of an `OpenCL.DebugInfo.100` instruction (all ids when the set has no
/// instruction `inst`, as for a set the decoder does not know).
fn debug_operands(
    r: &mut Reader<'_>,
    inst: u32,
    ops: &mut Vec<Operand>,
    t: &Types,
) -> Result<(), Error> {
    use crate::debuginfo::{Count, Param};
    let Some(g) = crate::debuginfo::lookup(inst) else {
        while r.left() {
            ops.push(Operand::Id(r.id()?));
        }
        return Ok(());
    };
    for &(p, count) in g.operands {
        let n = match count {
            Count::One => 1,
            Count::Optional => usize::from(r.left()),
            Count::Any => usize::MAX,
        };
        for _ in 0..n {
            if count == Count::Any && !r.left() {
                break;
            }
            match p {
                Param::Id => ops.push(Operand::Id(r.id()?)),
                Param::Literal => ops.push(Operand::Literal(r.word("a literal")?)),
                Param::Core(k) => operand(r, k, ops, t)?,
                Param::Debug(k) => ops.push(Operand::Debug(k, r.word("an enumerant")?)),
            }
        }
    }
    Ok(())
}

/// The operands that follow the bits of a mask, in ascending bit order.
fn mask_parameters(
    r: &mut Reader<'_>,
    mk: MaskKind,
    bits: u32,
    ops: &mut Vec<Operand>,
) -> Result<(), Error> {
    for bit in (0..32).map(|b| 1u32 << b).filter(|b| bits & b != 0) {
        match (mk, bit) {
            (MaskKind::MemoryAccess, 0x2) => ops.push(Operand::Literal(r.word("an alignment")?)),
            (MaskKind::MemoryAccess, 0x8 | 0x10) => ops.push(Operand::Id(r.id()?)),
            (MaskKind::MemoryAccess, 0x10000 | 0x20000) => ops.push(Operand::Id(r.id()?)),
            (MaskKind::MemoryAccess, MEMORY_ACCESS_GROUP_MASK) => {
                let n = r.word("an access group count")?;
                ops.push(Operand::Literal(n));
                for _ in 0..n {
                    ops.push(Operand::Literal(r.word("an access group")?));
                }
            }
            (MaskKind::LoopControl, 0x8 | 0x10 | 0x20 | 0x40 | 0x80 | 0x100) => {
                ops.push(Operand::Literal(r.word("a loop control parameter")?))
            }
            // The FPGA controls (InitiationInterval, MaxConcurrency, PipelineEnable,
            // LoopCoalesce, MaxInterleaving, SpeculatedIterations, MaxReinvocationDelay).
            (
                MaskKind::LoopControl,
                0x10000 | 0x20000 | 0x80000 | 0x100000 | 0x200000 | 0x400000 | 0x2000000,
            ) => ops.push(Operand::Literal(r.word("a loop control parameter")?)),
            (MaskKind::LoopControl, LOOP_DEPENDENCY_ARRAY) => {
                // DependencyArrayINTEL: N, then N pairs (array id, safelen).
                let n = r.word("a count")?;
                ops.push(Operand::Literal(n));
                for _ in 0..n {
                    ops.push(Operand::Id(r.id()?));
                    ops.push(Operand::Literal(r.word("a safelen")?));
                }
            }
            (MaskKind::LoopControl, 0x1000000) => {
                // LoopCountINTEL: min, max and average, 64-bit each (-1: not given), as
                // llvm-spirv-15 writes them (SPIRV-Tools 2023.1 takes one word).
                for _ in 0..3 {
                    let lo = u64::from(r.word("a loop count")?);
                    let hi = u64::from(r.word("a loop count's high word")?);
                    ops.push(Operand::Number(Number::Int {
                        bits: 64,
                        signed: true,
                        value: lo | (hi << 32),
                    }));
                }
            }
            (MaskKind::LoopControl, LOOP_PARALLEL_ACCESSES) => {
                let n = r.word("a count")?;
                ops.push(Operand::Literal(n));
                for _ in 0..n {
                    ops.push(Operand::Id(r.id()?));
                }
            }
            (MaskKind::LoopControl, LOOP_DEPENDENCY_ACCESSES) => {
                let n = r.word("a count")?;
                ops.push(Operand::Literal(n));
                for _ in 0..n {
                    ops.push(Operand::Id(r.id()?));
                    ops.push(Operand::Literal(r.word("a safelen")?));
                }
            }
            (MaskKind::ImageOperands, 0x4) => {
                ops.push(Operand::Id(r.id()?));
                ops.push(Operand::Id(r.id()?));
            }
            (
                MaskKind::ImageOperands,
                0x1 | 0x2 | 0x8 | 0x10 | 0x20 | 0x40 | 0x80 | 0x100 | 0x200 | 0x10000,
            ) => ops.push(Operand::Id(r.id()?)),
            _ => {}
        }
    }
    Ok(())
}

/// The operands of an enumerant that has parameters (decorations and execution modes).
fn enum_parameters(r: &mut Reader<'_>, k: K, v: u32, ops: &mut Vec<Operand>) -> Result<(), Error> {
    use spirv::Decoration as D;
    match k {
        K::Decoration => {
            if v == DECORATION_ACCESS_GROUP {
                while r.left() {
                    ops.push(Operand::Literal(r.word("an access group")?));
                }
                return Ok(());
            }
            let Some(d) = D::from_u32(v) else {
                // Unknown decoration: its words as literals.
                while r.left() {
                    ops.push(Operand::Literal(r.word("a literal")?));
                }
                return Ok(());
            };
            match d {
                D::BuiltIn => {
                    let b = r.word("a builtin")?;
                    ops.push(Operand::Enum(K::BuiltIn, b));
                }
                D::FuncParamAttr => {
                    let a = r.word("an attribute")?;
                    ops.push(Operand::Enum(K::FunctionParameterAttribute, a));
                }
                D::FPRoundingMode => {
                    let a = r.word("a rounding mode")?;
                    ops.push(Operand::Enum(K::FPRoundingMode, a));
                }
                D::FPFastMathMode => {
                    let a = r.word("a fast-math mode")?;
                    ops.push(Operand::Mask(MaskKind::FpFastMathMode, a));
                }
                D::LinkageAttributes => {
                    ops.push(Operand::String(r.string()?));
                    let l = r.word("a linkage type")?;
                    ops.push(Operand::Enum(K::LinkageType, l));
                }
                D::UniformId | D::AlignmentId | D::MaxByteOffsetId | D::CounterBuffer => {
                    ops.push(Operand::Id(r.id()?))
                }
                D::UserSemantic | D::UserTypeGOOGLE | D::MemoryINTEL => {
                    ops.push(Operand::String(r.string()?))
                }
                D::MergeINTEL => {
                    ops.push(Operand::String(r.string()?));
                    ops.push(Operand::String(r.string()?));
                }
                _ => {
                    while r.left() {
                        ops.push(Operand::Literal(r.word("a literal")?));
                    }
                }
            }
        }
        K::ExecutionMode => {
            use spirv::ExecutionMode as E;
            let ids = matches!(
                E::from_u32(v),
                Some(E::LocalSizeId | E::LocalSizeHintId | E::SubgroupsPerWorkgroupId)
            );
            while r.left() {
                if ids {
                    ops.push(Operand::Id(r.id()?));
                } else {
                    ops.push(Operand::Literal(r.word("a literal")?));
                }
            }
        }
        _ => {}
    }
    Ok(())
}
