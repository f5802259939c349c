//! What a claimed loop's header phis carry from one iteration to the next.
//!
//! A header phi `%x = phi [start, %preheader], [back, %latch]` is one of:
//!
//! - an [`Induction`]: `back` is `add %x, inv`, `sub %x, inv` or `getelementptr T, %x, inv`
//!   with a loop-invariant step — iteration `k` can compute its value directly;
//! - a [`Reduction`]: `back` is reached from the phi by a chain of one associative
//!   operation (`add`/`sub` with the chain on the left, `mul`, `and`, `or`, `xor`;
//!   `fadd`/`fsub`/`fmul` only with the `reassoc` fast-math flag, since reassociating
//!   changes the rounding otherwise; min/max through `llvm.{s,u}{min,max}`,
//!   `llvm.minnum`/`llvm.maxnum`, or `icmp` + `select` — `fcmp` + `select` only with the
//!   `nnan` and `nsz` flags), where the phi and each partial result have no other user in
//!   the loop (users after the loop, such as LCSSA phis, are fine) — workers can compute
//!   partial results and combine them;
//! - otherwise [`Carried`]: a value that iteration `k + 1` receives from iteration `k`, which
//!   no parallel execution can reconstruct. When the loop reads it
//!   ([`Carried::read_in_loop`]), it is a loop-carried scalar dependence of distance 1.
//!
//! Limits of the recognizer, which make a phi [`Carried`] rather than wrong: an induction
//! stepping through a `getelementptr` with more than one index, a conditional reduction
//! (updated through a phi or a select other than min/max).

use super::names::{loc_text, Namer};
use super::ClaimedLoop;
use crate::diag::debug_location;
use parir_analysis::induction::{induction_of, IvUpdate, NotInduction};
use parir_ir::hash::HashMap;
use parir_ir::inst::{BinOp, Flags, FloatPredicate, InstKind, IntPredicate};
use parir_ir::layout::DataLayout;
use parir_ir::value::ConstData;
use parir_ir::{Block, Inst, Value};

/// An induction variable: `%phi = phi [start, %preheader], [%next, %latch]` with
/// `%next = %phi ± step` (or a pointer advanced by `step` elements). The claims' view of
/// parir-analysis's [`InductionDescriptor`](parir_analysis::induction::InductionDescriptor),
/// which recognizes it, with the byte size of a pointer step resolved.
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

/// The operation of a [`Reduction`]: the shared reduction kind of parir-analysis.
pub use parir_analysis::recurrence::RecurKind as RedOp;

/// A header phi that is neither an induction nor a reduction parir can combine.
#[derive(Clone, Debug)]
pub struct Carried {
    pub phi: Inst,
    /// The value it receives from the latch (from the first latch that sends one).
    pub back: Value,
    pub kind: CarriedKind,
    /// Whether the loop reads the phi: then iteration `k + 1` uses what iteration `k`
    /// computed (a dependence of distance 1). A phi read only after the loop carries no
    /// value between iterations.
    pub read_in_loop: bool,
    /// The source variable the phi holds (`#dbg_value`), if the IR says.
    pub variable: Option<String>,
    /// One sentence: `header phi %s is neither an induction (...) nor a recognized
    /// reduction (...)`, naming the phi and, when known, its source variable.
    pub reason: String,
    /// The store of the loop that writes the carried value back to the memory its start
    /// was loaded from ([`PhiClassifier::classify`]'s forwarded stores): the dependence is
    /// one through that memory, which a claim covering the store speaks about even when it
    /// covers only some of the loop's accesses.
    pub store: Option<Inst>,
}

