//! The RFC's region form → HPVM (`llvmpar-extension-mechanism-rfc.txt`, "HPVM using LLVMPar
//! intrinsics" and "Proposed workflows": the EXTRACT translator of the second workflow):
//! `hpvm-extract`, the inverse of [`super::prepare`].
//!
//! An `HPVM_create_node(N1[, N2[, N3]])` region of the shape `hpvm-prepare` makes (or the
//! RFC's example, which has a preheader and no block after the exit) is outlined back into a
//! node function and replaced by `%node = call ptr @llvm.hpvm.createNodeND(ptr @F, i64 N1,
//! ...)` and one `llvm.hpvm.bind.input(ptr %node, i32 P, i32 K, i1 false)` per dataflow value
//! (value K is parameter P of the caller):
//!
//! - the task (the blocks from the `detach_task` branch to the `reattach_task` marker) becomes
//!   the body of `@F`, whose parameters are the dataflow values; its `reattach_task` and
//!   branch to the latch become `ret void`;
//! - the loop index becomes `@llvm.hpvm.getNodeInstanceID.x(@llvm.hpvm.getNode())` in one
//!   dimension; in two and three, each of prepare's computations from it (`i % N1` for x,
//!   `i / N1` or `i / N1 % N2` for y, `i / N1 / N2` for z) becomes the call of its axis, in
//!   its place, and any other use of the index gets `x + N1 * (y + N2 * z)`;
//! - a dimension used in the task (that is not a dataflow value) becomes
//!   `@llvm.hpvm.getNumNodeInstances.{x,y,z}`; constant dimensions stay constants;
//! - the `attributes` codes become `@llvm.hpvm.attributes(i32 n, in..., i32 m, out...)`
//!   (inout pointers in both lists), in parameter order.
//!
//! When an existing function `@G` of the module prepares to exactly this region (the
//! function `hpvm-prepare` inlined, kept in the module), the createNode call names `@G`
//! and no function is made: HPVM → `hpvm-prepare` → `hpvm-extract` is the identity. The test
//! is `hpvm-prepare` itself, run on a copy with `@G` in place of the region. Otherwise a new
//! function is placed before the caller, its values named as in the region without the
//! inliner's `.i` suffix; its name is that of the inlined node when the block its returns
//! join still says so (the inliner's `<callee>.exit`), else `@<caller>.node`.
//!
//! Regions are taken last first, so that the names `hpvm-prepare` made unique in the order
//! it went (`hpvm.instance1` for the second node of a function) are those it makes again.
//! Not taken, with the warning `hpvm-region-not-extractable` at the region entry and the
//! region left as it is: another shape of loop (a trip count that is not the product of the
//! dimensions, other instructions in the header, latch or exit block), a task that branches
//! out of the region other than through one `reattach_task`, returns, or calls
//! `llvm.hpvm.*` (internal nodes); a dataflow value that is not a parameter of the caller
//! (`bind.input` binds parameters only); a value from outside the region used in the task
//! that is neither a dataflow value, the index nor a dimension; a value of the task used
//! after it; `attributes` codes that do not fit their values; bundles with no HPVM form.

use crate::diag::Warning;
use crate::directives::build::RfcTag;
use crate::directives::model::{directive_call, DirectiveCall};
use crate::irbuild::{const_int, declare_function, direct_call};
use parir_analysis::induction::{induction_of, IvUpdate};
use parir_ir::inst::{BinOp, InstData, InstKind, IntPredicate};
use parir_ir::value::ConstData;
use parir_ir::{Block, Body, GlobalId, Inst, Module, Type, Value};
use parir_transform::manager::PreservedAnalyses;
use rustc_hash::FxHashSet;

module_pass!(
    HpvmExtract,
    "hpvm-extract",
    "HpvmExtractPass",
    "the RFC's HPVM_create_node regions (replication loop of detach_task tasks) -> node functions + createNode1D/2D/3D + bind.input",
    extract,
    // Blocks are removed and a function may be added.
    PreservedAnalyses::none()
);

/// The HPVM intrinsics in the order their declarations are placed (see [`declare_hpvm`]).
const DECL_ORDER: &[&str] = &[
    "createNode1D",
    "createNode2D",
    "createNode3D",
    "bind.input",
    "bind.output",
    "getNode",
    "getNodeInstanceID.x",
    "getNodeInstanceID.y",
    "getNodeInstanceID.z",
    "getNumNodeInstances.x",
    "getNumNodeInstances.y",
    "getNumNodeInstances.z",
    "attributes",
];

const AXES: [&str; 3] = ["x", "y", "z"];

/// A region `hpvm-extract` takes, as recognized.
struct NodeRegion {
    entry: Inst,
    exit: Inst,
    /// The block of the entry, the empty blocks up to the header, header, latch, the block
    /// of the exit.
    pre: Block,
    chain: Vec<Block>,
    header: Block,
    latch: Block,
    exit_block: Block,
    /// The task's blocks in layout order, the first entered by the detach.
    task: Vec<Block>,
    reattach_block: Block,
    reattach: Inst,
    index: Inst,
    dims: Vec<Value>,
    /// The product of the dimensions prepare computed before the entry.
    total: Vec<Inst>,
    values: Vec<Value>,
    /// Per dataflow value: the caller's parameter it is.
    params: Vec<u32>,
    codes: Vec<i64>,
    /// Prepare's instance ID computations: (instruction, axis).
    ids: Vec<(Inst, usize)>,
    /// `i / N1` feeding only the y and z computations of a 3D node.
    quotients: Vec<Inst>,
    /// Whether the task uses the index other than in those computations.
    linear: bool,
    /// Whether the task uses the index at all.
    uses_index: bool,
    /// Axes whose dimension the task uses (and that is not a dataflow value).
    nums: Vec<usize>,
}

fn fname(m: &Module, f: GlobalId) -> String {
    m.globals[f].name().unwrap_or_default().to_string()
}

