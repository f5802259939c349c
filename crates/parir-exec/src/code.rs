//! The pre-decoded form of a function that the interpreter executes.
//!
//! A function's SSA values are numbered into frame *slots* (`u64` each): arguments first, then
//! instruction results, then the function's constants, which are materialized once at decode
//! time and copied into each new frame. An operand is therefore always a slot index. Integers
//! of up to 64 bits, floats and pointers take one slot; integers of 65–128 bits two; vectors
//! one slot per lane (two for wide lanes); first-class aggregates the concatenation of their
//! fields. Blocks become index ranges of [`Op`]s; a phi becomes a copy on each incoming edge
//! (parallel copies, through a temporary when a phi reads another phi of the same block).

use crate::scalar::Fk;
use parir_ir::inst::{BinOp, CastOp, FloatPredicate, IntPredicate, RmwOp};
use parir_ir::Inst;

/// A slot index in a frame.
pub type Slot = u32;

/// Widest integer type executed.
pub const MAX_INT_BITS: u32 = 4096;

/// No edge copies / no count operand.
pub const NONE: u32 = u32::MAX;

/// The scalar kinds execution distinguishes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Sc {
    /// `iN`, N ≤ [`MAX_INT_BITS`].
    I(u32),
    F(Fk),
    /// `x86_fp80` ([`crate::x87`]): two slots, 10 bytes in memory.
    X80,
    Ptr,
}

impl Sc {
    /// Slots taken by a value of this kind.
    pub fn slots(self) -> u32 {
        match self {
            Sc::I(b) if b > 64 => b.div_ceil(64),
            Sc::X80 => 2,
            _ => 1,
        }
    }
    /// Bytes it takes in memory (store size).
    pub fn bytes(self) -> u64 {
        match self {
            Sc::I(b) => (b as u64).div_ceil(8),
            Sc::F(k) => k.bytes(),
            Sc::X80 => 10,
            Sc::Ptr => 8,
        }
    }
}

/// A scalar leaf of a value: which slot holds it and where it lives in memory.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Leaf {
    pub slot: u32,
    pub off: u64,
    pub sc: Sc,
}

/// The execution view of a type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shape {
    pub slots: u32,
    pub leaves: Vec<Leaf>,
    /// Allocation size in bytes.
    pub size: u64,
    /// Vector lane count (0 for non-vectors).
    pub lanes: u32,
    /// Vectors of `i1` are bit-packed in memory.
    pub bool_vector: bool,
}

/// The conversions of [`Op::Conv`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Conv {
    SIToFP(Fk),
    UIToFP(Fk),
    FPToSI(Fk),
    FPToUI(Fk),
    /// `float` to `double`.
    FPExt,
    /// `double` to `float`.
    FPTrunc,
}

impl Conv {
    /// The converted value of `a` (`sh`: the shift of the integer operand or result).
    #[inline(always)]
    pub fn apply(self, a: u64, sh: u8) -> u64 {
        use crate::scalar::{fget, fptosi, fptoui, fput, sx, zx};
        match self {
            Conv::SIToFP(Fk::F32) => (sx(a, sh) as f32).to_bits() as u64,
            Conv::SIToFP(Fk::F64) => (sx(a, sh) as f64).to_bits(),
            Conv::UIToFP(Fk::F32) => (zx(a, sh) as f32).to_bits() as u64,
            Conv::UIToFP(Fk::F64) => (zx(a, sh) as f64).to_bits(),
            // Through f64: exact below 2^53, and 53 ≥ 2p + 2 bits above.
            Conv::SIToFP(k) => fput(sx(a, sh) as f64, k),
            Conv::UIToFP(k) => fput(zx(a, sh) as f64, k),
            Conv::FPToSI(k) => fptosi(fget(a, k), sh),
            Conv::FPToUI(k) => fptoui(fget(a, k), sh),
            Conv::FPExt => fput(fget(a, Fk::F32), Fk::F64),
            Conv::FPTrunc => fput(fget(a, Fk::F64), Fk::F32),
        }
    }
}

/// The operations of [`Op::X87`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum X87Fn {
    Bin(BinOp),
    Cmp(FloatPredicate),
    Neg,
}

