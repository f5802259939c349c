//! Parallel execution structure: the plans of annotated loops, privatized variables,
//! directive constructs, the carried phis the sanitizer reports, and `--parallel` task points.

use super::{sh64, Decoder, LoopMode, Res};
use crate::code::{
    CarriedCode, DirCode, IvCode, LoopPlan, MemElem, MemRed, Op, PrivCode, RedCode, RedKind, Slot,
    TestCode, NONE,
};
use crate::scalar::Fk;
use parir_annot::model::{LoopConstruct, OmpDirective};
use parir_ir::function::Body;
use parir_ir::inst::InstKind;
use parir_ir::{Block, GlobalId, Inst, Module, Value};
use std::collections::HashSet;

/// What the sanitizer needs of the carried phis of `lp` ([`crate::parloop::AnnotatedLoop::carried`]).
pub(super) fn carried_code(
    m: &Module,
    g: GlobalId,
    body: &Body,
    lp: &crate::parloop::AnnotatedLoop,
) -> Vec<CarriedCode> {
    let n = parir_annot::claims::names::Namer::new(m, g, body);
    let located = |i: Inst| parir_annot::diag::debug_location(m, &body.insts[i]).is_some();
    lp.carried
        .iter()
        .filter_map(|c| {
            let claim = parir_annot::claims::check::carried_claim(lp, c.store)?;
            let phi_text = match &c.variable {
                Some(v) => format!("{} (variable `{v}`)", n.val(Value::Inst(c.phi))),
                None => n.val(Value::Inst(c.phi)),
            };
            let read_at = if located(c.phi) {
                c.phi
            } else {
                lp.blocks
                    .iter()
                    .flat_map(|&b| body.blocks[b].insts.iter().copied())
                    .find(|&u| {
                        let mut reads = false;
                        body.insts[u].kind.for_each_operand(|v| {
                            reads |= v == Value::Inst(c.phi);
                        });
                        reads && located(u)
                    })
                    .unwrap_or(c.phi)
            };
            let def = match c.back {
                Value::Inst(i) => Some((
                    i,
                    format!(
                        "{} {}",
                        body.insts[i].kind.opcode_name(),
                        n.val(Value::Inst(i))
                    ),
                )),
                _ => None,
            };
            Some(CarriedCode {
                claim,
                phi_text,
                read_at,
                def,
            })
        })
        .collect()
}

/// The lock a construct's region runs under: a `critical` section's name, or
/// [`crate::code::ATOMIC_LOCK`] for an `atomic` region (which the claims model leaves
/// [`ConstructKind::Inert`](parir_annot::claims::constructs::ConstructKind::Inert): its
/// instructions are not atomic unless it consists of one atomic instruction).
pub(super) fn lock_name(c: &parir_annot::claims::constructs::Construct) -> Option<String> {
    use parir_annot::claims::constructs::ConstructKind;
    match &c.kind {
        ConstructKind::Critical { name } => Some(name.clone()),
        _ if c.directive() == Some(OmpDirective::Atomic) => Some(crate::code::ATOMIC_LOCK.into()),
        _ => None,
    }
}