/// `hpvm-extract` over the module.
pub fn extract(m: &mut Module) -> (bool, Vec<Warning>) {
    let mut warnings = Vec::new();
    let mut changed = false;
    for f in m.defined_functions() {
        let name = fname(m, f);
        let mut refused: Vec<Inst> = Vec::new();
        let mut creates: Vec<Inst> = Vec::new();
        while let Some(entry) = last_node_region(m, f, &refused) {
            let body = m.body(f).expect("body");
            let region = match recognize(m, f, body, entry) {
                Ok(r) => r,
                Err((at, why)) => {
                    // Instructions a pass made have no position: the entry has one.
                    let at = if body.insts[at].pos > 0 { at } else { entry };
                    warnings.push(
                        Warning::new(
                            "hpvm-region-not-extractable",
                            format!("{why}; the region stays"),
                        )
                        .at_inst(m, &name, &body.insts[at]),
                    );
                    refused.push(entry);
                    continue;
                }
            };
            let fn_ty = match node_function_type(m, f, &region) {
                Ok(t) => t,
                Err(why) => {
                    let body = m.body(f).expect("body");
                    warnings.push(
                        Warning::new(
                            "hpvm-region-not-extractable",
                            format!("{why}; the region stays"),
                        )
                        .at_inst(m, &name, &body.insts[entry]),
                    );
                    refused.push(entry);
                    continue;
                }
            };
            match extract_region(m, f, &region, fn_ty) {
                Ok(c) => {
                    creates.push(c);
                    changed = true;
                }
                Err(why) => {
                    // Only a broken module gets here (everything was checked before).
                    warnings.push(Warning::error("hpvm-extract-failed", why));
                    return (changed, warnings);
                }
            }
        }
        name_nodes(m, f, &creates);
    }
    if changed {
        crate::csa::intrinsics::remove_unused_declarations(
            m,
            &[
                DirectiveCall::Entry.name(),
                DirectiveCall::Exit.name(),
                DirectiveCall::Marker.name(),
            ],
        );
    }
    (changed, warnings)
}

/// Names the created nodes `%node`, `%node1`, ... in layout order (they were made last
/// first).
fn name_nodes(m: &mut Module, f: GlobalId, creates: &[Inst]) {
    if creates.is_empty() {
        return;
    }
    let arg_names = m.globals[f]
        .as_func()
        .map(|x| x.arg_names.clone())
        .unwrap_or_default();
    let Some(body) = m.body_mut(f) else { return };
    for &c in creates {
        body.insts[c].name = None;
    }
    let mut names = parir_transform::edit::LocalNames::of(&arg_names, body);
    let order: Vec<Inst> = body
        .inst_iter()
        .map(|(_, i)| i)
        .filter(|i| creates.contains(i))
        .collect();
    for c in order {
        body.insts[c].name = Some(names.unique("node"));
    }
}

/// The last region entry of `f` (in layout order) whose directive is `HPVM_create_node`.
fn last_node_region(m: &Module, f: GlobalId, refused: &[Inst]) -> Option<Inst> {
    let body = m.body(f)?;
    body.inst_iter()
        .map(|(_, i)| i)
        .filter(|&i| {
            !refused.contains(&i)
                && first_tag(m, &body.insts[i], DirectiveCall::Entry)
                    == Some(RfcTag::HpvmCreateNode.tag())
        })
        .last()
}

/// The tag of the first bundle of a call of directive intrinsic `k`.
fn first_tag<'d>(m: &Module, d: &'d InstData, k: DirectiveCall) -> Option<&'d str> {
    if directive_call(m, d) != Some(k) {
        return None;
    }
    d.kind.call_data()?.bundles.first().map(|b| b.tag.as_str())
}

fn hpvm_name<'m>(m: &'m Module, d: &InstData) -> Option<&'m str> {
    crate::irbuild::callee_name(m, d).and_then(|(_, n)| n.strip_prefix("llvm.hpvm."))
}

/// Whether `a` and `b` are the same value (constants: the same integer).
fn same(m: &Module, a: Value, b: Value) -> bool {
    a == b || matches!((const_int(m, a), const_int(m, b)), (Some(x), Some(y)) if x == y)
}

/// The binary operation `op` of instruction `v` on (`lhs`, `rhs`) when it is one.
fn binary(body: &Body, v: Value, op: BinOp) -> Option<(Value, Value)> {
    let Value::Inst(i) = v else { return None };
    match &body.insts[i].kind {
        InstKind::Binary {
            op: o, lhs, rhs, ..
        } if *o == op => Some((*lhs, *rhs)),
        _ => None,
    }
}

type Refusal = (Inst, String);

