//! Instructions: opcodes, flags and operands of every LLVM 19 instruction, plus OpenCilk's Tapir
//! terminators (`detach`, `reattach`, `sync`).

use crate::attrs::AttrList;
use crate::function::Block;
use crate::metadata::Attachments;
use crate::types::Type;
use crate::value::{Const, Value};
use compact_str::CompactString;

/// Binary operators.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum BinOp {
    Add,
    FAdd,
    Sub,
    FSub,
    Mul,
    FMul,
    UDiv,
    SDiv,
    FDiv,
    URem,
    SRem,
    FRem,
    Shl,
    LShr,
    AShr,
    And,
    Or,
    Xor,
}

impl BinOp {
    pub const ALL: [BinOp; 18] = [
        BinOp::Add,
        BinOp::FAdd,
        BinOp::Sub,
        BinOp::FSub,
        BinOp::Mul,
        BinOp::FMul,
        BinOp::UDiv,
        BinOp::SDiv,
        BinOp::FDiv,
        BinOp::URem,
        BinOp::SRem,
        BinOp::FRem,
        BinOp::Shl,
        BinOp::LShr,
        BinOp::AShr,
        BinOp::And,
        BinOp::Or,
        BinOp::Xor,
    ];
    pub fn keyword(self) -> &'static str {
        match self {
            BinOp::Add => "add",
            BinOp::FAdd => "fadd",
            BinOp::Sub => "sub",
            BinOp::FSub => "fsub",
            BinOp::Mul => "mul",
            BinOp::FMul => "fmul",
            BinOp::UDiv => "udiv",
            BinOp::SDiv => "sdiv",
            BinOp::FDiv => "fdiv",
            BinOp::URem => "urem",
            BinOp::SRem => "srem",
            BinOp::FRem => "frem",
            BinOp::Shl => "shl",
            BinOp::LShr => "lshr",
            BinOp::AShr => "ashr",
            BinOp::And => "and",
            BinOp::Or => "or",
            BinOp::Xor => "xor",
        }
    }
    pub fn from_keyword(s: &str) -> Option<BinOp> {
        // A direct match (not a scan of ALL): this runs for every instruction parsed.
        Some(match s {
            "add" => BinOp::Add,
            "fadd" => BinOp::FAdd,
            "sub" => BinOp::Sub,
            "fsub" => BinOp::FSub,
            "mul" => BinOp::Mul,
            "fmul" => BinOp::FMul,
            "udiv" => BinOp::UDiv,
            "sdiv" => BinOp::SDiv,
            "fdiv" => BinOp::FDiv,
            "urem" => BinOp::URem,
            "srem" => BinOp::SRem,
            "frem" => BinOp::FRem,
            "shl" => BinOp::Shl,
            "lshr" => BinOp::LShr,
            "ashr" => BinOp::AShr,
            "and" => BinOp::And,
            "or" => BinOp::Or,
            "xor" => BinOp::Xor,
            _ => return None,
        })
    }
    /// Floating-point operators (take fast-math flags).
    pub fn is_fp(self) -> bool {
        matches!(
            self,
            BinOp::FAdd | BinOp::FSub | BinOp::FMul | BinOp::FDiv | BinOp::FRem
        )
    }
    /// Operators that accept `nuw`/`nsw`.
    pub fn has_wrap_flags(self) -> bool {
        matches!(self, BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Shl)
    }
    /// Operators that accept `exact`.
    pub fn has_exact(self) -> bool {
        matches!(self, BinOp::UDiv | BinOp::SDiv | BinOp::LShr | BinOp::AShr)
    }
}

/// Cast operators.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum CastOp {
    Trunc,
    ZExt,
    SExt,
    FPTrunc,
    FPExt,
    FPToUI,
    FPToSI,
    UIToFP,
    SIToFP,
    PtrToInt,
    IntToPtr,
    BitCast,
    AddrSpaceCast,
}

impl CastOp {
    pub const ALL: [CastOp; 13] = [
        CastOp::Trunc,
        CastOp::ZExt,
        CastOp::SExt,
        CastOp::FPTrunc,
        CastOp::FPExt,
        CastOp::FPToUI,
        CastOp::FPToSI,
        CastOp::UIToFP,
        CastOp::SIToFP,
        CastOp::PtrToInt,
        CastOp::IntToPtr,
        CastOp::BitCast,
        CastOp::AddrSpaceCast,
    ];
    pub fn keyword(self) -> &'static str {
        match self {
            CastOp::Trunc => "trunc",
            CastOp::ZExt => "zext",
            CastOp::SExt => "sext",
            CastOp::FPTrunc => "fptrunc",
            CastOp::FPExt => "fpext",
            CastOp::FPToUI => "fptoui",
            CastOp::FPToSI => "fptosi",
            CastOp::UIToFP => "uitofp",
            CastOp::SIToFP => "sitofp",
            CastOp::PtrToInt => "ptrtoint",
            CastOp::IntToPtr => "inttoptr",
            CastOp::BitCast => "bitcast",
            CastOp::AddrSpaceCast => "addrspacecast",
        }
    }
    pub fn from_keyword(s: &str) -> Option<CastOp> {
        Some(match s {
            "trunc" => CastOp::Trunc,
            "zext" => CastOp::ZExt,
            "sext" => CastOp::SExt,
            "fptrunc" => CastOp::FPTrunc,
            "fpext" => CastOp::FPExt,
            "fptoui" => CastOp::FPToUI,
            "fptosi" => CastOp::FPToSI,
            "uitofp" => CastOp::UIToFP,
            "sitofp" => CastOp::SIToFP,
            "ptrtoint" => CastOp::PtrToInt,
            "inttoptr" => CastOp::IntToPtr,
            "bitcast" => CastOp::BitCast,
            "addrspacecast" => CastOp::AddrSpaceCast,
            _ => return None,
        })
    }
}

