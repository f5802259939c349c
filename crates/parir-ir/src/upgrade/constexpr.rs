//! Constant expressions LLVM removed (`and`, `or`, `shl`, `lshr`, `ashr`, the div/rem and
//! floating-point binary operators, `zext`/`sext` and the floating-point casts, `icmp`, `fcmp`,
//! `select`, `fneg`), as older compilers wrote them (OpenCilk's tests still do).
//!
//! LLVM 19's text reader rejects them ("and constexprs are no longer supported"); its bitcode
//! reader, which must read old modules, expands each into instructions placed before the
//! instruction that uses it. parir's reader does what the bitcode reader does, so that old
//! text reads and prints as IR LLVM 19 accepts, and says so in a warning per function:
//!
//! - an instruction operand becomes an instruction sequence just before its user (for a phi,
//!   at the end of the incoming block); supported sub-expressions stay constants;
//! - a debug location or other metadata that refers to one becomes `poison` (the variable's
//!   value is unavailable there), as no instruction can be placed in metadata;
//! - a global initializer that contains one cannot be expanded: that is a located error.

use crate::diag::Diagnostic;
use crate::function::{Body, LocalMdData};
use crate::inst::{BinOp, CastOp, DbgRecord, InstData, InstKind};
use crate::metadata::{MdRef, NodeData};
use crate::module::{GlobalKind, Module};
use crate::value::{Const, ConstData, ExprOp, Value};
use crate::{Block, Inst};
use cranelift_entity::EntityRef;

/// Whether LLVM 19 removed this constant-expression operator.
pub(crate) fn is_removed(op: &ExprOp) -> bool {
    match op {
        ExprOp::Bin(b) => !matches!(b, BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Xor),
        ExprOp::Cast(c) => !matches!(
            c,
            CastOp::Trunc
                | CastOp::PtrToInt
                | CastOp::IntToPtr
                | CastOp::BitCast
                | CastOp::AddrSpaceCast
        ),
        ExprOp::ICmp(_) | ExprOp::FCmp(_) | ExprOp::Select | ExprOp::FNeg => true,
        ExprOp::GetElementPtr
        | ExprOp::ExtractElement
        | ExprOp::InsertElement
        | ExprOp::ShuffleVector => false,
    }
}

/// The keyword of an operator, for messages.
fn keyword(op: &ExprOp) -> &'static str {
    match op {
        ExprOp::Bin(b) => b.keyword(),
        ExprOp::Cast(c) => c.keyword(),
        ExprOp::ICmp(_) => "icmp",
        ExprOp::FCmp(_) => "fcmp",
        ExprOp::Select => "select",
        ExprOp::FNeg => "fneg",
        ExprOp::GetElementPtr => "getelementptr",
        ExprOp::ExtractElement => "extractelement",
        ExprOp::InsertElement => "insertelement",
        ExprOp::ShuffleVector => "shufflevector",
    }
}

/// Per constant: the first removed operator it contains (itself or in an operand).
fn removed_inside(m: &Module) -> Option<Vec<Option<&'static str>>> {
    operators_inside(m, is_removed)
}

/// Per constant: the first operator `which` selects that it contains (itself or in an
/// operand); `None` when no constant has one.
fn operators_inside(m: &Module, which: fn(&ExprOp) -> bool) -> Option<Vec<Option<&'static str>>> {
    let mut inside: Vec<Option<&'static str>> = vec![None; m.consts.len()];
    let mut any = false;
    // Operands are interned before the constants that use them.
    for (c, e) in m.consts.iter() {
        let found = match &e.data {
            ConstData::Expr(x) if which(&x.op) => Some(keyword(&x.op)),
            ConstData::Expr(x) => x.operands.iter().find_map(|o| inside[o.index()]),
            ConstData::Array(v) | ConstData::Struct(v) | ConstData::Vector(v) => {
                v.iter().find_map(|o| inside[o.index()])
            }
            _ => None,
        };
        any |= found.is_some();
        inside[c.index()] = found;
    }
    any.then_some(inside)
}