/// An instruction of the decoded form. `d` is the destination slot.
#[derive(Clone, Debug)]
pub enum Op {
    Add {
        d: Slot,
        a: Slot,
        b: Slot,
        sh: u8,
    },
    Sub {
        d: Slot,
        a: Slot,
        b: Slot,
        sh: u8,
    },
    Mul {
        d: Slot,
        a: Slot,
        b: Slot,
        sh: u8,
    },
    And {
        d: Slot,
        a: Slot,
        b: Slot,
    },
    Or {
        d: Slot,
        a: Slot,
        b: Slot,
    },
    Xor {
        d: Slot,
        a: Slot,
        b: Slot,
    },
    Shl {
        d: Slot,
        a: Slot,
        b: Slot,
        sh: u8,
    },
    LShr {
        d: Slot,
        a: Slot,
        b: Slot,
        sh: u8,
    },
    AShr {
        d: Slot,
        a: Slot,
        b: Slot,
        sh: u8,
    },
    /// Division and remainder (they can trap).
    IDiv {
        op: BinOp,
        d: Slot,
        a: Slot,
        b: Slot,
        sh: u8,
    },
    ICmp {
        p: IntPredicate,
        d: Slot,
        a: Slot,
        b: Slot,
        sh: u8,
    },
    /// 65..=128-bit integer operations (two slots per operand).
    WBin {
        op: BinOp,
        d: Slot,
        a: Slot,
        b: Slot,
        sh: u8,
    },
    WCmp {
        p: IntPredicate,
        d: Slot,
        a: Slot,
        b: Slot,
        sh: u8,
    },
    FAdd64 {
        d: Slot,
        a: Slot,
        b: Slot,
    },
    FMul64 {
        d: Slot,
        a: Slot,
        b: Slot,
    },
    FBin {
        op: BinOp,
        d: Slot,
        a: Slot,
        b: Slot,
        k: Fk,
    },
    FNeg {
        d: Slot,
        a: Slot,
        k: Fk,
    },
    FCmp {
        p: FloatPredicate,
        d: Slot,
        a: Slot,
        b: Slot,
        k: Fk,
    },
    /// `x86_fp80` arithmetic, comparison or negation (two slots per operand,
    /// [`crate::x87`]); executed outside the hot loop.
    X87 {
        f: X87Fn,
        d: Slot,
        a: Slot,
        b: Slot,
    },
    /// Truncation to `64 - sh` bits.
    Mask {
        d: Slot,
        a: Slot,
        sh: u8,
    },
    /// Sign extension from `64 - from` bits to `64 - to` bits.
    SExt {
        d: Slot,
        a: Slot,
        from: u8,
        to: u8,
    },
    /// An int/float conversion with integers of at most 64 bits (`sh`: the integer's shift).
    Conv {
        c: Conv,
        d: Slot,
        a: Slot,
        sh: u8,
    },
    /// Any other scalar cast.
    Cast {
        op: CastOp,
        d: Slot,
        a: Slot,
        from: Sc,
        to: Sc,
    },
    /// A scalar call of an elementwise intrinsic or math function
    /// ([`crate::builtins::lane_op`]), computed in place: operands `a`, `b`, `c` as far as
    /// `f` takes them.
    Lane {
        f: crate::builtins::Builtin,
        d: Slot,
        a: Slot,
        b: Slot,
        c: Slot,
        sc: Sc,
    },
    Copy {
        d: Slot,
        a: Slot,
    },
    CopyN {
        d: Slot,
        a: Slot,
        n: u32,
    },
    Select {
        d: Slot,
        c: Slot,
        a: Slot,
        b: Slot,
        n: u32,
    },
    /// Load of a scalar of `len` ≤ 8 bytes, masked to `64 - sh` bits.
    Ld {
        d: Slot,
        p: Slot,
        len: u8,
        sh: u8,
    },
    St {
        v: Slot,
        p: Slot,
        len: u8,
    },
    /// Load/store of a value described by a shape (wide integers, vectors, aggregates).
    LdShape {
        d: Slot,
        p: Slot,
        shape: u32,
    },
    StShape {
        v: Slot,
        p: Slot,
        shape: u32,
    },
    AtomicLd {
        d: Slot,
        p: Slot,
        len: u8,
        sh: u8,
    },
    AtomicSt {
        v: Slot,
        p: Slot,
        len: u8,
    },
    CmpXchg {
        d: Slot,
        p: Slot,
        c: Slot,
        n: Slot,
        len: u8,
        sh: u8,
    },
    Rmw {
        d: Slot,
        tab: u32,
    },
    Alloca {
        d: Slot,
        tab: u32,
    },
    /// `d = p + off`.
    Gep {
        d: Slot,
        p: Slot,
        off: i64,
    },
    /// `d = p + sext(i) * scale + off` with scale and offset fitting 32 bits.
    Gep1 {
        d: Slot,
        p: Slot,
        i: Slot,
        sh: u8,
        scale: i32,
        off: i32,
    },
    GepN {
        d: Slot,
        p: Slot,
        tab: u32,
    },
    Br {
        t: u32,
        e: u32,
    },
    CondBr {
        c: Slot,
        t: u32,
        f: u32,
        te: u32,
        fe: u32,
    },
    /// An `icmp` and the conditional branch on its result, fused (the result is still
    /// written to `d`).
    CmpBr {
        p: IntPredicate,
        sh: u8,
        d: Slot,
        a: Slot,
        b: Slot,
        t: u32,
        f: u32,
        te: u32,
        fe: u32,
    },
    Switch {
        c: Slot,
        tab: u32,
    },
    /// `indirectbr`: the address in `a` is looked up among the cases of
    /// `switches[tab]` (block addresses of the destinations); no default.
    IndirectBr {
        a: Slot,
        tab: u32,
    },
    Ret {
        v: Slot,
        n: u32,
    },
    Call {
        d: Slot,
        site: u32,
    },
    Vec {
        tab: u32,
    },
    VaArg {
        d: Slot,
        list: Slot,
        shape: u32,
    },
    /// Raises a runtime error (unreachable, unsupported construct).
    Trap {
        msg: u32,
    },
    /// `landingpad`: the exception being handled and its selector
    /// ([`crate::libc::cxx`]) into `d` (the pointer) and `d + 1` (the `i32`).
    LandingPad {
        d: Slot,
    },
    /// `resume`: the exception whose landing pad value is at `a` goes on unwinding from the
    /// caller.
    Resume {
        a: Slot,
    },
    /// Tapir's `detached.rethrow` / `taskframe.resume` (invoked, in Tapir or the marker
    /// form): the exception at `a` unwinds from this frame, to the invoke's landing pad.
    Rethrow {
        a: Slot,
    },
    /// Entry of annotated loop `l` from its preheader (the edge's phi copies are done):
    /// where `--parallel` decides and the sanitizer starts a loop instance. Continues at the
    /// loop's header.
    LoopEnter {
        l: u32,
    },
    /// The entry of directive construct `c` ([`Code::dirs`]): a team, worksharing,
    /// synchronization or task construct (`--parallel`, [`crate::team`]).
    DirEntry {
        c: u32,
    },
    /// An exit of directive construct `c`.
    DirExit {
        c: u32,
    },
    /// First op of annotated loop `l`'s header: one per iteration.
    LoopHead {
        l: u32,
    },
    /// The sanitizer records the memory access of [`Code::recs`]`[site]` (before the access).
    Rec {
        site: u32,
    },
    /// SP-bags ([`crate::spbags`]): a Tapir task starts (`kind` 0, a `detach` or a spawn
    /// marker), ends (1, a `reattach` or task-end marker) or sync region `region` (the
    /// instruction index of its `syncregion.start`, or `u32::MAX`) syncs (2); `site` is the
    /// instruction.
    Task {
        kind: u32,
        region: u32,
        site: u32,
    },
    /// `--parallel` ([`crate::spawn`]): a Tapir spawn ([`Code::spawns`]`[site]`) in sync
    /// region `region` (the instruction index of its `syncregion.start`, or [`NONE`]). The
    /// task starts at `t` after edge `te`, the continuation at `c` after edge `ce`; in the
    /// marker form `t`, `c` are [`NONE`] (both go on with the next op, the marker's `br`)
    /// and slot `d` gets the marker's `i1` (1 in the task, 0 in the continuation).
    Detach {
        region: u32,
        d: Slot,
        t: u32,
        te: u32,
        c: u32,
        ce: u32,
        site: u32,
    },
    /// `--parallel`: the end of a task (`reattach`, or a `reattach_task` marker whose result
    /// slot is `d`); its spawner's continuation is `t` after edge `e` ([`NONE`]: the next
    /// op).
    Reattach {
        region: u32,
        d: Slot,
        t: u32,
        e: u32,
    },
    /// `--parallel`: a sync of `region` (`sync`, or a `local_barrier` marker), then `t`
    /// after edge `e` ([`NONE`]: the next op).
    Sync {
        region: u32,
        d: Slot,
        t: u32,
        e: u32,
    },
}

