//! The one model of parallelism claims (DESIGN.md, "One model of parallelism claims").
//!
//! Every annotation system says a few things in its own words: *these iterations may run in
//! any order or at once*; *these accesses do not depend on each other across iterations
//! (below a distance S)*. This module keeps those statements in one form, per function:
//!
//! - [`ClaimedLoop`]: a loop with one or more [`ClaimInfo`]s, each a [`Claim`] and the memory
//!   accesses of the loop it covers (and those it does not);
//! - [`scalars`]: what the loop's header phis carry from one iteration to the next —
//!   inductions and reductions, which parallel execution can reconstruct or combine, and
//!   the other values, which are loop-carried scalar dependences ([`scalars::Carried`]);
//! - [`check`]: the lints that read the model (`parir check`);
//! - [`print`](mod@print): `print<parallel-claims>`, the model as text (`parir analyze`).
//!
//! A system *recognizes* its IR form into the model; `parir run --parallel`, `parir sanitize`
//! and `parir check` read only the model. The forms recognized today are LLVM loop metadata:
//! `llvm.loop.parallel_accesses` (LLVM's own, and what `PARIR_PARALLEL_LOOP()` lowers to)
//! and `llvm.loop.no_depends` / `llvm.loop.no_depends_safelen` (the ivdep seed, "LLVM
//! Metadata changes"); and the parallel loop directives of directive regions
//! ([`crate::directives`]: `DIR.OMP.PARALLEL.LOOP`, `DIR.OMP.LOOP`, `DIR.OMP.SIMD`, ...,
//! [`Claim::Directive`]) on the outermost loop their region encloses. A directive's claim
//! covers every access of the loop except those to the variables its clauses privatize,
//! reduce or use for loop control (`PRIVATE`, `FIRSTPRIVATE`, `LASTPRIVATE`, `LINEAR`,
//! `REDUCTION.*`, `NORMALIZED.IV/UB`): those are [`ClaimInfo::private`] and their accesses
//! [`ClaimInfo::privatized`], per-thread copies rather than shared memory, so they neither
//! break nor need the independence claim. Whether the executor can make those copies is its
//! own decision ([`Privatized`] gives what it needs); accesses inside `CRITICAL`/`ATOMIC`
//! regions are [`ClaimInfo::synchronized`]. A loop whose iterations each detach a task in
//! the LLVMPar RFC's Tapir marker form (`detach_task` … `reattach_task`, as `cilk_for` is
//! lowered) is claimed by `Claim::Directive(LoopConstruct::DetachTask)`, covering the tasks' accesses.
//! A loop whose iterations are sections of a CSA parallel region (csa-memorder's
//! [`crate::csa::memorder::MemOrder::parallel_loops`]: a `parallel_loop` as CLIE expands it)
//! is claimed by `Claim::Directive(LoopConstruct::CsaSections)`, covering the accesses in those sections.
//! The other parallel constructs (teams, sections, single, tasks, ...) are
//! [`constructs`]; Tapir's spawns, task ends and syncs, in both forms, are [`spawns`]. The
//! SPIR-V-friendly `spirv.loop.dependency_accesses` is not a claim here:
//! `ivdep-from-spirv-friendly` turns it back first.
//!
//! # Coverage
//!
//! A claim speaks about the accesses in the access groups it names. As LLVM 19's
//! `Loop::isAnnotatedParallel` does for `parallel_accesses`, every instruction of the loop
//! (nested loops included) that may read or write memory (LLVM's `mayReadOrWriteMemory`:
//! loads, stores, atomics, fences, `va_arg`, and calls that are not `memory(none)` — debug
//! intrinsics and pure intrinsics such as `llvm.smin` are not accesses, lifetime markers and
//! `llvm.assume` are) is covered when its `!llvm.access.group` (one group or a list) names
//! one of the claim's groups; for `parallel_accesses` the legacy
//! `!llvm.mem.parallel_loop_access` list naming the loop's LoopID also counts, as in LLVM.
//!
//! # Which claims speak about scalars
//!
//! A claim that covers only some accesses (`PARIR_IVDEP_ARRAY(a)`) speaks about those
//! arrays. A claim that makes the iterations independent ([`Claim::is_full`]) and covers
//! every access of the loop ([`ClaimedLoop::fully_parallel`]) says the iterations are fully
//! parallel: a value a header phi carries from one iteration to the next, other than an
//! induction or a reduction parir can combine, makes that claim false even when the
//! compiler has moved the dependence out of memory into a register (clang-19 -O1 and above
//! keep `M[j] += M[j - 1]`'s previous value in a phi). [`check`] reports such phis and the
//! sanitizer reports them as dependences of distance 1.
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
//! let loops = parir_annot::claims::claimed_loops(&m, f);
//! assert_eq!(loops[0].describe, "loop for.body in @f");
//! assert_eq!(loops[0].claims[0].claim, parir_annot::claims::Claim::ParallelAccesses);
//! assert!(loops[0].fully_parallel().is_some());
//! ```