/// Why a [`Carried`] phi is not combinable.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CarriedKind {
    /// A recurrence: the next value depends on the previous one in a way parir cannot
    /// split between workers (a prefix sum kept in a register, a pointer chase, ...).
    Recurrence,
    /// A floating-point reduction parir may not reorder: a sum or product whose update
    /// lacks `reassoc` (combining partial results would change the rounding), or a min/max
    /// through `fcmp` + `select` without `nnan` and `nsz` (NaNs and signed zeros make the
    /// result depend on the order).
    FpReductionOrder {
        /// The update without the flag.
        update: Inst,
    },
    /// A value the loop loaded from memory in an earlier iteration and reuses instead of
    /// loading it again (LLVM's `vector.recur` phis, GVN's load PRE): nothing is computed
    /// across iterations, so it is no dependence of its own; whether the memory it comes
    /// from is written in another iteration is the claim's memory accesses' question.
    Reloaded,
}

/// What one header phi is.
#[derive(Clone, Debug)]
pub enum PhiClass {
    Induction(Induction),
    Reduction(Reduction),
    Carried(Carried),
}

impl PhiClass {
    pub fn phi(&self) -> Inst {
        match self {
            PhiClass::Induction(x) => x.phi,
            PhiClass::Reduction(x) => x.phi,
            PhiClass::Carried(x) => x.phi,
        }
    }
}

/// Classifies the header phis of one claimed loop.
///
/// ```
/// let src = "define i64 @f(ptr %a, i64 %n) {
/// entry:
///   br label %body
/// body:
///   %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
///   %s = phi i64 [ 0, %entry ], [ %s.next, %body ]
///   %prev = phi i64 [ 0, %entry ], [ %v, %body ]
///   %p = getelementptr inbounds i64, ptr %a, i64 %i
///   %x = load i64, ptr %p, align 8, !llvm.access.group !1
///   %v = add i64 %x, %prev
///   store i64 %v, ptr %p, align 8, !llvm.access.group !1
///   %s.next = add i64 %s, %x
///   %i.next = add nuw nsw i64 %i, 1
///   %done = icmp eq i64 %i.next, %n
///   br i1 %done, label %exit, label %body, !llvm.loop !0
/// exit:
///   ret i64 %s.next
/// }
/// !0 = distinct !{!0, !2}
/// !1 = distinct !{}
/// !2 = !{!\"llvm.loop.parallel_accesses\", !1}
/// ";
/// use parir_annot::claims::{claimed_loops, names::Namer, scalars::{PhiClass, PhiClassifier}};
/// let m = parir_ir::parser::parse_module(src, "f.ll").unwrap();
/// let f = m.global_by_name("f").unwrap();
/// let lp = &claimed_loops(&m, f)[0];
/// let n = Namer::new(&m, f, m.body(f).unwrap());
/// let kinds: Vec<&str> = PhiClassifier::new(&n, lp, None)
///     .header_phis()
///     .iter()
///     .map(|c| match c {
///         PhiClass::Induction(_) => "induction",
///         PhiClass::Reduction(_) => "reduction",
///         PhiClass::Carried(_) => "carried",
///     })
///     .collect();
/// assert_eq!(kinds, ["induction", "reduction", "carried"]);
/// ```
pub struct PhiClassifier<'a, 'm> {
    n: &'a Namer<'m>,
    lp: &'a ClaimedLoop,
    /// For `getelementptr` strides; `None` for the module's own (or x86-64's default).
    dl: Option<DataLayout>,
    /// The users inside the loop of each instruction, once per use, in block order.
    users: HashMap<Inst, Vec<Inst>>,
}

/// Why a header phi is not a reduction.
enum NotReduction {
    /// The detail, for "(...)" after "is neither an induction nor a recognized reduction".
    Detail(String),
    /// A floating-point step without `reassoc`.
    Rounding(Inst),
    /// A floating-point min/max through `fcmp` + `select` (this select) without `nnan` and
    /// `nsz`.
    FpMinMax(Inst, RedOp),
}

