//! The writer: LLVM 19 IR of OpenCL C kernels (clang-19 `-target spir64 -cl-std=CL2.0`,
//! opaque pointers) → SPIR-V 1.0 for the OpenCL (Kernel) environment.
//!
//! # The mapping
//!
//! - types: `iN` (N = 8, 16, 32, 64) → `OpTypeInt N 0` (the capabilities `Int8`, `Int16`,
//!   `Int64` when used), `i1` → `OpTypeBool`, `half`/`float`/`double` → `OpTypeFloat`,
//!   vectors, arrays, structs; `ptr addrspace(N)` → `OpTypePointer` with the storage class of
//!   the SPIR address space (0 Function, 1 CrossWorkgroup, 2 UniformConstant, 3 Workgroup,
//!   4 Generic) and a pointee: SPIR-V 1.x pointers are typed, so every pointer value gets
//!   the type it is first used with (loaded, stored, indexed; `i8` otherwise) and an
//!   `OpBitcast` where another use needs another pointee;
//! - globals → module-scope `OpVariable`s (with their initializers), kernels
//!   (`spir_kernel`) → `OpEntryPoint Kernel`, other definitions → functions, declarations
//!   (other than the built-ins below) → imported functions (`LinkageAttributes ... Import`);
//! - instructions: arithmetic, comparisons, `select`, casts, `getelementptr`
//!   (`OpInBoundsPtrAccessChain`/`OpPtrAccessChain`), loads and stores (`Aligned`), `alloca`
//!   (function-scope `OpVariable`s in the entry block), `phi`, branches, `switch`, returns,
//!   vector and aggregate element operations, calls;
//! - OpenCL built-ins: the work-item functions (`get_global_id`, ...) → loads of the
//!   built-in input variables; `barrier`/`work_group_barrier` → `OpControlBarrier`;
//!   `atomic_inc`/`atomic_dec`/`atomic_add`... → atomics; math functions and the LLVM
//!   intrinsics that are OpenCL.std instructions (`sqrt`, `fabs`, `fmin`, `mad`,
//!   `llvm.fmuladd`, `llvm.smax`, ...) → `OpExtInst`;
//! - blocks in reverse post-order (dominators first), unreachable blocks left out.
//!
//! Anything else is an error naming the construct and its function, never wrong SPIR-V.

use crate::binary::{Header, Module as SpvModule, RawInst};
use crate::loopmd::LoopAnnotations;
use parir_ir::attrs::Attr;
use parir_ir::inst::{BinOp, CastOp, FloatPredicate, InstKind, IntPredicate};
use parir_ir::types::{FloatKind, StructBody, StructName, TypeData};
use parir_ir::value::ConstData;
use parir_ir::{Block, Body, Const, GlobalId, Inst, Module, Type, Value};
use spirv::Op;
use std::collections::{BTreeSet, HashMap};
use std::fmt;

/// An error: what is not supported, where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WriteError {
    /// `@function` (and the value or block) the error is about.
    pub location: String,
    pub message: String,
}

impl fmt::Display for WriteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.location, self.message)
    }
}

impl std::error::Error for WriteError {}

/// The generator word: tool id 0 (no registered id for parir), version 1.
pub const GENERATOR: u32 = 1;

/// A SPIR-V type, structurally (the key of the type table).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum T {
    Void,
    Bool,
    Int(u32),
    Float(u32),
    Vector(u32, u32),
    Array(u32, u32),
    Struct(Vec<u32>, Option<String>),
    Ptr(u32, u32),
    Func(u32, Vec<u32>),
    /// An opaque type (`OpTypeEvent`, `OpTypeImage`, `OpTypePipe`, ...): its opcode and its
    /// operands after the result id.
    Opaque(u16, Vec<u32>),
}

/// A constant, structurally.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum C {
    Bits(u32, Vec<u32>),
    True(u32),
    False(u32),
    Null(u32),
    Undef(u32),
    Composite(u32, Vec<u32>),
    /// `OpSpecConstantOp type opcode operands`: a pointer computed from a global's address
    /// (a cast or an access chain), which OpenCL lets a module-scope constant hold.
    SpecOp(u32, u32, Vec<u32>),
}

const SC_FUNCTION: u32 = 7;
const SC_CROSS_WORKGROUP: u32 = 5;
const SC_UNIFORM_CONSTANT: u32 = 0;
const SC_WORKGROUP: u32 = 4;
const SC_GENERIC: u32 = 8;
const SC_INPUT: u32 = 1;

fn storage_class(addrspace: u32) -> Option<u32> {
    Some(match addrspace {
        0 => SC_FUNCTION,
        1 => SC_CROSS_WORKGROUP,
        2 => SC_UNIFORM_CONSTANT,
        3 => SC_WORKGROUP,
        4 => SC_GENERIC,
        _ => return None,
    })
}

fn words_of_str(s: &str) -> Vec<u32> {
    let mut b = s.as_bytes().to_vec();
    b.push(0);
    while !b.len().is_multiple_of(4) {
        b.push(0);
    }
    b.chunks(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

/// The work-item built-ins: the demangled function → (BuiltIn, scalar or 3-vector).
fn work_item_builtin(name: &str) -> Option<(u32, bool)> {
    use spirv::BuiltIn as B;
    Some(match name {
        "_Z13get_global_idj" => (B::GlobalInvocationId as u32, true),
        "_Z12get_local_idj" => (B::LocalInvocationId as u32, true),
        "_Z12get_group_idj" => (B::WorkgroupId as u32, true),
        "_Z14get_num_groupsj" => (B::NumWorkgroups as u32, true),
        "_Z14get_local_sizej" => (B::WorkgroupSize as u32, true),
        "_Z15get_global_sizej" => (B::GlobalSize as u32, true),
        "_Z17get_global_offsetj" => (B::GlobalOffset as u32, true),
        "_Z12get_work_dimv" => (B::WorkDim as u32, false),
        _ => return None,
    })
}

/// The OpenCL.std instruction for a math function or LLVM intrinsic with `float` (`true`)
/// or integer arguments (`signed` for the `s_` forms).
fn ext_inst(base: &str, float: bool, signed: bool) -> Option<u32> {
    let name: String = match base {
        "min" if float => "fmin".into(),
        "max" if float => "fmax".into(),
        "clamp" if float => "fclamp".into(),
        "min" | "max" | "clamp" | "abs" | "mad_hi" | "mad_sat" | "add_sat" | "sub_sat" | "hadd"
        | "rhadd" | "mul_hi" | "abs_diff" | "upsample" | "mad24" | "mul24" => {
            format!("{}_{base}", if signed { "s" } else { "u" })
        }
        other => other.into(),
    };
    rspirv::grammar::OpenCLStd100InstructionTable::iter()
        .find(|i| i.opname == name)
        .map(|i| i.opcode)
}

/// The core instruction `Op<op>` when its SPIR-V-friendly call form `__spirv_<op>(...)` maps
/// one to one: every operand an id (values, scopes, memory semantics) or a group operation (a
/// constant argument) given exactly once, and
/// no capability beyond what a SPIR-V 1.0 OpenCL module may declare (Groups, the widths).
fn friendly_instruction(op: &str) -> Option<&'static rspirv::grammar::Instruction<'static>> {
    use rspirv::grammar::{OperandKind as K, OperandQuantifier as Q};
    let inst = rspirv::grammar::CoreInstructionTable::iter().find(|i| i.opname == op)?;
    let ids_only = inst.operands.iter().all(|o| {
        o.quantifier == Q::One
            && matches!(
                o.kind,
                K::IdResultType
                    | K::IdResult
                    | K::IdRef
                    | K::IdScope
                    | K::IdMemorySemantics
                    | K::GroupOperation
            )
    });
    let caps_ok = inst.capabilities.is_empty() || friendly_capability(inst).is_some();
    // SPIR-V 1.0's instructions end with the pipe group instructions.
    let version_ok = inst.opcode as u32 <= spirv::Op::GroupCommitWritePipe as u32;
    (ids_only && caps_ok && version_ok && inst.extensions.is_empty()).then_some(inst)
}

/// The capability (of those a SPIR-V 1.0 OpenCL module may declare) that enables `inst`.
fn friendly_capability(inst: &rspirv::grammar::Instruction<'_>) -> Option<spirv::Capability> {
    use spirv::Capability as Cap;
    inst.capabilities.iter().copied().find(|c| {
        matches!(
            c,
            Cap::Kernel
                | Cap::Addresses
                | Cap::Groups
                | Cap::Int64
                | Cap::Int16
                | Cap::Int8
                | Cap::Float16
                | Cap::Float64
                | Cap::Vector16
        )
    })
}

/// A non-uniform sub-group built-in: its instruction, group operation, argument count,
/// whether its first argument is an int predicate (a bool in SPIR-V) and its result a bool,
/// and its capabilities.
struct NonUniform {
    op: Op,
    group_op: Option<u32>,
    args: usize,
    bool_in: bool,
    bool_out: bool,
    caps: &'static [spirv::Capability],
}

/// The cl_khr_subgroup_non_uniform_vote / _arithmetic / _clustered_reduce / _ballot
/// (broadcast) and cl_khr_subgroup_shuffle / _shuffle_relative built-ins, by name and mangled
/// arguments.
fn non_uniform(base: &str, args: &str) -> Option<NonUniform> {
    use spirv::Capability as Cap;
    let nu = |op, group_op, args, bool_in, bool_out, caps| {
        Some(NonUniform {
            op,
            group_op,
            args,
            bool_in,
            bool_out,
            caps,
        })
    };
    const VOTE: &[Cap] = &[Cap::GroupNonUniformVote];
    const BALLOT: &[Cap] = &[Cap::GroupNonUniformBallot];
    const SHUFFLE: &[Cap] = &[Cap::GroupNonUniformShuffle];
    const RELATIVE: &[Cap] = &[Cap::GroupNonUniformShuffleRelative];
    const ARITH: &[Cap] = &[Cap::GroupNonUniformArithmetic];
    const CLUSTERED: &[Cap] = &[Cap::GroupNonUniformClustered];
    match base {
        "sub_group_elect" => return nu(Op::GroupNonUniformElect, None, 0, false, true, &[]),
        "sub_group_non_uniform_all" => {
            return nu(Op::GroupNonUniformAll, None, 1, true, true, VOTE)
        }
        "sub_group_non_uniform_any" => {
            return nu(Op::GroupNonUniformAny, None, 1, true, true, VOTE)
        }
        "sub_group_non_uniform_all_equal" => {
            return nu(Op::GroupNonUniformAllEqual, None, 1, false, true, VOTE)
        }
        "sub_group_non_uniform_broadcast" => {
            return nu(Op::GroupNonUniformBroadcast, None, 2, false, false, BALLOT)
        }
        "sub_group_broadcast_first" => {
            return nu(
                Op::GroupNonUniformBroadcastFirst,
                None,
                1,
                false,
                false,
                BALLOT,
            )
        }
        "sub_group_shuffle" => {
            return nu(Op::GroupNonUniformShuffle, None, 2, false, false, SHUFFLE)
        }
        "sub_group_shuffle_xor" => {
            return nu(
                Op::GroupNonUniformShuffleXor,
                None,
                2,
                false,
                false,
                SHUFFLE,
            )
        }
        "sub_group_shuffle_up" => {
            return nu(
                Op::GroupNonUniformShuffleUp,
                None,
                2,
                false,
                false,
                RELATIVE,
            )
        }
        "sub_group_shuffle_down" => {
            return nu(
                Op::GroupNonUniformShuffleDown,
                None,
                2,
                false,
                false,
                RELATIVE,
            )
        }
        _ => {}
    }
    let (group_op, what, nargs, caps) =
        if let Some(w) = base.strip_prefix("sub_group_non_uniform_reduce_") {
            (0, w, 1, ARITH)
        } else if let Some(w) = base.strip_prefix("sub_group_non_uniform_scan_inclusive_") {
            (1, w, 1, ARITH)
        } else if let Some(w) = base.strip_prefix("sub_group_non_uniform_scan_exclusive_") {
            (2, w, 1, ARITH)
        } else if let Some(w) = base.strip_prefix("sub_group_clustered_reduce_") {
            (3, w, 2, CLUSTERED)
        } else {
            return None;
        };
    let elem = first_arg_elem(args);
    let float = matches!(elem, "f" | "d" | "Dh");
    let signed = matches!(elem, "c" | "a" | "s" | "i" | "l" | "x");
    let (op, logical) = match (what, float, signed) {
        ("add", true, _) => (Op::GroupNonUniformFAdd, false),
        ("add", false, _) => (Op::GroupNonUniformIAdd, false),
        ("mul", true, _) => (Op::GroupNonUniformFMul, false),
        ("mul", false, _) => (Op::GroupNonUniformIMul, false),
        ("min", true, _) => (Op::GroupNonUniformFMin, false),
        ("min", false, true) => (Op::GroupNonUniformSMin, false),
        ("min", false, false) => (Op::GroupNonUniformUMin, false),
        ("max", true, _) => (Op::GroupNonUniformFMax, false),
        ("max", false, true) => (Op::GroupNonUniformSMax, false),
        ("max", false, false) => (Op::GroupNonUniformUMax, false),
        ("and", false, _) => (Op::GroupNonUniformBitwiseAnd, false),
        ("or", false, _) => (Op::GroupNonUniformBitwiseOr, false),
        ("xor", false, _) => (Op::GroupNonUniformBitwiseXor, false),
        ("logical_and", false, _) => (Op::GroupNonUniformLogicalAnd, true),
        ("logical_or", false, _) => (Op::GroupNonUniformLogicalOr, true),
        ("logical_xor", false, _) => (Op::GroupNonUniformLogicalXor, true),
        _ => return None,
    };
    nu(op, Some(group_op), nargs, logical, logical, caps)
}

/// A work-group or sub-group collective (`sub_group_broadcast`, `work_group_reduce_add`,
/// `sub_group_scan_exclusive_max`, ...) with mangled arguments `args`: (scope, instruction,
/// group operation literal).
fn group_collective(base: &str, args: &str) -> Option<(u32, Op, Option<u32>)> {
    let (scope, rest) = if let Some(r) = base.strip_prefix("sub_group_") {
        (3, r)
    } else {
        (2, base.strip_prefix("work_group_")?)
    };
    if rest == "broadcast" {
        return Some((scope, Op::GroupBroadcast, None));
    }
    let (group_op, what) = if let Some(w) = rest.strip_prefix("reduce_") {
        (0, w)
    } else if let Some(w) = rest.strip_prefix("scan_inclusive_") {
        (1, w)
    } else {
        (2, rest.strip_prefix("scan_exclusive_")?)
    };
    let elem = first_arg_elem(args);
    let float = matches!(elem, "f" | "d" | "Dh");
    let signed = matches!(elem, "c" | "a" | "s" | "i" | "l" | "x");
    let op = match (what, float, signed) {
        ("add", true, _) => Op::GroupFAdd,
        ("add", false, _) => Op::GroupIAdd,
        ("min", true, _) => Op::GroupFMin,
        ("min", false, true) => Op::GroupSMin,
        ("min", false, false) => Op::GroupUMin,
        ("max", true, _) => Op::GroupFMax,
        ("max", false, true) => Op::GroupSMax,
        ("max", false, false) => Op::GroupUMax,
        _ => return None,
    };
    Some((scope, op, Some(group_op)))
}

/// The comparison or test instruction of an OpenCL C relational built-in.
fn relational_op(base: &str) -> Option<Op> {
    Some(match base {
        "isequal" => Op::FOrdEqual,
        "isnotequal" => Op::FUnordNotEqual,
        "isgreater" => Op::FOrdGreaterThan,
        "isgreaterequal" => Op::FOrdGreaterThanEqual,
        "isless" => Op::FOrdLessThan,
        "islessequal" => Op::FOrdLessThanEqual,
        "islessgreater" => Op::FOrdNotEqual,
        "isordered" => Op::Ordered,
        "isunordered" => Op::Unordered,
        "isfinite" => Op::IsFinite,
        "isinf" => Op::IsInf,
        "isnan" => Op::IsNan,
        "isnormal" => Op::IsNormal,
        "signbit" => Op::SignBitSet,
        _ => return None,
    })
}

/// Whether OpenCL.std instruction `n` writes an int through its pointer operand.
fn ext_int_pointer(n: u32) -> bool {
    rspirv::grammar::OpenCLStd100InstructionTable::iter()
        .find(|i| i.opcode == n)
        .is_some_and(|i| matches!(i.opname, "frexp" | "remquo" | "lgamma_r"))
}

/// Whether OpenCL.std instruction `n` is one whose OpenCL C form takes a scalar for a vector
/// operand (`min(gentype, sgentype)`, `ldexp(floatn, int)`, `mix(x, y, float)`,
/// `step(float, floatn)`, ...), to be splatted.
fn splats_scalars(n: u32) -> bool {
    rspirv::grammar::OpenCLStd100InstructionTable::iter()
        .find(|i| i.opcode == n)
        .is_some_and(|i| {
            matches!(
                i.opname,
                "fmin"
                    | "fmax"
                    | "fclamp"
                    | "s_min"
                    | "u_min"
                    | "s_max"
                    | "u_max"
                    | "s_clamp"
                    | "u_clamp"
                    | "mix"
                    | "step"
                    | "smoothstep"
                    | "ldexp"
            )
        })
}

/// The element type of the first argument in an Itanium-mangled OpenCL argument list, past
/// pointer, qualifier, address-space and vector prefixes: `Dv2_ii` → `i`, `PU3AS1Vj` → `j`,
/// `Dv4_Dh` → `Dh`.
fn first_arg_elem(args: &str) -> &str {
    let mut s = args;
    loop {
        if let Some(r) = s.strip_prefix("U3AS") {
            s = r.trim_start_matches(|c: char| c.is_ascii_digit());
        } else if let Some(r) = s.strip_prefix("Dv") {
            s = r.trim_start_matches(|c: char| c.is_ascii_digit());
            s = s.strip_prefix('_').unwrap_or(s);
        } else if let Some(r) = s.strip_prefix(['P', 'K', 'V', 'r']) {
            s = r;
        } else {
            break;
        }
    }
    if s.starts_with("Dh") {
        &s[..2]
    } else if s.starts_with("DF16_") {
        &s[..5]
    } else {
        s.get(..1).unwrap_or("")
    }
}

/// OpenCL C built-in families by name prefix (the work-item, work-group, sub-group, atomic,
/// image, pipe, async-copy, vector load/store, conversion and enqueue functions); with
/// [`OPENCL_BUILTIN_NAMES`] and OpenCL.std's math, a mangled declaration of one of these is a
/// built-in the writer translates or refuses by name, never an imported function.
const OPENCL_BUILTIN_PREFIXES: &[&str] = &[
    "work_group_",
    "sub_group_",
    "atomic_",
    "atom_",
    "read_image",
    "write_image",
    "async_work_group",
    "vload",
    "vstore",
    "ndrange_",
    "enqueue_",
    "read_pipe",
    "write_pipe",
    "reserve_",
    "commit_",
    "work_group_",
    "intel_",
    "__spirv_",
];

/// OpenCL C built-ins named exactly (short names a user function could start with).
const OPENCL_BUILTIN_NAMES: &[&str] = &[
    "printf",
    "barrier",
    "mem_fence",
    "read_mem_fence",
    "write_mem_fence",
    "wait_group_events",
    "prefetch",
    "isequal",
    "isnotequal",
    "isgreater",
    "isgreaterequal",
    "isless",
    "islessequal",
    "islessgreater",
    "isfinite",
    "isinf",
    "isnan",
    "isnormal",
    "isordered",
    "isunordered",
    "signbit",
    "any",
    "all",
    "bitselect",
    "select",
    "shuffle",
    "shuffle2",
    "dot",
    "cross",
    "distance",
    "length",
    "normalize",
    "capture_event_profiling_info",
    "create_user_event",
    "set_user_event_status",
    "retain_event",
    "release_event",
    "is_valid_event",
    "is_valid_reserve_id",
    "to_global",
    "to_local",
    "to_private",
];

/// An OpenCL C vector load or store by name: its OpenCL.std instruction (`vloadn`,
/// `vstoren`, `vload_half`, `vload_halfn`, `vloada_halfn`, `vstore_half[_r]`,
/// `vstore_halfn[_r]`, `vstorea_halfn[_r]`), the vector length the instruction takes as a
/// literal (loads), and the rounding mode of a `_rtX` store.
fn vector_load_store(base: &str) -> Option<(&'static str, Option<u32>, Option<u32>)> {
    let (stem, rounding) = match base.rsplit_once("_rt") {
        Some((s, m)) if base.starts_with("vstore") => (
            s,
            Some(match m {
                "e" => 0,
                "z" => 1,
                "p" => 2,
                "n" => 3,
                _ => return None,
            }),
        ),
        _ => (base, None),
    };
    let len = |digits: &str| -> Option<u32> {
        matches!(digits, "2" | "3" | "4" | "8" | "16")
            .then(|| digits.parse().ok())
            .flatten()
    };
    let r = rounding.is_some();
    Some(match stem {
        "vload_half" => ("vload_half", None, None),
        "vstore_half" if r => ("vstore_half_r", None, rounding),
        "vstore_half" => ("vstore_half", None, None),
        _ => {
            if let Some(d) = stem.strip_prefix("vloada_half") {
                ("vloada_halfn", Some(len(d)?), None)
            } else if let Some(d) = stem.strip_prefix("vload_half") {
                ("vload_halfn", Some(len(d)?), None)
            } else if let Some(d) = stem.strip_prefix("vstorea_half") {
                len(d)?;
                if r {
                    ("vstorea_halfn_r", None, rounding)
                } else {
                    ("vstorea_halfn", None, None)
                }
            } else if let Some(d) = stem.strip_prefix("vstore_half") {
                len(d)?;
                if r {
                    ("vstore_halfn_r", None, rounding)
                } else {
                    ("vstore_halfn", None, None)
                }
            } else if let Some(d) = stem.strip_prefix("vload") {
                ("vloadn", Some(len(d)?), None)
            } else if let Some(d) = stem.strip_prefix("vstore") {
                if r {
                    return None;
                }
                len(d)?;
                ("vstoren", None, None)
            } else {
                return None;
            }
        }
    })
}

/// An OpenCL C 2.0 atomic built-in by name: what it does (`fetch_add`, `load`, `store`,
/// `exchange`, `compare_exchange_strong`, `init`, ...) and whether it is the `_explicit` form.
fn c11_atomic(base: &str) -> Option<(&str, bool)> {
    let rest = base.strip_prefix("atomic_")?;
    let (what, explicit) = match rest.strip_suffix("_explicit") {
        Some(w) => (w, true),
        None => (rest, false),
    };
    let known = matches!(
        what,
        "load"
            | "store"
            | "exchange"
            | "compare_exchange_strong"
            | "compare_exchange_weak"
            | "fetch_add"
            | "fetch_sub"
            | "fetch_and"
            | "fetch_or"
            | "fetch_xor"
            | "fetch_min"
            | "fetch_max"
    ) || (what == "init" && !explicit);
    known.then_some((what, explicit))
}

/// The OpenCL C `get_*` built-ins (work-items, sub-groups, images, pipes, device-side
/// enqueue): exact names, so that a user's `get_value` is an imported function.
const OPENCL_GET_BUILTINS: &[&str] = &[
    "get_work_dim",
    "get_global_size",
    "get_global_id",
    "get_local_size",
    "get_enqueued_local_size",
    "get_local_id",
    "get_num_groups",
    "get_group_id",
    "get_global_offset",
    "get_global_linear_id",
    "get_local_linear_id",
    "get_sub_group_size",
    "get_max_sub_group_size",
    "get_num_sub_groups",
    "get_enqueued_num_sub_groups",
    "get_sub_group_id",
    "get_sub_group_local_id",
    "get_image_width",
    "get_image_height",
    "get_image_depth",
    "get_image_channel_data_type",
    "get_image_channel_order",
    "get_image_dim",
    "get_image_array_size",
    "get_image_num_samples",
    "get_image_num_mip_levels",
    "get_fence",
    "get_default_queue",
    "get_pipe_num_packets",
    "get_pipe_max_packets",
    "get_kernel_work_group_size",
    "get_kernel_preferred_work_group_size_multiple",
    "get_kernel_sub_group_count_for_ndrange",
    "get_kernel_max_sub_group_size_for_ndrange",
];

/// Whether `base` is an OpenCL C conversion or reinterpretation built-in by its grammar:
/// `convert_<type>[n][_sat][_rte|_rtz|_rtp|_rtn]`, `as_<type>[n]`, and the `fast_` geometric
/// functions; a user's `convert_units` is not.
fn is_conversion_builtin(base: &str) -> bool {
    fn typed(rest: &str) -> Option<&str> {
        const TYPES: &[&str] = &[
            "char", "uchar", "short", "ushort", "int", "uint", "long", "ulong", "half", "float",
            "double",
        ];
        // A type name (no name is a prefix of another), then an optional vector length.
        let t = TYPES.iter().find(|t| rest.starts_with(*t))?;
        let rest = &rest[t.len()..];
        let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
        if digits > 0 && !matches!(&rest[..digits], "2" | "3" | "4" | "8" | "16") {
            return None;
        }
        Some(&rest[digits..])
    }
    if let Some(rest) = base.strip_prefix("convert_") {
        let Some(rest) = typed(rest) else {
            return false;
        };
        let rest = rest.strip_prefix("_sat").unwrap_or(rest);
        return matches!(rest, "" | "_rte" | "_rtz" | "_rtp" | "_rtn");
    }
    if let Some(rest) = base.strip_prefix("as_") {
        return typed(rest) == Some("");
    }
    matches!(base, "fast_distance" | "fast_length" | "fast_normalize")
}

/// Whether `name` (an Itanium-mangled name) is an OpenCL C or SPIR-V-friendly built-in.
fn is_opencl_builtin(name: &str) -> bool {
    let Some((base, _)) = demangle(name) else {
        return false;
    };
    OPENCL_BUILTIN_PREFIXES.iter().any(|p| base.starts_with(p))
        || OPENCL_BUILTIN_NAMES.contains(&base)
        || OPENCL_GET_BUILTINS.contains(&base)
        || is_conversion_builtin(base)
        || [true, false].iter().any(|&float| {
            [true, false]
                .iter()
                .any(|&signed| ext_inst(base, float, signed).is_some())
        })
}

/// Whether `base` is one of the image built-ins the writer translates (the read/write basics
/// and the size queries).
fn image_builtin(base: &str) -> bool {
    matches!(
        base,
        "read_imagef"
            | "read_imagei"
            | "read_imageui"
            | "read_imageh"
            | "write_imagef"
            | "write_imagei"
            | "write_imageui"
            | "write_imageh"
            | "get_image_width"
            | "get_image_height"
            | "get_image_depth"
            | "get_image_dim"
    )
}

/// clang's lowering of OpenCL C's pipe built-ins (unmangled `__read_pipe_2`, ...) as the
/// SPIR-V instruction each is, with the scope of a group form (Workgroup 2, Subgroup 3).
fn pipe_builtin(name: &str) -> Option<(Op, Option<u32>)> {
    let (scope, rest) = if let Some(r) = name.strip_prefix("__work_group_") {
        (Some(2), r)
    } else if let Some(r) = name.strip_prefix("__sub_group_") {
        (Some(3), r)
    } else {
        (None, name.strip_prefix("__")?)
    };
    let op = match (rest, scope.is_some()) {
        ("read_pipe_2", false) => Op::ReadPipe,
        ("write_pipe_2", false) => Op::WritePipe,
        ("read_pipe_4", false) => Op::ReservedReadPipe,
        ("write_pipe_4", false) => Op::ReservedWritePipe,
        ("reserve_read_pipe", false) => Op::ReserveReadPipePackets,
        ("reserve_write_pipe", false) => Op::ReserveWritePipePackets,
        ("commit_read_pipe", false) => Op::CommitReadPipe,
        ("commit_write_pipe", false) => Op::CommitWritePipe,
        ("get_pipe_num_packets_ro" | "get_pipe_num_packets_wo", false) => Op::GetNumPipePackets,
        ("get_pipe_max_packets_ro" | "get_pipe_max_packets_wo", false) => Op::GetMaxPipePackets,
        ("reserve_read_pipe", true) => Op::GroupReserveReadPipePackets,
        ("reserve_write_pipe", true) => Op::GroupReserveWritePipePackets,
        ("commit_read_pipe", true) => Op::GroupCommitReadPipe,
        ("commit_write_pipe", true) => Op::GroupCommitWritePipe,
        _ => return None,
    };
    Some((op, scope))
}

/// Whether `g` is OpenCL C's `printf` (a variadic declaration of that name): the OpenCL.std
/// instruction, not an imported function.
fn is_printf(m: &Module, g: GlobalId) -> bool {
    m.globals[g].name() == Some("printf")
        && m.globals[g].as_func().is_some_and(|f| {
            f.body.is_none()
                && m.types
                    .fn_sig(f.ty)
                    .is_some_and(|(_, _, variadic)| variadic)
        })
}

/// The type of the first argument in an Itanium-mangled OpenCL argument list, past pointer,
/// qualifier and address-space prefixes, as (element, vector length): `PU3AS3Dv4_f` →
/// (`f`, Some(4)), `PU3AS1Ki` → (`i`, None).
fn first_arg_shape(args: &str) -> (&str, Option<u32>) {
    let mut s = args;
    loop {
        if let Some(r) = s.strip_prefix("U3AS") {
            s = r.trim_start_matches(|c: char| c.is_ascii_digit());
        } else if let Some(r) = s.strip_prefix(['P', 'K', 'V', 'r']) {
            s = r;
        } else {
            break;
        }
    }
    let len = s.strip_prefix("Dv").and_then(|r| {
        let digits = r.bytes().take_while(u8::is_ascii_digit).count();
        r[..digits].parse().ok()
    });
    (first_arg_elem(s), len)
}

/// The words of an integer constant of `bits` bits (two, low first, above 32).
fn int_words(v: u64, bits: u32) -> Vec<u32> {
    if bits > 32 {
        vec![v as u32, (v >> 32) as u32]
    } else {
        vec![v as u32]
    }
}

/// `_Z4sqrtf` → `("sqrt", "f")`: the name and the mangled argument types.
fn demangle(name: &str) -> Option<(&str, &str)> {
    let rest = name.strip_prefix("_Z")?;
    let digits = rest.bytes().take_while(|b| b.is_ascii_digit()).count();
    let len: usize = rest[..digits].parse().ok()?;
    let base = rest.get(digits..digits + len)?;
    Some((base, &rest[digits + len..]))
}

/// What an LLVM intrinsic is as an OpenCL.std instruction: (name, float, signed).
fn intrinsic_ext(name: &str) -> Option<(&'static str, bool, bool)> {
    let rest = name.strip_prefix("llvm.")?;
    // The saturating intrinsics are OpenCL.std's `add_sat` / `sub_sat` (s_ or u_).
    for (prefix, ext) in [
        ("sadd.sat.", ("add_sat", false, true)),
        ("uadd.sat.", ("add_sat", false, false)),
        ("ssub.sat.", ("sub_sat", false, true)),
        ("usub.sat.", ("sub_sat", false, false)),
    ] {
        if rest.starts_with(prefix) {
            return Some(ext);
        }
    }
    let base = rest.split('.').next()?;
    Some(match base {
        "fmuladd" | "fma" => ("fma", true, false),
        "fabs" => ("fabs", true, false),
        "sqrt" => ("sqrt", true, false),
        "minnum" => ("fmin", true, false),
        "maxnum" => ("fmax", true, false),
        "floor" => ("floor", true, false),
        "ceil" => ("ceil", true, false),
        "trunc" => ("trunc", true, false),
        "round" => ("round", true, false),
        "rint" => ("rint", true, false),
        "exp" => ("exp", true, false),
        "exp2" => ("exp2", true, false),
        "log" => ("log", true, false),
        "log2" => ("log2", true, false),
        "log10" => ("log10", true, false),
        "pow" => ("pow", true, false),
        "sin" => ("sin", true, false),
        "cos" => ("cos", true, false),
        "copysign" => ("copysign", true, false),
        "smax" => ("max", false, true),
        "smin" => ("min", false, true),
        "umax" => ("max", false, false),
        "umin" => ("min", false, false),
        "ctpop" => ("popcount", false, false),
        _ => return None,
    })
}

/// Whether a function of `m` has a loop with loop metadata (`!llvm.loop`) and more than one
/// latch: SPIR-V's `OpLoopMerge` names one continue target, so such a loop needs a single
/// backedge block (`loop-simplify`) before it can carry its loop controls.
pub fn needs_single_latch(m: &Module) -> bool {
    !functions_needing_single_latch(m).is_empty()
}

/// The functions [`needs_single_latch`] finds, in module order (`optnone` ones too:
/// llvm-spirv-15 simplifies their loops as well).
pub fn functions_needing_single_latch(m: &Module) -> Vec<GlobalId> {
    let Some(kind) = m.md.find_kind("llvm.loop") else {
        return Vec::new();
    };
    m.functions()
        .filter_map(|(g, f)| {
            let body = f.body.as_ref()?;
            // Only functions with a loop ID on some branch have loops to look at.
            if !body
                .insts
                .values()
                .any(|d| d.md.iter().any(|(k, _)| *k == kind))
            {
                return None;
            }
            let fl = parir_analysis::loops::FunctionLoops::compute(body);
            let found = fl.forest.loops().any(|l| {
                fl.forest.latches(&fl.cfg, l).len() > 1
                    && matches!(
                        parir_analysis::loop_attrs::loop_id(m, g, &fl, l),
                        Ok(Some(_))
                    )
            });
            found.then_some(g)
        })
        .collect()
}

/// How loop annotations become loop controls.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum LoopControls {
    /// The draft SPV_INTEL_loop_dependence_annotations (`ParallelAccessesINTEL`,
    /// `DependencyAccessesINTEL`) from access groups.
    #[default]
    Intel,
    /// What llvm-spirv-15 emits for intel/llvm's ivdep metadata
    /// ([`crate::loopmd::LoopAnnotations`]): ivdep → `DependencyInfinite`, ivdep safelen N →
    /// `DependencyLength N`, index groups on GEPs → `DependencyArrayINTEL`
    /// (SPV_INTEL_fpga_loop_controls); access groups are not translated.
    Legacy,
}

/// Writer options.
#[derive(Clone, Copy, Debug, Default)]
pub struct Options {
    pub loop_controls: LoopControls,
}

/// Writes `m` as SPIR-V.
pub fn write(m: &Module) -> Result<SpvModule, WriteError> {
    write_with(m, Options::default())
}

/// Writes `m` as SPIR-V with `opts`.
pub fn write_with(m: &Module, opts: Options) -> Result<SpvModule, WriteError> {
    // SPIR-V instructions take no constant expressions: one an instruction uses becomes
    // instructions before it, as llvm-spirv-15 writes it (an `addrspacecast` of a global
    // becomes `OpPtrCastToGeneric` in the function).
    let expanded;
    let m = if m
        .consts
        .iter()
        .any(|(_, e)| matches!(e.data, ConstData::Expr(_)))
    {
        let mut copy = m.clone();
        parir_ir::expand_constexpr_operands(&mut copy);
        expanded = copy;
        &expanded
    } else {
        m
    };
    let mut w = Writer::new(m);
    w.opts = opts;
    w.module()?;
    Ok(w.finish())
}

struct Writer<'m> {
    m: &'m Module,
    next: u32,
    caps: BTreeSet<u32>,
    /// Extensions declared for what was written (beside the loop-control ones).
    extensions: BTreeSet<&'static str>,
    ext_std: u32,
    names: Vec<RawInst>,
    decorations: Vec<RawInst>,
    globals: Vec<RawInst>,
    functions: Vec<RawInst>,
    entry_points: Vec<RawInst>,
    types: HashMap<T, u32>,
    consts: HashMap<C, u32>,
    builtins: HashMap<u32, (u32, u32)>,
    global_ids: HashMap<GlobalId, (u32, u32)>,
    func_ids: HashMap<GlobalId, u32>,
    /// Per function, its parameters' SPIR-V types (pointers with their planned pointee).
    param_types: HashMap<GlobalId, Vec<u32>>,
    physical64: bool,
    /// Access group → its literal (0, 1, ... in order of first appearance).
    groups: HashMap<parir_ir::metadata::MdNode, u32>,
    /// The draft INTEL tokens used: any (6200), DependencyAccessesINTEL (6201).
    uses_access_groups: bool,
    uses_dependencies: bool,
    /// A SPIR-V 1.1 loop control (DependencyInfinite, DependencyLength) was written.
    needs_1_1: bool,
    /// SPIR-V 1.3: the non-uniform sub-group instructions.
    needs_1_3: bool,
    /// SPIR-V 1.4: `UserSemantic`.
    needs_1_4: bool,
    /// `DependencyArrayINTEL` was written (capability FPGALoopControlsINTEL).
    uses_fpga_loop_controls: bool,
    /// `OpLoopControlINTEL` was written (SPV_INTEL_unstructured_loop_controls).
    uses_unstructured_loop_controls: bool,
    opts: Options,
}

