//! The -O0 promotion analysis: which allocas live in a frame slot instead of memory, and
//! which of their loads and stores need no op.

use parir_ir::function::Body;
use parir_ir::inst::InstKind;
use parir_ir::types::{FloatKind, TypeData};
use parir_ir::{Block, Inst, Module, Type, Value};
use std::collections::{HashMap, HashSet};

/// Promoted variables stored exactly once, in the entry block, with an argument or a
/// constant, and not loaded before that store (where a load would read the fresh zeroes):
/// -O0 code keeps each parameter in such a variable. Returns the store and the value.
pub(super) fn stored_once(body: &Body, promoted: &HashSet<Inst>) -> HashMap<Inst, (Inst, Value)> {
    let mut stores: HashMap<Inst, Vec<(Inst, Value)>> = HashMap::new();
    for (_, i) in body.inst_iter() {
        if let InstKind::Store {
            val,
            ptr: Value::Inst(a),
            ..
        } = &body.insts[i].kind
        {
            if promoted.contains(a) {
                stores.entry(*a).or_default().push((i, *val));
            }
        }
    }
    let Some(entry) = body.entry() else {
        return HashMap::new();
    };
    let insts = &body.blocks[entry].insts;
    let mut out = HashMap::new();
    for (var, list) in stores {
        let [(store, val)] = list[..] else { continue };
        if !matches!(val, Value::Arg(_) | Value::Const(_)) {
            continue;
        }
        let Some(pos) = insts.iter().position(|&i| i == store) else {
            continue;
        };
        let loaded_before = insts[..pos].iter().any(|&i| {
            matches!(&body.insts[i].kind,
                InstKind::Load { ptr: Value::Inst(a), .. } if *a == var)
        });
        if !loaded_before {
            out.insert(var, (store, val));
        }
    }
    out
}

/// Loads of promoted allocas whose value may be read straight from the variable's slot:
/// every use is later in the same block, or a phi taking it on the edge from that block, and
/// no store to the variable comes between the load and its last use (the block's end for a
/// phi). These need no copy (-O0 code loads a variable before
/// each use). Returns `(load, alloca)` pairs.
pub(super) fn aliased_loads(body: &Body, promoted: &HashSet<Inst>) -> Vec<(Inst, Inst)> {
    if promoted.is_empty() {
        return Vec::new();
    }
    // Loads of promoted variables: block, position, variable, last use (or `None` once a
    // use disqualifies it).
    let mut loads: HashMap<Inst, (Block, usize, Inst, Option<usize>)> = HashMap::new();
    for &b in &body.layout {
        for (pos, &i) in body.blocks[b].insts.iter().enumerate() {
            if let InstKind::Load {
                ptr: Value::Inst(a),
                ..
            } = &body.insts[i].kind
            {
                if promoted.contains(a) {
                    loads.insert(i, (b, pos, *a, Some(pos)));
                }
            }
        }
    }
    if loads.is_empty() {
        return Vec::new();
    }
    for &b in &body.layout {
        for (pos, &i) in body.blocks[b].insts.iter().enumerate() {
            let kind = &body.insts[i].kind;
            if let InstKind::Phi { incoming, .. } = kind {
                // A phi reads its operand on the edge from its block: at that block's end.
                for &(v, pred) in incoming {
                    if let Value::Inst(l) = v {
                        if let Some(e) = loads.get_mut(&l) {
                            let end = body.blocks[pred].insts.len();
                            e.3 = match e.3 {
                                Some(last) if e.0 == pred => Some(last.max(end)),
                                _ => None,
                            };
                        }
                    }
                }
                continue;
            }
            kind.for_each_operand(|v| {
                if let Value::Inst(l) = v {
                    if let Some(e) = loads.get_mut(&l) {
                        e.3 = match e.3 {
                            Some(last) if e.0 == b && pos > e.1 => Some(last.max(pos)),
                            _ => None,
                        };
                    }
                }
            });
        }
    }
    let mut out = Vec::new();
    for (l, (b, pos, var, last)) in loads {
        let Some(last) = last else { continue };
        let insts = &body.blocks[b].insts;
        let between = insts.get(pos + 1..last).unwrap_or(&[]);
        let overwritten = between.iter().any(|&i| {
            matches!(&body.insts[i].kind,
                InstKind::Store { ptr: Value::Inst(a), .. } if *a == var)
        });
        if !overwritten {
            out.push((l, var));
        }
    }
    out
}