fn recognize(m: &Module, f: GlobalId, body: &Body, entry: Inst) -> Result<NodeRegion, Refusal> {
    let no = |why: &str| Err((entry, why.to_string()));
    let show = |v: Value| parir_ir::printer::value_to_string(m, Some(f), v);
    let c = body.insts[entry]
        .kind
        .call_data()
        .ok_or((entry, "not a call".into()))?;
    // Bundles.
    let mut dims = Vec::new();
    let mut values = Vec::new();
    let mut code_vals = Vec::new();
    for (k, b) in c.bundles.iter().enumerate() {
        match b.tag.as_str() {
            t if k == 0 && t == RfcTag::HpvmCreateNode.tag() => dims = b.inputs.clone(),
            t if t == RfcTag::DataflowValues.tag() => values = b.inputs.clone(),
            t if t == RfcTag::Attributes.tag() => code_vals = b.inputs.clone(),
            t => return no(&format!("the bundle \"{t}\" has no HPVM form")),
        }
    }
    let ty = |v: Value| parir_analysis::memory::value_type(m, f, body, v);
    if dims.is_empty() || dims.len() > 3 {
        return no("HPVM_create_node needs one to three dimensions");
    }
    if dims
        .iter()
        .any(|&d| ty(d).and_then(|t| m.types.int_bits(t)) != Some(64))
    {
        return no("a dimension that is not an i64");
    }
    // Dataflow values: the caller's parameters, with fitting attribute codes.
    let mut params = Vec::new();
    for &v in &values {
        let Value::Arg(p) = v else {
            return no(&format!(
                "the dataflow value {} is not a parameter of @{} (bind.input binds the parent's parameters only)",
                show(v),
                fname(m, f)
            ));
        };
        params.push(p);
    }
    if code_vals.len() != values.len() {
        return no("the attributes bundle does not have one code per dataflow value");
    }
    let mut codes = Vec::new();
    for (&cv, &v) in code_vals.iter().zip(&values) {
        let ptr = ty(v).is_some_and(|t| m.types.is_ptr(t));
        match const_int(m, cv) {
            Some(-1) if !ptr => codes.push(-1),
            Some(c @ 0..=2) if ptr => codes.push(c),
            _ => {
                return no(&format!(
                    "the attributes code {} does not fit the dataflow value {} (0 in, 1 out, 2 inout for pointers, -1 for other values)",
                    show(cv),
                    show(v)
                ))
            }
        }
    }
    // The exit.
    let mut exits = Vec::new();
    for (_, i) in body.inst_iter() {
        let mut uses = false;
        body.insts[i]
            .kind
            .for_each_operand(|v| uses |= v == Value::Inst(entry));
        if uses {
            if directive_call(m, &body.insts[i]) != Some(DirectiveCall::Exit) {
                return no("the region's token has other uses than its exit");
            }
            exits.push(i);
        }
    }
    let [exit] = exits[..] else {
        return no("the region does not have exactly one exit");
    };
    let cfg = parir_analysis::cfg::ControlFlowGraph::compute(body);
    let preds_of = |b: Block| cfg.predecessors(b).to_vec();
    // The entry, then branches through empty blocks to the header.
    let pre = body.inst_block[entry].ok_or((entry, "not placed".into()))?;
    let pi = &body.blocks[pre].insts;
    let at = pi.iter().position(|&x| x == entry).unwrap_or(0);
    let (Some(&br), true) = (pi.get(at + 1), at + 2 == pi.len()) else {
        return no("the region entry is not followed by its block's branch");
    };
    let InstKind::Br(mut b) = body.insts[br].kind else {
        return no("the region entry is not followed by an unconditional branch");
    };
    let mut chain = Vec::new();
    let mut prev = pre;
    loop {
        let bi = &body.blocks[b].insts;
        if preds_of(b) != [prev] || chain.len() > body.layout.len() {
            break;
        }
        match (bi.len(), bi.first().map(|&i| &body.insts[i].kind)) {
            (1, Some(InstKind::Br(next))) => {
                chain.push(b);
                prev = b;
                b = *next;
            }
            _ => break,
        }
    }
    let header = b;
    let hi = &body.blocks[header].insts;
    let shape = "the region does not hold a replication loop (index phi, detach_task marker and branch in the header)";
    let [phi, detach, hbr] = hi[..] else {
        return no(shape);
    };
    let (
        InstKind::Phi { incoming, .. },
        InstKind::CondBr {
            cond,
            then_dest,
            else_dest,
        },
    ) = (&body.insts[phi].kind, &body.insts[hbr].kind)
    else {
        return no(shape);
    };
    if first_tag(m, &body.insts[detach], DirectiveCall::Marker) != Some(RfcTag::DetachTask.tag())
        || *cond != Value::Inst(detach)
        || ty(Value::Inst(phi)).and_then(|t| m.types.int_bits(t)) != Some(64)
    {
        return no(shape);
    }
    let (task_entry, latch) = (*then_dest, *else_dest);
    let start = incoming.iter().find(|e| e.1 == prev).map(|e| e.0);
    let back = incoming.iter().find(|e| e.1 == latch).map(|e| e.0);
    let (Some(start), Some(Value::Inst(next))) = (start, back) else {
        return no(shape);
    };
    if incoming.len() != 2 || const_int(m, start) != Some(0) {
        return no("the loop index does not start at 0");
    }
    // The latch: next index, exit test against the number of instances.
    let latch_shape = "the loop's latch is not `next = index + 1; icmp eq next, N; br`";
    let li = &body.blocks[latch].insts;
    let [add, cmp, lbr] = li[..] else {
        return no(latch_shape);
    };
    // The index is an induction counting up by one (the shared descriptor; its step is a
    // constant, so only the update's block needs to be in the loop).
    let ok_add = add == next
        && induction_of(body, phi, start, Value::Inst(next), |b| {
            b == header || b == latch
        })
        .is_ok_and(|iv| matches!(iv.update, IvUpdate::Add { .. }) && iv.const_step(m) == Some(1));
    let InstKind::ICmp {
        pred: IntPredicate::Eq,
        lhs,
        rhs,
    } = body.insts[cmp].kind
    else {
        return no(latch_shape);
    };
    let total = if lhs == Value::Inst(add) {
        rhs
    } else if rhs == Value::Inst(add) {
        lhs
    } else {
        return no(latch_shape);
    };
    let InstKind::CondBr {
        cond,
        then_dest: exit_block,
        else_dest: again,
    } = body.insts[lbr].kind
    else {
        return no(latch_shape);
    };
    if !ok_add || cond != Value::Inst(cmp) || again != header {
        return no(latch_shape);
    }
    let total_insts = trip_count(m, body, total, &dims).ok_or((
        entry,
        "the loop's trip count is not the product of the HPVM_create_node dimensions".into(),
    ))?;
    if body.blocks[exit_block].insts.first() != Some(&exit)
        || preds_of(exit_block) != [latch]
        || preds_of(header).len() != 2
    {
        return no("the region's exit does not start the block the loop exits to");
    }
    // The task: from the detach's branch to the reattach_task marker.
    let mut task: FxHashSet<Block> = FxHashSet::default();
    let mut work = vec![task_entry];
    let outside: FxHashSet<Block> = [pre, header, latch, exit_block]
        .into_iter()
        .chain(chain.iter().copied())
        .collect();
    while let Some(b) = work.pop() {
        if b == latch {
            continue;
        }
        if outside.contains(&b) || body.layout.first() == Some(&b) {
            return no("the task branches out of the region other than through its reattach_task");
        }
        if task.insert(b) {
            work.extend(body.successors(b));
        }
    }
    let task_blocks: Vec<Block> = body
        .layout
        .iter()
        .copied()
        .filter(|b| task.contains(b))
        .collect();
    if preds_of(task_entry) != [header]
        || task_blocks
            .iter()
            .any(|&b| b != task_entry && preds_of(b).iter().any(|p| !task.contains(p)))
    {
        return no("a task block is entered from outside the task");
    }
    let ends: Vec<Block> = task_blocks
        .iter()
        .copied()
        .filter(|&b| body.successors(b).contains(&latch))
        .collect();
    let [reattach_block] = ends[..] else {
        return no("the task does not end in exactly one reattach_task");
    };
    let zi = &body.blocks[reattach_block].insts;
    let reattach = match zi[..] {
        [.., r, t]
            if first_tag(m, &body.insts[r], DirectiveCall::Marker)
                == Some(RfcTag::ReattachTask.tag())
                && body.insts[t].kind == InstKind::Br(latch) =>
        {
            r
        }
        _ => {
            return no("the task does not end in a reattach_task marker and a branch to the latch")
        }
    };
    let mut index_uses = false;
    // What the task uses from outside, and what the code after uses from the task.
    let mut linear = false;
    let mut nums: Vec<usize> = Vec::new();
    let (ids, quotients) = instance_ids(m, body, &task_blocks, phi, &dims);
    let chain_insts: FxHashSet<Inst> = ids
        .iter()
        .map(|e| e.0)
        .chain(quotients.iter().copied())
        .collect();
    let in_task = |i: Inst| body.inst_block[i].is_some_and(|b| task.contains(&b));
    for &b in &task_blocks {
        for (k, &i) in body.blocks[b].insts.iter().enumerate() {
            let d = &body.insts[i];
            if matches!(d.kind, InstKind::Phi { .. }) && b == task_entry {
                return no("the task's first block has phis");
            }
            if matches!(d.kind, InstKind::Ret(_)) {
                return Err((i, "the task returns from the function".into()));
            }
            if let Some(n) = hpvm_name(m, d) {
                return Err((
                    i,
                    format!("the task calls llvm.hpvm.{n} (the region form has no HPVM calls; internal nodes are outside the subset)"),
                ));
            }
            if first_tag(m, d, DirectiveCall::Entry) == Some(RfcTag::HpvmCreateNode.tag()) {
                return Err((i, "the task holds another HPVM_create_node region (internal nodes are outside the subset)".into()));
            }
            if i == reattach || k + 1 == body.blocks[b].insts.len() && b == reattach_block {
                continue;
            }
            let chained = chain_insts.contains(&i);
            let mut bad: Option<Value> = None;
            let mut check = |v: Value| match v {
                Value::Inst(x) if x == phi => {
                    index_uses = true;
                    if !chained {
                        linear = true;
                    }
                }
                Value::Inst(x) if in_task(x) => {}
                Value::Arg(_) | Value::Inst(_) if values.contains(&v) => {}
                Value::Arg(_) | Value::Inst(_) => match dims.iter().position(|&d| d == v) {
                    Some(a) if !chained => {
                        if !nums.contains(&a) {
                            nums.push(a);
                        }
                    }
                    Some(_) => {}
                    None => bad = bad.or(Some(v)),
                },
                _ => {}
            };
            d.kind.for_each_operand(&mut check);
            for v in local_values(body, i) {
                check(v);
            }
            if let Some(v) = bad {
                return Err((
                    i,
                    format!(
                        "the task uses {}, defined outside the region, which is neither a dataflow value nor a dimension",
                        show(v)
                    ),
                ));
            }
        }
    }
    for (_, i) in body.inst_iter() {
        if in_task(i) {
            continue;
        }
        let mut leak = None;
        body.insts[i].kind.for_each_operand(|v| {
            if let Value::Inst(x) = v {
                if in_task(x) {
                    leak = Some(v);
                }
            }
        });
        if let Some(v) = leak {
            return Err((
                i,
                format!(
                    "{}, defined in the task, is used after it (the RFC's property C1)",
                    show(v)
                ),
            ));
        }
    }
    nums.sort_unstable();
    Ok(NodeRegion {
        entry,
        exit,
        pre,
        chain,
        header,
        latch,
        exit_block,
        task: task_blocks,
        reattach_block,
        reattach,
        index: phi,
        dims,
        total: total_insts,
        values,
        params,
        codes,
        ids,
        quotients,
        linear: linear && index_uses,
        uses_index: index_uses,
        nums,
    })
}