impl<'m> Writer<'m> {
    fn new(m: &'m Module) -> Writer<'m> {
        let physical64 = !m
            .triple
            .as_deref()
            .is_some_and(|t| t.starts_with(b"spir-") || t == b"spir");
        let mut w = Writer {
            m,
            next: 1,
            caps: [4u32, 5, 6].into_iter().collect(), // Addresses, Linkage, Kernel
            extensions: BTreeSet::new(),
            ext_std: 0,
            names: Vec::new(),
            decorations: Vec::new(),
            globals: Vec::new(),
            functions: Vec::new(),
            entry_points: Vec::new(),
            types: HashMap::new(),
            consts: HashMap::new(),
            builtins: HashMap::new(),
            global_ids: HashMap::new(),
            func_ids: HashMap::new(),
            param_types: HashMap::new(),
            physical64,
            groups: HashMap::new(),
            uses_access_groups: false,
            uses_dependencies: false,
            needs_1_1: false,
            needs_1_3: false,
            needs_1_4: false,
            uses_fpga_loop_controls: false,
            uses_unstructured_loop_controls: false,
            opts: Options::default(),
        };
        w.ext_std = w.id();
        w
    }

    fn id(&mut self) -> u32 {
        let i = self.next;
        self.next += 1;
        i
    }

    fn err(&self, location: impl Into<String>, message: impl Into<String>) -> WriteError {
        WriteError {
            location: location.into(),
            message: message.into(),
        }
    }

    fn finish(mut self) -> SpvModule {
        let mut insts = Vec::new();
        if self.uses_access_groups {
            self.caps.insert(crate::grammar::CAP_ACCESS_GROUP);
        }
        if self.uses_dependencies {
            self.caps.insert(crate::grammar::CAP_DEPENDENCY);
        }
        if self.uses_fpga_loop_controls {
            self.caps.insert(crate::grammar::CAP_FPGA_LOOP_CONTROLS);
        }
        if self.uses_unstructured_loop_controls {
            self.caps
                .insert(spirv::Capability::UnstructuredLoopControlsINTEL as u32);
        }
        for c in &self.caps {
            insts.push(RawInst::new(Op::Capability as u16, vec![*c]));
        }
        if self.uses_fpga_loop_controls {
            insts.push(RawInst::new(
                Op::Extension as u16,
                words_of_str(crate::grammar::FPGA_LOOP_CONTROLS_EXTENSION),
            ));
        }
        if self.uses_unstructured_loop_controls {
            insts.push(RawInst::new(
                Op::Extension as u16,
                words_of_str("SPV_INTEL_unstructured_loop_controls"),
            ));
        }
        for e in &self.extensions {
            insts.push(RawInst::new(Op::Extension as u16, words_of_str(e)));
        }
        if self.uses_access_groups {
            insts.push(RawInst::new(
                Op::Extension as u16,
                words_of_str(crate::grammar::EXTENSION),
            ));
        }
        let mut imp = vec![self.ext_std];
        imp.extend(words_of_str("OpenCL.std"));
        insts.push(RawInst::new(Op::ExtInstImport as u16, imp));
        insts.push(RawInst::new(
            Op::MemoryModel as u16,
            vec![if self.physical64 { 2 } else { 1 }, 2],
        ));
        // Every entry point lists the built-in input variables (the interface).
        let mut inputs: Vec<u32> = self.builtins.values().map(|v| v.0).collect();
        inputs.sort_unstable();
        for mut e in self.entry_points {
            e.operands.extend(&inputs);
            insts.push(e);
        }
        insts.push(RawInst::new(Op::Source as u16, vec![3, 200000]));
        insts.extend(self.names);
        insts.extend(self.decorations);
        insts.extend(self.globals);
        insts.extend(self.functions);
        SpvModule {
            header: Header {
                // SPIR-V 1.0 unless a 1.1 loop control needs 1.1 (OpenCL 2.1 consumers read
                // both).
                version: if self.needs_1_4 {
                    0x0001_0400
                } else if self.needs_1_3 {
                    0x0001_0300
                } else if self.needs_1_1 {
                    0x0001_0100
                } else {
                    0x0001_0000
                },
                generator: GENERATOR,
                bound: self.next,
                schema: 0,
            },
            insts,
        }
    }

    fn name(&mut self, id: u32, name: &str) {
        let mut ops = vec![id];
        ops.extend(words_of_str(name));
        self.names.push(RawInst::new(Op::Name as u16, ops));
    }

    fn ty(&mut self, t: T) -> u32 {
        if let Some(&i) = self.types.get(&t) {
            return i;
        }
        let id = self.id();
        let inst = match &t {
            T::Void => RawInst::new(Op::TypeVoid as u16, vec![id]),
            T::Bool => RawInst::new(Op::TypeBool as u16, vec![id]),
            T::Int(b) => {
                match b {
                    8 => self.caps.insert(39),
                    16 => self.caps.insert(22),
                    64 => self.caps.insert(11),
                    _ => false,
                };
                RawInst::new(Op::TypeInt as u16, vec![id, *b, 0])
            }
            T::Float(b) => {
                match b {
                    16 => self.caps.insert(9),
                    64 => self.caps.insert(10),
                    _ => false,
                };
                RawInst::new(Op::TypeFloat as u16, vec![id, *b])
            }
            T::Vector(e, n) => {
                if *n > 4 {
                    self.caps.insert(7); // Vector16
                }
                RawInst::new(Op::TypeVector as u16, vec![id, *e, *n])
            }
            T::Array(e, n) => RawInst::new(Op::TypeArray as u16, vec![id, *e, *n]),
            T::Struct(ms, name) => {
                if let Some(n) = name {
                    let n = n.clone();
                    self.name(id, &n);
                }
                let mut o = vec![id];
                o.extend(ms);
                RawInst::new(Op::TypeStruct as u16, o)
            }
            T::Ptr(sc, p) => RawInst::new(Op::TypePointer as u16, vec![id, *sc, *p]),
            T::Func(r, ps) => {
                let mut o = vec![id, *r];
                o.extend(ps);
                RawInst::new(Op::TypeFunction as u16, o)
            }
            T::Opaque(op, ops) => {
                let mut o = vec![id];
                o.extend(ops);
                RawInst::new(*op, o)
            }
        };
        self.globals.push(inst);
        self.types.insert(t, id);
        id
    }

    fn constant(&mut self, c: C) -> u32 {
        if let Some(&i) = self.consts.get(&c) {
            return i;
        }
        let id = self.id();
        let inst = match &c {
            C::Bits(t, ws) => {
                let mut o = vec![*t, id];
                o.extend(ws);
                RawInst::new(Op::Constant as u16, o)
            }
            C::True(t) => RawInst::new(Op::ConstantTrue as u16, vec![*t, id]),
            C::False(t) => RawInst::new(Op::ConstantFalse as u16, vec![*t, id]),
            C::Null(t) => RawInst::new(Op::ConstantNull as u16, vec![*t, id]),
            C::Undef(t) => RawInst::new(Op::Undef as u16, vec![*t, id]),
            C::Composite(t, es) => {
                let mut o = vec![*t, id];
                o.extend(es);
                RawInst::new(Op::ConstantComposite as u16, o)
            }
            C::SpecOp(t, op, xs) => {
                let mut o = vec![*t, id, *op];
                o.extend(xs);
                RawInst::new(Op::SpecConstantOp as u16, o)
            }
        };
        self.globals.push(inst);
        self.consts.insert(c, id);
        id
    }

    /// `bool`, or a vector of `lanes` of them.
    fn bool_type(&mut self, lanes: Option<u32>) -> u32 {
        let b = self.ty(T::Bool);
        match lanes {
            Some(n) => self.ty(T::Vector(b, n)),
            None => b,
        }
    }

    /// `uchar`, or a vector of `lanes` of them: how an i1 (vector) sits in memory.
    fn byte_type(&mut self, lanes: Option<u32>) -> u32 {
        let b = self.ty(T::Int(8));
        match lanes {
            Some(n) => self.ty(T::Vector(b, n)),
            None => b,
        }
    }

    /// The byte `v` in every lane of [`Self::byte_type`].
    fn byte_splat(&mut self, lanes: Option<u32>, v: u32) -> u32 {
        let b = self.ty(T::Int(8));
        let c = self.constant(C::Bits(b, vec![v]));
        match lanes {
            Some(n) => {
                let t = self.byte_type(lanes);
                self.constant(C::Composite(t, vec![c; n as usize]))
            }
            None => c,
        }
    }

    fn u32_const(&mut self, v: u32) -> u32 {
        let t = self.ty(T::Int(32));
        self.constant(C::Bits(t, vec![v]))
    }

    /// The SPIR-V type of an LLVM type (pointers with the pointee `pointee`, else `i8`).
    fn llvm_type(&mut self, t: Type, loc: &str) -> Result<u32, WriteError> {
        // Types nest as deep as the reader allows: each level on a stack that has room.
        parir_ir::with_stack(|| self.llvm_type_at(t, loc))
    }

    fn llvm_type_at(&mut self, t: Type, loc: &str) -> Result<u32, WriteError> {
        let td = self.m.types.get(t).clone();
        Ok(match td {
            TypeData::Void => self.ty(T::Void),
            TypeData::Int(1) => self.ty(T::Bool),
            TypeData::Int(b @ (8 | 16 | 32 | 64)) => self.ty(T::Int(b)),
            TypeData::Int(b) => return Err(self.err(loc, format!("unsupported type i{b}"))),
            TypeData::Float(k) => {
                let b = match k {
                    FloatKind::Half => 16,
                    FloatKind::Float => 32,
                    FloatKind::Double => 64,
                    _ => return Err(self.err(loc, format!("unsupported type {}", k.keyword()))),
                };
                self.ty(T::Float(b))
            }
            TypeData::Ptr(a) => {
                let i8t = self.ty(T::Int(8));
                self.ptr_type(a, i8t, loc)?
            }
            TypeData::Vector {
                scalable: false,
                len,
                elem,
            } if matches!(len, 2 | 3 | 4 | 8 | 16) => {
                let e = self.llvm_type(elem, loc)?;
                self.ty(T::Vector(e, len))
            }
            TypeData::Array { len, elem } => {
                let e = self.llvm_type(elem, loc)?;
                let n = if len <= u64::from(u32::MAX) {
                    self.u32_const(len as u32)
                } else {
                    let t = self.ty(T::Int(64));
                    self.constant(C::Bits(t, vec![len as u32, (len >> 32) as u32]))
                };
                self.ty(T::Array(e, n))
            }
            TypeData::Struct { elems, .. } => {
                let mut ms = Vec::new();
                for e in elems {
                    ms.push(self.llvm_type(e, loc)?);
                }
                self.ty(T::Struct(ms, None))
            }
            TypeData::Named(s) => {
                let def = &self.m.types.structs[s];
                let name = match &def.name {
                    StructName::Named(n) => Some(n.clone()),
                    StructName::Unnamed => None,
                };
                let StructBody::Body { elems, .. } = def.body.clone() else {
                    return Err(self.err(loc, "opaque struct type"));
                };
                let mut ms = Vec::new();
                for e in elems {
                    ms.push(self.llvm_type(e, loc)?);
                }
                self.ty(T::Struct(ms, name))
            }
            TypeData::Target { name, types, ints } => {
                return self.target_type(&name, &types, &ints, loc)
            }
            TypeData::Vector {
                scalable: false, ..
            } => {
                return Err(self.err(
                    loc,
                    format!(
                        "unsupported type {}: OpenCL's vectors have 2, 3, 4, 8 or 16 components",
                        parir_ir::printer::type_to_string(self.m, t)
                    ),
                ))
            }
            other => return Err(self.err(loc, format!("unsupported type {other:?}"))),
        })
    }

    /// A `target("spirv.X", ...)` type: SPIR-V's opaque type `OpTypeX` with the parameters in
    /// its operands' order (LLVM's SPIR-V target types, which clang-19 gives OpenCL C's
    /// `event_t`, `sampler_t`, `image*_t`, `pipe`, `queue_t`, `clk_event_t`, `reserve_id_t`),
    /// with the capability each needs as llvm-spirv-15 declares it.
    fn target_type(
        &mut self,
        name: &str,
        types: &[Type],
        ints: &[u32],
        loc: &str,
    ) -> Result<u32, WriteError> {
        use spirv::Capability as Cap;
        let refuse = |w: &Self| {
            w.err(
                loc,
                format!(
                    "unsupported type target(\"{name}\") with {} type and {} integer parameters",
                    types.len(),
                    ints.len()
                ),
            )
        };
        let (op, operands, caps): (Op, Vec<u32>, &[Cap]) = match (name, types, ints) {
            ("spirv.Event", [], []) => (Op::TypeEvent, vec![], &[]),
            ("spirv.DeviceEvent", [], []) => (Op::TypeDeviceEvent, vec![], &[Cap::DeviceEnqueue]),
            ("spirv.Queue", [], []) => (Op::TypeQueue, vec![], &[Cap::DeviceEnqueue]),
            ("spirv.ReserveId", [], []) => (Op::TypeReserveId, vec![], &[Cap::Pipes]),
            ("spirv.Sampler", [], []) => (Op::TypeSampler, vec![], &[]),
            ("spirv.Pipe", [], [access]) if *access <= 2 => {
                (Op::TypePipe, vec![*access], &[Cap::Pipes])
            }
            ("spirv.PipeStorage", [], []) => (Op::TypePipeStorage, vec![], &[Cap::PipeStorage]),
            ("spirv.Image" | "spirv.SampledImage", [sampled], [dim, rest @ ..])
                if (rest.len() == 5 || rest.len() == 6) && *dim <= 6 =>
            {
                let st = self.llvm_type(*sampled, loc)?;
                let mut ops = vec![st, *dim];
                ops.extend(rest);
                // Access qualifier 2 (read_write) needs ImageReadWrite; a 1D or buffer image
                // Sampled1D / SampledBuffer (their Kernel forms).
                if rest.get(5) == Some(&2) {
                    self.caps.insert(Cap::ImageReadWrite as u32);
                }
                match dim {
                    0 => self.caps.insert(Cap::Sampled1D as u32),
                    5 => self.caps.insert(Cap::SampledBuffer as u32),
                    _ => false,
                };
                let image = self.ty(T::Opaque(Op::TypeImage as u16, ops));
                self.caps.insert(Cap::ImageBasic as u32);
                if name == "spirv.Image" {
                    return Ok(image);
                }
                (Op::TypeSampledImage, vec![image], &[])
            }
            _ => return Err(refuse(self)),
        };
        for c in caps {
            self.caps.insert(*c as u32);
        }
        Ok(self.ty(T::Opaque(op as u16, operands)))
    }

    /// SPV_INTEL_variable_length_array (dynamic allocas, `llvm.stacksave`/`stackrestore`).
    fn variable_length_arrays(&mut self) {
        self.caps
            .insert(spirv::Capability::VariableLengthArrayINTEL as u32);
        self.extensions.insert("SPV_INTEL_variable_length_array");
    }

    fn ptr_type(&mut self, addrspace: u32, pointee: u32, loc: &str) -> Result<u32, WriteError> {
        let sc = storage_class(addrspace)
            .ok_or_else(|| self.err(loc, format!("unsupported address space {addrspace}")))?;
        if sc == SC_GENERIC {
            self.caps.insert(38); // GenericPointer
        }
        Ok(self.ty(T::Ptr(sc, pointee)))
    }

    /// The Input variable of `builtin`: a 3-vector of `elem` when `vector`, else an `elem`
    /// (the type of the call reading it; the first reading decides).
    fn builtin_var(&mut self, builtin: u32, vector: bool, elem: u32) -> (u32, u32) {
        if let Some(&v) = self.builtins.get(&builtin) {
            return v;
        }
        let vt = if vector {
            self.ty(T::Vector(elem, 3))
        } else {
            elem
        };
        let pt = self.ty(T::Ptr(SC_INPUT, vt));
        let id = self.id();
        self.globals
            .push(RawInst::new(Op::Variable as u16, vec![pt, id, SC_INPUT]));
        self.decorations.push(RawInst::new(
            Op::Decorate as u16,
            vec![id, spirv::Decoration::BuiltIn as u32, builtin],
        ));
        self.decorations.push(RawInst::new(
            Op::Decorate as u16,
            vec![id, spirv::Decoration::Constant as u32],
        ));
        self.builtins.insert(builtin, (id, vt));
        (id, vt)
    }

    /// The decorations of a function parameter `id` with attributes `set`, as llvm-spirv-15
    /// gives them: `FuncParamAttr` for `byval`, `sret`, `noalias`, `nocapture`, `readonly` and
    /// `readnone` (both `NoWrite`), `zeroext`, `signext`; `Alignment` for `align N`;
    /// `MaxByteOffset` for `dereferenceable(N)`. The others have no SPIR-V form and do not
    /// change what the function computes (hints such as `noundef`, `nonnull`, `writeonly`).
    fn param_decorations(&mut self, id: u32, set: parir_ir::attrs::AttrSet) {
        use spirv::FunctionParameterAttribute as P;
        let m = self.m;
        let mut attrs: Vec<u32> = Vec::new();
        let mut others: Vec<(spirv::Decoration, u32)> = Vec::new();
        for a in m.attrs.get(set) {
            let Some(kind) = a.kind() else { continue };
            match (kind.keyword(), a) {
                ("byval", _) => attrs.push(P::ByVal as u32),
                ("sret", _) => attrs.push(P::Sret as u32),
                ("noalias", _) => attrs.push(P::NoAlias as u32),
                ("nocapture", _) => attrs.push(P::NoCapture as u32),
                ("readonly" | "readnone", _) => attrs.push(P::NoWrite as u32),
                ("zeroext", _) => attrs.push(P::Zext as u32),
                ("signext", _) => attrs.push(P::Sext as u32),
                ("align", Attr::Int(_, n)) => {
                    others.push((spirv::Decoration::Alignment, *n as u32))
                }
                ("dereferenceable", Attr::Int(_, n)) => {
                    // MaxByteOffset is SPIR-V 1.1 (llvm-spirv-15 raises the version too).
                    self.needs_1_1 = true;
                    others.push((spirv::Decoration::MaxByteOffset, *n as u32))
                }
                _ => {}
            }
        }
        attrs.sort_unstable();
        attrs.dedup();
        for a in attrs {
            self.decorations.push(RawInst::new(
                Op::Decorate as u16,
                vec![id, spirv::Decoration::FuncParamAttr as u32, a],
            ));
        }
        for (d, n) in others {
            self.decorations
                .push(RawInst::new(Op::Decorate as u16, vec![id, d as u32, n]));
        }
    }

    /// The `FPFastMathMode` decoration of an arithmetic instruction's fast-math flags, as
    /// llvm-spirv-15 writes it: `Fast` for `fast`, else `NotNaN` (`nnan`), `NotInf` (`ninf`),
    /// `NSZ` (`nsz`), `AllowRecip` (`arcp`). `contract`, `reassoc` and `afn` alone have no
    /// SPIR-V 1.0 form: they only permit transformations, dropping them keeps the meaning.
    fn fast_math_mode(&mut self, id: u32, flags: parir_ir::inst::Flags) {
        use parir_ir::inst::Flags as F;
        let f = flags.fmf();
        let mask = if f == F::FAST_ALL {
            spirv::FPFastMathMode::FAST.bits()
        } else {
            [
                (F::FAST_NNAN, spirv::FPFastMathMode::NOT_NAN),
                (F::FAST_NINF, spirv::FPFastMathMode::NOT_INF),
                (F::FAST_NSZ, spirv::FPFastMathMode::NSZ),
                (F::FAST_ARCP, spirv::FPFastMathMode::ALLOW_RECIP),
            ]
            .iter()
            .filter(|(b, _)| f & b != 0)
            .fold(0, |m, (_, s)| m | s.bits())
        };
        if mask != 0 {
            self.decorations.push(RawInst::new(
                Op::Decorate as u16,
                vec![id, spirv::Decoration::FPFastMathMode as u32, mask],
            ));
        }
    }

    /// `zeroext` / `signext` on a function's return value: `FuncParamAttr` on the function,
    /// as llvm-spirv-15 writes it.
    fn return_decorations(&mut self, fid: u32, set: parir_ir::attrs::AttrSet) {
        use spirv::FunctionParameterAttribute as P;
        for (kw, a) in [("zeroext", P::Zext), ("signext", P::Sext)] {
            if self.m.attrs.has(set, kw) {
                self.decorations.push(RawInst::new(
                    Op::Decorate as u16,
                    vec![fid, spirv::Decoration::FuncParamAttr as u32, a as u32],
                ));
            }
        }
    }

    fn module(&mut self) -> Result<(), WriteError> {
        let m = self.m;
        // Ids for functions and global variables first (they may refer to each other).
        for (g, f) in m.functions() {
            let name = m.globals[g].name().unwrap_or("");
            // Built-ins and intrinsics are instructions; any other declaration (a mangled
            // user function included) is an imported function, as llvm-spirv-15 writes it.
            if f.body.is_none()
                && (work_item_builtin(name).is_some()
                    || name.starts_with("llvm.")
                    || is_opencl_builtin(name)
                    || pipe_builtin(name).is_some()
                    || is_printf(m, g))
            {
                continue;
            }
            let id = self.id();
            self.func_ids.insert(g, id);
        }
        // Access group literals: in order of first appearance on instructions, then in loop
        // attributes.
        for (g, f) in m.functions() {
            let Some(body) = f.body.as_ref() else {
                continue;
            };
            for (_, i) in body.inst_iter() {
                for grp in parir_analysis::access_groups::access_groups(m, &body.insts[i]) {
                    let n = self.groups.len() as u32;
                    self.groups.entry(grp).or_insert(n);
                }
            }
            let fl = parir_analysis::loops::FunctionLoops::compute(body);
            for l in fl.forest.loops() {
                if let Ok(Some(id)) = parir_analysis::loop_attrs::loop_id(m, g, &fl, l) {
                    let attrs = parir_analysis::loop_attrs::LoopAttributes::from_loop_id(m, id);
                    for a in parir_analysis::access_groups::group_attributes(m, &attrs) {
                        for grp in a.groups {
                            let n = self.groups.len() as u32;
                            self.groups.entry(grp).or_insert(n);
                        }
                    }
                }
            }
        }
        let gids = globals_in_initializer_order(m);
        let mut annotations = None;
        for g in gids {
            if m.globals[g].name() == Some("llvm.global.annotations") {
                annotations = Some(g);
                continue;
            }
            self.global_var(g)?;
        }
        if let Some(g) = annotations {
            self.global_annotations(g)?;
        }
        let mut fids: Vec<GlobalId> = self.func_ids.keys().copied().collect();
        // Declarations before definitions (SPIR-V's layout), each in module order.
        fids.sort_by_key(|g| {
            (
                m.globals[*g].as_func().is_some_and(|f| f.body.is_some()),
                self.func_ids[g],
            )
        });
        // Parameter types first: calls pass pointers with the callee's pointee.
        for &g in &fids {
            let f = m.globals[g]
                .as_func()
                .ok_or_else(|| self.err("?", "not a function"))?;
            let loc = format!("@{}", m.globals[g].name().unwrap_or(""));
            let params: Vec<Type> = m
                .types
                .fn_sig(f.ty)
                .map(|(_, p, _)| p.to_vec())
                .ok_or_else(|| self.err(&loc, "no signature"))?;
            let mut fw = FnWriter::new(self, g, loc);
            fw.plan(f.body.as_ref(), &params)?;
            let mut ts = Vec::new();
            for (k, &p) in params.iter().enumerate() {
                ts.push(fw.arg_type(k as u32, p)?);
            }
            self.param_types.insert(g, ts);
        }
        for g in fids {
            self.function(g)?;
        }
        Ok(())
    }

    /// `@llvm.global.annotations` (clang's `__attribute__((annotate("s")))` on a function or
    /// global variable): each entry's string becomes a `UserSemantic "s"` decoration of its
    /// target, as llvm-spirv-15 writes it; the array itself has no SPIR-V form.
    fn global_annotations(&mut self, g: GlobalId) -> Result<(), WriteError> {
        let m = self.m;
        let loc = "@llvm.global.annotations";
        let Some(init) = m.globals[g].as_var().and_then(|v| v.init) else {
            return Ok(());
        };
        // The global an entry names, through pointer casts (`addrspacecast (ptr addrspace(2)
        // @foo to ptr addrspace(1))`).
        fn global_of(m: &Module, c: Const) -> Option<GlobalId> {
            match &m.consts.get(c).data {
                ConstData::Global(g) => Some(*g),
                ConstData::Expr(e) if matches!(e.op, parir_ir::value::ExprOp::Cast(_)) => {
                    global_of(m, *e.operands.first()?)
                }
                _ => None,
            }
        }
        let global_of = |c: Const| global_of(m, c);
        let ConstData::Array(entries) = &m.consts.get(init).data else {
            return Err(self.err(loc, "an annotation list that is not an array of entries"));
        };
        for &e in entries {
            let ConstData::Struct(fields) = &m.consts.get(e).data else {
                return Err(self.err(loc, "an annotation entry that is not a struct"));
            };
            let target = fields.first().and_then(|&c| global_of(c));
            let string = fields.get(1).and_then(|&c| global_of(c));
            let (Some(target), Some(string)) = (target, string) else {
                return Err(self.err(loc, "an annotation entry without a global and its string"));
            };
            let text = m.globals[string]
                .as_var()
                .and_then(|v| v.init)
                .and_then(|c| match &m.consts.get(c).data {
                    ConstData::Bytes(b) => Some(b.clone()),
                    _ => None,
                })
                .ok_or_else(|| self.err(loc, "an annotation whose string is not a constant"))?;
            let text =
                String::from_utf8_lossy(text.strip_suffix(&[0]).unwrap_or(&text)).into_owned();
            let id = match (self.func_ids.get(&target), self.global_ids.get(&target)) {
                (Some(&id), _) => id,
                (None, Some(&(id, _))) => id,
                _ => return Err(self.err(loc, "an annotation of something that has no SPIR-V id")),
            };
            // UserSemantic is SPIR-V 1.4 (llvm-spirv-15 raises the version too).
            self.needs_1_4 = true;
            let mut ops = vec![id, spirv::Decoration::UserSemantic as u32];
            ops.extend(words_of_str(&text));
            self.decorations
                .push(RawInst::new(Op::Decorate as u16, ops));
        }
        Ok(())
    }

    fn global_var(&mut self, g: GlobalId) -> Result<(), WriteError> {
        let gv = &self.m.globals[g];
        let name = gv.name().unwrap_or("").to_string();
        let loc = format!("@{name}");
        let Some(var) = gv.as_var() else {
            return Ok(());
        };
        let value_ty = self.llvm_type(var.value_ty, &loc)?;
        let sc = storage_class(gv.common.addrspace).unwrap_or(SC_CROSS_WORKGROUP);
        // A module-scope variable of the private address space (0, Function inside a
        // function) lives in CrossWorkgroup memory; its pointer type says so too (a variable's
        // storage class and its type's must agree).
        let sc = if sc == SC_FUNCTION {
            SC_CROSS_WORKGROUP
        } else {
            sc
        };
        let pt = if sc == SC_GENERIC {
            0
        } else {
            self.ty(T::Ptr(sc, value_ty))
        };
        if sc == SC_GENERIC {
            // Generic is a pointer's storage class, never a variable's.
            return Err(self.err(
                &loc,
                "a global variable in the generic address space (4) has no SPIR-V storage class",
            ));
        }
        // An undefined initializer may be any value: zero (OpConstantNull), since spirv-val
        // takes no OpUndef initializer, and a variable without one is a declaration.
        let init = match var.init {
            Some(c) if sc != SC_WORKGROUP => {
                if matches!(
                    self.m.consts.get(c).data,
                    ConstData::Undef | ConstData::Poison
                ) {
                    Some(self.zero(var.value_ty, value_ty))
                } else {
                    Some(self.const_value(c, &loc)?)
                }
            }
            _ => None,
        };
        // `@__spirv_BuiltInX`: the SPIR-V-friendly IR's built-in variable X.
        let builtin = match name.strip_prefix("__spirv_BuiltIn") {
            Some(b) => Some(b.parse::<spirv::BuiltIn>().map_err(|_| {
                self.err(&loc, format!("unknown SPIR-V built-in variable `{name}`"))
            })?),
            None => None,
        };
        let id = self.id();
        let mut ops = vec![pt, id, sc];
        ops.extend(init);
        self.globals.push(RawInst::new(Op::Variable as u16, ops));
        if !name.is_empty() {
            self.name(id, &name);
        }
        // Linkage as llvm-spirv-15 writes it: a declaration is imported, a definition other
        // modules can see is exported (internal and private ones are not).
        use parir_ir::module::Linkage;
        if !name.is_empty() && !matches!(gv.common.linkage, Linkage::Internal | Linkage::Private) {
            let linkage = if var.init.is_none() {
                spirv::LinkageType::Import
            } else {
                spirv::LinkageType::Export
            };
            let mut ops = vec![id, spirv::Decoration::LinkageAttributes as u32];
            ops.extend(words_of_str(&name));
            ops.push(linkage as u32);
            self.decorations
                .push(RawInst::new(Op::Decorate as u16, ops));
        }
        if var.constant {
            self.decorations.push(RawInst::new(
                Op::Decorate as u16,
                vec![id, spirv::Decoration::Constant as u32],
            ));
        }
        if let Some(a) = var.align {
            self.decorations.push(RawInst::new(
                Op::Decorate as u16,
                vec![id, spirv::Decoration::Alignment as u32, a as u32],
            ));
        }
        if let Some(b) = builtin {
            self.decorations.push(RawInst::new(
                Op::Decorate as u16,
                vec![id, spirv::Decoration::BuiltIn as u32, b as u32],
            ));
        }
        self.global_ids.insert(g, (id, value_ty));
        Ok(())
    }

    /// The zero of LLVM type `t` (SPIR-V type `st`): `OpConstant 0` / `OpConstantFalse` for a
    /// scalar (llvm-spirv-15 takes `OpConstantNull` only of composites and pointers),
    /// `OpConstantNull` otherwise.
    fn zero(&mut self, t: Type, st: u32) -> u32 {
        let types = &self.m.types;
        match (types.int_bits(t), types.float_kind(t)) {
            (Some(1), _) => self.constant(C::False(st)),
            (Some(b), _) if b > 32 => self.constant(C::Bits(st, vec![0, 0])),
            (Some(_), _) => self.constant(C::Bits(st, vec![0])),
            (_, Some(FloatKind::Double)) => self.constant(C::Bits(st, vec![0, 0])),
            (_, Some(_)) => self.constant(C::Bits(st, vec![0])),
            _ => self.constant(C::Null(st)),
        }
    }

    /// A module-level constant.
    fn const_value(&mut self, c: Const, loc: &str) -> Result<u32, WriteError> {
        parir_ir::with_stack(|| self.const_value_at(c, loc))
    }

    fn const_value_at(&mut self, c: Const, loc: &str) -> Result<u32, WriteError> {
        let e = self.m.consts.get(c).clone();
        let t = self.llvm_type(e.ty, loc)?;
        Ok(match &e.data {
            ConstData::Int(v) => {
                let bits = self.m.types.int_bits(e.ty).unwrap_or(32);
                let x = v.as_i128().unwrap_or(0) as u64;
                if bits == 1 {
                    if x & 1 == 1 {
                        self.constant(C::True(t))
                    } else {
                        self.constant(C::False(t))
                    }
                } else if bits > 32 {
                    self.constant(C::Bits(t, vec![x as u32, (x >> 32) as u32]))
                } else {
                    let mask = if bits == 32 {
                        u32::MAX
                    } else {
                        (1u32 << bits) - 1
                    };
                    self.constant(C::Bits(t, vec![x as u32 & mask]))
                }
            }
            ConstData::Float(bits) => {
                let b = *bits as u64;
                if self.m.types.float_kind(e.ty) == Some(FloatKind::Double) {
                    self.constant(C::Bits(t, vec![b as u32, (b >> 32) as u32]))
                } else {
                    self.constant(C::Bits(t, vec![b as u32]))
                }
            }
            ConstData::Null | ConstData::Zero => self.constant(C::Null(t)),
            ConstData::Undef | ConstData::Poison => self.constant(C::Undef(t)),
            ConstData::Array(es) | ConstData::Struct(es) | ConstData::Vector(es) => {
                let mut ids = Vec::new();
                for x in es.clone() {
                    ids.push(self.const_value(x, loc)?);
                }
                self.constant(C::Composite(t, ids))
            }
            ConstData::Bytes(bs) => {
                let i8t = self.ty(T::Int(8));
                let ids: Vec<u32> = bs
                    .clone()
                    .into_iter()
                    .map(|b| self.constant(C::Bits(i8t, vec![u32::from(b)])))
                    .collect();
                self.constant(C::Composite(t, ids))
            }
            ConstData::Global(_) | ConstData::Expr(_) if self.m.types.is_ptr(e.ty) => {
                let (id, pointee, space) = self.address_const(c, loc)?;
                self.pointer_as(id, pointee, space, e.ty, t, loc)?
            }
            other => {
                return Err(self.err(
                    loc,
                    format!("unsupported constant {}", const_kind_name(other)),
                ))
            }
        })
    }

    /// A constant address in an initializer (a global, or a GEP or pointer cast of one):
    /// its id, the SPIR-V pointee it has and its LLVM address space.
    fn address_const(&mut self, c: Const, loc: &str) -> Result<(u32, u32, u32), WriteError> {
        let e = self.m.consts.get(c).clone();
        match &e.data {
            ConstData::Global(g) => {
                let g = *g;
                let Some(&(id, vt)) = self.global_ids.get(&g) else {
                    let what = if self.func_ids.contains_key(&g) {
                        "a function's address in an initializer"
                    } else {
                        "an initializer holding the address of a global defined after it"
                    };
                    return Err(self.err(loc, what));
                };
                Ok((id, vt, self.m.globals[g].common.addrspace))
            }
            ConstData::Expr(x) => match x.op {
                parir_ir::value::ExprOp::Cast(CastOp::BitCast | CastOp::AddrSpaceCast) => {
                    let &[base] = &x.operands[..] else {
                        return Err(self.err(loc, "a cast with other than one operand"));
                    };
                    let (id, pointee, space) = self.address_const(base, loc)?;
                    let TypeData::Ptr(to) = *self.m.types.get(e.ty) else {
                        return Err(self.err(loc, "a cast of an address to a non-pointer"));
                    };
                    if to == space {
                        return Ok((id, pointee, space));
                    }
                    let pt = self.ptr_type(to, pointee, loc)?;
                    if storage_class(to) != Some(SC_GENERIC) {
                        return Err(self.err(
                            loc,
                            format!("an initializer casting an address to address space {to}"),
                        ));
                    }
                    let op = Op::PtrCastToGeneric as u32;
                    Ok((self.constant(C::SpecOp(pt, op, vec![id])), pointee, to))
                }
                parir_ir::value::ExprOp::GetElementPtr => {
                    let (Some(src), Some((&base, idx))) = (x.src_ty, x.operands.split_first())
                    else {
                        return Err(self.err(loc, "a getelementptr without its operands"));
                    };
                    let (bid, _, space) = self.address_const(base, loc)?;
                    let st = self.llvm_type(src, loc)?;
                    let bpt = self.ptr_type(space, st, loc)?;
                    let from = self.global_ptr_type(space, bid);
                    let base_id = if from == Some(bpt) {
                        bid
                    } else {
                        self.constant(C::SpecOp(bpt, Op::Bitcast as u32, vec![bid]))
                    };
                    let idx_vals: Vec<Value> = idx.iter().map(|&k| Value::Const(k)).collect();
                    let rt = gep_result_type(self.m, src, &idx_vals)
                        .ok_or_else(|| self.err(loc, "a getelementptr of an unknown shape"))?;
                    let rst = self.llvm_type(rt, loc)?;
                    let rpt = self.ptr_type(space, rst, loc)?;
                    let mut ops = vec![base_id];
                    for &k in idx {
                        ops.push(self.const_value(k, loc)?);
                    }
                    let op = Op::InBoundsPtrAccessChain as u32;
                    Ok((self.constant(C::SpecOp(rpt, op, ops)), rst, space))
                }
                _ => Err(self.err(
                    loc,
                    "an initializer computing an address other than by a cast or getelementptr",
                )),
            },
            other => Err(self.err(
                loc,
                format!("unsupported constant {}", const_kind_name(other)),
            )),
        }
    }

    /// The SPIR-V pointer type of the global variable `id`, when it is one.
    fn global_ptr_type(&self, _space: u32, id: u32) -> Option<u32> {
        self.globals.iter().find_map(|i| {
            (i.opcode == Op::Variable as u16 && i.operands.get(1) == Some(&id))
                .then(|| i.operands[0])
        })
    }

    /// The constant pointer `id` (to SPIR-V `pointee`, LLVM address space `space`) as SPIR-V
    /// type `want` (the LLVM pointer type `llvm`): itself, or an `OpSpecConstantOp Bitcast`.
    fn pointer_as(
        &mut self,
        id: u32,
        pointee: u32,
        space: u32,
        llvm: Type,
        want: u32,
        loc: &str,
    ) -> Result<u32, WriteError> {
        let TypeData::Ptr(to) = *self.m.types.get(llvm) else {
            return Err(self.err(loc, "an address of a non-pointer type"));
        };
        if to != space {
            return Err(self.err(
                loc,
                format!("an address in address space {space} stored as one in {to}"),
            ));
        }
        let have = match self.global_ptr_type(space, id) {
            Some(t) => t,
            None => self.ptr_type(space, pointee, loc)?,
        };
        if have == want {
            return Ok(id);
        }
        Ok(self.constant(C::SpecOp(want, Op::Bitcast as u32, vec![id])))
    }

    fn function(&mut self, g: GlobalId) -> Result<(), WriteError> {
        let m = self.m;
        let f = m.globals[g]
            .as_func()
            .ok_or_else(|| self.err("?", "not a function"))?;
        let name = m.globals[g].name().unwrap_or("").to_string();
        let loc = format!("@{name}");
        let fid = self.func_ids[&g];
        let (ret, params, varargs) = m
            .types
            .fn_sig(f.ty)
            .map(|(r, p, v)| (r, p.to_vec(), v))
            .ok_or_else(|| self.err(&loc, "no signature"))?;
        if varargs {
            return Err(self.err(&loc, "variadic functions are not supported"));
        }
        let mut fw = FnWriter::new(self, g, loc.clone());
        fw.plan(f.body.as_ref(), &params)?;
        let ret_t = fw.w.llvm_type(ret, &loc)?;
        let mut param_ts = Vec::new();
        for (k, &p) in params.iter().enumerate() {
            param_ts.push(fw.arg_type(k as u32, p)?);
        }
        debug_assert_eq!(fw.w.param_types.get(&g), Some(&param_ts));
        let fty = fw.w.ty(T::Func(ret_t, param_ts.clone()));
        if !name.is_empty() {
            fw.w.name(fid, &name);
        }
        fw.out
            .push(RawInst::new(Op::Function as u16, vec![ret_t, fid, 0, fty]));
        for (k, &pt) in param_ts.iter().enumerate() {
            let id = fw.value_id(Value::Arg(k as u32));
            fw.out
                .push(RawInst::new(Op::FunctionParameter as u16, vec![pt, id]));
            if let Some(Some(n)) = f.arg_names.get(k) {
                let n = n.to_string();
                fw.w.name(id, &n);
            }
            if let Some(&set) = f.attrs.params.get(k) {
                fw.w.param_decorations(id, set);
            }
        }
        fw.w.return_decorations(fid, f.attrs.ret);
        let is_kernel = f.cc == 76;
        match f.body.as_ref() {
            None => {
                // An imported function.
                let mut ops = vec![fid, spirv::Decoration::LinkageAttributes as u32];
                ops.extend(words_of_str(&name));
                ops.push(spirv::LinkageType::Import as u32);
                fw.w.decorations
                    .push(RawInst::new(Op::Decorate as u16, ops));
            }
            Some(body) => {
                fw.body(body)?;
                if !is_kernel
                    && !name.is_empty()
                    && !matches!(
                        m.globals[g].common.linkage,
                        parir_ir::module::Linkage::Internal | parir_ir::module::Linkage::Private
                    )
                {
                    let mut ops = vec![fid, spirv::Decoration::LinkageAttributes as u32];
                    ops.extend(words_of_str(&name));
                    ops.push(spirv::LinkageType::Export as u32);
                    fw.w.decorations
                        .push(RawInst::new(Op::Decorate as u16, ops));
                }
            }
        }
        fw.out.push(RawInst::new(Op::FunctionEnd as u16, vec![]));
        let out = std::mem::take(&mut fw.out);
        self.functions.extend(out);
        if is_kernel {
            let mut ops = vec![spirv::ExecutionModel::Kernel as u32, fid];
            ops.extend(words_of_str(&name));
            self.entry_points
                .push(RawInst::new(Op::EntryPoint as u16, ops));
        }
        Ok(())
    }
}

fn const_kind_name(d: &ConstData) -> &'static str {
    match d {
        ConstData::Global(_) => "address of a global",
        ConstData::BlockAddress(..) => "blockaddress",
        ConstData::Expr(_) => "constant expression",
        ConstData::DsoLocalEquivalent(_) | ConstData::NoCfi(_) => "function reference",
        ConstData::NoneToken => "token",
        _ => "constant",
    }
}

