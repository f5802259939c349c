//! Sanitizer instrumentation: the section and task groups, the [`Op::Rec`]
//! sites before covered accesses, and SP-bags events of Tapir's tasks.

use super::{resolve_alias, Decoder, Res};
use crate::code::{ClaimCode, LaneKind, LaneRec, LoopCode, Op, RecSite, SanRole, NONE};
use parir_ir::inst::InstKind;
use parir_ir::value::ConstData;
use parir_ir::{GlobalId, Inst, Type, Value};
use std::collections::HashMap;

impl Decoder<'_, '_> {
    /// The sanitizer's groups of mutually unordered sections and tasks: a pseudo-loop each
    /// (its "iterations" are the sections or the tasks), covering the memory accesses of
    /// the sections or tasks except those to the variables the section or task privatizes
    /// (those inside a `critical` or `atomic` region have their lock class: see
    /// [`RecSite::sync`]).
    pub(super) fn san_groups(
        &mut self,
        g: GlobalId,
        cs: &[parir_annot::claims::constructs::Construct],
    ) -> Res<()> {
        use parir_annot::claims::constructs::ConstructKind as K;
        let m = self.env.m;
        let body = self.body;
        let first = self.code.dirs.len() - cs.len();
        let mut group_of: HashMap<usize, u32> = HashMap::new();
        for (k, c) in cs.iter().enumerate() {
            let (parent, unit) = match c.kind {
                K::Section => match c.parent {
                    Some(p) if matches!(cs[p].kind, K::Sections | K::TeamSections) => {
                        (p, "section")
                    }
                    _ => continue,
                },
                K::Task => match c.parent {
                    Some(p) => (p, "task"),
                    None => continue,
                },
                _ => continue,
            };
            let l = match group_of.get(&parent) {
                Some(&l) => l,
                None => {
                    let l = self.code.loops.len() as u32;
                    let pc = &cs[parent];
                    let (describe, claim) = if unit == "section" {
                        (pc.describe.clone(), pc.tag)
                    } else {
                        // The group's claim is the task construct's own (its first task's).
                        (format!("the tasks of {}", pc.describe), c.tag)
                    };
                    self.code.loops.push(LoopCode {
                        describe,
                        unit,
                        header: NONE,
                        plan: Err("a group of sections or tasks".into()),
                        claims: vec![ClaimCode {
                            name: claim,
                            safelen: u64::MAX,
                            team_shared: false,
                        }],
                        carried: Vec::new(),
                    });
                    group_of.insert(parent, l);
                    let role = if unit == "section" {
                        SanRole::Group
                    } else {
                        SanRole::CloseAtExit
                    };
                    self.code.dirs[first + parent].san.push((l, role));
                    if unit == "task" {
                        // Task synchronization points directly in the parent.
                        for (s, sc) in cs.iter().enumerate() {
                            if sc.parent == Some(parent)
                                && matches!(sc.kind, K::Taskwait | K::Barrier)
                            {
                                self.code.dirs[first + s].san.push((l, SanRole::Close));
                            }
                        }
                    }
                    l
                }
            };
            self.code.dirs[first + k].san.push((
                l,
                if unit == "section" {
                    SanRole::Item
                } else {
                    SanRole::Task
                },
            ));
            // The accesses of the section or task.
            let private: Vec<Value> = c
                .private
                .iter()
                .flat_map(|p| parir_analysis::underlying::underlying_objects(m, g, p.object))
                .collect();
            for &i in &c.insts {
                if !parir_analysis::memory::may_read_or_write_memory(m, &body.insts[i])
                    || parir_annot::directives::model::directive_call(m, &body.insts[i]).is_some()
                {
                    continue;
                }
                let to_private = parir_annot::ivdep::objects::pointer_operands(m, body, i)
                    .into_iter()
                    .any(|p| {
                        parir_analysis::underlying::underlying_objects(m, g, p)
                            .iter()
                            .any(|o| private.contains(o))
                    });
                if to_private {
                    continue;
                }
                let e = self.covers.entry(i).or_default();
                if !e.iter().any(|x| x.0 == l) {
                    e.push((l, 1));
                }
            }
        }
        Ok(())
    }

