//! Writing annotations as access groups and loop attributes: the seed's "SYCL to LLVM
//! Metadata Translation", rules 1.1–1.5 and 2, shared by the marker lowering and the DPC++
//! migration.
//!
//! An [`Annotation`] says what one source annotation claims (no dependences, a safelen, full
//! parallelism) about which accesses ([`Selector`]) of which loop. [`apply`] then:
//!
//! 1. selects the accesses of the loop (and of its sub-loops) the annotation covers;
//! 2. puts them in access groups. A group is made per selector and *level*: the level of an
//!    access is the innermost loop, among the loops annotated with the same selector, that
//!    contains it. So the outer loop's attribute lists the outer-level and the inner-level
//!    groups and the inner loop's only the inner ones, and outer-only accesses are in groups
//!    distinct from inner ones (rule 1.5.3); annotations with the same selector share groups.
//!    DPC++ index groups are used as access groups as they are (they already follow that
//!    scheme). An access that already is in a group keeps it: the attachment becomes a list
//!    (LLVM's `uniteAccessGroups`);
//! 3. adds one attribute per annotation to the LoopID (defect decision 2):
//!    `llvm.loop.no_depends`, `llvm.loop.no_depends_safelen` (groups, then `i32` safelen) or
//!    `llvm.loop.parallel_accesses` — merged into the loop's first `parallel_accesses`, the
//!    only one LLVM reads.
//!
//! Warnings: an array annotation whose array the loop never accesses
//! (`ivdep-array-not-accessed`), and two ivdep annotations of one loop that cover a common
//! access (`ivdep-overlapping`, rule 1.5.2: all metadata is generated, and the user warned).

use super::objects::{encloses, index_groups, loop_accesses, Objects};
use crate::diag::Warning;
use parir_analysis::access_groups::{add_access_groups, groups_of_node, new_access_group};
use parir_analysis::loop_attrs::{edit_loop_attributes, int_operand, LoopAttribute};
use parir_analysis::loops::{FunctionLoops, Loop};
use parir_ir::inst::InstData;
use parir_ir::metadata::{MdNode, MdRef};
use parir_ir::{GlobalId, Inst, Module, Value};
use rustc_hash::FxHashMap;

/// What an annotation claims.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Claim {
    /// `ivdep` / `ivdep(array)`: no loop-carried data dependences (`llvm.loop.no_depends`).
    NoDepends,
    /// `ivdep(safelen)` / `ivdep(array, safelen)`: dependence distances are at least the
    /// safelen (`llvm.loop.no_depends_safelen`).
    Safelen(u32),
    /// A parallel loop (rule 2): `llvm.loop.parallel_accesses`.
    Parallel,
}

/// Which accesses of the loop an annotation covers.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Selector {
    /// All memory instructions and calls (rules 1.1, 1.3, 2).
    All,
    /// The accesses to one object (rules 1.2, 1.4): every pointer operand points only into
    /// this underlying object (see [`Objects`]).
    Object(Value),
    /// The accesses whose address comes from a GEP in this DPC++ index group.
    IndexGroup(MdNode),
}

/// One annotation of one loop.
#[derive(Clone, Debug)]
pub struct Annotation {
    pub lp: Loop,
    pub claim: Claim,
    pub selector: Selector,
    /// How the user wrote it, for messages (`PARIR_IVDEP_ARRAY(%A)`).
    pub spelling: String,
    /// Where it was written: the `.ll` position and `!dbg` of the marker call or latch.
    pub origin: Warning,
}

impl Annotation {
    fn is_ivdep(&self) -> bool {
        !matches!(self.claim, Claim::Parallel)
    }
}