/// A loop with a parallelism claim, as the interpreter sees it.
#[derive(Clone, Debug)]
pub struct LoopCode {
    /// `loop <header> in @f (file:line:col)`.
    pub describe: String,
    /// What its "iterations" are, for reports: `iteration`, or `section` and `task` for the
    /// sanitizer's groups of sections and of sibling tasks ([`DirCode::san`]).
    pub unit: &'static str,
    /// Pc of the header's first op (its [`Op::LoopHead`]).
    pub header: u32,
    /// How to run it in parallel, or why it cannot be.
    pub plan: Result<LoopPlan, String>,
    /// Its claims (for the sanitizer), indexed by the bits of [`RecSite::loops`] masks.
    pub claims: Vec<ClaimCode>,
    /// The header phis that make a claim of full parallelism false (for the sanitizer;
    /// empty unless sanitizing).
    pub carried: Vec<CarriedCode>,
}

/// A loop-carried scalar dependence: a header phi of a loop claimed fully parallel that is
/// neither an induction nor a combinable reduction ([`parir_annot::claims::scalars`]). Each
/// iteration after the first reads what the previous one computed: a RAW dependence of
/// distance 1, reported against claim [`CarriedCode::claim`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CarriedCode {
    /// Index of the violated claim in [`LoopCode::claims`].
    pub claim: usize,
    /// The phi, as messages name it (`%prev`, `%prev (variable `sum`)`).
    pub phi_text: String,
    /// Where the next iteration reads it: the phi when it has a `!dbg`, else its first
    /// located user in the loop, else the phi.
    pub read_at: parir_ir::Inst,
    /// The instruction computing the carried value, with its text (`add %v`), if the
    /// latch value is an instruction.
    pub def: Option<(parir_ir::Inst, String)>,
}

