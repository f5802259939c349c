//! `parir check --against OLD.ll NEW.ll`: what a transformation did to the directive regions
//! (the LLVMPar RFC's soundness argument is about code moved across region boundaries).
//!
//! Regions are matched per function by directive and order (the k-th `DIR.OMP.PARALLEL` region
//! of `@f` in OLD is the k-th in NEW). The memory operations inside a region are compared as
//! multisets of signatures (opcode, atomic ordering or `volatile`, and the object the pointer
//! is based on: a global by name, an argument by position, a local by name), so renaming and
//! reordering do not count:
//!
//! | name | severity | what |
//! |---|---|---|
//! | `directive-D-sync-moved` | error | property D: an atomic, a fence or a volatile access inside a region in OLD is outside it in NEW, or the reverse |
//! | `directive-moved-out` / `directive-moved-in` | warning | another memory operation or call left or entered a region |
//! | `directive-region-lost` | warning | a region of OLD has no counterpart in NEW |
//!
//! Property C1 (values escaping) is checked on NEW by [`super::check`] as always.

use super::model::{DirectiveFunction, Region};
use crate::diag::Warning;
use parir_analysis::memory::may_read_or_write_memory;
use parir_ir::function::{Body, Inst};
use parir_ir::inst::InstKind;
use parir_ir::value::ConstData;
use parir_ir::{GlobalId, Module, Value};
use std::collections::HashMap;

/// A memory operation's signature, and whether it is a synchronization operation.
fn signature(m: &Module, g: GlobalId, body: &Body, i: Inst) -> Option<(String, bool)> {
    let d = &body.insts[i];
    if !may_read_or_write_memory(m, d) {
        return None;
    }
    if super::model::directive_call(m, d).is_some() {
        return None;
    }
    let (op, sync) = match &d.kind {
        InstKind::Load {
            volatile, atomic, ..
        } => (
            format!(
                "load{}{}",
                if *volatile { " volatile" } else { "" },
                if atomic.is_some() { " atomic" } else { "" }
            ),
            *volatile || atomic.is_some(),
        ),
        InstKind::Store {
            volatile, atomic, ..
        } => (
            format!(
                "store{}{}",
                if *volatile { " volatile" } else { "" },
                if atomic.is_some() { " atomic" } else { "" }
            ),
            *volatile || atomic.is_some(),
        ),
        InstKind::Fence(_) => ("fence".into(), true),
        InstKind::AtomicRmw { .. } => ("atomicrmw".into(), true),
        InstKind::CmpXchg { .. } => ("cmpxchg".into(), true),
        _ => match crate::csa::intrinsics::callee_name(m, d) {
            Some((_, n)) => (format!("call @{n}"), false),
            None => ("call".into(), false),
        },
    };
    let objects: Vec<String> = crate::ivdep::objects::pointer_operands(m, body, i)
        .into_iter()
        .flat_map(|p| parir_analysis::underlying::underlying_objects(m, g, p))
        .map(|o| describe_object(m, g, body, o))
        .collect();
    Some((format!("{op} on {}", objects.join(", ")), sync))
}

fn describe_object(m: &Module, g: GlobalId, body: &Body, o: Value) -> String {
    match o {
        Value::Const(k) => match m.consts.get(k).data {
            ConstData::Global(gv) => format!("@{}", m.globals[gv].name().unwrap_or("?")),
            _ => "a constant".into(),
        },
        Value::Arg(n) => format!("argument {n}"),
        Value::Inst(x) => {
            let namer = crate::claims::names::Namer::new(m, g, body);
            namer.val(Value::Inst(x))
        }
        _ => "a value".into(),
    }
}

/// A memory operation: its signature, whether it synchronizes, the instruction.
type Op = (String, bool, Inst);

/// Signatures of the memory operations of `body`: inside region `r` and elsewhere.
fn split(m: &Module, g: GlobalId, body: &Body, r: &Region) -> (Vec<Op>, Vec<Op>) {
    let mut inside = Vec::new();
    let mut outside = Vec::new();
    for (_, i) in body.inst_iter() {
        if let Some((s, sync)) = signature(m, g, body, i) {
            if r.contains(body, i) {
                inside.push((s, sync, i));
            } else {
                outside.push((s, sync, i));
            }
        }
    }
    (inside, outside)
}

