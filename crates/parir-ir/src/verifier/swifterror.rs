//! LLVM's rules for `swifterror` values (Swift's error register), checked only in modules that
//! use the attribute or a `swifterror` alloca:
//!
//! - a `swifterror` parameter or alloca is only loaded, stored to (as the address), or passed
//!   as a `swifterror` argument;
//! - a `swifterror` call argument is a `swifterror` alloca or parameter.

use super::{global_name, span};
use crate::diag::Diagnostic;
use crate::function::Body;
use crate::inst::InstKind;
use crate::module::Module;
use crate::value::Value;

/// The `swifterror` checks of the whole module, appended to `errs`.
pub(super) fn check_swift_errors(m: &Module, errs: &mut Vec<Diagnostic>) {
    if !m.attrs.any_has("swifterror") && !has_swifterror_alloca(m) {
        return;
    }
    for (g, f) in m.functions() {
        let Some(body) = &f.body else {
            continue;
        };
        let note = || format!("in function {}", global_name(m, g));
        // The function's swifterror values: its swifterror parameters, then its swifterror
        // allocas, in order.
        let mut values: Vec<Value> = f
            .attrs
            .params
            .iter()
            .enumerate()
            .filter(|(_, &s)| m.attrs.has(s, "swifterror"))
            .map(|(n, _)| Value::Arg(n as u32))
            .collect();
        for &b in &body.layout {
            for &i in &body.blocks[b].insts {
                if matches!(
                    body.insts[i].kind,
                    InstKind::Alloca {
                        swifterror: true,
                        ..
                    }
                ) {
                    values.push(Value::Inst(i));
                }
            }
        }
        for &v in &values {
            check_uses(m, body, v, errs, &note);
        }
        // Swifterror call arguments come from swifterror allocas or parameters.
        for &b in &body.layout {
            for &i in &body.blocks[b].insts {
                let d = &body.insts[i];
                let Some(c) = d.kind.call_data() else {
                    continue;
                };
                for (n, &a) in c.args.iter().enumerate() {
                    if !c
                        .attrs
                        .params
                        .get(n)
                        .is_some_and(|&s| m.attrs.has(s, "swifterror"))
                    {
                        continue;
                    }
                    let msg = match a {
                        Value::Inst(j) if matches!(body.insts[j].kind, InstKind::Alloca { .. }) => {
                            (!matches!(
                                body.insts[j].kind,
                                InstKind::Alloca {
                                    swifterror: true,
                                    ..
                                }
                            ))
                            .then_some("swifterror argument for call has mismatched alloca")
                        }
                        Value::Arg(p) => (!f
                            .attrs
                            .params
                            .get(p as usize)
                            .is_some_and(|&s| m.attrs.has(s, "swifterror")))
                        .then_some("swifterror argument for call has mismatched parameter"),
                        _ => Some("swifterror argument should come from an alloca or parameter"),
                    };
                    if let Some(msg) = msg {
                        errs.push(Diagnostic::error_at(span(d.pos), msg).with_note(note()));
                    }
                }
            }
        }
    }
}

fn has_swifterror_alloca(m: &Module) -> bool {
    m.functions().any(|(_, f)| {
        f.body.as_ref().is_some_and(|b| {
            b.insts.values().any(|d| {
                matches!(
                    d.kind,
                    InstKind::Alloca {
                        swifterror: true,
                        ..
                    }
                )
            })
        })
    })
}

/// LLVM's `verifySwiftErrorValue`: every user of `v` is a load, a store to `v`, or a call
/// passing `v` as a `swifterror` argument.
fn check_uses(
    m: &Module,
    body: &Body,
    v: Value,
    errs: &mut Vec<Diagnostic>,
    note: &dyn Fn() -> String,
) {
    for &b in &body.layout {
        for &i in &body.blocks[b].insts {
            let d = &body.insts[i];
            let mut uses = false;
            d.kind.for_each_operand(|o| uses |= o == v);
            if !uses {
                continue;
            }
            let msg = match &d.kind {
                InstKind::Load { .. } => None,
                InstKind::Store { ptr, .. } => (*ptr != v)
                    .then_some("swifterror value should be the second operand when used by stores"),
                InstKind::Call(c) | InstKind::Invoke { call: c, .. } => {
                    let unmarked = c.args.iter().enumerate().any(|(n, &a)| {
                        a == v
                            && !c
                                .attrs
                                .params
                                .get(n)
                                .is_some_and(|&s| m.attrs.has(s, "swifterror"))
                    });
                    unmarked.then_some(
                        "swifterror value when used in a callsite should be marked with swifterror attribute",
                    )
                }
                _ => Some(
                    "swifterror value can only be loaded and stored from, or as a swifterror argument!",
                ),
            };
            if let Some(msg) = msg {
                errs.push(Diagnostic::error_at(span(d.pos), msg).with_note(note()));
            }
        }
    }
}