/// Values instruction `i` names through function-local metadata and debug records.
fn local_values(body: &Body, i: Inst) -> Vec<Value> {
    let mut out = Vec::new();
    let mut local = |v: Value| {
        if let Value::LocalMd(l) | Value::Md(parir_ir::metadata::MdRef::Local(l)) = v {
            match body.local_md.get(l) {
                Some(parir_ir::function::LocalMdData::Value(x)) => out.push(*x),
                Some(parir_ir::function::LocalMdData::ArgList(xs)) => {
                    out.extend(xs.iter().copied())
                }
                None => {}
            }
        } else if matches!(v, Value::Inst(_) | Value::Arg(_)) {
            out.push(v);
        }
    };
    body.insts[i].kind.for_each_operand(|v| {
        if matches!(v, Value::LocalMd(_) | Value::Md(_)) {
            local(v)
        }
    });
    for r in body.dbg_records.get(&i).into_iter().flatten() {
        if let parir_ir::inst::DbgRecord::Variable {
            location, assign, ..
        } = r
        {
            local(*location);
            if let Some((_, a, _)) = assign {
                local(*a);
            }
        }
    }
    out
}

/// The instructions computing the trip count `total` from `dims` (prepare's `mul` chain,
/// empty for one dimension or a folded constant), or `None` when it is not their product.
fn trip_count(m: &Module, body: &Body, total: Value, dims: &[Value]) -> Option<Vec<Inst>> {
    if let [d] = dims {
        return same(m, total, *d).then(Vec::new);
    }
    let product = dims.iter().try_fold(1i64, |acc, &d| {
        const_int(m, d).and_then(|c| acc.checked_mul(c))
    });
    if product.is_some() && const_int(m, total) == product {
        return Some(Vec::new());
    }
    let mut insts = Vec::new();
    let mut v = total;
    for k in (1..dims.len()).rev() {
        let (l, r) = binary(body, v, BinOp::Mul)?;
        if !same(m, r, dims[k]) {
            return None;
        }
        let Value::Inst(i) = v else { return None };
        insts.push(i);
        v = l;
    }
    same(m, v, dims[0]).then_some(insts)
}