/// `icmp` predicates.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum IntPredicate {
    Eq,
    Ne,
    Ugt,
    Uge,
    Ult,
    Ule,
    Sgt,
    Sge,
    Slt,
    Sle,
}

impl IntPredicate {
    pub const ALL: [IntPredicate; 10] = [
        IntPredicate::Eq,
        IntPredicate::Ne,
        IntPredicate::Ugt,
        IntPredicate::Uge,
        IntPredicate::Ult,
        IntPredicate::Ule,
        IntPredicate::Sgt,
        IntPredicate::Sge,
        IntPredicate::Slt,
        IntPredicate::Sle,
    ];
    pub fn keyword(self) -> &'static str {
        match self {
            IntPredicate::Eq => "eq",
            IntPredicate::Ne => "ne",
            IntPredicate::Ugt => "ugt",
            IntPredicate::Uge => "uge",
            IntPredicate::Ult => "ult",
            IntPredicate::Ule => "ule",
            IntPredicate::Sgt => "sgt",
            IntPredicate::Sge => "sge",
            IntPredicate::Slt => "slt",
            IntPredicate::Sle => "sle",
        }
    }
    pub fn from_keyword(s: &str) -> Option<IntPredicate> {
        IntPredicate::ALL.iter().copied().find(|o| o.keyword() == s)
    }

    /// The predicate with its operands exchanged (`a < b` is `b > a`).
    pub fn swapped(self) -> IntPredicate {
        use IntPredicate::*;
        match self {
            Eq | Ne => self,
            Ugt => Ult,
            Uge => Ule,
            Ult => Ugt,
            Ule => Uge,
            Sgt => Slt,
            Sge => Sle,
            Slt => Sgt,
            Sle => Sge,
        }
    }

    /// The predicate that is true when this one is false.
    pub fn inverse(self) -> IntPredicate {
        use IntPredicate::*;
        match self {
            Eq => Ne,
            Ne => Eq,
            Ugt => Ule,
            Uge => Ult,
            Ult => Uge,
            Ule => Ugt,
            Sgt => Sle,
            Sge => Slt,
            Slt => Sge,
            Sle => Sgt,
        }
    }
}

/// `fcmp` predicates.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum FloatPredicate {
    False,
    Oeq,
    Ogt,
    Oge,
    Olt,
    Ole,
    One,
    Ord,
    Uno,
    Ueq,
    Ugt,
    Uge,
    Ult,
    Ule,
    Une,
    True,
}

impl FloatPredicate {
    pub const ALL: [FloatPredicate; 16] = [
        FloatPredicate::False,
        FloatPredicate::Oeq,
        FloatPredicate::Ogt,
        FloatPredicate::Oge,
        FloatPredicate::Olt,
        FloatPredicate::Ole,
        FloatPredicate::One,
        FloatPredicate::Ord,
        FloatPredicate::Uno,
        FloatPredicate::Ueq,
        FloatPredicate::Ugt,
        FloatPredicate::Uge,
        FloatPredicate::Ult,
        FloatPredicate::Ule,
        FloatPredicate::Une,
        FloatPredicate::True,
    ];
    pub fn keyword(self) -> &'static str {
        match self {
            FloatPredicate::False => "false",
            FloatPredicate::Oeq => "oeq",
            FloatPredicate::Ogt => "ogt",
            FloatPredicate::Oge => "oge",
            FloatPredicate::Olt => "olt",
            FloatPredicate::Ole => "ole",
            FloatPredicate::One => "one",
            FloatPredicate::Ord => "ord",
            FloatPredicate::Uno => "uno",
            FloatPredicate::Ueq => "ueq",
            FloatPredicate::Ugt => "ugt",
            FloatPredicate::Uge => "uge",
            FloatPredicate::Ult => "ult",
            FloatPredicate::Ule => "ule",
            FloatPredicate::Une => "une",
            FloatPredicate::True => "true",
        }
    }
    pub fn from_keyword(s: &str) -> Option<FloatPredicate> {
        FloatPredicate::ALL
            .iter()
            .copied()
            .find(|o| o.keyword() == s)
    }
}

