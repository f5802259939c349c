//! What `spirv-val` checks of a module's ids and layout before the reader trusts it
//! (SPIR-V 1.6, 2.4 "Logical Layout of a Module" and 2.16 "Validation Rules"): a module cut
//! short, or with instructions dropped, must not read back as a smaller module.
//!
//! - the module has its `OpMemoryModel` and a function: a module of declarations and types
//!   only (a kernel cut before its functions) would read as nothing. (spirv-val also
//!   requires an `OpEntryPoint` without the `Linkage` capability; the reader takes the
//!   design document's example, which has neither.)
//! - every id an instruction names is defined, once;
//! - an id is defined before it is used (inside a function: in it, anywhere; dominance is
//!   the IR verifier's), except where SPIR-V allows a forward reference:
//!   debug and annotation instructions (`OpenCL.DebugInfo.100` and non-semantic extended
//!   instructions too), entry points and execution modes, `OpPhi`,
//!   branches and merge instructions (`OpLoopMerge`'s `DependencyArrayINTEL` names arrays
//!   defined in the loop), a label, the callee of `OpFunctionCall` and the kernel of the device-side enqueue
//!   instructions, and pointer types
//!   (SPIRV-Tools' `spvOperandCanBeForwardDeclaredFunction`);
//! - an entry point names a function;
//! - a function ends with `OpFunctionEnd`, its body is blocks, and each block ends with a
//!   terminator.
//!
//! Errors are located: the word offset of the instruction, its index and opcode.

use crate::binary::Error;
use crate::grammar::{self, Operand};
use spirv::Op;
use std::collections::HashMap;

fn op_is(op: u16, o: Op) -> bool {
    op == o as u16
}

fn is_terminator(op: u16) -> bool {
    [
        Op::Branch,
        Op::BranchConditional,
        Op::Switch,
        Op::Kill,
        Op::Return,
        Op::ReturnValue,
        Op::Unreachable,
        Op::TerminateInvocation,
    ]
    .iter()
    .any(|&o| op_is(op, o))
}

/// Instructions any of whose ids may be defined later.
fn forward_allowed(op: u16) -> bool {
    [
        Op::Name,
        Op::MemberName,
        Op::Decorate,
        Op::MemberDecorate,
        Op::DecorateId,
        Op::GroupDecorate,
        Op::GroupMemberDecorate,
        Op::DecorateString,
        Op::MemberDecorateString,
        Op::EntryPoint,
        Op::ExecutionMode,
        Op::ExecutionModeId,
        Op::Phi,
        Op::LoopMerge,
        Op::SelectionMerge,
        Op::Branch,
        Op::BranchConditional,
        Op::Switch,
        Op::TypeForwardPointer,
        Op::TypePointer,
        Op::TypeStruct,
    ]
    .iter()
    .any(|&o| op_is(op, o))
}

/// Instructions that may name a function defined later: a call, and the device-side
/// enqueue instructions naming the invoked kernel.
fn names_function(op: u16) -> bool {
    [
        Op::FunctionCall,
        Op::EnqueueKernel,
        Op::GetKernelNDrangeSubGroupCount,
        Op::GetKernelNDrangeMaxSubGroupSize,
        Op::GetKernelWorkGroupSize,
        Op::GetKernelPreferredWorkGroupSizeMultiple,
        Op::GetKernelLocalSizeForSubgroupCount,
        Op::GetKernelMaxNumSubgroups,
    ]
    .iter()
    .any(|&o| op_is(op, o))
}