    /// Sanitizer sites for a covered instruction, emitted before it.
    pub(super) fn recs(&mut self, i: Inst, loops: Vec<(u32, u64)>) -> Res<()> {
        let atomic_class = || crate::code::sync_class(crate::code::ATOMIC_LOCK);
        let m = self.env.m;
        let data = &self.body.insts[i];
        let size = |d: &mut Self, t: Type| -> u32 { d.env.dl.store_size(&m.types, t) as u32 };
        let mut sites: Vec<(Value, u32, Option<Value>, bool)> = Vec::new();
        let mut lanes: Option<(Value, LaneKind)> = None;
        // Atomic operations synchronize: two of them on the same bytes are no race (C11
        // 5.1.2.4, OpenMP 5.2 1.4.1), whether an instruction or an `atomic` region does
        // them; an atomic against a plain access is.
        let mut sync = self.sync_of.get(&i).copied().unwrap_or(NONE);
        match &data.kind {
            InstKind::Load {
                ptr,
                atomic: Some(_),
                ..
            } => {
                sync = atomic_class();
                sites.push((*ptr, size(self, data.ty), None, false));
            }
            InstKind::Store {
                val,
                ptr,
                atomic: Some(_),
                ..
            } => {
                sync = atomic_class();
                let t = self.ty_of(*val).ok_or("store of a value without type")?;
                sites.push((*ptr, size(self, t), None, true));
            }
            InstKind::AtomicRmw { ptr, val, .. } => {
                sync = atomic_class();
                let t = self
                    .ty_of(*val)
                    .ok_or("atomicrmw of a value without type")?;
                sites.push((*ptr, size(self, t), None, false));
                sites.push((*ptr, size(self, t), None, true));
            }
            InstKind::CmpXchg { ptr, new, .. } => {
                sync = atomic_class();
                let t = self.ty_of(*new).ok_or("cmpxchg of a value without type")?;
                sites.push((*ptr, size(self, t), None, false));
                sites.push((*ptr, size(self, t), None, true));
            }
            InstKind::Load { ptr, .. } => sites.push((*ptr, size(self, data.ty), None, false)),
            InstKind::Store { val, ptr, .. } => {
                let t = self.ty_of(*val).ok_or("store of a value without type")?;
                sites.push((*ptr, size(self, t), None, true));
            }
            InstKind::Call(c) => {
                let name = match c.callee {
                    Value::Const(k) => match &m.consts.get(k).data {
                        ConstData::Global(g) => {
                            m.globals[resolve_alias(m, *g)].name().unwrap_or("")
                        }
                        _ => "",
                    },
                    _ => "",
                };
                if (name.starts_with("llvm.memcpy") || name.starts_with("llvm.memmove"))
                    && c.args.len() >= 3
                {
                    sites.push((c.args[1], NONE, Some(c.args[2]), false));
                    sites.push((c.args[0], NONE, Some(c.args[2]), true));
                } else if name.starts_with("llvm.memset") && c.args.len() >= 3 {
                    sites.push((c.args[0], NONE, Some(c.args[2]), true));
                } else if let Some(op) = name.strip_prefix("llvm.masked.") {
                    // (data argument, pointer argument, mask argument, lanes, write)
                    let shape = match op.split('.').next().unwrap_or("") {
                        "load" => Some((3, 0, 2, LaneKind::Consecutive, false)),
                        "store" => Some((0, 1, 3, LaneKind::Consecutive, true)),
                        "gather" => Some((3, 0, 2, LaneKind::Pointers, false)),
                        "scatter" => Some((0, 1, 3, LaneKind::Pointers, true)),
                        "expandload" => Some((2, 0, 1, LaneKind::Packed, false)),
                        "compressstore" => Some((0, 1, 2, LaneKind::Packed, true)),
                        _ => None,
                    };
                    if let Some((v, p, k, kind, write)) = shape {
                        let elem = c
                            .args
                            .get(v)
                            .and_then(|&a| self.ty_of(a))
                            .map(|t| m.types.scalar(t));
                        if let (Some(elem), Some(&ptr), Some(&mask)) =
                            (elem, c.args.get(p), c.args.get(k))
                        {
                            sites.push((ptr, size(self, elem), None, write));
                            lanes = Some((mask, kind));
                        }
                    }
                } else {
                    // A covered call: what its callee accesses is covered too. A libc
                    // function parir implements reports its accesses through the two sites
                    // after the call's (also outside annotated loops: it may run inside a
                    // covered call).
                    let libc =
                        crate::builtins::resolve(name).is_some_and(crate::libc::reports_accesses);
                    if !loops.is_empty() || libc {
                        let site = self.code.recs.len() as u32;
                        let rec = |write: bool, call: bool| RecSite {
                            inst: i,
                            p: NONE,
                            len: if call { 0 } else { NONE },
                            len_slot: NONE,
                            write,
                            call,
                            loops: loops.clone(),
                            lanes: None,
                            libc: !call,
                            sync,
                            release: false,
                            acquire: false,
                            speculated: false,
                        };
                        self.code.recs.push(rec(false, true));
                        if libc {
                            self.code.recs.push(rec(false, false));
                            self.code.recs.push(rec(true, false));
                        }
                        self.emit(i, Op::Rec { site });
                    }
                }
            }
            _ => {}
        }
        let lanes = match lanes {
            Some((mask, kind)) => {
                let n = self
                    .ty_of(mask)
                    .and_then(|t| m.types.vector_len(t))
                    .map_or(0, |(n, _)| n);
                Some(LaneRec {
                    mask: self.val(mask)?,
                    n,
                    kind,
                })
            }
            None => None,
        };
        // Atomics synchronize by their memory order, as C11 and OpenMP define it: a store,
        // read-modify-write or compare-exchange with release (or stronger) semantics
        // releases, a load, read-modify-write or compare-exchange with acquire semantics
        // acquires (the writer's side of a read-modify-write is its write site, the
        // reader's its read site). A relaxed (`monotonic`) atomic orders nothing, so what
        // it reads does not depend on when the thread that wrote it happened to run, unless
        // the function flushes (`fences`).
        use parir_ir::inst::Ordering as O;
        let fenced = self.fenced;
        let releases = |o: O| matches!(o, O::Release | O::AcqRel | O::SeqCst) || fenced;
        let acquires = |o: O| matches!(o, O::Acquire | O::AcqRel | O::SeqCst) || fenced;
        let (release, acquire) = match &data.kind {
            InstKind::Load {
                atomic: Some(a), ..
            } => (false, acquires(a.ordering)),
            InstKind::Store {
                atomic: Some(a), ..
            } => (releases(a.ordering), false),
            InstKind::AtomicRmw { atomic, .. } => {
                (releases(atomic.ordering), acquires(atomic.ordering))
            }
            InstKind::CmpXchg { success, .. } => (releases(*success), acquires(*success)),
            _ => (false, false),
        };
        let speculated = self.select_arm_loads.contains(&i);
        for (p, len, len_v, write) in sites {
            let p = self.val(p)?;
            let len_slot = match len_v {
                Some(v) => self.val(v)?,
                None => NONE,
            };
            let site = self.code.recs.len() as u32;
            self.code.recs.push(RecSite {
                inst: i,
                p,
                len,
                len_slot,
                write,
                call: false,
                loops: loops.clone(),
                lanes,
                libc: false,
                sync,
                release: release && write,
                acquire: acquire && !write,
                speculated,
            });
            self.emit(i, Op::Rec { site });
        }
        Ok(())
    }

