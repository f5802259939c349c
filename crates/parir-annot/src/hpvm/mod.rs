//! HPVM → the LLVMPar RFC's region form (`llvmpar-extension-mechanism-rfc.txt`, "HPVM using
//! LLVMPar intrinsics"): the PREPARE translator `hpvm-prepare` for HPVM's leaf nodes.
//!
//! A node is created by `%n = call ptr @llvm.hpvm.createNode1D(ptr @F, i64 %N)` (`2D`: two
//! dimensions, `3D`: three) and its inputs bound by `call void @llvm.hpvm.bind.input(ptr %n,
//! i32 P, i32 Q, i1 false)` (parameter `P` of the parent to parameter `Q` of the node). The node
//! function `@F` returns `void` and reads its instance with `@llvm.hpvm.getNode()` and
//! `@llvm.hpvm.getNodeInstanceID.{x,y,z}(ptr)` (and the dimensions with
//! `@llvm.hpvm.getNumNodeInstances.{x,y,z}`); `@llvm.hpvm.attributes(i32 n, ptr..., i32 m,
//! ptr...)` names its inputs and outputs. `hpvm-prepare` replaces the creation and the bindings
//! by the RFC's form:
//!
//! - a region `llvm.directive.region.entry() [ "HPVM_create_node"(N...), "dataflow_values"(the
//!   bound values, in parameter order), "attributes"(one i32 per value: 0 in, 1 out, 2 inout,
//!   -1 not a pointer) ]`, exited with the same tags without operands;
//! - inside, the replication loop over the N (N1·N2·N3) instances: each iteration detaches a
//!   task (`detach_task` ... `reattach_task` markers) running the inlined node function, with
//!   the instance IDs computed from the loop index (x fastest) instead of the HPVM calls. The
//!   node's allocas stay at the start of the task, one per instance (the RFC's "Required
//!   changes to LLVM": the inliner must not move allocas to the function entry).
//!
//! The claims model then sees a loop whose iterations are tasks (`parir run --parallel` runs
//! them on threads, `parir sanitize` checks them). Not taken, with a located warning and the
//! node left as it is: a node whose value has other uses than its bindings (edges,
//! `bind.output`, streaming bindings), an unbound or twice-bound parameter, a node function
//! that returns a value or is only declared, and other `llvm.hpvm.*` calls inside it. HPVM's
//! internal nodes (createNode inside node functions), edges and the launch/wait API are
//! outside this subset. The EXTRACT translator, `hpvm-extract`, is in `extract.rs`.

mod extract;
pub use extract::{extract, HpvmExtract};

use crate::diag::Warning;
use crate::directives::build::{declare, RfcTag};
use crate::directives::model::DirectiveCall;
use crate::irbuild::{callee_name, direct_call};
use parir_ir::inst::{Bundle, InstData, InstKind, IntPredicate};
use parir_ir::value::ConstData;
use parir_ir::{Block, GlobalId, Inst, Module, Value};
use parir_transform::manager::PreservedAnalyses;

module_pass!(
    HpvmPrepare,
    "hpvm-prepare",
    "HpvmPreparePass",
    "HPVM leaf nodes (createNode1D/2D/3D + bind.input) -> the RFC's HPVM_create_node region with a replication loop of detach_task markers",
    prepare,
    // Blocks are added.
    PreservedAnalyses::none()
);

/// A node to prepare.
struct Node {
    create: Inst,
    node_fn: GlobalId,
    dims: Vec<Value>,
    /// Per node parameter: the parent's value bound to it.
    inputs: Vec<Value>,
    binds: Vec<Inst>,
}

/// `hpvm-prepare` over the module.
pub fn prepare(m: &mut Module) -> (bool, Vec<Warning>) {
    let mut warnings = Vec::new();
    let mut changed = false;
    for f in m.defined_functions() {
        let name = m.globals[f].name().unwrap_or_default().to_string();
        let mut refused: Vec<Inst> = Vec::new();
        loop {
            let node = match find_node(m, f, &refused) {
                None => break,
                Some(Err((i, why))) => {
                    let body = m.body(f).expect("body");
                    warnings.push(
                        Warning::new("hpvm-node-not-supported", format!("{why}; the node stays"))
                            .at_inst(m, &name, &body.insts[i]),
                    );
                    refused.push(i);
                    continue;
                }
                Some(Ok(n)) => n,
            };
            match rewrite(m, f, &node) {
                Ok(()) => changed = true,
                Err(why) => {
                    warnings.push(Warning::error("hpvm-prepare-failed", why));
                    return (changed, warnings);
                }
            }
        }
    }
    if changed {
        crate::csa::intrinsics::remove_unused_declarations(
            m,
            &[
                "llvm.hpvm.createNode1D",
                "llvm.hpvm.createNode2D",
                "llvm.hpvm.createNode3D",
                "llvm.hpvm.bind.input",
            ],
        );
    }
    (changed, warnings)
}