/// Applies the annotations of function `f` (see the module documentation); also removes the
/// attributes named in `remove` from the loops they are paired with (the DPC++ forms being
/// replaced). The function's CFG must be the one `fl` was computed from.
pub fn apply(
    m: &mut Module,
    f: GlobalId,
    fl: &FunctionLoops,
    annots: &[Annotation],
    remove: &[(Loop, &'static str)],
) -> (bool, Vec<Warning>) {
    let mut warnings = Vec::new();
    let fname = format!("@{}", m.globals[f].name().unwrap_or(""));
    let Some(body) = m.globals[f].as_func().and_then(|x| x.body.as_ref()) else {
        return (false, warnings);
    };
    let accesses = loop_accesses(m, body, fl);
    let objects = Objects::new(m, f, body);
    // The accesses each annotation covers.
    let covered: Vec<Vec<Inst>> = annots
        .iter()
        .map(|a| {
            accesses
                .iter()
                .filter(|(i, l)| {
                    encloses(fl, a.lp, *l)
                        && match a.selector {
                            Selector::All => true,
                            Selector::Object(o) => objects.accesses_only(*i, o),
                            Selector::IndexGroup(g) => index_groups(m, body, *i).contains(&g),
                        }
                })
                .map(|(i, _)| *i)
                .collect()
        })
        .collect();
    for (a, cov) in annots.iter().zip(&covered) {
        if !cov.is_empty() {
            continue;
        }
        match a.selector {
            Selector::Object(o) => {
                let partly = accesses
                    .iter()
                    .any(|(i, l)| encloses(fl, a.lp, *l) && objects.may_access(*i, o));
                let mut w = a.origin.clone();
                w.name = "ivdep-array-not-accessed";
                w.message = if partly {
                    format!(
                        "{}: the loop accesses the array only through pointers that may also point elsewhere; no access is annotated",
                        a.spelling
                    )
                } else {
                    format!("{}: the loop never accesses this array", a.spelling)
                };
                warnings.push(w);
            }
            Selector::IndexGroup(_) => {
                let mut w = a.origin.clone();
                w.name = "ivdep-array-not-accessed";
                w.message = format!(
                    "{}: no memory access of the loop uses a GEP of this index group",
                    a.spelling
                );
                warnings.push(w);
            }
            Selector::All => {}
        }
    }
    // Rule 1.5.2: overlapping ivdep annotations on one loop.
    for j in 0..annots.len() {
        for k in 0..j {
            let (a, b) = (&annots[k], &annots[j]);
            if a.lp != b.lp || !a.is_ivdep() || !b.is_ivdep() {
                continue;
            }
            if covered[j].iter().any(|i| covered[k].contains(i)) {
                let mut w = b.origin.clone();
                w.name = "ivdep-overlapping";
                w.message = format!(
                    "{} overlaps {} on the same loop: both attributes are emitted, the accesses they share get both claims",
                    b.spelling, a.spelling
                );
                warnings.push(w);
            }
        }
    }
    // Groups per (selector, level).
    let loop_of: FxHashMap<Inst, Loop> = accesses.iter().copied().collect();
    let mut groups: FxHashMap<(Selector, Loop), MdNode> = FxHashMap::default();
    let mut membership: Vec<(Inst, MdNode)> = Vec::new();
    let mut attr_groups: Vec<Vec<MdNode>> = vec![Vec::new(); annots.len()];
    for (k, a) in annots.iter().enumerate() {
        for &i in &covered[k] {
            let g = match a.selector {
                Selector::IndexGroup(g) => g,
                sel => {
                    let inner = loop_of[&i];
                    // The innermost loop annotated with this selector that contains `i`.
                    let level = annots
                        .iter()
                        .filter(|b| {
                            b.selector == sel
                                && encloses(fl, a.lp, b.lp)
                                && encloses(fl, b.lp, inner)
                        })
                        .map(|b| b.lp)
                        .max_by_key(|&l| fl.forest.depth(l))
                        .unwrap_or(a.lp);
                    match groups.get(&(sel, level)) {
                        Some(&g) => g,
                        None => {
                            let g = new_access_group(m);
                            groups.insert((sel, level), g);
                            g
                        }
                    }
                }
            };
            membership.push((i, g));
            if !attr_groups[k].contains(&g) {
                attr_groups[k].push(g);
            }
        }
    }
    let mut changed = false;
    for (i, g) in membership {
        changed |= add_access_groups(m, f, i, g);
    }
    // Loop attributes, one edit per loop.
    let mut loops: Vec<Loop> = annots.iter().map(|a| a.lp).collect();
    loops.extend(remove.iter().map(|(l, _)| *l));
    let mut seen = Vec::new();
    loops.retain(|l| {
        let new = !seen.contains(l);
        seen.push(*l);
        new
    });
    for l in loops {
        let mut new_attrs: Vec<(Claim, Vec<MdNode>)> = Vec::new();
        for (k, a) in annots.iter().enumerate() {
            if a.lp == l && !attr_groups[k].is_empty() {
                new_attrs.push((a.claim, attr_groups[k].clone()));
            }
        }
        let i32_ops: Vec<Option<MdRef>> = new_attrs
            .iter()
            .map(|(c, _)| match c {
                Claim::Safelen(s) => int_operand(m, 32, i128::from(*s)),
                _ => None,
            })
            .collect();
        let removals: Vec<&str> = remove
            .iter()
            .filter(|(x, _)| *x == l)
            .map(|(_, n)| *n)
            .collect();
        // The groups of the loop's current first parallel_accesses, to merge into.
        let result = parir_analysis::loop_attrs::loop_attributes(m, f, fl, l).map(|cur| {
            cur.get("llvm.loop.parallel_accesses").map(|a| {
                a.operands
                    .iter()
                    .flat_map(|o| match o {
                        Some(MdRef::Node(n)) => groups_of_node(m, *n),
                        _ => Vec::new(),
                    })
                    .collect::<Vec<MdNode>>()
            })
        });
        let old_parallel = match result {
            Ok(p) => p,
            Err(e) => {
                let mut w = annots
                    .iter()
                    .find(|a| a.lp == l)
                    .map(|a| a.origin.clone())
                    .unwrap_or_else(|| Warning::new("", ""));
                w.name = "ivdep-loop-id-invalid";
                w.message = format!("cannot annotate the loop: {e}");
                if w.function.is_none() {
                    w.function = Some(fname.clone());
                }
                warnings.push(w);
                continue;
            }
        };
        let r = edit_loop_attributes(m, f, fl, l, |attrs| {
            for n in &removals {
                attrs.remove(n);
            }
            let mut parallel = old_parallel.clone();
            for ((claim, gs), safelen) in new_attrs.iter().zip(&i32_ops) {
                let mut ops: Vec<Option<MdRef>> =
                    gs.iter().map(|&g| Some(MdRef::Node(g))).collect();
                let name = match claim {
                    Claim::NoDepends => "llvm.loop.no_depends",
                    Claim::Safelen(_) => {
                        ops.push(*safelen);
                        "llvm.loop.no_depends_safelen"
                    }
                    Claim::Parallel => {
                        let p = parallel.get_or_insert_with(Vec::new);
                        for g in gs {
                            if !p.contains(g) {
                                p.push(*g);
                            }
                        }
                        continue;
                    }
                };
                let attr = LoopAttribute::new(name, ops);
                let dup = attrs
                    .attributes()
                    .any(|a| a.name == attr.name && a.operands == attr.operands);
                if !dup {
                    attrs.add(attr);
                }
            }
            if parallel != old_parallel {
                if let Some(p) = parallel {
                    attrs.replace(LoopAttribute::new(
                        "llvm.loop.parallel_accesses",
                        p.into_iter().map(|g| Some(MdRef::Node(g))).collect(),
                    ));
                }
            }
        });
        match r {
            Ok(Some(_)) => changed = true,
            Ok(None) => {}
            Err(e) => {
                let mut w = Warning::new("ivdep-loop-id-invalid", format!("{e}"));
                w.function = Some(fname.clone());
                warnings.push(w);
            }
        }
    }
    (changed, warnings)
}

/// A warning located at instruction `d` of the function named `fname`.
pub fn at(m: &Module, fname: &str, d: &InstData, name: &'static str, msg: String) -> Warning {
    Warning::new(name, msg).at_inst(m, fname, d)
}
