//! Which memory accesses of a loop an annotation covers: the accesses of a loop (rule 1.1:
//! "all memory instructions and function calls in the loop body"), the objects they access
//! (rule 1.2: "all memory instructions that use the specified array"), and the DPC++ index
//! groups on the GEPs that compute their addresses.

use parir_analysis::access_groups::groups_of_node;
use parir_analysis::loops::{FunctionLoops, Loop};
use parir_analysis::memory::may_read_or_write_memory;
use parir_analysis::underlying::{underlying_objects, MAX_LOOKUP};
use parir_ir::inst::{CastOp, InstKind};
use parir_ir::metadata::MdNode;
use parir_ir::types::TypeData;
use parir_ir::{Body, GlobalId, Inst, Module, Value};
use rustc_hash::FxHashMap;

/// The memory accesses of a function body that lie in some loop, each with its innermost loop,
/// in layout order. An access is an instruction that may read or write memory (LLVM's
/// `mayReadOrWriteMemory`): loads, stores, atomics and calls that are not `memory(none)`.
pub fn loop_accesses(m: &Module, body: &Body, fl: &FunctionLoops) -> Vec<(Inst, Loop)> {
    let mut out = Vec::new();
    for &b in &body.layout {
        let Some(l) = fl.forest.innermost_loop(b) else {
            continue;
        };
        for &i in &body.blocks[b].insts {
            if may_read_or_write_memory(m, &body.insts[i]) {
                out.push((i, l));
            }
        }
    }
    out
}

/// Whether loop `outer` is `inner` or contains it.
pub fn encloses(fl: &FunctionLoops, outer: Loop, inner: Loop) -> bool {
    outer == inner || fl.forest.contains_loop(outer, inner)
}

/// The pointer operands through which an instruction accesses memory: the address of a load,
/// store or atomic; the pointer arguments of a call.
pub fn pointer_operands(m: &Module, body: &Body, i: Inst) -> Vec<Value> {
    match &body.insts[i].kind {
        InstKind::Load { ptr, .. }
        | InstKind::Store { ptr, .. }
        | InstKind::CmpXchg { ptr, .. }
        | InstKind::AtomicRmw { ptr, .. } => vec![*ptr],
        InstKind::Call(c) | InstKind::Invoke { call: c, .. } => {
            let params: &[parir_ir::Type] = match m.types.get(c.fn_ty) {
                TypeData::Function { params, .. } => params,
                _ => &[],
            };
            c.args
                .iter()
                .enumerate()
                .filter(|(k, _)| params.get(*k).is_some_and(|&t| m.types.is_ptr(t)))
                .map(|(_, &a)| a)
                .collect()
        }
        _ => Vec::new(),
    }
}

/// Canonical objects of a function: [`underlying_objects`], with the spill of an `-O0` build
/// looked through (a pointer loaded from an alloca that is stored exactly once and otherwise
/// only loaded from is the stored value), so that the marker's argument and the loop's
/// accesses name the same object before mem2reg as after.
pub struct Objects<'a> {
    m: &'a Module,
    f: GlobalId,
    body: &'a Body,
    /// For each alloca: the one value stored into it, if it is a spill slot.
    spills: FxHashMap<Inst, Option<Value>>,
}

