//! The function inliner (issue 3, item 3: "a function inliner for direct calls that merges
//! access groups the way LLVM's inliner does"), following LLVM 19's `InlineFunction`
//! (`lib/Transforms/Utils/InlineFunction.cpp`) for one call site, [`inline_call`], and two
//! module passes that choose call sites:
//!
//! - `always-inline` ([`AlwaysInline`], LLVM's `AlwaysInlinerPass`): every call site of an
//!   `alwaysinline` function that can be inlined, function by function in module order;
//! - `inline` ([`Inline`]): bottom-up over the call graph's strongly connected components
//!   (callees first, calls inside a component — recursion — never), with a simple cost model in
//!   place of LLVM's `InlineCost`: `alwaysinline` callees always, `noinline`/`optnone` callees,
//!   `noinline` call sites and `optnone` callers never, others when the callee has at most
//!   [`INLINE_THRESHOLD`] instructions (debug intrinsics not counted; LLVM's default threshold
//!   of 225 at about 5 per instruction).
//!
//! What [`inline_call`] does, in LLVM's order:
//! 1. the callee's blocks reachable from its entry are cloned after the caller's blocks with
//!    the suffix `.i` (`x` becomes `x.i`), arguments replaced by the call's operands;
//! 2. scoped-alias metadata of the clones (`!alias.scope`, `!noalias`, the operands of
//!    `llvm.experimental.noalias.scope.decl`) is deep-copied into fresh scopes and domains
//!    (`ScopedAliasMetadataDeepCloner`), so that two inlined copies do not alias-analyse as
//!    one;
//! 3. the call site's `!llvm.access.group`, `!llvm.mem.parallel_loop_access`, `!alias.scope` and
//!    `!noalias` go to every inlined instruction that may read or write memory
//!    (`PropagateCallSiteMetadata`): access groups are united (`uniteAccessGroups`: one group
//!    stays bare, several become a list), the others concatenated — including LLVM's quirk
//!    that the `llvm.mem.parallel_loop_access` list accumulates from instruction to
//!    instruction;
//! 4. if the call has a `!dbg`, every inlined location gets the call site (a distinct copy of
//!    it) at the end of its `inlinedAt` chain, loop IDs get fresh copies with their locations
//!    updated, and instructions without a location (or all of them when the callee has no
//!    `DISubprogram`) take the call's location, except static allocas (`fixupLineNumbers`);
//!    `DIAssignID`s get fresh copies (`fixupAssignments`);
//! 5. static allocas of the callee's entry block move to the start of the caller's entry block
//!    (dead ones are deleted);
//! 6. inlined calls get the weaker of their own and the call site's tail kind, and `nounwind`
//!    when the call site cannot unwind;
//! 7. inlined CSA parallel-region entries get fresh region IDs
//!    ([`crate::csa_region_ids::reassign_inlined_region_ids`], the seed's
//!    `reassignCSAParallelRegionId`);
//! 8. a callee of one block with one `ret` is spliced in place of the call; otherwise the
//!    caller's block is split at the call into `<callee>.exit`, returns become branches to it
//!    (with a phi named after the call when there are several), the single returning block is
//!    merged into it, and the callee's entry block is merged into the caller's block.
//!
//! Not done (each is a reason [`inline_call`] gives, or a documented difference): `invoke`
//! call sites (their unwind edge would have to be threaded through every inlined call),
//! `musttail` call sites, calls with operand bundles, `byval`/`inalloca`/`preallocated`
//! arguments (LLVM copies them into a new alloca), variadic callees, callees with dynamic
//! allocas (LLVM brackets them with `llvm.stacksave`/`stackrestore`), `indirectbr`,
//! `callbr`, `llvm.localescape` or `llvm.va_start`. Unlike LLVM, the clone is not
//! simplified while it is made (`CloneAndPruneFunctionInto` constant-folds branches on
//! constant arguments and runs InstSimplify on each clone), no `llvm.lifetime` markers are
//! added for the moved allocas, no `noalias` scopes are created for `noalias` arguments
//! (`AddAliasScopeMetadata`), return and function attributes are not merged, and
//! `always-inline` does not delete callees that became dead.

