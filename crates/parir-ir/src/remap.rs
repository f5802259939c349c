//! Moving function bodies between modules that share a common prefix of interned entities.
//!
//! The parallel reader parses function bodies in worker copies of a module. Every copy starts
//! from the same base module, so ids below the base's sizes mean the same thing everywhere; what
//! a worker interns beyond that (types, constants, inline asm, metadata strings, kinds and nodes,
//! attribute sets) is re-interned into the target module here, and the bodies are rewritten to the
//! target's ids.

use crate::attrs::{Attr, AttrSet};
use crate::function::{Body, LocalMdData};
use crate::inst::{CallData, DbgRecord, InstKind, LandingClause};
use crate::metadata::{DiValue, MdKind, MdNode, MdRef, MdStr, NodeData};
use crate::module::Module;
use crate::types::{Type, TypeData};
use crate::value::{AsmId, Const, ConstData, Value};
use cranelift_entity::EntityRef;

/// Sizes of a module's interners at the moment worker copies were made.
#[derive(Clone, Copy, Debug)]
pub(crate) struct BaseSizes {
    types: usize,
    structs: usize,
    consts: usize,
    asms: usize,
    strs: usize,
    kinds: usize,
    nodes: usize,
    attrs: usize,
}

impl BaseSizes {
    pub(crate) fn of(m: &Module) -> BaseSizes {
        BaseSizes {
            types: m.types.len(),
            structs: m.types.structs.len(),
            consts: m.consts.len(),
            asms: m.consts.asms.len(),
            strs: m.md.num_strings(),
            kinds: m.md.num_kinds(),
            nodes: m.md.num_nodes(),
            attrs: m.attrs.len(),
        }
    }
}

/// Maps from a worker copy's new ids to the target module's ids.
pub(crate) struct IdMaps {
    base: BaseSizes,
    types: Vec<Type>,
    consts: Vec<Const>,
    asms: Vec<AsmId>,
    strs: Vec<MdStr>,
    kinds: Vec<MdKind>,
    nodes: Vec<MdNode>,
    attrs: Vec<AttrSet>,
}

macro_rules! mapper {
    ($name:ident, $ty:ty, $field:ident) => {
        fn $name(&self, x: $ty) -> $ty {
            let i = x.index();
            if i < self.base.$field {
                x
            } else {
                self.$field[i - self.base.$field]
            }
        }
    };
}

impl IdMaps {
    mapper!(ty, Type, types);
    mapper!(konst, Const, consts);
    mapper!(asm, AsmId, asms);
    mapper!(mdstr, MdStr, strs);
    mapper!(kind, MdKind, kinds);
    mapper!(node, MdNode, nodes);
    mapper!(attr, AttrSet, attrs);

    fn md_ref(&self, r: MdRef) -> MdRef {
        match r {
            MdRef::Node(n) => MdRef::Node(self.node(n)),
            MdRef::Str(s) => MdRef::Str(self.mdstr(s)),
            MdRef::Value(c) => MdRef::Value(self.konst(c)),
            MdRef::Local(l) => MdRef::Local(l),
        }
    }

    fn value(&self, v: Value) -> Value {
        match v {
            Value::Const(c) => Value::Const(self.konst(c)),
            Value::Asm(a) => Value::Asm(self.asm(a)),
            Value::Md(r) => Value::Md(self.md_ref(r)),
            other => other,
        }
    }
}