/// The allocas of a function that may live in a frame slot instead of memory: static ones
/// (entry block, one element) of a scalar type that fits a slot, whose address is only ever
/// the pointer operand of non-atomic loads and stores of exactly that type. No access to
/// them can fail and no other code can see them, so a slot (zeroed at each call, as a fresh
/// allocation is) behaves the same. This is what makes -O0 code, which keeps every local
/// variable in an alloca, run at the speed of optimized code.
pub(super) fn promotable_allocas(m: &Module, body: &Body, params: &[Type]) -> HashSet<Inst> {
    let simple = |t: Type| match m.types.get(t) {
        TypeData::Int(b) => *b <= 64,
        TypeData::Float(FloatKind::Float | FloatKind::Double) | TypeData::Ptr(_) => true,
        _ => false,
    };
    let mut cand: HashMap<Inst, Type> = HashMap::new();
    if let Some(entry) = body.entry() {
        for &i in &body.blocks[entry].insts {
            if let InstKind::Alloca {
                elem_ty,
                count: None,
                inalloca: false,
                swifterror: false,
                ..
            } = &body.insts[i].kind
            {
                if simple(*elem_ty) {
                    cand.insert(i, *elem_ty);
                }
            }
        }
    }
    if cand.is_empty() {
        return HashSet::new();
    }
    let ty_of = |v: Value| match v {
        Value::Inst(i) => Some(body.insts[i].ty),
        Value::Const(c) => Some(m.consts.ty(c)),
        Value::Arg(n) => params.get(n as usize).copied(),
        _ => None,
    };
    let mut escaped: HashSet<Inst> = HashSet::new();
    for (_, i) in body.inst_iter() {
        let data = &body.insts[i];
        match &data.kind {
            InstKind::Load {
                ptr: Value::Inst(a),
                atomic: None,
                ..
            } if cand.contains_key(a) => {
                if cand[a] != data.ty {
                    escaped.insert(*a);
                }
            }
            InstKind::Store {
                val,
                ptr: Value::Inst(a),
                atomic: None,
                ..
            } if cand.contains_key(a) => {
                if ty_of(*val) != Some(cand[a]) {
                    escaped.insert(*a);
                }
                // Storing a candidate's address somewhere makes it escape.
                if let Value::Inst(v) = val {
                    if cand.contains_key(v) {
                        escaped.insert(*v);
                    }
                }
            }
            k => k.for_each_operand(|v| {
                if let Value::Inst(a) = v {
                    if cand.contains_key(&a) {
                        escaped.insert(a);
                    }
                }
            }),
        }
    }
    cand.into_keys().filter(|a| !escaped.contains(a)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Which allocas live in a slot: only those whose address never leaves loads and stores
    /// of their own type.
    #[test]
    fn promotable_allocas_are_the_private_scalar_ones() {
        let src = r#"
declare void @use(ptr)
define i32 @f(i32 %x, i1 %c) {
entry:
  %ok = alloca i32, align 4
  %arg = alloca float, align 4
  %passed = alloca i32, align 4
  %punned = alloca i32, align 4
  %stored = alloca ptr, align 8
  %target = alloca i32, align 4
  %gep = alloca i64, align 8
  %array = alloca [2 x i32], align 4
  %atomic = alloca i32, align 4
  %many = alloca i32, i32 2, align 4
  store i32 %x, ptr %ok, align 4
  store float 1.0, ptr %arg, align 4
  call void @use(ptr %passed)
  store i64 0, ptr %punned, align 4
  store ptr %target, ptr %stored, align 8
  %p = getelementptr i8, ptr %gep, i64 4
  store i32 1, ptr %array, align 4
  store atomic i32 1, ptr %atomic seq_cst, align 4
  store i32 1, ptr %many, align 4
  br i1 %c, label %a, label %b
a:
  %late = alloca i32, align 4
  store i32 2, ptr %late, align 4
  br label %b
b:
  %v = load i32, ptr %ok, align 4
  %w = load ptr, ptr %stored, align 8
  ret i32 %v
}
"#;
        let m = parir_ir::parser::parse_module(src, "t.ll").expect("parses");
        let g = m
            .order
            .iter()
            .copied()
            .find(|&g| m.globals[g].name() == Some("f"))
            .expect("@f");
        let f = m.globals[g].as_func().expect("function");
        let body = f.body.as_ref().expect("body");
        let (_, params, _) = m.types.fn_sig(f.ty).expect("signature");
        let promoted = promotable_allocas(&m, body, params);
        let mut names: Vec<&str> = promoted
            .iter()
            .map(|&i| body.insts[i].name.as_deref().expect("named"))
            .collect();
        names.sort();
        assert_eq!(names, ["arg", "ok", "stored"]);
        // Stored once at entry from an argument or a constant: `ok` (%x) and `arg` (1.0);
        // `stored` holds an instruction's value.
        let once = stored_once(body, &promoted);
        let mut names: Vec<&str> = once
            .keys()
            .map(|&i| body.insts[i].name.as_deref().expect("named"))
            .collect();
        names.sort();
        assert_eq!(names, ["arg", "ok"]);
    }
}
