//! `csa-fortran-intrinsics` (the seed's CSAFortranIntrinsics, `csa-pathfinding-builtins.rst`,
//! "Passes" → "CSAFortranIntrinsics"): Fortran calls of the CSA builtins, which the front end
//! emits as calls of external procedures with their arguments passed by reference, become the
//! `llvm.csa.*` intrinsics with their arguments passed by value.
//!
//! The table is the seed's:
//!
//! | Fortran | procedure flang-19 calls | intrinsic |
//! |---|---|---|
//! | `call builtin_csa_parallel_loop()` | `@builtin_csa_parallel_loop_()` | `llvm.csa.parallel.loop` |
//! | `call builtin_csa_spmd(8, 0)` | `@builtin_csa_spmd_(ptr, ptr)` | `llvm.csa.spmd(i32 8, i32 0)` |
//! | `call builtin_csa_pipeline_loop(0)` | `@builtin_csa_pipeline_loop_(ptr)` | `llvm.csa.pipeline.loop(i32 0)` |
//!
//! # Parameter translation
//!
//! As in the seed, only integral constants are translated. flang passes a literal by storing
//! it into a temporary (`store i32 8, ptr %5` then `call @builtin_csa_spmd_(ptr %5, ...)`,
//! at `-O0` and at `-O1`..`-O3` alike); a named constant (`parameter`) may also arrive as a
//! pointer to a constant global. The value behind a pointer argument is therefore:
//!
//! - the initializer of a `constant` global of integer type; or
//! - for an `alloca` of the function that nothing but stores of integer constants, CSA
//!   builtin calls and lifetime markers uses (a temporary, or a variable that is never read),
//!   the constant of the store that reaches the call: the last store to it before the call in
//!   the call's block, or else in the chain of single predecessors above it.
//!
//! Anything else — a dummy argument, a variable the program reads or computes, a store of a
//! computed value, no store at all — is an error located at the call
//! (`csa-fortran-argument-not-constant`), as is a call with the wrong number or kind of
//! arguments (`csa-fortran-bad-call`; the interface in `include/csa.inc` makes flang check
//! them). Values must fit an `i32`. After the translation the temporaries' stores and
//! allocas, now unused, are deleted, so that CLIE does not see them as memory accesses of the
//! loop body they sit in. Declarations of the procedures are deleted once unused.
//!
//! The pass must run before CLIE (the seed: "it is usually the first pass that runs after
//! the frontend").

use super::builtins::located;
use super::intrinsics::{callee_name, declare, i32_const, make_call, CsaIntrinsic};
use crate::diag::Warning;
use parir_ir::inst::InstKind;
use parir_ir::value::ConstData;
use parir_ir::{Block, Body, GlobalId, Inst, Module, Value};
use rustc_hash::FxHashSet;

