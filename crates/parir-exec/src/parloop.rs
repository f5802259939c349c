//! Which annotated loops may run their iterations in parallel: a static analysis, no
//! execution (issue 5, items 3–4: what `parir run --parallel --explain` and `parir sanitize`
//! start from; the claims are those of ivdep-loop-annotations-design.md, "LLVM Metadata
//! changes").
//!
//! [`annotated_loops`] lists every loop of a function whose LoopID carries a parallelism
//! **claim** — `llvm.loop.parallel_accesses`, `llvm.loop.no_depends` or
//! `llvm.loop.no_depends_safelen` — and decides, for each, whether an interpreter may run its
//! iterations in parallel ([`AnnotatedLoop::plan`]); when it may not, the reason is one
//! sentence naming the value or block at fault.
//!
//! # Coverage
//!
//! A claim speaks about the accesses in the access groups it names. As LLVM 19's
//! `Loop::isAnnotatedParallel` does for `parallel_accesses`, every instruction of the loop
//! (nested loops included) that may read or write memory (LLVM's `mayReadOrWriteMemory`:
//! loads, stores, atomics, fences, `va_arg`, and calls that are not `memory(none)` — debug
//! intrinsics and pure intrinsics such as `llvm.smin` are not accesses, lifetime markers and
//! `llvm.assume` are) must carry an `!llvm.access.group` (one group or a list of groups)
//! naming one of the claim's groups; for `parallel_accesses` the legacy
//! `!llvm.mem.parallel_loop_access` list naming the loop's LoopID also counts, as in LLVM.
//! An access outside every group could depend on another iteration, so a claim with an
//! uncovered access does not make the loop parallel.
//!
//! # When a loop is parallel
//!
//! [`AnnotatedLoop::plan`] is `Ok` when all of these hold, checked in this order (the first
//! that fails is the reason):
//!
//! 1. a `parallel_accesses` or `no_depends` claim covers every memory access (several claims
//!    are not combined: two `no_depends` attributes, one per array, say nothing about
//!    dependences between the arrays). A `no_depends_safelen(S)` claim alone is not enough:
//!    it allows dependences at distance S;
//! 2. the loop has a preheader: the single predecessor of the header outside the loop, ending
//!    in an unconditional branch to the header;
//! 3. the loop has a single latch;
//! 4. exactly one block of the loop has an edge out of it, and it is the header or the latch,
//!    ending in a conditional branch on an `icmp` of an induction variable (its phi or its
//!    next value) against a loop-invariant value ([`loop_invariant`]);
//! 5. every phi of the header is an [`Induction`] — `%next = add %phi, inv`,
//!    `sub %phi, inv` or `getelementptr T, %phi, inv` with a loop-invariant step — or a
//!    [`Reduction`]: the latch value is reached from the phi by a chain of one associative
//!    operation (`add`/`sub` with the chain on the left, `mul`, `and`, `or`, `xor`;
//!    `fadd`/`fsub`/`fmul` only with the `reassoc` fast-math flag, since reassociating
//!    changes the rounding otherwise; min/max through `llvm.{s,u}{min,max}`,
//!    `llvm.minnum`/`llvm.maxnum`, or `icmp` + `select` — `fcmp` + `select` only with the
//!    `nnan` and `nsz` flags), where the phi and each partial result have no other user in
//!    the loop (users after the loop, such as LCSSA phis, are fine).
//!
//! Other values computed in the loop may be used after it: the executor runs the last
//! iteration on the main thread after all the others, so they have their sequential values.
//!
//! The SPIR-V-friendly `spirv.loop.dependency_accesses` is not read as a claim: run
//! `ivdep-from-spirv-friendly` first. Other limits of the recognizer, which make a loop
//! sequential rather than wrong: an exit test on a truncated or extended induction, a
//! conditional reduction (updated through a phi or a select other than min/max), an
//! induction stepping through a `getelementptr` with more than one index.
//!
//! Calls inside the loop are allowed (their memory accesses are covered or not like any
//! other); a call that does not return (`exit`, `abort`) simply ends the program.
//!
//! ```
//! let src = "define void @f(ptr %a, i64 %n) {
//! entry:
//!   br label %for.body
//! for.body:
//!   %i = phi i64 [ 0, %entry ], [ %i.next, %for.body ]
//!   %p = getelementptr inbounds i32, ptr %a, i64 %i
//!   store i32 0, ptr %p, align 4, !llvm.access.group !1
//!   %i.next = add nuw nsw i64 %i, 1
//!   %done = icmp eq i64 %i.next, %n
//!   br i1 %done, label %exit, label %for.body, !llvm.loop !0
//! exit:
//!   ret void
//! }
//! !0 = distinct !{!0, !2}
//! !1 = distinct !{}
//! !2 = !{!\"llvm.loop.parallel_accesses\", !1}
//! ";
//! let m = parir_ir::parser::parse_module(src, "f.ll").unwrap();
//! let f = m.global_by_name("f").unwrap();
//! let loops = parir_exec::parloop::annotated_loops(&m, f);
//! assert_eq!(loops[0].describe, "loop for.body in @f");
//! let plan = loops[0].plan.as_ref().unwrap();
//! assert_eq!((plan.inductions.len(), plan.reductions.len()), (1, 0));
//! assert!(plan.exit_test.iv_is_next && plan.exit_test.exit_when);
//! ```

use crate::layout::{DataLayout, X86_64_LAYOUT};
use parir_analysis::access_groups::{access_groups, group_attributes, GroupAttrKind};
use parir_analysis::loop_attrs::{loop_id, LoopAttributes};
use parir_analysis::loops::{FunctionLoops, Loop};
use parir_analysis::memory::may_read_or_write_memory;
use parir_annot::diag::{debug_location, di_location, SourceLoc};
use parir_ir::hash::HashMap;
use parir_ir::inst::{BinOp, Flags, FloatPredicate, InstKind, IntPredicate};
use parir_ir::metadata::{MdNode, MdRef};
use parir_ir::printer::Names;
use parir_ir::value::ConstData;
use parir_ir::{Block, Body, GlobalId, Inst, Module, Type, Value};
use std::cell::OnceCell;
use std::fmt::Write as _;