/// Re-interns everything `src` (a worker copy of a module whose interners had sizes `base`)
/// created beyond `base` into `dst`, and returns the id maps. Fails if the copy created
/// something that cannot be merged (new identified struct types).
pub(crate) fn merge_interned(dst: &mut Module, src: &Module, base: BaseSizes) -> Option<IdMaps> {
    if src.types.structs.len() != base.structs {
        return None;
    }
    let mut maps = IdMaps {
        base,
        types: Vec::new(),
        consts: Vec::new(),
        asms: Vec::new(),
        strs: Vec::new(),
        kinds: Vec::new(),
        nodes: Vec::new(),
        attrs: Vec::new(),
    };
    // Types: children are always created before their parents.
    for i in base.types..src.types.len() {
        let data = match src.types.get(Type::new(i)).clone() {
            TypeData::Vector {
                scalable,
                len,
                elem,
            } => TypeData::Vector {
                scalable,
                len,
                elem: maps.ty(elem),
            },
            TypeData::Array { len, elem } => TypeData::Array {
                len,
                elem: maps.ty(elem),
            },
            TypeData::Struct { packed, elems } => TypeData::Struct {
                packed,
                elems: elems.iter().map(|t| maps.ty(*t)).collect(),
            },
            TypeData::Function {
                ret,
                params,
                varargs,
            } => TypeData::Function {
                ret: maps.ty(ret),
                params: params.iter().map(|t| maps.ty(*t)).collect(),
                varargs,
            },
            TypeData::Target { name, types, ints } => TypeData::Target {
                name,
                types: types.iter().map(|t| maps.ty(*t)).collect(),
                ints,
            },
            TypeData::Named(_) => return None,
            other => other,
        };
        let t = dst.types.intern(data);
        maps.types.push(t);
    }
    for i in base.strs..src.md.num_strings() {
        let s = dst.md.string(src.md.str_bytes(MdStr::new(i)));
        maps.strs.push(s);
    }
    for i in base.kinds..src.md.num_kinds() {
        let k = dst.md.kind(src.md.kind_name(MdKind::new(i)));
        maps.kinds.push(k);
    }
    for i in base.asms..src.consts.asms.len() {
        let mut a = src.consts.asms[AsmId::new(i)].clone();
        a.fn_ty = maps.ty(a.fn_ty);
        maps.asms.push(dst.consts.asm(a));
    }
    // Constants: elements and operands are created before the aggregates that hold them.
    for i in base.consts..src.consts.len() {
        let e = src.consts.get(Const::new(i));
        let ty = maps.ty(e.ty);
        let data = match &e.data {
            ConstData::Array(v) => ConstData::Array(v.iter().map(|c| maps.konst(*c)).collect()),
            ConstData::Struct(v) => ConstData::Struct(v.iter().map(|c| maps.konst(*c)).collect()),
            ConstData::Vector(v) => ConstData::Vector(v.iter().map(|c| maps.konst(*c)).collect()),
            ConstData::Expr(x) => {
                let mut x = x.clone();
                for c in x.operands.iter_mut() {
                    *c = maps.konst(*c);
                }
                x.src_ty = x.src_ty.map(|t| maps.ty(t));
                ConstData::Expr(x)
            }
            other => other.clone(),
        };
        maps.consts.push(dst.consts.intern_raw(ty, data));
    }
    // Metadata nodes: inline nodes are created after the nodes they reference.
    for i in base.nodes..src.md.num_nodes() {
        let e = src.md.node(MdNode::new(i));
        let data = match &e.data {
            NodeData::Tuple(ops) => {
                NodeData::Tuple(ops.iter().map(|o| o.map(|r| maps.md_ref(r))).collect())
            }
            NodeData::Special { kind, fields } => {
                let mut fields = fields.clone();
                for f in fields.iter_mut() {
                    match &mut f.value {
                        DiValue::Md(Some(r)) => *r = maps.md_ref(*r),
                        DiValue::List(ops) => {
                            for r in ops.iter_mut().flatten() {
                                *r = maps.md_ref(*r);
                            }
                        }
                        _ => {}
                    }
                }
                NodeData::Special {
                    kind: kind.clone(),
                    fields,
                }
            }
            NodeData::Expression(x) => NodeData::Expression(x.clone()),
            NodeData::Placeholder => return None,
        };
        let n = if e.distinct {
            dst.md.distinct(data)
        } else {
            dst.md.uniqued(data)
        };
        maps.nodes.push(n);
    }
    for i in base.attrs..src.attrs.len() {
        let set: Vec<Attr> = src
            .attrs
            .get(AttrSet::new(i))
            .iter()
            .map(|a| match a {
                Attr::Type(k, t) => Attr::Type(*k, maps.ty(*t)),
                Attr::Range { ty, lo, hi } => Attr::Range {
                    ty: maps.ty(*ty),
                    lo: lo.clone(),
                    hi: hi.clone(),
                },
                other => other.clone(),
            })
            .collect();
        maps.attrs.push(dst.attrs.intern(set));
    }
    Some(maps)
}

fn remap_call(c: &mut CallData, m: &IdMaps) {
    c.callee = m.value(c.callee);
    c.fn_ty = m.ty(c.fn_ty);
    for a in c.args.iter_mut() {
        *a = m.value(*a);
    }
    for b in c.bundles.iter_mut() {
        for v in b.inputs.iter_mut() {
            *v = m.value(*v);
        }
    }
    c.attrs.func = m.attr(c.attrs.func);
    c.attrs.ret = m.attr(c.attrs.ret);
    for p in c.attrs.params.iter_mut() {
        *p = m.attr(*p);
    }
}