use crate::clone::{clone_blocks, CloneOptions, ValueMap};
use crate::edit::{remove_inst, LocalNames};
use crate::manager::{Pass, PassKind, PassResult, PreservedAnalyses};
use crate::split::{replace_phi_block, split_block};
use crate::users::replace_all_uses_with;
use parir_analysis::access_groups::unite_access_groups;
use parir_analysis::memory::may_read_or_write_memory;
use parir_ir::attrs::Attr;
use parir_ir::inst::{DbgRecord, InstData, InstKind, TailKind};
use parir_ir::metadata::{DiField, DiValue, MdKind, MdNode, MdRef, NodeData};
use parir_ir::value::ConstData;
use parir_ir::{Block, Body, GlobalId, Inst, Module, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// The size limit of the `inline` pass's cost model, in callee instructions.
pub const INLINE_THRESHOLD: usize = 45;

/// Why a call site was not inlined.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InlineError(pub String);

impl std::fmt::Display for InlineError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for InlineError {}

fn fail<T>(msg: impl Into<String>) -> Result<T, InlineError> {
    Err(InlineError(msg.into()))
}

/// The function a call instruction calls directly, if any.
pub fn direct_callee(m: &Module, d: &InstData) -> Option<GlobalId> {
    let c = d.kind.call_data()?;
    let Value::Const(k) = c.callee else {
        return None;
    };
    match m.consts.get(k).data {
        ConstData::Global(g) if m.globals.get(g)?.as_func().is_some() => Some(g),
        _ => None,
    }
}

fn global_name(m: &Module, g: GlobalId) -> &str {
    m.globals[g].name().unwrap_or("")
}

/// Whether `callee` can be inlined anywhere (LLVM's `isInlineViable`, plus what
/// [`inline_call`] does not implement).
///
/// ```
/// let m = parir_ir::parser::parse_module(
///     "define void @r() {\n  call void @r()\n  ret void\n}\ndefine void @ok() {\n  ret void\n}\n",
///     "m.ll",
/// ).unwrap();
/// use parir_transform::inline::inline_viable;
/// assert!(inline_viable(&m, m.global_by_name("ok").unwrap()).is_ok());
/// assert!(inline_viable(&m, m.global_by_name("r").unwrap()).unwrap_err().0.contains("recursive"));
/// ```
pub fn inline_viable(m: &Module, callee: GlobalId) -> Result<(), InlineError> {
    let name = global_name(m, callee);
    let Some(f) = m.globals[callee].as_func() else {
        return fail(format!("@{name} is not a function"));
    };
    let Some(body) = f.body.as_ref() else {
        return fail(format!("@{name} is only declared"));
    };
    if m.types.fn_sig(f.ty).is_some_and(|(_, _, va)| va) {
        return fail(format!("@{name} is variadic"));
    }
    let entry = body.entry();
    for (b, i) in body.inst_iter() {
        let d = &body.insts[i];
        match &d.kind {
            InstKind::IndirectBr { .. } => return fail(format!("@{name} contains indirectbr")),
            InstKind::CallBr { .. } => return fail(format!("@{name} contains callbr")),
            InstKind::Alloca { count, .. } => {
                let constant = count.is_none_or(|v| matches!(v, Value::Const(_)));
                if Some(b) != entry || !constant {
                    return fail(format!(
                        "@{name} has a dynamic alloca (LLVM would add stacksave/stackrestore)"
                    ));
                }
            }
            _ => {}
        }
        if let Some(g) = direct_callee(m, d) {
            if g == callee {
                return fail(format!("@{name} is recursive"));
            }
            let cn = global_name(m, g);
            if cn == "llvm.va_start" || cn.starts_with("llvm.va_start.") {
                return fail(format!("@{name} calls va_start"));
            }
            if cn == "llvm.localescape" {
                return fail(format!("@{name} calls llvm.localescape"));
            }
            if m.globals[g]
                .as_func()
                .is_some_and(|cf| m.attrs.has(cf.attrs.func, "returns_twice"))
                && !m.attrs.has(f.attrs.func, "returns_twice")
            {
                return fail(format!("@{name} calls a returns_twice function"));
            }
        }
    }
    Ok(())
}

/// Inlines the call instruction `call` of function `caller` (see the module documentation).
///
/// ```
/// let mut m = parir_ir::parser::parse_module(
///     "define i32 @sq(i32 %x) {\n  %y = mul i32 %x, %x\n  ret i32 %y\n}\ndefine i32 @f(i32 %a) {\n  %r = call i32 @sq(i32 %a)\n  ret i32 %r\n}\n",
///     "m.ll",
/// ).unwrap();
/// let f = m.global_by_name("f").unwrap();
/// let call = m.globals[f].as_func().unwrap().body.as_ref().unwrap().inst_iter().next().unwrap().1;
/// parir_transform::inline::inline_call(&mut m, f, call).unwrap();
/// let text = parir_ir::printer::print_module(&m);
/// assert!(text.contains("define i32 @f(i32 %a) {\n  %y.i = mul i32 %a, %a\n  ret i32 %y.i\n}"));
/// ```
pub fn inline_call(m: &mut Module, caller: GlobalId, call: Inst) -> Result<(), InlineError> {
    Inliner::default().inline_call(m, caller, call)
}

/// Inlines call sites one after another, keeping what it knows about each caller (the local
/// names in use) between them, so that inlining many calls into one function does not rescan
/// the function each time.
#[derive(Default)]
pub struct Inliner {
    names: FxHashMap<GlobalId, LocalNames>,
}

impl Inliner {
    /// [`inline_call`], for a caller that only this inliner has changed since its first call.
    pub fn inline_call(
        &mut self,
        m: &mut Module,
        caller: GlobalId,
        call: Inst,
    ) -> Result<(), InlineError> {
        let r = self.inline_call_inner(m, caller, call);
        if r.is_err() {
            // A failure may leave the names half updated; recompute them next time.
            self.names.remove(&caller);
        }
        r
    }

    fn inline_call_inner(
        &mut self,
        m: &mut Module,
        caller: GlobalId,
        call: Inst,
    ) -> Result<(), InlineError> {
        let Some(cf) = m.globals.get(caller).and_then(|g| g.as_func()) else {
            return fail("the caller is not a function");
        };
        let Some(body) = cf.body.as_ref() else {
            return fail("the caller has no body");
        };
        if body.insts.get(call).is_none() || body.inst_block[call].is_none() {
            return fail("the call is not an instruction of the caller");
        }
        let cd = &body.insts[call];
        let c = match &cd.kind {
        InstKind::Call(c) => c,
        InstKind::Invoke { .. } => {
            return fail("invoke call sites are not inlined (the unwind edge would have to reach every inlined call)")
        }
        _ => return fail("not a call instruction"),
    };
        let Some(callee) = direct_callee(m, cd) else {
            return fail("not a direct call of a function");
        };
        if callee == caller {
            return fail("recursive call");
        }
        inline_viable(m, callee)?;
        let callee_f = m.globals[callee]
            .as_func()
            .ok_or_else(|| InlineError("callee".into()))?;
        if callee_f.ty != c.fn_ty {
            return fail("the call's function type differs from the callee's");
        }
        if c.tail == TailKind::MustTail {
            return fail("musttail call sites are not inlined");
        }
        if !c.bundles.is_empty() {
            return fail("calls with operand bundles are not inlined");
        }
        for (k, &ps) in c.attrs.params.iter().enumerate() {
            let callee_ps = callee_f.attrs.params.get(k).copied();
            for s in std::iter::once(ps).chain(callee_ps) {
                for kw in ["byval", "inalloca", "preallocated"] {
                    if m.attrs.has(s, kw) {
                        return fail(format!("argument {k} is {kw} (it would need a copy)"));
                    }
                }
            }
        }
        if callee_f.gc.is_some() && cf.gc.is_some() && callee_f.gc != cf.gc {
            return fail("caller and callee use different garbage collectors");
        }
        if callee_f.personality.is_some()
            && cf.personality.is_some()
            && callee_f.personality != cf.personality
        {
            return fail("caller and callee have different personality functions");
        }
        let new_gc = cf.gc.clone().or_else(|| callee_f.gc.clone());
        let new_personality = cf.personality.or(callee_f.personality);
        let callee_body = callee_f.body.clone().unwrap_or_default();
        let callee_has_sp =
            m.md.find_kind("dbg")
                .is_some_and(|k| callee_f.md.iter().any(|(kk, _)| *kk == k));
        let call_nounwind =
            m.attrs.has(c.attrs.func, "nounwind") || m.attrs.has(callee_f.attrs.func, "nounwind");
        let site_tail = c.tail;
        let callee_name = global_name(m, callee).to_string();

        let void = m.types.void();
        let cfm = m.globals[caller]
            .as_func_mut()
            .ok_or_else(|| InlineError("caller".into()))?;
        cfm.gc = new_gc;
        cfm.personality = new_personality;
        let Some(mut body) = cfm.body.take() else {
            return fail("the caller has no body");
        };
        let names = self
            .names
            .entry(caller)
            .or_insert_with(|| LocalNames::of(&cfm.arg_names, &body));
        let r = inline_into(
            m,
            &mut body,
            names,
            call,
            &callee_body,
            &callee_name,
            callee_has_sp,
            call_nounwind,
            site_tail,
            void,
        );
        if let Some(cfm) = m.globals[caller].as_func_mut() {
            cfm.body = Some(body);
        }
        r
    }
}

#[allow(clippy::too_many_arguments)]
fn inline_into(
    m: &mut Module,
    body: &mut Body,
    names: &mut LocalNames,
    call: Inst,
    callee: &Body,
    callee_name: &str,
    callee_has_sp: bool,
    call_nounwind: bool,
    site_tail: TailKind,
    void: parir_ir::Type,
) -> Result<(), InlineError> {
    let Some(orig_bb) = body.inst_block[call] else {
        return fail("the call is not placed in a block");
    };
    let Some(c) = body.insts[call].kind.call_data().cloned() else {
        return fail("not a call");
    };
    let call_md = body.insts[call].md.clone();

    // 1. Clone the reachable blocks, in the callee's layout order.
    let reachable = reachable_blocks(callee);
    let blocks: Vec<Block> = callee
        .layout
        .iter()
        .copied()
        .filter(|b| reachable.contains(b))
        .collect();
    let Some(&callee_entry) = blocks.first() else {
        return fail("the callee has no blocks");
    };
    let mut vmap = ValueMap::default();
    for (k, &a) in c.args.iter().enumerate() {
        vmap.values.insert(Value::Arg(k as u32), a);
    }
    let opts = CloneOptions {
        suffix: ".i".into(),
        ..Default::default()
    };
    let new_blocks = clone_blocks(m, callee, &blocks, body, names, &mut vmap, &opts);
    // Phi entries from blocks that were not cloned (unreachable in the callee) go away.
    let cloned: FxHashSet<Block> = new_blocks.iter().copied().collect();
    let mut new_insts: Vec<Inst> = Vec::new();
    for &nb in &new_blocks {
        for &i in &body.blocks[nb].insts {
            new_insts.push(i);
        }
    }
    for &i in &new_insts {
        if let InstKind::Phi { incoming, .. } = &mut body.insts[i].kind {
            incoming.retain(|e| cloned.contains(&e.1));
        }
    }
    let first_new = vmap.block(callee_entry);

    // 2. Scoped-alias metadata gets fresh scopes.
    clone_scoped_alias_metadata(m, body, &new_insts);
    // 3. The call site's metadata goes to the inlined memory accesses.
    propagate_call_site_metadata(m, body, &new_insts, &call_md);
    // 4. Debug locations and assignment IDs.
    fixup_line_numbers(m, body, &new_insts, &call_md, callee_has_sp);
    fixup_assignments(m, body, &new_insts);

    // 5. Static allocas to the caller's entry block.
    move_static_allocas(m, body, first_new, &new_insts, names);

    // 6. Tail kinds and nounwind of inlined calls.
    fixup_inlined_calls(m, body, &new_insts, site_tail, call_nounwind);
    // CSA parallel regions of the callee must not merge with the caller's.
    crate::csa_region_ids::reassign_inlined_region_ids(m, body, &new_insts);

    // 7. The control flow.
    let returns: Vec<Inst> = new_insts
        .iter()
        .copied()
        .filter(|&i| body.inst_block[i].is_some() && matches!(body.insts[i].kind, InstKind::Ret(_)))
        .collect();
    let call_val = Value::Inst(call);
    let poison_c = m.consts.intern_raw(body.insts[call].ty, ConstData::Poison);
    if returns.len() == 1 && new_blocks.len() == 1 {
        let nb = new_blocks[0];
        let ret = returns[0];
        let moved: Vec<Inst> = body.blocks[nb]
            .insts
            .iter()
            .copied()
            .filter(|&i| i != ret)
            .collect();
        let pos = position(body, orig_bb, call);
        for (k, &i) in moved.iter().enumerate() {
            body.blocks[orig_bb].insts.insert(pos + k, i);
            body.inst_block[i] = Some(orig_bb);
        }
        if let Some(recs) = body.dbg_records.remove(&ret) {
            body.dbg_records.entry(call).or_default().splice(0..0, recs);
        }
        body.blocks[nb].insts.clear();
        body.layout.retain(|&b| b != nb);
        let rv = match body.insts[ret].kind {
            InstKind::Ret(Some(v)) if v == call_val => Value::Const(poison_c),
            InstKind::Ret(Some(v)) => v,
            _ => Value::Const(poison_c),
        };
        replace_all_uses_with(body, call_val, rv);
        body.inst_block[ret] = None;
        erase_named(body, names, call);
        return Ok(());
    }

    // The block is split at the call: the call starts `<callee>.exit`.
    let exit_name = format!("{callee_name}.exit");
    let after = split_block(body, names, void, None, call, Some(&exit_name))
        .map_err(|e| InlineError(e.0))?;
    // The inlined blocks go between the two halves.
    body.layout.retain(|b| !cloned.contains(b));
    let pos = body
        .layout
        .iter()
        .position(|&b| b == after)
        .unwrap_or(body.layout.len());
    for (k, &b) in new_blocks.iter().enumerate() {
        body.layout.insert(pos + k, b);
    }
    let Some(br) = body.terminator(orig_bb) else {
        return fail("split failed");
    };
    body.insts[br].kind = InstKind::Br(first_new);
    let dbg = m.md.find_kind("dbg");

    let mut phi = None;
    if returns.len() > 1 {
        let has_uses = uses_value(body, call_val);
        if has_uses {
            let ty = body.insts[call].ty;
            let mut d = InstData::new(
                InstKind::Phi {
                    incoming: Vec::new(),
                    flags: Default::default(),
                },
                ty,
            );
            d.name = body.insts[call].name.clone().map(|n| names.unique(&n));
            let p = crate::edit::insert_inst(body, after, 0, d);
            replace_all_uses_with(body, call_val, Value::Inst(p));
            phi = Some(p);
        }
        for &ret in &returns {
            let Some(rb) = body.inst_block[ret] else {
                continue;
            };
            if let (Some(p), InstKind::Ret(Some(v))) = (phi, body.insts[ret].kind.clone()) {
                if let InstKind::Phi { incoming, .. } = &mut body.insts[p].kind {
                    incoming.push((v, rb));
                }
            }
            let mut d = InstData::new(InstKind::Br(after), void);
            if let Some(k) = dbg {
                if let Some(&(_, n)) = body.insts[ret].md.iter().find(|(kk, _)| *kk == k) {
                    d.md.push((k, n));
                }
            }
            let at = position(body, rb, ret);
            crate::edit::insert_inst(body, rb, at, d);
            remove_inst(body, ret);
        }
    } else if let Some(&ret) = returns.first() {
        let rv = match body.insts[ret].kind {
            InstKind::Ret(Some(v)) if v == call_val => Some(Value::Const(poison_c)),
            InstKind::Ret(Some(v)) => Some(v),
            _ => None,
        };
        if let Some(v) = rv {
            replace_all_uses_with(body, call_val, v);
        }
        let Some(rb) = body.inst_block[ret] else {
            return fail("return without block");
        };
        // Phis naming the returning block now name the continuation.
        for b in body.layout.clone() {
            replace_phi_block(body, b, rb, after);
            crate::edit::replace_successor(body, b, rb, after);
        }
        remove_inst(body, ret);
        let insts = std::mem::take(&mut body.blocks[rb].insts);
        for &i in &insts {
            body.inst_block[i] = Some(after);
        }
        body.blocks[after].insts.splice(0..0, insts);
        body.layout.retain(|&b| b != rb);
        if let Some(n) = body.blocks[rb].name.clone() {
            names.remove(&n);
        }
    } else if uses_value(body, call_val) {
        replace_all_uses_with(body, call_val, Value::Const(poison_c));
    }
    erase_named(body, names, call);

    // The callee's entry block joins the caller's block.
    if let Some(br) = body.terminator(orig_bb) {
        remove_inst(body, br);
    }
    for b in body.layout.clone() {
        replace_phi_block(body, b, first_new, orig_bb);
    }
    let insts = std::mem::take(&mut body.blocks[first_new].insts);
    for &i in &insts {
        body.inst_block[i] = Some(orig_bb);
    }
    body.blocks[orig_bb].insts.extend(insts);
    body.layout.retain(|&b| b != first_new);
    if let Some(n) = body.blocks[first_new].name.clone() {
        names.remove(&n);
    }

    // A phi of equal returned values is that value.
    if let Some(p) = phi {
        if let InstKind::Phi { incoming, .. } = &body.insts[p].kind {
            let first = incoming.first().map(|e| e.0);
            if let Some(v) = first {
                if v != Value::Inst(p) && incoming.iter().all(|e| e.0 == v) {
                    replace_all_uses_with(body, Value::Inst(p), v);
                    remove_inst(body, p);
                }
            }
        }
    }
    Ok(())
}

fn position(body: &Body, b: Block, i: Inst) -> usize {
    body.blocks[b]
        .insts
        .iter()
        .position(|&x| x == i)
        .unwrap_or(body.blocks[b].insts.len())
}

fn erase_named(body: &mut Body, names: &mut LocalNames, i: Inst) {
    if let Some(n) = body.insts[i].name.clone() {
        names.remove(&n);
    }
    remove_inst(body, i);
}

fn uses_value(body: &Body, v: Value) -> bool {
    body.inst_iter().any(|(_, i)| {
        let mut used = false;
        body.insts[i].kind.for_each_operand(|o| used |= o == v);
        used
    })
}

fn reachable_blocks(body: &Body) -> FxHashSet<Block> {
    let mut seen = FxHashSet::default();
    let Some(e) = body.entry() else {
        return seen;
    };
    let mut work = vec![e];
    seen.insert(e);
    while let Some(b) = work.pop() {
        for s in body.successors(b) {
            if seen.insert(s) {
                work.push(s);
            }
        }
    }
    seen
}

fn attachment(d: &InstData, k: Option<MdKind>) -> Option<MdNode> {
    let k = k?;
    d.md.iter().find(|(kk, _)| *kk == k).map(|(_, n)| *n)
}

fn set_attachment(d: &mut InstData, k: MdKind, n: Option<MdNode>) {
    d.md.retain(|(kk, _)| *kk != k);
    if let Some(n) = n {
        d.md.push((k, n));
    }
}

/// LLVM's `MDNode::concatenate`: the operands of `a` then those of `b`, without repetitions,
/// as a uniqued tuple (`b` itself when `a` is absent, and the reverse).
fn concatenate(m: &mut Module, a: Option<MdNode>, b: Option<MdNode>) -> Option<MdNode> {
    let (a, b) = match (a, b) {
        (None, x) | (x, None) => return x,
        (Some(a), Some(b)) => (a, b),
    };
    let mut ops: Vec<Option<MdRef>> = Vec::new();
    for n in [a, b] {
        for o in m.md.tuple_ops(n).to_vec() {
            if !ops.contains(&o) {
                ops.push(o);
            }
        }
    }
    Some(m.md.uniqued(NodeData::Tuple(ops)))
}

/// LLVM's `PropagateCallSiteMetadata`.
fn propagate_call_site_metadata(
    m: &mut Module,
    body: &mut Body,
    insts: &[Inst],
    call_md: &parir_ir::metadata::Attachments,
) {
    let kinds = [
        "llvm.mem.parallel_loop_access",
        "llvm.access.group",
        "alias.scope",
        "noalias",
    ]
    .map(|k| m.md.find_kind(k));
    let get = |k: Option<MdKind>| {
        k.and_then(|k| call_md.iter().find(|(kk, _)| *kk == k).map(|(_, n)| *n))
    };
    let mut pla = get(kinds[0]);
    let ag = get(kinds[1]);
    let scope = get(kinds[2]);
    let noalias = get(kinds[3]);
    if pla.is_none() && ag.is_none() && scope.is_none() && noalias.is_none() {
        return;
    }
    for &i in insts {
        if body.inst_block[i].is_none() || !may_read_or_write_memory(m, &body.insts[i]) {
            continue;
        }
        if let (Some(_), Some(k)) = (pla, kinds[0]) {
            let own = attachment(&body.insts[i], Some(k));
            pla = concatenate(m, own, pla);
            set_attachment(&mut body.insts[i], k, pla);
        }
        if let (Some(g), Some(k)) = (ag, kinds[1]) {
            let own = attachment(&body.insts[i], Some(k));
            let u = unite_access_groups(m, own, Some(g));
            set_attachment(&mut body.insts[i], k, u);
        }
        if let (Some(s), Some(k)) = (scope, kinds[2]) {
            let own = attachment(&body.insts[i], Some(k));
            let u = concatenate(m, own, Some(s));
            set_attachment(&mut body.insts[i], k, u);
        }
        if let (Some(s), Some(k)) = (noalias, kinds[3]) {
            let own = attachment(&body.insts[i], Some(k));
            let u = concatenate(m, own, Some(s));
            set_attachment(&mut body.insts[i], k, u);
        }
    }
}

/// LLVM's `ScopedAliasMetadataDeepCloner`: every node reachable from the `!alias.scope` and
/// `!noalias` attachments (and from the scope operands of
/// `llvm.experimental.noalias.scope.decl`) of `insts` is copied (distinct nodes stay distinct,
/// self-references point to the copy), and the attachments refer to the copies.
fn clone_scoped_alias_metadata(m: &mut Module, body: &mut Body, insts: &[Inst]) {
    let kinds: Vec<MdKind> = ["alias.scope", "noalias"]
        .iter()
        .filter_map(|k| m.md.find_kind(k))
        .collect();
    let mut roots: Vec<MdNode> = Vec::new();
    let is_decl = |m: &Module, d: &InstData| {
        direct_callee(m, d)
            .is_some_and(|g| global_name(m, g) == "llvm.experimental.noalias.scope.decl")
    };
    for &i in insts {
        let d = &body.insts[i];
        for (k, n) in d.md.iter() {
            if kinds.contains(k) {
                roots.push(*n);
            }
        }
        if is_decl(m, d) {
            if let Some(c) = d.kind.call_data() {
                for a in &c.args {
                    if let Value::Md(MdRef::Node(n)) = a {
                        roots.push(*n);
                    }
                }
            }
        }
    }
    if roots.is_empty() {
        return;
    }
    // Collect the graph.
    let mut order: Vec<MdNode> = Vec::new();
    let mut seen: FxHashSet<MdNode> = FxHashSet::default();
    let mut work = roots.clone();
    while let Some(n) = work.pop() {
        if !seen.insert(n) {
            continue;
        }
        order.push(n);
        for o in m.md.tuple_ops(n).iter().flatten() {
            if let MdRef::Node(x) = o {
                work.push(*x);
            }
        }
    }
    // Distinct copies first (they may be referenced cyclically), then uniqued nodes bottom-up.
    let mut map: FxHashMap<MdNode, MdNode> = FxHashMap::default();
    for &n in &order {
        if m.md.node(n).distinct {
            let c = m.md.distinct(NodeData::Tuple(Vec::new()));
            map.insert(n, c);
        }
    }
    let remap_ops =
        |m: &Module, n: MdNode, map: &FxHashMap<MdNode, MdNode>| -> Vec<Option<MdRef>> {
            m.md.tuple_ops(n)
                .iter()
                .map(|o| match o {
                    Some(MdRef::Node(x)) => Some(MdRef::Node(map.get(x).copied().unwrap_or(*x))),
                    other => *other,
                })
                .collect()
        };
    // Uniqued nodes: resolve in an order where operands come first.
    let mut pending: Vec<MdNode> = order
        .iter()
        .copied()
        .filter(|n| !m.md.node(*n).distinct)
        .collect();
    let mut guard = 0;
    while !pending.is_empty() && guard <= order.len() + 1 {
        guard += 1;
        let mut rest = Vec::new();
        for n in pending {
            let ready = m.md.tuple_ops(n).iter().flatten().all(|o| match o {
                MdRef::Node(x) => {
                    m.md.node(*x).distinct || map.contains_key(x) || !seen.contains(x)
                }
                _ => true,
            });
            if ready {
                let ops = remap_ops(m, n, &map);
                let c = m.md.uniqued(NodeData::Tuple(ops));
                map.insert(n, c);
            } else {
                rest.push(n);
            }
        }
        pending = rest;
    }
    for &n in &order {
        if m.md.node(n).distinct {
            if let Some(&c) = map.get(&n) {
                let ops = remap_ops(m, n, &map);
                m.md.node_mut(c).data = NodeData::Tuple(ops);
            }
        }
    }
    for &i in insts {
        let decl = is_decl(m, &body.insts[i]);
        let d = &mut body.insts[i];
        for (k, n) in d.md.iter_mut() {
            if kinds.contains(k) {
                if let Some(&c) = map.get(n) {
                    *n = c;
                }
            }
        }
        if decl {
            if let InstKind::Call(c) = &mut d.kind {
                for a in c.args.iter_mut() {
                    if let Value::Md(MdRef::Node(n)) = a {
                        if let Some(&x) = map.get(n) {
                            *n = x;
                        }
                    }
                }
            }
        }
    }
}

/// The fields of a `DILocation` node, if `n` is one.
fn di_location(m: &Module, n: MdNode) -> Option<&[DiField]> {
    match &m.md.node(n).data {
        NodeData::Special { kind, fields } if kind == "DILocation" => Some(fields),
        _ => None,
    }
}

fn field_node(fields: &[DiField], name: &str) -> Option<MdNode> {
    fields
        .iter()
        .find(|f| f.name == name)
        .and_then(|f| match &f.value {
            DiValue::Md(Some(MdRef::Node(n))) => Some(*n),
            _ => None,
        })
}

/// A `DILocation` like `base` (line, column, scope) with the given `inlinedAt`.
fn location_with(
    fields: &[DiField],
    inlined_at: Option<MdNode>,
    keep_implicit: bool,
) -> Vec<DiField> {
    let mut out: Vec<DiField> = fields
        .iter()
        .filter(|f| matches!(f.name.as_str(), "line" | "column" | "scope"))
        .cloned()
        .collect();
    if let Some(ia) = inlined_at {
        out.push(DiField {
            name: "inlinedAt".into(),
            value: DiValue::Md(Some(MdRef::Node(ia))),
        });
    }
    if keep_implicit {
        out.extend(
            fields
                .iter()
                .filter(|f| f.name == "isImplicitCode")
                .cloned(),
        );
    }
    out
}

/// LLVM's `DebugLoc::appendInlinedAt` + `inlineDebugLoc`.
fn inline_debug_loc(
    m: &mut Module,
    loc: MdNode,
    inlined_at: MdNode,
    cache: &mut FxHashMap<MdNode, MdNode>,
) -> MdNode {
    let Some(fields) = di_location(m, loc).map(|f| f.to_vec()) else {
        return loc;
    };
    let mut chain: Vec<MdNode> = Vec::new();
    let mut last = inlined_at;
    let mut cur = field_node(&fields, "inlinedAt");
    while let Some(ia) = cur {
        if let Some(&found) = cache.get(&ia) {
            last = found;
            break;
        }
        chain.push(ia);
        cur = di_location(m, ia).and_then(|f| field_node(f, "inlinedAt"));
    }
    for &ia in chain.iter().rev() {
        let Some(f) = di_location(m, ia).map(|f| f.to_vec()) else {
            continue;
        };
        let n = m.md.distinct(NodeData::Special {
            kind: "DILocation".into(),
            fields: location_with(&f, Some(last), false),
        });
        cache.insert(ia, n);
        last = n;
    }
    m.md.uniqued(NodeData::Special {
        kind: "DILocation".into(),
        fields: location_with(&fields, Some(last), true),
    })
}

/// LLVM's `fixupLineNumbers`.
fn fixup_line_numbers(
    m: &mut Module,
    body: &mut Body,
    insts: &[Inst],
    call_md: &parir_ir::metadata::Attachments,
    callee_has_sp: bool,
) {
    let Some(dbg) = m.md.find_kind("dbg") else {
        return;
    };
    let Some(call_dl) = call_md.iter().find(|(k, _)| *k == dbg).map(|(_, n)| *n) else {
        return;
    };
    let Some(cfields) = di_location(m, call_dl).map(|f| f.to_vec()) else {
        return;
    };
    let inlined_at = m.md.distinct(NodeData::Special {
        kind: "DILocation".into(),
        fields: location_with(&cfields, field_node(&cfields, "inlinedAt"), false),
    });
    let mut cache: FxHashMap<MdNode, MdNode> = FxHashMap::default();
    let loop_kind = m.md.find_kind("llvm.loop");
    for &i in insts {
        if body.inst_block[i].is_none() {
            continue;
        }
        // Loop IDs: fresh copies whose locations are inlined too.
        if let Some(lid) = attachment(&body.insts[i], loop_kind) {
            let ops = m.md.tuple_ops(lid).to_vec();
            let new = m.md.distinct(NodeData::Tuple(Vec::new()));
            let mut new_ops = vec![Some(MdRef::Node(new))];
            for o in ops.into_iter().skip(1) {
                new_ops.push(match o {
                    Some(MdRef::Node(x)) if di_location(m, x).is_some() => {
                        Some(MdRef::Node(inline_debug_loc(m, x, inlined_at, &mut cache)))
                    }
                    other => other,
                });
            }
            m.md.node_mut(new).data = NodeData::Tuple(new_ops);
            if let Some(k) = loop_kind {
                set_attachment(&mut body.insts[i], k, Some(new));
            }
        }
        if let Some(recs) = body.dbg_records.get_mut(&i) {
            for r in recs.iter_mut() {
                let dl = match r {
                    DbgRecord::Variable { debug_loc, .. } | DbgRecord::Label { debug_loc, .. } => {
                        debug_loc
                    }
                };
                if let MdRef::Node(n) = *dl {
                    *dl = MdRef::Node(inline_debug_loc(m, n, inlined_at, &mut cache));
                }
            }
        }
        if let Some(dl) = attachment(&body.insts[i], Some(dbg)) {
            let n = inline_debug_loc(m, dl, inlined_at, &mut cache);
            set_attachment(&mut body.insts[i], dbg, Some(n));
            continue;
        }
        if callee_has_sp {
            continue;
        }
        if let InstKind::Alloca { count, .. } = &body.insts[i].kind {
            if count.is_none_or(|v| matches!(v, Value::Const(_))) {
                continue;
            }
        }
        set_attachment(&mut body.insts[i], dbg, Some(call_dl));
    }
}

/// LLVM's `fixupAssignments`: inlined `DIAssignID`s (attachments and `#dbg_assign` records)
/// get fresh distinct copies, one per original.
fn fixup_assignments(m: &mut Module, body: &mut Body, insts: &[Inst]) {
    let Some(k) = m.md.find_kind("DIAssignID") else {
        return;
    };
    let mut map: FxHashMap<MdNode, MdNode> = FxHashMap::default();
    let mut fresh = |m: &mut Module, n: MdNode| -> MdNode {
        *map.entry(n).or_insert_with(|| {
            m.md.distinct(NodeData::Special {
                kind: "DIAssignID".into(),
                fields: Vec::new(),
            })
        })
    };
    for &i in insts {
        if let Some(n) = attachment(&body.insts[i], Some(k)) {
            let c = fresh(m, n);
            set_attachment(&mut body.insts[i], k, Some(c));
        }
        if let Some(recs) = body.dbg_records.get_mut(&i) {
            for r in recs.iter_mut() {
                if let DbgRecord::Variable {
                    assign: Some((MdRef::Node(id), _, _)),
                    ..
                } = r
                {
                    *id = fresh(m, *id);
                }
            }
        }
    }
}

/// Moves the static allocas of the inlined entry block to the start of the caller's entry
/// block, deleting dead ones (a debug record that located a variable in one then locates it
/// in `poison`, as LLVM leaves it when the alloca goes).
fn move_static_allocas(
    m: &mut Module,
    body: &mut Body,
    first_new: Block,
    new_insts: &[Inst],
    names: &mut LocalNames,
) {
    let Some(entry) = body.entry() else {
        return;
    };
    let insts = body.blocks[first_new].insts.clone();
    // The inlined allocas can only be used by inlined instructions.
    let mut used: FxHashSet<Inst> = FxHashSet::default();
    for &i in new_insts {
        body.insts[i].kind.for_each_operand(|v| {
            if let Value::Inst(d) = v {
                used.insert(d);
            }
        });
    }
    let mut moved = Vec::new();
    for i in insts {
        let InstKind::Alloca { count, .. } = &body.insts[i].kind else {
            continue;
        };
        if !used.contains(&i) {
            let poison = m.consts.intern_raw(body.insts[i].ty, ConstData::Poison);
            crate::edit::replace_metadata_uses(body, Value::Inst(i), Value::Const(poison));
            erase_named(body, names, i);
            continue;
        }
        if count.is_none_or(|v| matches!(v, Value::Const(_))) {
            moved.push(i);
        }
    }
    if entry == first_new {
        return;
    }
    for &i in &moved {
        if let Some(p) = body.blocks[first_new].insts.iter().position(|&x| x == i) {
            body.blocks[first_new].insts.remove(p);
        }
        body.inst_block[i] = Some(entry);
    }
    body.blocks[entry].insts.splice(0..0, moved);
}

/// Tail kinds of inlined calls are limited by the call site's; calls inlined through a
/// `nounwind` call site become `nounwind`.
fn fixup_inlined_calls(
    m: &mut Module,
    body: &mut Body,
    insts: &[Inst],
    site_tail: TailKind,
    nounwind: bool,
) {
    let rank = |t: TailKind| match t {
        TailKind::None => 0,
        TailKind::Tail => 1,
        TailKind::MustTail => 2,
        TailKind::NoTail => 3,
    };
    for &i in insts {
        if body.inst_block[i].is_none() {
            continue;
        }
        let callee_nounwind = direct_callee(m, &body.insts[i])
            .and_then(|g| m.globals[g].as_func())
            .is_some_and(|f| m.attrs.has(f.attrs.func, "nounwind"));
        let InstKind::Call(c) = &mut body.insts[i].kind else {
            continue;
        };
        if c.tail != TailKind::NoTail && rank(site_tail) < rank(c.tail) {
            c.tail = site_tail;
        }
        if nounwind && !callee_nounwind && !m.attrs.has(c.attrs.func, "nounwind") {
            let mut attrs = m.attrs.get(c.attrs.func).to_vec();
            if let Some(k) = parir_ir::attrs::AttrKind::from_keyword("nounwind") {
                attrs.push(Attr::Flag(k));
                c.attrs.func = m.attrs.intern(attrs);
            }
        }
    }
}

/// Strongly connected components of the direct-call graph of the defined functions, callees
/// before callers (Tarjan's order).
fn call_graph_sccs(m: &Module) -> Vec<Vec<GlobalId>> {
    let funcs: Vec<GlobalId> = m
        .order
        .iter()
        .copied()
        .filter(|&g| m.globals[g].as_func().is_some_and(|f| f.body.is_some()))
        .collect();
    let idx: FxHashMap<GlobalId, usize> = funcs.iter().enumerate().map(|(k, &g)| (g, k)).collect();
    let succs: Vec<Vec<usize>> = funcs
        .iter()
        .map(|&g| {
            let mut out = Vec::new();
            if let Some(body) = m.globals[g].as_func().and_then(|f| f.body.as_ref()) {
                for (_, i) in body.inst_iter() {
                    if let Some(c) = direct_callee(m, &body.insts[i]) {
                        if let Some(&k) = idx.get(&c) {
                            if !out.contains(&k) {
                                out.push(k);
                            }
                        }
                    }
                }
            }
            out
        })
        .collect();
    // Iterative Tarjan.
    let n = funcs.len();
    let mut index = vec![usize::MAX; n];
    let mut low = vec![0; n];
    let mut on_stack = vec![false; n];
    let mut stack = Vec::new();
    let mut sccs = Vec::new();
    let mut next = 0;
    for root in 0..n {
        if index[root] != usize::MAX {
            continue;
        }
        let mut call: Vec<(usize, usize)> = vec![(root, 0)];
        index[root] = next;
        low[root] = next;
        next += 1;
        stack.push(root);
        on_stack[root] = true;
        while let Some(&mut (v, ref mut k)) = call.last_mut() {
            if *k < succs[v].len() {
                let w = succs[v][*k];
                *k += 1;
                if index[w] == usize::MAX {
                    index[w] = next;
                    low[w] = next;
                    next += 1;
                    stack.push(w);
                    on_stack[w] = true;
                    call.push((w, 0));
                } else if on_stack[w] {
                    low[v] = low[v].min(index[w]);
                }
                continue;
            }
            call.pop();
            if let Some(&(p, _)) = call.last() {
                low[p] = low[p].min(low[v]);
            }
            if low[v] == index[v] {
                let mut comp = Vec::new();
                while let Some(w) = stack.pop() {
                    on_stack[w] = false;
                    comp.push(funcs[w]);
                    if w == v {
                        break;
                    }
                }
                comp.reverse();
                sccs.push(comp);
            }
        }
    }
    sccs
}

fn has_fn_attr(m: &Module, g: GlobalId, kw: &str) -> bool {
    m.globals[g]
        .as_func()
        .is_some_and(|f| m.attrs.has(f.attrs.func, kw))
}

fn callee_size(m: &Module, g: GlobalId) -> usize {
    let Some(body) = m.globals[g].as_func().and_then(|f| f.body.as_ref()) else {
        return usize::MAX;
    };
    body.inst_iter()
        .filter(|&(_, i)| {
            !direct_callee(m, &body.insts[i])
                .is_some_and(|c| global_name(m, c).starts_with("llvm.dbg."))
        })
        .count()
}

/// The call instructions of `f` calling `callee` (any callee when `None`), in layout order.
fn call_sites(m: &Module, f: GlobalId, callee: Option<GlobalId>) -> Vec<(Inst, GlobalId)> {
    let Some(body) = m.globals[f].as_func().and_then(|f| f.body.as_ref()) else {
        return Vec::new();
    };
    body.inst_iter()
        .filter(|&(_, i)| matches!(body.insts[i].kind, InstKind::Call(_)))
        .filter_map(|(_, i)| {
            let g = direct_callee(m, &body.insts[i])?;
            (callee.is_none() || callee == Some(g)).then_some((i, g))
        })
        .collect()
}

fn site_noinline(m: &Module, f: GlobalId, i: Inst) -> bool {
    m.globals[f]
        .as_func()
        .and_then(|f| f.body.as_ref())
        .and_then(|b| b.insts[i].kind.call_data())
        .is_some_and(|c| m.attrs.has(c.attrs.func, "noinline"))
}

/// The `always-inline` pass.
///
/// ```
/// use parir_transform::manager::{PassManager, PipelineOptions};
/// let mut m = parir_ir::parser::parse_module(
///     "define i32 @one() alwaysinline {\n  ret i32 1\n}\ndefine i32 @f() {\n  %r = call i32 @one()\n  ret i32 %r\n}\n",
///     "m.ll",
/// ).unwrap();
/// PassManager::parse("always-inline").unwrap().run(&mut m, &PipelineOptions::default()).unwrap();
/// assert!(parir_ir::printer::print_module(&m).contains("define i32 @f() {\n  ret i32 1\n}"));
/// ```
pub struct AlwaysInline;

impl Pass for AlwaysInline {
    fn name(&self) -> &'static str {
        "always-inline"
    }
    fn dump_name(&self) -> &'static str {
        "AlwaysInlinerPass"
    }
    fn description(&self) -> &'static str {
        "inline every call of an alwaysinline function"
    }
    fn kind(&self) -> PassKind {
        PassKind::Module
    }
    fn is_required(&self) -> bool {
        true
    }
    fn run_on_module(&self, m: &mut Module) -> PassResult {
        let funcs: Vec<GlobalId> = m.order.clone();
        let mut changed = false;
        let mut inliner = Inliner::default();
        for callee in funcs {
            if !has_fn_attr(m, callee, "alwaysinline") || inline_viable(m, callee).is_err() {
                continue;
            }
            let callers: Vec<GlobalId> = m.order.clone();
            for caller in callers {
                if caller == callee {
                    continue;
                }
                for (i, _) in call_sites(m, caller, Some(callee)) {
                    if site_noinline(m, caller, i) {
                        continue;
                    }
                    changed |= inliner.inline_call(m, caller, i).is_ok();
                }
            }
        }
        PassResult::from_changed(changed, PreservedAnalyses::none())
    }
}