impl<'a, 'm> PhiClassifier<'a, 'm> {
    /// A classifier for the phis of `lp`, a loop of the function `n` names. `dl` gives the
    /// sizes of `getelementptr` steps; `None` reads the module's data layout (x86-64's when
    /// it has none).
    pub fn new(n: &'a Namer<'m>, lp: &'a ClaimedLoop, dl: Option<DataLayout>) -> Self {
        let dl = dl.or_else(|| {
            DataLayout::of_module(n.m)
                .or_else(|_| DataLayout::parse(parir_ir::layout::X86_64_LAYOUT))
                .ok()
        });
        let mut users: HashMap<Inst, Vec<Inst>> = HashMap::default();
        for &b in &lp.blocks {
            for &u in &n.body.blocks[b].insts {
                n.body.insts[u].kind.for_each_operand(|v| {
                    if let Value::Inst(d) = v {
                        users.entry(d).or_default().push(u);
                    }
                });
            }
        }
        PhiClassifier { n, lp, dl, users }
    }

    fn users(&self, i: Inst) -> &[Inst] {
        self.users.get(&i).map_or(&[], |v| v)
    }

    fn val(&self, v: Value) -> String {
        self.n.val(v)
    }

    /// Every phi of the loop's header, in order. The start value is the first incoming
    /// value from outside the loop; the latch value the first from inside. A phi receiving
    /// different values from several latches is [`Carried`].
    pub fn header_phis(&self) -> Vec<PhiClass> {
        let body = self.n.body;
        let mut out = Vec::new();
        for &p in &body.blocks[self.lp.header].insts {
            let InstKind::Phi { incoming, .. } = &body.insts[p].kind else {
                break;
            };
            let start = incoming
                .iter()
                .find(|(_, b)| !self.lp.contains(*b))
                .map(|(v, _)| *v);
            let backs: Vec<(Value, Block)> = incoming
                .iter()
                .filter(|(_, b)| self.lp.contains(*b))
                .copied()
                .collect();
            let (Some(start), Some(&(back, _))) = (start, backs.first()) else {
                continue;
            };
            if let Some(&(other, b)) = backs.iter().find(|(v, _)| *v != back) {
                let reason = format!(
                    "header phi {} receives {} from {} and {} from {}: a value that depends on the path through the previous iteration",
                    self.phi_text(p),
                    self.val(back),
                    self.n.blk(backs[0].1),
                    self.val(other),
                    self.n.blk(b)
                );
                out.push(PhiClass::Carried(self.carried(
                    p,
                    back,
                    CarriedKind::Recurrence,
                    reason,
                )));
                continue;
            }
            out.push(self.classify(p, start, back));
        }
        out
    }

    /// Classifies header phi `phi` with start value `start` (from the preheader) and latch
    /// value `back`.
    pub fn classify(&self, phi: Inst, start: Value, back: Value) -> PhiClass {
        match self.classify_phi(phi, start, back) {
            PhiClass::Carried(mut c) if c.store.is_none() => {
                c.store = self
                    .forwarded_store(phi, start, back, false)
                    .and_then(|x| x.1);
                PhiClass::Carried(c)
            }
            other => other,
        }
    }

