//! Removing the draft SPV_INTEL_loop_dependence_annotations tokens from a module, and only
//! them: what is left is standard SPIR-V that Debian's SPIRV-Tools validates and
//! llvm-spirv-15 reads (the tests check parir's output this way, as the SPIR-V issue asks).
//! The legacy `DependencyArrayINTEL` and `LoopCountINTEL` loop controls go too: SPIRV-Tools
//! 2023.1 gives each one operand word where SPV_INTEL_fpga_loop_controls (and llvm-spirv-15)
//! give them 1 + 2N and three 64-bit counts.

use crate::binary::{Error, Module, RawInst};
use crate::grammar::{self, MaskKind, Number, Operand};

/// The module without the INTEL tokens: their capabilities and extension, the
/// `OpAccessGroupListINTEL`s, the `AccessGroupINTEL` decorations, the `AccessGroupMaskINTEL`
/// memory operands and the `ParallelAccessesINTEL` / `DependencyAccessesINTEL` loop controls;
/// `DependencyArrayINTEL` and `LoopCountINTEL`, with the FPGALoopControlsINTEL capability and its extension when no
/// other FPGA loop control is left.
pub fn strip_intel(m: &Module) -> Result<Module, Error> {
    let insts = grammar::decode(m)?;
    // The FPGA loop controls SPIRV-Tools knows as llvm-spirv-15 writes them
    // (InitiationInterval ... MaxReinvocationDelay, LoopCount aside).
    const FPGA_KNOWN: u32 =
        0x10000 | 0x20000 | 0x80000 | 0x100000 | 0x200000 | 0x400000 | 0x800000 | 0x2000000;
    let other_fpga = insts.iter().any(|i| {
        i.operands
            .iter()
            .any(|o| matches!(o, Operand::Mask(MaskKind::LoopControl, b) if b & FPGA_KNOWN != 0))
    });
    let mut out = Vec::with_capacity(insts.len());
    for i in insts {
        let op = i.opcode;
        let o = &i.operands;
        let drop = match op {
            _ if op == spirv::Op::Capability as u16 => {
                matches!(
                    o.first(),
                    Some(Operand::Enum(
                        _,
                        grammar::CAP_ACCESS_GROUP | grammar::CAP_DEPENDENCY
                    ))
                ) || (!other_fpga
                    && matches!(
                        o.first(),
                        Some(Operand::Enum(_, grammar::CAP_FPGA_LOOP_CONTROLS))
                    ))
            }
            _ if op == spirv::Op::Extension as u16 => {
                matches!(o.first(), Some(Operand::String(s)) if s == grammar::EXTENSION
                    || (!other_fpga && s == grammar::FPGA_LOOP_CONTROLS_EXTENSION))
            }
            grammar::OP_ACCESS_GROUP_LIST => true,
            _ if op == spirv::Op::Decorate as u16 => matches!(
                o.get(1),
                Some(Operand::Enum(_, grammar::DECORATION_ACCESS_GROUP))
            ),
            _ => false,
        };
        if drop {
            continue;
        }
        let mut ops = i.operands.clone();
        if let Some(k) = ops.iter().position(|x| {
            matches!(
                x,
                Operand::Mask(MaskKind::MemoryAccess | MaskKind::LoopControl, _)
            )
        }) {
            if let Operand::Mask(mk, bits) = ops[k] {
                let intel = match mk {
                    MaskKind::MemoryAccess => grammar::MEMORY_ACCESS_GROUP_MASK,
                    _ => {
                        grammar::LOOP_PARALLEL_ACCESSES
                            | grammar::LOOP_DEPENDENCY_ACCESSES
                            | grammar::LOOP_DEPENDENCY_ARRAY
                            | grammar::LOOP_COUNT
                    }
                };
                if bits & intel != 0 {
                    let mut kept = vec![Operand::Mask(mk, bits & !intel)];
                    let mut at = k + 1;
                    for bit in (0..32).map(|b| 1u32 << b).filter(|b| bits & b != 0) {
                        let n = param_len(mk, bit, &ops[at..]);
                        if bit & intel == 0 {
                            kept.extend_from_slice(&ops[at..at + n]);
                        }
                        at += n;
                    }
                    kept.extend_from_slice(&ops[at..]);
                    ops.truncate(k);
                    // A memory access mask of 0 with nothing after it is left out.
                    if !(mk == MaskKind::MemoryAccess && bits & !intel == 0 && kept.len() == 1) {
                        ops.extend(kept);
                    }
                }
            }
        }
        out.push(RawInst {
            opcode: op,
            operands: encode(&ops),
            offset: 0,
        });
    }
    Ok(Module {
        header: m.header,
        insts: out,
    })
}

/// How many operands the parameters of `bit` take (as [`grammar`] reads them).
fn param_len(mk: MaskKind, bit: u32, rest: &[Operand]) -> usize {
    let count = |k: usize| match rest.get(k) {
        Some(Operand::Literal(n)) => *n as usize,
        _ => 0,
    };
    match (mk, bit) {
        (MaskKind::MemoryAccess, 0x2 | 0x8 | 0x10 | 0x10000 | 0x20000) => 1,
        (MaskKind::MemoryAccess, grammar::MEMORY_ACCESS_GROUP_MASK) => 1 + count(0),
        (MaskKind::LoopControl, 0x8 | 0x10 | 0x20 | 0x40 | 0x80 | 0x100) => 1,
        (
            MaskKind::LoopControl,
            0x10000 | 0x20000 | 0x80000 | 0x100000 | 0x200000 | 0x400000 | 0x2000000,
        ) => 1,
        (MaskKind::LoopControl, grammar::LOOP_DEPENDENCY_ARRAY) => 1 + 2 * count(0),
        (MaskKind::LoopControl, 0x1000000) => 3,
        (MaskKind::LoopControl, grammar::LOOP_PARALLEL_ACCESSES) => 1 + count(0),
        (MaskKind::LoopControl, grammar::LOOP_DEPENDENCY_ACCESSES) => 1 + 2 * count(0),
        _ => 0,
    }
}

/// Typed operands back to words.
pub fn encode(ops: &[Operand]) -> Vec<u32> {
    let mut w = Vec::new();
    for o in ops {
        match o {
            Operand::ResultType(x)
            | Operand::Result(x)
            | Operand::Id(x)
            | Operand::Literal(x)
            | Operand::Enum(_, x)
            | Operand::Mask(_, x)
            | Operand::ExtInst(x)
            | Operand::Debug(_, x)
            | Operand::SpecOp(x) => w.push(*x),
            Operand::String(s) => {
                let mut b = s.as_bytes().to_vec();
                b.push(0);
                while !b.len().is_multiple_of(4) {
                    b.push(0);
                }
                w.extend(
                    b.chunks(4)
                        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])),
                );
            }
            Operand::Number(n) => match *n {
                Number::Int { bits, value, .. } | Number::Float { bits, value } => {
                    w.push(value as u32);
                    if bits > 32 {
                        w.push((value >> 32) as u32);
                    }
                }
                Number::Raw(x) => w.push(x),
            },
        }
    }
    w
}

/// Whether the module uses the INTEL tokens at all.
pub fn uses_intel(m: &Module) -> bool {
    strip_intel(m).is_ok_and(|s| {
        s.insts.len() != m.insts.len()
            || s.insts
                .iter()
                .zip(&m.insts)
                .any(|(a, b)| a.operands != b.operands)
    })
}
