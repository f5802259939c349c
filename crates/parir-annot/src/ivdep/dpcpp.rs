//! Migration of the loop metadata intel/llvm's clang emits for `[[intel::ivdep...]]` today
//! (issue 4, input form 2) to the seed's form:
//!
//! | DPC++ today | meaning | becomes |
//! |---|---|---|
//! | `!{!"llvm.loop.ivdep.enable"}` | `ivdep` | `llvm.loop.no_depends` over all accesses |
//! | `!{!"llvm.loop.ivdep.safelen", i32 N}` | `ivdep(N)` | `llvm.loop.no_depends_safelen` over all accesses, `i32 N` |
//! | `!{!"llvm.loop.parallel_access_indices", !g1, !g2, ...}` | `ivdep(a)`, `ivdep(b)` | one `llvm.loop.no_depends` per index group |
//! | `!{!"llvm.loop.parallel_access_indices", !g1, ..., i32 N}` | `ivdep(a, N)` | one `llvm.loop.no_depends_safelen` per index group |
//!
//! An index group is a distinct empty node on the GEPs (`!llvm.index.group`, a group or a list
//! of groups for accesses of nested loops) that compute the addresses of one array's accesses.
//! The migrated accesses are the memory instructions whose address comes from such a GEP; the
//! index group itself becomes their access group (DPC++ already builds index groups per loop
//! level as rule 1.5.3 asks). For `ivdep` and `ivdep(N)` DPC++ also lists every array's index
//! group in a `parallel_access_indices` with the same safelen; that attribute is subsumed by the
//! all-accesses one and is dropped. The old attributes are removed, and once a function has no
//! `parallel_access_indices` left, its `!llvm.index.group` attachments are too.

use super::apply::{Annotation, Claim, Selector};
use crate::diag::Warning;
use parir_analysis::access_groups::groups_of_node;
use parir_analysis::loop_attrs::loop_attributes;
use parir_analysis::loops::{FunctionLoops, Loop};
use parir_ir::metadata::MdRef;
use parir_ir::value::ConstData;
use parir_ir::{GlobalId, Module};

/// The DPC++ attribute names this migration replaces.
pub const LEGACY_ATTRIBUTES: [&str; 3] = [
    "llvm.loop.ivdep.enable",
    "llvm.loop.ivdep.safelen",
    "llvm.loop.parallel_access_indices",
];