    fn classify_phi(&self, phi: Inst, start: Value, back: Value) -> PhiClass {
        let not_iv = match self.induction(phi, start, back) {
            Ok(iv) => match self.forwarded_store(phi, start, back, false) {
                None => return PhiClass::Induction(iv),
                Some((reason, store)) => {
                    let mut c = self.carried(phi, back, CarriedKind::Recurrence, reason);
                    c.store = store;
                    return PhiClass::Carried(c);
                }
            },
            Err(why) => why,
        };
        match self.reduction(phi, back) {
            Ok(_) if self.forwarded_store(phi, start, back, true).is_some() => {
                let (reason, store) = self
                    .forwarded_store(phi, start, back, true)
                    .expect("checked");
                let mut c = self.carried(phi, back, CarriedKind::Recurrence, reason);
                c.store = store;
                PhiClass::Carried(c)
            }
            Ok((op, updates)) => PhiClass::Reduction(Reduction {
                phi,
                init: start,
                op,
                updates,
            }),
            Err(NotReduction::Rounding(u)) => {
                let reason = format!(
                    "header phi {} is a floating-point reduction whose update {} lacks the reassoc fast-math flag: combining partial results in parallel would change the rounding",
                    self.phi_text(phi),
                    self.val(Value::Inst(u))
                );
                PhiClass::Carried(self.carried(
                    phi,
                    back,
                    CarriedKind::FpReductionOrder { update: u },
                    reason,
                ))
            }
            Err(NotReduction::FpMinMax(sel, op)) => {
                let reason = format!(
                    "header phi {} is a floating-point {} (fcmp + select {}) without the nnan and nsz fast-math flags: with NaNs or signed zeros the result depends on the order in which partial results are combined",
                    self.phi_text(phi),
                    if op == RedOp::FMin { "min" } else { "max" },
                    self.val(Value::Inst(sel))
                );
                PhiClass::Carried(self.carried(
                    phi,
                    back,
                    CarriedKind::FpReductionOrder { update: sel },
                    reason,
                ))
            }
            Err(NotReduction::Detail(_)) if self.reloaded_value(back) => {
                let reason = format!(
                    "header phi {} carries values loaded in an earlier iteration",
                    self.phi_text(phi)
                );
                PhiClass::Carried(self.carried(phi, back, CarriedKind::Reloaded, reason))
            }
            Err(NotReduction::Detail(d)) => {
                let p = self.phi_text(phi);
                let reason = match not_iv {
                    Some(why) => format!(
                        "header phi {p} is neither an induction ({why}) nor a recognized reduction ({d})"
                    ),
                    None => format!(
                        "header phi {p} is neither an induction nor a recognized reduction ({d})"
                    ),
                };
                PhiClass::Carried(self.carried(phi, back, CarriedKind::Recurrence, reason))
            }
        }
    }

    /// [`Self::reloaded`], with at least one load.
    fn reloaded_value(&self, back: Value) -> bool {
        let mut seen = Vec::new();
        self.reloaded(back, &mut seen)
            && seen
                .iter()
                .any(|&i| matches!(self.n.body.insts[i].kind, InstKind::Load { .. }))
    }

    /// Whether `v` is made only of loads in the loop, lanes moved between vectors
    /// (`shufflevector`, `extractelement`, `insertelement`, casts), values from outside the
    /// loop, and header phis made the same way: a value reloaded rather than computed.
    fn reloaded(&self, v: Value, seen: &mut Vec<Inst>) -> bool {
        let Value::Inst(i) = v else { return true };
        let body = self.n.body;
        if seen.contains(&i) {
            return true;
        }
        let inside = body.block_of(i).is_some_and(|b| self.lp.contains(b));
        if !inside {
            return true;
        }
        if seen.len() > 64 {
            return false;
        }
        seen.push(i);
        match &body.insts[i].kind {
            InstKind::Load {
                ptr,
                volatile,
                atomic,
                ..
            } => {
                !*volatile
                    && atomic.is_none()
                    && self.induction_address(*ptr, &mut Vec::new())
                    && self.not_stored_in_loop(*ptr)
            }
            InstKind::Cast { val, .. } => self.reloaded(*val, seen),
            InstKind::ExtractElement { vec, .. } => self.reloaded(*vec, seen),
            InstKind::InsertElement { vec, elt, .. } => {
                self.reloaded(*vec, seen) && self.reloaded(*elt, seen)
            }
            InstKind::ShuffleVector { a, b, .. } => {
                self.reloaded(*a, seen) && self.reloaded(*b, seen)
            }
            InstKind::Phi { incoming, .. } if body.block_of(i) == Some(self.lp.header) => {
                incoming.iter().all(|&(x, _)| self.reloaded(x, seen))
            }
            _ => false,
        }
    }

