//! The 2017 form of `region-annotations-rfc.txt` and the passes between it and the token form.
//!
//! The 2017 form marks a region by two calls of `llvm.experimental.directive(metadata)` with
//! `!{!"DIR.OMP.X"}` and `!{!"DIR.OMP.END.X"}`, and gives the clauses in the calls that follow
//! the directive: `llvm.experimental.dir.qual(metadata)` (no operand),
//! `llvm.experimental.dir.qual.opnd.<type>(metadata, <type>)` (one operand) and
//! `llvm.experimental.dir.qual.opndlist(metadata, ...)` (operands, and further clause names as
//! metadata among them).
//!
//! - `directive-upgrade`: each BEGIN/END pair becomes one region entry/exit pair; the
//!   qualifier calls right after the BEGIN become bundles of the entry (those right after the
//!   END, of the exit). An `opndlist` becomes one bundle per clause name in it; a name
//!   `QUAL.OPND.M` inside the list modifies the clause before it and becomes `"X:M"` (Intel's
//!   spelling of the same thing: `QUAL.OMP.PRIVATE:NONPOD`). Pairs are matched in program
//!   order (reverse post-order of the blocks), an END closing the most recent open BEGIN of
//!   its directive; a directive without its partner stays as it is, with a warning
//!   (`directive-upgrade-unmatched`).
//! - `directive-downgrade`: the reverse. A bundle without operands is a `dir.qual`, one with
//!   one operand a `dir.qual.opnd`, one with several a `dir.qual.opndlist`; consecutive
//!   bundles of one clause with several operands each, and a `"X:M"` bundle after an `"X"`
//!   one, share one `opndlist` call. What the 2017 form cannot say (a directive bundle with
//!   operands, such as `"HPVM_create_node"(i64 %n)`; an entry without bundles) stays in the
//!   token form, with a warning (`directive-downgrade-inexpressible`).
//!
//! So `directive-downgrade` after `directive-upgrade` gives back a module in the 2017 form
//! written that way (the tests' examples I–III).

use super::model::DirectiveCall;
use crate::csa::intrinsics::callee_name;
use crate::diag::Warning;
use parir_ir::function::{Body, Inst};
use parir_ir::inst::{Bundle, InstData};
use parir_ir::metadata::{MdRef, NodeData};
use parir_ir::{GlobalId, Module, Type, Value};
use parir_transform::edit::{insert_inst, remove_inst};

const DIRECTIVE: &str = "llvm.experimental.directive";
const QUAL: &str = "llvm.experimental.dir.qual";
const QUAL_OPND: &str = "llvm.experimental.dir.qual.opnd";
const QUAL_OPNDLIST: &str = "llvm.experimental.dir.qual.opndlist";

/// Clauses as the 2017 form gives them: (name, operands), in order.
type Clauses = Vec<(String, Vec<Value>)>;

/// A call of the 2017 form, decoded.
#[derive(Clone, Debug)]
enum Old {
    Directive(String),
    /// Clauses.
    Qual(Clauses),
}

/// The string of a `metadata !{!"S"}` or `metadata !"S"` operand.
fn md_string(m: &Module, v: Value) -> Option<String> {
    let r = match v {
        Value::Md(r) => r,
        _ => return None,
    };
    let s = match r {
        MdRef::Str(s) => s,
        MdRef::Node(n) => match &m.md.node(n).data {
            NodeData::Tuple(ops) if ops.len() == 1 => match ops[0] {
                Some(MdRef::Str(s)) => s,
                _ => return None,
            },
            _ => return None,
        },
        _ => return None,
    };
    Some(String::from_utf8_lossy(m.md.str_bytes(s)).into_owned())
}