pub mod check;
pub mod constructs;
pub mod names;
pub mod print;
pub mod scalars;
pub mod slots;
pub mod spawns;

use crate::diag::{debug_location, di_location, SourceLoc};
use names::{loc_text, Namer};
use parir_analysis::access_groups::{group_attributes, GroupAttrKind};
use parir_analysis::loop_attrs::{loop_id, LoopAttributes};
use parir_analysis::loops::{FunctionLoops, Loop};
use parir_analysis::memory::may_read_or_write_memory;
use parir_ir::metadata::{MdNode, MdRef};
use parir_ir::{Block, Body, GlobalId, Inst, Module, Value};
use std::fmt::Write as _;

/// The construct whose claim a loop carries when the claim is not loop metadata: a loop
/// directive, a `cilk_for` (Tapir's `detach`, or the RFC's `detach_task` marker), or a CSA
/// region whose sections are the loop's iterations.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum LoopConstruct {
    /// A loop directive of a directive region (`DIR.OMP.PARALLEL.LOOP`, `DIR.OMP.SIMD`, ...).
    Omp(crate::directives::build::OmpDirective),
    /// Tapir's `detach` in each iteration.
    Detach,
    /// The RFC's `detach_task` marker in each iteration.
    DetachTask,
    /// A CSA parallel region whose sections are the iterations ([`CSA_SECTIONS`]).
    CsaSections,
}

impl LoopConstruct {
    /// The construct's tag: the directive, `detach`, `detach_task` or [`CSA_SECTIONS`].
    pub fn tag(self) -> &'static str {
        match self {
            LoopConstruct::Omp(d) => d.tag(),
            LoopConstruct::Detach => "detach",
            LoopConstruct::DetachTask => "detach_task",
            LoopConstruct::CsaSections => CSA_SECTIONS,
        }
    }

    /// The construct of tag `tag`, if it is one.
    pub fn of_tag(tag: &str) -> Option<LoopConstruct> {
        match tag {
            "detach" => Some(LoopConstruct::Detach),
            "detach_task" => Some(LoopConstruct::DetachTask),
            CSA_SECTIONS => Some(LoopConstruct::CsaSections),
            _ => crate::directives::build::OmpDirective::ALL
                .iter()
                .find(|d| d.tag() == tag)
                .map(|&d| LoopConstruct::Omp(d)),
        }
    }

    /// Whether the iterations are the tasks of a `cilk_for`.
    pub fn is_task_loop(self) -> bool {
        matches!(self, LoopConstruct::Detach | LoopConstruct::DetachTask)
    }
}

/// What a claim says about the iterations of a loop.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Claim {
    /// `llvm.loop.parallel_accesses`: no loop-carried dependences between the accesses.
    ParallelAccesses,
    /// `llvm.loop.no_depends`: no loop-carried memory data dependences.
    NoDepends,
    /// `llvm.loop.no_depends_safelen` with its safelen `S`: dependences only at distance ≥ S.
    /// A missing or negative safelen reads as 0, one above `u32::MAX` as `u32::MAX`.
    NoDependsSafelen(u32),
    /// A loop directive of a directive region (`DIR.OMP.PARALLEL.LOOP`, `DIR.OMP.SIMD`, ...;
    /// see [`crate::directives`]): the iterations of the loop the region encloses are
    /// independent, apart from the variables its clauses privatize or reduce.
    Directive(LoopConstruct),
    /// A loop directive with `QUAL.OMP.SAFELEN(S)` (OpenMP's `simd safelen(S)`): at most `S`
    /// consecutive iterations may run at once, so dependences at a distance below `S` break
    /// it and those at `S` or more do not.
    DirectiveSafelen(LoopConstruct, u32),
}

impl Claim {
    /// Whether the claim is a worksharing loop's (`DIR.OMP.LOOP`, `DIR.OMP.PARALLEL.LOOP`,
    /// `DIR.OMP.GENERICLOOP`): a team's threads share its iterations, so what races between
    /// them is a race between threads, which a race detector over the team's threads sees
    /// with the locks and synchronization they hold, iteration by iteration.
    pub fn shared_by_team(self) -> bool {
        use crate::directives::build::OmpDirective as D;
        matches!(
            self,
            Claim::Directive(LoopConstruct::Omp(
                D::Loop | D::ParallelLoop | D::GenericLoop
            )) | Claim::DirectiveSafelen(
                LoopConstruct::Omp(D::Loop | D::ParallelLoop | D::GenericLoop),
                _
            )
        )
    }