/// Runs `csa-fortran-intrinsics` on `m`; returns whether it changed and the diagnostics
/// (errors for arguments that are not constants).
///
/// ```
/// let mut m = parir_ir::parser::parse_module(
///     "declare void @builtin_csa_spmd_(ptr, ptr)\ndefine void @k_() {\n  %w = alloca i32, align 4\n  %c = alloca i32, align 4\n  store i32 8, ptr %w, align 4\n  store i32 0, ptr %c, align 4\n  call void @builtin_csa_spmd_(ptr %w, ptr %c)\n  ret void\n}\n",
///     "k.ll",
/// ).unwrap();
/// let (changed, ws) = parir_annot::csa::fortran_intrinsics::run(&mut m);
/// assert!(changed && ws.is_empty(), "{ws:?}");
/// let text = parir_ir::printer::print_module(&m);
/// assert!(text.contains("define void @k_() {\n  call void @llvm.csa.spmd(i32 8, i32 0)\n  ret void\n}"), "{text}");
/// ```
pub fn run(m: &mut Module) -> (bool, Vec<Warning>) {
    let mut ws = Vec::new();
    let mut changed = false;
    let funcs: Vec<GlobalId> = m
        .functions()
        .filter(|(_, f)| f.body.is_some())
        .map(|(g, _)| g)
        .collect();
    for f in funcs {
        let fname = format!("@{}", m.globals[f].name().unwrap_or(""));
        let Some(body) = m.body(f) else { continue };
        let calls: Vec<(Inst, CsaIntrinsic)> = body
            .inst_iter()
            .filter_map(|(_, i)| {
                let (_, name) = callee_name(m, &body.insts[i])?;
                Some((i, CsaIntrinsic::from_fortran(name)?))
            })
            .collect();
        // Translate every call first (reading the temporaries), then edit.
        let mut edits: Vec<(Inst, CsaIntrinsic, Vec<i64>)> = Vec::new();
        for (i, k) in calls {
            let d = &body.insts[i];
            let here = Warning::new("", "").at_inst(m, &fname, d);
            let spelling = k.fortran().unwrap_or("").trim_end_matches('_');
            let (_, params) = k.signature();
            let args = match &d.kind {
                InstKind::Call(c) if c.args.len() == params.len() => c.args.clone(),
                InstKind::Call(c) => {
                    ws.push(located(
                        &here,
                        "csa-fortran-bad-call",
                        format!(
                            "call {spelling}: {} arguments, expected {} (include csa.inc for the interface)",
                            c.args.len(),
                            params.len()
                        ),
                        true,
                    ));
                    continue;
                }
                _ => {
                    ws.push(located(
                        &here,
                        "csa-fortran-bad-call",
                        format!("{spelling}: only `call` instructions are translated"),
                        true,
                    ));
                    continue;
                }
            };
            let mut values = Vec::new();
            for (n, &a) in args.iter().enumerate() {
                match constant_behind(m, body, i, a) {
                    Ok(v) => values.push(v),
                    Err(why) => {
                        ws.push(located(
                            &here,
                            "csa-fortran-argument-not-constant",
                            format!(
                                "call {spelling}: argument {} {why}; CSA builtins take integer constants",
                                n + 1
                            ),
                            true,
                        ));
                    }
                }
            }
            if values.len() == args.len() {
                edits.push((i, k, values));
            }
        }
        for (i, k, values) in edits {
            let g = match declare(m, k) {
                Ok(g) => g,
                Err(e) => {
                    let Some(body) = m.body(f) else { break };
                    let here = Warning::new("", "").at_inst(m, &fname, &body.insts[i]);
                    ws.push(located(&here, "csa-fortran-bad-call", e, true));
                    continue;
                }
            };
            let args: Vec<Value> = values.iter().map(|&v| i32_const(m, v)).collect();
            let Some(mut new) = make_call(m, g, args) else {
                continue;
            };
            // The temporaries that only fed this call, with the instructions using them.
            let dead: Vec<Inst> = match m.body(f) {
                Some(body) => body.insts[i]
                    .kind
                    .call_data()
                    .map(|c| c.args.clone())
                    .unwrap_or_default()
                    .into_iter()
                    .filter_map(|a| dead_temporary(m, body, i, a))
                    .flatten()
                    .collect(),
                None => break,
            };
            let Some(body) = m.globals[f].as_func_mut().and_then(|x| x.body.as_mut()) else {
                break;
            };
            new.md = body.insts[i].md.clone();
            new.pos = body.insts[i].pos;
            body.insts[i] = new;
            for d in dead {
                parir_transform::edit::remove_inst(body, d);
            }
            changed = true;
        }
    }
    let names: Vec<&str> = CsaIntrinsic::ALL
        .iter()
        .filter_map(|k| k.fortran())
        .collect();
    changed |= super::intrinsics::remove_unused_declarations(m, &names) > 0;
    (changed, ws)
}