impl Decoder<'_, '_> {
    /// The interpreter's form of a parallel plan.
    pub(super) fn plan(&mut self, p: &crate::parloop::ParallelPlan) -> Res<LoopPlan> {
        use crate::parloop::Step;
        let m = self.env.m;
        let slot_of = |d: &Self, i: Inst| d.inst_slot.get(&i).copied().ok_or("phi without slot");
        let width_sh = |d: &Self, i: Inst| -> u8 {
            let t = d.body.insts[i].ty;
            m.types.int_bits(t).map_or(0, sh64)
        };
        let mut ivs = Vec::new();
        for iv in &p.inductions {
            let phi = slot_of(self, iv.phi)?;
            let (v, scale) = match iv.step {
                Step::Int(v) => (v, 1),
                Step::PtrBytes(v) => (v, iv.bytes_scale),
            };
            let step = self.val(v)?;
            let step_sh = match self.ty_of(v).and_then(|t| m.types.int_bits(t)) {
                Some(b) if b <= 64 => sh64(b),
                _ => return Err("the induction step is wider than 64 bits".into()),
            };
            ivs.push(IvCode {
                phi,
                step,
                step_sh,
                neg: iv.negated,
                scale,
                sh: width_sh(self, iv.phi),
            });
        }
        let mut reds = Vec::new();
        for r in &p.reductions {
            let phi = slot_of(self, r.phi)?;
            let t = self.body.insts[r.phi].ty;
            let op = r.op;
            let fk = match op {
                RedKind::FAdd | RedKind::FMul | RedKind::FMin | RedKind::FMax => {
                    self.float_k(t).map_err(|_| {
                        "a floating-point reduction of a type other than float or double"
                            .to_string()
                    })?
                }
                _ => Fk::F64,
            };
            if self.slots_of(t)? != 1 {
                return Err("a reduction of a vector or wide integer".into());
            }
            reds.push(RedCode {
                phi,
                op,
                sh: width_sh(self, r.phi),
                fk,
            });
        }
        let t = &p.exit_test;
        let cmp_ty = match &self.body.insts[t.cmp].kind {
            InstKind::ICmp { lhs, .. } => self.ty_of(*lhs),
            _ => None,
        };
        let sh = match cmp_ty {
            Some(ct) if m.types.is_ptr(ct) => 0,
            Some(ct) => match m.types.int_bits(ct) {
                Some(b) if b <= 64 => sh64(b),
                _ => return Err("the exit test compares integers wider than 64 bits".into()),
            },
            None => return Err("the exit test is not an icmp".into()),
        };
        let test = TestCode {
            pred: t.pred,
            iv: t.iv as u32,
            iv_is_next: t.iv_is_next,
            iv_on_lhs: t.iv_on_lhs,
            bound: self.val(t.bound)?,
            exit_when: t.exit_when,
            sh,
            bottom: p
                .inductions
                .first()
                .is_some_and(|iv| self.body.block_of(iv.phi) != Some(p.exiting)),
        };
        let privs = self.priv_codes(&p.private)?;
        Ok(LoopPlan {
            ivs,
            reds,
            test,
            privs,
        })
    }

    /// The interpreter's view of privatized variables ([`crate::parloop::PrivateVar`]).
    fn priv_codes(&mut self, vars: &[crate::parloop::PrivateVar]) -> Res<Vec<PrivCode>> {
        let m = self.env.m;
        let mut privs = Vec::new();
        for v in vars {
            let red = match (v.kind, v.elem) {
                (crate::parloop::PrivateKind::Reduction(op), Some((t, count))) => {
                    let elem = match m.types.int_bits(t) {
                        Some(b) if b <= 64 => MemElem::Int {
                            bytes: self.env.dl.store_size(&m.types, t) as u8,
                            sh: sh64(b),
                        },
                        Some(_) => return Err("a reduction on integers wider than 64 bits".into()),
                        None => MemElem::Float(self.float_k(t)?),
                    };
                    if elem.bytes().checked_mul(count) != Some(v.bytes) {
                        return Err("a reduction variable whose size is not its elements'".into());
                    }
                    Some(MemRed { op, elem, count })
                }
                _ => None,
            };
            privs.push(PrivCode {
                slot: self.val(v.object)?,
                bytes: v.bytes,
                copy_in: v.first,
                last: v.last,
                red,
            });
        }
        Ok(privs)
    }