/// Writes one function body.
struct FnWriter<'w, 'm> {
    w: &'w mut Writer<'m>,
    g: GlobalId,
    loc: String,
    out: Vec<RawInst>,
    ids: HashMap<Value, u32>,
    blocks: HashMap<Block, u32>,
    /// The pointee (SPIR-V type id) each pointer value has.
    pointee: HashMap<Value, u32>,
    /// Loop headers → the `OpLoopMerge` operands to put before their terminator.
    merges: HashMap<Block, Vec<u32>>,
    /// `OpLoopControlINTEL`'s operands, by the latch of a loop without a merge block.
    loop_controls: HashMap<Block, Vec<u32>>,
    /// Where in `out` the entry block's variables end (a variable the writer adds, for
    /// `llvm.memmove`, goes there).
    vars_end: usize,
}

impl<'w, 'm> FnWriter<'w, 'm> {
    fn new(w: &'w mut Writer<'m>, g: GlobalId, loc: String) -> FnWriter<'w, 'm> {
        FnWriter {
            w,
            g,
            loc,
            out: Vec::new(),
            ids: HashMap::new(),
            blocks: HashMap::new(),
            pointee: HashMap::new(),
            merges: HashMap::new(),
            loop_controls: HashMap::new(),
            vars_end: 0,
        }
    }

    /// The access group literals of instruction `i` (empty when it is in no access group).
    fn group_literals(&self, body: &Body, i: Inst) -> Vec<u32> {
        parir_analysis::access_groups::access_groups(self.m(), &body.insts[i])
            .into_iter()
            .filter_map(|g| self.w.groups.get(&g).copied())
            .collect()
    }

    /// Decorates `id` with `AccessGroupINTEL` when instruction `i` is in access groups.
    fn decorate_groups(&mut self, body: &Body, i: Inst, id: u32) {
        let lits = self.group_literals(body, i);
        if lits.is_empty() {
            return;
        }
        self.w.uses_access_groups = true;
        let mut ops = vec![id, crate::grammar::DECORATION_ACCESS_GROUP];
        ops.extend(lits);
        self.w
            .decorations
            .push(RawInst::new(Op::Decorate as u16, ops));
    }