/// A parallelism claim: one loop attribute naming access groups.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Claim {
    /// `llvm.loop.parallel_accesses`: no loop-carried dependences of any kind.
    ParallelAccesses,
    /// `llvm.loop.no_depends`: no loop-carried memory data dependences.
    NoDepends,
    /// `llvm.loop.no_depends_safelen` with its safelen `S`: dependences only at distance ≥ S.
    /// A missing or negative safelen reads as 0, one above `u32::MAX` as `u32::MAX`.
    NoDependsSafelen(u32),
}

impl Claim {
    /// The attribute's name without the `llvm.loop.` prefix, as messages show it.
    pub fn name(self) -> &'static str {
        match self {
            Claim::ParallelAccesses => "parallel_accesses",
            Claim::NoDepends => "no_depends",
            Claim::NoDependsSafelen(_) => "no_depends_safelen",
        }
    }

    /// Whether the claim, covering every access, makes the iterations independent.
    pub fn is_full(self) -> bool {
        !matches!(self, Claim::NoDependsSafelen(_))
    }
}

impl std::fmt::Display for Claim {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Claim::NoDependsSafelen(s) => write!(f, "no_depends_safelen({s})"),
            c => f.write_str(c.name()),
        }
    }
}

/// One claim of a loop and the memory accesses it covers.
#[derive(Clone, Debug)]
pub struct ClaimInfo {
    pub claim: Claim,
    /// The access groups the attribute names (lists flattened, canonical ids, no repeats).
    pub groups: Vec<MdNode>,
    /// The instructions of the loop (nested loops included) that may access memory and
    /// carry one of the groups, in block order.
    pub covered: Vec<Inst>,
    /// The memory-accessing instructions of the loop that do not.
    pub uncovered: Vec<Inst>,
}

/// A loop with at least one parallelism claim.
#[derive(Clone, Debug)]
pub struct AnnotatedLoop {
    pub header: Block,
    /// The latches (blocks of the loop branching to the header), each once.
    pub latches: Vec<Block>,
    /// All blocks of the loop, nested loops included: the header first.
    pub blocks: Vec<Block>,
    /// The nesting depth (1 = outermost).
    pub depth: u32,
    /// One entry per claim attribute of the LoopID, in attribute order.
    pub claims: Vec<ClaimInfo>,
    /// How to run the iterations in parallel, or why they may not (one sentence).
    pub plan: Result<ParallelPlan, String>,
    /// `loop for.body in @f (kernel.c:12:3)`: the header, the function, and the source
    /// location of the LoopID's first `DILocation` or of the header's terminator.
    pub describe: String,
    /// Whether each block (by index) is in the loop.
    in_loop: Vec<bool>,
}

impl AnnotatedLoop {
    /// Whether block `b` belongs to the loop (or one of its nested loops).
    pub fn contains(&self, b: Block) -> bool {
        self.in_loop.get(b.as_u32() as usize) == Some(&true)
    }
}

/// How a parallel loop runs: its entry and exit edges, inductions, reductions and trip test.
#[derive(Clone, Debug)]
pub struct ParallelPlan {
    /// The unique out-of-loop predecessor of the header, ending in `br label %header`.
    pub preheader: Block,
    /// The only block with an edge out of the loop: the header or the (single) latch.
    pub exiting: Block,
    /// The out-of-loop successor of `exiting`.
    pub exit: Block,
    /// In header phi order.
    pub inductions: Vec<Induction>,
    /// In header phi order.
    pub reductions: Vec<Reduction>,
    pub exit_test: ExitTest,
}

/// An induction variable: `%phi = phi [start, %preheader], [%next, %latch]` with
/// `%next = %phi ± step` (or a pointer advanced by `step` elements).
#[derive(Clone, Debug)]
pub struct Induction {
    pub phi: Inst,
    pub start: Value,
    pub step: Step,
    /// The instruction computing the next value (the latch's incoming value).
    pub next: Inst,
    /// `%next = sub %phi, step`: the variable goes down by the step.
    pub negated: bool,
    /// Bytes per unit of a [`Step::PtrBytes`] index (the alloc size of the `getelementptr`
    /// source element type, from the module's data layout); 1 for [`Step::Int`].
    pub bytes_scale: i64,
}

/// The step of an induction variable (loop-invariant).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Step {
    /// An integer added (or, with [`Induction::negated`], subtracted) each iteration.
    Int(Value),
    /// A `getelementptr T, ptr %phi, iN %index` step: the pointer advances by
    /// `sext(index) * bytes_scale` bytes each iteration.
    PtrBytes(Value),
}

/// A reduction: a header phi updated each iteration by one associative operation.
#[derive(Clone, Debug)]
pub struct Reduction {
    pub phi: Inst,
    /// The incoming value from the preheader.
    pub init: Value,
    pub op: RedOp,
    /// The chain from the phi to the latch value, in order (for an `icmp` + `select`
    /// min/max step, both instructions; the last entry is the latch value).
    pub updates: Vec<Inst>,
}

/// The operation of a [`Reduction`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum RedOp {
    /// `add`, and `sub` with the running value on the left.
    Add,
    Mul,
    And,
    Or,
    Xor,
    SMin,
    SMax,
    UMin,
    UMax,
    /// `fadd reassoc`, and `fsub reassoc` with the running value on the left.
    FAdd,
    FMul,
    /// `llvm.minnum`, or `fcmp` + `select` with `nnan nsz`.
    FMin,
    /// `llvm.maxnum`, or `fcmp` + `select` with `nnan nsz`.
    FMax,
}

impl RedOp {
    /// A short name for messages (`add`, `smin`, `fadd`, ...).
    pub fn name(self) -> &'static str {
        match self {
            RedOp::Add => "add",
            RedOp::Mul => "mul",
            RedOp::And => "and",
            RedOp::Or => "or",
            RedOp::Xor => "xor",
            RedOp::SMin => "smin",
            RedOp::SMax => "smax",
            RedOp::UMin => "umin",
            RedOp::UMax => "umax",
            RedOp::FAdd => "fadd",
            RedOp::FMul => "fmul",
            RedOp::FMin => "fmin",
            RedOp::FMax => "fmax",
        }
    }
}