impl<'a> Objects<'a> {
    /// Prepares the queries for function `f` (its body is `body`).
    pub fn new(m: &'a Module, f: GlobalId, body: &'a Body) -> Objects<'a> {
        let mut stores: FxHashMap<Inst, (u32, Option<Value>, bool)> = FxHashMap::default();
        for (_, i) in body.inst_iter() {
            if let InstKind::Alloca { .. } = body.insts[i].kind {
                stores.entry(i).or_insert((0, None, true));
            }
        }
        for (_, i) in body.inst_iter() {
            match &body.insts[i].kind {
                InstKind::Load {
                    ptr: Value::Inst(_),
                    ..
                } => {}
                InstKind::Store {
                    val,
                    ptr: Value::Inst(a),
                    ..
                } if stores.contains_key(a) => {
                    let e = stores.get_mut(a).expect("checked");
                    e.0 += 1;
                    e.1 = Some(*val);
                    if let Value::Inst(v) = val {
                        // The alloca's address escapes when stored somewhere.
                        if let Some(x) = stores.get_mut(v) {
                            x.2 = false;
                        }
                    }
                }
                k => k.for_each_operand(|v| {
                    if let Value::Inst(a) = v {
                        if let Some(e) = stores.get_mut(&a) {
                            e.2 = false;
                        }
                    }
                }),
            }
        }
        let spills = stores
            .into_iter()
            .map(|(a, (n, v, only_loads))| (a, if n == 1 && only_loads { v } else { None }))
            .collect();
        Objects { m, f, body, spills }
    }

    /// The objects `v` may point into.
    pub fn of(&self, v: Value) -> Vec<Value> {
        let mut out = Vec::new();
        self.collect(v, 4, &mut out);
        out
    }

    fn collect(&self, v: Value, depth: u32, out: &mut Vec<Value>) {
        for o in underlying_objects(self.m, self.f, v) {
            let spilled = match o {
                Value::Inst(i) => match &self.body.insts[i].kind {
                    InstKind::Load {
                        ptr: Value::Inst(a),
                        ..
                    } => self.spills.get(a).copied().flatten(),
                    _ => None,
                },
                _ => None,
            };
            match spilled {
                Some(s) if depth > 0 => self.collect(s, depth - 1, out),
                _ => {
                    if !out.contains(&o) {
                        out.push(o);
                    }
                }
            }
        }
    }

    /// Whether instruction `i` accesses object `obj` and nothing else: every pointer operand
    /// points only into `obj` (an access that may also touch another object is not an access
    /// "to the array" the annotation talks about).
    pub fn accesses_only(&self, i: Inst, obj: Value) -> bool {
        let ptrs = pointer_operands(self.m, self.body, i);
        !ptrs.is_empty() && ptrs.iter().all(|&p| self.of(p) == [obj])
    }

    /// Whether instruction `i` may access object `obj` (some pointer operand may point into it).
    pub fn may_access(&self, i: Inst, obj: Value) -> bool {
        pointer_operands(self.m, self.body, i)
            .iter()
            .any(|&p| self.of(p).contains(&obj))
    }
}

/// The DPC++ index groups (`!llvm.index.group` on the GEPs that compute an address) of the
/// pointer operands of access `i`: each pointer's chain of GEPs and no-op casts is followed
/// for [`MAX_LOOKUP`] steps, and the groups of every tagged GEP on it are collected.
pub fn index_groups(m: &Module, body: &Body, i: Inst) -> Vec<MdNode> {
    let Some(kind) = m.md.find_kind("llvm.index.group") else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for p in pointer_operands(m, body, i) {
        let mut v = p;
        for _ in 0..MAX_LOOKUP {
            let Value::Inst(x) = v else { break };
            let d = &body.insts[x];
            if let Some((_, n)) = d.md.iter().find(|(k, _)| *k == kind) {
                for g in groups_of_node(m, *n) {
                    if !out.contains(&g) {
                        out.push(g);
                    }
                }
            }
            v = match &d.kind {
                InstKind::GetElementPtr { ptr, .. } => *ptr,
                InstKind::Cast {
                    op: CastOp::BitCast | CastOp::AddrSpaceCast,
                    val,
                    ..
                } => *val,
                _ => break,
            };
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spills_are_looked_through() {
        let src = "define void @f(ptr %A, ptr %B) {
entry:
  %A.addr = alloca ptr
  %B.addr = alloca ptr
  store ptr %A, ptr %A.addr
  store ptr %B, ptr %B.addr
  store ptr %A, ptr %B.addr
  %a1 = load ptr, ptr %A.addr
  %a2 = load ptr, ptr %A.addr
  %g = getelementptr i32, ptr %a2, i64 1
  %b1 = load ptr, ptr %B.addr
  store i32 0, ptr %g
  store i32 0, ptr %b1
  call void @llvm.memset.p0.i64(ptr %g, i8 0, i64 4, i1 false)
  ret void
}
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
";
        let m = parir_ir::parser::parse_module(src, "t.ll").expect("parses");
        let f = m.global_by_name("f").expect("f");
        let body = m.globals[f]
            .as_func()
            .and_then(|f| f.body.as_ref())
            .expect("body");
        let insts: Vec<Inst> = body.inst_iter().map(|(_, i)| i).collect();
        let o = Objects::new(&m, f, body);
        assert_eq!(o.of(Value::Inst(insts[5])), [Value::Arg(0)]);
        assert_eq!(o.of(Value::Inst(insts[7])), [Value::Arg(0)]);
        // %B.addr is stored twice: not a spill slot.
        assert_eq!(o.of(Value::Inst(insts[8])), [Value::Inst(insts[8])]);
        assert!(o.accesses_only(insts[9], Value::Arg(0)));
        assert!(!o.accesses_only(insts[10], Value::Arg(1)));
        assert!(o.accesses_only(insts[11], Value::Arg(0)));
        assert!(o.may_access(insts[11], Value::Arg(0)));
    }
}