    /// The directive constructs of the function ([`DirCode`]); their entry and exit calls
    /// become [`Op::DirEntry`] and [`Op::DirExit`].
    pub(super) fn constructs(
        &mut self,
        g: GlobalId,
        cs: &[parir_annot::claims::constructs::Construct],
        annotated: &[crate::parloop::AnnotatedLoop],
    ) -> Res<()> {
        use parir_annot::claims::constructs::ConstructKind;
        let m = self.env.m;
        let body = self.body;
        let namer = parir_annot::claims::names::Namer::new(m, g, body);
        for (ci, c) in cs.iter().enumerate() {
            let inside_set: HashSet<Inst> = c.insts.iter().copied().collect();
            let inside = |i: Inst| inside_set.contains(&i);
            let privs = match crate::parloop::private_copies(
                &namer,
                &c.private,
                &c.insts,
                &inside,
                &format!("the {} region", c.tag),
                Some(self.env.dl),
            ) {
                Ok(vars) => self.priv_codes(&vars).map_err(|e| e.to_string()),
                Err(e) => Err(e),
            };
            let slot = |d: &mut Self, v: Option<Value>| -> Res<Option<Slot>> {
                v.map(|v| d.val(v)).transpose()
            };
            let num_threads = slot(self, c.num_threads)?;
            let if_cond = slot(self, c.if_cond)?;
            let final_cond = slot(self, c.final_cond)?;
            let chunk = slot(self, c.chunk)?;
            let filter = match c.kind {
                ConstructKind::Masked { filter } => slot(self, filter)?,
                _ => None,
            };
            let ws_loop = match c.kind {
                ConstructKind::Worksharing { header: Some(h) } => annotated
                    .iter()
                    .position(|lp| lp.header == h)
                    .map(|l| l as u32),
                _ => None,
            };
            let blocker = if c.creates_team() {
                crate::team::team_blocker(cs, ci)
            } else {
                None
            };
            self.dir_ops.insert(c.entry, (ci as u32, false));
            for &x in &c.exits {
                self.dir_ops.insert(x, (ci as u32, true));
            }
            self.code.dirs.push(DirCode {
                kind: match lock_name(c) {
                    Some(name) => ConstructKind::Critical { name },
                    None => c.kind.clone(),
                },
                token: self.inst_slot.get(&c.entry).copied().unwrap_or(NONE),
                exit_pc: NONE,
                num_threads,
                if_cond,
                final_cond,
                filter,
                schedule: c.schedule,
                chunk,
                nowait: c.nowait,
                privs,
                blocker,
                ws_loop,
                describe: c.describe.clone(),
                san: Vec::new(),
            });
        }
        if self.env.loops == LoopMode::Sanitize {
            self.san_groups(g, cs)?;
        }
        // A team cannot run a construct inside it whose variables it cannot copy.
        let first = self.code.dirs.len() - cs.len();
        for t in 0..cs.len() {
            if !cs[t].creates_team() || self.code.dirs[first + t].blocker.is_some() {
                continue;
            }
            let inside = |mut k: usize| loop {
                if k == t {
                    return true;
                }
                match cs[k].parent {
                    Some(p) => k = p,
                    None => return false,
                }
            };
            let blocker = (0..cs.len())
                .filter(|&k| k != t && inside(k))
                .find_map(|k| match &self.code.dirs[first + k].privs {
                    Err(e) => Some(format!("{}: {e}", cs[k].describe)),
                    Ok(_) => None,
                });
            self.code.dirs[first + t].blocker = blocker;
        }
        Ok(())
    }

    /// `--parallel`: the op of a spawn, a task end or a sync ([`crate::spawn`]). Tapir's
    /// terminators take their edges; a marker call falls through to its block's `br`,
    /// which the op's result slot (the marker's `i1`) steers.
    pub(super) fn task_point(&mut self, p: parir_annot::claims::spawns::TaskPoint) -> Res<()> {
        use parir_annot::claims::spawns::TaskPointKind as K;
        let i = p.inst;
        let region = p.region.map_or(NONE, |r| r.as_u32());
        let d = if p.marker {
            self.inst_slot.get(&i).copied().unwrap_or(NONE)
        } else {
            NONE
        };
        // A marker's successors are its `br`'s: the op goes on with the next op.
        let target = |dec: &mut Self, b: Block| -> Res<(u32, u32)> {
            if p.marker {
                Ok((NONE, NONE))
            } else {
                Ok((b.as_u32(), dec.edge(b)?))
            }
        };
        let op = match p.kind {
            K::Spawn { task, cont } => {
                let (t, te) = target(self, task)?;
                let (c, ce) = target(self, cont)?;
                let site = self.code.spawns.len() as u32;
                let n = parir_annot::claims::names::Namer::new(self.env.m, self.func, self.body);
                let block = self.body.block_of(i).map_or_else(String::new, |b| n.blk(b));
                let tag = if p.marker {
                    LoopConstruct::DetachTask.tag()
                } else {
                    LoopConstruct::Detach.tag()
                };
                self.code
                    .spawns
                    .push(format!("spawn ({tag}) in {block} of {}", n.function()));
                Op::Detach {
                    region,
                    d,
                    t,
                    te,
                    c,
                    ce,
                    site,
                }
            }
            K::End { cont } => {
                let (t, e) = target(self, cont)?;
                Op::Reattach { region, d, t, e }
            }
            K::Sync { next } => {
                let (t, e) = target(self, next)?;
                Op::Sync { region, d, t, e }
            }
        };
        if !p.marker {
            self.branch_op();
        }
        self.emit(i, op);
        Ok(())
    }
}