/// The integer constant behind pointer argument `a` of call `call` (see the module
/// documentation), or why there is none.
fn constant_behind(m: &Module, body: &Body, call: Inst, a: Value) -> Result<i64, String> {
    let fits = |v: i128| {
        i32::try_from(v)
            .map(i64::from)
            .map_err(|_| format!("is {v}, which does not fit a 32-bit integer"))
    };
    match a {
        Value::Const(k) => {
            let ConstData::Global(g) = m.consts.get(k).data else {
                return Err("is not a pointer to a constant".into());
            };
            let Some(var) = m.globals[g].as_var() else {
                return Err("is not a pointer to a constant".into());
            };
            let init = var
                .init
                .filter(|_| var.constant)
                .map(|c| &m.consts.get(c).data);
            match init {
                Some(ConstData::Int(v)) => fits(v.as_i128().unwrap_or(i128::MAX)),
                _ => Err(format!(
                    "is the variable @{}",
                    m.globals[g].name().unwrap_or("")
                )),
            }
        }
        Value::Inst(t) if matches!(body.insts[t].kind, InstKind::Alloca { .. }) => {
            check_temporary_uses(m, body, t)?;
            let v = reaching_store(body, call, t).ok_or_else(|| {
                "is a variable that no constant is stored into before the call".to_string()
            })?;
            match v {
                Value::Const(k) => match &m.consts.get(k).data {
                    ConstData::Int(x) => fits(x.as_i128().unwrap_or(i128::MAX)),
                    _ => Err("holds a value that is not an integer constant".into()),
                },
                _ => Err("holds a computed value".into()),
            }
        }
        Value::Arg(_) => Err("is a dummy argument of the procedure (a variable)".into()),
        _ => Err("is a variable".into()),
    }
}

/// The alloca `t` is used only by stores of constants into it, CSA Fortran builtin calls and
/// lifetime markers; otherwise the program reads or passes it on, and it is a variable.
fn check_temporary_uses(m: &Module, body: &Body, t: Inst) -> Result<(), String> {
    let tv = Value::Inst(t);
    for (_, i) in body.inst_iter() {
        let d = &body.insts[i];
        let mut uses = false;
        d.kind.for_each_operand(|v| uses |= v == tv);
        if !uses {
            continue;
        }
        let ok = match &d.kind {
            InstKind::Store { val, ptr, .. } => *ptr == tv && *val != tv,
            InstKind::Call(_) => callee_name(m, d).is_some_and(|(_, n)| {
                CsaIntrinsic::from_fortran(n).is_some() || n.starts_with("llvm.lifetime.")
            }),
            _ => false,
        };
        if !ok {
            return Err(format!(
                "is a variable the program also uses (`{}`)",
                d.kind.opcode_name()
            ));
        }
    }
    Ok(())
}

/// The value stored into `t` by the last store before `call`: in `call`'s block above it, then
/// in the chain of single predecessors.
fn reaching_store(body: &Body, call: Inst, t: Inst) -> Option<Value> {
    let mut b = body.block_of(call)?;
    let mut end = body.blocks[b].insts.iter().position(|&x| x == call)?;
    let mut seen: FxHashSet<Block> = FxHashSet::default();
    loop {
        seen.insert(b);
        for &i in body.blocks[b].insts[..end].iter().rev() {
            if let InstKind::Store { val, ptr, .. } = &body.insts[i].kind {
                if *ptr == Value::Inst(t) {
                    return Some(*val);
                }
            }
        }
        let preds = predecessors(body, b);
        match preds.as_slice() {
            [p] if !seen.contains(p) => {
                b = *p;
                end = body.blocks[b].insts.len();
            }
            _ => return None,
        }
    }
}

/// The distinct predecessors of `b`.
fn predecessors(body: &Body, b: Block) -> Vec<Block> {
    let mut out = Vec::new();
    for &p in &body.layout {
        if body.successors(p).contains(&b) && !out.contains(&p) {
            out.push(p);
        }
    }
    out
}

/// When `a` is an alloca that only call `call`, stores into it and lifetime markers use: the
/// instructions to delete with it (its users other than `call`, then the alloca).
fn dead_temporary(m: &Module, body: &Body, call: Inst, a: Value) -> Option<Vec<Inst>> {
    let Value::Inst(t) = a else { return None };
    if !matches!(body.insts[t].kind, InstKind::Alloca { .. }) || body.inst_block[t].is_none() {
        return None;
    }
    let mut out = Vec::new();
    for (_, i) in body.inst_iter() {
        if i == call {
            continue;
        }
        let d = &body.insts[i];
        let mut uses = false;
        d.kind.for_each_operand(|v| uses |= v == a);
        if !uses {
            continue;
        }
        let ok = match &d.kind {
            InstKind::Store { ptr, val, .. } => *ptr == a && *val != a,
            InstKind::Call(_) => {
                callee_name(m, d).is_some_and(|(_, n)| n.starts_with("llvm.lifetime."))
            }
            _ => false,
        };
        if !ok {
            return None;
        }
        out.push(i);
    }
    out.push(t);
    Some(out)
}