fn hpvm_name<'m>(m: &'m Module, d: &InstData) -> Option<&'m str> {
    callee_name(m, d).and_then(|(_, n)| n.strip_prefix("llvm.hpvm."))
}

/// The next createNode call of `f` (not in `refused`): the node, or why not.
fn find_node(m: &Module, f: GlobalId, refused: &[Inst]) -> Option<Result<Node, (Inst, String)>> {
    let body = m.body(f)?;
    let create = body.inst_iter().map(|(_, i)| i).find(|&i| {
        !refused.contains(&i)
            && matches!(
                hpvm_name(m, &body.insts[i]),
                Some("createNode1D" | "createNode2D" | "createNode3D")
            )
    })?;
    Some(node_at(m, f, create).map_err(|why| (create, why)))
}

/// `hpvm-prepare` of the one node created by `create` in `f` (`hpvm-extract` asks whether an
/// existing node function prepares to the region it extracts).
pub(crate) fn prepare_node(m: &mut Module, f: GlobalId, create: Inst) -> Result<(), String> {
    let node = node_at(m, f, create)?;
    rewrite(m, f, &node)
}

/// The node created by the createNode call `create` of `f`, or why it is outside the subset.
fn node_at(m: &Module, f: GlobalId, create: Inst) -> Result<Node, String> {
    let body = m.body(f).ok_or("no body")?;
    let err = |why: String| Err(why);
    let c = body.insts[create].kind.call_data().ok_or("not a call")?;
    let Some(Value::Const(k)) = c.args.first().copied() else {
        return err("the node function is not a constant".into());
    };
    let ConstData::Global(node_fn) = m.consts.get(k).data else {
        return err("the node function is not a function".into());
    };
    let Some(func) = m.globals[node_fn].as_func() else {
        return err("the node function is not a function".into());
    };
    let Some(fbody) = func.body.as_ref() else {
        return err("the node function is only declared".into());
    };
    let Some((ret, params, _)) = m.types.fn_sig(func.ty) else {
        return err("the node function has no signature".into());
    };
    if !m.types.is_void(ret) {
        return err("the node function returns a value (bind.output is outside the subset)".into());
    }
    let dims: Vec<Value> = c.args[1..].to_vec();
    if dims.iter().any(|&d| {
        parir_analysis::memory::value_type(m, f, body, d).and_then(|t| m.types.int_bits(t))
            != Some(64)
    }) {
        return err("a dimension that is not an i64".into());
    }
    // The bindings: every use of the node.
    let mut inputs: Vec<Option<Value>> = vec![None; params.len()];
    let mut binds = Vec::new();
    for (_, i) in body.inst_iter() {
        let mut uses = false;
        body.insts[i]
            .kind
            .for_each_operand(|v| uses |= v == Value::Inst(create));
        if !uses {
            continue;
        }
        if hpvm_name(m, &body.insts[i]) != Some("bind.input") {
            return err(
                "the node has uses other than bind.input (edges, bind.output, wait)".into(),
            );
        }
        let a = &body.insts[i].kind.call_data().ok_or("not a call")?.args;
        let int = |k: usize| a.get(k).and_then(|&v| crate::irbuild::const_int(m, v));
        let (Some(p), Some(q), Some(s)) = (int(1), int(2), int(3)) else {
            return err("a bind.input with operands that are not constants".into());
        };
        if s != 0 {
            return err("a streaming bind.input".into());
        }
        let pv = usize::try_from(p).ok().filter(|&p| p < func_params(m, f));
        let slot = usize::try_from(q).ok().and_then(|q| inputs.get_mut(q));
        match (pv, slot) {
            (Some(p), Some(slot @ None)) => *slot = Some(Value::Arg(p as u32)),
            _ => return err(format!("bind.input {p} -> {q} names no free parameter")),
        }
        binds.push(i);
    }
    let Some(inputs) = inputs.into_iter().collect::<Option<Vec<Value>>>() else {
        return err("a parameter of the node function is not bound".into());
    };
    for (_, i) in fbody.inst_iter() {
        if let Some(n) = hpvm_name(m, &fbody.insts[i]) {
            let known = n == "getNode"
                || n == "attributes"
                || n.starts_with("getNodeInstanceID.")
                || n.starts_with("getNumNodeInstances.");
            if !known {
                return err(format!("the node function calls llvm.hpvm.{n}"));
            }
        }
    }
    Ok(Node {
        create,
        node_fn,
        dims,
        inputs,
        binds,
    })
}