/// The annotations the DPC++ attributes of function `f`'s loops stand for, and the attributes
/// to remove.
pub fn collect(
    m: &Module,
    f: GlobalId,
    fl: &FunctionLoops,
) -> (Vec<Annotation>, Vec<(Loop, &'static str)>, Vec<Warning>) {
    let mut annots = Vec::new();
    let mut remove = Vec::new();
    let mut warnings = Vec::new();
    let Some(body) = m.globals[f].as_func().and_then(|x| x.body.as_ref()) else {
        return (annots, remove, warnings);
    };
    let fname = format!("@{}", m.globals[f].name().unwrap_or(""));
    for l in fl.forest.loops() {
        let Ok(attrs) = loop_attributes(m, f, fl, l) else {
            continue;
        };
        if !attrs
            .attributes()
            .any(|a| LEGACY_ATTRIBUTES.contains(&a.name.as_str()))
        {
            continue;
        }
        let origin = fl
            .forest
            .latches(&fl.cfg, l)
            .first()
            .and_then(|&b| body.terminator(b))
            .map(|t| Warning::new("", "").at_inst(m, &fname, &body.insts[t]))
            .unwrap_or_else(|| Warning::new("", ""));
        let int = |o: &Option<MdRef>| match o {
            Some(MdRef::Value(c)) => match &m.consts.get(*c).data {
                ConstData::Int(v) => v.as_i128(),
                _ => None,
            },
            _ => None,
        };
        let bad_safelen = |what: &str, s: i128, warnings: &mut Vec<Warning>| {
            let mut w = origin.clone();
            w.name = "ivdep-bad-safelen";
            w.message = format!(
                "{what}: safelen {s} is not between 1 and {}; dropped",
                i32::MAX
            );
            warnings.push(w);
        };
        // The all-accesses forms: None = ivdep.enable, Some(n) = ivdep.safelen n.
        let mut globals: Vec<Option<u32>> = Vec::new();
        for a in attrs.attributes() {
            match a.name.as_str() {
                "llvm.loop.ivdep.enable" => globals.push(None),
                "llvm.loop.ivdep.safelen" => match a.operands.first().and_then(int) {
                    Some(s) if s > 0 && s <= i128::from(i32::MAX) => globals.push(Some(s as u32)),
                    Some(s) => bad_safelen("llvm.loop.ivdep.safelen", s, &mut warnings),
                    None => {
                        let mut w = origin.clone();
                        w.name = "ivdep-bad-safelen";
                        w.message =
                            "llvm.loop.ivdep.safelen has no integer operand; dropped".into();
                        warnings.push(w);
                    }
                },
                _ => {}
            }
        }
        for g in &globals {
            let (claim, spelling) = match g {
                None => (Claim::NoDepends, "llvm.loop.ivdep.enable".to_string()),
                Some(s) => (Claim::Safelen(*s), format!("llvm.loop.ivdep.safelen({s})")),
            };
            annots.push(Annotation {
                lp: l,
                claim,
                selector: Selector::All,
                spelling,
                origin: origin.clone(),
            });
        }
        for a in attrs.attributes() {
            if a.name != "llvm.loop.parallel_access_indices" {
                continue;
            }
            let safelen = match a.operands.last().and_then(int) {
                Some(s) if s > 0 && s <= i128::from(i32::MAX) => Some(s as u32),
                Some(s) => {
                    bad_safelen("llvm.loop.parallel_access_indices", s, &mut warnings);
                    continue;
                }
                None => None,
            };
            if globals.contains(&safelen) {
                continue;
            }
            let mut k = 0;
            for op in &a.operands {
                let Some(MdRef::Node(n)) = op else { continue };
                for g in groups_of_node(m, *n) {
                    k += 1;
                    annots.push(Annotation {
                        lp: l,
                        claim: safelen.map_or(Claim::NoDepends, Claim::Safelen),
                        selector: Selector::IndexGroup(g),
                        spelling: match safelen {
                            Some(s) => format!(
                                "index group {k} of llvm.loop.parallel_access_indices(safelen {s})"
                            ),
                            None => format!("index group {k} of llvm.loop.parallel_access_indices"),
                        },
                        origin: origin.clone(),
                    });
                }
            }
        }
        for n in LEGACY_ATTRIBUTES {
            remove.push((l, n));
        }
    }
    (annots, remove, warnings)
}

/// Removes the `!llvm.index.group` attachments of `f` when no loop of it has a
/// `llvm.loop.parallel_access_indices` attribute any more. Returns whether any was removed.
pub fn strip_index_groups(m: &mut Module, f: GlobalId) -> bool {
    let Some(kind) = m.md.find_kind("llvm.index.group") else {
        return false;
    };
    let Some(fl) = FunctionLoops::of_function(m, f) else {
        return false;
    };
    let still_used = fl.forest.loops().any(|l| {
        loop_attributes(m, f, &fl, l)
            .map(|a| a.contains("llvm.loop.parallel_access_indices"))
            .unwrap_or(true)
    });
    if still_used {
        return false;
    }
    let Some(body) = m.globals[f].as_func_mut().and_then(|x| x.body.as_mut()) else {
        return false;
    };
    let mut changed = false;
    for (_, d) in body.insts.iter_mut() {
        let before = d.md.len();
        d.md.retain(|(k, _)| *k != kind);
        changed |= d.md.len() != before;
    }
    changed
}