/// Instruction flags, as a bit set. Which flags are legal depends on the opcode; the parser only
/// accepts the legal ones and the printer prints them in LLVM's order. (16 bits: with the flags
/// next to the opcode, a `getelementptr` with its index list fits the small instruction record.)
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Flags(pub u16);

impl Flags {
    pub const NUW: u16 = 1 << 0;
    pub const NSW: u16 = 1 << 1;
    pub const EXACT: u16 = 1 << 2;
    pub const DISJOINT: u16 = 1 << 3;
    pub const NNEG: u16 = 1 << 4;
    /// GEP `inbounds`.
    pub const INBOUNDS: u16 = 1 << 5;
    /// GEP `nusw` (implied by `inbounds`).
    pub const NUSW: u16 = 1 << 6;
    // Fast-math flags, in LLVM's printing order.
    pub const FAST_REASSOC: u16 = 1 << 8;
    pub const FAST_NNAN: u16 = 1 << 9;
    pub const FAST_NINF: u16 = 1 << 10;
    pub const FAST_NSZ: u16 = 1 << 11;
    pub const FAST_ARCP: u16 = 1 << 12;
    pub const FAST_CONTRACT: u16 = 1 << 13;
    pub const FAST_AFN: u16 = 1 << 14;
    pub const FAST_ALL: u16 = 0x7f << 8;

    pub fn has(self, bit: u16) -> bool {
        self.0 & bit != 0
    }
    pub fn set(&mut self, bit: u16) {
        self.0 |= bit;
    }
    pub fn fmf(self) -> u16 {
        self.0 & Self::FAST_ALL
    }
}

/// An alignment of a memory access or allocation: a power of two from 1 to 2^32 bytes (LLVM's
/// limit), kept as its base-2 logarithm in one byte.
///
/// ```
/// use parir_ir::inst::Align;
/// assert_eq!(Align::from_bytes(16).map(Align::bytes), Some(16));
/// assert_eq!(Align::from_bytes(12), None);
/// assert_eq!(Align::from_bytes(1 << 33), None);
/// ```
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Align(u8);

impl Align {
    /// The largest alignment LLVM accepts, 2^32 bytes.
    pub const MAX: Align = Align(32);

    /// The alignment of `bytes` bytes, if that is a power of two no larger than [`Align::MAX`].
    pub fn from_bytes(bytes: u64) -> Option<Align> {
        (bytes.is_power_of_two() && bytes <= Align::MAX.bytes())
            .then(|| Align(bytes.trailing_zeros() as u8))
    }

    /// The alignment in bytes.
    pub fn bytes(self) -> u64 {
        1 << self.0
    }
}

/// Memory orderings of atomic operations.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Ordering {
    Unordered,
    Monotonic,
    Acquire,
    Release,
    AcqRel,
    SeqCst,
}

impl Ordering {
    pub fn keyword(self) -> &'static str {
        match self {
            Ordering::Unordered => "unordered",
            Ordering::Monotonic => "monotonic",
            Ordering::Acquire => "acquire",
            Ordering::Release => "release",
            Ordering::AcqRel => "acq_rel",
            Ordering::SeqCst => "seq_cst",
        }
    }
    pub fn from_keyword(s: &str) -> Option<Ordering> {
        Some(match s {
            "unordered" => Ordering::Unordered,
            "monotonic" => Ordering::Monotonic,
            "acquire" => Ordering::Acquire,
            "release" => Ordering::Release,
            "acq_rel" => Ordering::AcqRel,
            "seq_cst" => Ordering::SeqCst,
            _ => return None,
        })
    }
}

/// An atomic ordering with its synchronization scope (`syncscope("agent")`; `None` = system).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Atomic {
    pub scope: Option<SyncScope>,
    pub ordering: Ordering,
}

/// The name of a synchronization scope other than the system scope. Boxed twice on purpose: a
/// thin pointer keeps loads, stores and the other atomic instructions within the small
/// instruction record, and named scopes are rare.
pub type SyncScope = Box<String>;

/// `atomicrmw` operations.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum RmwOp {
    Xchg,
    Add,
    Sub,
    And,
    Nand,
    Or,
    Xor,
    Max,
    Min,
    UMax,
    UMin,
    FAdd,
    FSub,
    FMax,
    FMin,
    UIncWrap,
    UDecWrap,
}