/// Rewrites every module-level id in `body` through `maps`.
pub(crate) fn remap_body(body: &mut Body, maps: &IdMaps) {
    for (_, d) in body.insts.iter_mut() {
        d.ty = maps.ty(d.ty);
        for (k, n) in d.md.iter_mut() {
            *k = maps.kind(*k);
            *n = maps.node(*n);
        }
        let v = |x: &mut Value| *x = maps.value(*x);
        match &mut d.kind {
            InstKind::Ret(x) => x.iter_mut().for_each(v),
            InstKind::Br(_) | InstKind::Unreachable | InstKind::Placeholder => {}
            InstKind::CondBr { cond, .. } => v(cond),
            InstKind::Switch { cond, cases, .. } => {
                v(cond);
                for (c, _) in cases.iter_mut() {
                    *c = maps.konst(*c);
                }
            }
            InstKind::IndirectBr { addr, .. } => v(addr),
            InstKind::Invoke { call, .. } | InstKind::CallBr { call, .. } => remap_call(call, maps),
            InstKind::Call(call) => remap_call(call, maps),
            InstKind::Resume(x) | InstKind::Freeze(x) => v(x),
            InstKind::CleanupRet { pad, .. } | InstKind::CatchRet { pad, .. } => v(pad),
            InstKind::CatchSwitch { parent, .. } => parent.iter_mut().for_each(v),
            InstKind::Detach { region, .. }
            | InstKind::Reattach { region, .. }
            | InstKind::Sync { region, .. } => region.iter_mut().for_each(v),
            InstKind::FNeg { val, .. } | InstKind::Cast { val, .. } => v(val),
            InstKind::Binary { lhs, rhs, .. }
            | InstKind::ICmp { lhs, rhs, .. }
            | InstKind::FCmp { lhs, rhs, .. } => {
                v(lhs);
                v(rhs);
            }
            InstKind::Alloca { elem_ty, count, .. } => {
                *elem_ty = maps.ty(*elem_ty);
                count.iter_mut().for_each(v);
            }
            InstKind::Load { ptr, .. } => v(ptr),
            InstKind::Store { val, ptr, .. } => {
                v(val);
                v(ptr);
            }
            InstKind::Fence(_) => {}
            InstKind::CmpXchg { ptr, cmp, new, .. } => {
                v(ptr);
                v(cmp);
                v(new);
            }
            InstKind::AtomicRmw { ptr, val, .. } => {
                v(ptr);
                v(val);
            }
            InstKind::GetElementPtr {
                src_ty,
                ptr,
                indices,
                ..
            } => {
                *src_ty = maps.ty(*src_ty);
                v(ptr);
                indices.iter_mut().for_each(v);
            }
            InstKind::Phi { incoming, .. } => incoming.iter_mut().for_each(|(x, _)| v(x)),
            InstKind::Select {
                cond,
                then_val,
                else_val,
                ..
            } => {
                v(cond);
                v(then_val);
                v(else_val);
            }
            InstKind::VAArg { list } => v(list),
            InstKind::ExtractElement { vec, idx } => {
                v(vec);
                v(idx);
            }
            InstKind::InsertElement { vec, elt, idx } => {
                v(vec);
                v(elt);
                v(idx);
            }
            InstKind::ShuffleVector { a, b, .. } => {
                v(a);
                v(b);
            }
            InstKind::ExtractValue { agg, .. } => v(agg),
            InstKind::InsertValue { agg, val, .. } => {
                v(agg);
                v(val);
            }
            InstKind::LandingPad { clauses, .. } => {
                for c in clauses.iter_mut() {
                    match c {
                        LandingClause::Catch(x) | LandingClause::Filter(x) => v(x),
                    }
                }
            }
            InstKind::CatchPad { parent, args } => {
                v(parent);
                args.iter_mut().for_each(v);
            }
            InstKind::CleanupPad { parent, args } => {
                parent.iter_mut().for_each(v);
                args.iter_mut().for_each(v);
            }
        }
    }
    for (_, l) in body.local_md.iter_mut() {
        match l {
            LocalMdData::Value(x) => *x = maps.value(*x),
            LocalMdData::ArgList(xs) => {
                for x in xs.iter_mut() {
                    *x = maps.value(*x);
                }
            }
        }
    }
    for recs in body.dbg_records.values_mut() {
        for r in recs.iter_mut() {
            match r {
                DbgRecord::Variable {
                    location,
                    variable,
                    expression,
                    assign,
                    debug_loc,
                    ..
                } => {
                    *location = maps.value(*location);
                    *variable = maps.md_ref(*variable);
                    *expression = maps.md_ref(*expression);
                    if let Some((id, addr, aexpr)) = assign {
                        *id = maps.md_ref(*id);
                        *addr = maps.value(*addr);
                        *aexpr = maps.md_ref(*aexpr);
                    }
                    *debug_loc = maps.md_ref(*debug_loc);
                }
                DbgRecord::Label { label, debug_loc } => {
                    *label = maps.md_ref(*label);
                    *debug_loc = maps.md_ref(*debug_loc);
                }
            }
        }
    }
}
