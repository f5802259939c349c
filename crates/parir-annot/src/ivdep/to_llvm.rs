//! `ivdep-to-llvm`: passes the ivdep claims on in the form upstream LLVM 19 understands.
//!
//! - `llvm.loop.no_depends` whose groups cover every memory access of the loop (with the groups
//!   of an existing `llvm.loop.parallel_accesses`) → their groups join the loop's
//!   `llvm.loop.parallel_accesses`, which LLVM's `Loop::isAnnotatedParallel` reads. (LangRef's
//!   parallel loop also waives memory-ordering dependences; an ivdep loop whose accesses are
//!   all independent has none left to order.)
//! - `llvm.loop.no_depends_safelen` with safelen S on an innermost loop (with `no_depends`
//!   covering the rest of the accesses) → `llvm.loop.vectorize.width` = the largest power of two ≤ S, and
//!   `llvm.loop.vectorize.enable`, as clang does for `#pragma omp simd safelen(S)`; a smaller
//!   width already on the loop is kept. Several safelens: the smallest counts.
//! - Anything else — accesses no attribute covers, a safelen of 1 — is reported as
//!   `ivdep-not-expressible` and the loop is left as it is. The `no_depends` attributes
//!   themselves stay (LLVM ignores loop attributes it does not know).
//!
//! `spirv.loop.dependency_accesses` is read like the attribute it stands for.

use super::objects::{encloses, loop_accesses};
use crate::diag::Warning;
use parir_analysis::access_groups::{access_groups, group_attributes, GroupAttrKind};
use parir_analysis::loop_attrs::{
    edit_loop_attributes, int_operand, loop_attributes, LoopAttribute,
};
use parir_analysis::loops::FunctionLoops;
use parir_ir::metadata::{MdNode, MdRef};
use parir_ir::{GlobalId, Module};

/// The largest power of two ≤ `s` (`s` ≥ 1).
///
/// ```
/// use parir_annot::ivdep::to_llvm::vector_width_for_safelen;
/// assert_eq!(vector_width_for_safelen(5), 4);
/// assert_eq!(vector_width_for_safelen(8), 8);
/// assert_eq!(vector_width_for_safelen(1), 1);
/// ```
pub fn vector_width_for_safelen(s: u32) -> u32 {
    if s == 0 {
        return 0;
    }
    1 << (31 - s.leading_zeros())
}