/// Prepare's instance ID computations in the task: `i % N1` (x), `i / N1` (y of 2D),
/// `(i / N1) % N2` (y of 3D), `(i / N1) / N2` (z of 3D); and the `i / N1` of 3D whose only
/// users are such.
fn instance_ids(
    m: &Module,
    body: &Body,
    task: &[Block],
    index: Inst,
    dims: &[Value],
) -> (Vec<(Inst, usize)>, Vec<Inst>) {
    let mut ids = Vec::new();
    let mut quotients = Vec::new();
    if dims.len() < 2 {
        return (ids, quotients);
    }
    let insts: Vec<Inst> = task
        .iter()
        .flat_map(|&b| body.blocks[b].insts.iter().copied())
        .collect();
    let of = |i: Inst, op: BinOp, x: Value, d: Value| {
        binary(body, Value::Inst(i), op).is_some_and(|(l, r)| l == x && same(m, r, d))
    };
    let idx = Value::Inst(index);
    for &i in &insts {
        if of(i, BinOp::URem, idx, dims[0]) {
            ids.push((i, 0));
        } else if of(i, BinOp::UDiv, idx, dims[0]) {
            if dims.len() == 2 {
                ids.push((i, 1));
                continue;
            }
            let q = Value::Inst(i);
            let mut users = Vec::new();
            let mut others = false;
            for &u in &insts {
                let mut n = 0;
                body.insts[u]
                    .kind
                    .for_each_operand(|v| n += usize::from(v == q));
                if n == 0 {
                    continue;
                }
                if n == 1 && of(u, BinOp::URem, q, dims[1]) {
                    users.push((u, 1));
                } else if n == 1 && of(u, BinOp::UDiv, q, dims[1]) {
                    users.push((u, 2));
                } else {
                    others = true;
                }
            }
            if !others && !users.is_empty() && !body.insts[i].kind.is_terminator() {
                quotients.push(i);
                ids.extend(users);
            }
        }
    }
    (ids, quotients)
}

/// The intrinsic `llvm.hpvm.<name>` of type `fn_ty`: the existing declaration, or a new one
/// placed among the module's other HPVM declarations in [`DECL_ORDER`] (so that the ones
/// `hpvm-prepare` removed come back where they were).
fn declare_hpvm(m: &mut Module, name: &str, fn_ty: Type) -> Result<GlobalId, String> {
    let full = format!("llvm.hpvm.{name}");
    let fresh = m.global_by_name(&full).is_none();
    let g = declare_function(m, &full, fn_ty, Vec::new(), &full)?;
    if !fresh {
        return Ok(g);
    }
    let rank = |n: &str| DECL_ORDER.iter().position(|&x| x == n);
    let Some(mine) = rank(name) else { return Ok(g) };
    m.order.retain(|&x| x != g);
    let hpvm: Vec<(usize, Option<usize>)> = m
        .order
        .iter()
        .enumerate()
        .filter_map(|(k, &x)| {
            let n = m.globals[x].name()?.strip_prefix("llvm.hpvm.")?;
            m.globals[x].as_func()?;
            Some((k, rank(n)))
        })
        .collect();
    let at = hpvm
        .iter()
        .find(|(_, r)| r.is_some_and(|r| r > mine))
        .map(|e| e.0)
        .or_else(|| hpvm.last().map(|e| e.0 + 1))
        .unwrap_or(m.order.len());
    m.order.insert(at, g);
    Ok(g)
}

/// Checks that the HPVM intrinsics this extraction declares are not declared with other
/// types, before anything changes.
fn check_declarations(m: &mut Module, r: &NodeRegion) -> Result<(), String> {
    for (name, ty) in intrinsic_types(m, r) {
        let full = format!("llvm.hpvm.{name}");
        if let Some(g) = m.global_by_name(&full) {
            if m.globals[g].as_func().map(|f| f.ty) != Some(ty) {
                return Err(format!("@{full} is declared with another type"));
            }
        }
    }
    Ok(())
}

/// The HPVM intrinsics an extraction may call, with their types.
fn intrinsic_types(m: &mut Module, r: &NodeRegion) -> Vec<(String, Type)> {
    let ptr = m.types.ptr(0);
    let i64t = m.types.int(64);
    let i32t = m.types.int(32);
    let i1t = m.types.int(1);
    let void = m.types.void();
    let n = r.dims.len();
    let create = m.types.function(
        ptr,
        std::iter::once(ptr).chain(vec![i64t; n]).collect(),
        false,
    );
    let mut out = vec![
        (format!("createNode{n}D"), create),
        (
            "bind.input".to_string(),
            m.types.function(void, vec![ptr, i32t, i32t, i1t], false),
        ),
        ("getNode".to_string(), m.types.function(ptr, vec![], false)),
        (
            "attributes".to_string(),
            m.types.function(void, vec![i32t], true),
        ),
    ];
    let q = m.types.function(i64t, vec![ptr], false);
    for a in AXES.iter().take(n) {
        out.push((format!("getNodeInstanceID.{a}"), q));
        out.push((format!("getNumNodeInstances.{a}"), q));
    }
    out
}