/// One claim of a loop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClaimCode {
    /// The claim's name as the parallel model gives it (`parallel_accesses`, `no_depends`,
    /// `no_depends_safelen`, a loop directive), or a section or task construct's directive
    /// for the sanitizer's groups.
    pub name: &'static str,
    /// Dependences at a distance below this violate the claim (`u64::MAX`: every one).
    pub safelen: u64,
    /// A worksharing loop's claim ([`parir_annot::claims::Claim::shared_by_team`]): in a
    /// team being sanitized, the race detector checks its memory accesses ([`crate::hb`]).
    pub team_shared: bool,
}

/// The parallel execution plan of a loop: its header phis and its exit test.
#[derive(Clone, Debug)]
pub struct LoopPlan {
    pub ivs: Vec<IvCode>,
    pub reds: Vec<RedCode>,
    pub test: TestCode,
    /// The variables the claim privatizes ([`crate::parloop::PrivateVar`]).
    pub privs: Vec<PrivCode>,
}

/// A privatized variable: each chunk's copy replaces the address in register `slot`.
#[derive(Clone, Debug)]
pub struct PrivCode {
    pub slot: Slot,
    /// Bytes of storage.
    pub bytes: u64,
    /// Whether the copy starts as the variable (`firstprivate`).
    pub copy_in: bool,
    /// Whether the variable gets the copy of the thread that ran the sequentially last
    /// iteration or section (`lastprivate`).
    pub last: bool,
    /// A reduction: how to initialize and combine the copies.
    pub red: Option<MemRed>,
}

/// A reduction on a variable in memory: `count` elements combined with `op`.
#[derive(Clone, Debug)]
pub struct MemRed {
    pub op: crate::parloop::ReductionOp,
    pub elem: MemElem,
    pub count: u64,
}

/// An element of a reduction variable.
#[derive(Copy, Clone, Debug)]
pub enum MemElem {
    /// An integer of `bytes` bytes (the shift to 64 bits is `sh`).
    Int {
        bytes: u8,
        sh: u8,
    },
    Float(Fk),
}

impl MemElem {
    /// Bytes in memory.
    pub fn bytes(self) -> u64 {
        match self {
            MemElem::Int { bytes, .. } => bytes as u64,
            MemElem::Float(k) => k.bytes(),
        }
    }
}

/// An induction phi: value in iteration `k` is `start + k * step * scale` (negated step for
/// `sub`), wrapped to the phi's width.
#[derive(Clone, Debug)]
pub struct IvCode {
    pub phi: Slot,
    pub step: Slot,
    /// Sign extension of the step (shift; 0 for 64-bit steps).
    pub step_sh: u8,
    pub neg: bool,
    pub scale: i64,
    pub sh: u8,
}

/// A reduction phi.
#[derive(Clone, Debug)]
pub struct RedCode {
    pub phi: Slot,
    pub op: RedKind,
    pub sh: u8,
    pub fk: Fk,
}