/// The loop's exit test: `br i1 (icmp pred a, b)` in the exiting block.
#[derive(Clone, Debug)]
pub struct ExitTest {
    /// The `icmp`.
    pub cmp: Inst,
    pub pred: IntPredicate,
    /// Index into [`ParallelPlan::inductions`].
    pub iv: usize,
    /// Whether the compared value is the induction's `next` (else its phi).
    pub iv_is_next: bool,
    /// Whether the induction is the left operand of the `icmp`.
    pub iv_on_lhs: bool,
    /// The loop-invariant operand.
    pub bound: Value,
    /// The value of the branch condition that leaves the loop.
    pub exit_when: bool,
}

/// The annotated loops of function `f` of `m`, outer loops before the loops they contain
/// (the order `print<loops>` uses). Empty when `f` is not a function definition. A loop is
/// listed when its LoopID (the same `!llvm.loop` on every latch, referring to itself) has a
/// claim attribute.
pub fn annotated_loops(m: &Module, f: GlobalId) -> Vec<AnnotatedLoop> {
    let Some(body) = m.body(f) else {
        return Vec::new();
    };
    let fl = FunctionLoops::compute(body);
    let dl = DataLayout::of_module(m)
        .or_else(|_| DataLayout::parse(X86_64_LAYOUT))
        .ok();
    let cx = Cx {
        m,
        f,
        body,
        fl: &fl,
        dl,
        names: OnceCell::new(),
        block_names: OnceCell::new(),
    };
    fl.forest
        .preorder()
        .into_iter()
        .filter_map(|l| cx.annotated_loop(l))
        .collect()
}

/// Whether `v` is invariant in loop `lp`: a constant (globals included), an argument, or an
/// instruction in a block outside the loop. Blocks, inline asm and metadata are not values
/// a loop computes with, so they are not invariant.
///
/// ```
/// # let src = "define void @f(i64 %n) {\nentry:\n  br label %h\nh:\n  %i = phi i64 [ 0, %entry ], [ %j, %h ]\n  %j = add i64 %i, 1\n  %c = icmp eq i64 %j, %n\n  br i1 %c, label %x, label %h, !llvm.loop !0\nx:\n  ret void\n}\n!0 = distinct !{!0, !1}\n!1 = !{!\"llvm.loop.no_depends\"}\n";
/// # let m = parir_ir::parser::parse_module(src, "f.ll").unwrap();
/// # let f = m.global_by_name("f").unwrap();
/// use parir_exec::parloop::{annotated_loops, loop_invariant};
/// let body = m.globals[f].as_func().unwrap().body.as_ref().unwrap();
/// let lp = &annotated_loops(&m, f)[0];
/// let plan = lp.plan.as_ref().unwrap();
/// assert!(loop_invariant(body, lp, plan.exit_test.bound)); // %n
/// assert!(!loop_invariant(body, lp, parir_ir::Value::Inst(plan.inductions[0].next)));
/// ```
pub fn loop_invariant(body: &Body, lp: &AnnotatedLoop, v: Value) -> bool {
    invariant_in(body, &lp.in_loop, v)
}

fn invariant_in(body: &Body, in_loop: &[bool], v: Value) -> bool {
    match v {
        Value::Const(_) | Value::Arg(_) => true,
        Value::Inst(i) => match body.insts.get(i).and(body.block_of(i)) {
            Some(b) => in_loop.get(b.as_u32() as usize) != Some(&true),
            None => false,
        },
        Value::Block(_) | Value::Asm(_) | Value::Md(_) | Value::LocalMd(_) => false,
    }
}

/// A few lines explaining the decision on `lp` (a loop of function `f` of `m`): what
/// `parir run --explain` prints. The first line is [`AnnotatedLoop::describe`] with the
/// verdict (and the reason when sequential), then one line per claim and, for a parallel
/// loop, the plan.
///
/// ```
/// let src = "define i32 @f(ptr %a, i64 %n) {
/// entry:
///   br label %for.body
/// for.body:
///   %i = phi i64 [ 0, %entry ], [ %i.next, %for.body ]
///   %s = phi i32 [ 0, %entry ], [ %s.next, %for.body ]
///   %p = getelementptr inbounds i32, ptr %a, i64 %i
///   %x = load i32, ptr %p, align 4, !llvm.access.group !1
///   %s.next = add i32 %s, %x
///   %i.next = add nuw nsw i64 %i, 1
///   %done = icmp eq i64 %i.next, %n
///   br i1 %done, label %for.end, label %for.body, !llvm.loop !0
/// for.end:
///   ret i32 %s.next
/// }
/// !0 = distinct !{!0, !2}
/// !1 = distinct !{}
/// !2 = !{!\"llvm.loop.parallel_accesses\", !1}
/// ";
/// let m = parir_ir::parser::parse_module(src, "f.ll").unwrap();
/// let f = m.global_by_name("f").unwrap();
/// let lp = &parir_exec::parloop::annotated_loops(&m, f)[0];
/// assert_eq!(
///     parir_exec::parloop::explain(&m, f, lp),
///     "loop for.body in @f: parallel
///   claim parallel_accesses: 1 group, covers 1 of 1 memory accesses
///   preheader %entry, exiting %for.body, exit %for.end
///   induction %i = phi [0, %entry], step add 1, next %i.next
///   reduction %s = phi [0, %entry], add: %s.next
///   exit test %done = icmp eq %i.next, %n: leaves the loop when true
/// "
/// );
/// ```
pub fn explain(m: &Module, f: GlobalId, lp: &AnnotatedLoop) -> String {
    let Some(body) = m.body(f) else {
        return format!("{}: not a function definition\n", lp.describe);
    };
    let names = Names::new(m);
    let blocks = parir_ir::printer::block_operand_names(m, f);
    let val = |v: Value| value_text(m, f, body, &names, v);
    let blk = |b: Block| block_text(&blocks, b);
    let mut s = String::new();
    match &lp.plan {
        Ok(_) => {
            let _ = writeln!(s, "{}: parallel", lp.describe);
        }
        Err(why) => {
            let _ = writeln!(s, "{}: sequential: {why}", lp.describe);
        }
    }
    let total = lp
        .claims
        .first()
        .map_or(0, |c| c.covered.len() + c.uncovered.len());
    for c in &lp.claims {
        let n = c.groups.len();
        let _ = writeln!(
            s,
            "  claim {}: {n} group{}, covers {} of {total} memory accesses",
            c.claim,
            if n == 1 { "" } else { "s" },
            c.covered.len(),
        );
    }
    let Ok(plan) = &lp.plan else {
        return s;
    };
    let _ = writeln!(
        s,
        "  preheader {}, exiting {}, exit {}",
        blk(plan.preheader),
        blk(plan.exiting),
        blk(plan.exit)
    );
    for iv in &plan.inductions {
        let step = match iv.step {
            Step::Int(v) => format!("{} {}", if iv.negated { "sub" } else { "add" }, val(v)),
            Step::PtrBytes(v) => format!("{} x {} bytes", val(v), iv.bytes_scale),
        };
        let _ = writeln!(
            s,
            "  induction {} = phi [{}, {}], step {step}, next {}",
            val(Value::Inst(iv.phi)),
            val(iv.start),
            blk(plan.preheader),
            val(Value::Inst(iv.next)),
        );
    }
    for r in &plan.reductions {
        let chain: Vec<String> = r.updates.iter().map(|&u| val(Value::Inst(u))).collect();
        let _ = writeln!(
            s,
            "  reduction {} = phi [{}, {}], {}: {}",
            val(Value::Inst(r.phi)),
            val(r.init),
            blk(plan.preheader),
            r.op.name(),
            chain.join(", ")
        );
    }
    let t = &plan.exit_test;
    let (lhs, rhs) = match &body.insts[t.cmp].kind {
        InstKind::ICmp { lhs, rhs, .. } => (val(*lhs), val(*rhs)),
        _ => (String::new(), String::new()),
    };
    let _ = writeln!(
        s,
        "  exit test {} = icmp {} {lhs}, {rhs}: leaves the loop when {}",
        val(Value::Inst(t.cmp)),
        t.pred.keyword(),
        t.exit_when
    );
    s
}