/// The type of the node function of region `r`, once the HPVM intrinsics it needs are known
/// not to be declared with other types (nothing changes after this check fails).
fn node_function_type(m: &mut Module, f: GlobalId, r: &NodeRegion) -> Result<Type, String> {
    check_declarations(m, r)?;
    let param_tys: Vec<Type> = {
        let body = m.body(f).ok_or("no body")?;
        r.values
            .iter()
            .map(|&v| parir_analysis::memory::value_type(m, f, body, v).ok_or("an untyped value"))
            .collect::<Result<_, _>>()?
    };
    let void = m.types.void();
    Ok(m.types.function(void, param_tys, false))
}

/// Outlines region `r` of `f` (or finds the function it came from) and puts the node's
/// creation in its place; returns the createNode call.
fn extract_region(
    m: &mut Module,
    f: GlobalId,
    r: &NodeRegion,
    fn_ty: Type,
) -> Result<Inst, String> {
    let node_fn = match existing_node_function(m, f, r, fn_ty) {
        Some(g) => g,
        None => outline(m, f, r, fn_ty)?,
    };
    replace_region(m, f, r, node_fn)
}

/// A defined function of type `fn_ty` that `hpvm-prepare` turns into exactly region `r`
/// (tried on a copy of the module).
fn existing_node_function(
    m: &Module,
    f: GlobalId,
    r: &NodeRegion,
    fn_ty: Type,
) -> Option<GlobalId> {
    let body = m.body(f)?;
    // A cheap filter before prepare runs on a copy: prepare keeps the node's instructions
    // but its HPVM calls and terminators, and adds the reattach and the ID computations.
    let chain = r.ids.len() + r.quotients.len() + 1;
    let size = r
        .task
        .iter()
        .flat_map(|&b| body.blocks[b].insts.iter())
        .filter(|&&i| !body.insts[i].kind.is_terminator())
        .count()
        .checked_sub(chain)?;
    let before = parir_ir::printer::print_functions(m, &[f]);
    for (g, func) in m.functions() {
        if g == f || func.ty != fn_ty {
            continue;
        }
        let Some(gb) = func.body.as_ref() else {
            continue;
        };
        let own = gb
            .inst_iter()
            .filter(|&(_, i)| {
                !gb.insts[i].kind.is_terminator() && hpvm_name(m, &gb.insts[i]).is_none()
            })
            .count();
        if own != size {
            continue;
        }
        let mut copy = m.clone();
        let Ok(create) = replace_region(&mut copy, f, r, g) else {
            continue;
        };
        if super::prepare_node(&mut copy, f, create).is_ok()
            && parir_ir::printer::print_functions(&copy, &[f]) == before
        {
            return Some(g);
        }
    }
    None
}

/// A global name based on `base` that no global has.
fn unique_global(m: &Module, base: &str) -> String {
    let mut name = base.to_string();
    let mut k = 0;
    while m.global_by_name(&name).is_some() {
        k += 1;
        name = format!("{base}{k}");
    }
    name
}