impl RmwOp {
    pub const ALL: [RmwOp; 17] = [
        RmwOp::Xchg,
        RmwOp::Add,
        RmwOp::Sub,
        RmwOp::And,
        RmwOp::Nand,
        RmwOp::Or,
        RmwOp::Xor,
        RmwOp::Max,
        RmwOp::Min,
        RmwOp::UMax,
        RmwOp::UMin,
        RmwOp::FAdd,
        RmwOp::FSub,
        RmwOp::FMax,
        RmwOp::FMin,
        RmwOp::UIncWrap,
        RmwOp::UDecWrap,
    ];
    pub fn keyword(self) -> &'static str {
        match self {
            RmwOp::Xchg => "xchg",
            RmwOp::Add => "add",
            RmwOp::Sub => "sub",
            RmwOp::And => "and",
            RmwOp::Nand => "nand",
            RmwOp::Or => "or",
            RmwOp::Xor => "xor",
            RmwOp::Max => "max",
            RmwOp::Min => "min",
            RmwOp::UMax => "umax",
            RmwOp::UMin => "umin",
            RmwOp::FAdd => "fadd",
            RmwOp::FSub => "fsub",
            RmwOp::FMax => "fmax",
            RmwOp::FMin => "fmin",
            RmwOp::UIncWrap => "uinc_wrap",
            RmwOp::UDecWrap => "udec_wrap",
        }
    }
    pub fn from_keyword(s: &str) -> Option<RmwOp> {
        RmwOp::ALL.iter().copied().find(|o| o.keyword() == s)
    }
    pub fn is_fp(self) -> bool {
        matches!(self, RmwOp::FAdd | RmwOp::FSub | RmwOp::FMax | RmwOp::FMin)
    }
}

/// Tail-call kinds of `call`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum TailKind {
    #[default]
    None,
    Tail,
    MustTail,
    NoTail,
}

/// An operand bundle: `"tag"(ty %v, ...)`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Bundle {
    pub tag: CompactString,
    pub inputs: Vec<Value>,
}

/// The common part of `call`, `invoke` and `callbr`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct CallData {
    /// The callee: a function, a function pointer value, or inline asm.
    pub callee: Value,
    /// The function type of the call.
    pub fn_ty: Type,
    pub args: Vec<Value>,
    /// Function (call-site) attributes, return attributes and argument attributes.
    pub attrs: AttrList,
    /// Calling convention number (0 = ccc).
    pub cc: u32,
    pub tail: TailKind,
    /// Fast-math flags (`call fast float @f(...)`).
    pub flags: Flags,
    pub bundles: Vec<Bundle>,
    /// `addrspace(N)` written on the call (only printed when the callee's address space differs).
    pub addrspace: Option<u32>,
}

/// A clause of `landingpad`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum LandingClause {
    Catch(Value),
    Filter(Value),
}

/// The operation of an instruction.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum InstKind {
    // ----- terminators -----
    Ret(Option<Value>),
    Br(Block),
    CondBr {
        cond: Value,
        then_dest: Block,
        else_dest: Block,
    },
    Switch {
        cond: Value,
        default: Block,
        cases: Vec<(Const, Block)>,
    },
    IndirectBr {
        addr: Value,
        dests: Vec<Block>,
    },
    Invoke {
        call: Box<CallData>,
        normal: Block,
        unwind: Block,
    },
    CallBr {
        call: Box<CallData>,
        default: Block,
        indirect: Vec<Block>,
    },
    Resume(Value),
    Unreachable,
    CleanupRet {
        pad: Value,
        unwind: Option<Block>,
    },
    CatchRet {
        pad: Value,
        dest: Block,
    },
    CatchSwitch {
        /// `within none` = `None`.
        parent: Option<Value>,
        handlers: Box<[Block]>,
        /// `unwind to caller` = `None`.
        unwind: Option<Block>,
    },
    /// Tapir: `detach within %sr, label %task, label %continue [unwind label %u]`
    /// (OpenCilk's spelling; the reader also takes a comma before `unwind`).
    Detach {
        region: Option<Value>,
        task: Block,
        cont: Block,
        unwind: Option<Block>,
    },
    /// Tapir: `reattach within %sr, label %continue`.
    Reattach {
        region: Option<Value>,
        cont: Block,
    },
    /// Tapir: `sync within %sr, label %continue`.
    Sync {
        region: Option<Value>,
        cont: Block,
    },

    // ----- operators -----
    FNeg {
        flags: Flags,
        val: Value,
    },
    Binary {
        op: BinOp,
        flags: Flags,
        lhs: Value,
        rhs: Value,
    },
    ICmp {
        pred: IntPredicate,
        lhs: Value,
        rhs: Value,
    },
    FCmp {
        pred: FloatPredicate,
        flags: Flags,
        lhs: Value,
        rhs: Value,
    },
    Cast {
        op: CastOp,
        flags: Flags,
        val: Value,
    },

    // ----- memory -----
    Alloca {
        elem_ty: Type,
        /// The element count, as written (`None` when omitted).
        count: Option<Value>,
        align: Option<Align>,
        addrspace: u32,
        inalloca: bool,
        swifterror: bool,
    },
    Load {
        ptr: Value,
        volatile: bool,
        atomic: Option<Atomic>,
        align: Option<Align>,
    },
    Store {
        val: Value,
        ptr: Value,
        volatile: bool,
        atomic: Option<Atomic>,
        align: Option<Align>,
    },
    Fence(Atomic),
    CmpXchg {
        ptr: Value,
        cmp: Value,
        new: Value,
        weak: bool,
        volatile: bool,
        scope: Option<SyncScope>,
        success: Ordering,
        failure: Ordering,
        align: Option<Align>,
    },
    AtomicRmw {
        op: RmwOp,
        ptr: Value,
        val: Value,
        volatile: bool,
        atomic: Atomic,
        align: Option<Align>,
    },
    GetElementPtr {
        flags: Flags,
        src_ty: Type,
        ptr: Value,
        indices: Vec<Value>,
    },

    // ----- other -----
    Phi {
        incoming: Vec<(Value, Block)>,
        /// Fast-math flags (for floating-point phis).
        flags: Flags,
    },
    Select {
        flags: Flags,
        cond: Value,
        then_val: Value,
        else_val: Value,
    },
    Call(Box<CallData>),
    VAArg {
        list: Value,
    },
    ExtractElement {
        vec: Value,
        idx: Value,
    },
    InsertElement {
        vec: Value,
        elt: Value,
        idx: Value,
    },
    ShuffleVector {
        a: Value,
        b: Value,
        /// The mask; `-1` is a poison lane.
        mask: Box<[i32]>,
    },
    ExtractValue {
        agg: Value,
        indices: Box<[u32]>,
    },
    InsertValue {
        agg: Value,
        val: Value,
        indices: Box<[u32]>,
    },
    LandingPad {
        cleanup: bool,
        clauses: Vec<LandingClause>,
    },
    CatchPad {
        parent: Value,
        args: Vec<Value>,
    },
    CleanupPad {
        /// `within none` = `None`.
        parent: Option<Value>,
        args: Vec<Value>,
    },
    Freeze(Value),
    /// A value referenced before its definition; only exists while parsing.
    Placeholder,
}