/// Checks `insts` (decoded from one module) as described in the module documentation.
pub fn validate(insts: &[grammar::Inst]) -> Result<(), Error> {
    let err = |k: usize, msg: String| {
        let op = insts[k].opcode;
        let name = grammar::opcode_name(op).unwrap_or_else(|| format!("opcode {op}"));
        Error::new(insts[k].offset, format!("{name} (instruction {k}): {msg}"))
    };
    // Definitions.
    let mut defined: HashMap<u32, usize> = HashMap::new();
    for (k, inst) in insts.iter().enumerate() {
        if let Some(r) = inst.result() {
            if let Some(first) = defined.insert(r, k) {
                return Err(err(
                    k,
                    format!("%{r} is defined again (first by instruction {first})"),
                ));
            }
        }
    }
    if !insts.iter().any(|i| op_is(i.opcode, Op::MemoryModel)) {
        let at = insts.len().saturating_sub(1);
        let word = insts.last().map_or(5, |i| i.offset);
        let what = if insts.is_empty() {
            "the module has no instructions".to_string()
        } else {
            format!("the module has no OpMemoryModel (it ends at instruction {at})")
        };
        return Err(Error::new(word, what));
    }
    // The names ids are given, for the messages.
    let mut names: HashMap<u32, String> = HashMap::new();
    for inst in insts {
        if let (true, [Operand::Id(id), Operand::String(n), ..]) =
            (op_is(inst.opcode, Op::Name), inst.operands.as_slice())
        {
            names.entry(*id).or_insert_with(|| n.clone());
        } else if let (true, [_, Operand::Id(id), Operand::String(n), ..]) =
            (op_is(inst.opcode, Op::EntryPoint), inst.operands.as_slice())
        {
            names.insert(*id, n.clone());
        }
    }
    let named = |id: u32| match names.get(&id) {
        Some(n) => format!("%{id} ({n})"),
        None => format!("%{id}"),
    };
    // The function each instruction belongs to (its OpFunction's index).
    let mut function_of: Vec<Option<usize>> = Vec::with_capacity(insts.len());
    let mut current = None;
    for (k, inst) in insts.iter().enumerate() {
        if op_is(inst.opcode, Op::Function) {
            current = Some(k);
        }
        function_of.push(current);
        if op_is(inst.opcode, Op::FunctionEnd) {
            current = None;
        }
    }
    // Debug information may name what comes later (a `DebugFunction` its function, a
    // composite type its members), as may any instruction of a non-semantic set.
    let debug_sets: Vec<u32> = insts
        .iter()
        .filter(|i| op_is(i.opcode, Op::ExtInstImport))
        .filter_map(|i| match i.operands.as_slice() {
            [Operand::Result(r), Operand::String(s)]
                if s == crate::debuginfo::SET_NAME || s.starts_with("NonSemantic.") =>
            {
                Some(*r)
            }
            _ => None,
        })
        .collect();
    let debug_inst = |inst: &grammar::Inst| {
        op_is(inst.opcode, Op::ExtInst)
            && matches!(inst.operands.get(2), Some(Operand::Id(set)) if debug_sets.contains(set))
    };
    // Uses.
    for (k, inst) in insts.iter().enumerate() {
        let op = inst.opcode;
        let forward_ok = forward_allowed(op) || debug_inst(inst);
        for o in &inst.operands {
            let id = match o {
                Operand::Id(id) | Operand::ResultType(id) => *id,
                _ => continue,
            };
            let Some(&def) = defined.get(&id) else {
                return Err(err(k, format!("{} is never defined", named(id))));
            };
            if def < k {
                continue;
            }
            let def_op = insts[def].opcode;
            // Inside a function, SPIR-V orders definitions by dominance, not layout (the
            // IR verifier checks dominance after reading).
            let same_function = function_of[k].is_some() && function_of[k] == function_of[def];
            let ok = same_function
                || forward_ok
                || op_is(def_op, Op::Label)
                || (names_function(op) && op_is(def_op, Op::Function));
            if !ok {
                return Err(err(
                    k,
                    format!(
                        "{} is used before its definition (instruction {def})",
                        named(id)
                    ),
                ));
            }
        }
        if op_is(op, Op::EntryPoint) {
            if let Some(Operand::Id(f)) = inst.operands.get(1) {
                if !op_is(insts[defined[f]].opcode, Op::Function) {
                    return Err(err(
                        k,
                        format!("the entry point {} is not a function", named(*f)),
                    ));
                }
            }
        }
    }
    // Functions and blocks.
    enum At {
        Outside,
        /// In function (its instruction), before its first block.
        Header(usize),
        /// In a block (the function's and the label's instruction).
        Block(usize, usize),
        /// Between a terminator and the next label.
        Between(usize),
    }
    let mut at = At::Outside;
    for (k, inst) in insts.iter().enumerate() {
        let op = inst.opcode;
        let label = |l: usize| insts[l].result().unwrap_or(0);
        if op_is(op, Op::Line) || op_is(op, Op::NoLine) {
            continue;
        }
        at = match at {
            At::Outside if op_is(op, Op::Function) => At::Header(k),
            At::Outside if op_is(op, Op::FunctionEnd) => {
                return Err(err(k, "OpFunctionEnd outside a function".into()))
            }
            At::Outside if op_is(op, Op::Label) || is_terminator(op) => {
                return Err(err(k, "outside a function".into()))
            }
            At::Outside => At::Outside,
            At::Header(f) | At::Between(f) if op_is(op, Op::Label) => At::Block(f, k),
            At::Header(_) | At::Between(_) if op_is(op, Op::FunctionEnd) => At::Outside,
            At::Header(f) if op_is(op, Op::FunctionParameter) => At::Header(f),
            At::Block(_, l) if op_is(op, Op::FunctionEnd) || op_is(op, Op::Label) => {
                return Err(err(
                    k,
                    format!("block %{} (instruction {l}) has no terminator", label(l)),
                ))
            }
            At::Block(f, _) if is_terminator(op) => At::Between(f),
            At::Block(f, l) if !op_is(op, Op::Function) => At::Block(f, l),
            At::Header(f) | At::Between(f) | At::Block(f, _) => {
                let what = if op_is(op, Op::Function) {
                    format!(
                        "the function {} (instruction {f}) has no OpFunctionEnd",
                        named(insts[f].result().unwrap_or(0))
                    )
                } else {
                    "an instruction of a function outside its blocks".into()
                };
                return Err(err(k, what));
            }
        };
    }
    match at {
        At::Outside => Ok(()),
        At::Block(f, l) => Err(err(
            f,
            format!(
                "the function ends at its block %{} (instruction {l}): no terminator, no OpFunctionEnd",
                insts[l].result().unwrap_or(0)
            ),
        )),
        At::Header(f) | At::Between(f) => Err(err(
            f,
            "a function without OpFunctionEnd (the module ends first)".into(),
        )),
    }
}