    /// Whether no store of the loop writes the object(s) `ptr` points into (a value loaded
    /// from it and reused by the next iteration is then what that iteration would load).
    fn not_stored_in_loop(&self, ptr: Value) -> bool {
        let body = self.n.body;
        let objects =
            |p: Value| parir_analysis::underlying::underlying_objects(self.n.m, self.n.f, p);
        let src = objects(ptr);
        if src.is_empty() {
            return false;
        }
        for &b in &self.lp.blocks {
            for &u in &body.blocks[b].insts {
                let written = match &body.insts[u].kind {
                    InstKind::Store { ptr, .. } => objects(*ptr),
                    InstKind::AtomicRmw { ptr, .. } | InstKind::CmpXchg { ptr, .. } => {
                        objects(*ptr)
                    }
                    InstKind::Call(_) => {
                        if parir_analysis::memory::may_read_or_write_memory(
                            self.n.m,
                            &body.insts[u],
                        ) {
                            return false;
                        }
                        continue;
                    }
                    _ => continue,
                };
                if written.is_empty() || written.iter().any(|o| src.contains(o)) {
                    return false;
                }
            }
        }
        true
    }

    /// Whether address `v` is computed in the loop from inductions and loop-invariant values
    /// only (not from a value carried otherwise, as a pointer chase's is).
    fn induction_address(&self, v: Value, seen: &mut Vec<Inst>) -> bool {
        let Value::Inst(i) = v else { return true };
        let body = self.n.body;
        let Some(b) = body.block_of(i) else {
            return true;
        };
        if !self.lp.contains(b) || seen.contains(&i) {
            return true;
        }
        if seen.len() > 64 {
            return false;
        }
        seen.push(i);
        match &body.insts[i].kind {
            InstKind::Phi { incoming, .. } if b == self.lp.header => {
                let start = incoming.iter().find(|(_, p)| !self.lp.contains(*p));
                let back = incoming.iter().find(|(_, p)| self.lp.contains(*p));
                match (start, back) {
                    (Some(&(s, _)), Some(&(x, _))) => self.induction(i, s, x).is_ok(),
                    _ => false,
                }
            }
            InstKind::GetElementPtr { ptr, indices, .. } => {
                self.induction_address(*ptr, seen)
                    && indices.iter().all(|&x| self.induction_address(x, seen))
            }
            InstKind::Binary { lhs, rhs, .. } => {
                self.induction_address(*lhs, seen) && self.induction_address(*rhs, seen)
            }
            InstKind::Cast { val, .. } => self.induction_address(*val, seen),
            _ => false,
        }
    }