/// The associative operation of a reduction (from [`crate::parloop`]).
pub use crate::parloop::RedOp as RedKind;

/// The exit test: `icmp pred` of induction `iv` (or its next value) against `bound`; the
/// loop is left when the result equals `exit_when`.
#[derive(Clone, Debug)]
pub struct TestCode {
    pub pred: IntPredicate,
    pub iv: u32,
    pub iv_is_next: bool,
    pub iv_on_lhs: bool,
    pub bound: Slot,
    pub exit_when: bool,
    pub sh: u8,
    /// The loop leaves from its latch: its last header execution runs a whole iteration
    /// (a worksharing loop deals it out like the others).
    pub bottom: bool,
}

/// A memory access the sanitizer records.
#[derive(Clone, Debug)]
pub struct RecSite {
    /// The instruction (for reports).
    pub inst: Inst,
    /// Slot of the address.
    pub p: Slot,
    /// Bytes accessed, or [`NONE`] when `len_slot` holds the count.
    pub len: u32,
    pub len_slot: Slot,
    pub write: bool,
    /// A covered call: its callee's accesses count as covered by the same claims (LLVM's
    /// inliner gives them the call's access groups). `p` and the lengths are unused.
    pub call: bool,
    /// The annotated loops of this function covering it, each with a mask of its claims
    /// (empty: an access recorded only inside a covered call).
    pub loops: Vec<(u32, u64)>,
    /// A masked vector access (`llvm.masked.*`): one access of `len` bytes per lane whose
    /// mask bit is set, instead of one at `p`.
    pub lanes: Option<LaneRec>,
    /// The reads (`write` false) or writes of a libc function parir implements, reported by
    /// the interpreter when it runs the call: this site follows the call's own site (`+1`
    /// reads, `+2` writes) and has no [`Op::Rec`] of its own.
    pub libc: bool,
    /// The lock class of a synchronized access ([`sync_class`]): accesses of the same class
    /// exclude each other and are no race; [`NONE`] for a plain access, which races with
    /// any other access to its bytes, synchronized or not.
    pub sync: u32,
    /// An atomic access that publishes (a store, read-modify-write or compare-exchange:
    /// release) or receives (a load or compare-exchange: acquire) what its thread did, for
    /// the race detector's synchronization through atomics.
    pub release: bool,
    pub acquire: bool,
    /// A plain load whose value only a `select` chooses (`c ? x : y` made unconditional by
    /// LLVM, which lets such a load race: it reads `undef` the `select` drops). The source
    /// read it only when chosen, which the race detector cannot see here, so it does not
    /// check it; the loop sanitizer's claims still do.
    pub speculated: bool,
}

impl RecSite {
    /// The bytes an access of this site covers with the frame's registers `r`: its length,
    /// and each address it accesses through `f` (one, or one per selected lane of a masked
    /// vector access).
    pub(crate) fn each_address(&self, r: &[u64], mut f: impl FnMut(u64, u64)) {
        let len = if self.len != NONE {
            self.len as u64
        } else {
            r[self.len_slot as usize]
        };
        let p = r[self.p as usize];
        let Some(lanes) = self.lanes else {
            f(p, len);
            return;
        };
        // A masked access: each selected lane is an access of its own.
        let mut next = p;
        for k in 0..lanes.n {
            if r[(lanes.mask + k) as usize] & 1 == 0 {
                continue;
            }
            let at = match lanes.kind {
                LaneKind::Consecutive => p.wrapping_add(k as u64 * len),
                LaneKind::Pointers => r[(self.p + k) as usize],
                LaneKind::Packed => next,
            };
            next = next.wrapping_add(len);
            f(at, len);
        }
    }
}

/// The lock `atomic` regions run under: a `DIR.OMP.ATOMIC` region is executed as a
/// critical section of this name (a name no `critical` construct can have), so that its
/// instructions, plain loads and stores when no single atomic instruction does the update,
/// run atomically with respect to every other `atomic` region, as libomp's fallback
/// `__kmpc_atomic_start` does with its one global lock.
pub const ATOMIC_LOCK: &str = "omp atomic";

/// The sanitizer's lock class of the accesses inside the critical sections named `name`
/// ([`ATOMIC_LOCK`] for atomic regions and atomic instructions): a stable hash, never
/// [`NONE`].
pub fn sync_class(name: &str) -> u32 {
    // FNV-1a.
    let mut h: u32 = 0x811c_9dc5;
    for b in name.bytes() {
        h = (h ^ b as u32).wrapping_mul(0x0100_0193);
    }
    if h == NONE {
        0
    } else {
        h
    }
}