/// The module defines a function, or is a Linkage module with content: one of declarations
/// and types only (a kernel cut before its functions) would read as an empty module.
///
/// A Linkage module may hold no function and no entry point, as SPIR-V's own rule has it (what
/// llvm-spirv-15 writes for an LLVM module of globals only, or of nothing, always with its
/// OpSource); spirv-val accepts it. One that ends at its memory model declares nothing at all:
/// that is what a module cut before its entry points leaves, and reading it back as an empty
/// module would hide the cut, so it stays an error. (A cut after the entry points names a
/// function that is not there, which [`validate`] reports.) Checked after the reader has
/// rejected what it does not support, which says more.
pub fn require_function(insts: &[grammar::Inst]) -> Result<(), Error> {
    /// `OpCapability Linkage`'s operand.
    const LINKAGE: u32 = 5;
    let linkage = insts.iter().any(|i| {
        op_is(i.opcode, Op::Capability)
            && i.operands.iter().any(|o| {
                matches!(
                    o,
                    grammar::Operand::Enum(_, LINKAGE) | grammar::Operand::Literal(LINKAGE)
                )
            })
    });
    let content = insts.iter().any(|i| {
        ![
            Op::Capability,
            Op::Extension,
            Op::ExtInstImport,
            Op::MemoryModel,
        ]
        .iter()
        .any(|&op| op_is(i.opcode, op))
    });
    if (linkage && content) || insts.iter().any(|i| op_is(i.opcode, Op::Function)) {
        return Ok(());
    }
    let Some(last) = insts.last() else {
        return Err(Error::new(5, "the module has no instructions"));
    };
    let k = insts.len() - 1;
    let name =
        grammar::opcode_name(last.opcode).unwrap_or_else(|| format!("opcode {}", last.opcode));
    Err(Error::new(
        last.offset,
        format!("{name} (instruction {k}): the module defines no function: nothing to read (is it cut short?)"),
    ))
}