    /// A phi that steps like an induction or a reduction but carries what the loop stores
    /// to memory: its start is loaded, before the loop, from an object that the loop stores
    /// the phi (or its next value) to. Each iteration then reads, through the register, the
    /// element the previous one wrote (`a[i] = a[i - 1] + 1` at clang -O1: `v = a[lb - 1]`
    /// before the loop, `v += 1; a[i] = v` in it), and a parallel execution of the
    /// iterations reads that element from memory, where another thread writes it.
    ///
    /// With `after_loop` (for reductions), a store of the result after the loop to that
    /// object counts too: that is a shared variable every iteration read and wrote, which
    /// LICM promoted to a register (`s += v[i]` on a global `s`: `load @s` before the loop,
    /// `store @s` after it). A `reduction` clause's private copy starts at the operation's
    /// identity, never at a load. The reason and the store in the loop, if any, or `None`.
    fn forwarded_store(
        &self,
        phi: Inst,
        start: Value,
        back: Value,
        after_loop: bool,
    ) -> Option<(String, Option<Inst>)> {
        let body = self.n.body;
        let load_of = |mut v: Value| -> Option<Value> {
            for _ in 0..8 {
                let Value::Inst(i) = v else { return None };
                match &body.insts[i].kind {
                    InstKind::Load { ptr, .. } => return Some(*ptr),
                    InstKind::Cast { val, .. } => v = *val,
                    InstKind::InsertElement { elt, .. } if after_loop => v = *elt,
                    _ => return None,
                }
            }
            None
        };
        let from = load_of(start)?;
        let objects =
            |p: Value| parir_analysis::underlying::underlying_objects(self.n.m, self.n.f, p);
        let src = objects(from);
        if src.is_empty() {
            return None;
        }
        for &b in &self.lp.blocks {
            for &u in &body.blocks[b].insts {
                let InstKind::Store { val, ptr, .. } = &body.insts[u].kind else {
                    continue;
                };
                if (*val == back || *val == Value::Inst(phi))
                    && objects(*ptr).iter().any(|o| src.contains(o))
                {
                    return Some((
                        format!(
                            "header phi {} steps like an induction or reduction but carries the value the previous iteration stored with {}: its start is loaded from the same memory before the loop, so each iteration reads what another wrote",
                            self.phi_text(phi),
                            self.val(Value::Inst(u))
                        ),
                        Some(u),
                    ));
                }
            }
        }
        // After the loop: only for a program variable (a global, a stack slot, a pointer the
        // function received). Storage a call returned may be a private copy the runtime
        // hands out (`__kmpc_task_reduction_get_th_data` for `in_reduction`), which a
        // reduction loop legitimately starts from and writes back.
        let from_call = src.iter().any(
            |o| matches!(o, Value::Inst(i) if matches!(body.insts[*i].kind, InstKind::Call(_))),
        );
        if !after_loop || from_call {
            return None;
        }
        // The exit blocks: a store there of a value computed from the phi's last value.
        let derived = |v: Value| {
            let mut work = vec![(v, 0u32)];
            while let Some((x, d)) = work.pop() {
                if x == back || x == Value::Inst(phi) {
                    return true;
                }
                let Value::Inst(i) = x else { continue };
                if d >= 6 || self.lp.blocks.iter().any(|&b| body.block_of(i) == Some(b)) {
                    continue;
                }
                body.insts[i]
                    .kind
                    .for_each_operand(|y| work.push((y, d + 1)));
            }
            false
        };
        let exits: Vec<Block> = self
            .lp
            .blocks
            .iter()
            .filter_map(|&b| body.terminator(b))
            .flat_map(|t| body.insts[t].kind.successors())
            .filter(|s| !self.lp.contains(*s))
            .collect();
        for e in exits {
            for &u in &body.blocks[e].insts {
                let InstKind::Store { val, ptr, .. } = &body.insts[u].kind else {
                    continue;
                };
                if derived(*val) && objects(*ptr).iter().any(|o| src.contains(o)) {
                    return Some((
                        format!(
                            "header phi {} accumulates a shared variable held in a register: its start is loaded from that variable before the loop and {} stores the result back after it, so every iteration reads and writes it",
                            self.phi_text(phi),
                            self.val(Value::Inst(u))
                        ),
                        None,
                    ));
                }
            }
        }
        None
    }

    fn carried(&self, phi: Inst, back: Value, kind: CarriedKind, reason: String) -> Carried {
        Carried {
            phi,
            back,
            kind,
            read_in_loop: !self.users(phi).is_empty(),
            variable: self.n.variable_of(Value::Inst(phi)),
            reason,
            store: None,
        }
    }

    /// `%s`, or `%s (variable `sum`)` when the debug records name the source variable.
    fn phi_text(&self, phi: Inst) -> String {
        let v = Value::Inst(phi);
        match self.n.variable_of(v) {
            Some(var) => format!("{} (variable `{var}`)", self.val(v)),
            None => self.val(v),
        }
    }