/// The function-wide context of the analysis.
struct Cx<'a> {
    m: &'a Module,
    f: GlobalId,
    body: &'a Body,
    fl: &'a FunctionLoops,
    /// For `getelementptr` strides; `None` if even the default layout fails to parse.
    dl: Option<DataLayout>,
    /// The printer's numbering, computed on the first message that names a value.
    names: OnceCell<Names<'a>>,
    /// The printer's block names, computed on the first message that names a block.
    block_names: OnceCell<Vec<String>>,
}

/// The loop-wide context: which blocks are in the loop and who uses what inside it.
struct LoopCx {
    in_loop: Vec<bool>,
    /// The users inside the loop of each instruction, once per use, in block order.
    users: HashMap<Inst, Vec<Inst>>,
}

impl LoopCx {
    fn users(&self, i: Inst) -> &[Inst] {
        self.users.get(&i).map_or(&[], |v| v)
    }
}

/// Why a header phi is not a reduction.
enum NotReduction {
    /// The detail, for "(...)" after "is neither an induction nor a recognized reduction".
    Detail(String),
    /// A floating-point step without `reassoc`.
    Rounding(Inst),
}

impl<'a> Cx<'a> {
    fn val(&self, v: Value) -> String {
        let names = self.names.get_or_init(|| Names::new(self.m));
        value_text(self.m, self.f, self.body, names, v)
    }

    fn blk(&self, b: Block) -> String {
        let names = self
            .block_names
            .get_or_init(|| parir_ir::printer::block_operand_names(self.m, self.f));
        block_text(names, b)
    }

    fn block_of(&self, i: Inst) -> Option<Block> {
        self.body.insts.get(i)?;
        self.body.block_of(i)
    }

    /// `load %12 at k.c:7:12`, `store in %for.body`, `call @g at k.c:3:5`.
    fn describe_inst(&self, i: Inst) -> String {
        let d = &self.body.insts[i];
        let mut s = d.kind.opcode_name().to_string();
        if let Some(c) = d.kind.call_data() {
            let _ = write!(s, " {}", self.val(c.callee));
        } else if !self.m.types.is_void(d.ty) {
            let _ = write!(s, " {}", self.val(Value::Inst(i)));
        }
        match &d.kind {
            InstKind::Load { ptr, .. } => {
                let _ = write!(s, " from {}", self.val(*ptr));
            }
            InstKind::Store { ptr, .. }
            | InstKind::AtomicRmw { ptr, .. }
            | InstKind::CmpXchg { ptr, .. } => {
                let _ = write!(s, " to {}", self.val(*ptr));
            }
            _ => {}
        }
        match debug_location(self.m, d) {
            Some(loc) => {
                let _ = write!(s, " at {}", loc_text(&loc));
            }
            None => {
                if let Some(b) = self.block_of(i) {
                    let _ = write!(s, " in {}", self.blk(b));
                }
            }
        }
        s
    }

    fn annotated_loop(&self, l: Loop) -> Option<AnnotatedLoop> {
        let (m, body, fl) = (self.m, self.body, self.fl);
        let id = loop_id(m, self.f, fl, l).ok().flatten()?;
        let attrs = LoopAttributes::from_loop_id(m, id);
        let header = fl.forest.header(l);
        let blocks = fl.forest.blocks(l).to_vec();
        let mut in_loop = vec![false; body.blocks.len()];
        for &b in &blocks {
            if let Some(x) = in_loop.get_mut(b.as_u32() as usize) {
                *x = true;
            }
        }
        let accesses: Vec<Inst> = blocks
            .iter()
            .flat_map(|&b| body.blocks[b].insts.iter().copied())
            .filter(|&i| may_read_or_write_memory(m, &body.insts[i]))
            .collect();
        let claims: Vec<ClaimInfo> = group_attributes(m, &attrs)
            .into_iter()
            .filter_map(|ga| {
                let claim = match ga.kind {
                    GroupAttrKind::ParallelAccesses => Claim::ParallelAccesses,
                    GroupAttrKind::NoDepends => Claim::NoDepends,
                    GroupAttrKind::NoDependsSafelen => Claim::NoDependsSafelen(
                        ga.safelen
                            .map_or(0, |s| s.clamp(0, u32::MAX as i128) as u32),
                    ),
                    GroupAttrKind::SpirvDependencyAccesses => return None,
                };
                let (covered, uncovered) = accesses
                    .iter()
                    .partition(|&&i| self.covers(claim, &ga.groups, id, i));
                Some(ClaimInfo {
                    claim,
                    groups: ga.groups,
                    covered,
                    uncovered,
                })
            })
            .collect();
        if claims.is_empty() {
            return None;
        }
        let mut latches: Vec<Block> = Vec::new();
        for b in fl.forest.latches(&fl.cfg, l) {
            if !latches.contains(&b) {
                latches.push(b);
            }
        }
        let loc = attrs
            .locations()
            .iter()
            .find_map(|r| match r {
                Some(MdRef::Node(n)) => di_location(m, *n),
                _ => None,
            })
            .or_else(|| {
                body.terminator(header)
                    .and_then(|t| debug_location(m, &body.insts[t]))
            });
        let fname = match m.globals[self.f].name() {
            Some(n) => format!("@{n}"),
            None => "an unnamed function".to_string(),
        };
        let hname = self.blk(header);
        let hname = match hname.strip_prefix('%') {
            Some(n) if !n.starts_with(|c: char| c.is_ascii_digit()) => n.to_string(),
            _ => hname,
        };
        let mut describe = format!("loop {hname} in {fname}");
        if let Some(loc) = &loc {
            let _ = write!(describe, " ({})", loc_text(loc));
        }
        let lcx = LoopCx {
            users: self.users_in_loop(&blocks),
            in_loop,
        };
        let plan = self.plan(l, &claims, &latches, &lcx);
        Some(AnnotatedLoop {
            header,
            latches,
            blocks,
            depth: fl.forest.depth(l),
            claims,
            plan,
            describe,
            in_loop: lcx.in_loop,
        })
    }