    /// The attribute's name without the `llvm.loop.` prefix, as messages show it.
    pub fn name(self) -> &'static str {
        match self {
            Claim::ParallelAccesses => "parallel_accesses",
            Claim::NoDepends => "no_depends",
            Claim::NoDependsSafelen(_) => "no_depends_safelen",
            Claim::Directive(c) | Claim::DirectiveSafelen(c, _) => c.tag(),
        }
    }

    /// The loop attribute that states the claim (for a directive: its tag on the region
    /// entry).
    pub fn attribute(self) -> &'static str {
        match self {
            Claim::ParallelAccesses => "llvm.loop.parallel_accesses",
            Claim::NoDepends => "llvm.loop.no_depends",
            Claim::NoDependsSafelen(_) => "llvm.loop.no_depends_safelen",
            Claim::Directive(c) | Claim::DirectiveSafelen(c, _) => c.tag(),
        }
    }

    /// Dependences at a distance below this violate the claim (`u64::MAX`: every one).
    pub fn min_distance(self) -> u64 {
        match self {
            Claim::NoDependsSafelen(s) | Claim::DirectiveSafelen(_, s) => s as u64,
            _ => u64::MAX,
        }
    }

    /// Whether the claim, covering every access, makes the iterations independent.
    pub fn is_full(self) -> bool {
        !matches!(
            self,
            Claim::NoDependsSafelen(_) | Claim::DirectiveSafelen(..)
        )
    }
}

impl std::fmt::Display for Claim {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Claim::NoDependsSafelen(s) => write!(f, "no_depends_safelen({s})"),
            Claim::DirectiveSafelen(c, s) => write!(f, "{} SAFELEN({s})", c.tag()),
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
    /// The memory-accessing instructions of the loop that do not (nor access a variable
    /// the claim privatizes).
    pub uncovered: Vec<Inst>,
    /// The variables the claim gives each thread its own copy of (a directive's
    /// `PRIVATE`, `FIRSTPRIVATE`, `LASTPRIVATE`, `REDUCTION.*`, `LINEAR` and loop-control
    /// clauses); empty for loop metadata.
    pub private: Vec<Privatized>,
    /// The memory-accessing instructions of the loop that access those variables: neither
    /// covered (the claim does not say they are independent) nor uncovered (the claim makes
    /// them per-thread).
    pub privatized: Vec<Inst>,
    /// The memory-accessing instructions of the loop inside a `critical` or `atomic`
    /// region of a directive's loop: mutually exclusive, so neither covered nor uncovered.
    pub synchronized: Vec<Inst>,
}

impl ClaimInfo {
    /// The memory accesses of the loop, all told.
    pub fn accesses(&self) -> usize {
        self.covered.len() + self.uncovered.len() + self.privatized.len() + self.synchronized.len()
    }
}

/// What a clause does with a variable when the construct runs on several threads (OpenMP
/// 5.2, "Data-Sharing Attribute Clauses" and "Reduction Clauses").
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PrivateKind {
    /// `private`: each thread a new, uninitialized copy.
    Private,
    /// `firstprivate`: each thread a copy initialized from the variable.
    FirstPrivate,
    /// `lastprivate`: each thread a copy; the variable gets the value of the sequentially
    /// last iteration.
    LastPrivate,
    /// `reduction(op: x)`: each thread a copy initialized to the operation's identity; the
    /// copies are combined into the variable at the end.
    Reduction(ReductionOp),
    /// `linear(x: step)`: each iteration's copy is the variable plus the iteration number
    /// times the step.
    Linear,
    /// `NORMALIZED.IV`/`NORMALIZED.UB`: the loop's own control variables.
    LoopControl,
}