    /// `phi` as an induction: its latch value `back` is `add`/`sub`/`getelementptr` of the
    /// phi and a loop-invariant step. The error says why a value of that shape is not one
    /// (`None` when the latch value has another shape).
    fn induction(&self, phi: Inst, start: Value, back: Value) -> Result<Induction, Option<String>> {
        let iv = induction_of(self.n.body, phi, start, back, |b| self.lp.contains(b)).map_err(
            |why| match why {
                NotInduction::NoUpdate => None,
                NotInduction::VariantStep(step) => Some(format!(
                    "its step {} is computed inside the loop",
                    self.val(step)
                )),
                NotInduction::GepIndices(k) => Some(format!(
                    "its getelementptr {} has {k} indices, not one",
                    self.val(back)
                )),
            },
        )?;
        let induction = |step, bytes_scale| Induction {
            phi,
            start,
            step,
            next: iv.next,
            negated: iv.negated(),
            bytes_scale,
        };
        match iv.update {
            IvUpdate::Add { step, .. } | IvUpdate::Sub { step } => {
                Ok(induction(Step::Int(step), 1))
            }
            IvUpdate::Gep { elem_ty, index } => {
                let ts = &self.n.m.types;
                let size = (ts.is_sized(elem_ty) && !ts.contains_scalable(elem_ty))
                    .then(|| self.dl.as_ref().map(|dl| dl.alloc_size(ts, elem_ty)))
                    .flatten()
                    .and_then(|s| i64::try_from(s).ok())
                    .filter(|&s| s > 0);
                let Some(scale) = size else {
                    return Err(Some(format!(
                        "the element type of {} has no fixed size",
                        self.val(back)
                    )));
                };
                Ok(induction(Step::PtrBytes(index), scale))
            }
        }
    }