    /// Whether access `i` is covered by a claim naming `groups` (of the loop with LoopID `id`).
    fn covers(&self, claim: Claim, groups: &[MdNode], id: MdNode, i: Inst) -> bool {
        let d = &self.body.insts[i];
        if access_groups(self.m, d).iter().any(|g| groups.contains(g)) {
            return true;
        }
        // LLVM's legacy form, which isAnnotatedParallel still accepts.
        claim == Claim::ParallelAccesses
            && self
                .m
                .md
                .find_kind("llvm.mem.parallel_loop_access")
                .and_then(|k| d.md.iter().find(|(x, _)| *x == k))
                .is_some_and(|(_, list)| {
                    self.m
                        .md
                        .tuple_ops(self.m.md.canonical(*list))
                        .iter()
                        .any(|o| matches!(o, Some(MdRef::Node(n)) if self.m.md.canonical(*n) == id))
                })
    }

    fn users_in_loop(&self, blocks: &[Block]) -> HashMap<Inst, Vec<Inst>> {
        let mut users: HashMap<Inst, Vec<Inst>> = HashMap::default();
        for &b in blocks {
            for &u in &self.body.blocks[b].insts {
                self.body.insts[u].kind.for_each_operand(|v| {
                    if let Value::Inst(d) = v {
                        users.entry(d).or_default().push(u);
                    }
                });
            }
        }
        users
    }

    fn plan(
        &self,
        l: Loop,
        claims: &[ClaimInfo],
        latches: &[Block],
        lcx: &LoopCx,
    ) -> Result<ParallelPlan, String> {
        let (body, fl) = (self.body, self.fl);
        let cfg = &fl.cfg;
        let header = fl.forest.header(l);
        let inside = |b: Block| lcx.in_loop.get(b.as_u32() as usize) == Some(&true);

        // 1. A claim that makes the iterations independent and covers every access.
        self.check_claims(claims)?;

        // 2. The preheader.
        let outside: Vec<Block> = dedup(
            cfg.predecessors(header)
                .iter()
                .copied()
                .filter(|&p| !inside(p)),
        );
        let preheader = match outside.as_slice() {
            [] => {
                return Err(format!(
                    "the loop has no preheader: its header {} has no predecessor outside the loop",
                    self.blk(header)
                ))
            }
            [p] => *p,
            ps => {
                return Err(format!(
                    "the loop has no preheader: its header {} has {} predecessors outside the loop ({})",
                    self.blk(header),
                    ps.len(),
                    self.blocks_text(ps)
                ))
            }
        };
        let pre_term = body.terminator(preheader).map(|t| &body.insts[t].kind);
        if pre_term != Some(&InstKind::Br(header)) {
            return Err(format!(
                "the loop has no preheader: {}, the header's only predecessor outside the loop, does not end in an unconditional branch to it",
                self.blk(preheader)
            ));
        }

        // 3. One latch, with one edge to the header.
        let latch = match latches {
            [b] => *b,
            bs => {
                return Err(format!(
                    "the loop has {} latches ({})",
                    bs.len(),
                    self.blocks_text(bs)
                ))
            }
        };
        if fl.forest.latch(cfg, l).is_none() {
            return Err(format!(
                "the latch {} branches to the header {} twice",
                self.blk(latch),
                self.blk(header)
            ));
        }

        // 4. One exiting block, the header or the latch, ending in a conditional branch.
        let exiting_blocks: Vec<Block> = fl
            .forest
            .blocks(l)
            .iter()
            .copied()
            .filter(|&b| cfg.successors(b).iter().any(|&s| !inside(s)))
            .collect();
        let exiting = match exiting_blocks.as_slice() {
            [] => return Err("the loop has no exit: it never ends by its own control flow".into()),
            [b] => *b,
            bs => {
                return Err(format!(
                    "the loop has {} exiting blocks ({})",
                    bs.len(),
                    self.blocks_text(bs)
                ))
            }
        };
        if exiting != header && exiting != latch {
            return Err(format!(
                "the loop's only exiting block {} is neither its header nor its latch",
                self.blk(exiting)
            ));
        }
        let term = body.terminator(exiting);
        let Some((cond, then_dest, else_dest)) = term.and_then(|t| match &body.insts[t].kind {
            InstKind::CondBr {
                cond,
                then_dest,
                else_dest,
            } => Some((*cond, *then_dest, *else_dest)),
            _ => None,
        }) else {
            let what = term.map_or("no terminator", |t| body.insts[t].kind.opcode_name());
            return Err(format!(
                "the exiting block {} ends in {what}, not in a conditional branch",
                self.blk(exiting)
            ));
        };
        let (exit, exit_when) = match (inside(then_dest), inside(else_dest)) {
            (false, true) => (then_dest, true),
            (true, false) => (else_dest, false),
            _ => {
                return Err(format!(
                    "both successors of the exiting block {} are outside the loop",
                    self.blk(exiting)
                ))
            }
        };

        // 5. Header phis: inductions and reductions.
        let mut inductions = Vec::new();
        let mut reductions = Vec::new();
        for &p in &body.blocks[header].insts {
            let InstKind::Phi { incoming, .. } = &body.insts[p].kind else {
                break;
            };
            let from = |b: Block| incoming.iter().find(|(_, x)| *x == b).map(|(v, _)| *v);
            let (Some(start), Some(back)) = (from(preheader), from(latch)) else {
                return Err(format!(
                    "header phi {} has no incoming value from {}",
                    self.val(Value::Inst(p)),
                    self.blk(if from(preheader).is_none() {
                        preheader
                    } else {
                        latch
                    })
                ));
            };
            let not_iv = match self.induction(p, start, back, lcx) {
                Ok(iv) => {
                    inductions.push(iv);
                    continue;
                }
                Err(why) => why,
            };
            match self.reduction(p, back, lcx) {
                Ok((op, updates)) => reductions.push(Reduction {
                    phi: p,
                    init: start,
                    op,
                    updates,
                }),
                Err(NotReduction::Rounding(u)) => {
                    return Err(format!(
                        "header phi {} is a floating-point reduction whose update {} lacks the reassoc fast-math flag: combining partial results in parallel would change the rounding",
                        self.val(Value::Inst(p)),
                        self.val(Value::Inst(u))
                    ))
                }
                Err(NotReduction::Detail(d)) => {
                    let p = self.val(Value::Inst(p));
                    return Err(match not_iv {
                        Some(why) => format!(
                            "header phi {p} is neither an induction ({why}) nor a recognized reduction ({d})"
                        ),
                        None => format!(
                            "header phi {p} is neither an induction nor a recognized reduction ({d})"
                        ),
                    });
                }
            }
        }

        // The exit test.
        let exit_test = self.exit_test(exiting, cond, exit_when, &inductions, lcx)?;

        // 6. Nothing else computed in the loop is used after it.

        Ok(ParallelPlan {
            preheader,
            exiting,
            exit,
            inductions,
            reductions,
            exit_test,
        })
    }