impl PrivateKind {
    /// The kind a clause (its tag without modifiers) gives its variables, if it privatizes.
    pub fn of_clause(base: &str, modifiers: &[String]) -> Option<PrivateKind> {
        Some(match base {
            "QUAL.OMP.PRIVATE" => PrivateKind::Private,
            "QUAL.OMP.FIRSTPRIVATE" => PrivateKind::FirstPrivate,
            "QUAL.OMP.LASTPRIVATE" => PrivateKind::LastPrivate,
            "QUAL.OMP.LINEAR" => PrivateKind::Linear,
            "QUAL.OMP.NORMALIZED.IV" | "QUAL.OMP.NORMALIZED.UB" => PrivateKind::LoopControl,
            _ => {
                let op = base.strip_prefix("QUAL.OMP.REDUCTION.")?;
                let unsigned = modifiers.iter().any(|m| m == "UNSIGNED");
                PrivateKind::Reduction(match op {
                    // OpenMP combines `-` partial results with `+`.
                    "ADD" | "SUB" => ReductionOp::Add,
                    "MUL" => ReductionOp::Mul,
                    "MAX" => ReductionOp::Max { unsigned },
                    "MIN" => ReductionOp::Min { unsigned },
                    "BAND" => ReductionOp::BitAnd,
                    "BOR" => ReductionOp::BitOr,
                    "BXOR" => ReductionOp::BitXor,
                    "AND" => ReductionOp::LogAnd,
                    "OR" => ReductionOp::LogOr,
                    _ => return None,
                })
            }
        })
    }
}

/// The operation of a reduction clause. On floating-point variables `Add`, `Mul`, `Min` and
/// `Max` are the floating-point operations; the bitwise ones apply to integers only.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ReductionOp {
    Add,
    Mul,
    /// Integers compare signed unless the clause has the `UNSIGNED` modifier.
    Min {
        unsigned: bool,
    },
    Max {
        unsigned: bool,
    },
    BitAnd,
    BitOr,
    BitXor,
    /// `&&`: the result is 1 when both are non-zero, else 0.
    LogAnd,
    /// `||`.
    LogOr,
}

impl ReductionOp {
    /// The recurrence kind of the operator on integers (`float` false) or floating-point
    /// values ([`parir_analysis::recurrence::RecurKind`]): its identity and its combine.
    /// `None` for `&&` and `||`, which combine truth values rather than the operands, and
    /// for a bitwise operator on floating point.
    pub fn recur_kind(self, float: bool) -> Option<parir_analysis::recurrence::RecurKind> {
        use parir_analysis::recurrence::RecurKind as K;
        Some(match (self, float) {
            (ReductionOp::Add, false) => K::Add,
            (ReductionOp::Add, true) => K::FAdd,
            (ReductionOp::Mul, false) => K::Mul,
            (ReductionOp::Mul, true) => K::FMul,
            (ReductionOp::Min { .. }, true) => K::FMin,
            (ReductionOp::Max { .. }, true) => K::FMax,
            (ReductionOp::Min { unsigned: true }, false) => K::UMin,
            (ReductionOp::Min { unsigned: false }, false) => K::SMin,
            (ReductionOp::Max { unsigned: true }, false) => K::UMax,
            (ReductionOp::Max { unsigned: false }, false) => K::SMax,
            (ReductionOp::BitAnd, false) => K::And,
            (ReductionOp::BitOr, false) => K::Or,
            (ReductionOp::BitXor, false) => K::Xor,
            _ => return None,
        })
    }

    /// OpenMP's name of the operator (`+`, `max`, `&&`).
    pub fn name(self) -> &'static str {
        match self {
            ReductionOp::Add => "+",
            ReductionOp::Mul => "*",
            ReductionOp::Min { .. } => "min",
            ReductionOp::Max { .. } => "max",
            ReductionOp::BitAnd => "&",
            ReductionOp::BitOr => "|",
            ReductionOp::BitXor => "^",
            ReductionOp::LogAnd => "&&",
            ReductionOp::LogOr => "||",
        }
    }
}

/// A variable a claim privatizes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Privatized {
    /// The clause operand: a pointer to the variable's storage.
    pub object: Value,
    /// The clause, without modifiers (`QUAL.OMP.REDUCTION.ADD`).
    pub clause: String,
    pub kind: PrivateKind,
    /// The element type and count the clause states (`TYPED`), if it does.
    pub typed: Option<(parir_ir::Type, Option<u64>)>,
}

/// A loop with at least one parallelism claim.
#[derive(Clone, Debug)]
pub struct ClaimedLoop {
    /// The loop in the [`FunctionLoops`] it was recognized from.
    pub lp: Loop,
    pub header: Block,
    /// The latches (blocks of the loop branching to the header), each once.
    pub latches: Vec<Block>,
    /// All blocks of the loop, nested loops included: the header first.
    pub blocks: Vec<Block>,
    /// The nesting depth (1 = outermost).
    pub depth: u32,
    /// One entry per claim attribute of the LoopID, in attribute order.
    pub claims: Vec<ClaimInfo>,
    /// The source location of the LoopID's first `DILocation`, else of the header's
    /// terminator.
    pub loc: Option<SourceLoc>,
    /// `loop for.body in @f (kernel.c:12:3)`: the header, the function, and [`Self::loc`].
    pub describe: String,
    /// Whether each block (by index) is in the loop.
    in_loop: Vec<bool>,
}