    /// The `OpLoopMerge` of every loop whose LoopID names access groups
    /// ([`LoopAnnotations`]: the parallel accesses claim → `ParallelAccessesINTEL`, the
    /// SPIR-V-friendly dependence claim → `DependencyAccessesINTEL`), with one
    /// `OpAccessGroupListINTEL` per attribute.
    fn plan_loop_merges(&mut self, body: &Body) -> Result<(), WriteError> {
        let m = self.m();
        let fl = parir_analysis::loops::FunctionLoops::compute(body);
        for l in fl.forest.loops() {
            let Ok(Some(id)) = parir_analysis::loop_attrs::loop_id(m, self.g, &fl, l) else {
                continue;
            };
            let controls = LoopAnnotations::of(m, id).map_err(|e| self.err(e.0))?;
            let mut parallel: Vec<u32> = Vec::new();
            let mut dependency: Vec<(u32, u32)> = Vec::new();
            let legacy = self.w.opts.loop_controls == LoopControls::Legacy;
            if !legacy {
                if controls.no_depends {
                    // The CLI turns no_depends / no_depends_safelen into the SPIR-V-friendly
                    // form first.
                    return Err(self.err(
                        "a no_depends claim must be in the SPIR-V-friendly form (ivdep-to-spirv-friendly)",
                    ));
                }
                let lists = controls
                    .parallel
                    .iter()
                    .map(|gs| (gs, None))
                    .chain(controls.dependency.iter().map(|(gs, s)| (gs, Some(*s))));
                for (groups, safelen) in lists {
                    let lits: Vec<u32> = groups
                        .iter()
                        .filter_map(|g| self.w.groups.get(g).copied())
                        .collect();
                    let lid = self.w.id();
                    let mut ops = vec![lid];
                    ops.extend(&lits);
                    self.w
                        .decorations
                        .push(RawInst::new(crate::grammar::OP_ACCESS_GROUP_LIST, ops));
                    match safelen {
                        None => parallel.push(lid),
                        Some(s) => dependency.push((lid, s.max(0) as u32)),
                    }
                }
            }
            // The standard controls llvm-spirv-15 also emits (PartialCount makes the module
            // SPIR-V 1.4, as there), the FPGA controls, and in legacy mode intel/llvm's
            // ivdep; (bit, parameters), put in ascending bit order below.
            let mut controls_words: Vec<(u32, Vec<u32>)> = Vec::new();
            match controls.unroll {
                Some(false) => controls_words.push((0x2, vec![])), // DontUnroll
                Some(true) => controls_words.push((0x1, vec![])),  // Unroll
                None => {}
            }
            let mut needs_1_1 = false;
            let mut needs_1_4 = false;
            // PartialCount may not go with DontUnroll; disable wins, as in LLVM.
            if let (Some(n), false) = (controls.unroll_count, controls.unroll == Some(false)) {
                controls_words.push((0x100, vec![n]));
                needs_1_4 = true;
            }
            let fpga = controls.fpga.words();
            let uses_fpga = !fpga.is_empty();
            controls_words.extend(fpga);
            if legacy {
                // Both when both are given, as llvm-spirv-15 does.
                if controls.ivdep_enable {
                    controls_words.push((0x4, vec![])); // DependencyInfinite
                    needs_1_1 = true;
                }
                if let Some(n) = controls.ivdep_safelen {
                    let n = u32::try_from(n).map_err(|_| {
                        self.err("the ivdep safelen is out of the range of a SPIR-V literal")
                    })?;
                    controls_words.push((0x8, vec![n])); // DependencyLength
                    needs_1_1 = true;
                }
                let arrays = self.dependency_arrays(body, &fl, l, &controls.index_groups)?;
                if !arrays.is_empty() {
                    let mut ps = vec![arrays.len() as u32];
                    for (array, safelen) in arrays {
                        ps.extend([array, safelen]);
                    }
                    controls_words.push((crate::grammar::LOOP_DEPENDENCY_ARRAY, ps));
                    self.w.uses_fpga_loop_controls = true;
                }
            }
            controls_words.sort_by_key(|(bit, _)| *bit);
            let mut mask = 0u32;
            let mut params = Vec::new();
            for (bit, ps) in controls_words {
                mask |= bit;
                params.extend(ps);
            }
            let annotated = !parallel.is_empty() || !dependency.is_empty();
            if !annotated && mask == 0 {
                continue;
            }
            let h = fl.forest.header(l);
            // The merge block: the loop's only exit block; otherwise, as llvm-spirv-15
            // chooses, the exit successor of the header (a `for`/`while` loop with `break`s)
            // or of the latch (a `do`-`while`). The Kernel environment has no structured
            // control flow rules beyond the merge being a block of the function.
            let exits = fl.forest.unique_exit_blocks(&fl.cfg, l);
            let latch = fl.forest.latch(&fl.cfg, l);
            let exit_of = |b: Block| -> Option<Block> {
                let out: Vec<Block> = fl
                    .cfg
                    .successors(b)
                    .iter()
                    .copied()
                    .filter(|&s| !fl.forest.contains(l, s))
                    .collect();
                match out.as_slice() {
                    [e] => Some(*e),
                    _ => None,
                }
            };
            let merge = match exits.as_slice() {
                [e] => Some(*e),
                _ => exit_of(h).or_else(|| latch.and_then(exit_of)),
            };
            let (Some(latch), Some(exit)) = (latch, merge) else {
                // Dependence claims (access groups, legacy ivdep and dependency arrays) are
                // refused rather than dropped; `parir spirv` first gives such loops a single
                // latch (loop-simplify), see [`needs_single_latch`].
                let claims = annotated
                    || controls.ivdep_enable
                    || controls.ivdep_safelen.is_some()
                    || !controls.index_groups.is_empty();
                // A loop without an exit but with a single latch (an endless `for (;;)`)
                // carries its controls on `OpLoopControlINTEL` before the latch's branch
                // (SPV_INTEL_unstructured_loop_controls), as llvm-spirv-15 writes it; the
                // draft tokens need a merge instruction.
                if let (Some(latch), None, false) = (latch, merge, annotated) {
                    self.w.needs_1_1 |= needs_1_1;
                    self.w.needs_1_4 |= needs_1_4;
                    self.w.uses_fpga_loop_controls |= uses_fpga;
                    self.w.uses_unstructured_loop_controls = true;
                    let mut ops = vec![mask];
                    ops.extend(params);
                    self.loop_controls.insert(latch, ops);
                    continue;
                }
                if claims {
                    let which = if latch.is_none() {
                        "without a single latch"
                    } else {
                        "without an exit from its header or latch"
                    };
                    let name = body.blocks[h].name.as_deref().unwrap_or("");
                    return Err(self.err(format!(
                        "the annotated loop with header %{name} ({which}) cannot carry loop controls",
                    )));
                }
                if uses_fpga || controls.unroll_count.is_some() {
                    let name = body.blocks[h].name.as_deref().unwrap_or("");
                    return Err(self.err(format!(
                        "the loop with header %{name} (without a single latch) cannot carry its loop controls",
                    )));
                }
                // Unroll hints only: a loop SPIR-V cannot give a merge instruction goes
                // without.
                continue;
            };
            self.w.needs_1_1 |= needs_1_1;
            self.w.needs_1_4 |= needs_1_4;
            self.w.uses_fpga_loop_controls |= uses_fpga;
            if !parallel.is_empty() {
                mask |= crate::grammar::LOOP_PARALLEL_ACCESSES;
                params.push(parallel.len() as u32);
                params.extend(&parallel);
            }
            if !dependency.is_empty() {
                mask |= crate::grammar::LOOP_DEPENDENCY_ACCESSES;
                params.push(dependency.len() as u32);
                for (lid, safelen) in &dependency {
                    params.push(*lid);
                    params.push(*safelen);
                }
                self.w.uses_dependencies = true;
            }
            self.w.uses_access_groups |= annotated;
            let mut ops = vec![self.block_id(exit), self.block_id(latch), mask];
            ops.extend(params);
            self.merges.insert(h, ops);
        }
        Ok(())
    }

    /// The `DependencyArrayINTEL` pairs of loop `l` (legacy mode), as llvm-spirv-15 builds
    /// them from intel/llvm's ivdep metadata: for every index-group attribute in order
    /// ([`LoopAnnotations::index_groups`], with its safelen), for every index group it
    /// names, the arrays of the loop's GEPs tagged with the group (one group, or a list of
    /// groups), in layout order without
    /// repetitions. An array is the GEP's pointer operand, or the memory that pointer was
    /// loaded from when it is a load. llvm-spirv-15 also counts tagged
    /// GEPs outside the loop that precede its latch in the layout; parir takes the loop's own
    /// (docs/spirv.md).
    fn dependency_arrays(
        &mut self,
        body: &Body,
        fl: &parir_analysis::loops::FunctionLoops,
        l: parir_analysis::loops::Loop,
        attrs: &[(Vec<parir_ir::metadata::MdNode>, u32)],
    ) -> Result<Vec<(u32, u32)>, WriteError> {
        let m = self.m();
        if attrs.is_empty() {
            return Ok(Vec::new());
        }
        // Group → arrays, from the loop's tagged GEPs in layout order.
        let mut arrays: Vec<(parir_ir::metadata::MdNode, Vec<Value>)> = Vec::new();
        if let Some(kind) = crate::loopmd::index_group_kind(m) {
            for &b in &body.layout {
                if !fl.forest.contains(l, b) {
                    continue;
                }
                for &i in &body.blocks[b].insts {
                    let d = &body.insts[i];
                    let InstKind::GetElementPtr { ptr, .. } = &d.kind else {
                        continue;
                    };
                    let Some((_, n)) = d.md.iter().find(|(k, _)| *k == kind) else {
                        continue;
                    };
                    for g in parir_analysis::access_groups::groups_of_node(m, *n) {
                        let slot = match arrays.iter().position(|(x, _)| *x == g) {
                            Some(p) => p,
                            None => {
                                arrays.push((g, Vec::new()));
                                arrays.len() - 1
                            }
                        };
                        // The array behind a pointer loaded from memory (a kernel
                        // argument's slot at -O0, a closure field in DPC++) is the memory
                        // it was loaded from, as llvm-spirv-15 has it.
                        let array = match ptr {
                            Value::Inst(x) => match &body.insts[*x].kind {
                                InstKind::Load { ptr: from, .. } => *from,
                                _ => *ptr,
                            },
                            _ => *ptr,
                        };
                        if !arrays[slot].1.contains(&array) {
                            arrays[slot].1.push(array);
                        }
                    }
                }
            }
        }
        let mut out = Vec::new();
        for &(ref groups, safelen) in attrs {
            for &g in groups {
                let Some((_, ptrs)) = arrays.iter().find(|(x, _)| *x == g) else {
                    continue;
                };
                for &p in ptrs.clone().iter() {
                    out.push((self.operand(body, p)?, safelen));
                }
            }
        }
        Ok(out)
    }

    fn err(&self, what: impl Into<String>) -> WriteError {
        self.w.err(self.loc.clone(), what)
    }

    fn value_id(&mut self, v: Value) -> u32 {
        if let Some(&i) = self.ids.get(&v) {
            return i;
        }
        let i = self.w.id();
        self.ids.insert(v, i);
        i
    }

    fn block_id(&mut self, b: Block) -> u32 {
        if let Some(&i) = self.blocks.get(&b) {
            return i;
        }
        let i = self.w.id();
        self.blocks.insert(b, i);
        i
    }