/// Makes the node function of region `r`: the task's blocks with the HPVM calls restored.
fn outline(m: &mut Module, f: GlobalId, r: &NodeRegion, fn_ty: Type) -> Result<GlobalId, String> {
    // The inliner named the block its returns join `<callee>.exit`: the node's name.
    let caller = m.body(f).expect("body");
    let hint = (r.reattach_block != r.task[0])
        .then(|| caller.blocks[r.reattach_block].name.as_deref())
        .flatten()
        .and_then(|n| n.strip_suffix(".exit"))
        .filter(|n| !n.is_empty())
        .map(str::to_string);
    let name = unique_global(m, &hint.unwrap_or_else(|| format!("{}.node", fname(m, f))));
    let arg_names: Vec<Option<compact_str::CompactString>> = {
        let func = m.globals[f].as_func().expect("function");
        let mut seen = FxHashSet::default();
        r.params
            .iter()
            .map(|&p| {
                func.arg_names
                    .get(p as usize)
                    .cloned()
                    .flatten()
                    .filter(|n| seen.insert(n.clone()))
            })
            .collect()
    };
    let src = m.body(f).expect("body").clone();
    let i64t = m.types.int(64);
    let i32t = m.types.int(32);
    let ptr = m.types.ptr(0);
    let n = r.dims.len();
    let get_node_ty = m.types.function(ptr, vec![], false);
    let query_ty = m.types.function(i64t, vec![ptr], false);
    let void = m.types.void();
    let attr_ty = m.types.function(void, vec![i32t], true);
    let g = declare_function(m, &name, fn_ty, Vec::new(), &name)?;
    // Node functions go before their caller.
    m.order.retain(|&x| x != g);
    let at = m
        .order
        .iter()
        .position(|&x| x == f)
        .unwrap_or(m.order.len());
    m.order.insert(at, g);
    let mut body = Body::default();
    let mut names = parir_transform::edit::LocalNames::of(&arg_names, &body);
    let mut vmap = parir_transform::clone::ValueMap::default();
    for (k, &v) in r.values.iter().enumerate() {
        vmap.values.entry(v).or_insert(Value::Arg(k as u32));
    }
    // The prologue: attributes, getNode, the dimensions and the index the task uses.
    let pro = body.append_block(None);
    let param = |v: Value| {
        r.values
            .iter()
            .position(|&x| x == v)
            .map(|k| Value::Arg(k as u32))
    };
    let ins: Vec<Value> = (0..r.values.len())
        .filter(|&k| matches!(r.codes[k], 0 | 2))
        .map(|k| Value::Arg(k as u32))
        .collect();
    let outs: Vec<Value> = (0..r.values.len())
        .filter(|&k| matches!(r.codes[k], 1 | 2))
        .map(|k| Value::Arg(k as u32))
        .collect();
    if r.codes.iter().any(|&c| c >= 0) {
        let d = declare_hpvm(m, "attributes", attr_ty)?;
        let count = |m: &mut Module, k: usize| Value::Const(m.consts.int(i32t, 32, k as i128));
        let args: Vec<Value> = std::iter::once(count(m, ins.len()))
            .chain(ins.iter().copied())
            .chain(std::iter::once(count(m, outs.len())))
            .chain(outs.iter().copied())
            .collect();
        let call = direct_call(m, d, args, Vec::new()).ok_or("not a function")?;
        body.append_inst(pro, call);
    }
    let needs_node = r.uses_index || !r.ids.is_empty() || !r.nums.is_empty();
    let mut node = Value::Const(m.consts.intern_raw(ptr, ConstData::Null));
    if needs_node {
        let d = declare_hpvm(m, "getNode", get_node_ty)?;
        let mut call = direct_call(m, d, Vec::new(), Vec::new()).ok_or("not a function")?;
        call.name = Some(names.unique("self"));
        node = Value::Inst(body.append_inst(pro, call));
    }
    let query = |m: &mut Module, body: &mut Body, what: &str, a: usize| -> Result<Value, String> {
        let d = declare_hpvm(m, &format!("{what}.{}", AXES[a]), query_ty)?;
        let call = direct_call(m, d, vec![node], Vec::new()).ok_or("not a function")?;
        Ok(Value::Inst(body.append_inst(pro, call)))
    };
    // Dimensions in the function: constants, parameters, or getNumNodeInstances.
    let mut dim_vals: Vec<Option<Value>> = r
        .dims
        .iter()
        .map(|&d| {
            if const_int(m, d).is_some() {
                Some(d)
            } else {
                param(d)
            }
        })
        .collect();
    let mut needed: Vec<usize> = r.nums.clone();
    if r.linear {
        needed.extend(0..n - 1);
    }
    needed.sort_unstable();
    needed.dedup();
    for a in needed {
        if dim_vals[a].is_none() {
            let v = query(m, &mut body, "getNumNodeInstances", a)?;
            dim_vals[a] = Some(v);
        }
        if r.nums.contains(&a) {
            vmap.values.insert(r.dims[a], dim_vals[a].expect("set"));
        }
    }
    let mut prologue_ids: Option<Vec<Value>> = None;
    let index_value = if n == 1 && r.uses_index {
        query(m, &mut body, "getNodeInstanceID", 0)?
    } else if r.linear {
        // index = x + N1 * (y + N2 * z)
        let ids: Vec<Value> = (0..n)
            .map(|a| query(m, &mut body, "getNodeInstanceID", a))
            .collect::<Result<_, _>>()?;
        prologue_ids = Some(ids.clone());
        let mut acc = ids[n - 1];
        for a in (0..n - 1).rev() {
            let mul = body.append_inst(
                pro,
                InstData::new(
                    InstKind::Binary {
                        op: BinOp::Mul,
                        flags: Default::default(),
                        lhs: dim_vals[a].expect("set"),
                        rhs: acc,
                    },
                    i64t,
                ),
            );
            let add = body.append_inst(
                pro,
                InstData::new(
                    InstKind::Binary {
                        op: BinOp::Add,
                        flags: Default::default(),
                        lhs: ids[a],
                        rhs: Value::Inst(mul),
                    },
                    i64t,
                ),
            );
            acc = Value::Inst(add);
        }
        acc
    } else {
        // Only the ID computations use it, and they are replaced below.
        Value::Const(m.consts.intern_raw(i64t, ConstData::Poison))
    };
    vmap.values.insert(Value::Inst(r.index), index_value);
    let opts = parir_transform::clone::CloneOptions::default();
    let new = parir_transform::clone::clone_blocks(
        m, &src, &r.task, &mut body, &mut names, &mut vmap, &opts,
    );
    // The prologue goes to the start of the entry, after its allocas.
    let entry = new[0];
    let pro_insts = std::mem::take(&mut body.blocks[pro].insts);
    body.layout.retain(|&b| b != pro);
    let at = body.blocks[entry]
        .insts
        .iter()
        .take_while(|&&i| matches!(body.insts[i].kind, InstKind::Alloca { .. }))
        .count();
    for (k, &i) in pro_insts.iter().enumerate() {
        body.blocks[entry].insts.insert(at + k, i);
        body.inst_block[i] = Some(entry);
    }
    // The reattach and its branch become the return.
    let z = vmap.block(r.reattach_block);
    let zr = vmap.insts[&r.reattach];
    parir_transform::edit::remove_inst(&mut body, zr);
    let zt = body.terminator(z).ok_or("no terminator")?;
    body.insts[zt].kind = InstKind::Ret(None);
    // The ID computations become the calls of their axes (those of the prologue when it has
    // them).
    for &(i, a) in &r.ids {
        let ci = vmap.insts[&i];
        if let Some(ids) = &prologue_ids {
            parir_transform::users::replace_all_uses_with(&mut body, Value::Inst(ci), ids[a]);
            parir_transform::edit::remove_inst(&mut body, ci);
            continue;
        }
        let d = declare_hpvm(m, &format!("getNodeInstanceID.{}", AXES[a]), query_ty)?;
        let call = direct_call(m, d, vec![node], Vec::new()).ok_or("not a function")?;
        body.insts[ci].kind = call.kind;
    }
    for q in &r.quotients {
        parir_transform::edit::remove_inst(&mut body, vmap.insts[q]);
    }
    restore_names(&mut body, &arg_names, entry);
    let func = m.globals[g].as_func_mut().ok_or("not a function")?;
    func.arg_names = arg_names;
    func.body = Some(body);
    Ok(g)
}