impl ClaimedLoop {
    /// Whether block `b` belongs to the loop (or one of its nested loops).
    pub fn contains(&self, b: Block) -> bool {
        self.in_loop.get(b.as_u32() as usize) == Some(&true)
    }

    /// Whether `v` is invariant in the loop: a constant (globals included), an argument, or
    /// an instruction in a block outside the loop. Blocks, inline asm and metadata are not
    /// values a loop computes with, so they are not invariant.
    pub fn invariant(&self, body: &Body, v: Value) -> bool {
        parir_analysis::invariance::defined_outside(body, v, |b| self.contains(b))
    }

    /// The claim that states the iterations are fully parallel: one that makes them
    /// independent ([`Claim::is_full`]) and covers every memory access of the loop.
    pub fn fully_parallel(&self) -> Option<&ClaimInfo> {
        self.claims
            .iter()
            .find(|c| c.claim.is_full() && c.uncovered.is_empty())
    }
}

/// The claimed loops of function `f` of `m`, outer loops before the loops they contain
/// (the order `print<loops>` uses). Empty when `f` is not a function definition.
pub fn claimed_loops(m: &Module, f: GlobalId) -> Vec<ClaimedLoop> {
    let Some(body) = m.body(f) else {
        return Vec::new();
    };
    claimed_loops_in(m, f, body, &FunctionLoops::compute(body))
}

/// [`claimed_loops`] with the function's loops already computed. A loop is listed when its
/// LoopID (the same `!llvm.loop` on every latch, referring to itself) has a claim attribute.
pub fn claimed_loops_in(
    m: &Module,
    f: GlobalId,
    body: &Body,
    fl: &FunctionLoops,
) -> Vec<ClaimedLoop> {
    let namer = Namer::new(m, f, body);
    let directive_loops = directive_loops(m, f, body, fl);
    fl.forest
        .preorder()
        .into_iter()
        .filter_map(|l| recognize_loop(&namer, fl, l, &directive_loops))
        .collect()
}

/// The claim of a loop whose iterations are sections of a CSA parallel region.
pub const CSA_SECTIONS: &str = "csa.parallel.sections";

/// A loop directive's claim on the loop its region encloses.
struct DirectiveLoop {
    header: Block,
    construct: LoopConstruct,
    /// `QUAL.OMP.SAFELEN(S)` on the region.
    safelen: Option<u32>,
    /// The variables the clauses privatize, reduce or use for loop control.
    private: Vec<Privatized>,
    /// Their underlying objects: accesses to them are per-thread, not covered by the
    /// independence claim.
    objects: Vec<Value>,
    /// The instructions inside `critical` and `atomic` regions of the function.
    synchronized: std::rc::Rc<std::collections::HashSet<Inst>>,
    /// For the RFC's Tapir markers: the blocks of the task each iteration detaches. The
    /// claim covers their accesses; an access elsewhere in the loop is uncovered.
    task_blocks: Option<std::collections::HashSet<Block>>,
    /// For CSA sections: the accesses the claim covers, one by one (the others of the loop
    /// are uncovered; the CSA intrinsics themselves count as covered).
    covered_insts: Option<std::collections::HashSet<Inst>>,
}

/// A loop whose iterations each detach a task: the `cilk_for` shape.
#[derive(Clone, Debug)]
pub struct TaskLoop {
    pub header: Block,
    /// `detach` (Tapir) or `detach_task` (the RFC's marker form).
    pub tag: &'static str,
    /// The `detach` terminator, or the `detach_task` marker call.
    pub detach: Inst,
    /// The task's continuation (the target of its reattaches).
    pub cont: Block,
    pub task_blocks: std::collections::HashSet<Block>,
}