    fn m(&self) -> &'m Module {
        self.w.m
    }

    /// The LLVM type of a value.
    fn llvm_ty(&self, body: &Body, v: Value) -> Option<Type> {
        parir_analysis_value_type(self.m(), self.g, body, v)
    }

    /// Chooses the pointee of every pointer value: the type it is first loaded, stored or
    /// indexed with.
    fn plan(&mut self, body: Option<&Body>, params: &[Type]) -> Result<(), WriteError> {
        let m = self.m();
        // A `byval(T)` / `sret(T)` / `byref(T)` parameter points to a T: the type the callee
        // sees, whatever its body reads through it (the kernel ABI of a struct argument).
        if let Some(f) = m.globals[self.g].as_func() {
            for (k, &set) in f.attrs.params.iter().enumerate().take(params.len()) {
                for a in m.attrs.get(set) {
                    if let Attr::Type(kind, t) = a {
                        if matches!(kind.keyword(), "byval" | "sret" | "byref") {
                            let st = self.w.llvm_type(*t, &self.loc.clone())?;
                            self.pointee.insert(Value::Arg(k as u32), st);
                        }
                    }
                }
            }
        }
        let Some(body) = body else {
            return Ok(());
        };
        let order: Vec<(Block, Inst)> = body.inst_iter().collect();
        // Definitions with a known pointee.
        for &(_, i) in &order {
            let d = &body.insts[i];
            match &d.kind {
                InstKind::Alloca { elem_ty, .. } => {
                    let t = self.w.llvm_type(*elem_ty, &self.loc.clone())?;
                    self.pointee.insert(Value::Inst(i), t);
                }
                InstKind::GetElementPtr {
                    src_ty, indices, ..
                } => {
                    let t = gep_result_type(m, *src_ty, indices);
                    if let Some(t) = t {
                        let st = self.w.llvm_type(t, &self.loc.clone())?;
                        self.pointee.insert(Value::Inst(i), st);
                    }
                }
                _ => {}
            }
        }
        // Uses, for the others.
        for &(_, i) in &order {
            let d = &body.insts[i];
            let (p, t) = match &d.kind {
                InstKind::Load { ptr, .. } => (*ptr, d.ty),
                InstKind::Store { ptr, val, .. } => match self.llvm_ty(body, *val) {
                    Some(t) => (*ptr, t),
                    None => continue,
                },
                InstKind::GetElementPtr { ptr, src_ty, .. } => (*ptr, *src_ty),
                _ => continue,
            };
            if !self.pointee.contains_key(&p) {
                if let Ok(st) = self.w.llvm_type(t, &self.loc.clone()) {
                    self.pointee.insert(p, st);
                }
            }
        }
        // A phi or select and the pointers it merges must point to one type: a known pointee
        // spreads to the values that have none (to a fixed point; a conflict is refused where
        // the phi is written).
        let merges: Vec<(Value, Vec<Value>)> = order
            .iter()
            .filter_map(|&(_, i)| match &body.insts[i].kind {
                InstKind::Phi { incoming, .. } if m.types.is_ptr(body.insts[i].ty) => {
                    Some((Value::Inst(i), incoming.iter().map(|(x, _)| *x).collect()))
                }
                InstKind::Select {
                    then_val, else_val, ..
                } if m.types.is_ptr(body.insts[i].ty) => {
                    Some((Value::Inst(i), vec![*then_val, *else_val]))
                }
                // `llvm.ptr.annotation` gives back its pointer: the same id, one pointee.
                InstKind::Call(c) if callee_name(m, c.callee).is_some_and(is_ptr_annotation) => {
                    Some((
                        Value::Inst(i),
                        c.args.first().copied().into_iter().collect(),
                    ))
                }
                _ => None,
            })
            .collect();
        let mut changed = !merges.is_empty();
        while changed {
            changed = false;
            for (v, xs) in &merges {
                let known = std::iter::once(v)
                    .chain(xs.iter())
                    .filter(|x| !matches!(x, Value::Const(_)))
                    .find_map(|x| self.pointee.get(x).copied());
                let Some(t) = known else { continue };
                for x in std::iter::once(v).chain(xs.iter()) {
                    if !matches!(x, Value::Const(_)) && !self.pointee.contains_key(x) {
                        self.pointee.insert(*x, t);
                        changed = true;
                    }
                }
            }
        }
        Ok(())
    }

    /// The SPIR-V type of argument `k`.
    fn arg_type(&mut self, k: u32, t: Type) -> Result<u32, WriteError> {
        let loc = self.loc.clone();
        match self.m().types.get(t) {
            TypeData::Ptr(a) => {
                let a = *a;
                let i8t = self.w.ty(T::Int(8));
                let p = *self.pointee.entry(Value::Arg(k)).or_insert(i8t);
                self.w.ptr_type(a, p, &loc)
            }
            _ => self.w.llvm_type(t, &loc),
        }
    }

    /// The SPIR-V type of a value's definition (pointers with their pointee).
    fn def_type(&mut self, body: &Body, v: Value) -> Result<u32, WriteError> {
        let loc = self.loc.clone();
        let t = self
            .llvm_ty(body, v)
            .ok_or_else(|| self.err("a value without a type"))?;
        match self.m().types.get(t) {
            TypeData::Ptr(a) => {
                let a = *a;
                let i8t = self.w.ty(T::Int(8));
                let p = *self.pointee.entry(v).or_insert(i8t);
                self.w.ptr_type(a, p, &loc)
            }
            _ => self.w.llvm_type(t, &loc),
        }
    }

    /// An operand's id: constants at module level, the others by value.
    fn operand(&mut self, body: &Body, v: Value) -> Result<u32, WriteError> {
        match v {
            Value::Const(c) => {
                let e = self.m().consts.get(c);
                if let ConstData::Global(g) = e.data {
                    if let Some(&(id, _)) = self.w.global_ids.get(&g) {
                        return Ok(id);
                    }
                    return Err(self.err("a function used as a value"));
                }
                let loc = self.loc.clone();
                self.w.const_value(c, &loc)
            }
            Value::Inst(_) | Value::Arg(_) => {
                let _ = body;
                Ok(self.value_id(v))
            }
            _ => Err(self.err("unsupported operand")),
        }
    }

    /// The pointee a pointer operand has.
    fn pointee_of(&mut self, v: Value) -> u32 {
        match v {
            Value::Const(c) => {
                if let ConstData::Global(g) = self.m().consts.get(c).data {
                    if let Some(&(_, t)) = self.w.global_ids.get(&g) {
                        return t;
                    }
                }
                self.w.ty(T::Int(8))
            }
            _ => {
                let i8t = self.w.ty(T::Int(8));
                *self.pointee.entry(v).or_insert(i8t)
            }
        }
    }

    /// The pointer `v` as a pointer to `want` (an `OpBitcast` when it points to another type).
    fn pointer_to(&mut self, body: &Body, v: Value, want: u32) -> Result<u32, WriteError> {
        let id = self.operand(body, v)?;
        let have = self.pointee_of(v);
        if have == want {
            return Ok(id);
        }
        let t = self
            .llvm_ty(body, v)
            .ok_or_else(|| self.err("a pointer without a type"))?;
        let TypeData::Ptr(a) = *self.m().types.get(t) else {
            return Err(self.err("not a pointer"));
        };
        let loc = self.loc.clone();
        let pt = self.w.ptr_type(a, want, &loc)?;
        let r = self.w.id();
        self.out
            .push(RawInst::new(Op::Bitcast as u16, vec![pt, r, id]));
        Ok(r)
    }

    fn emit(&mut self, op: Op, ops: Vec<u32>) {
        self.out.push(RawInst::new(op as u16, ops));
    }

    fn body(&mut self, body: &Body) -> Result<(), WriteError> {
        let cfg = parir_cfg_rpo(body);
        let Some(&entry) = cfg.first() else {
            return Err(self.err("a function without blocks"));
        };
        let reachable: std::collections::HashSet<Block> = cfg.iter().copied().collect();
        self.plan_loop_merges(body)?;
        for &b in &cfg {
            let bid = self.block_id(b);
            if let Some(n) = body.blocks[b].name.as_ref() {
                let n = n.to_string();
                self.w.name(bid, &n);
            }
            self.emit(Op::Label, vec![bid]);
            if b == entry {
                // Allocas first: function-scope variables start the entry block.
                for &i in &body.blocks[b].insts {
                    if let InstKind::Alloca { count, .. } = &body.insts[i].kind {
                        if count.is_some_and(|c| !matches!(c, Value::Const(_))) {
                            // A variable-length array: in place, below.
                            continue;
                        }
                        let vt = self.def_type(body, Value::Inst(i))?;
                        let id = self.value_id(Value::Inst(i));
                        self.name_value(body, i, id);
                        self.emit(Op::Variable, vec![vt, id, SC_FUNCTION]);
                    }
                }
                self.vars_end = self.out.len();
            }
            for &i in &body.blocks[b].insts {
                if let InstKind::Alloca {
                    count: Some(n @ (Value::Inst(_) | Value::Arg(_))),
                    ..
                } = body.insts[i].kind
                {
                    // A dynamic alloca: OpVariableLengthArrayINTEL where it is, as
                    // llvm-spirv-15 writes it (SPV_INTEL_variable_length_array).
                    let vt = self.def_type(body, Value::Inst(i))?;
                    let count = self.operand(body, n)?;
                    let id = self.value_id(Value::Inst(i));
                    self.w.variable_length_arrays();
                    self.emit(Op::VariableLengthArrayINTEL, vec![vt, id, count]);
                    self.name_value(body, i, id);
                    continue;
                }
                if matches!(body.insts[i].kind, InstKind::Alloca { .. }) {
                    if b != entry {
                        return Err(self.err("an alloca outside the entry block"));
                    }
                    continue;
                }
                if body.insts[i].kind.is_terminator() {
                    if let Some(ops) = self.merges.remove(&b) {
                        self.emit(Op::LoopMerge, ops);
                    }
                    if let Some(ops) = self.loop_controls.remove(&b) {
                        self.emit(Op::LoopControlINTEL, ops);
                    }
                }
                self.inst(body, i, &reachable)?;
            }
        }
        Ok(())
    }

    fn name_value(&mut self, body: &Body, i: Inst, id: u32) {
        if let Some(n) = body.insts[i].name.as_ref() {
            let n = n.to_string();
            self.w.name(id, &n);
        }
    }

    #[allow(clippy::too_many_lines)]
    fn inst(
        &mut self,
        body: &Body,
        i: Inst,
        reachable: &std::collections::HashSet<Block>,
    ) -> Result<(), WriteError> {
        let d = &body.insts[i];
        let v = Value::Inst(i);
        let m = self.m();
        let is_void = m.types.is_void(d.ty);
        let bool_like = |t: Type| m.types.int_bits(m.types.scalar(t)) == Some(1);
        let is_fp = m.types.is_fp_or_fp_vector(d.ty);
        match &d.kind {
            InstKind::Binary {
                op,
                lhs,
                rhs,
                flags,
            } => {
                let rt = self.def_type(body, v)?;
                let (a, b) = (self.operand(body, *lhs)?, self.operand(body, *rhs)?);
                let b1 = bool_like(d.ty);
                let sop = match op {
                    BinOp::Add => Op::IAdd,
                    BinOp::Sub => Op::ISub,
                    BinOp::Mul => Op::IMul,
                    BinOp::UDiv => Op::UDiv,
                    BinOp::SDiv => Op::SDiv,
                    BinOp::URem => Op::UMod,
                    BinOp::SRem => Op::SRem,
                    BinOp::FAdd => Op::FAdd,
                    BinOp::FSub => Op::FSub,
                    BinOp::FMul => Op::FMul,
                    BinOp::FDiv => Op::FDiv,
                    BinOp::FRem => Op::FRem,
                    BinOp::Shl => Op::ShiftLeftLogical,
                    BinOp::LShr => Op::ShiftRightLogical,
                    BinOp::AShr => Op::ShiftRightArithmetic,
                    BinOp::And if b1 => Op::LogicalAnd,
                    BinOp::Or if b1 => Op::LogicalOr,
                    BinOp::Xor if b1 => Op::LogicalNotEqual,
                    BinOp::And => Op::BitwiseAnd,
                    BinOp::Or => Op::BitwiseOr,
                    BinOp::Xor => Op::BitwiseXor,
                };
                // Arithmetic on i1 is arithmetic mod 2: a sum or difference is an exclusive
                // or, a product an and (as llvm-spirv-15 writes them).
                let sop = match op {
                    BinOp::Add | BinOp::Sub if b1 => Op::LogicalNotEqual,
                    BinOp::Mul if b1 => Op::LogicalAnd,
                    _ => sop,
                };
                if b1
                    && !matches!(
                        op,
                        BinOp::And | BinOp::Or | BinOp::Xor | BinOp::Add | BinOp::Sub | BinOp::Mul
                    )
                {
                    return Err(self.err(format!("{op:?} on i1")));
                }
                let id = self.value_id(v);
                self.emit(sop, vec![rt, id, a, b]);
                if matches!(
                    op,
                    BinOp::FAdd | BinOp::FSub | BinOp::FMul | BinOp::FDiv | BinOp::FRem
                ) {
                    self.w.fast_math_mode(id, *flags);
                }
                self.name_value(body, i, id);
            }
            InstKind::FNeg { val, .. } => {
                let rt = self.def_type(body, v)?;
                let a = self.operand(body, *val)?;
                let id = self.value_id(v);
                self.emit(Op::FNegate, vec![rt, id, a]);
                self.name_value(body, i, id);
            }
            InstKind::ICmp { pred, lhs, rhs } => {
                let rt = self.def_type(body, v)?;
                let lt = self
                    .llvm_ty(body, *lhs)
                    .ok_or_else(|| self.err("untyped operand"))?;
                let mut a = self.operand(body, *lhs)?;
                let mut b = self.operand(body, *rhs)?;
                if m.types.is_ptr_or_ptr_vector(lt) {
                    // Compare addresses as integers.
                    let it = self.w.ty(T::Int(if self.w.physical64 { 64 } else { 32 }));
                    for x in [&mut a, &mut b] {
                        let r = self.w.id();
                        self.emit(Op::ConvertPtrToU, vec![it, r, *x]);
                        *x = r;
                    }
                }
                let b1 = bool_like(lt);
                use IntPredicate as P;
                let sop = match pred {
                    P::Eq if b1 => Op::LogicalEqual,
                    P::Ne if b1 => Op::LogicalNotEqual,
                    P::Eq => Op::IEqual,
                    P::Ne => Op::INotEqual,
                    P::Ugt => Op::UGreaterThan,
                    P::Uge => Op::UGreaterThanEqual,
                    P::Ult => Op::ULessThan,
                    P::Ule => Op::ULessThanEqual,
                    P::Sgt => Op::SGreaterThan,
                    P::Sge => Op::SGreaterThanEqual,
                    P::Slt => Op::SLessThan,
                    P::Sle => Op::SLessThanEqual,
                };
                if b1 && !matches!(pred, P::Eq | P::Ne) {
                    return Err(self.err("an ordered comparison of i1 values"));
                }
                let id = self.value_id(v);
                self.emit(sop, vec![rt, id, a, b]);
                self.name_value(body, i, id);
            }
            InstKind::FCmp { pred, lhs, rhs, .. } => {
                let rt = self.def_type(body, v)?;
                let (a, b) = (self.operand(body, *lhs)?, self.operand(body, *rhs)?);
                use FloatPredicate as P;
                let id = self.value_id(v);
                let sop = match pred {
                    P::Oeq => Op::FOrdEqual,
                    P::Ogt => Op::FOrdGreaterThan,
                    P::Oge => Op::FOrdGreaterThanEqual,
                    P::Olt => Op::FOrdLessThan,
                    P::Ole => Op::FOrdLessThanEqual,
                    P::One => Op::FOrdNotEqual,
                    P::Ord => Op::Ordered,
                    P::Uno => Op::Unordered,
                    P::Ueq => Op::FUnordEqual,
                    P::Ugt => Op::FUnordGreaterThan,
                    P::Uge => Op::FUnordGreaterThanEqual,
                    P::Ult => Op::FUnordLessThan,
                    P::Ule => Op::FUnordLessThanEqual,
                    P::Une => Op::FUnordNotEqual,
                    P::True | P::False => {
                        return Err(self.err("fcmp true/false"));
                    }
                };
                self.emit(sop, vec![rt, id, a, b]);
                self.name_value(body, i, id);
            }
            InstKind::Select {
                cond,
                then_val,
                else_val,
                ..
            } => {
                let rt = self.def_type(body, v)?;
                let c = self.operand(body, *cond)?;
                let want = self.pointee_of(v);
                let (a, b) = if m.types.is_ptr(d.ty) {
                    (
                        self.pointer_to(body, *then_val, want)?,
                        self.pointer_to(body, *else_val, want)?,
                    )
                } else {
                    (
                        self.operand(body, *then_val)?,
                        self.operand(body, *else_val)?,
                    )
                };
                // A scalar condition on vectors (LLVM allows it; SPIR-V before 1.4 does not):
                // the condition in every lane, inserted and shuffled as llvm-spirv-15's reader
                // takes it (or a constant vector).
                let lanes = match *m.types.get(d.ty) {
                    TypeData::Vector { len, .. } => Some(len),
                    _ => None,
                };
                let scalar_cond = self
                    .llvm_ty(body, *cond)
                    .is_some_and(|t| m.types.int_bits(t) == Some(1));
                let c = match lanes {
                    Some(n) if scalar_cond => {
                        let bt = self.w.ty(T::Bool);
                        let vt = self.w.ty(T::Vector(bt, n));
                        if matches!(cond, Value::Const(_)) {
                            self.w.constant(C::Composite(vt, vec![c; n as usize]))
                        } else {
                            let undef = self.w.constant(C::Undef(vt));
                            let ins = self.w.id();
                            self.emit(Op::CompositeInsert, vec![vt, ins, c, undef, 0]);
                            let sid = self.w.id();
                            let mut sops = vec![vt, sid, ins, undef];
                            sops.extend(std::iter::repeat_n(0, n as usize));
                            self.emit(Op::VectorShuffle, sops);
                            sid
                        }
                    }
                    _ => c,
                };
                let id = self.value_id(v);
                self.emit(Op::Select, vec![rt, id, c, a, b]);
                self.name_value(body, i, id);
            }
            InstKind::Cast { op, val, .. } => self.cast(body, i, *op, *val)?,
            InstKind::GetElementPtr {
                flags,
                src_ty,
                ptr,
                indices,
            } => {
                let loc = self.loc.clone();
                let st = self.w.llvm_type(*src_ty, &loc)?;
                let base = self.pointer_to(body, *ptr, st)?;
                let rt = self.def_type(body, v)?;
                let mut ops = vec![rt, self.value_id(v), base];
                for (k, &x) in indices.iter().enumerate() {
                    // Struct member indices must be 32-bit constants.
                    let id = match x {
                        Value::Const(c) if k > 0 => match &m.consts.get(c).data {
                            ConstData::Int(iv) => {
                                self.w.u32_const(iv.as_i128().unwrap_or(0) as u32)
                            }
                            ConstData::Zero | ConstData::Null => self.w.u32_const(0),
                            _ => self.operand(body, x)?,
                        },
                        _ => self.operand(body, x)?,
                    };
                    ops.push(id);
                }
                let inbounds = flags.0 & parir_ir::inst::Flags::INBOUNDS != 0;
                self.emit(
                    if inbounds {
                        Op::InBoundsPtrAccessChain
                    } else {
                        Op::PtrAccessChain
                    },
                    ops,
                );
                let id = self.value_id(v);
                self.name_value(body, i, id);
            }
            InstKind::Load {
                ptr,
                volatile,
                align,
                atomic,
                ..
            } => {
                if let Some(a) = atomic {
                    // As llvm-spirv-15: OpAtomicLoad at Device scope (as wide as any
                    // syncscope a kernel names) with the ordering's semantics.
                    if m.types.is_ptr(d.ty) {
                        return Err(self.err("an atomic load of a pointer"));
                    }
                    let loc = self.loc.clone();
                    let vt = self.w.llvm_type(d.ty, &loc)?;
                    let p = self.pointer_to(body, *ptr, vt)?;
                    let (scope, sem) = self.atomic_scope_semantics(d.ty, a.ordering);
                    let id = self.value_id(v);
                    self.emit(Op::AtomicLoad, vec![vt, id, p, scope, sem]);
                    self.decorate_groups(body, i, id);
                    self.name_value(body, i, id);
                    return Ok(());
                }
                if bool_like(d.ty) {
                    // An i1 in memory is a byte, as in LLVM's layout: loaded as a uchar and
                    // compared with 0 (a Function variable of bool is read as it is).
                    // A vector of i1 is a vector of bytes the same way.
                    let lanes = bool_lanes(m, d.ty);
                    let bt = self.w.bool_type(lanes);
                    let direct = self.pointee_of(*ptr) == bt;
                    let mt = if direct { bt } else { self.w.byte_type(lanes) };
                    let p = self.pointer_to(body, *ptr, mt)?;
                    let id = self.value_id(v);
                    let loaded = if direct { id } else { self.w.id() };
                    let mut ops = vec![mt, loaded, p];
                    let groups = self.group_literals(body, i);
                    self.w.uses_access_groups |= !groups.is_empty();
                    memory_operands(
                        &mut ops,
                        *volatile,
                        align.map(|a| a.bytes() as u32),
                        &groups,
                    );
                    self.emit(Op::Load, ops);
                    if !direct {
                        let zero = self.w.byte_splat(lanes, 0);
                        self.emit(Op::INotEqual, vec![bt, id, loaded, zero]);
                    }
                    self.name_value(body, i, id);
                    return Ok(());
                }
                let loc = self.loc.clone();
                let vt_llvm = self.w.llvm_type(d.ty, &loc)?;
                let p = self.pointer_to(body, *ptr, vt_llvm)?;
                let rt = self.def_type(body, v)?;
                // A loaded pointer's own pointee may differ from i8: bitcast after.
                let id = self.value_id(v);
                let mut ops = vec![rt, id, p];
                let groups = self.group_literals(body, i);
                self.w.uses_access_groups |= !groups.is_empty();
                memory_operands(
                    &mut ops,
                    *volatile,
                    align.map(|a| a.bytes() as u32),
                    &groups,
                );
                if rt != vt_llvm {
                    // rt is the pointer type with the planned pointee; load as stored.
                    let tmp = self.w.id();
                    ops[0] = vt_llvm;
                    ops[1] = tmp;
                    self.emit(Op::Load, ops);
                    self.emit(Op::Bitcast, vec![rt, id, tmp]);
                } else {
                    self.emit(Op::Load, ops);
                }
                self.name_value(body, i, id);
            }
            InstKind::AtomicRmw {
                op,
                ptr,
                val,
                atomic,
                ..
            } => {
                // As llvm-spirv-15: the OpAtomic instruction at Device scope with the
                // ordering's semantics; the floating-point and wrapping operations have no
                // OpenCL SPIR-V 1.0 form.
                use parir_ir::inst::RmwOp as R;
                let opc = match op {
                    R::Xchg => Op::AtomicExchange,
                    R::Add => Op::AtomicIAdd,
                    R::Sub => Op::AtomicISub,
                    R::And => Op::AtomicAnd,
                    R::Or => Op::AtomicOr,
                    R::Xor => Op::AtomicXor,
                    R::Max => Op::AtomicSMax,
                    R::Min => Op::AtomicSMin,
                    R::UMax => Op::AtomicUMax,
                    R::UMin => Op::AtomicUMin,
                    other => {
                        return Err(self.err(format!(
                            "unsupported instruction `atomicrmw {}`",
                            format!("{other:?}").to_lowercase()
                        )))
                    }
                };
                if m.types.is_ptr(d.ty) {
                    return Err(self.err("an atomicrmw of a pointer"));
                }
                let loc = self.loc.clone();
                let vt = self.w.llvm_type(d.ty, &loc)?;
                let p = self.pointer_to(body, *ptr, vt)?;
                let x = self.operand(body, *val)?;
                let (scope, sem) = self.atomic_scope_semantics(d.ty, atomic.ordering);
                let id = self.value_id(v);
                self.emit(opc, vec![vt, id, p, scope, sem, x]);
                self.decorate_groups(body, i, id);
                self.name_value(body, i, id);
            }
            InstKind::CmpXchg {
                ptr,
                cmp,
                new,
                success,
                failure,
                ..
            } => {
                // As llvm-spirv-15: OpAtomicCompareExchange (Equal: the success ordering,
                // Unequal: the failure one), then the `{ value, success }` pair built from the
                // old value and its comparison with `cmp`.
                let ct = self
                    .llvm_ty(body, *cmp)
                    .ok_or_else(|| self.err("untyped cmpxchg operand"))?;
                if m.types.is_ptr(ct) {
                    return Err(self.err("a cmpxchg of a pointer"));
                }
                let loc = self.loc.clone();
                let vt = self.w.llvm_type(ct, &loc)?;
                let p = self.pointer_to(body, *ptr, vt)?;
                let (c, n) = (self.operand(body, *cmp)?, self.operand(body, *new)?);
                let (scope, eq) = self.atomic_scope_semantics(ct, *success);
                let (_, neq) = self.atomic_scope_semantics(ct, *failure);
                let old = self.w.id();
                self.emit(
                    Op::AtomicCompareExchange,
                    vec![vt, old, p, scope, eq, neq, n, c],
                );
                let bt = self.w.ty(T::Bool);
                let ok = self.w.id();
                self.emit(Op::IEqual, vec![bt, ok, old, c]);
                let st = self.def_type(body, v)?;
                let undef = self.w.constant(C::Undef(st));
                let half = self.w.id();
                self.emit(Op::CompositeInsert, vec![st, half, old, undef, 0]);
                let id = self.value_id(v);
                self.emit(Op::CompositeInsert, vec![st, id, ok, half, 1]);
                self.decorate_groups(body, i, id);
                self.name_value(body, i, id);
            }
            InstKind::Store {
                val,
                ptr,
                volatile,
                align,
                atomic,
            } => {
                let vt = self
                    .llvm_ty(body, *val)
                    .ok_or_else(|| self.err("untyped stored value"))?;
                if let Some(a) = atomic {
                    if m.types.is_ptr(vt) {
                        return Err(self.err("an atomic store of a pointer"));
                    }
                    let loc = self.loc.clone();
                    let st = self.w.llvm_type(vt, &loc)?;
                    let p = self.pointer_to(body, *ptr, st)?;
                    let x = self.operand(body, *val)?;
                    let (scope, sem) = self.atomic_scope_semantics(vt, a.ordering);
                    self.emit(Op::AtomicStore, vec![p, scope, sem, x]);
                    return Ok(());
                }
                if bool_like(vt) {
                    // An i1 in memory is a byte: 1 or 0 as a uchar (a Function variable of
                    // bool takes the bool).
                    let lanes = bool_lanes(m, vt);
                    let bt = self.w.bool_type(lanes);
                    let direct = self.pointee_of(*ptr) == bt;
                    let mt = if direct { bt } else { self.w.byte_type(lanes) };
                    let p = self.pointer_to(body, *ptr, mt)?;
                    let mut x = self.operand(body, *val)?;
                    if !direct {
                        let one = self.w.byte_splat(lanes, 1);
                        let zero = self.w.byte_splat(lanes, 0);
                        let b = self.w.id();
                        self.emit(Op::Select, vec![mt, b, x, one, zero]);
                        x = b;
                    }
                    let mut ops = vec![p, x];
                    let groups = self.group_literals(body, i);
                    self.w.uses_access_groups |= !groups.is_empty();
                    memory_operands(
                        &mut ops,
                        *volatile,
                        align.map(|a| a.bytes() as u32),
                        &groups,
                    );
                    self.emit(Op::Store, ops);
                    return Ok(());
                }
                let loc = self.loc.clone();
                let st = self.w.llvm_type(vt, &loc)?;
                let p = self.pointer_to(body, *ptr, st)?;
                let mut x = self.operand(body, *val)?;
                if m.types.is_ptr(vt) {
                    // Store the pointer with the i8 pointee the memory type says.
                    let have = self.def_type_of_operand(body, *val)?;
                    if have != st {
                        let r = self.w.id();
                        self.emit(Op::Bitcast, vec![st, r, x]);
                        x = r;
                    }
                }
                let mut ops = vec![p, x];
                let groups = self.group_literals(body, i);
                self.w.uses_access_groups |= !groups.is_empty();
                memory_operands(
                    &mut ops,
                    *volatile,
                    align.map(|a| a.bytes() as u32),
                    &groups,
                );
                self.emit(Op::Store, ops);
            }
            InstKind::Phi { incoming, .. } => {
                let rt = self.def_type(body, v)?;
                let id = self.value_id(v);
                let mut ops = vec![rt, id];
                let ptr_pointee = m.types.is_ptr(d.ty).then(|| self.pointee_of(v));
                for (x, b) in incoming {
                    if !reachable.contains(b) {
                        continue;
                    }
                    let xi = match ptr_pointee {
                        Some(want) if self.pointee_of(*x) != want => {
                            if is_null(m, *x) {
                                self.w.constant(C::Null(rt))
                            } else {
                                return Err(self.err(
                                    "a phi of pointers to different types (SPIR-V's OpPhi takes one pointer type)",
                                ));
                            }
                        }
                        _ => self.operand(body, *x)?,
                    };
                    ops.push(xi);
                    ops.push(self.block_id(*b));
                }
                self.emit(Op::Phi, ops);
                self.name_value(body, i, id);
            }
            InstKind::ExtractElement { vec, idx } => {
                let rt = self.def_type(body, v)?;
                let (a, b) = (self.operand(body, *vec)?, self.operand(body, *idx)?);
                let id = self.value_id(v);
                self.emit(Op::VectorExtractDynamic, vec![rt, id, a, b]);
                self.name_value(body, i, id);
            }
            InstKind::InsertElement { vec, elt, idx } => {
                let rt = self.def_type(body, v)?;
                let a = self.operand(body, *vec)?;
                let e = self.operand(body, *elt)?;
                let x = self.operand(body, *idx)?;
                let id = self.value_id(v);
                self.emit(Op::VectorInsertDynamic, vec![rt, id, a, e, x]);
                self.name_value(body, i, id);
            }
            InstKind::ShuffleVector { a, b, mask } => {
                let rt = self.def_type(body, v)?;
                let (x, y) = (self.operand(body, *a)?, self.operand(body, *b)?);
                let id = self.value_id(v);
                let mut ops = vec![rt, id, x, y];
                ops.extend(
                    mask.iter()
                        .map(|&k| if k < 0 { u32::MAX } else { k as u32 }),
                );
                self.emit(Op::VectorShuffle, ops);
                self.name_value(body, i, id);
            }
            InstKind::ExtractValue { agg, indices } => {
                let rt = self.def_type(body, v)?;
                let a = self.operand(body, *agg)?;
                let id = self.value_id(v);
                let mut ops = vec![rt, id, a];
                ops.extend(indices.iter().copied());
                self.emit(Op::CompositeExtract, ops);
                self.name_value(body, i, id);
            }
            InstKind::InsertValue { agg, val, indices } => {
                let rt = self.def_type(body, v)?;
                let x = self.operand(body, *val)?;
                let a = self.operand(body, *agg)?;
                let id = self.value_id(v);
                let mut ops = vec![rt, id, x, a];
                ops.extend(indices.iter().copied());
                self.emit(Op::CompositeInsert, ops);
                self.name_value(body, i, id);
            }
            InstKind::Freeze(val) => {
                // No poison in the target: a freeze is its operand.
                let rt = self.def_type(body, v)?;
                let a = self.operand(body, *val)?;
                let id = self.value_id(v);
                self.emit(Op::CopyObject, vec![rt, id, a]);
            }
            InstKind::Br(t) => {
                let t = self.block_id(*t);
                self.emit(Op::Branch, vec![t]);
            }
            InstKind::CondBr {
                cond,
                then_dest,
                else_dest,
            } => {
                let c = self.operand(body, *cond)?;
                let (a, b) = (self.block_id(*then_dest), self.block_id(*else_dest));
                if a == b {
                    self.emit(Op::Branch, vec![a]);
                } else {
                    self.emit(Op::BranchConditional, vec![c, a, b]);
                }
            }
            InstKind::Switch {
                cond,
                default,
                cases,
            } => {
                let c = self.operand(body, *cond)?;
                let dft = self.block_id(*default);
                let wide = self
                    .llvm_ty(body, *cond)
                    .and_then(|t| m.types.int_bits(t))
                    .is_some_and(|b| b > 32);
                let mut ops = vec![c, dft];
                for (k, b) in cases {
                    let x = match &m.consts.get(*k).data {
                        ConstData::Int(iv) => iv.as_i128().unwrap_or(0) as u64,
                        _ => 0,
                    };
                    ops.push(x as u32);
                    if wide {
                        ops.push((x >> 32) as u32);
                    }
                    ops.push(self.block_id(*b));
                }
                self.emit(Op::Switch, ops);
            }
            InstKind::Ret(r) => match r {
                None => self.emit(Op::Return, vec![]),
                Some(x) => {
                    let a = self.operand(body, *x)?;
                    self.emit(Op::ReturnValue, vec![a]);
                }
            },
            InstKind::Unreachable => self.emit(Op::Unreachable, vec![]),
            InstKind::Fence(a) => {
                // As llvm-spirv-15: OpMemoryBarrier at CrossDevice scope (the widest, so also
                // right for a narrower syncscope) with the ordering's semantics.
                use parir_ir::inst::Ordering as O;
                let sem = match a.ordering {
                    O::Acquire => 0x2,
                    O::Release => 0x4,
                    O::AcqRel => 0x8,
                    O::SeqCst => 0x10,
                    O::Unordered | O::Monotonic => {
                        return Err(self.err("a fence that is neither acquire nor release"))
                    }
                };
                let scope = self.w.u32_const(0);
                let sem = self.w.u32_const(sem);
                self.emit(Op::MemoryBarrier, vec![scope, sem]);
            }
            InstKind::Call(c) => self.call(body, i, c)?,
            other => {
                let _ = is_void;
                let _ = is_fp;
                return Err(self.err(format!("unsupported instruction `{}`", inst_name(other))));
            }
        }
        Ok(())
    }

    fn def_type_of_operand(&mut self, body: &Body, v: Value) -> Result<u32, WriteError> {
        match v {
            Value::Const(c) => {
                let loc = self.loc.clone();
                let t = self.m().consts.ty(c);
                if let ConstData::Global(g) = self.m().consts.get(c).data {
                    if let Some(&(_, pt)) = self.w.global_ids.get(&g) {
                        let TypeData::Ptr(a) = *self.m().types.get(t) else {
                            return self.w.llvm_type(t, &loc);
                        };
                        return self.w.ptr_type(a, pt, &loc);
                    }
                }
                self.w.llvm_type(t, &loc)
            }
            _ => self.def_type(body, v),
        }
    }

    fn cast(&mut self, body: &Body, i: Inst, op: CastOp, val: Value) -> Result<(), WriteError> {
        let m = self.m();
        let d = &body.insts[i];
        let v = Value::Inst(i);
        // The pointee the uses gave a pointer result (before `def_type` defaults it).
        let planned = self.pointee.get(&v).copied();
        let rt = self.def_type(body, v)?;
        let from = self
            .llvm_ty(body, val)
            .ok_or_else(|| self.err("untyped operand"))?;
        let from_bool = m.types.int_bits(m.types.scalar(from)) == Some(1);
        let to_bool = m.types.int_bits(m.types.scalar(d.ty)) == Some(1);
        let a = self.operand(body, val)?;
        let id = self.value_id(v);
        match op {
            CastOp::ZExt | CastOp::SExt if from_bool => {
                let loc = self.loc.clone();
                let st = self.w.llvm_type(d.ty, &loc)?;
                let bits = m.types.int_bits(m.types.scalar(d.ty)).unwrap_or(32);
                let scalar_t = self.w.ty(T::Int(bits));
                let one_bits: u64 = if op == CastOp::SExt { u64::MAX } else { 1 };
                let mk = |w: &mut Writer<'_>, x: u64| -> u32 {
                    if bits > 32 {
                        w.constant(C::Bits(scalar_t, vec![x as u32, (x >> 32) as u32]))
                    } else {
                        let mask = if bits == 32 {
                            u32::MAX
                        } else {
                            (1u32 << bits) - 1
                        };
                        w.constant(C::Bits(scalar_t, vec![x as u32 & mask]))
                    }
                };
                let (mut one, mut zero) = (mk(self.w, one_bits), mk(self.w, 0));
                if let TypeData::Vector { len, .. } = *m.types.get(d.ty) {
                    one = self.w.constant(C::Composite(st, vec![one; len as usize]));
                    zero = self.w.constant(C::Composite(st, vec![zero; len as usize]));
                }
                self.emit(Op::Select, vec![rt, id, a, one, zero]);
            }
            CastOp::Trunc if to_bool => {
                // The low bit: (x & 1) != 0.
                let loc = self.loc.clone();
                let ft = self.w.llvm_type(from, &loc)?;
                let bits = m.types.int_bits(m.types.scalar(from)).unwrap_or(32);
                let scalar_t = self.w.ty(T::Int(bits));
                let one = if bits > 32 {
                    self.w.constant(C::Bits(scalar_t, vec![1, 0]))
                } else {
                    self.w.constant(C::Bits(scalar_t, vec![1]))
                };
                let zero = if bits > 32 {
                    self.w.constant(C::Bits(scalar_t, vec![0, 0]))
                } else {
                    self.w.constant(C::Bits(scalar_t, vec![0]))
                };
                let t = self.w.id();
                self.emit(Op::BitwiseAnd, vec![ft, t, a, one]);
                self.emit(Op::INotEqual, vec![rt, id, t, zero]);
            }
            _ => {
                let sop = match op {
                    CastOp::Trunc | CastOp::ZExt => Op::UConvert,
                    CastOp::SExt => Op::SConvert,
                    CastOp::FPTrunc | CastOp::FPExt => Op::FConvert,
                    CastOp::FPToUI => Op::ConvertFToU,
                    CastOp::FPToSI => Op::ConvertFToS,
                    CastOp::UIToFP => Op::ConvertUToF,
                    CastOp::SIToFP => Op::ConvertSToF,
                    CastOp::PtrToInt => Op::ConvertPtrToU,
                    CastOp::IntToPtr => Op::ConvertUToPtr,
                    CastOp::BitCast => Op::Bitcast,
                    CastOp::AddrSpaceCast => {
                        let to_generic = matches!(m.types.get(d.ty), TypeData::Ptr(4));
                        // Same pointee on both sides.
                        let p = self.pointee_of(val);
                        self.pointee.insert(v, p);
                        let rt = self.def_type(body, v)?;
                        self.emit(
                            if to_generic {
                                Op::PtrCastToGeneric
                            } else {
                                Op::GenericCastToPtr
                            },
                            vec![rt, id, a],
                        );
                        self.name_value(body, i, id);
                        return Ok(());
                    }
                };
                if from_bool && matches!(op, CastOp::UIToFP | CastOp::SIToFP) {
                    // true is 1 unsigned and -1 signed: a select of that value or zero.
                    let neg = op == CastOp::SIToFP;
                    let one = self.fp_splat(d.ty, rt, if neg { -1.0 } else { 1.0 })?;
                    let zero = self.fp_splat(d.ty, rt, 0.0)?;
                    self.emit(Op::Select, vec![rt, id, a, one, zero]);
                    self.name_value(body, i, id);
                    return Ok(());
                }
                if from_bool || to_bool {
                    return Err(self.err(format!("{op:?} of i1")));
                }
                if op == CastOp::BitCast && m.types.is_ptr(d.ty) {
                    let p = self.pointee_of(val);
                    if planned.is_some_and(|q| q != p) {
                        // Its uses (a phi, a GEP) want another pointee: a typed bitcast.
                        self.emit(Op::Bitcast, vec![rt, id, a]);
                        return Ok(());
                    }
                    // A pointer bitcast keeps the address: same pointee.
                    self.pointee.insert(v, p);
                    let rt = self.def_type(body, v)?;
                    self.emit(Op::CopyObject, vec![rt, id, a]);
                    return Ok(());
                }
                self.emit(sop, vec![rt, id, a]);
            }
        }
        self.name_value(body, i, id);
        Ok(())
    }

    /// The floating-point constant `x` of LLVM type `t` (a scalar or a vector of it: every
    /// lane), SPIR-V type `st`.
    fn fp_splat(&mut self, t: Type, st: u32, x: f64) -> Result<u32, WriteError> {
        let m = self.m();
        let scalar = m.types.scalar(t);
        let words = match m.types.float_kind(scalar) {
            Some(FloatKind::Double) => {
                let b = x.to_bits();
                vec![b as u32, (b >> 32) as u32]
            }
            Some(FloatKind::Float) => vec![(x as f32).to_bits()],
            Some(FloatKind::Half) => vec![u32::from(match x {
                v if v == 1.0 => 0x3c00u16,
                v if v == -1.0 => 0xbc00,
                _ => 0,
            })],
            _ => return Err(self.err("a conversion of i1 to this floating-point type")),
        };
        if scalar == t {
            return Ok(self.w.constant(C::Bits(st, words)));
        }
        let loc = self.loc.clone();
        let sst = self.w.llvm_type(scalar, &loc)?;
        let lane = self.w.constant(C::Bits(sst, words));
        let n = match m.types.get(t) {
            TypeData::Vector { len, .. } => *len as usize,
            _ => 1,
        };
        Ok(self.w.constant(C::Composite(st, vec![lane; n])))
    }

    /// `llvm.var.annotation(p, s, ...)`, `llvm.ptr.annotation(p, s, ...)` (clang's `annotate`
    /// attribute on a local variable or a member) and `llvm.annotation(x, s, ...)`: a
    /// `UserSemantic "s"` decoration of `p` (or `x`), as llvm-spirv-15 writes them (SPIR-V
    /// 1.4); the result of `ptr.annotation` and `annotation` is their operand itself, so a
    /// chain of them decorates one id.
    fn annotation(
        &mut self,
        body: &Body,
        i: Inst,
        name: &str,
        args: &[Value],
    ) -> Result<(), WriteError> {
        let m = self.m();
        let [p, s, ..] = args[..] else {
            return Err(self.err(format!("`{name}` takes a pointer and a string")));
        };
        let mut text = string_global(m, s)
            .ok_or_else(|| self.err(format!("`{name}` whose string is not a constant")))?;
        // The annotation's constant arguments (clang's `annotate("s", 1, 2)`), as llvm-spirv
        // appends them: "s: 1, 2".
        match args.get(4).map(|&a| annotation_args(m, a)) {
            None | Some(Ok(None)) => {}
            Some(Ok(Some(list))) => text = format!("{text}: {}", list.join(", ")),
            Some(Err(what)) => return Err(self.err(format!("`{name}` with {what}"))),
        }
        let id = self.operand(body, p)?;
        self.w.needs_1_4 = true;
        let mut ops = vec![id, spirv::Decoration::UserSemantic as u32];
        ops.extend(words_of_str(&text));
        self.w
            .decorations
            .push(RawInst::new(Op::Decorate as u16, ops));
        // `ptr.annotation` and `annotation` give back their operand, decorated.
        let v = Value::Inst(i);
        let same = if is_ptr_annotation(name) {
            // The result's users may read it as another pointee than `p` has.
            let want = self.pointee_of(v);
            self.pointer_to(body, p, want)?
        } else if name.starts_with("llvm.annotation.") {
            id
        } else {
            return Ok(());
        };
        if self.ids.contains_key(&v) {
            // Used before here (a phi): a copy under the id its users have.
            let rt = self.def_type(body, v)?;
            let r = self.value_id(v);
            self.emit(Op::CopyObject, vec![rt, r, same]);
        } else {
            self.ids.insert(v, same);
        }
        Ok(())
    }

    fn call(
        &mut self,
        body: &Body,
        i: Inst,
        c: &parir_ir::inst::CallData,
    ) -> Result<(), WriteError> {
        let m = self.m();
        let d = &body.insts[i];
        let v = Value::Inst(i);
        let Value::Const(k) = c.callee else {
            return Err(self.err("an indirect call"));
        };
        let ConstData::Global(g) = m.consts.get(k).data else {
            return Err(self.err("a call of a constant expression"));
        };
        let name = m.globals[g].name().unwrap_or("").to_string();
        if name.starts_with("llvm.dbg.")
            || name.starts_with("llvm.lifetime.")
            || name == "llvm.assume"
            || name.starts_with("llvm.experimental.noalias.scope.decl")
        {
            return Ok(());
        }
        if let Some(&fid) = self.w.func_ids.get(&g) {
            let rt = self.def_type(body, v)?;
            let id = self.value_id(v);
            let mut ops = vec![rt, id, fid];
            let param_ts = self.w.param_types.get(&g).cloned().unwrap_or_default();
            for (k, &a) in c.args.iter().enumerate() {
                // A pointer goes with the pointee the callee's parameter has.
                let want = param_ts.get(k).and_then(|&pt| {
                    self.w.types.iter().find_map(|(t, &id)| match t {
                        T::Ptr(_, p) if id == pt => Some(*p),
                        _ => None,
                    })
                });
                let is_ptr = self.llvm_ty(body, a).is_some_and(|t| m.types.is_ptr(t));
                let x = match want {
                    Some(p) if is_ptr => self.pointer_to(body, a, p)?,
                    _ => self.operand(body, a)?,
                };
                ops.push(x);
            }
            self.emit(Op::FunctionCall, ops);
            self.decorate_groups(body, i, id);
            if !m.types.is_void(d.ty) {
                self.name_value(body, i, id);
            }
            return Ok(());
        }
        // The SPIR-V-friendly call form of a built-in variable: `__spirv_BuiltInX()` for a
        // scalar, `__spirv_BuiltInX(i32 dim)` for a component of a 3-vector.
        let friendly = demangle(&name)
            .and_then(|(base, _)| base.strip_prefix("__spirv_BuiltIn"))
            .map(|b| {
                b.parse::<spirv::BuiltIn>()
                    .map(|bi| (bi as u32, !c.args.is_empty()))
                    .map_err(|_| self.err(format!("unknown SPIR-V built-in `{name}`")))
            })
            .transpose()?;
        if let Some((builtin, vector)) = work_item_builtin(&name).or(friendly) {
            let rt = self.def_type(body, v)?;
            let (var, vt) = self.w.builtin_var(builtin, vector, rt);
            // The variable has the width of its first read; a read at another width (a
            // `size_t` built-in called as `i32` and as `i64`) converts what it loads.
            let elem = if vector {
                self.w
                    .types
                    .iter()
                    .find_map(|(t, &id)| match t {
                        T::Vector(e, 3) if id == vt => Some(*e),
                        _ => None,
                    })
                    .unwrap_or(rt)
            } else {
                vt
            };
            let wide = self
                .w
                .types
                .iter()
                .any(|(t, &id)| id == elem && matches!(t, T::Int(64)));
            let id = self.value_id(v);
            let read = if elem == rt { id } else { self.w.id() };
            if !vector {
                self.emit(Op::Load, vec![elem, read, var]);
            } else {
                let loaded = self.w.id();
                let size_bytes = if wide { 32 } else { 16 };
                self.emit(Op::Load, vec![vt, loaded, var, 2, size_bytes]);
                match c.args.first() {
                    Some(Value::Const(k)) => {
                        let dim = match &m.consts.get(*k).data {
                            ConstData::Int(iv) => iv.as_i128().unwrap_or(0) as u32,
                            _ => 0,
                        };
                        if dim > 2 {
                            return Err(self.err(format!("{name} of dimension {dim}")));
                        }
                        self.emit(Op::CompositeExtract, vec![elem, read, loaded, dim]);
                    }
                    Some(&x) => {
                        let xi = self.operand(body, x)?;
                        self.emit(Op::VectorExtractDynamic, vec![elem, read, loaded, xi]);
                    }
                    None => return Err(self.err(format!("{name} without an argument"))),
                }
            }
            if read != id {
                self.emit(Op::UConvert, vec![rt, id, read]);
            }
            if vector {
                self.name_value(body, i, id);
            }
            return Ok(());
        }
        if is_printf(m, g) {
            return self.printf(body, i, &c.args);
        }
        if let Some((op, scope)) = pipe_builtin(&name) {
            return self.pipe_call(body, i, op, scope, &c.args);
        }
        if let Some((base, args)) = demangle(&name) {
            if base == "__spirv_SpecConstant" {
                return self.spec_constant(body, i, &c.args, &name);
            }
            // SPIR-V-friendly OpenCL.std calls: `__spirv_ocl_fmax` is OpenCL.std `fmax`.
            if let Some(op) = base.strip_prefix("__spirv_ocl_") {
                let n = rspirv::grammar::OpenCLStd100InstructionTable::iter()
                    .find(|i| i.opname == op)
                    .map(|i| i.opcode)
                    .ok_or_else(|| {
                        self.err(format!("unknown OpenCL.std instruction in `{name}`"))
                    })?;
                return self.ext_call(body, i, n, &c.args);
            }
            // SPIR-V-friendly instruction calls: `__spirv_LessOrGreater(a, b)` is
            // OpLessOrGreater.
            if let Some(op) = base.strip_prefix("__spirv_") {
                if let Some(inst) = friendly_instruction(op) {
                    return self.friendly_call(body, i, inst, &c.args, &name);
                }
                // The conversions' friendly form names its result type and may end in
                // `_sat` and a rounding mode: `__spirv_ConvertFToU_Ruchar_sat_rtz(x)` is
                // OpConvertFToU with SaturatedConversion and FPRoundingMode RTZ.
                if let Some((op, rest)) = op.split_once("_R") {
                    if let Some(inst) =
                        friendly_instruction(op).filter(|inst| inst.opname.contains("Convert"))
                    {
                        let sat = rest.split('_').any(|p| p == "sat");
                        let rounding = rest.split('_').find_map(|p| match p {
                            "rte" => Some(0u32),
                            "rtz" => Some(1),
                            "rtp" => Some(2),
                            "rtn" => Some(3),
                            _ => None,
                        });
                        self.friendly_call(body, i, inst, &c.args, &name)?;
                        let id = self.value_id(v);
                        if sat {
                            self.w.decorations.push(RawInst::new(
                                Op::Decorate as u16,
                                vec![id, spirv::Decoration::SaturatedConversion as u32],
                            ));
                        }
                        if let Some(mode) = rounding {
                            self.w.decorations.push(RawInst::new(
                                Op::Decorate as u16,
                                vec![id, spirv::Decoration::FPRoundingMode as u32, mode],
                            ));
                        }
                        return Ok(());
                    }
                }
            }
            // The work-group and cl_khr_subgroups collectives: OpGroupBroadcast and the
            // OpGroup{I,F}Add / {S,U,F}Min / {S,U,F}Max reductions and scans, at Workgroup
            // or Subgroup scope (the Groups capability, SPIR-V 1.0).
            if let Some(nu) = non_uniform(base, args) {
                return self.non_uniform_call(body, i, nu, &c.args, &name);
            }
            if let Some((scope, op, group_op)) = group_collective(base, args) {
                let rt = self.def_type(body, v)?;
                let sc = self.w.u32_const(scope);
                let mut ops = vec![rt, 0, sc];
                if let Some(g) = group_op {
                    ops.push(g);
                }
                for &a in &c.args {
                    ops.push(self.operand(body, a)?);
                }
                if op == Op::GroupBroadcast && c.args.len() != 2 {
                    return Err(
                        self.err(format!("`{name}` with several local ids is not supported"))
                    );
                }
                if group_op.is_some() && c.args.len() != 1 {
                    return Err(self.err(format!("`{name}` takes one argument")));
                }
                let id = self.value_id(v);
                ops[1] = id;
                self.w.caps.insert(spirv::Capability::Groups as u32);
                self.emit(op, ops);
                self.name_value(body, i, id);
                return Ok(());
            }
            match base {
                "async_work_group_copy" | "async_work_group_strided_copy" => {
                    return self.async_copy(body, i, args, &c.args, &name)
                }
                b if image_builtin(b) => return self.image_call(body, i, b, &c.args, &name),
                "is_valid_reserve_id" => {
                    let [r] = c.args[..] else {
                        return Err(self.err(format!("`{name}` takes one argument")));
                    };
                    let rv = self.operand(body, r)?;
                    let rt = self.def_type(body, v)?;
                    let id = self.value_id(v);
                    self.emit(Op::IsValidReserveId, vec![rt, id, rv]);
                    self.name_value(body, i, id);
                    return Ok(());
                }
                "wait_group_events" => {
                    // OpGroupWaitEvents at Workgroup scope on (count, event list).
                    let [n, list] = c.args[..] else {
                        return Err(self.err(format!("`{name}` takes two arguments")));
                    };
                    let nv = self.operand(body, n)?;
                    let ev = self.w.ty(T::Opaque(Op::TypeEvent as u16, vec![]));
                    let lv = self.pointer_to(body, list, ev)?;
                    let wg = self.w.u32_const(2);
                    self.emit(Op::GroupWaitEvents, vec![wg, nv, lv]);
                    return Ok(());
                }
                // The relational built-ins: a comparison or test giving bools, then the
                // OpenCL C int (1 for a scalar, -1 for a vector component, else 0).
                b if relational_op(b).is_some() => {
                    let op = relational_op(b).unwrap_or(Op::Nop);
                    let mut ops = Vec::new();
                    for &a in &c.args {
                        ops.push(self.operand(body, a)?);
                    }
                    let t = self.bool_shaped(d.ty)?;
                    let cond = self.w.id();
                    let mut cops = vec![t, cond];
                    cops.extend(ops);
                    self.emit(op, cops);
                    self.bool_to_int(body, i, cond)?;
                    return Ok(());
                }
                "any" | "all" => {
                    // any(x) / all(x) on integers: the sign bits (`x <s 0`), reduced by OpAny /
                    // OpAll for a vector, then 1 or 0, as llvm-spirv-15 writes them.
                    let [x] = c.args[..] else {
                        return Err(self.err(format!("`{name}` takes one argument")));
                    };
                    let Some(xt) = self.llvm_ty(body, x) else {
                        return Err(self.err(format!("`{name}` of an untyped value")));
                    };
                    let len = match *m.types.get(xt) {
                        TypeData::Vector { len, elem, .. } if m.types.int_bits(elem).is_some() => {
                            Some(len)
                        }
                        _ if m.types.int_bits(xt).is_some() => None,
                        _ => {
                            return Err(
                                self.err(format!("`{name}` of a value that is not an integer"))
                            )
                        }
                    };
                    let xv = self.operand(body, x)?;
                    let t = self.def_type_of_operand(body, x)?;
                    let zero = self.w.zero(xt, t);
                    let bt = self.w.ty(T::Bool);
                    let shaped = match len {
                        Some(n) => self.w.ty(T::Vector(bt, n)),
                        None => bt,
                    };
                    let neg = self.w.id();
                    self.emit(Op::SLessThan, vec![shaped, neg, xv, zero]);
                    let cond = match len {
                        Some(_) => {
                            let r = self.w.id();
                            let op = if base == "any" { Op::Any } else { Op::All };
                            self.emit(op, vec![bt, r, neg]);
                            r
                        }
                        None => neg,
                    };
                    self.bool_to_int(body, i, cond)?;
                    return Ok(());
                }
                "sub_group_all" | "sub_group_any" | "work_group_all" | "work_group_any" => {
                    // OpGroupAll / OpGroupAny at Workgroup scope on `predicate != 0`.
                    let [p] = c.args[..] else {
                        return Err(self.err(format!("`{name}` takes one argument")));
                    };
                    let pv = self.operand(body, p)?;
                    let pt = self.def_type_of_operand(body, p)?;
                    let zero = self.w.constant(C::Bits(pt, vec![0]));
                    let bt = self.w.ty(T::Bool);
                    let nz = self.w.id();
                    self.emit(Op::INotEqual, vec![bt, nz, pv, zero]);
                    let wg = self
                        .w
                        .u32_const(if base.starts_with("sub_") { 3 } else { 2 });
                    let r = self.w.id();
                    let op = if base.ends_with("_all") {
                        Op::GroupAll
                    } else {
                        Op::GroupAny
                    };
                    self.w.caps.insert(spirv::Capability::Groups as u32);
                    self.emit(op, vec![bt, r, wg, nz]);
                    self.bool_to_int(body, i, r)?;
                    return Ok(());
                }
                "dot" => {
                    // dot(x, y): OpDot on vectors, a product on scalars.
                    let [x, y] = c.args[..] else {
                        return Err(self.err(format!("`{name}` takes two arguments")));
                    };
                    let rt = self.def_type(body, v)?;
                    let (a, b) = (self.operand(body, x)?, self.operand(body, y)?);
                    let vector = self
                        .llvm_ty(body, x)
                        .is_some_and(|t| matches!(m.types.get(t), TypeData::Vector { .. }));
                    let id = self.value_id(v);
                    self.emit(if vector { Op::Dot } else { Op::FMul }, vec![rt, id, a, b]);
                    self.name_value(body, i, id);
                    return Ok(());
                }
                "barrier" | "work_group_barrier" => {
                    let flags = match c.args.first() {
                        Some(Value::Const(k)) => match &m.consts.get(*k).data {
                            ConstData::Int(iv) => iv.as_i128().unwrap_or(0) as u32,
                            _ => return Err(self.err("barrier flags must be constant")),
                        },
                        _ => return Err(self.err("barrier flags must be constant")),
                    };
                    let mut sem = 0x10; // SequentiallyConsistent
                    if flags & 1 != 0 {
                        sem |= 0x100; // WorkgroupMemory
                    }
                    if flags & 2 != 0 {
                        sem |= 0x200; // CrossWorkgroupMemory
                    }
                    let wg = self.w.u32_const(2);
                    let s = self.w.u32_const(sem);
                    self.emit(Op::ControlBarrier, vec![wg, wg, s]);
                    return Ok(());
                }
                b if c11_atomic(b).is_some() => return self.c11_atomic_call(body, i, b, args, c),
                b if b.starts_with("convert_") && is_conversion_builtin(b) => {
                    return self.convert_call(body, i, b, args, c)
                }
                b if vector_load_store(b).is_some() => {
                    return self.vector_load_store_call(body, i, b, c)
                }
                "atomic_inc" | "atomic_dec" | "atom_inc" | "atom_dec" | "atomic_add"
                | "atomic_sub" | "atomic_xchg" | "atomic_min" | "atomic_max" | "atomic_and"
                | "atomic_or" | "atomic_xor" | "atomic_cmpxchg" | "atom_cmpxchg" | "atom_add"
                | "atom_sub" | "atom_xchg" | "atom_min" | "atom_max" | "atom_and" | "atom_or"
                | "atom_xor" => {
                    let rt = self.def_type(body, v)?;
                    let loc = self.loc.clone();
                    let et = self.w.llvm_type(d.ty, &loc)?;
                    let p = self.pointer_to(body, c.args[0], et)?;
                    let scope = self.w.u32_const(1); // Device
                    let sem = self.w.u32_const(0x10 | 0x200);
                    let id = self.value_id(v);
                    let signed = args.contains('i') && !args.contains('j');
                    // `atom_*` (cl_khr_*_atomics) are the same functions.
                    let what = base.strip_prefix("atomic_").or(base.strip_prefix("atom_"));
                    let op = match what.unwrap_or("") {
                        "inc" => Op::AtomicIIncrement,
                        "dec" => Op::AtomicIDecrement,
                        "add" => Op::AtomicIAdd,
                        "sub" => Op::AtomicISub,
                        "xchg" => Op::AtomicExchange,
                        "min" if signed => Op::AtomicSMin,
                        "min" => Op::AtomicUMin,
                        "max" if signed => Op::AtomicSMax,
                        "max" => Op::AtomicUMax,
                        "and" => Op::AtomicAnd,
                        "or" => Op::AtomicOr,
                        "cmpxchg" => Op::AtomicCompareExchange,
                        _ => Op::AtomicXor,
                    };
                    let mut ops = vec![rt, id, p, scope, sem];
                    if op == Op::AtomicCompareExchange {
                        // (pointer, comparator, value): SPIR-V takes the unequal semantics,
                        // then the value and the comparator.
                        let [_, cmp, val] = c.args[..] else {
                            return Err(self.err(format!("`{name}` takes three arguments")));
                        };
                        ops.push(sem);
                        ops.push(self.operand(body, val)?);
                        ops.push(self.operand(body, cmp)?);
                    } else if c.args.len() > 1 {
                        ops.push(self.operand(body, c.args[1])?);
                    }
                    self.emit(op, ops);
                    self.decorate_groups(body, i, id);
                    self.name_value(body, i, id);
                    return Ok(());
                }
                _ => {
                    let elem = first_arg_elem(args);
                    let float = matches!(elem, "f" | "d" | "Dh" | "DF16_");
                    let signed = matches!(elem, "i" | "c" | "a" | "s" | "l" | "x");
                    if let Some(n) = ext_inst(base, float, signed) {
                        return self.ext_call(body, i, n, &c.args);
                    }
                }
            }
            return Err(self.err(format!("unsupported built-in `{name}`")));
        }
        if name.starts_with("llvm.var.annotation")
            || is_ptr_annotation(&name)
            || name.starts_with("llvm.annotation.")
        {
            return self.annotation(body, i, &name, &c.args);
        }
        if name.starts_with("llvm.memset.") {
            return self.memset(body, i, &c.args);
        }
        if name.starts_with("llvm.memmove.") {
            return self.memmove(body, i, &c.args);
        }
        if let Some(op) = name
            .strip_prefix("llvm.vector.reduce.")
            .and_then(|r| r.strip_suffix("i1"))
            .and_then(|r| match r.split_once(".v") {
                Some(("or", _)) => Some(Op::Any),
                Some(("and", _)) => Some(Op::All),
                _ => None,
            })
        {
            // An or / and across a bool vector: OpAny / OpAll (what the reader gives them).
            let [x] = c.args[..] else {
                return Err(self.err(format!("`{name}` takes one argument")));
            };
            let xv = self.operand(body, x)?;
            let bt = self.w.ty(T::Bool);
            let id = self.value_id(v);
            self.emit(op, vec![bt, id, xv]);
            self.name_value(body, i, id);
            return Ok(());
        }
        if name == "llvm.readcyclecounter" {
            // OpReadClockKHR at Device scope (SPV_KHR_shader_clock): a 64-bit counter, as
            // LLVM's intrinsic is. llvm-spirv-15 has no translation for it.
            let rt = self.def_type(body, v)?;
            let scope = self.w.u32_const(1);
            let id = self.value_id(v);
            self.w.caps.insert(spirv::Capability::ShaderClockKHR as u32);
            self.w.extensions.insert("SPV_KHR_shader_clock");
            self.emit(Op::ReadClockKHR, vec![rt, id, scope]);
            self.name_value(body, i, id);
            return Ok(());
        }
        if name.starts_with("llvm.stacksave") {
            // OpSaveMemoryINTEL, as llvm-spirv-15 writes it with its extensions.
            let rt = self.def_type(body, v)?;
            let id = self.value_id(v);
            self.w.variable_length_arrays();
            self.emit(Op::SaveMemoryINTEL, vec![rt, id]);
            self.name_value(body, i, id);
            return Ok(());
        }
        if name.starts_with("llvm.stackrestore") {
            let [p] = c.args[..] else {
                return Err(self.err(format!("`{name}` takes one argument")));
            };
            let pv = self.operand(body, p)?;
            self.w.variable_length_arrays();
            self.emit(Op::RestoreMemoryINTEL, vec![pv]);
            return Ok(());
        }
        if let Some(kind) = name
            .strip_prefix("llvm.")
            .and_then(|r| r.split_once(".with.overflow."))
            .map(|(k, _)| k)
        {
            return self.with_overflow(body, i, kind, &c.args, &name);
        }
        if name.starts_with("llvm.memcpy.") {
            // OpCopyMemorySized: target, source, size.
            let t = self.operand(body, c.args[0])?;
            let s = self.operand(body, c.args[1])?;
            let n = self.operand(body, c.args[2])?;
            let mut ops = vec![t, s, n];
            let groups = self.group_literals(body, i);
            self.w.uses_access_groups |= !groups.is_empty();
            memory_operands(&mut ops, false, None, &groups);
            self.emit(Op::CopyMemorySized, ops);
            return Ok(());
        }
        if let Some((nm, float, signed)) = intrinsic_ext(&name) {
            if let Some(n) = ext_inst(nm, float, signed) {
                return self.ext_call(body, i, n, &c.args);
            }
        }
        if name.starts_with("llvm.bitreverse.") {
            // OpBitReverse: Kernel modules have it through SPV_KHR_bit_instructions.
            let [x] = c.args[..] else {
                return Err(self.err(format!("`{name}` takes one argument")));
            };
            let rt = self.def_type(body, v)?;
            let a = self.operand(body, x)?;
            let id = self.value_id(v);
            self.w
                .caps
                .insert(spirv::Capability::BitInstructions as u32);
            self.w.extensions.insert("SPV_KHR_bit_instructions");
            self.emit(Op::BitReverse, vec![rt, id, a]);
            self.name_value(body, i, id);
            return Ok(());
        }
        if name.starts_with("llvm.fshl.") || name.starts_with("llvm.fshr.") {
            return self.funnel_shift(body, i, name.starts_with("llvm.fshl."), &c.args);
        }
        Err(self.err(format!("unsupported call to `{name}`")))
    }

    /// The image built-ins as llvm-spirv-15 writes them:
    /// - `read_image{f,i,ui,h}(image, sampler, coord)`: `OpSampledImage` of the two, then
    ///   `OpImageSampleExplicitLod ... Lod 0.0`; without a sampler `OpImageRead`;
    /// - `write_image{f,i,ui,h}(image, coord, texel)`: `OpImageWrite`;
    /// - `get_image_{width,height,depth}(image)`: a component of `OpImageQuerySizeLod` at lod 0
    ///   (`OpImageQuerySize` for a buffer image), of as many components as the image has
    ///   dimensions (one more when arrayed).
    ///
    /// The integer forms take a `SignExtend` (`i`) or `ZeroExtend` (`ui`) image operand, which
    /// makes the module SPIR-V 1.4, as llvm-spirv-15's is.
    fn image_call(
        &mut self,
        body: &Body,
        i: Inst,
        base: &str,
        args: &[Value],
        name: &str,
    ) -> Result<(), WriteError> {
        let m = self.m();
        let v = Value::Inst(i);
        let extend = if base.ends_with("ui") {
            Some(0x2000)
        } else if base.ends_with('i') {
            Some(0x1000)
        } else {
            None
        };
        let image_operands = |w: &mut Self, mask: u32, ops: &mut Vec<u32>, lod: Option<u32>| {
            let mask = mask | extend.unwrap_or(0);
            if mask != 0 {
                ops.push(mask);
            }
            ops.extend(lod);
            if extend.is_some() {
                w.w.needs_1_4 = true;
            }
        };
        // Images (and samplers) are values of LLVM's SPIR-V target types; IR from before
        // them passes pointers to opaque structs, whose meaning the writer does not guess.
        let target_of = |w: &Self, x: Value| match w.llvm_ty(body, x).map(|t| m.types.get(t)) {
            Some(TypeData::Target { name, .. }) => Some(name.clone()),
            _ => None,
        };
        for (k, &a) in args.iter().enumerate() {
            let want = match (k, args.len(), base.starts_with("read_image")) {
                (0, _, _) => Some("spirv.Image"),
                (1, 3, true) => Some("spirv.Sampler"),
                _ => None,
            };
            if let Some(want) = want {
                if target_of(self, a).as_deref() != Some(want) {
                    return Err(self.err(format!(
                        "`{name}`: argument {k} is not a target(\"{want}\") value (an image or sampler of IR before LLVM's SPIR-V target types is not supported)"
                    )));
                }
            }
        }
        if base.starts_with("read_image") {
            let rt = self.def_type(body, v)?;
            let (img, sampler, coord) = match args[..] {
                [img, c] => (img, None, c),
                [img, s, c] => (img, Some(s), c),
                _ => return Err(self.err(format!("`{name}` with {} arguments", args.len()))),
            };
            let im = self.operand(body, img)?;
            let it = self.def_type_of_operand(body, img)?;
            let co = self.operand(body, coord)?;
            let id = self.value_id(v);
            match sampler {
                None => {
                    let mut ops = vec![rt, id, im, co];
                    image_operands(self, 0, &mut ops, None);
                    self.emit(Op::ImageRead, ops);
                }
                Some(s) => {
                    let sm = self.operand(body, s)?;
                    let st = self.w.ty(T::Opaque(Op::TypeSampledImage as u16, vec![it]));
                    let si = self.w.id();
                    self.emit(Op::SampledImage, vec![st, si, im, sm]);
                    let ft = self.w.ty(T::Float(32));
                    let zero = self.w.constant(C::Bits(ft, vec![0]));
                    let mut ops = vec![rt, id, si, co];
                    image_operands(self, 0x2, &mut ops, Some(zero));
                    self.emit(Op::ImageSampleExplicitLod, ops);
                }
            }
            self.name_value(body, i, id);
            return Ok(());
        }
        if base.starts_with("write_image") {
            let [img, coord, texel] = args[..] else {
                return Err(self.err(format!("`{name}` with {} arguments", args.len())));
            };
            let mut ops = vec![
                self.operand(body, img)?,
                self.operand(body, coord)?,
                self.operand(body, texel)?,
            ];
            image_operands(self, 0, &mut ops, None);
            self.emit(Op::ImageWrite, ops);
            return Ok(());
        }
        // The size queries.
        let [img] = args[..] else {
            return Err(self.err(format!("`{name}` takes one argument")));
        };
        let Some(TypeData::Target { ints, .. }) = self.llvm_ty(body, img).map(|t| m.types.get(t))
        else {
            return Err(self.err(format!("`{name}` of a value that is not an image")));
        };
        let (dim, arrayed) = (ints.first().copied(), ints.get(2).copied().unwrap_or(0));
        let dims = match dim {
            Some(0 | 5) => 1,
            Some(1) => 2,
            Some(2) => 3,
            _ => return Err(self.err(format!("`{name}` of an image of dimension {dim:?}"))),
        } + arrayed.min(1);
        if base == "get_image_dim" {
            // `int2` of a 2D image is the query itself; `int4` of a 3D one the query and a 0.
            if arrayed != 0 || !matches!(dims, 2 | 3) {
                return Err(self.err(format!("`{name}` of an arrayed or 1D image")));
            }
            let rt = self.def_type(body, v)?;
            let ut = self.w.ty(T::Int(32));
            let qt = self.w.ty(T::Vector(ut, dims));
            let im = self.operand(body, img)?;
            let zero = self.w.u32_const(0);
            let id = self.value_id(v);
            if dims == 2 {
                self.emit(Op::ImageQuerySizeLod, vec![rt, id, im, zero]);
            } else {
                let q = self.w.id();
                self.emit(Op::ImageQuerySizeLod, vec![qt, q, im, zero]);
                let null = self.w.constant(C::Null(qt));
                self.emit(Op::VectorShuffle, vec![rt, id, q, null, 0, 1, 2, 3]);
            }
            self.name_value(body, i, id);
            return Ok(());
        }
        let component = match base {
            "get_image_width" => 0,
            "get_image_height" => 1,
            _ => 2,
        };
        if component >= dims {
            return Err(self.err(format!("`{name}` of an image of {dims} dimensions")));
        }
        let rt = self.def_type(body, v)?;
        let im = self.operand(body, img)?;
        let qt = if dims == 1 {
            rt
        } else {
            self.w.ty(T::Vector(rt, dims))
        };
        // A one-dimensional query is the value itself (unless a use before it already took
        // an id for it, as a phi can).
        let q = match (dims, self.ids.contains_key(&v)) {
            (1, false) => self.value_id(v),
            _ => self.w.id(),
        };
        if dim == Some(5) {
            self.emit(Op::ImageQuerySize, vec![qt, q, im]);
        } else {
            let zero = self.w.u32_const(0);
            self.emit(Op::ImageQuerySizeLod, vec![qt, q, im, zero]);
        }
        let id = self.value_id(v);
        if id == q {
        } else if dims == 1 {
            self.emit(Op::CopyObject, vec![rt, id, q]);
        } else {
            self.emit(Op::CompositeExtract, vec![rt, id, q, component]);
        }
        self.name_value(body, i, id);
        Ok(())
    }

    /// A pipe built-in as clang lowers it (`__read_pipe_2(pipe, ptr, size, align)`, ...) is
    /// the SPIR-V pipe instruction of the same operands, as llvm-spirv-15 writes it: the
    /// packet pointer as a generic pointer to bytes, a group form with its scope first.
    fn pipe_call(
        &mut self,
        body: &Body,
        i: Inst,
        op: Op,
        scope: Option<u32>,
        args: &[Value],
    ) -> Result<(), WriteError> {
        let m = self.m();
        let v = Value::Inst(i);
        let mut ops = Vec::new();
        let has_result = !m.types.is_void(body.insts[i].ty);
        if has_result {
            let rt = self.def_type(body, v)?;
            ops.push(rt);
            ops.push(self.value_id(v));
        }
        if let Some(sc) = scope {
            ops.push(self.w.u32_const(sc));
        }
        let i8t = self.w.ty(T::Int(8));
        for &a in args {
            if self.llvm_ty(body, a).is_some_and(|t| m.types.is_ptr(t)) {
                ops.push(self.pointer_to(body, a, i8t)?);
            } else {
                ops.push(self.operand(body, a)?);
            }
        }
        self.emit(op, ops);
        if has_result {
            let id = self.value_id(v);
            self.name_value(body, i, id);
        }
        Ok(())
    }

    /// `printf(format, ...)`: OpenCL.std `printf`, the format as a pointer to its bytes (as
    /// llvm-spirv-15 writes it; the string is a UniformConstant `i8` array).
    fn printf(&mut self, body: &Body, i: Inst, args: &[Value]) -> Result<(), WriteError> {
        let Some((&fmt, rest)) = args.split_first() else {
            return Err(self.err("`printf` without a format"));
        };
        let v = Value::Inst(i);
        let rt = self.def_type(body, v)?;
        let i8t = self.w.ty(T::Int(8));
        let f = self.pointer_to(body, fmt, i8t)?;
        let n = ext_inst("printf", false, false)
            .ok_or_else(|| self.err("OpenCL.std has no `printf`"))?;
        let id = self.value_id(v);
        let mut ops = vec![rt, id, self.w.ext_std, n, f];
        for &a in rest {
            ops.push(self.operand(body, a)?);
        }
        self.emit(Op::ExtInst, ops);
        self.name_value(body, i, id);
        Ok(())
    }

    /// `async_work_group_copy(dst, src, n, event)` and
    /// `async_work_group_strided_copy(dst, src, n, stride, event)`: OpGroupAsyncCopy at
    /// Workgroup scope (stride 1 for the plain copy, of `n`'s type), both pointers to the
    /// gentype the mangled name gives.
    fn async_copy(
        &mut self,
        body: &Body,
        i: Inst,
        mangled: &str,
        args: &[Value],
        name: &str,
    ) -> Result<(), WriteError> {
        let (dst, src, n, stride, event) = match args[..] {
            [d, s, n, e] => (d, s, n, None, e),
            [d, s, n, st, e] => (d, s, n, Some(st), e),
            _ => return Err(self.err(format!("`{name}` takes four or five arguments"))),
        };
        let (elem, len) = first_arg_shape(mangled);
        let et = match elem {
            "c" | "a" | "h" => self.w.ty(T::Int(8)),
            "s" | "t" => self.w.ty(T::Int(16)),
            "i" | "j" => self.w.ty(T::Int(32)),
            "l" | "m" => self.w.ty(T::Int(64)),
            "f" => self.w.ty(T::Float(32)),
            "d" => self.w.ty(T::Float(64)),
            "Dh" => self.w.ty(T::Float(16)),
            _ => return Err(self.err(format!("`{name}`: unknown element type `{elem}`"))),
        };
        let gentype = match len {
            Some(l) => self.w.ty(T::Vector(et, l)),
            None => et,
        };
        let v = Value::Inst(i);
        let rt = self.def_type(body, v)?;
        let d = self.pointer_to(body, dst, gentype)?;
        let s = self.pointer_to(body, src, gentype)?;
        let nv = self.operand(body, n)?;
        let st = match stride {
            Some(x) => self.operand(body, x)?,
            None => {
                let nt = self.def_type_of_operand(body, n)?;
                let wide = self
                    .llvm_ty(body, n)
                    .and_then(|t| self.m().types.int_bits(t));
                self.w
                    .constant(C::Bits(nt, int_words(1, wide.unwrap_or(32))))
            }
        };
        let ev = self.operand(body, event)?;
        let wg = self.w.u32_const(2);
        let id = self.value_id(v);
        self.emit(Op::GroupAsyncCopy, vec![rt, id, wg, d, s, nv, st, ev]);
        self.name_value(body, i, id);
        Ok(())
    }

    /// `llvm.memmove` of a constant length, as llvm-spirv-15 writes it: the source copied
    /// into a function-scope byte array, then from there into the destination (two
    /// OpCopyMemorySized), so that overlapping regions move as memmove says. A length known
    /// only at run time has no such form and is refused.
    fn memmove(&mut self, body: &Body, i: Inst, args: &[Value]) -> Result<(), WriteError> {
        let m = self.m();
        let [dst, src, len, _volatile] = args[..] else {
            return Err(self.err("`llvm.memmove` takes four arguments"));
        };
        let Value::Const(lc) = len else {
            return Err(self.err("llvm.memmove of a length known only at run time"));
        };
        let ConstData::Int(n) = &m.consts.get(lc).data else {
            return Err(self.err("llvm.memmove of a length known only at run time"));
        };
        let Some(n) = n
            .as_u64_zext(64)
            .filter(|&n| n > 0 && n <= u64::from(u32::MAX))
        else {
            return Err(self.err("llvm.memmove of a length that is zero or too large"));
        };
        let i8t = self.w.ty(T::Int(8));
        let count = self.w.u32_const(n as u32);
        let at = self.w.ty(T::Array(i8t, count));
        let pt = self.w.ty(T::Ptr(SC_FUNCTION, at));
        let tmp = self.w.id();
        self.out.insert(
            self.vars_end,
            RawInst::new(Op::Variable as u16, vec![pt, tmp, SC_FUNCTION]),
        );
        self.vars_end += 1;
        let bp = self.w.ty(T::Ptr(SC_FUNCTION, i8t));
        let t = self.w.id();
        self.emit(Op::Bitcast, vec![bp, t, tmp]);
        let d = self.operand(body, dst)?;
        let s = self.operand(body, src)?;
        let nv = self.operand(body, len)?;
        let groups = self.group_literals(body, i);
        self.w.uses_access_groups |= !groups.is_empty();
        for (to, from) in [(t, s), (d, t)] {
            let mut ops = vec![to, from, nv];
            memory_operands(&mut ops, false, None, &groups);
            self.emit(Op::CopyMemorySized, ops);
        }
        Ok(())
    }

    /// `llvm.{s,u}{add,sub,mul}.with.overflow` on integers: the wrapped result and the
    /// overflow bit in plain arithmetic, put together as LLVM's `{ iN, i1 }`
    /// (OpCompositeInsert into undef, which llvm-spirv-15's reader takes). llvm-spirv-15
    /// itself calls an emulation function for `sadd` and `umul` and refuses the other four;
    /// SPIR-V's OpIAddCarry / OpISubBorrow / OpUMulExtended / OpSMulExtended are not read
    /// by its reader. The tests:
    /// - uadd: `a + b <u a`; usub: `a <u b`;
    /// - sadd: `((a ^ r) & (b ^ r)) <s 0`; ssub: `((a ^ b) & (a ^ r)) <s 0`;
    /// - umul: `a != 0 && r / a != b`; smul: `a == -1 ? b == MIN : a != 0 && r / a != b`
    ///   (the divisor made 1 where it is 0 or -1, so the division never traps).
    fn with_overflow(
        &mut self,
        body: &Body,
        i: Inst,
        kind: &str,
        args: &[Value],
        name: &str,
    ) -> Result<(), WriteError> {
        let m = self.m();
        let [a, b] = args[..] else {
            return Err(self.err(format!("`{name}` takes two arguments")));
        };
        let Some(bits) = self.llvm_ty(body, a).and_then(|t| m.types.int_bits(t)) else {
            return Err(self.err(format!("`{name}` on vectors is not supported")));
        };
        let v = Value::Inst(i);
        let st = self.def_type(body, v)?;
        let t = self.def_type_of_operand(body, a)?;
        let bt = self.w.ty(T::Bool);
        let (x, y) = (self.operand(body, a)?, self.operand(body, b)?);
        let mask = if bits == 64 {
            u64::MAX
        } else {
            (1u64 << bits) - 1
        };
        let k = |w: &mut Self, v: u64| w.w.constant(C::Bits(t, int_words(v & mask, bits)));
        let zero = k(self, 0);
        let one = k(self, 1);
        let all = k(self, u64::MAX);
        let min = k(self, 1u64 << (bits - 1));
        let op = |w: &mut Self, op: Op, ty: u32, ops: &[u32]| {
            let r = w.w.id();
            let mut o = vec![ty, r];
            o.extend(ops);
            w.emit(op, o);
            r
        };
        let arith = match kind {
            "uadd" | "sadd" => Op::IAdd,
            "usub" | "ssub" => Op::ISub,
            "umul" | "smul" => Op::IMul,
            _ => return Err(self.err(format!("unsupported call to `{name}`"))),
        };
        let r = op(self, arith, t, &[x, y]);
        let ovf = match kind {
            "uadd" => op(self, Op::ULessThan, bt, &[r, x]),
            "usub" => op(self, Op::ULessThan, bt, &[x, y]),
            "sadd" | "ssub" => {
                let (p, q) = if kind == "sadd" { (x, y) } else { (x, x) };
                let (p2, q2) = if kind == "sadd" { (r, r) } else { (y, r) };
                let u = op(self, Op::BitwiseXor, t, &[p, p2]);
                let w2 = op(self, Op::BitwiseXor, t, &[q, q2]);
                let both = op(self, Op::BitwiseAnd, t, &[u, w2]);
                op(self, Op::SLessThan, bt, &[both, zero])
            }
            _ => {
                // Multiplication: divide back.
                let a0 = op(self, Op::IEqual, bt, &[x, zero]);
                let signed = kind == "smul";
                let am1 = signed.then(|| op(self, Op::IEqual, bt, &[x, all]));
                let guard = match am1 {
                    Some(am1) => op(self, Op::LogicalOr, bt, &[a0, am1]),
                    None => a0,
                };
                let div = op(self, Op::Select, t, &[guard, one, x]);
                let q = op(self, if signed { Op::SDiv } else { Op::UDiv }, t, &[r, div]);
                let ne = op(self, Op::INotEqual, bt, &[q, y]);
                let an0 = op(self, Op::LogicalNot, bt, &[a0]);
                let plain = op(self, Op::LogicalAnd, bt, &[an0, ne]);
                match am1 {
                    Some(am1) => {
                        let bmin = op(self, Op::IEqual, bt, &[y, min]);
                        op(self, Op::Select, bt, &[am1, bmin, plain])
                    }
                    None => plain,
                }
            }
        };
        let undef = self.w.constant(C::Undef(st));
        let half = op(self, Op::CompositeInsert, st, &[r, undef, 0]);
        let id = self.value_id(v);
        self.emit(Op::CompositeInsert, vec![st, id, ovf, half, 1]);
        self.name_value(body, i, id);
        Ok(())
    }

    /// `__spirv_SpecConstant(i32 id, T default)`, as llvm-spirv-15 writes it: a module-level
    /// `OpSpecConstant` (`OpSpecConstantTrue`/`False` for a bool) of the default, decorated
    /// `SpecId id`, which the call's value is.
    fn spec_constant(
        &mut self,
        body: &Body,
        i: Inst,
        args: &[Value],
        name: &str,
    ) -> Result<(), WriteError> {
        let m = self.m();
        let v = Value::Inst(i);
        let (Some(&Value::Const(idc)), Some(&Value::Const(dc)), 2) =
            (args.first(), args.get(1), args.len())
        else {
            return Err(self.err(format!(
                "`{name}` takes a constant id and a constant default value"
            )));
        };
        let ConstData::Int(spec_id) = &m.consts.get(idc).data else {
            return Err(self.err(format!("`{name}`: the id is not an integer constant")));
        };
        let Some(spec_id) = spec_id.as_u64_zext(32).and_then(|x| u32::try_from(x).ok()) else {
            return Err(self.err(format!("`{name}`: the id does not fit in 32 bits")));
        };
        let dty = m.consts.ty(dc);
        let rt = self.def_type(body, v)?;
        let id = self.value_id(v);
        let (op, words) = match (&m.consts.get(dc).data, m.types.int_bits(dty)) {
            (ConstData::Int(x), Some(1)) if x.is_zero() => (Op::SpecConstantFalse, vec![]),
            (ConstData::Int(_), Some(1)) => (Op::SpecConstantTrue, vec![]),
            (ConstData::Int(x), Some(bits)) => {
                let Some(x) = x.as_u64_zext(bits) else {
                    return Err(self.err(format!("`{name}`: the default does not fit")));
                };
                (Op::SpecConstant, int_words(x, bits))
            }
            (ConstData::Float(b), _) => {
                let bits = match m.types.float_kind(dty) {
                    Some(FloatKind::Half) => 16,
                    Some(FloatKind::Float) => 32,
                    Some(FloatKind::Double) => 64,
                    _ => return Err(self.err(format!("`{name}` of an unsupported type"))),
                };
                (Op::SpecConstant, int_words(*b as u64, bits))
            }
            (ConstData::Zero, _) if m.types.float_kind(dty).is_some() => {
                let bits = if m.types.float_kind(dty) == Some(FloatKind::Double) {
                    64
                } else {
                    32
                };
                (Op::SpecConstant, int_words(0, bits))
            }
            _ => return Err(self.err(format!("`{name}`: the default is not a scalar constant"))),
        };
        let mut ops = vec![rt, id];
        ops.extend(words);
        self.w.globals.push(RawInst::new(op as u16, ops));
        self.w.decorations.push(RawInst::new(
            Op::Decorate as u16,
            vec![id, spirv::Decoration::SpecId as u32, spec_id],
        ));
        Ok(())
    }

    /// `llvm.memset` with a constant value and length, as llvm-spirv-15 writes it: a constant
    /// array of that many bytes (`OpConstantNull` for 0, else the value repeated) in a
    /// UniformConstant variable, copied over by `OpCopyMemorySized`. A value or length
    /// known only at run time has no such form and is refused.
    fn memset(&mut self, body: &Body, i: Inst, args: &[Value]) -> Result<(), WriteError> {
        let m = self.m();
        let [dst, val, len, ..] = args[..] else {
            return Err(self.err("llvm.memset takes four arguments"));
        };
        let constant = |v: Value| match v {
            Value::Const(k) => match &m.consts.get(k).data {
                ConstData::Int(iv) => iv.as_i128(),
                ConstData::Zero => Some(0),
                _ => None,
            },
            _ => None,
        };
        let (Some(byte), Some(n)) = (constant(val), constant(len)) else {
            return Err(self.err(
                "llvm.memset with a value or length known only at run time is not supported",
            ));
        };
        let n = u32::try_from(n)
            .ok()
            .filter(|&n| n > 0)
            .ok_or_else(|| self.err("llvm.memset of a length out of range"))?;
        let u8t = self.w.ty(T::Int(8));
        let len_id = self.operand(body, len)?;
        let at = self.w.ty(T::Array(u8t, len_id));
        let init = if byte == 0 {
            self.w.constant(C::Null(at))
        } else {
            let b = self.w.constant(C::Bits(u8t, vec![byte as u8 as u32]));
            self.w.constant(C::Composite(at, vec![b; n as usize]))
        };
        let pt = self.w.ty(T::Ptr(SC_UNIFORM_CONSTANT, at));
        let var = self.w.id();
        self.w.globals.push(RawInst::new(
            Op::Variable as u16,
            vec![pt, var, SC_UNIFORM_CONSTANT, init],
        ));
        self.w.decorations.push(RawInst::new(
            Op::Decorate as u16,
            vec![var, spirv::Decoration::Constant as u32],
        ));
        let bpt = self.w.ty(T::Ptr(SC_UNIFORM_CONSTANT, u8t));
        let src = self.w.id();
        self.emit(Op::Bitcast, vec![bpt, src, var]);
        let d = self.pointer_to(body, dst, u8t)?;
        let mut ops = vec![d, src, len_id];
        let groups = self.group_literals(body, i);
        self.w.uses_access_groups |= !groups.is_empty();
        // The destination's `align N`, as llvm-spirv-15 keeps it.
        let align = match &body.insts[i].kind {
            InstKind::Call(cd) => cd.attrs.params.first().and_then(|&set| {
                m.attrs.get(set).iter().find_map(|a| match (a.kind(), a) {
                    (Some(k), parir_ir::attrs::Attr::Int(_, n)) if k.keyword() == "align" => {
                        Some(*n as u32)
                    }
                    _ => None,
                })
            }),
            _ => None,
        };
        memory_operands(&mut ops, false, align, &groups);
        self.emit(Op::CopyMemorySized, ops);
        Ok(())
    }

    /// An OpenCL C vector load or store ([`vector_load_store`]) as OpenCL.std's instruction:
    /// loads `(offset, pointer[, n])`, stores `(data, offset, pointer[, rounding])`; the
    /// pointer points to the element type (`half` for the `_half` forms).
    fn vector_load_store_call(
        &mut self,
        body: &Body,
        i: Inst,
        base: &str,
        c: &parir_ir::inst::CallData,
    ) -> Result<(), WriteError> {
        let name = base.to_string();
        let (inst, n, rounding) = vector_load_store(base).unwrap_or(("", None, None));
        let opcode = rspirv::grammar::OpenCLStd100InstructionTable::iter()
            .find(|x| x.opname == inst)
            .map(|x| x.opcode)
            .ok_or_else(|| self.err(format!("`{name}`: no OpenCL.std instruction")))?;
        let store = inst.starts_with("vstore");
        let half = inst.contains("half");
        let expected = if store { 3 } else { 2 };
        if c.args.len() != expected {
            return Err(self.err(format!("`{name}` takes {expected} arguments")));
        }
        let v = Value::Inst(i);
        let rt = self.def_type(body, v)?;
        let id = self.value_id(v);
        // The element type the pointer addresses.
        let elem = if half {
            self.w.ty(T::Float(16))
        } else {
            let vt = if store {
                self.def_type_of_operand(body, c.args[0])?
            } else {
                rt
            };
            self.w
                .types
                .iter()
                .find_map(|(t, &x)| match t {
                    T::Vector(e, _) if x == vt => Some(*e),
                    _ => None,
                })
                .unwrap_or(vt)
        };
        let mut ops = vec![rt, id, self.w.ext_std, opcode];
        let (ptr, rest) = if store {
            (c.args[2], &c.args[..2])
        } else {
            (c.args[1], &c.args[..1])
        };
        for &a in rest {
            ops.push(self.operand(body, a)?);
        }
        ops.push(self.pointer_to(body, ptr, elem)?);
        if let Some(n) = n {
            ops.push(n);
        }
        if let Some(mode) = rounding {
            ops.push(mode);
        }
        self.emit(Op::ExtInst, ops);
        if !store {
            self.name_value(body, i, id);
        }
        Ok(())
    }

    /// An OpenCL C conversion `convert_<type>[n][_sat][_rte|_rtz|_rtp|_rtn](x)` as
    /// llvm-spirv-15 writes it: the conversion instruction the source and destination kinds
    /// and signedness call for (`OpConvertFToS`, `OpConvertUToF`, `OpSConvert`, `OpFConvert`,
    /// `OpSatConvertSToU` for a saturating signed-to-unsigned integer conversion, ...; a
    /// copy between equal SPIR-V types), `SaturatedConversion` for `_sat` and
    /// `FPRoundingMode` for the rounding suffix.
    fn convert_call(
        &mut self,
        body: &Body,
        i: Inst,
        base: &str,
        args: &str,
        c: &parir_ir::inst::CallData,
    ) -> Result<(), WriteError> {
        let name = base.to_string();
        let [x] = c.args[..] else {
            return Err(self.err(format!("`{name}` takes one argument")));
        };
        let rest = base.trim_start_matches("convert_");
        let (rest, rounding) = match rest.rsplit_once("_rt") {
            Some((r, m)) => (
                r,
                Some(match m {
                    "e" => 0,
                    "z" => 1,
                    "p" => 2,
                    _ => 3,
                }),
            ),
            None => (rest, None),
        };
        let (dst, sat) = match rest.strip_suffix("_sat") {
            Some(r) => (r, true),
            None => (rest, false),
        };
        let dst_float = ["float", "double", "half"]
            .iter()
            .any(|t| dst.starts_with(t));
        let dst_signed = !dst_float && !dst.starts_with('u');
        let elem = first_arg_elem(args);
        let src_float = matches!(elem, "f" | "d" | "Dh");
        let src_signed = matches!(elem, "c" | "a" | "s" | "i" | "l" | "x");
        let v = Value::Inst(i);
        let rt = self.def_type(body, v)?;
        let a = self.operand(body, x)?;
        let at = self.def_type_of_operand(body, x)?;
        let op = match (src_float, dst_float) {
            (true, false) if dst_signed => Op::ConvertFToS,
            (true, false) => Op::ConvertFToU,
            (false, true) if src_signed => Op::ConvertSToF,
            (false, true) => Op::ConvertUToF,
            (true, true) if at == rt => Op::CopyObject,
            (true, true) => Op::FConvert,
            (false, false) if sat && src_signed && !dst_signed => Op::SatConvertSToU,
            (false, false) if sat && !src_signed && dst_signed => Op::SatConvertUToS,
            (false, false) if at == rt => Op::CopyObject,
            (false, false) if src_signed => Op::SConvert,
            (false, false) => Op::UConvert,
        };
        let id = self.value_id(v);
        if op == Op::CopyObject {
            self.emit(op, vec![rt, id, a]);
        } else {
            self.emit(op, vec![rt, id, a]);
            let explicit_sat = !matches!(op, Op::SatConvertSToU | Op::SatConvertUToS);
            if sat && explicit_sat {
                self.w.decorations.push(RawInst::new(
                    Op::Decorate as u16,
                    vec![id, spirv::Decoration::SaturatedConversion as u32],
                ));
            }
            if let Some(mode) = rounding {
                self.w.decorations.push(RawInst::new(
                    Op::Decorate as u16,
                    vec![id, spirv::Decoration::FPRoundingMode as u32, mode],
                ));
            }
        }
        self.name_value(body, i, id);
        Ok(())
    }

    /// `llvm.fshl` / `llvm.fshr` on a scalar integer of width W: with s = c mod W,
    /// `fshl(a, b, c)` is `a` when s is 0, else `(a << s) | (b >> (W - s))`; `fshr(a, b, c)`
    /// is `b` when s is 0, else `(b >> s) | (a << (W - s))` (llvm-spirv-15 writes a helper
    /// function without the s = 0 case, where its shift by W is undefined).
    fn funnel_shift(
        &mut self,
        body: &Body,
        i: Inst,
        left: bool,
        args: &[Value],
    ) -> Result<(), WriteError> {
        let v = Value::Inst(i);
        let d = &body.insts[i];
        let Some(bits) = self.m().types.int_bits(d.ty) else {
            return Err(self.err("a funnel shift of a vector is not supported"));
        };
        let [a, b, c] = args[..] else {
            return Err(self.err("a funnel shift takes three arguments"));
        };
        let rt = self.def_type(body, v)?;
        let (a, b, c) = (
            self.operand(body, a)?,
            self.operand(body, b)?,
            self.operand(body, c)?,
        );
        let width = self
            .w
            .constant(C::Bits(rt, int_words(u64::from(bits), bits)));
        let zero = self.w.constant(C::Bits(rt, int_words(0, bits)));
        let sh = self.w.id();
        self.emit(Op::UMod, vec![rt, sh, c, width]);
        let back = self.w.id();
        self.emit(Op::ISub, vec![rt, back, width, sh]);
        let (first, second, keep) = if left { (a, b, a) } else { (b, a, b) };
        let (op1, op2) = if left {
            (Op::ShiftLeftLogical, Op::ShiftRightLogical)
        } else {
            (Op::ShiftRightLogical, Op::ShiftLeftLogical)
        };
        let hi = self.w.id();
        self.emit(op1, vec![rt, hi, first, sh]);
        let lo = self.w.id();
        self.emit(op2, vec![rt, lo, second, back]);
        let or = self.w.id();
        self.emit(Op::BitwiseOr, vec![rt, or, hi, lo]);
        let bt = self.w.ty(T::Bool);
        let none = self.w.id();
        self.emit(Op::IEqual, vec![bt, none, sh, zero]);
        let id = self.value_id(v);
        self.emit(Op::Select, vec![rt, id, none, keep, or]);
        self.name_value(body, i, id);
        Ok(())
    }

    /// A SPIR-V-friendly call of a core instruction whose operands are all ids (see
    /// [`friendly_instruction`]): the call's arguments are its operands.
    fn friendly_call(
        &mut self,
        body: &Body,
        i: Inst,
        inst: &rspirv::grammar::Instruction<'static>,
        args: &[Value],
        name: &str,
    ) -> Result<(), WriteError> {
        use rspirv::grammar::OperandKind as K;
        let has_result = inst
            .operands
            .first()
            .is_some_and(|o| o.kind == K::IdResultType);
        let nargs = inst.operands.len() - if has_result { 2 } else { 0 };
        if args.len() != nargs {
            return Err(self.err(format!(
                "`{name}` has {} arguments where {} takes {nargs}",
                args.len(),
                inst.opname
            )));
        }
        let v = Value::Inst(i);
        let mut ops = Vec::new();
        let mut id = None;
        if has_result {
            let rt = self.def_type(body, v)?;
            let r = self.value_id(v);
            ops.extend([rt, r]);
            id = Some(r);
        }
        let arg_kinds = &inst.operands[if has_result { 2 } else { 0 }..];
        for (o, &a) in arg_kinds.iter().zip(args) {
            if o.kind == K::GroupOperation {
                // A literal operand: the argument must be an integer constant.
                let lit = match a {
                    Value::Const(c) => match &self.m().consts.get(c).data {
                        ConstData::Int(iv) => iv.as_i128().and_then(|x| u32::try_from(x).ok()),
                        _ => None,
                    },
                    _ => None,
                };
                let lit = lit.ok_or_else(|| {
                    self.err(format!("`{name}`: the group operation must be a constant"))
                })?;
                ops.push(lit);
                continue;
            }
            ops.push(self.operand(body, a)?);
        }
        if let Some(cap) = friendly_capability(inst) {
            self.w.caps.insert(cap as u32);
        }
        self.emit(inst.opcode, ops);
        if let Some(r) = id {
            self.name_value(body, i, r);
        }
        Ok(())
    }

    /// A cl_khr_subgroup_non_uniform_* built-in (SPIR-V 1.3, Subgroup scope): its operands
    /// after the scope (a group operation, the value, a cluster size, an id or delta), int
    /// predicates as bools and bool results as OpenCL C ints, as llvm-spirv-15 writes them.
    fn non_uniform_call(
        &mut self,
        body: &Body,
        i: Inst,
        nu: NonUniform,
        args: &[Value],
        name: &str,
    ) -> Result<(), WriteError> {
        let m = self.m();
        let v = Value::Inst(i);
        if args.len() != nu.args {
            return Err(self.err(format!("`{name}` takes {} arguments", nu.args)));
        }
        let bt = self.w.ty(T::Bool);
        let mut ops = Vec::new();
        for (k, &a) in args.iter().enumerate() {
            let x = self.operand(body, a)?;
            if k == 0 && nu.bool_in {
                let pt = self.def_type_of_operand(body, a)?;
                let bits = self
                    .llvm_ty(body, a)
                    .and_then(|t| m.types.int_bits(t))
                    .unwrap_or(32);
                let zero = self
                    .w
                    .constant(C::Bits(pt, if bits > 32 { vec![0, 0] } else { vec![0] }));
                let nz = self.w.id();
                self.emit(Op::INotEqual, vec![bt, nz, x, zero]);
                ops.push(nz);
            } else {
                ops.push(x);
            }
        }
        let scope = self.w.u32_const(3);
        let mut head = vec![scope];
        if let Some(g) = nu.group_op {
            head.push(g);
        }
        head.extend(ops);
        for cap in nu.caps {
            self.w.caps.insert(*cap as u32);
        }
        self.w
            .caps
            .insert(spirv::Capability::GroupNonUniform as u32);
        self.w.needs_1_3 = true;
        if nu.bool_out {
            let r = self.w.id();
            let mut all = vec![bt, r];
            all.extend(head);
            self.emit(nu.op, all);
            return self.bool_to_int(body, i, r);
        }
        let rt = self.def_type(body, v)?;
        let id = self.value_id(v);
        let mut all = vec![rt, id];
        all.extend(head);
        self.emit(nu.op, all);
        self.name_value(body, i, id);
        Ok(())
    }

    /// The scope (Device) and memory semantics (the ordering's bit; none for monotonic) of an
    /// atomic load or store of type `t`, as llvm-spirv-15 writes them; 64-bit atomics
    /// declare Int64Atomics.
    /// An OpenCL C 2.0 atomic built-in ([`c11_atomic`]) as llvm-spirv-15 writes it: the
    /// OpAtomic instruction at Device scope with SequentiallyConsistent semantics, or the
    /// `_explicit` form's constant `memory_order` and `memory_scope` arguments;
    /// `atomic_compare_exchange_*` loads the expected value, stores the old one back to it and
    /// gives their equality; `atomic_init` is a plain store.
    fn c11_atomic_call(
        &mut self,
        body: &Body,
        i: Inst,
        base: &str,
        args: &str,
        c: &parir_ir::inst::CallData,
    ) -> Result<(), WriteError> {
        let m = self.m();
        let name = base.to_string();
        let (what, explicit) = c11_atomic(base).unwrap_or(("", false));
        let v = Value::Inst(i);
        let d = &body.insts[i];
        // The value type: the `_Atomic` pointee's mangled type decides the signedness.
        let elem = args
            .split_once("U7_Atomic")
            .map_or("", |(_, r)| r.get(..1).unwrap_or(""));
        let signed = matches!(elem, "c" | "a" | "s" | "i" | "l" | "x");
        let value_args = match what {
            "load" => 0,
            "compare_exchange_strong" | "compare_exchange_weak" => 2,
            _ => 1,
        };
        if c.args.len() < 1 + value_args {
            return Err(self.err(format!("`{name}` with too few arguments")));
        }
        let ptr = c.args[0];
        let vt_llvm = match what {
            "store" | "init" => self.llvm_ty(body, c.args[1]),
            "compare_exchange_strong" | "compare_exchange_weak" => self.llvm_ty(body, c.args[2]),
            _ => Some(d.ty),
        }
        .ok_or_else(|| self.err(format!("`{name}`: an untyped value")))?;
        if m.types.is_ptr(vt_llvm) {
            return Err(self.err(format!("`{name}` on a pointer")));
        }
        let loc = self.loc.clone();
        let vt = self.w.llvm_type(vt_llvm, &loc)?;
        let p = self.pointer_to(body, ptr, vt)?;
        if what == "init" {
            let x = self.operand(body, c.args[1])?;
            self.emit(Op::Store, vec![p, x]);
            return Ok(());
        }
        // The explicit orders (one, or success and failure) and scope follow the values.
        let const_arg = |this: &Self, k: usize| -> Result<Option<u32>, WriteError> {
            match c.args.get(k) {
                None => Ok(None),
                Some(Value::Const(x)) => match &m.consts.get(*x).data {
                    ConstData::Int(iv) => Ok(iv.as_i128().map(|v| v as u32)),
                    _ => Err(this.err(format!(
                        "`{name}`: a memory order or scope that is not a constant"
                    ))),
                },
                Some(_) => Err(this.err(format!(
                    "`{name}`: a memory order or scope that is not a constant"
                ))),
            }
        };
        let order_sem = |o: u32| -> Option<u32> {
            // OpenCL C's memory_order: relaxed, (consume), acquire, release, acq_rel, seq_cst.
            Some(match o {
                0 => 0,
                1 | 2 => 0x2,
                3 => 0x4,
                4 => 0x8,
                5 => 0x10,
                _ => return None,
            })
        };
        let first = 1 + value_args;
        let orders = if what.starts_with("compare_exchange") {
            2
        } else {
            1
        };
        let mut sems = Vec::new();
        for k in 0..orders {
            let o = if explicit {
                const_arg(self, first + k)?
            } else {
                None
            };
            let sem = match o {
                None => 0x10,
                Some(o) => order_sem(o)
                    .ok_or_else(|| self.err(format!("`{name}`: memory order {o} is unknown")))?,
            };
            sems.push(self.w.u32_const(sem));
        }
        let scope = match if explicit {
            const_arg(self, first + orders)?
        } else {
            None
        } {
            // OpenCL C's memory_scope: work_item, work_group, device, all_svm_devices,
            // sub_group.
            None | Some(2) => 1,
            Some(0) => 4,
            Some(1) => 2,
            Some(3) => 0,
            Some(4) => 3,
            Some(s) => return Err(self.err(format!("`{name}`: memory scope {s} is unknown"))),
        };
        if m.types.int_bits(vt_llvm).is_some_and(|b| b == 64)
            || m.types.float_kind(vt_llvm) == Some(FloatKind::Double)
        {
            self.w.caps.insert(spirv::Capability::Int64Atomics as u32);
        }
        let scope = self.w.u32_const(scope);
        let id = self.value_id(v);
        match what {
            "load" => self.emit(Op::AtomicLoad, vec![vt, id, p, scope, sems[0]]),
            "store" => {
                let x = self.operand(body, c.args[1])?;
                self.emit(Op::AtomicStore, vec![p, scope, sems[0], x]);
                return Ok(());
            }
            "compare_exchange_strong" | "compare_exchange_weak" => {
                // A float is exchanged as the integer of its width (OpAtomicCompareExchange
                // takes integers), as llvm-spirv-15 does: pointers and value reinterpreted.
                let (ct, p) = match m.types.float_kind(vt_llvm) {
                    Some(k) => {
                        let bits = if k == FloatKind::Double {
                            64
                        } else if k == FloatKind::Float {
                            32
                        } else {
                            16
                        };
                        let it = self.w.ty(T::Int(bits));
                        (it, self.pointer_to(body, ptr, it)?)
                    }
                    None => (vt, p),
                };
                let e = self.pointer_to(body, c.args[1], ct)?;
                let mut x = self.operand(body, c.args[2])?;
                if ct != vt {
                    let xi = self.w.id();
                    self.emit(Op::Bitcast, vec![ct, xi, x]);
                    x = xi;
                }
                let vt = ct;
                let expected = self.w.id();
                self.emit(Op::Load, vec![vt, expected, e]);
                let old = self.w.id();
                self.emit(
                    Op::AtomicCompareExchange,
                    vec![vt, old, p, scope, sems[0], sems[1], x, expected],
                );
                self.emit(Op::Store, vec![e, old]);
                let bt = self.w.ty(T::Bool);
                let rt = self.def_type(body, v)?;
                if rt == bt {
                    self.emit(Op::IEqual, vec![bt, id, old, expected]);
                } else {
                    // A `bool` returned as an integer: 1 or 0.
                    let eq = self.w.id();
                    self.emit(Op::IEqual, vec![bt, eq, old, expected]);
                    let one = self.w.constant(C::Bits(rt, vec![1]));
                    let zero = self.w.constant(C::Bits(rt, vec![0]));
                    self.emit(Op::Select, vec![rt, id, eq, one, zero]);
                }
            }
            op => {
                let opc = match op {
                    "exchange" => Op::AtomicExchange,
                    "fetch_add" => Op::AtomicIAdd,
                    "fetch_sub" => Op::AtomicISub,
                    "fetch_and" => Op::AtomicAnd,
                    "fetch_or" => Op::AtomicOr,
                    "fetch_xor" => Op::AtomicXor,
                    "fetch_min" if signed => Op::AtomicSMin,
                    "fetch_min" => Op::AtomicUMin,
                    "fetch_max" if signed => Op::AtomicSMax,
                    _ => Op::AtomicUMax,
                };
                let x = self.operand(body, c.args[1])?;
                self.emit(opc, vec![vt, id, p, scope, sems[0], x]);
            }
        }
        self.decorate_groups(body, i, id);
        self.name_value(body, i, id);
        Ok(())
    }

    fn atomic_scope_semantics(&mut self, t: Type, o: parir_ir::inst::Ordering) -> (u32, u32) {
        use parir_ir::inst::Ordering as O;
        let sem = match o {
            O::Unordered | O::Monotonic => 0,
            O::Acquire => 0x2,
            O::Release => 0x4,
            O::AcqRel => 0x8,
            O::SeqCst => 0x10,
        };
        let m = self.m();
        if m.types.int_bits(t).is_some_and(|b| b == 64)
            || m.types.float_kind(t) == Some(FloatKind::Double)
        {
            self.w.caps.insert(spirv::Capability::Int64Atomics as u32);
        }
        (self.w.u32_const(1), self.w.u32_const(sem))
    }

    /// The bool type of LLVM type `t`'s shape (a bool vector for a vector).
    fn bool_shaped(&mut self, t: Type) -> Result<u32, WriteError> {
        let bt = self.w.ty(T::Bool);
        Ok(match *self.m().types.get(t) {
            TypeData::Vector { len, .. } => self.w.ty(T::Vector(bt, len)),
            _ => bt,
        })
    }

    /// Call `i`'s int result from the bools `cond`: 1 (scalar) or -1 (vector components) where
    /// true, 0 where false, as OpenCL C's relational built-ins and llvm-spirv-15 give them.
    fn bool_to_int(&mut self, body: &Body, i: Inst, cond: u32) -> Result<(), WriteError> {
        let m = self.m();
        let d = &body.insts[i];
        let v = Value::Inst(i);
        let rt = self.def_type(body, v)?;
        let (len, scalar_ty) = match *m.types.get(d.ty) {
            TypeData::Vector { len, elem, .. } => (Some(len), elem),
            _ => (None, d.ty),
        };
        let bits = m
            .types
            .int_bits(scalar_ty)
            .ok_or_else(|| self.err("a relational built-in whose result is not an integer"))?;
        let st = self.w.ty(T::Int(bits));
        let lit = |x: u64| -> Vec<u32> {
            if bits > 32 {
                vec![x as u32, (x >> 32) as u32]
            } else if bits == 32 {
                vec![x as u32]
            } else {
                vec![x as u32 & ((1u32 << bits) - 1)]
            }
        };
        let on = if len.is_some() { u64::MAX } else { 1 };
        let mut one = self.w.constant(C::Bits(st, lit(on)));
        let mut zero = self.w.constant(C::Bits(st, lit(0)));
        if let Some(n) = len {
            one = self.w.constant(C::Composite(rt, vec![one; n as usize]));
            zero = self.w.constant(C::Composite(rt, vec![zero; n as usize]));
        }
        let id = self.value_id(v);
        self.emit(Op::Select, vec![rt, id, cond, one, zero]);
        self.name_value(body, i, id);
        Ok(())
    }

    fn ext_call(&mut self, body: &Body, i: Inst, n: u32, args: &[Value]) -> Result<(), WriteError> {
        let m = self.m();
        let v = Value::Inst(i);
        let rt = self.def_type(body, v)?;
        let id = self.value_id(v);
        // OpenCL C's `min(int2, int)`, `fmax(float4, float)`, `mix(x, y, float)`, ...: the
        // scalar operand stands for a vector of copies, which OpenCL.std takes explicitly.
        let splat_len = match *m.types.get(body.insts[i].ty) {
            TypeData::Vector { len, .. } if splats_scalars(n) => Some(len),
            _ => None,
        };
        let mut ops = vec![rt, id, self.w.ext_std, n];
        for &a in args {
            // A pointer operand (fract, modf, sincos, frexp, remquo, lgamma_r) points to the
            // result type, or to its int counterpart for frexp, remquo and lgamma_r.
            if self.llvm_ty(body, a).is_some_and(|t| m.types.is_ptr(t)) {
                if m.types.is_void(body.insts[i].ty) {
                    // `prefetch(p, n)`: the pointer as it is (to its gentype).
                    ops.push(self.operand(body, a)?);
                    continue;
                }
                let want = if ext_int_pointer(n) {
                    let i32t = self.w.ty(T::Int(32));
                    match *m.types.get(body.insts[i].ty) {
                        TypeData::Vector { len, .. } => self.w.ty(T::Vector(i32t, len)),
                        _ => i32t,
                    }
                } else {
                    rt
                };
                ops.push(self.pointer_to(body, a, want)?);
                continue;
            }
            let x = self.operand(body, a)?;
            let scalar = self
                .llvm_ty(body, a)
                .is_some_and(|t| m.types.int_bits(t).is_some() || m.types.float_kind(t).is_some());
            match splat_len {
                Some(len) if scalar => {
                    let et = self.def_type_of_operand(body, a)?;
                    let vt = self.w.ty(T::Vector(et, len));
                    if matches!(a, Value::Const(_)) {
                        // A constant splat is a constant (llvm-spirv-15 -r fails on an
                        // OpCompositeConstruct of constants).
                        ops.push(self.w.constant(C::Composite(vt, vec![x; len as usize])));
                        continue;
                    }
                    // Insert into an undefined vector, then shuffle component 0 everywhere
                    // (as llvm-spirv-15 does; its reader fails on an OpCompositeConstruct of
                    // non-constants).
                    let undef = self.w.constant(C::Undef(vt));
                    let ins = self.w.id();
                    self.emit(Op::CompositeInsert, vec![vt, ins, x, undef, 0]);
                    let sid = self.w.id();
                    let mut sops = vec![vt, sid, ins, undef];
                    sops.extend(std::iter::repeat_n(0, len as usize));
                    self.emit(Op::VectorShuffle, sops);
                    ops.push(sid);
                }
                _ => ops.push(x),
            }
        }
        self.emit(Op::ExtInst, ops);
        self.name_value(body, i, id);
        Ok(())
    }
}