/// The lanes of a masked vector access for the sanitizer.
#[derive(Copy, Clone, Debug)]
pub struct LaneRec {
    /// First slot of the `<n x i1>` mask (one slot per lane).
    pub mask: Slot,
    pub n: u32,
    pub kind: LaneKind,
}

/// Where the lanes of a masked access are.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LaneKind {
    /// Lane `k` at `p + k * len` (`masked.load`/`store`).
    Consecutive,
    /// Lane `k` at the pointer in slot `p + k` (`masked.gather`/`scatter`).
    Pointers,
    /// The `j`-th selected lane at `p + j * len` (`masked.expandload`/`compressstore`).
    Packed,
}

/// An `alloca`.
#[derive(Clone, Debug)]
pub struct AllocaOp {
    pub elem_size: u64,
    /// Slot of the element count, or [`NONE`].
    pub count: Slot,
    pub count_sh: u8,
}

/// An `atomicrmw`.
#[derive(Clone, Debug)]
pub struct RmwData {
    pub op: RmwOp,
    pub p: Slot,
    pub v: Slot,
    pub sc: Sc,
}

/// A general `getelementptr`: constant offset plus scaled, sign-extended indices.
#[derive(Clone, Debug)]
pub struct GepData {
    pub off: i64,
    pub idx: Vec<(Slot, u8, i64)>,
}

/// A `switch`: `(case value, target pc, edge)` sorted by value; the default target and edge.
#[derive(Clone, Debug)]
pub struct SwitchData {
    pub cases: Vec<(u64, u32, u32)>,
    pub default: (u32, u32),
}

/// How a call finds its callee.
#[derive(Clone, Debug)]
pub enum Callee {
    /// An entry of the interpreter's function table.
    Direct(u32),
    /// A function pointer in a slot.
    Indirect(Slot),
    /// Inline assembly (an error when executed).
    Asm,
}

/// One call argument.
#[derive(Clone, Debug)]
pub struct ArgRef {
    pub slot: Slot,
    pub shape: u32,
    /// Slots of the value (its shape's `slots`).
    pub slots: u32,
    /// `byval(T)`: size of the copy the callee receives.
    pub byval: Option<u64>,
    /// Its alignment (`T`'s, or the `align` attribute's if larger): a variadic `byval`
    /// argument's place in the stack area is aligned to it (at least 8), as x86-64 does.
    pub byval_align: u64,
}

/// A call site.
#[derive(Clone, Debug)]
pub struct CallSite {
    pub callee: Callee,
    pub args: Vec<ArgRef>,
    /// No argument is `byval` (the interpreter's fast call path).
    pub plain: bool,
    /// The called function when the call is direct, and its arguments are one slot each
    /// and not `byval` (the interpreter's leanest call path), else [`NONE`].
    pub simple: u32,
    /// Number of fixed (non-variadic) parameters of the called function type.
    pub fixed: u32,
    /// Shape of the result (`NONE` for void).
    pub ret_shape: u32,
    pub ret_slots: u32,
}

/// Lane-wise and lane-moving vector operations.
#[derive(Clone, Debug)]
pub enum VecOp {
    Bin {
        op: BinOp,
        d: Slot,
        a: Slot,
        b: Slot,
        lanes: u32,
        sc: Sc,
    },
    ICmp {
        p: IntPredicate,
        d: Slot,
        a: Slot,
        b: Slot,
        lanes: u32,
        sc: Sc,
    },
    FCmp {
        p: FloatPredicate,
        d: Slot,
        a: Slot,
        b: Slot,
        lanes: u32,
        k: Fk,
    },
    FNeg {
        d: Slot,
        a: Slot,
        lanes: u32,
        k: Fk,
    },
    Cast {
        op: CastOp,
        d: Slot,
        a: Slot,
        lanes: u32,
        from: Sc,
        to: Sc,
    },
    /// Re-interpretation through the memory image of the value.
    Bitcast {
        d: Slot,
        a: Slot,
        from: u32,
        to: u32,
    },
    /// `select` with a vector condition.
    Select {
        d: Slot,
        c: Slot,
        a: Slot,
        b: Slot,
        lanes: u32,
        ls: u32,
    },
    Extract {
        d: Slot,
        v: Slot,
        i: Slot,
        ish: u8,
        lanes: u32,
        ls: u32,
    },
    Insert {
        d: Slot,
        v: Slot,
        e: Slot,
        i: Slot,
        ish: u8,
        lanes: u32,
        ls: u32,
    },
    Shuffle {
        d: Slot,
        a: Slot,
        b: Slot,
        mask: Vec<i32>,
        lanes: u32,
        ls: u32,
    },
    /// Integers wider than 128 bits.
    HugeBin {
        op: BinOp,
        d: Slot,
        a: Slot,
        b: Slot,
        bits: u32,
    },
    HugeCmp {
        p: IntPredicate,
        d: Slot,
        a: Slot,
        b: Slot,
        bits: u32,
    },
    HugeCast {
        op: CastOp,
        d: Slot,
        a: Slot,
        from: u32,
        to: u32,
    },
    /// Vector `getelementptr`: base (vector or splat), offset, `(slot, is vector, sh, scale)`.
    Gep {
        d: Slot,
        p: Slot,
        pvec: bool,
        off: i64,
        idx: Vec<(Slot, bool, u8, i64)>,
        lanes: u32,
    },
}