fn func_params(m: &Module, f: GlobalId) -> usize {
    m.globals[f]
        .as_func()
        .and_then(|x| m.types.fn_sig(x.ty))
        .map_or(0, |(_, p, _)| p.len())
}

/// The attribute code of each node parameter from the node's `llvm.hpvm.attributes` call.
fn attribute_codes(m: &Module, node_fn: GlobalId) -> Vec<i64> {
    let func = m.globals[node_fn].as_func().expect("function");
    let (_, params, _) = m.types.fn_sig(func.ty).expect("signature");
    let body = func.body.as_ref().expect("body");
    let (mut ins, mut outs) = (Vec::new(), Vec::new());
    for (_, i) in body.inst_iter() {
        if hpvm_name(m, &body.insts[i]) != Some("attributes") {
            continue;
        }
        let a = &body.insts[i].kind.call_data().expect("call").args;
        let n = a
            .first()
            .and_then(|&v| crate::irbuild::const_int(m, v))
            .unwrap_or(0) as usize;
        ins.extend(a.iter().skip(1).take(n).copied());
        if let Some(k) = a.get(1 + n).and_then(|&v| crate::irbuild::const_int(m, v)) {
            outs.extend(a.iter().skip(2 + n).take(k as usize).copied());
        }
    }
    params
        .iter()
        .enumerate()
        .map(|(k, &t)| {
            if !m.types.is_ptr(t) {
                return -1;
            }
            let v = Value::Arg(k as u32);
            match (ins.contains(&v), outs.contains(&v)) {
                (true, false) => 0,
                (false, true) => 1,
                _ => 2,
            }
        })
        .collect()
}

fn rewrite(m: &mut Module, f: GlobalId, node: &Node) -> Result<(), String> {
    let codes = attribute_codes(m, node.node_fn);
    let i64t = m.types.int(64);
    let i32t = m.types.int(32);
    let void = m.types.void();
    let marker = declare(m, DirectiveCall::Marker)?;
    let ge = declare(m, DirectiveCall::Entry)?;
    let gx = declare(m, DirectiveCall::Exit)?;
    let zero = Value::Const(m.consts.int(i64t, 64, 0));
    let one = Value::Const(m.consts.int(i64t, 64, 1));
    let code_vals: Vec<Value> = codes
        .iter()
        .map(|&c| Value::Const(m.consts.int(i32t, 32, i128::from(c))))
        .collect();
    let b = |tag: &str, inputs: Vec<Value>| Bundle {
        tag: tag.into(),
        inputs,
    };
    let entry_call = direct_call(
        m,
        ge,
        Vec::new(),
        vec![
            b(RfcTag::HpvmCreateNode.tag(), node.dims.clone()),
            b(RfcTag::DataflowValues.tag(), node.inputs.clone()),
            b(RfcTag::Attributes.tag(), code_vals),
        ],
    )
    .ok_or("not a function")?;
    let detach = direct_call(
        m,
        marker,
        Vec::new(),
        vec![b(RfcTag::DetachTask.tag(), Vec::new())],
    )
    .ok_or("not a function")?;
    let reattach = direct_call(
        m,
        marker,
        Vec::new(),
        vec![b(RfcTag::ReattachTask.tag(), Vec::new())],
    )
    .ok_or("not a function")?;
    let node_call =
        direct_call(m, node.node_fn, node.inputs.clone(), Vec::new()).ok_or("not a function")?;
    let body = m.body_mut(f).expect("body");
    let mut names = parir_transform::edit::LocalNames::of(&[], body);
    // Split off what follows the last binding: the code after the region.
    let last = *node
        .binds
        .iter()
        .chain([&node.create])
        .max_by_key(|&&i| {
            let blk = body.inst_block[i].expect("placed");
            (
                body.layout.iter().position(|&x| x == blk),
                body.blocks[blk].insts.iter().position(|&x| x == i),
            )
        })
        .expect("a call");
    let lb = body.inst_block[last].expect("placed");
    let after = body.blocks[lb].insts[body.blocks[lb]
        .insts
        .iter()
        .position(|&x| x == last)
        .expect("in block")
        + 1];
    let rest = parir_transform::split::split_block(
        body,
        &mut names,
        void,
        None,
        after,
        Some("hpvm.after"),
    )
    .map_err(|e| e.0)?;
    for &i in node.binds.iter().chain([&node.create]) {
        // The name is free again (hpvm-extract makes `%node` anew).
        body.insts[i].name = None;
        parir_transform::edit::remove_inst(body, i);
    }
    let header = body.append_block(Some(names.unique("hpvm.instance")));
    let task = body.append_block(Some(names.unique("hpvm.node")));
    let latch = body.append_block(Some(names.unique("hpvm.next")));
    let exit = body.append_block(Some(names.unique("hpvm.end")));
    // The region entry at the end of the block before, which now branches to the header.
    let pre_term = body.terminator(lb).expect("terminator");
    let entry =
        parir_transform::edit::insert_inst(body, lb, body.blocks[lb].insts.len() - 1, entry_call);
    body.insts[pre_term].kind = InstKind::Br(header);
    // header: the instance index and the task.
    let idx = body.append_inst(
        header,
        InstData::new(
            InstKind::Phi {
                flags: Default::default(),
                incoming: vec![(zero, lb)],
            },
            i64t,
        ),
    );
    body.insts[idx].name = Some(names.unique("hpvm.index"));
    let k = body.append_inst(header, detach);
    body.append_inst(
        header,
        InstData::new(
            InstKind::CondBr {
                cond: Value::Inst(k),
                then_dest: task,
                else_dest: latch,
            },
            void,
        ),
    );
    // task: the instance IDs, the node, the end of the task.
    let call = body.append_inst(task, node_call);
    body.append_inst(task, reattach);
    body.append_inst(task, InstData::new(InstKind::Br(latch), void));
    // latch: next index, exit test against the number of instances.
    let next = body.append_inst(
        latch,
        InstData::new(
            InstKind::Binary {
                op: parir_ir::inst::BinOp::Add,
                flags: Default::default(),
                lhs: Value::Inst(idx),
                rhs: one,
            },
            i64t,
        ),
    );
    body.insts[next].name = Some(names.unique("hpvm.index.next"));
    if let InstKind::Phi { incoming, .. } = &mut body.insts[idx].kind {
        incoming.push((Value::Inst(next), latch));
    }
    finish(
        m, f, node, entry, idx, next, header, latch, exit, rest, gx, call,
    )
}

