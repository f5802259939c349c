//! `csa-builtins`: the C/C++ builtins of `include/csa.h` (`__builtin_csa_parallel_loop()`,
//! ...) → the `llvm.csa.*` intrinsics (seed `csa-pathfinding-builtins.rst`, "User-Visible
//! Intrinsics"; in the CSA compiler clang itself emits the intrinsics, clang-19 emits plain
//! calls of the declared functions, which this pass turns into the intrinsics).
//!
//! Each call keeps its operands, result name, `!dbg` and position; only the callee changes
//! (call-site attributes such as `noundef` are dropped: the intrinsic declarations carry the
//! attributes). A builtin declared with another signature than `include/csa.h`'s is an error
//! (`csa-builtin-bad-signature`), and a user region ID of 1000 or more a warning
//! (`csa-region-id-reserved`: the seed reserves those for the compiler). Declarations of the
//! builtins are deleted once unused. At `-O0` the values of region and section entries go
//! through memory (`store` to a local, then `load`); `mem2reg` (or `sroa`) connects them, and
//! the CLIE pipeline runs it anyway.

use super::intrinsics::{callee_name, const_int, declare, CsaIntrinsic};
use crate::diag::Warning;
use parir_ir::inst::InstKind;
use parir_ir::value::ConstData;
use parir_ir::{GlobalId, Inst, Module, Value};

/// Runs `csa-builtins` on `m`; returns whether it changed and the diagnostics.
///
/// ```
/// let mut m = parir_ir::parser::parse_module(
///     "declare void @__builtin_csa_parallel_loop()\ndefine void @f() {\n  call void @__builtin_csa_parallel_loop()\n  ret void\n}\n",
///     "m.ll",
/// ).unwrap();
/// let (changed, ws) = parir_annot::csa::builtins::run(&mut m);
/// assert!(changed && ws.is_empty());
/// let text = parir_ir::printer::print_module(&m);
/// assert!(text.contains("call void @llvm.csa.parallel.loop()") && !text.contains("__builtin"));
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
                Some((i, CsaIntrinsic::from_builtin(name)?))
            })
            .collect();
        for (i, k) in calls {
            let Some(body) = m.body(f) else { break };
            let d = &body.insts[i];
            let here = Warning::new("", "").at_inst(m, &fname, d);
            let (fn_ty, id) = match &d.kind {
                InstKind::Call(c) => (c.fn_ty, c.args.first().and_then(|&v| const_int(m, v))),
                _ => {
                    ws.push(located(
                        &here,
                        "csa-builtin-bad-signature",
                        format!(
                            "{}: only direct `call`s of the builtin are supported (declare it `nothrow`, as include/csa.h does)",
                            k.builtin().unwrap_or("")
                        ),
                        true,
                    ));
                    continue;
                }
            };
            if !k.has_signature(m, fn_ty) {
                ws.push(located(
                    &here,
                    "csa-builtin-bad-signature",
                    format!(
                        "{} is called as {}; include/csa.h declares it {} (the intrinsic {} is {})",
                        k.builtin().unwrap_or(""),
                        parir_ir::printer::type_to_string(m, fn_ty),
                        c_signature(k),
                        k.name(),
                        k.signature_text()
                    ),
                    true,
                ));
                continue;
            }
            if k == CsaIntrinsic::RegionEntry {
                if let Some(id) = id.filter(|&id| id >= 1000) {
                    ws.push(located(
                        &here,
                        "csa-region-id-reserved",
                        format!("region ID {id}: IDs of 1000 and above are reserved for the compiler's regions; a user region with such an ID may merge with one a pass creates"),
                        false,
                    ));
                }
            }
            let g = match declare(m, k) {
                Ok(g) => g,
                Err(e) => {
                    ws.push(located(&here, "csa-builtin-bad-signature", e, true));
                    continue;
                }
            };
            let ptr = m.global_ptr_type(g);
            let callee = Value::Const(m.consts.intern_raw(ptr, ConstData::Global(g)));
            let e = m.attrs.empty();
            let Some(body) = m.globals[f].as_func_mut().and_then(|x| x.body.as_mut()) else {
                break;
            };
            if let InstKind::Call(c) = &mut body.insts[i].kind {
                c.callee = callee;
                c.attrs = parir_ir::attrs::AttrList {
                    func: e,
                    ret: e,
                    params: Vec::new(),
                };
                changed = true;
            }
        }
    }
    let names: Vec<&str> = CsaIntrinsic::ALL
        .iter()
        .filter_map(|k| k.builtin())
        .collect();
    changed |= super::intrinsics::remove_unused_declarations(m, &names) > 0;
    (changed, ws)
}

/// A diagnostic at `here`'s location.
pub(crate) fn located(here: &Warning, name: &'static str, msg: String, error: bool) -> Warning {
    let mut w = here.clone();
    w.name = name;
    w.message = msg;
    if error {
        w.severity = crate::diag::Severity::Error;
    }
    w
}

/// The C prototype of `include/csa.h`.
fn c_signature(k: CsaIntrinsic) -> &'static str {
    match k {
        CsaIntrinsic::ParallelLoop => "void (void)",
        CsaIntrinsic::Spmd => "void (int workers, int chunk)",
        CsaIntrinsic::Spmdization => "void (int workers, const char *kind)",
        CsaIntrinsic::PipelineLoop => "void (int depth)",
        CsaIntrinsic::RegionEntry => "int (int region_id)",
        CsaIntrinsic::SectionEntry => "int (int region_entry)",
        _ => "void (int entry)",
    }
}