    /// The function's marker task points ([`parir_annot::claims::spawns::task_points`]),
    /// found at the first marker call met.
    fn marker_points(
        &mut self,
        m: &parir_ir::Module,
    ) -> &HashMap<Inst, parir_annot::claims::spawns::TaskPoint> {
        let body = self.body;
        self.marker_points.get_or_insert_with(|| {
            parir_annot::claims::spawns::task_points(m, body)
                .into_iter()
                .filter(|p| p.marker)
                .map(|p| (p.inst, p))
                .collect()
        })
    }

    /// SP-bags events ([`crate::spbags`]) of Tapir's terminators and the RFC's Tapir markers,
    /// when sanitizing: a task starts (0), ends (1), a sync region syncs (2).
    pub(super) fn task_event(&mut self, i: Inst) {
        use parir_ir::inst::InstKind as K;
        let m = self.env.m;
        let body = self.body;
        let d = &body.insts[i];
        let region_id = |v: Option<Value>| match v {
            Some(Value::Inst(x)) => x.as_u32(),
            _ => NONE,
        };
        let ev = match &d.kind {
            K::Detach { region, .. } if !self.loop_detaches.contains(&i) => {
                Some((0, region_id(*region)))
            }
            K::Reattach { region, cont } if !self.loop_conts.contains(cont) => {
                Some((1, region_id(*region)))
            }
            K::Sync { region, .. } => Some((2, region_id(*region))),
            // The RFC's markers, as the claims model reads them.
            K::Call(_) => {
                use parir_annot::claims::spawns::TaskPointKind as P;
                match self.marker_points(m).get(&i).copied() {
                    Some(p) => {
                        let region = p.region.map_or(NONE, |r| r.as_u32());
                        match p.kind {
                            P::Spawn { .. } if !self.loop_detaches.contains(&i) => {
                                Some((0, region))
                            }
                            P::End { cont } if !self.loop_conts.contains(&cont) => {
                                Some((1, region))
                            }
                            P::Sync { .. } => Some((2, region)),
                            _ => None,
                        }
                    }
                    None => None,
                }
            }
            _ => None,
        };
        if let Some((kind, region)) = ev {
            self.emit(
                i,
                Op::Task {
                    kind,
                    region,
                    site: i.as_u32(),
                },
            );
        }
    }
}
