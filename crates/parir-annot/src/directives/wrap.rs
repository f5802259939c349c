//! Wrapping a loop in a directive region: what the recognizers that write the hub form
//! (`ivdep-to-directives`, `csa-to-directives`) share.

use crate::directives::build::{OmpClause, OmpDirective, RegionBuilder};
use parir_analysis::loops::FunctionLoops;
use parir_ir::{GlobalId, Inst, Module, Value};

/// The function's name, for messages.
pub(crate) fn fname(m: &Module, f: GlobalId) -> String {
    m.globals[f].name().unwrap_or_default().to_string()
}

/// The pointers that instructions `inside` of function `f` use and that come from outside
/// them (arguments, instructions elsewhere, global variables), in first-use order: what a
/// region around them lists as `QUAL.OMP.SHARED` (the RFC's property C).
pub(crate) fn pointers_from_outside(m: &Module, f: GlobalId, inside: &[Inst]) -> Vec<Value> {
    let body = m.body(f).expect("body");
    let inside_set: std::collections::HashSet<Inst> = inside.iter().copied().collect();
    let mut shared: Vec<Value> = Vec::new();
    for &i in inside {
        body.insts[i].kind.for_each_operand(|v| {
            let outside = match v {
                Value::Arg(_) => true,
                Value::Inst(x) => !inside_set.contains(&x),
                Value::Const(k) => matches!(m.consts.get(k).data,
                    parir_ir::value::ConstData::Global(g) if m.globals[g].as_func().is_none()),
                _ => false,
            };
            let ptr = parir_analysis::memory::value_type(m, f, body, v)
                .is_some_and(|t| m.types.is_ptr(t));
            if outside && ptr && !shared.contains(&v) {
                shared.push(v);
            }
        });
    }
    shared
}

/// Wraps loop `l` (loop-simplify form: a preheader, one dedicated exit block) in a region of
/// directive `d`: the entry before the preheader's branch, the exit after the exit block's
/// phis; `clauses` adds clauses, then the pointers defined outside that the loop uses are
/// listed as `QUAL.OMP.SHARED` (the RFC's property C).
pub(crate) fn wrap_loop(
    m: &mut Module,
    f: GlobalId,
    fl: &FunctionLoops,
    l: parir_analysis::loops::Loop,
    d: OmpDirective,
    clauses: impl FnOnce(&mut Module, RegionBuilder) -> RegionBuilder,
) -> Result<(), String> {
    let body = m.body(f).expect("body");
    let pre = fl
        .forest
        .preheader(&fl.cfg, body, l)
        .ok_or("the loop has no preheader")?;
    let exits = fl.forest.unique_exit_blocks(&fl.cfg, l);
    let [exit] = exits.as_slice() else {
        return Err("the loop has several exit blocks".into());
    };
    if !fl.forest.has_dedicated_exits(&fl.cfg, l) {
        return Err("the loop's exit block is also entered from outside the loop".into());
    }
    // Property C: the pointers defined outside that the loop uses are listed.
    let inside: Vec<Inst> = fl
        .forest
        .blocks(l)
        .iter()
        .flat_map(|&b| body.blocks[b].insts.iter().copied())
        .collect();
    let shared = pointers_from_outside(m, f, &inside);
    let pre_at = body.blocks[pre].insts.len() - 1;
    let exit_at = body.blocks[*exit]
        .insts
        .iter()
        .take_while(|&&i| matches!(body.insts[i].kind, parir_ir::inst::InstKind::Phi { .. }))
        .count();
    let exit = *exit;
    let mut rb = clauses(m, RegionBuilder::new(d));
    if !shared.is_empty() {
        rb = rb.clause(OmpClause::Shared, shared);
    }
    rb.insert(m, f, (pre, pre_at), &[(exit, exit_at)])?;
    Ok(())
}