/// A decoded function.
#[derive(Clone, Debug)]
pub struct Code {
    pub name: std::sync::Arc<str>,
    pub ops: Vec<Op>,
    /// The IR instruction of each op (for error locations).
    pub src: Vec<Inst>,
    pub nslots: u32,
    /// While decoding: the materialized constants (slots `const_base..`). After: the initial
    /// contents of a frame (`nslots` words: zeros, then the constants), copied in one go at
    /// each call.
    pub consts: Vec<u64>,
    pub const_base: u32,
    /// The slots a call initializes, with their values: the constants (slots `const_base..`)
    /// and the variables of promoted allocas (0: a load before any store reads what fresh
    /// stack memory holds here). The other slots (arguments, instruction results) are
    /// always written before they are read, so a new frame leaves them as they are.
    pub init: Vec<(Slot, u64)>,
    /// First slot of each parameter, with its slot count.
    pub params: Vec<(Slot, u32)>,
    pub varargs: bool,
    /// Not variadic, and every parameter takes one slot (the interpreter's leanest call path).
    pub simple: bool,
    /// The function's target has fused multiply-add (`+fma` or `+fma4` in its
    /// `target-features`): `llvm.fmuladd` rounds once there, and twice elsewhere (x86-64's
    /// baseline), as LLVM's code generator lowers it.
    pub fma: bool,
    pub copies: Vec<(Slot, Slot)>,
    /// Edges: range into `copies`, and whether a temporary is needed.
    pub edges: Vec<(u32, u32, bool)>,
    pub allocas: Vec<AllocaOp>,
    pub rmws: Vec<RmwData>,
    pub geps: Vec<GepData>,
    pub switches: Vec<SwitchData>,
    pub calls: Vec<CallSite>,
    pub vecs: Vec<VecOp>,
    pub msgs: Vec<String>,
    /// Annotated loops (only decoded when a run uses them: `--parallel`, `sanitize`).
    pub loops: Vec<LoopCode>,
    /// Sanitizer sites.
    pub recs: Vec<RecSite>,
    /// Directive constructs (only decoded for `--parallel`).
    pub dirs: Vec<DirCode>,
    /// Tapir spawns (only decoded for `--parallel`): what `--explain` calls each.
    pub spawns: Vec<String>,
    /// The invokes, sorted by [`Unwind::at`]: where an exception thrown in the call they
    /// make lands ([`crate::libc::cxx`]).
    pub unwinds: Vec<Unwind>,
    /// Spawns of sync regions whose tasks may throw, kept as the serial elision under
    /// `--parallel`: what `--explain` says of each.
    pub serial_spawns: Vec<String>,
}

/// An invoke as the unwinder sees it: `at` is the pc of the op after its call (the branch
/// to its normal destination; a frame waiting on the call has that pc), `at + 1` the branch
/// to its landing pad; the landing pad's clauses, whose operands are slots of the frame.
#[derive(Clone, Debug)]
pub struct Unwind {
    pub at: u32,
    pub cleanup: bool,
    pub clauses: Vec<Clause>,
}

/// A `landingpad` clause: `catch` of a type info (null: every exception) or `filter` of
/// an array of type infos (its first slot and length).
#[derive(Clone, Debug)]
pub enum Clause {
    Catch(Slot),
    Filter(Slot, u32),
}