    fn check_claims(&self, claims: &[ClaimInfo]) -> Result<(), String> {
        if claims
            .iter()
            .any(|c| c.claim.is_full() && c.uncovered.is_empty())
        {
            return Ok(());
        }
        let full: Vec<&ClaimInfo> = claims.iter().filter(|c| c.claim.is_full()).collect();
        let Some(best) = full.iter().max_by_key(|c| c.covered.len()) else {
            let lens: Vec<String> = claims
                .iter()
                .filter_map(|c| match c.claim {
                    Claim::NoDependsSafelen(s) => Some(s.to_string()),
                    _ => None,
                })
                .collect();
            return Err(match lens.as_slice() {
                [s] => {
                    format!("only a safelen({s}) claim: iterations may not run fully in parallel")
                }
                _ => format!(
                    "only safelen claims (safelen {}): iterations may not run fully in parallel",
                    lens.join(", ")
                ),
            });
        };
        const SHOWN: usize = 3;
        let mut list: Vec<String> = best
            .uncovered
            .iter()
            .take(SHOWN)
            .map(|&i| self.describe_inst(i))
            .collect();
        if best.uncovered.len() > SHOWN {
            list.push(format!("and {} more", best.uncovered.len() - SHOWN));
        }
        Err(format!(
            "{} covers {} of {} memory accesses of the loop; not covered: {}",
            best.claim,
            best.covered.len(),
            best.covered.len() + best.uncovered.len(),
            list.join(", ")
        ))
    }

    /// `phi` as an induction: its latch value `back` is `add`/`sub`/`getelementptr` of the
    /// phi and a loop-invariant step. The error says why a value of that shape is not one
    /// (`None` when the latch value has another shape).
    fn induction(
        &self,
        phi: Inst,
        start: Value,
        back: Value,
        lcx: &LoopCx,
    ) -> Result<Induction, Option<String>> {
        let Value::Inst(next) = back else {
            return Err(None);
        };
        if invariant_in(self.body, &lcx.in_loop, back) {
            return Err(None);
        }
        let inv = |v: Value| invariant_in(self.body, &lcx.in_loop, v);
        let me = Value::Inst(phi);
        let variant = |step: Value| {
            Some(format!(
                "its step {} is computed inside the loop",
                self.val(step)
            ))
        };
        let iv = |step, negated, bytes_scale| Induction {
            phi,
            start,
            step,
            next,
            negated,
            bytes_scale,
        };
        match &self.body.insts[next].kind {
            InstKind::Binary {
                op: BinOp::Add,
                lhs,
                rhs,
                ..
            } if *lhs == me || *rhs == me => {
                let step = if *lhs == me { *rhs } else { *lhs };
                if step == me {
                    return Err(None);
                }
                if !inv(step) {
                    return Err(variant(step));
                }
                Ok(iv(Step::Int(step), false, 1))
            }
            InstKind::Binary {
                op: BinOp::Sub,
                lhs,
                rhs,
                ..
            } if *lhs == me && *rhs != me => {
                if !inv(*rhs) {
                    return Err(variant(*rhs));
                }
                Ok(iv(Step::Int(*rhs), true, 1))
            }
            InstKind::GetElementPtr {
                src_ty,
                ptr,
                indices,
                ..
            } if *ptr == me => {
                let [index] = indices.as_slice() else {
                    return Err(Some(format!(
                        "its getelementptr {} has {} indices, not one",
                        self.val(back),
                        indices.len()
                    )));
                };
                if !inv(*index) {
                    return Err(variant(*index));
                }
                let ts = &self.m.types;
                let size = (ts.is_sized(*src_ty) && !ts.contains_scalable(*src_ty))
                    .then(|| self.dl.as_ref().map(|dl| dl.alloc_size(ts, *src_ty)))
                    .flatten()
                    .and_then(|s| i64::try_from(s).ok())
                    .filter(|&s| s > 0);
                let Some(scale) = size else {
                    return Err(Some(format!(
                        "the element type of {} has no fixed size",
                        self.val(back)
                    )));
                };
                Ok(iv(Step::PtrBytes(*index), false, scale))
            }
            _ => Err(None),
        }
    }