/// The `inline` pass (see the module documentation for its cost model).
///
/// ```
/// use parir_transform::manager::{PassManager, PipelineOptions};
/// let mut m = parir_ir::parser::parse_module(
///     "define i32 @inc(i32 %x) {\n  %y = add i32 %x, 1\n  ret i32 %y\n}\ndefine i32 @f(i32 %a) {\n  %r = call i32 @inc(i32 %a)\n  ret i32 %r\n}\n",
///     "m.ll",
/// ).unwrap();
/// PassManager::parse("inline").unwrap().run(&mut m, &PipelineOptions::default()).unwrap();
/// assert!(parir_ir::printer::print_module(&m).contains("  %y.i = add i32 %a, 1\n  ret i32 %y.i\n"));
/// ```
pub struct Inline;

impl Pass for Inline {
    fn name(&self) -> &'static str {
        "inline"
    }
    fn dump_name(&self) -> &'static str {
        "InlinerPass"
    }
    fn description(&self) -> &'static str {
        "inline small non-recursive functions, callees first"
    }
    fn kind(&self) -> PassKind {
        PassKind::Module
    }
    fn run_on_module(&self, m: &mut Module) -> PassResult {
        let mut changed = false;
        let mut inliner = Inliner::default();
        for scc in call_graph_sccs(m) {
            let members: FxHashSet<GlobalId> = scc.iter().copied().collect();
            for &caller in &scc {
                if has_fn_attr(m, caller, "optnone") {
                    continue;
                }
                for (i, callee) in call_sites(m, caller, None) {
                    if members.contains(&callee) || site_noinline(m, caller, i) {
                        continue;
                    }
                    let always = has_fn_attr(m, callee, "alwaysinline");
                    if !always
                        && (has_fn_attr(m, callee, "noinline")
                            || has_fn_attr(m, callee, "optnone")
                            || callee_size(m, callee) > INLINE_THRESHOLD)
                    {
                        continue;
                    }
                    changed |= inliner.inline_call(m, caller, i).is_ok();
                }
            }
        }
        PassResult::from_changed(changed, PreservedAnalyses::none())
    }
}