/// Whether `v` is the null pointer constant.
fn is_null(m: &Module, v: Value) -> bool {
    matches!(v, Value::Const(c) if matches!(m.consts.get(c).data, ConstData::Null | ConstData::Zero))
}

/// The memory operands: the mask, then the parameters in ascending bit order (`Aligned`'s
/// alignment, `AccessGroupMaskINTEL`'s count and groups).
fn memory_operands(ops: &mut Vec<u32>, volatile: bool, align: Option<u32>, groups: &[u32]) {
    let mut mask = 0;
    if volatile {
        mask |= 1;
    }
    if align.is_some() {
        mask |= 2;
    }
    if !groups.is_empty() {
        mask |= crate::grammar::MEMORY_ACCESS_GROUP_MASK;
    }
    if mask != 0 {
        ops.push(mask);
        if let Some(a) = align {
            ops.push(a);
        }
        if !groups.is_empty() {
            ops.push(groups.len() as u32);
            ops.extend(groups);
        }
    }
}

/// The type a GEP's result points to (the indexed type).
fn gep_result_type(m: &Module, src: Type, indices: &[Value]) -> Option<Type> {
    let mut t = src;
    for idx in indices.iter().skip(1) {
        t = match m.types.get(t) {
            TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => *elem,
            TypeData::Struct { .. } | TypeData::Named(_) => {
                let k = match idx {
                    Value::Const(c) => match &m.consts.get(*c).data {
                        ConstData::Int(iv) => iv.as_i128()? as u64,
                        ConstData::Zero | ConstData::Null => 0,
                        _ => return None,
                    },
                    _ => return None,
                };
                m.types.index_type(t, k)?
            }
            _ => return None,
        };
    }
    Some(t)
}