fn decode(m: &Module, d: &InstData) -> Option<Old> {
    let (_, name) = callee_name(m, d)?;
    let c = d.kind.call_data()?;
    let first = md_string(m, *c.args.first()?)?;
    if name == DIRECTIVE {
        return Some(Old::Directive(first));
    }
    if name == QUAL {
        return Some(Old::Qual(vec![(first, Vec::new())]));
    }
    if name == QUAL_OPNDLIST || name.starts_with("llvm.experimental.dir.qual.opndlist.") {
        let mut out: Clauses = vec![(first, Vec::new())];
        for &a in &c.args[1..] {
            match md_string(m, a) {
                Some(s) => {
                    let name = match s.strip_prefix("QUAL.OPND.") {
                        Some(modifier) => {
                            let base = out
                                .last()
                                .map(|(t, _)| super::vocab::split_clause(t).0.to_string())
                                .unwrap_or_default();
                            format!("{base}:{modifier}")
                        }
                        None => s,
                    };
                    out.push((name, Vec::new()));
                }
                None => {
                    if let Some(last) = out.last_mut() {
                        last.1.push(a);
                    }
                }
            }
        }
        return Some(Old::Qual(out));
    }
    if name == QUAL_OPND || name.starts_with("llvm.experimental.dir.qual.opnd.") {
        return Some(Old::Qual(vec![(first, c.args[1..].to_vec())]));
    }
    None
}

/// For an END directive, the BEGIN it closes: `DIR.OMP.END.X` → `DIR.OMP.X`,
/// `DIR.OSS.END.X` → `DIR.OSS.X`, `DIR.END.X` → `DIR.X`.
fn begin_of(tag: &str) -> Option<String> {
    for ns in ["DIR.OMP.", "DIR.OSS.", "DIR."] {
        if let Some(rest) = tag.strip_prefix(ns).and_then(|r| r.strip_prefix("END.")) {
            return Some(format!("{ns}{rest}"));
        }
    }
    None
}

/// The END tag of a BEGIN tag (the inverse of [`begin_of`]).
fn end_of(tag: &str) -> String {
    for ns in ["DIR.OMP.", "DIR.OSS."] {
        if let Some(rest) = tag.strip_prefix(ns) {
            return format!("{ns}END.{rest}");
        }
    }
    match tag.strip_prefix("DIR.") {
        Some(rest) => format!("DIR.END.{rest}"),
        None => format!("{tag}.END"),
    }
}

/// Declares (or finds) a function `name` of type `fn_ty`; `None` if the name is taken by
/// something else.
fn declare(m: &mut Module, name: &str, fn_ty: Type) -> Option<GlobalId> {
    crate::irbuild::declare_function(m, name, fn_ty, Vec::new(), "").ok()
}

fn call(m: &mut Module, g: GlobalId, args: Vec<Value>, bundles: Vec<Bundle>) -> Option<InstData> {
    crate::irbuild::direct_call(m, g, args, bundles)
}

fn bundle(tag: &str, inputs: Vec<Value>) -> Bundle {
    Bundle {
        tag: tag.into(),
        inputs,
    }
}

/// `(block, index)` of `i`.
fn place(body: &Body, i: Inst) -> Option<(parir_ir::function::Block, usize)> {
    let b = body.block_of(i)?;
    let k = body.blocks[b].insts.iter().position(|&x| x == i)?;
    Some((b, k))
}

/// The qualifier calls right after `i` in its block.
fn following_quals(m: &Module, body: &Body, i: Inst) -> Vec<(Inst, Clauses)> {
    let Some((b, k)) = place(body, i) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for &x in &body.blocks[b].insts[k + 1..] {
        match decode(m, &body.insts[x]) {
            Some(Old::Qual(q)) => out.push((x, q)),
            _ => break,
        }
    }
    out
}