/// Names as the node function had them: the inliner's `.i` suffix goes where the name is
/// free, and the entry block is `entry`.
fn restore_names(body: &mut Body, arg_names: &[Option<compact_str::CompactString>], entry: Block) {
    let mut taken: FxHashSet<compact_str::CompactString> =
        arg_names.iter().flatten().cloned().collect();
    for &b in &body.layout {
        taken.extend(body.blocks[b].name.clone());
        for &i in &body.blocks[b].insts {
            taken.extend(body.insts[i].name.clone());
        }
    }
    let strip = |n: &Option<compact_str::CompactString>, taken: &mut FxHashSet<_>| {
        let old = n.as_ref()?;
        let new = compact_str::CompactString::from(old.strip_suffix(".i")?);
        if taken.contains(&new) {
            return None;
        }
        taken.remove(old);
        taken.insert(new.clone());
        Some(new)
    };
    if !taken.contains("entry") {
        if let Some(old) = body.blocks[entry].name.replace("entry".into()) {
            taken.remove(&old);
        }
        taken.insert("entry".into());
    }
    for b in body.layout.clone() {
        if let Some(n) = strip(&body.blocks[b].name, &mut taken) {
            body.blocks[b].name = Some(n);
        }
        for i in body.blocks[b].insts.clone() {
            if let Some(n) = strip(&body.insts[i].name, &mut taken) {
                body.insts[i].name = Some(n);
            }
        }
    }
}

/// Replaces region `r` of `f` by the creation of a node of `node_fn` and its bindings, and
/// returns the createNode call.
fn replace_region(
    m: &mut Module,
    f: GlobalId,
    r: &NodeRegion,
    node_fn: GlobalId,
) -> Result<Inst, String> {
    let n = r.dims.len();
    let types = intrinsic_types(m, r);
    let ty_of = |name: &str| {
        types
            .iter()
            .find(|t| t.0 == name)
            .map(|t| t.1)
            .expect("listed")
    };
    let create_fn = declare_hpvm(
        m,
        &format!("createNode{n}D"),
        ty_of(&format!("createNode{n}D")),
    )?;
    let bind_fn = declare_hpvm(m, "bind.input", ty_of("bind.input"))?;
    let ptr = m.global_ptr_type(node_fn);
    let fptr = Value::Const(m.consts.intern_raw(ptr, ConstData::Global(node_fn)));
    let mut create = direct_call(
        m,
        create_fn,
        std::iter::once(fptr)
            .chain(r.dims.iter().copied())
            .collect(),
        Vec::new(),
    )
    .ok_or("not a function")?;
    let i32t = m.types.int(32);
    let i1t = m.types.int(1);
    let no = Value::Const(m.consts.int(i1t, 1, 0));
    let mut binds = Vec::new();
    for (k, &p) in r.params.iter().enumerate() {
        let pv = Value::Const(m.consts.int(i32t, 32, i128::from(p)));
        let kv = Value::Const(m.consts.int(i32t, 32, k as i128));
        // The node's value is filled in below.
        binds.push(
            direct_call(
                m,
                bind_fn,
                vec![Value::Arg(u32::MAX), pv, kv, no],
                Vec::new(),
            )
            .ok_or("not a function")?,
        );
    }
    let arg_names = m.globals[f]
        .as_func()
        .ok_or("not a function")?
        .arg_names
        .clone();
    let body = m.body_mut(f).ok_or("no body")?;
    let mut names = parir_transform::edit::LocalNames::of(&arg_names, body);
    create.name = Some(names.unique("node"));
    let pre = r.pre;
    let exit_rest: Vec<Inst> = body.blocks[r.exit_block]
        .insts
        .iter()
        .copied()
        .filter(|&i| i != r.exit)
        .collect();
    let exit_only_branches =
        matches!(exit_rest[..], [t] if matches!(body.insts[t].kind, InstKind::Br(_)));
    // The region's blocks go, with their names (so that later passes can reuse them).
    let mut gone: Vec<Block> = r.chain.clone();
    gone.extend([r.header, r.latch, r.exit_block]);
    gone.extend(r.task.iter().copied());
    for &b in &gone {
        for i in std::mem::take(&mut body.blocks[b].insts) {
            if !exit_rest.contains(&i) {
                body.insts[i].name = None;
                body.inst_block[i] = None;
            }
        }
        body.blocks[b].name = None;
    }
    body.layout.retain(|b| !gone.contains(b));
    // The entry and the branch after it.
    let old_br = body.terminator(pre).ok_or("no terminator")?;
    for i in [r.entry, old_br] {
        body.insts[i].name = None;
        parir_transform::edit::remove_inst(body, i);
    }
    let c = body.append_inst(pre, create);
    for mut b in binds {
        if let InstKind::Call(cd) = &mut b.kind {
            cd.args[0] = Value::Inst(c);
        }
        body.append_inst(pre, b);
    }
    for &i in &exit_rest {
        body.blocks[pre].insts.push(i);
        body.inst_block[i] = Some(pre);
    }
    for b in body.layout.clone() {
        parir_transform::split::replace_phi_block(body, b, r.exit_block, pre);
    }
    // The trip count prepare computed, when nothing else uses it.
    for &t in &r.total {
        let mut used = false;
        for (_, i) in body.inst_iter() {
            body.insts[i]
                .kind
                .for_each_operand(|v| used |= v == Value::Inst(t));
        }
        if !used {
            body.insts[t].name = None;
            parir_transform::edit::remove_inst(body, t);
        }
    }
    // Prepare split the block after the last binding: join it again.
    if exit_only_branches {
        if let Some(InstKind::Br(after)) = body.terminator(pre).map(|t| body.insts[t].kind.clone())
        {
            let cfg = parir_analysis::cfg::ControlFlowGraph::compute(body);
            let phis = !parir_transform::edit::phis(body, after).is_empty();
            if after != pre
                && body.layout.first() != Some(&after)
                && cfg.predecessors(after) == [pre]
                && !phis
            {
                let t = body.terminator(pre).expect("terminator");
                parir_transform::edit::remove_inst(body, t);
                for i in std::mem::take(&mut body.blocks[after].insts) {
                    body.blocks[pre].insts.push(i);
                    body.inst_block[i] = Some(pre);
                }
                for b in body.layout.clone() {
                    parir_transform::split::replace_phi_block(body, b, after, pre);
                }
                body.blocks[after].name = None;
                body.layout.retain(|&b| b != after);
            }
        }
    }
    Ok(c)
}