fn inst_name(k: &InstKind) -> &'static str {
    match k {
        InstKind::Invoke { .. } => "invoke",
        InstKind::CallBr { .. } => "callbr",
        InstKind::IndirectBr { .. } => "indirectbr",
        InstKind::AtomicRmw { .. } => "atomicrmw",
        InstKind::CmpXchg { .. } => "cmpxchg",
        InstKind::Fence { .. } => "fence",
        InstKind::VAArg { .. } => "va_arg",
        InstKind::LandingPad { .. } => "landingpad",
        InstKind::Detach { .. } | InstKind::Reattach { .. } | InstKind::Sync { .. } => {
            "a Tapir instruction"
        }
        _ => "this instruction",
    }
}

fn parir_analysis_value_type(m: &Module, g: GlobalId, body: &Body, v: Value) -> Option<Type> {
    match v {
        Value::Inst(i) => Some(body.insts[i].ty),
        Value::Const(c) => Some(m.consts.ty(c)),
        Value::Arg(n) => m.globals[g]
            .as_func()
            .and_then(|f| m.types.fn_sig(f.ty))
            .and_then(|(_, ps, _)| ps.get(n as usize).copied()),
        _ => None,
    }
}

/// The reachable blocks in reverse post-order.
fn parir_cfg_rpo(body: &Body) -> Vec<Block> {
    let Some(entry) = body.entry() else {
        return Vec::new();
    };
    let mut seen = std::collections::HashSet::new();
    let mut post = Vec::new();
    let mut stack = vec![(entry, 0usize)];
    seen.insert(entry);
    while let Some((b, k)) = stack.pop() {
        let succ = body.successors(b);
        if k < succ.len() {
            stack.push((b, k + 1));
            let s = succ[k];
            if seen.insert(s) {
                stack.push((s, 0));
            }
        } else {
            post.push(b);
        }
    }
    post.reverse();
    post
}