impl InstKind {
    /// Whether this instruction ends a block.
    pub fn is_terminator(&self) -> bool {
        matches!(
            self,
            InstKind::Ret(_)
                | InstKind::Br(_)
                | InstKind::CondBr { .. }
                | InstKind::Switch { .. }
                | InstKind::IndirectBr { .. }
                | InstKind::Invoke { .. }
                | InstKind::CallBr { .. }
                | InstKind::Resume(_)
                | InstKind::Unreachable
                | InstKind::CleanupRet { .. }
                | InstKind::CatchRet { .. }
                | InstKind::CatchSwitch { .. }
                | InstKind::Detach { .. }
                | InstKind::Reattach { .. }
                | InstKind::Sync { .. }
        )
    }

    /// The name of the opcode, as written in `.ll`.
    pub fn opcode_name(&self) -> &'static str {
        match self {
            InstKind::Ret(_) => "ret",
            InstKind::Br(_) | InstKind::CondBr { .. } => "br",
            InstKind::Switch { .. } => "switch",
            InstKind::IndirectBr { .. } => "indirectbr",
            InstKind::Invoke { .. } => "invoke",
            InstKind::CallBr { .. } => "callbr",
            InstKind::Resume(_) => "resume",
            InstKind::Unreachable => "unreachable",
            InstKind::CleanupRet { .. } => "cleanupret",
            InstKind::CatchRet { .. } => "catchret",
            InstKind::CatchSwitch { .. } => "catchswitch",
            InstKind::Detach { .. } => "detach",
            InstKind::Reattach { .. } => "reattach",
            InstKind::Sync { .. } => "sync",
            InstKind::FNeg { .. } => "fneg",
            InstKind::Binary { op, .. } => op.keyword(),
            InstKind::ICmp { .. } => "icmp",
            InstKind::FCmp { .. } => "fcmp",
            InstKind::Cast { op, .. } => op.keyword(),
            InstKind::Alloca { .. } => "alloca",
            InstKind::Load { .. } => "load",
            InstKind::Store { .. } => "store",
            InstKind::Fence(_) => "fence",
            InstKind::CmpXchg { .. } => "cmpxchg",
            InstKind::AtomicRmw { .. } => "atomicrmw",
            InstKind::GetElementPtr { .. } => "getelementptr",
            InstKind::Phi { .. } => "phi",
            InstKind::Select { .. } => "select",
            InstKind::Call(_) => "call",
            InstKind::VAArg { .. } => "va_arg",
            InstKind::ExtractElement { .. } => "extractelement",
            InstKind::InsertElement { .. } => "insertelement",
            InstKind::ShuffleVector { .. } => "shufflevector",
            InstKind::ExtractValue { .. } => "extractvalue",
            InstKind::InsertValue { .. } => "insertvalue",
            InstKind::LandingPad { .. } => "landingpad",
            InstKind::CatchPad { .. } => "catchpad",
            InstKind::CleanupPad { .. } => "cleanuppad",
            InstKind::Freeze(_) => "freeze",
            InstKind::Placeholder => "<placeholder>",
        }
    }

    /// The successor blocks of a terminator, in LLVM's successor order, duplicates kept.
    pub fn successors(&self) -> Vec<Block> {
        let mut v = Vec::new();
        self.for_each_successor(|b| v.push(b));
        v
    }

    /// Calls `f` on each successor of a terminator in LLVM's `getSuccessor` order (duplicates
    /// kept), without allocating.
    pub fn for_each_successor(&self, mut f: impl FnMut(Block)) {
        match self {
            InstKind::Br(b) => f(*b),
            InstKind::CondBr {
                then_dest,
                else_dest,
                ..
            } => {
                f(*then_dest);
                f(*else_dest);
            }
            InstKind::Switch { default, cases, .. } => {
                f(*default);
                cases.iter().for_each(|c| f(c.1));
            }
            InstKind::IndirectBr { dests, .. } => dests.iter().for_each(|b| f(*b)),
            InstKind::Invoke { normal, unwind, .. } => {
                f(*normal);
                f(*unwind);
            }
            InstKind::CallBr {
                default, indirect, ..
            } => {
                f(*default);
                indirect.iter().for_each(|b| f(*b));
            }
            InstKind::CleanupRet { unwind, .. } => unwind.iter().for_each(|b| f(*b)),
            InstKind::CatchRet { dest, .. } => f(*dest),
            // LLVM keeps the unwind destination before the handlers (successor 0).
            InstKind::CatchSwitch {
                handlers, unwind, ..
            } => {
                unwind.iter().for_each(|b| f(*b));
                handlers.iter().for_each(|b| f(*b));
            }
            InstKind::Detach {
                task, cont, unwind, ..
            } => {
                f(*task);
                f(*cont);
                unwind.iter().for_each(|b| f(*b));
            }
            InstKind::Reattach { cont, .. } | InstKind::Sync { cont, .. } => f(*cont),
            _ => {}
        }
    }

    /// Calls every value operand (not block operands), in operand order.
    pub fn for_each_operand(&self, mut f: impl FnMut(Value)) {
        let call = |c: &CallData, f: &mut dyn FnMut(Value)| {
            for a in &c.args {
                f(*a);
            }
            for b in &c.bundles {
                for v in &b.inputs {
                    f(*v);
                }
            }
            f(c.callee);
        };
        match self {
            InstKind::Ret(v) => v.iter().for_each(|v| f(*v)),
            InstKind::Br(_) | InstKind::Unreachable | InstKind::Placeholder => {}
            InstKind::CondBr { cond, .. } => f(*cond),
            InstKind::Switch { cond, cases, .. } => {
                f(*cond);
                for (c, _) in cases {
                    f(Value::Const(*c));
                }
            }
            InstKind::IndirectBr { addr, .. } => f(*addr),
            InstKind::Invoke { call: c, .. } | InstKind::CallBr { call: c, .. } => call(c, &mut f),
            InstKind::Call(c) => call(c, &mut f),
            InstKind::Resume(v) | InstKind::Freeze(v) => f(*v),
            InstKind::CleanupRet { pad, .. } | InstKind::CatchRet { pad, .. } => f(*pad),
            InstKind::CatchSwitch { parent, .. } => parent.iter().for_each(|v| f(*v)),
            InstKind::Detach { region, .. }
            | InstKind::Reattach { region, .. }
            | InstKind::Sync { region, .. } => region.iter().for_each(|v| f(*v)),
            InstKind::FNeg { val, .. } | InstKind::Cast { val, .. } => f(*val),
            InstKind::Binary { lhs, rhs, .. }
            | InstKind::ICmp { lhs, rhs, .. }
            | InstKind::FCmp { lhs, rhs, .. } => {
                f(*lhs);
                f(*rhs);
            }
            InstKind::Alloca { count, .. } => count.iter().for_each(|v| f(*v)),
            InstKind::Load { ptr, .. } => f(*ptr),
            InstKind::Store { val, ptr, .. } => {
                f(*val);
                f(*ptr);
            }
            InstKind::Fence(_) => {}
            InstKind::CmpXchg { ptr, cmp, new, .. } => {
                f(*ptr);
                f(*cmp);
                f(*new);
            }
            InstKind::AtomicRmw { ptr, val, .. } => {
                f(*ptr);
                f(*val);
            }
            InstKind::GetElementPtr { ptr, indices, .. } => {
                f(*ptr);
                indices.iter().for_each(|v| f(*v));
            }
            InstKind::Phi { incoming, .. } => incoming.iter().for_each(|(v, _)| f(*v)),
            InstKind::Select {
                cond,
                then_val,
                else_val,
                ..
            } => {
                f(*cond);
                f(*then_val);
                f(*else_val);
            }
            InstKind::VAArg { list } => f(*list),
            InstKind::ExtractElement { vec, idx } => {
                f(*vec);
                f(*idx);
            }
            InstKind::InsertElement { vec, elt, idx } => {
                f(*vec);
                f(*elt);
                f(*idx);
            }
            InstKind::ShuffleVector { a, b, .. } => {
                f(*a);
                f(*b);
            }
            InstKind::ExtractValue { agg, .. } => f(*agg),
            InstKind::InsertValue { agg, val, .. } => {
                f(*agg);
                f(*val);
            }
            InstKind::LandingPad { clauses, .. } => clauses.iter().for_each(|c| match c {
                LandingClause::Catch(v) | LandingClause::Filter(v) => f(*v),
            }),
            InstKind::CatchPad { parent, args } => {
                f(*parent);
                args.iter().for_each(|v| f(*v));
            }
            InstKind::CleanupPad { parent, args } => {
                parent.iter().for_each(|v| f(*v));
                args.iter().for_each(|v| f(*v));
            }
        }
    }

    /// Calls `f` on every value operand (not block operands), in operand order, for editing.
    /// Switch case values are constants of the instruction itself and are not visited.
    pub fn for_each_operand_mut(&mut self, mut f: impl FnMut(&mut Value)) {
        fn call(c: &mut CallData, f: &mut dyn FnMut(&mut Value)) {
            c.args.iter_mut().for_each(&mut *f);
            for b in c.bundles.iter_mut() {
                b.inputs.iter_mut().for_each(&mut *f);
            }
            f(&mut c.callee);
        }
        match self {
            InstKind::Ret(v) => v.iter_mut().for_each(f),
            InstKind::Br(_)
            | InstKind::Unreachable
            | InstKind::Placeholder
            | InstKind::Fence(_) => {}
            InstKind::CondBr { cond, .. } | InstKind::Switch { cond, .. } => f(cond),
            InstKind::IndirectBr { addr, .. } => f(addr),
            InstKind::Invoke { call: c, .. } | InstKind::CallBr { call: c, .. } => call(c, &mut f),
            InstKind::Call(c) => call(c, &mut f),
            InstKind::Resume(v) | InstKind::Freeze(v) => f(v),
            InstKind::CleanupRet { pad, .. } | InstKind::CatchRet { pad, .. } => f(pad),
            InstKind::CatchSwitch { parent, .. } => parent.iter_mut().for_each(f),
            InstKind::Detach { region, .. }
            | InstKind::Reattach { region, .. }
            | InstKind::Sync { region, .. } => region.iter_mut().for_each(f),
            InstKind::FNeg { val, .. } | InstKind::Cast { val, .. } => f(val),
            InstKind::Binary { lhs, rhs, .. }
            | InstKind::ICmp { lhs, rhs, .. }
            | InstKind::FCmp { lhs, rhs, .. } => {
                f(lhs);
                f(rhs);
            }
            InstKind::Alloca { count, .. } => count.iter_mut().for_each(f),
            InstKind::Load { ptr, .. } => f(ptr),
            InstKind::Store { val, ptr, .. } => {
                f(val);
                f(ptr);
            }
            InstKind::CmpXchg { ptr, cmp, new, .. } => {
                f(ptr);
                f(cmp);
                f(new);
            }
            InstKind::AtomicRmw { ptr, val, .. } => {
                f(ptr);
                f(val);
            }
            InstKind::GetElementPtr { ptr, indices, .. } => {
                f(ptr);
                indices.iter_mut().for_each(f);
            }
            InstKind::Phi { incoming, .. } => incoming.iter_mut().for_each(|(v, _)| f(v)),
            InstKind::Select {
                cond,
                then_val,
                else_val,
                ..
            } => {
                f(cond);
                f(then_val);
                f(else_val);
            }
            InstKind::VAArg { list } => f(list),
            InstKind::ExtractElement { vec, idx } => {
                f(vec);
                f(idx);
            }
            InstKind::InsertElement { vec, elt, idx } => {
                f(vec);
                f(elt);
                f(idx);
            }
            InstKind::ShuffleVector { a, b, .. } => {
                f(a);
                f(b);
            }
            InstKind::ExtractValue { agg, .. } => f(agg),
            InstKind::InsertValue { agg, val, .. } => {
                f(agg);
                f(val);
            }
            InstKind::LandingPad { clauses, .. } => {
                for c in clauses.iter_mut() {
                    match c {
                        LandingClause::Catch(v) | LandingClause::Filter(v) => f(v),
                    }
                }
            }
            InstKind::CatchPad { parent, args } => {
                f(parent);
                args.iter_mut().for_each(f);
            }
            InstKind::CleanupPad { parent, args } => {
                parent.iter_mut().for_each(&mut f);
                args.iter_mut().for_each(f);
            }
        }
    }

    /// The call data of `call`, `invoke` and `callbr`.
    pub fn call_data(&self) -> Option<&CallData> {
        match self {
            InstKind::Call(c) => Some(c),
            InstKind::Invoke { call, .. } | InstKind::CallBr { call, .. } => Some(call),
            _ => None,
        }
    }

    /// The call data of `call`, `invoke` and `callbr`, to edit.
    pub fn call_data_mut(&mut self) -> Option<&mut CallData> {
        match self {
            InstKind::Call(c) => Some(c),
            InstKind::Invoke { call, .. } | InstKind::CallBr { call, .. } => Some(call),
            _ => None,
        }
    }
}