/// Expands the removed constant expressions of `m` (see the module documentation).
pub(crate) fn expand_removed_constexprs(m: &mut Module) -> Result<(), Diagnostic> {
    let Some(inside) = removed_inside(m) else {
        return Ok(());
    };
    let has = |v: Value| match v {
        Value::Const(c) => inside[c.index()],
        _ => None,
    };
    // Initializers cannot hold instructions.
    for (g, gv) in m.globals.iter() {
        let init = match &gv.kind {
            GlobalKind::Var(v) => v.init,
            GlobalKind::Alias(a) => Some(a.target),
            _ => None,
        };
        if let Some(kw) = init.and_then(|c| inside[c.index()]) {
            let name = crate::verifier::global_name(m, g);
            return Err(Diagnostic::error_at(
                gv.common.pos as usize..gv.common.pos as usize + 1,
                format!(
                    "{kw} constexprs are no longer supported: LLVM removed them, and the initializer of {name} cannot hold the instructions they would become"
                ),
            ));
        }
    }
    // Metadata cannot hold instructions either: the value becomes poison.
    let poison_of = |m: &mut Module, c: Const| {
        let ty = m.consts.ty(c);
        m.consts.intern_raw(ty, ConstData::Poison)
    };
    let nodes: Vec<_> = m.md.nodes().map(|(n, _)| n).collect();
    for n in nodes {
        let ops: Vec<(usize, Const)> = match &m.md.node(n).data {
            NodeData::Tuple(ops) => ops
                .iter()
                .enumerate()
                .filter_map(|(k, o)| match o {
                    Some(MdRef::Value(c)) if inside[c.index()].is_some() => Some((k, *c)),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        };
        for (k, c) in ops {
            let p = poison_of(m, c);
            if let NodeData::Tuple(t) = &mut m.md.node_mut(n).data {
                t[k] = Some(MdRef::Value(p));
            }
        }
    }
    let funcs = m.defined_functions();
    for g in funcs {
        let Some(mut body) = m.globals[g].as_func_mut().and_then(|f| f.body.take()) else {
            continue;
        };
        let mut first: Option<&'static str> = None;
        let mut expanded = 0usize;
        let mut note = |kw: Option<&'static str>| {
            if let Some(kw) = kw {
                first.get_or_insert(kw);
                expanded += 1;
            }
        };
        // Metadata operands: debug records, function-local metadata, metadata call arguments.
        for recs in body.dbg_records.values_mut() {
            for r in recs.iter_mut() {
                if let DbgRecord::Variable {
                    location, assign, ..
                } = r
                {
                    note(to_poison(m, &inside, location));
                    if let Some((_, addr, _)) = assign {
                        note(to_poison(m, &inside, addr));
                    }
                }
            }
        }
        for (_, d) in body.local_md.iter_mut() {
            match d {
                LocalMdData::Value(v) => note(to_poison(m, &inside, v)),
                LocalMdData::ArgList(vs) => {
                    for v in vs.iter_mut() {
                        note(to_poison(m, &inside, v));
                    }
                }
            }
        }
        let insts: Vec<(Block, Inst)> = body.inst_iter().collect();
        for &(_, i) in &insts {
            body.insts[i].kind.for_each_operand_mut(|v| {
                if matches!(v, Value::Md(_)) {
                    note(to_poison(m, &inside, v));
                }
            });
        }
        // Instruction operands: expanded before their user.
        for (b, i) in insts {
            let pos = body.insts[i].pos;
            if let InstKind::Phi { incoming, .. } = &body.insts[i].kind {
                let mut incoming = incoming.clone();
                for (v, from) in incoming.iter_mut() {
                    if let (Value::Const(c), Some(kw)) = (*v, has(*v)) {
                        let at = Insert::BeforeTerminator(*from);
                        *v = materialize(m, &mut body, &inside, c, at, pos);
                        note(Some(kw));
                    }
                }
                if let InstKind::Phi { incoming: old, .. } = &mut body.insts[i].kind {
                    *old = incoming;
                }
                continue;
            }
            let mut kind = std::mem::replace(&mut body.insts[i].kind, InstKind::Placeholder);
            kind.for_each_operand_mut(|v| {
                if let (Value::Const(c), Some(kw)) = (*v, has(*v)) {
                    *v = materialize(m, &mut body, &inside, c, Insert::Before(b, i), pos);
                    note(Some(kw));
                }
            });
            body.insts[i].kind = kind;
        }
        drop(note);
        if let Some(kw) = first {
            let name = crate::verifier::global_name(m, g);
            let fpos = m.globals[g].common.pos as usize;
            m.read_warnings.push(Diagnostic::warning_at(
                fpos..fpos + 1,
                format!(
                    "{expanded} use(s) of constant expressions LLVM removed (first: `{kw}`) in {name} expanded into instructions, as LLVM's bitcode reader does; LLVM 19's text reader rejects them"
                ),
            ));
        }
        if let Some(f) = m.globals[g].as_func_mut() {
            f.body = Some(body);
        }
    }
    Ok(())
}

/// Expands every constant expression that an instruction of a defined function has as an
/// operand into instructions placed before it (for a phi, at the end of the incoming
/// block), as LLVM's `convertConstantExprsToInstructions` does for targets whose
/// instructions take no constant expressions (SPIR-V functions take none). A call's callee
/// stays as it is; metadata and initializers are left alone. Returns how many uses were
/// expanded.
pub fn expand_constexpr_operands(m: &mut Module) -> usize {
    let Some(inside) = operators_inside(m, |_| true) else {
        return 0;
    };
    let has = |v: Value| match v {
        Value::Const(c) => inside[c.index()].is_some(),
        _ => false,
    };
    let mut expanded = 0usize;
    for g in m.defined_functions() {
        let Some(mut body) = m.globals[g].as_func_mut().and_then(|f| f.body.take()) else {
            continue;
        };
        let insts: Vec<(Block, Inst)> = body.inst_iter().collect();
        for (b, i) in insts {
            let pos = body.insts[i].pos;
            if let InstKind::Phi { incoming, .. } = &body.insts[i].kind {
                let mut incoming = incoming.clone();
                for (v, from) in incoming.iter_mut() {
                    if let (Value::Const(c), true) = (*v, has(*v)) {
                        let at = Insert::BeforeTerminator(*from);
                        *v = materialize(m, &mut body, &inside, c, at, pos);
                        expanded += 1;
                    }
                }
                if let InstKind::Phi { incoming: old, .. } = &mut body.insts[i].kind {
                    *old = incoming;
                }
                continue;
            }
            let mut kind = std::mem::replace(&mut body.insts[i].kind, InstKind::Placeholder);
            let callee = match &kind {
                InstKind::Call(c) => Some(c.callee),
                _ => None,
            };
            kind.for_each_operand_mut(|v| {
                if Some(*v) == callee || matches!(v, Value::Md(_)) {
                    return;
                }
                if let (Value::Const(c), true) = (*v, has(*v)) {
                    *v = materialize(m, &mut body, &inside, c, Insert::Before(b, i), pos);
                    expanded += 1;
                }
            });
            body.insts[i].kind = kind;
        }
        if let Some(f) = m.globals[g].as_func_mut() {
            f.body = Some(body);
        }
    }
    expanded
}

/// Replaces a metadata operand that holds a removed expression by `poison` of its type;
/// returns the removed operator's keyword when it did.
fn to_poison(
    m: &mut Module,
    inside: &[Option<&'static str>],
    v: &mut Value,
) -> Option<&'static str> {
    let (Value::Const(c) | Value::Md(MdRef::Value(c))) = *v else {
        return None;
    };
    let kw = inside[c.index()]?;
    let ty = m.consts.ty(c);
    let p = m.consts.intern_raw(ty, ConstData::Poison);
    *v = match v {
        Value::Md(_) => Value::Md(MdRef::Value(p)),
        _ => Value::Const(p),
    };
    Some(kw)
}

/// Where the instructions of an expansion go.
#[derive(Clone, Copy)]
enum Insert {
    /// Just before instruction `Inst` of block `Block`.
    Before(Block, Inst),
    /// At the end of a block, before its terminator (for a phi's incoming value).
    BeforeTerminator(Block),
}

/// The value of constant `c` at `at`: `c` itself when it contains no removed operator, else
/// the last of the instructions that compute it (its operands first).
fn materialize(
    m: &mut Module,
    body: &mut Body,
    inside: &[Option<&'static str>],
    c: Const,
    at: Insert,
    pos: u32,
) -> Value {
    if inside[c.index()].is_none() {
        return Value::Const(c);
    }
    let ty = m.consts.ty(c);
    let ConstData::Expr(x) = &m.consts.get(c).data else {
        // An aggregate holding a removed expression: built lane by lane would need
        // insertvalue/insertelement chains; poison keeps the module valid, and the function's
        // warning reports the expansion.
        return Value::Const(m.consts.intern_raw(ty, ConstData::Poison));
    };
    let x = x.clone();
    let ops: Vec<Value> = x
        .operands
        .iter()
        .map(|&o| crate::with_stack(|| materialize(m, body, inside, o, at, pos)))
        .collect();
    let kind = match x.op {
        ExprOp::Bin(op) => InstKind::Binary {
            op,
            flags: x.flags,
            lhs: ops[0],
            rhs: ops[1],
        },
        ExprOp::Cast(op) => InstKind::Cast {
            op,
            flags: x.flags,
            val: ops[0],
        },
        ExprOp::ICmp(pred) => InstKind::ICmp {
            pred,
            lhs: ops[0],
            rhs: ops[1],
        },
        ExprOp::FCmp(pred) => InstKind::FCmp {
            pred,
            flags: x.flags,
            lhs: ops[0],
            rhs: ops[1],
        },
        ExprOp::Select => InstKind::Select {
            flags: x.flags,
            cond: ops[0],
            then_val: ops[1],
            else_val: ops[2],
        },
        ExprOp::FNeg => InstKind::FNeg {
            flags: x.flags,
            val: ops[0],
        },
        ExprOp::GetElementPtr => InstKind::GetElementPtr {
            flags: x.flags,
            src_ty: x.src_ty.unwrap_or(ty),
            ptr: ops[0],
            indices: ops[1..].to_vec(),
        },
        ExprOp::ExtractElement => InstKind::ExtractElement {
            vec: ops[0],
            idx: ops[1],
        },
        ExprOp::InsertElement => InstKind::InsertElement {
            vec: ops[0],
            elt: ops[1],
            idx: ops[2],
        },
        ExprOp::ShuffleVector => InstKind::ShuffleVector {
            a: ops[0],
            b: ops[1],
            mask: x.mask.clone().into_boxed_slice(),
        },
    };
    let data = InstData {
        kind,
        ty,
        name: None,
        md: Default::default(),
        pos,
    };
    let new = body.insts.push(data);
    let (b, k) = match at {
        Insert::Before(b, i) => {
            let k = body.blocks[b].insts.iter().position(|&j| j == i);
            (b, k.unwrap_or(body.blocks[b].insts.len()))
        }
        Insert::BeforeTerminator(b) => {
            let n = body.blocks[b].insts.len();
            (
                b,
                if body.terminator(b).is_some() {
                    n - 1
                } else {
                    n
                },
            )
        }
    };
    body.blocks[b].insts.insert(k, new);
    body.inst_block[new] = Some(b);
    Value::Inst(new)
}