/// A directive construct ([`parir_annot::claims::constructs::Construct`]) as the
/// interpreter runs it ([`crate::team`]).
#[derive(Clone, Debug)]
pub struct DirCode {
    pub kind: parir_annot::claims::constructs::ConstructKind,
    /// The entry's token slot (written 0), or [`NONE`].
    pub token: Slot,
    /// The pc of its exit op (where a thread that does not run the region goes), or
    /// [`NONE`].
    pub exit_pc: u32,
    pub num_threads: Option<Slot>,
    pub if_cond: Option<Slot>,
    /// A task's `final(cond)`.
    pub final_cond: Option<Slot>,
    /// `masked filter(n)`.
    pub filter: Option<Slot>,
    pub schedule: parir_annot::claims::constructs::ScheduleKind,
    pub chunk: Option<Slot>,
    pub nowait: bool,
    /// What each thread copies, or why the construct cannot give threads copies.
    pub privs: Result<Vec<PrivCode>, String>,
    /// For a construct creating a team: why it must run with one thread, if it must.
    pub blocker: Option<String>,
    /// For a worksharing loop: its loop in [`Code::loops`], if annotated.
    pub ws_loop: Option<u32>,
    /// `DIR.OMP.PARALLEL in @main (prog.c:12:3)`.
    pub describe: String,
    /// What the sanitizer does at this construct: each a group of mutually unordered
    /// sections or tasks, checked as a loop ([`Code::loops`]) whose iterations they are.
    pub san: Vec<(u32, SanRole)>,
}

/// A construct's part in a sanitizer group ([`DirCode::san`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SanRole {
    /// `sections`: the group starts at the entry and ends at the exit.
    Group,
    /// `section`: the next member of the group.
    Item,
    /// `task`: the next member of its parent's group of tasks (the group starts with the
    /// first).
    Task,
    /// `taskwait`, `barrier`: the tasks before are ordered with what follows; the group ends.
    Close,
    /// The parent of tasks: its group ends at its exit.
    CloseAtExit,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::decode::cast_value;
    use parir_ir::inst::CastOp;
    use proptest::prelude::*;

    fn special() -> impl Strategy<Value = u64> {
        prop_oneof![
            any::<u64>(),
            any::<f64>().prop_map(f64::to_bits),
            any::<f32>().prop_map(|x| x.to_bits() as u64),
            Just(f64::NAN.to_bits()),
            Just(f64::INFINITY.to_bits()),
            Just((-1.0f64).to_bits()),
            Just(9.3e18f64.to_bits()),
            Just(f32::NAN.to_bits() as u64),
            Just((-0.5f32).to_bits() as u64),
        ]
    }

    proptest! {
        /// The decoder's fast conversions agree with the general cast.
        #[test]
        fn conv_agrees_with_cast_value(v in special(), bits in prop_oneof![Just(1u32), Just(8), Just(16), Just(31), Just(32), Just(33), Just(64)]) {
            let sh = (64 - bits) as u8;
            for k in [Fk::F32, Fk::F64] {
                let int_v = crate::scalar::zx(v, sh);
                let fv = if k == Fk::F32 { v & 0xffff_ffff } else { v };
                let cases = [
                    (Conv::SIToFP(k), CastOp::SIToFP, int_v, Sc::I(bits), Sc::F(k)),
                    (Conv::UIToFP(k), CastOp::UIToFP, int_v, Sc::I(bits), Sc::F(k)),
                    (Conv::FPToSI(k), CastOp::FPToSI, fv, Sc::F(k), Sc::I(bits)),
                    (Conv::FPToUI(k), CastOp::FPToUI, fv, Sc::F(k), Sc::I(bits)),
                ];
                for (c, op, a, from, to) in cases {
                    let want = cast_value(op, &[a], from, to).unwrap()[0];
                    prop_assert_eq!(c.apply(a, sh), want, "{:?} of {:#x}", c, a);
                }
            }
            let f = v & 0xffff_ffff;
            let want = cast_value(CastOp::FPExt, &[f], Sc::F(Fk::F32), Sc::F(Fk::F64)).unwrap()[0];
            prop_assert_eq!(Conv::FPExt.apply(f, 0), want);
            let want = cast_value(CastOp::FPTrunc, &[v], Sc::F(Fk::F64), Sc::F(Fk::F32)).unwrap()[0];
            prop_assert_eq!(Conv::FPTrunc.apply(v, 0), want);
        }
    }
}

#[cfg(test)]
mod size {
    /// The dispatch loop walks arrays of ops: keep one op in half a cache line.
    #[test]
    fn op_is_32_bytes() {
        assert_eq!(std::mem::size_of::<super::Op>(), 32);
    }
}