/// A debug record attached before an instruction (`#dbg_value(...)` and friends).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum DbgRecord {
    /// `#dbg_value`, `#dbg_declare`, `#dbg_assign`: the kind name without `#dbg_`, the location
    /// operand (a metadata value), variable, expression, and for `assign` the extra operands
    /// (assign id, address, address expression), then the `!DILocation`.
    Variable {
        kind: CompactString,
        location: Value,
        variable: crate::metadata::MdRef,
        expression: crate::metadata::MdRef,
        assign: Option<(crate::metadata::MdRef, Value, crate::metadata::MdRef)>,
        debug_loc: crate::metadata::MdRef,
    },
    /// `#dbg_label(!label, !loc)`.
    Label {
        label: crate::metadata::MdRef,
        debug_loc: crate::metadata::MdRef,
    },
}

/// An instruction.
#[derive(Clone, Debug)]
pub struct InstData {
    pub kind: InstKind,
    /// The result type (`void` for instructions without a result).
    pub ty: Type,
    /// The name of the result (`%name`), if named. Unnamed results print as `%N`.
    pub name: Option<CompactString>,
    /// Metadata attachments (`!dbg !7`, `!tbaa !9`, ...), in the order they were given.
    pub md: Attachments,
    /// Byte offset of the instruction in the source text, for diagnostics.
    pub pos: u32,
}

