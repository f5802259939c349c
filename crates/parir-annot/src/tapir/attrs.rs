//! OpenCilk's attribute keywords in the marker form.
//!
//! OpenCilk adds attributes that LLVM 19 does not know (`sanitize_cilk`, `stealable`,
//! `strand_pure`, `strand_noalias`, `reducer_register`, `reducer_unregister`, `hyper_view`,
//! `injective`): opt-19 refuses a module that writes them. `tapir-prepare` writes each as the
//! string attribute `"opencilk.<keyword>"` wherever it is (function, return, parameter and
//! call-site attributes, attribute groups), which LLVM keeps and ignores; `tapir-extract`
//! writes the keywords back. Everything else of a set stays as it was, so both round trips
//! are exact.

use parir_ir::attrs::{Attr, AttrKind, AttrList, AttrSet};
use parir_ir::inst::InstKind;
use parir_ir::module::GlobalKind;
use parir_ir::Module;
use rustc_hash::FxHashMap;

/// The prefix of the string attributes that stand for OpenCilk's keywords.
const PREFIX: &str = "opencilk.";

/// OpenCilk's attribute keywords (its fork of LLVM's Attributes.td).
pub(super) const KEYWORDS: &[&str] = &[
    "hyper_view",
    "injective",
    "reducer_register",
    "reducer_unregister",
    "sanitize_cilk",
    "stealable",
    "strand_noalias",
    "strand_pure",
];

/// OpenCilk's keywords → `"opencilk.<keyword>"`; whether anything changed.
pub(super) fn encode(m: &mut Module) -> bool {
    rewrite(m, |a| match a {
        Attr::Flag(k) if KEYWORDS.contains(&k.keyword()) => Some(Attr::Str(
            format!("{PREFIX}{}", k.keyword()).into_bytes(),
            Vec::new(),
        )),
        _ => None,
    })
}

/// `"opencilk.<keyword>"` → OpenCilk's keyword; whether anything changed.
pub(super) fn decode(m: &mut Module) -> bool {
    rewrite(m, |a| match a {
        Attr::Str(key, value) if value.is_empty() => {
            let key = std::str::from_utf8(key).ok()?;
            let kw = key.strip_prefix(PREFIX)?;
            if !KEYWORDS.contains(&kw) {
                return None;
            }
            AttrKind::from_keyword(kw).map(Attr::Flag)
        }
        _ => None,
    })
}

/// Rewrites every attribute `f` maps, in every set the module uses.
fn rewrite(m: &mut Module, f: impl Fn(&Attr) -> Option<Attr>) -> bool {
    let mut map: FxHashMap<AttrSet, AttrSet> = FxHashMap::default();
    for i in 0..m.attrs.len() {
        let s = <AttrSet as cranelift_entity::EntityRef>::new(i);
        let attrs = m.attrs.get(s);
        if !attrs.iter().any(|a| f(a).is_some()) {
            continue;
        }
        let new: Vec<Attr> = attrs
            .iter()
            .map(|a| f(a).unwrap_or_else(|| a.clone()))
            .collect();
        let n = m.attrs.intern(new);
        map.insert(s, n);
    }
    if map.is_empty() {
        return false;
    }
    let swap = |s: &mut AttrSet| match map.get(s) {
        Some(&n) => {
            *s = n;
            true
        }
        None => false,
    };
    let swap_list = |l: &mut AttrList| {
        let mut c = swap(&mut l.func);
        c |= swap(&mut l.ret);
        for p in l.params.iter_mut() {
            c |= swap(p);
        }
        c
    };
    let mut changed = false;
    for (_, g) in m.globals.iter_mut() {
        match &mut g.kind {
            GlobalKind::Var(v) => {
                if let Some(s) = v.attrs.as_mut() {
                    changed |= swap(s);
                }
            }
            GlobalKind::Func(func) => {
                changed |= swap_list(&mut func.attrs);
                if let Some(body) = func.body.as_mut() {
                    for (_, d) in body.insts.iter_mut() {
                        match &mut d.kind {
                            InstKind::Call(c) => changed |= swap_list(&mut c.attrs),
                            InstKind::Invoke { call, .. } | InstKind::CallBr { call, .. } => {
                                changed |= swap_list(&mut call.attrs)
                            }
                            _ => {}
                        }
                    }
                }
            }
            _ => {}
        }
    }
    changed
}