/// The module's global variables, each after the globals whose addresses its initializer
/// holds (SPIR-V defines an id before its uses; LLVM's order need not), otherwise in the
/// module's order. A cycle keeps the module's order; the writer refuses the initializer
/// that names a global not yet defined.
fn globals_in_initializer_order(m: &Module) -> Vec<GlobalId> {
    fn named(m: &Module, c: Const, out: &mut Vec<GlobalId>) {
        match &m.consts.get(c).data {
            ConstData::Global(g) => out.push(*g),
            ConstData::Array(xs) | ConstData::Struct(xs) | ConstData::Vector(xs) => {
                for &x in xs {
                    named(m, x, out);
                }
            }
            ConstData::Expr(e) => {
                for &x in &e.operands {
                    named(m, x, out);
                }
            }
            _ => {}
        }
    }
    let vars: Vec<GlobalId> = m
        .globals
        .iter()
        .filter(|(_, gv)| gv.as_var().is_some())
        .map(|(g, _)| g)
        .collect();
    let mut state: HashMap<GlobalId, bool> = HashMap::new(); // false: entered, true: placed
    let mut order = Vec::with_capacity(vars.len());
    for &root in &vars {
        // An explicit stack (initializers may chain deeply): (global, its children, next).
        let mut stack: Vec<(GlobalId, Vec<GlobalId>, usize)> = Vec::new();
        if state.contains_key(&root) {
            continue;
        }
        let kids = |g: GlobalId| {
            let mut v = Vec::new();
            if let Some(c) = m.globals[g].as_var().and_then(|x| x.init) {
                named(m, c, &mut v);
            }
            v.retain(|&k| m.globals[k].as_var().is_some());
            v
        };
        state.insert(root, false);
        stack.push((root, kids(root), 0));
        while let Some((g, ks, next)) = stack.last_mut() {
            if let Some(&k) = ks.get(*next) {
                *next += 1;
                if !state.contains_key(&k) {
                    state.insert(k, false);
                    let kk = kids(k);
                    stack.push((k, kk, 0));
                }
                continue;
            }
            let g = *g;
            state.insert(g, true);
            order.push(g);
            stack.pop();
        }
    }
    order
}

/// The lanes of a vector type (`None` for a scalar).
fn bool_lanes(m: &Module, t: Type) -> Option<u32> {
    match m.types.get(t) {
        TypeData::Vector { len, .. } => Some(*len),
        _ => None,
    }
}

/// The name of a direct call's callee.
fn callee_name(m: &Module, callee: Value) -> Option<&str> {
    let Value::Const(k) = callee else { return None };
    match m.consts.get(k).data {
        ConstData::Global(g) => m.globals[g].name(),
        _ => None,
    }
}

/// `llvm.ptr.annotation.*`, which returns its pointer operand.
fn is_ptr_annotation(name: &str) -> bool {
    name.starts_with("llvm.ptr.annotation")
}

/// The constant arguments of an annotation (its fifth operand: `null`/`undef`, or a constant
/// struct global of integers and strings), as llvm-spirv-15 prints them; `Ok(None)` when there
/// are none.
fn annotation_args(m: &Module, v: Value) -> Result<Option<Vec<String>>, String> {
    let Value::Const(c) = v else {
        return Err("arguments that are not a constant".into());
    };
    let g = match &m.consts.get(c).data {
        ConstData::Null | ConstData::Undef | ConstData::Poison | ConstData::Zero => {
            return Ok(None)
        }
        ConstData::Global(g) => *g,
        _ => return Err("arguments that are not a constant global".into()),
    };
    let Some(var) = m.globals[g].as_var() else {
        return Err("arguments that are not a constant global".into());
    };
    let elems = match m.types.get(var.value_ty) {
        TypeData::Struct { elems, .. } => elems.clone(),
        _ => return Err("arguments that are not a struct".into()),
    };
    let fields: Vec<Option<Const>> = match var.init.map(|i| &m.consts.get(i).data) {
        Some(ConstData::Struct(fs)) => fs.iter().map(|&f| Some(f)).collect(),
        Some(ConstData::Zero) => vec![None; elems.len()],
        _ => return Err("arguments without a constant initializer".into()),
    };
    let mut out = Vec::new();
    for (f, &t) in fields.into_iter().zip(&elems) {
        let Some(f) = f else {
            out.push("0".to_string());
            continue;
        };
        let text = match &m.consts.get(f).data {
            ConstData::Zero | ConstData::Null => "0".to_string(),
            ConstData::Int(iv) => match (m.types.get(t), iv.as_i128()) {
                (TypeData::Int(1), Some(x)) => u8::from(x != 0).to_string(),
                (_, Some(x)) => x.to_string(),
                (_, None) => return Err("an argument wider than 128 bits".into()),
            },
            _ => match string_global(m, Value::Const(f)) {
                Some(s) => s,
                None => return Err("an argument that is neither an integer nor a string".into()),
            },
        };
        out.push(text);
    }
    Ok(Some(out))
}

/// The text of a constant string global (through pointer casts), without its final NUL.
fn string_global(m: &Module, v: Value) -> Option<String> {
    fn global_of(m: &Module, c: Const) -> Option<GlobalId> {
        match &m.consts.get(c).data {
            ConstData::Global(g) => Some(*g),
            ConstData::Expr(e) if matches!(e.op, parir_ir::value::ExprOp::Cast(_)) => {
                global_of(m, *e.operands.first()?)
            }
            _ => None,
        }
    }
    let Value::Const(c) = v else { return None };
    let g = global_of(m, c)?;
    let init = m.globals[g].as_var()?.init?;
    let ConstData::Bytes(b) = &m.consts.get(init).data else {
        return None;
    };
    Some(String::from_utf8_lossy(b.strip_suffix(&[0]).unwrap_or(b)).into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtin_names_follow_their_grammar() {
        for b in [
            "_Z12convert_charf",
            "_Z22convert_uchar4_sat_rteDv4_f",
            "_Z6as_intf",
            "_Z13get_global_idj",
            "_Z15get_image_width14ocl_image2d_ro",
        ] {
            assert!(is_opencl_builtin(b), "{b}");
        }
        for user in [
            "_Z9get_valuei",
            "_Z13convert_unitsf",
            "_Z15convert_char_upf",
            "_Z7as_textv",
            "_Z10as_float5f",
        ] {
            assert!(!is_opencl_builtin(user), "{user}");
        }
    }
}