/// `directive-upgrade` on the whole module.
pub fn upgrade(m: &mut Module) -> (bool, Vec<Warning>) {
    let mut warnings = Vec::new();
    let mut changed = false;
    let funcs: Vec<GlobalId> = m
        .functions()
        .filter(|(_, f)| f.body.is_some())
        .map(|(g, _)| g)
        .collect();
    for g in funcs {
        let fname = format!("@{}", m.globals[g].name().unwrap_or(""));
        let Some(body) = m.globals[g].as_func().and_then(|f| f.body.as_ref()) else {
            continue;
        };
        // Plan: pairs (begin, end) in reverse post-order.
        let cfg = parir_analysis::cfg::ControlFlowGraph::compute(body);
        let mut open: Vec<(String, Inst)> = Vec::new();
        let mut pairs: Vec<(Inst, Inst)> = Vec::new();
        let mut unmatched: Vec<(Inst, String)> = Vec::new();
        for b in cfg.reverse_post_order() {
            for &i in &body.blocks[b].insts {
                if let Some(Old::Directive(tag)) = decode(m, &body.insts[i]) {
                    match begin_of(&tag) {
                        Some(begin) => match open.iter().rposition(|(t, _)| *t == begin) {
                            Some(k) => {
                                let (_, bi) = open.remove(k);
                                pairs.push((bi, i));
                            }
                            None => unmatched.push((i, format!("{tag} closes no open {begin}"))),
                        },
                        None => open.push((tag, i)),
                    }
                }
            }
        }
        for (tag, i) in open {
            unmatched.push((i, format!("{tag} has no {}", end_of(&tag))));
        }
        for (i, why) in &unmatched {
            warnings.push(
                Warning::new(
                    "directive-upgrade-unmatched",
                    format!("{why}; the directive stays in the 2017 form"),
                )
                .at_inst(m, &fname, &body.insts[*i]),
            );
        }
        if pairs.is_empty() {
            continue;
        }
        let token = m.types.token();
        let void = m.types.void();
        let entry_ty = m.types.function(token, Vec::new(), false);
        let exit_ty = m.types.function(void, vec![token], false);
        let (Some(ge), Some(gx)) = (
            declare(m, DirectiveCall::Entry.name(), entry_ty),
            declare(m, DirectiveCall::Exit.name(), exit_ty),
        ) else {
            warnings.push(Warning::error(
                "directive-upgrade-unmatched",
                "@llvm.directive.region.entry or .exit is already declared with another type",
            ));
            continue;
        };
        for (begin, end) in pairs {
            let body = m.globals[g]
                .as_func()
                .and_then(|f| f.body.as_ref())
                .expect("body");
            let Some(Old::Directive(tag)) = decode(m, &body.insts[begin]) else {
                continue;
            };
            let Some(Old::Directive(end_tag)) = decode(m, &body.insts[end]) else {
                continue;
            };
            let bq = following_quals(m, body, begin);
            let eq = following_quals(m, body, end);
            let mut eb = vec![bundle(&tag, Vec::new())];
            eb.extend(
                bq.iter()
                    .flat_map(|(_, q)| q.iter().map(|(t, v)| bundle(t, v.clone()))),
            );
            let mut xb = vec![bundle(&end_tag, Vec::new())];
            xb.extend(
                eq.iter()
                    .flat_map(|(_, q)| q.iter().map(|(t, v)| bundle(t, v.clone()))),
            );
            let Some((bb, bk)) = place(body, begin) else {
                continue;
            };
            let dbg_b = body.insts[begin].md.clone();
            let dbg_e = body.insts[end].md.clone();
            let Some(entry_call) = call(m, ge, Vec::new(), eb) else {
                continue;
            };
            let body = m.globals[g]
                .as_func_mut()
                .and_then(|f| f.body.as_mut())
                .expect("body");
            let mut entry_call = entry_call;
            entry_call.md = dbg_b;
            let e = insert_inst(body, bb, bk, entry_call);
            let Some(exit_call) = call(m, gx, vec![Value::Inst(e)], xb) else {
                continue;
            };
            let body = m.globals[g]
                .as_func_mut()
                .and_then(|f| f.body.as_mut())
                .expect("body");
            let Some((xb_, xk)) = place(body, end) else {
                continue;
            };
            let mut exit_call = exit_call;
            exit_call.md = dbg_e;
            insert_inst(body, xb_, xk, exit_call);
            for (q, _) in bq.iter().chain(eq.iter()) {
                remove_inst(body, *q);
            }
            remove_inst(body, begin);
            remove_inst(body, end);
            changed = true;
        }
    }
    if changed {
        crate::csa::intrinsics::remove_unused_declarations(m, &[DIRECTIVE, QUAL, QUAL_OPNDLIST]);
        remove_unused_prefixed(m, QUAL_OPND);
    }
    (changed, warnings)
}