/// `ivdep-to-llvm` on a module.
pub fn to_llvm(m: &mut Module) -> (bool, Vec<Warning>) {
    let mut changed = false;
    let mut warnings = Vec::new();
    let funcs: Vec<GlobalId> = m
        .functions()
        .filter(|(_, f)| f.body.is_some())
        .map(|(g, _)| g)
        .collect();
    for f in funcs {
        let Some(fl) = FunctionLoops::of_function(m, f) else {
            continue;
        };
        let fname = format!("@{}", m.globals[f].name().unwrap_or(""));
        for l in fl.forest.loops() {
            let Ok(attrs) = loop_attributes(m, f, &fl, l) else {
                continue;
            };
            let gattrs = group_attributes(m, &attrs);
            let mut nd: Vec<MdNode> = Vec::new();
            let mut safelens: Vec<(Vec<MdNode>, i128)> = Vec::new();
            let mut par: Vec<MdNode> = Vec::new();
            for a in &gattrs {
                match (a.kind, a.safelen) {
                    (GroupAttrKind::NoDepends, _)
                    | (GroupAttrKind::SpirvDependencyAccesses, Some(0)) => {
                        nd.extend(a.groups.iter().copied())
                    }
                    (GroupAttrKind::NoDependsSafelen, Some(s))
                    | (GroupAttrKind::SpirvDependencyAccesses, Some(s)) => {
                        safelens.push((a.groups.clone(), s))
                    }
                    (GroupAttrKind::ParallelAccesses, _) => par.extend(a.groups.iter().copied()),
                    _ => {}
                }
            }
            if nd.is_empty() && safelens.is_empty() {
                continue;
            }
            let Some(body) = m.globals[f].as_func().and_then(|x| x.body.as_ref()) else {
                continue;
            };
            let latch_warning = |name: &'static str, msg: String| {
                let w = Warning::new(name, msg);
                match fl
                    .forest
                    .latches(&fl.cfg, l)
                    .first()
                    .and_then(|&b| body.terminator(b))
                {
                    Some(t) => w.at_inst(m, &fname, &body.insts[t]),
                    None => {
                        let mut w = w;
                        w.function = Some(fname.clone());
                        w
                    }
                }
            };
            let accesses: Vec<Vec<MdNode>> = loop_accesses(m, body, &fl)
                .into_iter()
                .filter(|(_, il)| encloses(&fl, l, *il))
                .map(|(i, _)| access_groups(m, &body.insts[i]))
                .collect();
            let covered = |set: &[&[MdNode]]| {
                accesses
                    .iter()
                    .filter(|gs| gs.iter().any(|g| set.iter().any(|s| s.contains(g))))
                    .count()
            };
            let total = accesses.len();
            let already_parallel = total > 0 && covered(&[&par]) == total;
            let mut edit_parallel: Option<Vec<MdNode>> = None;
            let mut edit_width: Option<u32> = None;
            if !nd.is_empty() {
                let n = covered(&[&nd, &par]);
                if n == total {
                    if !already_parallel || !nd.iter().all(|g| par.contains(g)) {
                        let mut p = par.clone();
                        for g in &nd {
                            if !p.contains(g) {
                                p.push(*g);
                            }
                        }
                        edit_parallel = Some(p);
                    }
                } else if safelens.is_empty() {
                    warnings.push(latch_warning(
                        "ivdep-not-expressible",
                        format!(
                            "llvm.loop.no_depends covers {n} of the loop's {total} memory accesses; llvm.loop.parallel_accesses must cover all of them, so the claim is not passed on to LLVM"
                        ),
                    ));
                }
            }
            let parallel_now = edit_parallel.is_some() || already_parallel;
            if !safelens.is_empty() && !parallel_now && !fl.forest.children(l).is_empty() {
                warnings.push(latch_warning(
                    "ivdep-not-expressible",
                    "the loop has inner loops and LLVM vectorizes innermost loops only: its safelen is not passed on to LLVM".to_string(),
                ));
            } else if !safelens.is_empty() && !parallel_now {
                let sl_groups: Vec<MdNode> = safelens
                    .iter()
                    .flat_map(|(g, _)| g.iter().copied())
                    .collect();
                let n = covered(&[&nd, &par, &sl_groups]);
                let s = safelens.iter().map(|(_, s)| *s).min().unwrap_or(1);
                if n != total {
                    warnings.push(latch_warning(
                        "ivdep-not-expressible",
                        format!(
                            "the ivdep attributes cover {n} of the loop's {total} memory accesses; llvm.loop.vectorize.width speaks for all of them, so safelen {s} is not passed on to LLVM"
                        ),
                    ));
                } else {
                    let w = vector_width_for_safelen(
                        u32::try_from(s.clamp(1, i128::from(i32::MAX))).unwrap_or(1),
                    );
                    if w < 2 {
                        warnings.push(latch_warning(
                            "ivdep-not-expressible",
                            format!(
                                "safelen {s} allows no vector width above 1; nothing is passed on to LLVM"
                            ),
                        ));
                    } else {
                        let old = attrs.get_int(m, "llvm.loop.vectorize.width");
                        let enabled = attrs.get_int(m, "llvm.loop.vectorize.enable") == Some(1);
                        let keep_old = old.is_some_and(|o| o >= 1 && o <= i128::from(w));
                        if !(keep_old && enabled) {
                            edit_width = Some(if keep_old {
                                old.map(|o| o as u32).unwrap_or(w)
                            } else {
                                w
                            });
                        }
                    }
                }
            }
            if edit_parallel.is_none() && edit_width.is_none() {
                continue;
            }
            let width_op = edit_width.map(|w| int_operand(m, 32, i128::from(w)));
            let true_op = int_operand(m, 1, 1);
            let r = edit_loop_attributes(m, f, &fl, l, |a| {
                if let Some(p) = edit_parallel {
                    a.replace(LoopAttribute::new(
                        "llvm.loop.parallel_accesses",
                        p.into_iter().map(|g| Some(MdRef::Node(g))).collect(),
                    ));
                }
                if let Some(w) = width_op {
                    a.replace(LoopAttribute::new("llvm.loop.vectorize.width", vec![w]));
                    a.replace(LoopAttribute::new(
                        "llvm.loop.vectorize.enable",
                        vec![true_op],
                    ));
                }
            });
            match r {
                Ok(x) => changed |= x.is_some(),
                Err(e) => warnings.push(Warning::new(
                    "ivdep-loop-id-invalid",
                    format!("ivdep-to-llvm: cannot edit a loop of {fname}: {e}"),
                )),
            }
        }
    }
    (changed, warnings)
}