    /// `phi` as a reduction: follows its single in-loop use through a chain of one
    /// associative operation until the latch value `back`.
    fn reduction(
        &self,
        phi: Inst,
        back: Value,
        lcx: &LoopCx,
    ) -> Result<(RedOp, Vec<Inst>), NotReduction> {
        let detail = |s: String| Err(NotReduction::Detail(s));
        let mut cur = phi;
        let mut op: Option<(RedOp, Inst)> = None;
        let mut updates: Vec<Inst> = Vec::new();
        loop {
            // What the messages call the running value.
            let subject = if cur == phi {
                "it".to_string()
            } else {
                format!("its partial result {}", self.val(Value::Inst(cur)))
            };
            let users: Vec<Inst> = if cur == phi {
                lcx.users(cur).to_vec()
            } else {
                // The header phi reads the latch value; that is the chain closing.
                lcx.users(cur)
                    .iter()
                    .copied()
                    .filter(|&u| u != phi)
                    .collect()
            };
            if cur != phi && Value::Inst(cur) == back {
                return match users.first() {
                    None => Ok((op.map_or(RedOp::Add, |o| o.0), updates)),
                    Some(&u) => detail(format!(
                        "{subject} is also read by {} inside the loop",
                        self.val_or_inst(u)
                    )),
                };
            }
            if users.is_empty() {
                return detail(if cur == phi {
                    format!(
                        "it is not used inside the loop, and its latch value {} is not computed from it",
                        self.val(back)
                    )
                } else {
                    format!("{subject} never reaches its latch value {}", self.val(back))
                });
            }
            let (step_op, next, consumed) = self.reduction_step(cur, &users, &subject, lcx)?;
            if let Some((prev, first)) = op {
                if prev != step_op {
                    return detail(format!(
                        "it is updated by {} ({}) and by {} ({}), two different operations",
                        self.val(Value::Inst(first)),
                        prev.name(),
                        self.val(Value::Inst(consumed[0])),
                        step_op.name()
                    ));
                }
            } else {
                op = Some((step_op, consumed[0]));
            }
            updates.extend_from_slice(&consumed);
            cur = next;
            // SSA chains without phis cannot cycle; this only bounds malformed input.
            if updates.len() > self.body.insts.len() {
                return detail("its update chain does not end".into());
            }
        }
    }

    /// One step of a reduction chain from `cur` (called `subject` in messages), whose
    /// in-loop users are `users` (once per use, not empty): the operation, the new running
    /// value, and the instructions of the step.
    fn reduction_step(
        &self,
        cur: Inst,
        users: &[Inst],
        subject: &str,
        lcx: &LoopCx,
    ) -> Result<(RedOp, Inst, Vec<Inst>), NotReduction> {
        let body = self.body;
        let me = Value::Inst(cur);
        let detail = |s: String| Err(NotReduction::Detail(s));
        match users {
            [u] => {
                let u = *u;
                if let InstKind::Binary { op, flags, lhs, .. } = &body.insts[u].kind {
                    let red = match op {
                        BinOp::Add => Some(RedOp::Add),
                        BinOp::Sub if *lhs == me => Some(RedOp::Add),
                        BinOp::Mul => Some(RedOp::Mul),
                        BinOp::And => Some(RedOp::And),
                        BinOp::Or => Some(RedOp::Or),
                        BinOp::Xor => Some(RedOp::Xor),
                        BinOp::FAdd => Some(RedOp::FAdd),
                        BinOp::FSub if *lhs == me => Some(RedOp::FAdd),
                        BinOp::FMul => Some(RedOp::FMul),
                        _ => None,
                    };
                    let Some(red) = red else {
                        return detail(format!(
                            "{subject} is updated by {}, a {} with the running value on the {}, which is not an associative reduction",
                            self.val(Value::Inst(u)),
                            op.keyword(),
                            if *lhs == me { "left" } else { "right" }
                        ));
                    };
                    if op.is_fp() && !flags.has(Flags::FAST_REASSOC) {
                        return Err(NotReduction::Rounding(u));
                    }
                    return Ok((red, u, vec![u]));
                }
                if let Some(red) = self.minmax_call(u, me) {
                    return Ok((red, u, vec![u]));
                }
                detail(format!(
                    "{subject} is read by {} inside the loop",
                    self.val_or_inst(u)
                ))
            }
            [a, b] if a != b => {
                // min/max as compare + select.
                let (cmp, sel) = match (&body.insts[*a].kind, &body.insts[*b].kind) {
                    (InstKind::Select { .. }, _) => (*b, *a),
                    _ => (*a, *b),
                };
                match self.minmax_select(cmp, sel, me, lcx) {
                    Some(red) => Ok((red, sel, vec![cmp, sel])),
                    None => detail(format!(
                        "{subject} is read by {} and by {} inside the loop",
                        self.val_or_inst(*a),
                        self.val_or_inst(*b)
                    )),
                }
            }
            _ => detail(format!(
                "{subject} is read {} times inside the loop, first by {}",
                users.len(),
                users
                    .first()
                    .map_or(String::new(), |&a| self.val_or_inst(a))
            )),
        }
    }

    /// `llvm.{s,u}{min,max}` / `llvm.minnum` / `llvm.maxnum` of `me` and another value.
    fn minmax_call(&self, u: Inst, me: Value) -> Option<RedOp> {
        let InstKind::Call(c) = &self.body.insts[u].kind else {
            return None;
        };
        let Value::Const(k) = c.callee else {
            return None;
        };
        let ConstData::Global(g) = self.m.consts.get(k).data else {
            return None;
        };
        let name = self.m.globals[g].name()?;
        let base = name.strip_prefix("llvm.")?.split('.').next()?;
        let op = match base {
            "smin" => RedOp::SMin,
            "smax" => RedOp::SMax,
            "umin" => RedOp::UMin,
            "umax" => RedOp::UMax,
            "minnum" => RedOp::FMin,
            "maxnum" => RedOp::FMax,
            _ => return None,
        };
        match c.args.as_slice() {
            [x, y] if (*x == me) != (*y == me) => Some(op),
            _ => None,
        }
    }