    /// `phi` as a reduction: follows its single in-loop use through a chain of one
    /// associative operation until the latch value `back`.
    fn reduction(&self, phi: Inst, back: Value) -> Result<(RedOp, Vec<Inst>), NotReduction> {
        let detail = |s: String| Err(NotReduction::Detail(s));
        let mut cur = phi;
        let mut op: Option<(RedOp, Inst)> = None;
        let mut updates: Vec<Inst> = Vec::new();
        let mut order_issue: Option<NotReduction> = None;
        loop {
            // What the messages call the running value.
            let subject = if cur == phi {
                "it".to_string()
            } else {
                format!("its partial result {}", self.val(Value::Inst(cur)))
            };
            let users: Vec<Inst> = if cur == phi {
                self.users(cur).to_vec()
            } else {
                // The header phi reads the latch value; that is the chain closing.
                self.users(cur)
                    .iter()
                    .copied()
                    .filter(|&u| u != phi)
                    .collect()
            };
            if cur != phi && Value::Inst(cur) == back {
                return match users.first() {
                    None => match order_issue {
                        Some(issue) => Err(issue),
                        None => Ok((op.map_or(RedOp::Add, |o| o.0), updates)),
                    },
                    Some(&u) => detail(format!(
                        "{subject} is also read by {} inside the loop",
                        self.n.val_or_inst(u)
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
            let (step_op, next, consumed, issue) = self.reduction_step(cur, &users, &subject)?;
            // A step parir may not reorder is reported only if the whole chain is a
            // reduction: a recurrence that merely starts like one (`0.5 * (prev + x)`,
            // stored every iteration) is not a reduction at all.
            if order_issue.is_none() {
                order_issue = issue;
            }
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
            if updates.len() > self.n.body.insts.len() {
                return detail("its update chain does not end".into());
            }
        }
    }

    /// One step of a reduction chain from `cur` (called `subject` in messages), whose
    /// in-loop users are `users` (once per use, not empty): the operation, the new running
    /// value, the instructions of the step, and why parir may not reorder the step (a
    /// floating-point operation without the fast-math flags that allow it), if it may not.
    #[allow(clippy::type_complexity)]
    fn reduction_step(
        &self,
        cur: Inst,
        users: &[Inst],
        subject: &str,
    ) -> Result<(RedOp, Inst, Vec<Inst>, Option<NotReduction>), NotReduction> {
        let body = self.n.body;
        let me = Value::Inst(cur);
        let detail = |s: String| Err(NotReduction::Detail(s));
        match users {
            [u] => {
                let u = *u;
                if let InstKind::Binary { op, flags, lhs, .. } = &body.insts[u].kind {
                    // `sub`/`fsub` only with the running value on the left.
                    let red = RedOp::from_binop(*op)
                        .filter(|_| !matches!(op, BinOp::Sub | BinOp::FSub) || *lhs == me);
                    let Some(red) = red else {
                        return detail(format!(
                            "{subject} is updated by {}, a {} with the running value on the {}, which is not an associative reduction",
                            self.val(Value::Inst(u)),
                            op.keyword(),
                            if *lhs == me { "left" } else { "right" }
                        ));
                    };
                    let issue = red
                        .is_ordered(flags.has(Flags::FAST_REASSOC))
                        .then_some(NotReduction::Rounding(u));
                    return Ok((red, u, vec![u], issue));
                }
                if let Some(red) = self.minmax_call(u, me) {
                    return Ok((red, u, vec![u], None));
                }
                detail(format!(
                    "{subject} is read by {} inside the loop",
                    self.n.val_or_inst(u)
                ))
            }
            [a, b] if a != b => {
                // min/max as compare + select.
                let (cmp, sel) = match (&body.insts[*a].kind, &body.insts[*b].kind) {
                    (InstKind::Select { .. }, _) => (*b, *a),
                    _ => (*a, *b),
                };
                match self.minmax_select(cmp, sel, me, true) {
                    Some(red) => Ok((red, sel, vec![cmp, sel], None)),
                    None => match self.minmax_select(cmp, sel, me, false) {
                        Some(red) => Ok((
                            red,
                            sel,
                            vec![cmp, sel],
                            Some(NotReduction::FpMinMax(sel, red)),
                        )),
                        None => detail(format!(
                            "{subject} is read by {} and by {} inside the loop",
                            self.n.val_or_inst(*a),
                            self.n.val_or_inst(*b)
                        )),
                    },
                }
            }
            _ => detail(format!(
                "{subject} is read {} times inside the loop, first by {}",
                users.len(),
                users
                    .first()
                    .map_or(String::new(), |&a| self.n.val_or_inst(a))
            )),
        }
    }

    /// `llvm.{s,u}{min,max}` / `llvm.minnum` / `llvm.maxnum` of `me` and another value.
    fn minmax_call(&self, u: Inst, me: Value) -> Option<RedOp> {
        let m = self.n.m;
        let InstKind::Call(c) = &self.n.body.insts[u].kind else {
            return None;
        };
        let Value::Const(k) = c.callee else {
            return None;
        };
        let ConstData::Global(g) = m.consts.get(k).data else {
            return None;
        };
        let name = m.globals[g].name()?;
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
    /// `me` and one other value. With `fast`, a floating-point compare needs the `nnan` and
    /// `nsz` flags (on the compare or the select).
    fn minmax_select(&self, cmp: Inst, sel: Inst, me: Value, fast: bool) -> Option<RedOp> {
        let body = self.n.body;
        let InstKind::Select {
            cond,
            then_val,
            else_val,
            flags: sel_flags,
        } = &body.insts[sel].kind
        else {
            return None;
        };
        if *cond != Value::Inst(cmp) || self.users(cmp) != [sel] {
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
                let has = |f: &Flags| f.has(Flags::FAST_NNAN) && f.has(Flags::FAST_NSZ);
                if fast && !has(flags) && !has(sel_flags) {
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
}

impl Carried {
    /// Where the value the phi carries is computed: the latch value's instruction, located
    /// by its `!dbg` (`None` for a constant or argument, or without debug information).
    pub fn definition_location(&self, n: &Namer) -> Option<String> {
        match self.back {
            Value::Inst(i) => debug_location(n.m, &n.body.insts[i]).map(|l| loc_text(&l)),
            _ => None,
        }
    }
}