/// The inliner moves the node's static allocas to the caller's entry block, where the
/// instances would share them; the RFC ("Required changes to LLVM": the inliner must not move
/// allocas to function entry) keeps them at the call site, so they go back to the start of
/// the task, one per instance. `before` is the entry block's instructions before inlining.
fn keep_allocas_in_task(
    body: &mut parir_ir::Body,
    before: &std::collections::HashSet<Inst>,
    task: Block,
) {
    let entry = body.layout[0];
    let moved: Vec<Inst> = body.blocks[entry]
        .insts
        .iter()
        .copied()
        .filter(|i| !before.contains(i) && matches!(body.insts[*i].kind, InstKind::Alloca { .. }))
        .collect();
    if moved.is_empty() || entry == task {
        return;
    }
    body.blocks[entry].insts.retain(|i| !moved.contains(i));
    for (k, &i) in moved.iter().enumerate() {
        body.blocks[task].insts.insert(k, i);
        body.inst_block[i] = Some(task);
    }
}

#[allow(clippy::too_many_arguments)]
fn finish(
    m: &mut Module,
    f: GlobalId,
    node: &Node,
    entry: Inst,
    idx: Inst,
    next: Inst,
    header: Block,
    latch: Block,
    exit: Block,
    rest: Block,
    gx: GlobalId,
    call: Inst,
) -> Result<(), String> {
    let i64t = m.types.int(64);
    let void = m.types.void();
    let i1t = m.types.int(1);
    let exit_call = direct_call(
        m,
        gx,
        vec![Value::Inst(entry)],
        vec![
            Bundle {
                tag: RfcTag::HpvmCreateNode.tag().into(),
                inputs: Vec::new(),
            },
            Bundle {
                tag: RfcTag::DataflowValues.tag().into(),
                inputs: Vec::new(),
            },
        ],
    )
    .ok_or("not a function")?;
    let body = m.body_mut(f).expect("body");
    // The number of instances: the product of the dimensions.
    let mut total = node.dims[0];
    for &d in &node.dims[1..] {
        let t = parir_transform::edit::insert_inst(
            body,
            body.inst_block[entry].expect("placed"),
            body.blocks[body.inst_block[entry].expect("placed")]
                .insts
                .iter()
                .position(|&x| x == entry)
                .expect("in"),
            InstData::new(
                InstKind::Binary {
                    op: parir_ir::inst::BinOp::Mul,
                    flags: Default::default(),
                    lhs: total,
                    rhs: d,
                },
                i64t,
            ),
        );
        total = Value::Inst(t);
    }
    let done = body.append_inst(
        latch,
        InstData::new(
            InstKind::ICmp {
                pred: IntPredicate::Eq,
                lhs: Value::Inst(next),
                rhs: total,
            },
            i1t,
        ),
    );
    body.append_inst(
        latch,
        InstData::new(
            InstKind::CondBr {
                cond: Value::Inst(done),
                then_dest: exit,
                else_dest: header,
            },
            void,
        ),
    );
    body.append_inst(exit, exit_call);
    body.append_inst(exit, InstData::new(InstKind::Br(rest), void));
    // Layout: the new blocks before the code after the region.
    let task = body
        .successors(header)
        .into_iter()
        .find(|&b| b != latch)
        .ok_or("no task block")?;
    body.layout
        .retain(|&x| ![header, task, latch, exit].contains(&x));
    let pos = body
        .layout
        .iter()
        .position(|&x| x == rest)
        .expect("laid out");
    for (k, nb) in [header, task, latch, exit].into_iter().enumerate() {
        body.layout.insert(pos + k, nb);
    }
    // Inline the node and replace its HPVM calls by the loop's values.
    let before: std::collections::HashSet<Inst> = {
        let body = m.body(f).expect("body");
        body.blocks[body.layout[0]].insts.iter().copied().collect()
    };
    parir_transform::inline::inline_call(m, f, call).map_err(|e| e.to_string())?;
    keep_allocas_in_task(m.body_mut(f).expect("body"), &before, task);
    let body = m.body(f).expect("body");
    let mut calls: Vec<(Inst, String)> = Vec::new();
    for (_, i) in body.inst_iter() {
        if let Some(n) = hpvm_name(m, &body.insts[i]) {
            if n == "getNode"
                || n == "attributes"
                || n.starts_with("getNodeInstanceID.")
                || n.starts_with("getNumNodeInstances.")
            {
                calls.push((i, n.to_string()));
            }
        }
    }
    let dims = node.dims.clone();
    let unit = Value::Const(m.consts.int(i64t, 64, 1));
    let mut get_ids: Vec<(Inst, usize)> = Vec::new();
    for (i, n) in &calls {
        let axis = |s: &str| match s.rsplit('.').next() {
            Some("x") => 0,
            Some("y") => 1,
            _ => 2,
        };
        if n.starts_with("getNumNodeInstances.") {
            let v = dims.get(axis(n)).copied().unwrap_or(unit);
            let body = m.body_mut(f).expect("body");
            parir_transform::users::replace_all_uses_with(body, Value::Inst(*i), v);
            parir_transform::edit::remove_inst(body, *i);
        } else if n.starts_with("getNodeInstanceID.") {
            get_ids.push((*i, axis(n)));
        }
    }
    // Instance IDs from the index, x fastest: x = idx % N1, y = idx / N1 % N2, z = idx / (N1 N2).
    for (i, a) in get_ids {
        let body = m.body_mut(f).expect("body");
        let blk = body.inst_block[i].expect("placed");
        let at = body.blocks[blk]
            .insts
            .iter()
            .position(|&x| x == i)
            .expect("in");
        let mut v = Value::Inst(idx);
        let mut k = at;
        for &dim in dims.iter().take(a) {
            let q = parir_transform::edit::insert_inst(
                body,
                blk,
                k,
                InstData::new(
                    InstKind::Binary {
                        op: parir_ir::inst::BinOp::UDiv,
                        flags: Default::default(),
                        lhs: v,
                        rhs: dim,
                    },
                    i64t,
                ),
            );
            k += 1;
            v = Value::Inst(q);
        }
        if a + 1 < dims.len() {
            let r = parir_transform::edit::insert_inst(
                body,
                blk,
                k,
                InstData::new(
                    InstKind::Binary {
                        op: parir_ir::inst::BinOp::URem,
                        flags: Default::default(),
                        lhs: v,
                        rhs: dims[a],
                    },
                    i64t,
                ),
            );
            v = Value::Inst(r);
        }
        parir_transform::users::replace_all_uses_with(body, Value::Inst(i), v);
        parir_transform::edit::remove_inst(body, i);
    }
    let body = m.body_mut(f).expect("body");
    for (i, n) in calls {
        if n == "getNode" || n == "attributes" {
            parir_transform::edit::remove_inst(body, i);
        }
    }
    Ok(())
}