/// The loops of `body` whose iterations each detach a task: the RFC's Tapir form (a
/// `detach_task` marker, the branch on it entering the task, `reattach_task` markers ending
/// it), as `cilk_for` is lowered, and Tapir itself (`detach` entering the task, `reattach`s
/// ending it). The task must lie in the loop and its continuation too. The iterations' tasks
/// may run at once.
pub fn task_loops(
    body: &Body,
    fl: &FunctionLoops,
    model: &crate::directives::model::DirectiveFunction,
) -> Vec<TaskLoop> {
    let is_reattach_marker = |i: Inst| {
        model
            .markers
            .iter()
            .any(|k| k.inst == i && k.bundles.first().is_some_and(|b| b.tag == "reattach_task"))
    };
    let mut detaches: Vec<(Inst, Block, Block, Block, &'static str)> = Vec::new();
    for mk in &model.markers {
        if mk.bundles.first().is_none_or(|b| b.tag != "detach_task") {
            continue;
        }
        let Some(b) = body.block_of(mk.inst) else {
            continue;
        };
        let task = body.terminator(b).and_then(|t| match &body.insts[t].kind {
            parir_ir::inst::InstKind::CondBr {
                cond: Value::Inst(c),
                then_dest,
                else_dest,
            } if *c == mk.inst => Some((*then_dest, *else_dest)),
            _ => None,
        });
        if let Some((task, cont)) = task {
            detaches.push((mk.inst, b, task, cont, "detach_task"));
        }
    }
    for &b in &body.layout {
        if let Some(t) = body.terminator(b) {
            if let parir_ir::inst::InstKind::Detach { task, cont, .. } = &body.insts[t].kind {
                detaches.push((t, b, *task, *cont, "detach"));
            }
        }
    }
    let mut out = Vec::new();
    for (detach, b, task, cont, tag) in detaches {
        let Some(l) = fl.forest.innermost_loop(b) else {
            continue;
        };
        let in_loop = |x: Block| fl.forest.blocks(l).contains(&x);
        // The task: the blocks reached from its entry, up to those ending it.
        let mut blocks = std::collections::HashSet::new();
        let mut work = vec![task];
        let mut closed = true;
        while let Some(x) = work.pop() {
            if x == cont || !blocks.insert(x) {
                continue;
            }
            if !in_loop(x) {
                closed = false;
                break;
            }
            let ends = body.blocks[x].insts.iter().any(|&i| {
                is_reattach_marker(i)
                    || matches!(
                        body.insts[i].kind,
                        parir_ir::inst::InstKind::Reattach { .. }
                    )
            });
            if !ends {
                work.extend(fl.cfg.successors(x).iter().copied());
            }
        }
        if !closed || !in_loop(cont) {
            continue;
        }
        out.push(TaskLoop {
            header: fl.forest.header(l),
            tag,
            detach,
            cont,
            task_blocks: blocks,
        });
    }
    out
}

/// The directive recognizer: each region with a parallel loop directive, and the outermost
/// loop whose header lies wholly inside it.
fn directive_loops(m: &Module, f: GlobalId, body: &Body, fl: &FunctionLoops) -> Vec<DirectiveLoop> {
    use crate::directives::{model::DirectiveFunction, vocab};
    let model = DirectiveFunction::of(m, body);
    let synchronized: std::collections::HashSet<Inst> = model
        .regions
        .iter()
        .filter(|r| matches!(r.directive(), Some("DIR.OMP.CRITICAL" | "DIR.OMP.ATOMIC")))
        .flat_map(|r| {
            r.spans
                .iter()
                .flat_map(|(&b, &(from, to))| body.blocks[b].insts[from..to].iter().copied())
        })
        .collect();
    let synchronized = std::rc::Rc::new(synchronized);
    let mut out = Vec::new();
    for r in &model.regions {
        let Some(info) = r.directive().and_then(vocab::directive) else {
            continue;
        };
        if !(info.is_loop && info.is_parallel) {
            continue;
        }
        // Every parallel loop directive of the vocabulary has a typed name.
        let Some(construct) = LoopConstruct::of_tag(info.tag) else {
            continue;
        };
        let Some(l) = r.enclosed_loop(fl) else {
            continue;
        };
        let private: Vec<Privatized> = r
            .clause_objects(m)
            .into_iter()
            .filter_map(|o| {
                let kind = PrivateKind::of_clause(&o.clause, &o.modifiers)?;
                Some(Privatized {
                    object: o.object,
                    clause: o.clause,
                    kind,
                    typed: o.typed,
                })
            })
            .collect();
        let objects: Vec<Value> = private
            .iter()
            .map(|p| p.object)
            .filter(|v| !matches!(v, Value::Const(k) if !matches!(m.consts.get(*k).data, parir_ir::value::ConstData::Global(_))))
            .flat_map(|v| parir_analysis::underlying::underlying_objects(m, f, v))
            .collect();
        let safelen = r
            .bundles
            .iter()
            .find(|b| vocab::split_clause(&b.tag).0 == "QUAL.OMP.SAFELEN")
            .and_then(|b| b.operands.first())
            .and_then(|&v| crate::irbuild::const_int(m, v))
            .map(|v| u32::try_from(v.max(0)).unwrap_or(u32::MAX));
        out.push(DirectiveLoop {
            header: fl.forest.header(l),
            construct,
            safelen,
            private,
            objects,
            synchronized: synchronized.clone(),
            task_blocks: None,
            covered_insts: None,
        });
    }
    // The RFC's Tapir form and Tapir itself (see `task_loops`).
    for t in task_loops(body, fl, &model) {
        out.push(DirectiveLoop {
            header: t.header,
            construct: if t.tag == "detach" {
                LoopConstruct::Detach
            } else {
                LoopConstruct::DetachTask
            },
            safelen: None,
            private: Vec::new(),
            objects: Vec::new(),
            synchronized: synchronized.clone(),
            task_blocks: Some(t.task_blocks),
            covered_insts: None,
        });
    }
    // CSA: a loop whose iterations are sections of a parallel region (a `parallel_loop` as
    // CLIE expands it), by csa-memorder's semantics: the claim covers the loop's accesses
    // inside those sections.
    let has_regions = body.inst_iter().any(|(_, i)| {
        crate::csa::intrinsics::csa_call(m, &body.insts[i])
            == Some(crate::csa::intrinsics::CsaIntrinsic::RegionEntry)
    });
    if has_regions {
        let mo = crate::csa::memorder::MemOrder::of(m, body);
        for p in mo.parallel_loops() {
            if out
                .iter()
                .any(|d| d.header == p.header && d.construct == LoopConstruct::CsaSections)
            {
                continue;
            }
            out.push(DirectiveLoop {
                header: p.header,
                construct: LoopConstruct::CsaSections,
                safelen: None,
                private: Vec::new(),
                objects: Vec::new(),
                synchronized: synchronized.clone(),
                task_blocks: None,
                covered_insts: Some(p.ops.into_iter().collect()),
            });
        }
    }
    out
}

/// clang's `omp simd safelen(S)`: clang marks an `omp simd` loop's accesses parallel
/// (`llvm.loop.parallel_accesses`) unless it has a finite `safelen`; then it states only
/// `llvm.loop.vectorize.enable` and `llvm.loop.vectorize.width` — `S`, or the `simdlen`
/// when both are given, which OpenMP requires not to exceed `S` — so a dependence at a
/// distance below that width breaks the claim. `#pragma clang loop vectorize_width` says the
/// same words as a hint, not a claim: the loop is OpenMP's only when its header counts
/// clang's artificial `.omp.iv` variable. The width, or `None`.
fn omp_simd_safelen(n: &Namer, a: &LoopAttributes, header: Block) -> Option<u32> {
    let (m, body) = (n.m, n.body);
    if a.contains("llvm.loop.parallel_accesses")
        || a.get_int(m, "llvm.loop.vectorize.enable")
            .is_none_or(|e| e == 0)
        || a.contains("llvm.loop.isvectorized")
    {
        return None;
    }
    let w = a.get_int(m, "llvm.loop.vectorize.width")?;
    let w = u32::try_from(w).ok().filter(|&w| w > 1)?;
    let omp_iv =
        |v: Value| n.artificial_variable(v) && n.variable_of(v).as_deref() == Some(".omp.iv");
    let counted = body.blocks[header]
        .insts
        .iter()
        .any(|&i| match &body.insts[i].kind {
            parir_ir::inst::InstKind::Load { ptr, .. } => omp_iv(*ptr),
            parir_ir::inst::InstKind::Phi { .. } => omp_iv(Value::Inst(i)),
            _ => false,
        });
    counted.then_some(w)
}

/// The recognizers of loop `l`: its LoopID's claim attributes, and the loop directives whose
/// region encloses it.
fn recognize_loop(
    n: &Namer,
    fl: &FunctionLoops,
    l: Loop,
    directive_loops: &[DirectiveLoop],
) -> Option<ClaimedLoop> {
    let (m, body) = (n.m, n.body);
    let id = loop_id(m, n.f, fl, l).ok().flatten();
    let header = fl.forest.header(l);
    let dirs: Vec<&DirectiveLoop> = directive_loops
        .iter()
        .filter(|d| d.header == header)
        .collect();
    if id.is_none() && dirs.is_empty() {
        return None;
    }
    let attrs = id.map(|id| LoopAttributes::from_loop_id(m, id));
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
    let mut claims: Vec<ClaimInfo> = attrs
        .as_ref()
        .map(|a| group_attributes(m, a))
        .unwrap_or_default()
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
            let id = id?;
            let (covered, uncovered) = accesses
                .iter()
                .partition(|&&i| covers(m, body, claim, &ga.groups, id, i));
            Some(ClaimInfo {
                claim,
                groups: ga.groups,
                covered,
                uncovered,
                private: Vec::new(),
                privatized: Vec::new(),
                synchronized: Vec::new(),
            })
        })
        .collect();
    if let Some(w) = attrs
        .as_ref()
        .and_then(|a| omp_simd_safelen(n, a, header))
        .filter(|_| claims.is_empty())
    {
        claims.push(ClaimInfo {
            claim: Claim::DirectiveSafelen(
                LoopConstruct::Omp(crate::directives::build::OmpDirective::Simd),
                w,
            ),
            groups: Vec::new(),
            covered: accesses.clone(),
            uncovered: Vec::new(),
            private: Vec::new(),
            privatized: Vec::new(),
            synchronized: Vec::new(),
        });
    }
    for d in dirs {
        let directive_calls =
            |i: Inst| crate::directives::model::directive_call(m, &body.insts[i]).is_some();
        let private_access = |i: Inst| {
            crate::ivdep::objects::pointer_operands(m, body, i)
                .into_iter()
                .any(|p| {
                    parir_analysis::underlying::underlying_objects(m, n.f, p)
                        .iter()
                        .any(|o| d.objects.contains(o))
                })
        };
        let (synchronized, rest): (Vec<Inst>, Vec<Inst>) = accesses
            .iter()
            .partition(|&&i| !directive_calls(i) && d.synchronized.contains(&i));
        let (privatized, rest): (Vec<Inst>, Vec<Inst>) = rest
            .iter()
            .partition(|&&i| !directive_calls(i) && private_access(i));
        let (covered, uncovered) = match (&d.task_blocks, &d.covered_insts) {
            (_, Some(ci)) => rest.iter().partition(|&&i| {
                ci.contains(&i) || crate::csa::intrinsics::csa_call(m, &body.insts[i]).is_some()
            }),
            (None, None) => (rest, Vec::new()),
            (Some(tb), None) => rest.iter().partition(|&&i| {
                directive_calls(i) || body.block_of(i).is_some_and(|b| tb.contains(&b))
            }),
        };
        claims.push(ClaimInfo {
            claim: match d.safelen {
                Some(s) => Claim::DirectiveSafelen(d.construct, s),
                None => Claim::Directive(d.construct),
            },
            groups: Vec::new(),
            covered,
            uncovered,
            private: d.private.clone(),
            privatized,
            synchronized,
        });
    }
    if claims.is_empty() {
        return None;
    }
    // Compiler-private stack slots (clang -O0's loop counters and body variables).
    let slot_accesses = slots::private_slot_accesses(n, fl, &blocks, &accesses);
    for c in &mut claims {
        let ivdep = matches!(c.claim, Claim::NoDepends | Claim::NoDependsSafelen(_));
        let (moved, kept): (Vec<Inst>, Vec<Inst>) = c.covered.iter().partition(|i| {
            slot_accesses.private.contains(i) || (ivdep && slot_accesses.reductions.contains(i))
        });
        c.covered = kept;
        c.privatized.extend(moved);
    }
    let mut latches: Vec<Block> = Vec::new();
    for b in fl.forest.latches(&fl.cfg, l) {
        if !latches.contains(&b) {
            latches.push(b);
        }
    }
    let loc = attrs
        .as_ref()
        .and_then(|a| {
            a.locations().iter().find_map(|r| match r {
                Some(MdRef::Node(node)) => di_location(m, *node),
                _ => None,
            })
        })
        .or_else(|| {
            body.terminator(header)
                .and_then(|t| debug_location(m, &body.insts[t]))
        });
    let hname = n.blk(header);
    let hname = match hname.strip_prefix('%') {
        Some(h) if !h.starts_with(|c: char| c.is_ascii_digit()) => h.to_string(),
        _ => hname,
    };
    let mut describe = format!("loop {hname} in {}", n.function());
    if let Some(loc) = &loc {
        let _ = write!(describe, " ({})", loc_text(loc));
    }
    Some(ClaimedLoop {
        lp: l,
        header,
        latches,
        blocks,
        depth: fl.forest.depth(l),
        claims,
        loc,
        describe,
        in_loop,
    })
}

/// Whether access `i` is covered by a claim naming `groups` (of the loop with LoopID `id`).
fn covers(m: &Module, body: &Body, claim: Claim, groups: &[MdNode], id: MdNode, i: Inst) -> bool {
    // LLVM's legacy `llvm.mem.parallel_loop_access` form counts for `parallel_accesses`
    // only, as in isAnnotatedParallel.
    parir_analysis::loops::access_is_parallel(
        m,
        body,
        i,
        groups,
        (claim == Claim::ParallelAccesses).then_some(id),
    )
}