fn remove_unused_prefixed(m: &mut Module, prefix: &str) {
    let names: Vec<String> = m
        .functions()
        .filter_map(|(g, f)| {
            let n = m.globals[g].name()?;
            (f.body.is_none() && n.starts_with(prefix)).then(|| n.to_string())
        })
        .collect();
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    crate::csa::intrinsics::remove_unused_declarations(m, &refs);
}

/// The metadata operand `!{!"S"}`.
fn md_tag(m: &mut Module, s: &str) -> Value {
    let st = m.md.string(s.as_bytes());
    let n = m.md.uniqued(NodeData::Tuple(vec![Some(MdRef::Str(st))]));
    Value::Md(MdRef::Node(n))
}

/// LLVM's overload suffix of a type (`i32`, `p0`, `f64`), for `dir.qual.opnd.<type>`.
fn mangle(m: &Module, t: Type) -> String {
    let ty = &m.types;
    if let Some(b) = ty.int_bits(t) {
        return format!("i{b}");
    }
    if ty.is_ptr(t) {
        return format!("p{}", ty.addrspace(t).unwrap_or(0));
    }
    let text = parir_ir::printer::type_to_string(m, t);
    match text.as_str() {
        "float" => "f32".into(),
        "double" => "f64".into(),
        "half" => "f16".into(),
        other => other
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
            .collect(),
    }
}

/// The qualifier calls for `bundles`, grouped as the module doc says.
fn qual_calls(
    m: &mut Module,
    body_types: &dyn Fn(&Module, Value) -> Option<Type>,
    bundles: &[Bundle],
) -> Option<Vec<InstData>> {
    let void = m.types.void();
    let meta = m.types.metadata();
    let mut groups: Vec<Vec<&Bundle>> = Vec::new();
    for b in bundles {
        let join = groups.last().is_some_and(|g| {
            let first = g[0];
            let (base, mods) = super::vocab::split_clause(&b.tag);
            let continuation = !mods.is_empty() && base == first.tag.as_str();
            let same_many = b.tag == first.tag && b.inputs.len() != 1 && first.inputs.len() != 1;
            continuation || same_many
        });
        if join {
            groups.last_mut().expect("group").push(b);
        } else {
            groups.push(vec![b]);
        }
    }
    let mut out = Vec::new();
    for g in groups {
        let first = g[0];
        if g.len() == 1 && first.inputs.is_empty() {
            let fty = m.types.function(void, vec![meta], false);
            let f = declare(m, QUAL, fty)?;
            let a = md_tag(m, &first.tag);
            out.push(call(m, f, vec![a], Vec::new())?);
        } else if g.len() == 1 && first.inputs.len() == 1 {
            let t = body_types(m, first.inputs[0])?;
            let fty = m.types.function(void, vec![meta, t], false);
            let name = format!("{QUAL_OPND}.{}", mangle(m, t));
            let f = declare(m, &name, fty)?;
            let a = md_tag(m, &first.tag);
            out.push(call(m, f, vec![a, first.inputs[0]], Vec::new())?);
        } else {
            let fty = m.types.function(void, vec![meta], true);
            let f = declare(m, QUAL_OPNDLIST, fty)?;
            let mut args = Vec::new();
            for (k, b) in g.iter().enumerate() {
                let name = if k == 0 {
                    b.tag.to_string()
                } else {
                    match b.tag.split_once(':') {
                        Some((base, modifier)) if base == first.tag.as_str() => {
                            format!("QUAL.OPND.{modifier}")
                        }
                        _ => b.tag.to_string(),
                    }
                };
                args.push(md_tag(m, &name));
                args.extend(b.inputs.iter().copied());
            }
            out.push(call(m, f, args, Vec::new())?);
        }
    }
    Some(out)
}

