//! The SPIR-V-friendly form ("LLVM Metadata to SPIR-V-Friendly LLVM Metadata", rules 1–2,
//! with defect decisions 2 and 3): each `llvm.loop.no_depends` becomes a
//! `spirv.loop.dependency_accesses` attribute with the same operands and a trailing `i32 0`;
//! each `llvm.loop.no_depends_safelen` one with the same operands (safelen last). The reverse
//! pass maps a trailing 0 back to `no_depends` and anything else to `no_depends_safelen`; it
//! also reads the rules' spelling `spirv.dependency_accesses`.

use crate::diag::Warning;
use parir_analysis::loop_attrs::{edit_loop_attributes, int_operand, LoopAttribute};
use parir_analysis::loops::FunctionLoops;
use parir_ir::metadata::MdRef;
use parir_ir::value::ConstData;
use parir_ir::{GlobalId, Module};

/// `spirv.loop.dependency_accesses`.
pub const SPIRV_DEPENDENCY_ACCESSES: &str = "spirv.loop.dependency_accesses";

fn trailing_int(m: &Module, ops: &[Option<MdRef>]) -> Option<i128> {
    match ops.last() {
        Some(Some(MdRef::Value(c))) => match &m.consts.get(*c).data {
            ConstData::Int(v) => v.as_i128(),
            _ => None,
        },
        _ => None,
    }
}

/// Rewrites the attributes of every loop of `m` with `map` (attribute order is kept; other
/// operands of the LoopID stay first). Returns whether anything changed, and warnings for
/// loops whose LoopID cannot be edited.
fn rewrite(
    m: &mut Module,
    pass: &str,
    mut map: impl FnMut(&mut Module, &LoopAttribute) -> Result<Option<LoopAttribute>, String>,
) -> (bool, Vec<Warning>) {
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
            let attrs = match parir_analysis::loop_attrs::loop_attributes(m, f, &fl, l) {
                Ok(a) => a,
                Err(_) => continue,
            };
            let mut new_list: Vec<LoopAttribute> = Vec::new();
            let mut any = false;
            for a in attrs.attributes() {
                match map(m, a) {
                    Ok(Some(n)) => {
                        any = true;
                        new_list.push(n);
                    }
                    Ok(None) => new_list.push(a.clone()),
                    Err(msg) => {
                        let body = m.globals[f].as_func().and_then(|x| x.body.as_ref());
                        let w =
                            match (body, fl.forest.latches(&fl.cfg, l).first()) {
                                (Some(body), Some(&b)) => match body.terminator(b) {
                                    Some(t) => Warning::new("ivdep-malformed-attribute", msg)
                                        .at_inst(m, &fname, &body.insts[t]),
                                    None => Warning::new("ivdep-malformed-attribute", msg),
                                },
                                _ => Warning::new("ivdep-malformed-attribute", msg),
                            };
                        warnings.push(w);
                        new_list.push(a.clone());
                    }
                }
            }
            if !any {
                continue;
            }
            let r = edit_loop_attributes(m, f, &fl, l, |attrs| {
                attrs.remove_if(|_| true);
                for a in new_list {
                    attrs.add(a);
                }
            });
            match r {
                Ok(x) => changed |= x.is_some(),
                Err(e) => warnings.push(Warning::new(
                    "ivdep-loop-id-invalid",
                    format!("{pass}: cannot edit a loop of {fname}: {e}"),
                )),
            }
        }
    }
    (changed, warnings)
}

/// `ivdep-to-spirv-friendly` on a module.
///
/// ```
/// let mut m = parir_ir::parser::parse_module(
///     "define void @f(ptr %p, i1 %c) {\nentry:\n  br label %h\nh:\n  store i8 0, ptr %p, !llvm.access.group !0\n  br i1 %c, label %h, label %x, !llvm.loop !1\nx:\n  ret void\n}\n!0 = distinct !{}\n!1 = distinct !{!1, !2}\n!2 = !{!\"llvm.loop.no_depends\", !0}\n",
///     "m.ll",
/// ).unwrap();
/// let (changed, _) = parir_annot::ivdep::spirv::to_spirv_friendly(&mut m);
/// assert!(changed);
/// let text = parir_ir::printer::print_module(&m);
/// assert!(text.contains("!{!\"spirv.loop.dependency_accesses\", !0, i32 0}"), "{text}");
/// ```
pub fn to_spirv_friendly(m: &mut Module) -> (bool, Vec<Warning>) {
    rewrite(m, "ivdep-to-spirv-friendly", |m, a| {
        match a.name.as_str() {
        "llvm.loop.no_depends" => {
            let mut ops = a.operands.clone();
            ops.push(int_operand(m, 32, 0));
            Ok(Some(LoopAttribute::new(SPIRV_DEPENDENCY_ACCESSES, ops)))
        }
        "llvm.loop.no_depends_safelen" => match trailing_int(m, &a.operands) {
            Some(s) if s > 0 => Ok(Some(LoopAttribute::new(
                SPIRV_DEPENDENCY_ACCESSES,
                a.operands.clone(),
            ))),
            _ => Err(
                "llvm.loop.no_depends_safelen has no positive integer safelen as its last operand; left unchanged"
                    .to_string(),
            ),
        },
        _ => Ok(None),
    }
    })
}

/// `ivdep-from-spirv-friendly` on a module: the reverse of [`to_spirv_friendly`].
pub fn from_spirv_friendly(m: &mut Module) -> (bool, Vec<Warning>) {
    rewrite(m, "ivdep-from-spirv-friendly", |m, a| {
        if a.name != SPIRV_DEPENDENCY_ACCESSES && a.name != "spirv.dependency_accesses" {
            return Ok(None);
        }
        match trailing_int(m, &a.operands) {
            Some(0) => Ok(Some(LoopAttribute::new(
                "llvm.loop.no_depends",
                a.operands[..a.operands.len() - 1].to_vec(),
            ))),
            Some(s) if s > 0 => Ok(Some(LoopAttribute::new(
                "llvm.loop.no_depends_safelen",
                a.operands.clone(),
            ))),
            _ => Err(format!(
                "{} has no non-negative integer safelen as its last operand; left unchanged",
                a.name
            )),
        }
    })
}