impl InstData {
    pub fn new(kind: InstKind, ty: Type) -> InstData {
        InstData {
            kind,
            ty,
            name: None,
            md: Default::default(),
            pos: 0,
        }
    }
}

/// Calling conventions with a keyword, as LLVM 19 prints them (others print as `ccN`; checked
/// against llvm-dis-19 for every number up to 112).
pub const CALLING_CONVENTIONS: &[(u32, &str)] = &[
    (0, "ccc"),
    (8, "fastcc"),
    (9, "coldcc"),
    (10, "ghccc"),
    (13, "anyregcc"),
    (14, "preserve_mostcc"),
    (15, "preserve_allcc"),
    (16, "swiftcc"),
    (17, "cxx_fast_tlscc"),
    (18, "tailcc"),
    (19, "cfguard_checkcc"),
    (20, "swifttailcc"),
    (21, "preserve_nonecc"),
    (64, "x86_stdcallcc"),
    (65, "x86_fastcallcc"),
    (66, "arm_apcscc"),
    (67, "arm_aapcscc"),
    (68, "arm_aapcs_vfpcc"),
    (69, "msp430_intrcc"),
    (70, "x86_thiscallcc"),
    (71, "ptx_kernel"),
    (72, "ptx_device"),
    (75, "spir_func"),
    (76, "spir_kernel"),
    (77, "intel_ocl_bicc"),
    (78, "x86_64_sysvcc"),
    (79, "win64cc"),
    (80, "x86_vectorcallcc"),
    (81, "hhvmcc"),
    (82, "hhvm_ccc"),
    (83, "x86_intrcc"),
    (84, "avr_intrcc"),
    (85, "avr_signalcc"),
    (87, "amdgpu_vs"),
    (88, "amdgpu_gs"),
    (89, "amdgpu_ps"),
    (90, "amdgpu_cs"),
    (91, "amdgpu_kernel"),
    (92, "x86_regcallcc"),
    (93, "amdgpu_hs"),
    (95, "amdgpu_ls"),
    (96, "amdgpu_es"),
    (97, "aarch64_vector_pcs"),
    (98, "aarch64_sve_vector_pcs"),
    (100, "amdgpu_gfx"),
    (102, "aarch64_sme_preservemost_from_x0"),
    (103, "aarch64_sme_preservemost_from_x2"),
    (104, "amdgpu_cs_chain"),
    (105, "amdgpu_cs_chain_preserve"),
    (106, "m68k_rtdcc"),
    (107, "graalcc"),
    (110, "riscv_vector_cc"),
    (111, "aarch64_sme_preservemost_from_x1"),
];

/// The keyword of a calling convention, if it has one.
pub fn cc_keyword(cc: u32) -> Option<&'static str> {
    CALLING_CONVENTIONS
        .iter()
        .find(|(n, _)| *n == cc)
        .map(|(_, k)| *k)
}

/// The number of a calling convention keyword.
pub fn cc_from_keyword(s: &str) -> Option<u32> {
    static MAP: std::sync::OnceLock<crate::hash::HashMap<&'static str, u32>> =
        std::sync::OnceLock::new();
    MAP.get_or_init(|| CALLING_CONVENTIONS.iter().map(|(n, k)| (*k, *n)).collect())
        .get(s)
        .copied()
}

#[cfg(test)]
mod tests {
    #[test]
    fn instruction_records_stay_small() {
        // Large modules hold millions of instructions: every byte of the record is megabytes to
        // fault in and to stream through in the printer and the verifier.
        assert!(std::mem::size_of::<super::InstKind>() <= 40);
        assert!(std::mem::size_of::<super::InstData>() <= 80);
    }
}