    /// `%c = icmp/fcmp pred ...; %s = select %c, ...` choosing the smaller or larger of
    /// `me` and one other value.
    fn minmax_select(&self, cmp: Inst, sel: Inst, me: Value, lcx: &LoopCx) -> Option<RedOp> {
        let body = self.body;
        let InstKind::Select {
            cond,
            then_val,
            else_val,
            flags: sel_flags,
        } = &body.insts[sel].kind
        else {
            return None;
        };
        if *cond != Value::Inst(cmp) || lcx.users(cmp) != [sel] {
            return None;
        }
        let other = if *then_val == me && *else_val != me {
            *else_val
        } else if *else_val == me && *then_val != me {
            *then_val
        } else {
            return None;
        };
        // (cmp on me-vs-other is "less than", signed/unsigned/float)
        let (less, kind, lhs, rhs) = match &body.insts[cmp].kind {
            InstKind::ICmp { pred, lhs, rhs } => {
                use IntPredicate::*;
                let (less, signed) = match pred {
                    Slt | Sle => (true, 's'),
                    Sgt | Sge => (false, 's'),
                    Ult | Ule => (true, 'u'),
                    Ugt | Uge => (false, 'u'),
                    Eq | Ne => return None,
                };
                (less, signed, *lhs, *rhs)
            }
            InstKind::FCmp {
                pred,
                flags,
                lhs,
                rhs,
            } => {
                use FloatPredicate::*;
                let fast = |f: &Flags| f.has(Flags::FAST_NNAN) && f.has(Flags::FAST_NSZ);
                if !fast(flags) && !fast(sel_flags) {
                    return None;
                }
                let less = match pred {
                    Olt | Ole | Ult | Ule => true,
                    Ogt | Oge | Ugt | Uge => false,
                    _ => return None,
                };
                (less, 'f', *lhs, *rhs)
            }
            _ => return None,
        };
        // Normalize to "me PRED other".
        let less = if lhs == me && rhs == other {
            less
        } else if lhs == other && rhs == me {
            !less
        } else {
            return None;
        };
        // The select keeps `me` when "me < other" holds (then_val == me) → min.
        let min = less == (*then_val == me);
        Some(match (kind, min) {
            ('s', true) => RedOp::SMin,
            ('s', false) => RedOp::SMax,
            ('u', true) => RedOp::UMin,
            ('u', false) => RedOp::UMax,
            (_, true) => RedOp::FMin,
            (_, false) => RedOp::FMax,
        })
    }

    fn exit_test(
        &self,
        exiting: Block,
        cond: Value,
        exit_when: bool,
        inductions: &[Induction],
        lcx: &LoopCx,
    ) -> Result<ExitTest, String> {
        let body = self.body;
        let Value::Inst(cmp) = cond else {
            return Err(format!(
                "the exit branch of {} is on {}, not on an icmp",
                self.blk(exiting),
                self.val(cond)
            ));
        };
        let InstKind::ICmp { pred, lhs, rhs } = &body.insts[cmp].kind else {
            return Err(format!(
                "the exit branch of {} is on {}, a {}, not on an icmp",
                self.blk(exiting),
                self.val(cond),
                body.insts[cmp].kind.opcode_name()
            ));
        };
        let find = |v: Value| {
            inductions.iter().enumerate().find_map(|(k, iv)| {
                if v == Value::Inst(iv.phi) {
                    Some((k, false))
                } else if v == Value::Inst(iv.next) {
                    Some((k, true))
                } else {
                    None
                }
            })
        };
        let inv = |v: Value| invariant_in(body, &lcx.in_loop, v);
        let (iv, iv_is_next, iv_on_lhs, bound) = match (find(*lhs), find(*rhs)) {
            (Some((k, n)), _) if inv(*rhs) => (k, n, true, *rhs),
            (_, Some((k, n))) if inv(*lhs) => (k, n, false, *lhs),
            (Some(_), _) | (_, Some(_)) => {
                let bound = if find(*lhs).is_some() { *rhs } else { *lhs };
                let where_ = match bound {
                    Value::Inst(i) => self
                        .block_of(i)
                        .map(|b| format!(" (in {})", self.blk(b)))
                        .unwrap_or_default(),
                    _ => String::new(),
                };
                return Err(format!(
                    "the exit condition {} compares against {}, which is not loop-invariant: it is computed inside the loop{where_}",
                    self.val(cond),
                    self.val(bound)
                ));
            }
            (None, None) => {
                return Err(format!(
                    "the exit condition {} compares {} and {}, neither of which is an induction variable of the loop",
                    self.val(cond),
                    self.val(*lhs),
                    self.val(*rhs)
                ))
            }
        };
        Ok(ExitTest {
            cmp,
            pred: *pred,
            iv,
            iv_is_next,
            iv_on_lhs,
            bound,
            exit_when,
        })
    }

    /// `%x` for an instruction with a result, else its description.
    fn val_or_inst(&self, i: Inst) -> String {
        if self.m.types.is_void(self.body.insts[i].ty) {
            format!("the {}", self.describe_inst(i))
        } else {
            self.val(Value::Inst(i))
        }
    }

    fn blocks_text(&self, bs: &[Block]) -> String {
        bs.iter()
            .map(|&b| self.blk(b))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

fn dedup(it: impl Iterator<Item = Block>) -> Vec<Block> {
    let mut out: Vec<Block> = Vec::new();
    for b in it {
        if !out.contains(&b) {
            out.push(b);
        }
    }
    out
}

fn loc_text(loc: &SourceLoc) -> String {
    format!("{}:{}:{}", loc.file, loc.line, loc.column)
}

fn block_text(names: &[String], b: Block) -> String {
    names
        .get(b.as_u32() as usize)
        .cloned()
        .unwrap_or_else(|| format!("{b}"))
}

/// A value as the printer writes it, without its type: `%x`, `%7`, `@g`, `42`.
fn value_text(m: &Module, f: GlobalId, body: &Body, names: &Names, v: Value) -> String {
    let typed = names.value_to_string(Some(f), v);
    let ty: Option<Type> = match v {
        Value::Inst(i) => body.insts.get(i).map(|d| d.ty),
        Value::Arg(k) => m.globals[f]
            .as_func()
            .and_then(|func| m.types.fn_sig(func.ty))
            .and_then(|(_, params, _)| params.get(k as usize).copied()),
        Value::Const(c) => Some(m.consts.ty(c)),
        _ => None,
    };
    match ty {
        Some(t) => {
            let prefix = format!("{} ", names.type_to_string(t));
            typed
                .strip_prefix(&prefix)
                .map(str::to_string)
                .unwrap_or(typed)
        }
        None => typed,
    }
}