/// `directive-downgrade` on the whole module.
pub fn downgrade(m: &mut Module) -> (bool, Vec<Warning>) {
    let mut warnings = Vec::new();
    let mut changed = false;
    let funcs: Vec<GlobalId> = m
        .functions()
        .filter(|(_, f)| f.body.is_some())
        .map(|(g, _)| g)
        .collect();
    let void = m.types.void();
    let meta = m.types.metadata();
    let dir_ty = m.types.function(void, vec![meta], false);
    for g in funcs {
        let fname = format!("@{}", m.globals[g].name().unwrap_or(""));
        let body = m.globals[g]
            .as_func()
            .and_then(|f| f.body.as_ref())
            .expect("body");
        let model = super::model::DirectiveFunction::of(m, body);
        for r in &model.regions {
            let body = m.globals[g]
                .as_func()
                .and_then(|f| f.body.as_ref())
                .expect("body");
            let entry_b = match body.insts[r.entry].kind.call_data() {
                Some(c) => c.bundles.clone(),
                None => continue,
            };
            let inexpressible = match entry_b.first() {
                None => Some("an entry without bundles".to_string()),
                Some(b) if !b.inputs.is_empty() => {
                    Some(format!("the directive bundle \"{}\" has operands", b.tag))
                }
                _ => None,
            };
            let exits_ok = r.exits.iter().all(|&x| {
                body.insts[x]
                    .kind
                    .call_data()
                    .and_then(|c| c.bundles.first())
                    .is_some_and(|b| b.inputs.is_empty())
            });
            if let Some(why) = inexpressible.or_else(|| {
                (!exits_ok).then(|| {
                    "an exit without a directive bundle, or with operands on it".to_string()
                })
            }) {
                warnings.push(
                    Warning::new(
                        "directive-downgrade-inexpressible",
                        format!("{why}: the 2017 form cannot say it; the region stays in the token form"),
                    )
                    .at_inst(m, &fname, &body.insts[r.entry]),
                );
                continue;
            }
            let types_of = |m: &Module, v: Value| -> Option<Type> {
                let body = m.globals[g].as_func()?.body.as_ref()?;
                crate::irbuild::value_type(m, g, body, v)
            };
            let Some(gd) = declare(m, DIRECTIVE, dir_ty) else {
                continue;
            };
            // The entry.
            let tag = md_tag(m, &entry_b[0].tag);
            let Some(dcall) = call(m, gd, vec![tag], Vec::new()) else {
                continue;
            };
            let Some(quals) = qual_calls(m, &types_of, &entry_b[1..]) else {
                continue;
            };
            let body = m.globals[g]
                .as_func()
                .and_then(|f| f.body.as_ref())
                .expect("body");
            let dbg = body.insts[r.entry].md.clone();
            let mut new_insts = vec![dcall];
            new_insts.extend(quals);
            let mut exits_new = Vec::new();
            for &x in &r.exits {
                let body = m.globals[g]
                    .as_func()
                    .and_then(|f| f.body.as_ref())
                    .expect("body");
                let xb = body.insts[x]
                    .kind
                    .call_data()
                    .map(|c| c.bundles.clone())
                    .unwrap_or_default();
                let xmd = body.insts[x].md.clone();
                let tag = md_tag(m, &xb[0].tag);
                let Some(c) = call(m, gd, vec![tag], Vec::new()) else {
                    continue;
                };
                let Some(q) = qual_calls(m, &types_of, &xb[1..]) else {
                    continue;
                };
                let mut v = vec![c];
                v.extend(q);
                exits_new.push((x, v, xmd));
            }
            let body = m.globals[g]
                .as_func_mut()
                .and_then(|f| f.body.as_mut())
                .expect("body");
            for (x, v, xmd) in exits_new {
                let Some((b, k)) = place(body, x) else {
                    continue;
                };
                for (n, mut d) in v.into_iter().enumerate() {
                    d.md = xmd.clone();
                    insert_inst(body, b, k + n, d);
                }
                remove_inst(body, x);
            }
            let Some((b, k)) = place(body, r.entry) else {
                continue;
            };
            for (n, mut d) in new_insts.into_iter().enumerate() {
                d.md = dbg.clone();
                insert_inst(body, b, k + n, d);
            }
            remove_inst(body, r.entry);
            changed = true;
        }
    }
    if changed {
        crate::csa::intrinsics::remove_unused_declarations(
            m,
            &[DirectiveCall::Entry.name(), DirectiveCall::Exit.name()],
        );
    }
    (changed, warnings)
}
