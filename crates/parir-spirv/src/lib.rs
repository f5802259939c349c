//! parir-spirv: SPIR-V for parir (issue 16; `ivdep-loop-annotations-design.md`, "SPIR-V
//! Extension" and "LLVM Metadata to SPIR-V Translation").
//!
//! - [`binary`]: the physical layout: reading either byte order with located errors (word
//!   offsets), writing;
//! - [`grammar`]: typed operands from the core grammar (`rspirv`'s tables) and the draft
//!   extension SPV_INTEL_loop_dependence_annotations (`OpAccessGroupListINTEL`,
//!   `AccessGroupMaskINTEL`, `AccessGroupINTEL`, `ParallelAccessesINTEL`,
//!   `DependencyAccessesINTEL`; seed README, decision 6);
//! - [`debuginfo`]: the `OpenCL.DebugInfo.100` set's operands, which `rspirv` has no table
//!   for;
//! - [`dis`]: the disassembler in `spirv-dis`'s syntax, with [`names`] for its friendly
//!   names, and [`asm`], the assembler for that syntax;
//! - [`writer`]: LLVM 19 IR of OpenCL C kernels → SPIR-V, the annotations as the INTEL tokens
//!   (or intel/llvm's legacy controls); [`strip`] removes the tokens;
//! - [`reader`]: SPIR-V → LLVM 19 IR, the tokens back into access groups and loop
//!   attributes, after [`validate`] checks the ids and layout as `spirv-val` does;
//! - [`loopmd`]: the one adapter between LLVM's loop metadata (LoopIDs, access and index
//!   groups) and SPIR-V's loop controls; the writer and the reader name no attribute
//!   themselves.

pub mod asm;
pub mod binary;
pub mod debuginfo;
pub mod dis;
pub mod grammar;
pub mod loopmd;
pub mod names;
pub mod reader;
pub mod strip;
pub mod validate;
pub mod writer;