fn count(v: &[Op]) -> HashMap<&str, usize> {
    let mut c = HashMap::new();
    for (s, _, _) in v {
        *c.entry(s.as_str()).or_insert(0) += 1;
    }
    c
}

/// The region-level differences between `old` and `new` (see the module documentation),
/// located in `new`.
pub fn compare(old: &Module, new: &Module) -> Vec<Warning> {
    let mut out = Vec::new();
    for (gn, fnew) in new.functions() {
        let (Some(name), Some(nbody)) = (new.globals[gn].name(), fnew.body.as_ref()) else {
            continue;
        };
        let Some(go) = old.global_by_name(name) else {
            continue;
        };
        let Some(obody) = old.body(go) else {
            continue;
        };
        let fname = format!("@{name}");
        let om = DirectiveFunction::of(old, obody);
        let nm = DirectiveFunction::of(new, nbody);
        // Match by directive and order.
        let mut seen: HashMap<&str, usize> = HashMap::new();
        for or in &om.regions {
            let tag = or.directive().unwrap_or("");
            let k = seen.entry(tag).or_insert(0);
            let nr = nm
                .regions
                .iter()
                .filter(|r| r.directive().unwrap_or("") == tag)
                .nth(*k);
            *k += 1;
            let Some(nr) = nr else {
                // Located in the new module's function (the old module is another text).
                let mut w = Warning::new(
                    "directive-region-lost",
                    format!(
                        "the {} region number {} of {fname} in the old module is not in the new one",
                        if tag.is_empty() { "(no bundle)" } else { tag },
                        *k
                    ),
                );
                w.function = Some(fname.clone());
                out.push(w);
                continue;
            };
            let (oin, oout) = split(old, go, obody, or);
            let (nin, nout) = split(new, gn, nbody, nr);
            let (c_oin, c_oout) = (count(&oin), count(&oout));
            let (c_nin, c_nout) = (count(&nin), count(&nout));
            let mut reported: HashMap<(&str, bool), usize> = HashMap::new();
            // Moved out: fewer inside than before, more outside than before.
            for (s, sync, i) in &nout {
                let lost = c_oin
                    .get(s.as_str())
                    .copied()
                    .unwrap_or(0)
                    .saturating_sub(c_nin.get(s.as_str()).copied().unwrap_or(0));
                let gained = c_nout
                    .get(s.as_str())
                    .copied()
                    .unwrap_or(0)
                    .saturating_sub(c_oout.get(s.as_str()).copied().unwrap_or(0));
                let n = reported.entry((s.as_str(), false)).or_insert(0);
                if *n < lost.min(gained) {
                    *n += 1;
                    out.push(moved(new, &fname, nbody, *i, s, *sync, tag, nr, false));
                }
            }
            for (s, sync, i) in &nin {
                let lost = c_oout
                    .get(s.as_str())
                    .copied()
                    .unwrap_or(0)
                    .saturating_sub(c_nout.get(s.as_str()).copied().unwrap_or(0));
                let gained = c_nin
                    .get(s.as_str())
                    .copied()
                    .unwrap_or(0)
                    .saturating_sub(c_oin.get(s.as_str()).copied().unwrap_or(0));
                let n = reported.entry((s.as_str(), true)).or_insert(0);
                if *n < lost.min(gained) {
                    *n += 1;
                    out.push(moved(new, &fname, nbody, *i, s, *sync, tag, nr, true));
                }
            }
        }
    }
    out.sort_by_key(|w| w.pos().unwrap_or(u32::MAX));
    out
}

#[allow(clippy::too_many_arguments)]
fn moved(
    m: &Module,
    fname: &str,
    body: &Body,
    i: Inst,
    sig: &str,
    sync: bool,
    tag: &str,
    r: &Region,
    into: bool,
) -> Warning {
    let name = match (sync, into) {
        (true, _) => "directive-D-sync-moved",
        (false, false) => "directive-moved-out",
        (false, true) => "directive-moved-in",
    };
    let dir = if into { "into" } else { "out of" };
    let what = format!(
        "this {sig} was {} the {} region in the old module and is {dir} it now",
        if into { "outside" } else { "inside" },
        if tag.is_empty() { "(no bundle)" } else { tag }
    );
    let _ = r;
    let w = if sync {
        Warning::error(
            name,
            format!(
                "{what}: a synchronization operation moved across the region boundary (property D)"
            ),
        )
    } else {
        Warning::new(name, what)
    };
    w.at_inst(m, fname, &body.insts[i])
}
