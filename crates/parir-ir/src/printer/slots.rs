//! Numbering, as LLVM 19's AsmWriter does it: the equivalent of `TypeFinder` + `TypePrinting`
//! (which identified struct types are printed, in which order, and the numbers of unnamed ones)
//! and of `SlotTracker` (numbers of unnamed globals, attribute groups `#N`, metadata nodes `!N`,
//! and, per function, of unnamed arguments, blocks and instructions).
//!
//! LLVM assigns metadata and call-site attribute-group numbers lazily while it prints each
//! function; the order is fully determined by the module, so it is computed here in one
//! sequential pass before any text is produced, which lets functions be printed in parallel.

use super::values::TypeTexts;
use crate::attrs::{Attr, AttrList, AttrSet};
use crate::function::{Body, Inst, LocalMdData};
use crate::inst::{DbgRecord, InstData, InstKind};
use crate::metadata::{DiValue, MdKind, MdNode, MdRef, NodeData, FIXED_MD_KINDS};
use crate::module::{Function, GlobalId, GlobalKind, Module};
use crate::types::{StructBody, StructId, StructName, Type, TypeData};
use crate::value::{Const, ConstData, Value};
use cranelift_entity::EntityRef;
use rustc_hash::{FxHashMap, FxHashSet};

/// "No slot" marker in the dense slot tables.
pub(crate) const NONE: u32 = u32::MAX;

/// Module-level numbering.
pub(crate) struct ModuleSlots {
    /// Numbers of unnamed identified structs, by struct id.
    pub struct_num: FxHashMap<StructId, u32>,
    /// Unnamed identified structs in number order, then named ones in printing order.
    pub numbered_structs: Vec<StructId>,
    pub named_structs: Vec<StructId>,
    /// Slot of each unnamed global (`@N`), by global index.
    pub global_slot: Vec<u32>,
    /// Slot of each (canonical) metadata node, by node index.
    pub md_slot: Vec<u32>,
    /// Nodes in slot order.
    pub md_order: Vec<MdNode>,
    /// Attribute groups.
    pub attr_slot: FxHashMap<AttrSet, u32>,
    pub attr_order: Vec<AttrSet>,
    /// Sort rank of attachment kinds (LLVM's kind IDs), by kind index.
    pub kind_rank: Vec<u32>,
    /// The program address space from the data layout (`P<n>`).
    pub prog_addrspace: u32,
    /// Global variables, aliases, ifuncs and functions in printing order.
    pub vars: Vec<GlobalId>,
    pub aliases: Vec<GlobalId>,
    pub ifuncs: Vec<GlobalId>,
    pub funcs: Vec<GlobalId>,
    /// The text of every type.
    pub type_text: TypeTexts,
}

/// The rank of an attachment kind: its fixed LLVM ID, or an ID after all fixed ones in order
/// of first registration (the parser interns kinds in order of first appearance).
pub(crate) fn kind_rank(m: &Module, k: MdKind) -> u32 {
    let name = m.md.kind_name(k);
    // `mmra` is LLVM 19's fixed kind 40, after the model's list.
    match FIXED_MD_KINDS.iter().position(|f| *f == name) {
        Some(i) => i as u32,
        None => FIXED_MD_KINDS.len() as u32 + k.as_u32(),
    }
}

/// Parses the program address space out of a data layout string.
fn program_addrspace(dl: Option<&[u8]>) -> u32 {
    let Some(dl) = dl else { return 0 };
    for part in dl.split(|&c| c == b'-') {
        if let Some(rest) = part.strip_prefix(b"P") {
            if let Some(n) = std::str::from_utf8(rest)
                .ok()
                .and_then(|s| s.parse::<u32>().ok())
            {
                return n;
            }
        }
    }
    0
}

/// Field names of specialized DI nodes in LLVM's operand order (the order in which
/// `SlotTracker` visits referenced nodes), which differs from their printed order.
pub(crate) fn di_operand_order(kind: &str) -> &'static [&'static str] {
    match kind {
        "DILocation" => &["scope", "inlinedAt"],
        "DISubrange" | "DIGenericSubrange" => &["count", "lowerBound", "upperBound", "stride"],
        "DIStringType" => &[
            "name",
            "stringLength",
            "stringLengthExpression",
            "stringLocationExpression",
        ],
        "DIDerivedType" => &[
            "file",
            "scope",
            "name",
            "baseType",
            "extraData",
            "annotations",
        ],
        "DICompositeType" => &[
            "file",
            "scope",
            "name",
            "baseType",
            "elements",
            "vtableHolder",
            "templateParams",
            "identifier",
            "discriminator",
            "dataLocation",
            "associated",
            "allocated",
            "rank",
            "annotations",
        ],
        "DISubroutineType" => &["types"],
        "DICompileUnit" => &[
            "file",
            "producer",
            "flags",
            "splitDebugFilename",
            "enums",
            "retainedTypes",
            "globals",
            "imports",
            "macros",
            "sysroot",
            "sdk",
        ],
        "DISubprogram" => &[
            "file",
            "scope",
            "name",
            "linkageName",
            "type",
            "unit",
            "declaration",
            "retainedNodes",
            "containingType",
            "templateParams",
            "thrownTypes",
            "annotations",
            "targetFuncName",
        ],
        "DILexicalBlock" | "DILexicalBlockFile" => &["file", "scope"],
        "DINamespace" => &["scope", "name"],
        "DICommonBlock" => &["scope", "declaration", "name", "file"],
        "DIModule" => &[
            "file",
            "scope",
            "name",
            "configMacros",
            "includePath",
            "apinotes",
        ],
        "DITemplateTypeParameter" => &["name", "type"],
        "DITemplateValueParameter" => &["name", "type", "value"],
        "DIGlobalVariable" => &[
            "scope",
            "name",
            "file",
            "type",
            "linkageName",
            "declaration",
            "templateParams",
            "annotations",
        ],
        "DILocalVariable" => &["scope", "name", "file", "type", "annotations"],
        "DILabel" => &["scope", "name", "file"],
        "DIGlobalVariableExpression" => &["var", "expr"],
        "DIObjCProperty" => &["name", "file", "getter", "setter", "type"],
        "DIImportedEntity" => &["scope", "entity", "name", "file", "elements"],
        "DIMacro" => &["name", "value"],
        "DIMacroFile" => &["file", "nodes"],
        _ => &[],
    }
}

/// Whether a node is printed inline everywhere and never numbered.
pub(crate) fn is_inline_node(m: &Module, n: MdNode) -> bool {
    match &m.md.node(n).data {
        NodeData::Expression(_) => true,
        NodeData::Special { kind, .. } => kind == "DIArgList",
        _ => false,
    }
}

/// Calls `f` on each node-valued operand of `n` in LLVM's operand order.
pub(crate) fn for_each_md_operand(m: &Module, n: MdNode, mut f: impl FnMut(MdRef)) {
    match &m.md.node(n).data {
        NodeData::Tuple(ops) => ops.iter().flatten().for_each(|r| f(*r)),
        NodeData::Special { kind, fields } => {
            let order = di_operand_order(kind);
            let mut visit = |fv: &DiValue| match fv {
                DiValue::Md(Some(r)) => f(*r),
                DiValue::List(ops) => ops.iter().flatten().for_each(|r| f(*r)),
                _ => {}
            };
            for name in order {
                for fld in fields.iter().filter(|fl| fl.name == *name) {
                    visit(&fld.value);
                }
            }
            for fld in fields
                .iter()
                .filter(|fl| !order.contains(&fl.name.as_str()))
            {
                visit(&fld.value);
            }
        }
        NodeData::Expression(_) | NodeData::Placeholder => {}
    }
}

/// Attachments of an object sorted as LLVM prints them (stable by kind ID).
pub(crate) fn sorted_attachments(
    ranks: &[u32],
    m: &Module,
    md: &[(MdKind, MdNode)],
) -> Vec<(MdKind, MdNode)> {
    let rank = |k: MdKind| {
        ranks
            .get(k.index())
            .copied()
            .unwrap_or_else(|| kind_rank(m, k))
    };
    let mut v = md.to_vec();
    v.sort_by_key(|(k, _)| rank(*k));
    v
}

/// An item on the work list of [`TypeFinder::walk`].
#[derive(Copy, Clone)]
enum Walk {
    Const(Const),
    Md(MdNode),
}

struct TypeFinder<'m> {
    m: &'m Module,
    /// Whether each type was visited, by type index.
    visited_types: Vec<bool>,
    visited_consts: Vec<bool>,
    visited_md: FxHashSet<MdNode>,
    visited_attrs: FxHashSet<AttrList>,
    structs: Vec<StructId>,
}

impl<'m> TypeFinder<'m> {
    fn subtypes(&self, t: Type) -> Vec<Type> {
        let ts = &self.m.types;
        match ts.get(t) {
            TypeData::Vector { elem, .. } | TypeData::Array { elem, .. } => vec![*elem],
            TypeData::Struct { elems, .. } => elems.clone(),
            TypeData::Named(id) => match &ts.structs[*id].body {
                StructBody::Body { elems, .. } => elems.clone(),
                StructBody::Opaque => Vec::new(),
            },
            TypeData::Function { ret, params, .. } => {
                let mut v = Vec::with_capacity(params.len() + 1);
                v.push(*ret);
                v.extend_from_slice(params);
                v
            }
            TypeData::Target { types, .. } => types.clone(),
            _ => Vec::new(),
        }
    }

    /// Marks `t` visited; returns whether it was not yet.
    #[inline]
    fn visit_type(&mut self, t: Type) -> bool {
        let i = t.index();
        if i >= self.visited_types.len() {
            self.visited_types.resize(i + 1, false);
        }
        !std::mem::replace(&mut self.visited_types[i], true)
    }

    #[inline]
    fn ty(&mut self, t: Type) {
        if self.visit_type(t) {
            self.new_ty(t);
        }
    }

    fn new_ty(&mut self, t: Type) {
        let mut work = vec![t];
        while let Some(t) = work.pop() {
            if let TypeData::Named(id) = self.m.types.get(t) {
                self.structs.push(*id);
            }
            for sub in self.subtypes(t).into_iter().rev() {
                if self.visit_type(sub) {
                    work.push(sub);
                }
            }
        }
    }

    fn constant(&mut self, c: Const) {
        self.walk(Walk::Const(c));
    }

    /// Visits a constant or a metadata node and everything it refers to, depth first, in the
    /// order of a recursive walk (operands in order), but with a work list: constants and
    /// metadata may nest or chain arbitrarily deep.
    fn walk(&mut self, start: Walk) {
        let mut work = vec![start];
        while let Some(w) = work.pop() {
            let mark = work.len();
            match w {
                Walk::Const(c) => {
                    let i = c.index();
                    if self.visited_consts.get(i) == Some(&true) {
                        continue;
                    }
                    let e = self.m.consts.get(c);
                    if matches!(e.data, ConstData::Global(_)) {
                        continue;
                    }
                    if i >= self.visited_consts.len() {
                        self.visited_consts.resize(i + 1, false);
                    }
                    self.visited_consts[i] = true;
                    self.ty(e.ty);
                    match &e.data {
                        ConstData::Array(v) | ConstData::Struct(v) | ConstData::Vector(v) => {
                            work.extend(v.iter().map(|&x| Walk::Const(x)));
                        }
                        ConstData::Expr(x) => {
                            if let Some(t) = x.src_ty {
                                self.ty(t);
                            }
                            work.extend(x.operands.iter().map(|&x| Walk::Const(x)));
                        }
                        _ => {}
                    }
                }
                Walk::Md(n) => {
                    let n = self.m.md.canonical(n);
                    if !self.visited_md.insert(n) {
                        continue;
                    }
                    for_each_md_operand(self.m, n, |r| match r {
                        MdRef::Node(c) => work.push(Walk::Md(c)),
                        MdRef::Value(c) => work.push(Walk::Const(c)),
                        _ => {}
                    });
                    if let NodeData::Special { fields, .. } = &self.m.md.node(n).data {
                        // Constants inside specialized nodes (template values, counts given
                        // as `i64 N`).
                        for f in fields {
                            if let DiValue::Md(Some(MdRef::Value(c))) = f.value {
                                work.push(Walk::Const(c));
                            }
                        }
                    }
                }
            }
            // Operands were pushed in order; visit the first one first.
            work[mark..].reverse();
        }
    }

    fn value(&mut self, body: Option<&Body>, v: Value) {
        match v {
            Value::Const(c) => self.constant(c),
            Value::Md(r) => self.md_ref_as_value(body, r),
            Value::LocalMd(l) => {
                if let Some(b) = body {
                    match &b.local_md[l] {
                        LocalMdData::Value(v) => self.value(body, *v),
                        LocalMdData::ArgList(vs) => {
                            for v in vs {
                                self.value(body, *v);
                            }
                        }
                    }
                }
            }
            _ => {}
        }
    }

    fn md_ref_as_value(&mut self, body: Option<&Body>, r: MdRef) {
        match r {
            MdRef::Node(n) => self.md_node(n),
            MdRef::Value(c) => self.constant(c),
            MdRef::Local(l) => self.value(body, Value::LocalMd(l)),
            MdRef::Str(_) => {}
        }
    }

    fn md_node(&mut self, n: MdNode) {
        self.walk(Walk::Md(n));
    }

    fn attrs(&mut self, al: &AttrList) {
        if !self.visited_attrs.insert(al.clone()) {
            return;
        }
        let sets = std::iter::once(al.func)
            .chain(std::iter::once(al.ret))
            .chain(al.params.iter().copied());
        for s in sets {
            for a in self.m.attrs.get(s) {
                if let Attr::Type(_, t) = a {
                    self.ty(*t);
                }
            }
        }
    }

    /// Visits global variables, aliases and ifuncs (what precedes the functions).
    fn globals(&mut self, slots: &ModuleSlots) {
        let m = self.m;
        for &g in &slots.vars {
            if let GlobalKind::Var(v) = &m.globals[g].kind {
                self.ty(v.value_ty);
                if let Some(init) = v.init {
                    self.constant(init);
                }
            }
        }
        for &g in &slots.aliases {
            if let GlobalKind::Alias(a) = &m.globals[g].kind {
                self.ty(a.value_ty);
                self.constant(a.target);
            }
        }
        for &g in &slots.ifuncs {
            if let GlobalKind::IFunc(a) = &m.globals[g].kind {
                self.ty(a.value_ty);
            }
        }
    }

    /// Visits a function's signature, attributes and attached constants.
    fn function(&mut self, f: &Function) {
        self.ty(f.ty);
        self.attrs(&f.attrs);
        for c in [f.personality, f.prefix, f.prologue].into_iter().flatten() {
            self.constant(c);
        }
    }

    /// Visits one instruction.
    #[inline]
    fn inst(&mut self, body: &Body, i: Inst, d: &InstData, has_records: bool) {
        let m = self.m;
        self.ty(d.ty);
        d.kind.for_each_operand(|v| {
            if !matches!(v, Value::Inst(_)) {
                self.value(Some(body), v)
            }
        });
        match &d.kind {
            InstKind::GetElementPtr { src_ty, .. } => self.ty(*src_ty),
            InstKind::Alloca { elem_ty, .. } => self.ty(*elem_ty),
            _ => {}
        }
        if let Some(c) = d.kind.call_data() {
            self.attrs(&c.attrs);
        }
        for (k, n) in &d.md {
            if m.md.kind_name(*k) != "dbg" {
                self.md_node(*n);
            }
        }
        if has_records {
            if let Some(recs) = body.dbg_records.get(&i) {
                for r in recs {
                    if let DbgRecord::Variable { location, .. } = r {
                        self.value(Some(body), *location);
                    }
                }
            }
        }
    }

    /// Visits the named metadata (after all functions) and returns the identified structs
    /// in the order they were found.
    fn finish(mut self) -> Vec<StructId> {
        for (_, nodes) in &self.m.named_md {
            for n in nodes {
                self.md_node(*n);
            }
        }
        self.structs
    }
}

struct MdNumbering<'m> {
    m: &'m Module,
    slot: Vec<u32>,
    order: Vec<MdNode>,
}

impl MdNumbering<'_> {
    /// Numbers `n` and then, depth first, the nodes it refers to that have no number yet:
    /// LLVM's recursive `SlotTracker::CreateMetadataSlot` order, with a work list (a chain
    /// `!0 = !{!1}`, `!1 = !{!2}`, ... may be arbitrarily long).
    fn create(&mut self, n: MdNode) {
        let mut work = vec![n];
        while let Some(n) = work.pop() {
            let n = self.m.md.canonical(n);
            if is_inline_node(self.m, n) {
                continue;
            }
            let i = n.index();
            if self.slot[i] != NONE {
                continue;
            }
            self.slot[i] = self.order.len() as u32;
            self.order.push(n);
            let mark = work.len();
            for_each_md_operand(self.m, n, |r| {
                if let MdRef::Node(c) = r {
                    work.push(c)
                }
            });
            work[mark..].reverse();
        }
    }

    fn create_ref(&mut self, r: MdRef) {
        if let MdRef::Node(n) = r {
            self.create(n);
        }
    }

    fn record(&mut self, r: &DbgRecord) {
        match r {
            DbgRecord::Variable {
                location,
                variable,
                assign,
                debug_loc,
                ..
            } => {
                self.value_node(*location);
                self.create_ref(*variable);
                if let Some((id, addr, _)) = assign {
                    self.create_ref(*id);
                    self.value_node(*addr);
                }
                self.create_ref(*debug_loc);
            }
            DbgRecord::Label { label, debug_loc } => {
                self.create_ref(*label);
                self.create_ref(*debug_loc);
            }
        }
    }

    fn value_node(&mut self, v: Value) {
        if let Value::Md(MdRef::Node(n)) = v {
            self.create(n);
        }
    }
}

/// Attribute group numbering.
#[derive(Default)]
struct AttrNumbering {
    slot: FxHashMap<AttrSet, u32>,
    order: Vec<AttrSet>,
}

impl AttrNumbering {
    fn add(&mut self, m: &Module, set: AttrSet) {
        if !m.attrs.is_empty_set(set) && !self.slot.contains_key(&set) {
            self.slot.insert(set, self.order.len() as u32);
            self.order.push(set);
        }
    }
}

/// Finds the struct types to print (`TypeFinder`) and numbers metadata nodes and attribute
/// groups (`SlotTracker`), each in LLVM's order. The three are independent; they share one
/// walk over the instructions, which is what costs.
fn find_types_and_number<'m>(
    m: &'m Module,
    s: &ModuleSlots,
) -> (Vec<StructId>, MdNumbering<'m>, AttrNumbering) {
    let mut tf = TypeFinder {
        m,
        visited_types: vec![false; m.types.len()],
        visited_consts: vec![false; m.consts.len()],
        visited_md: FxHashSet::default(),
        visited_attrs: FxHashSet::default(),
        structs: Vec::new(),
    };
    tf.globals(s);
    let mut mdn = MdNumbering {
        m,
        slot: vec![NONE; m.md.num_nodes()],
        order: Vec::new(),
    };
    let mut attrs = AttrNumbering::default();
    for &g in &s.vars {
        if let GlobalKind::Var(v) = &m.globals[g].kind {
            for (_, n) in sorted_attachments(&s.kind_rank, m, &v.md) {
                mdn.create(n);
            }
            if let Some(a) = v.attrs {
                attrs.add(m, a);
            }
        }
    }
    for (_, nodes) in &m.named_md {
        for n in nodes {
            mdn.create(*n);
        }
    }
    for &g in &s.funcs {
        if let Some(f) = m.globals[g].as_func() {
            attrs.add(m, f.attrs.func);
        }
    }
    // The instructions can only contribute struct types if there are any, metadata nodes if
    // there are any, and attribute groups if some non-empty set is not numbered yet: when
    // none of these holds (generated IR such as llvm-stress output), they need no walk.
    let unnumbered_sets = (0..m.attrs.len())
        .filter(|&i| !m.attrs.is_empty_set(AttrSet::new(i)))
        .count()
        > attrs.order.len();
    let walk_insts = !m.types.structs.is_empty() || m.md.num_nodes() > 0 || unnumbered_sets;
    for &g in &s.funcs {
        let Some(f) = m.globals[g].as_func() else {
            continue;
        };
        tf.function(f);
        for (_, n) in sorted_attachments(&s.kind_rank, m, &f.md) {
            mdn.create(n);
        }
        let Some(body) = f.body.as_ref().filter(|_| walk_insts) else {
            continue;
        };
        let has_records = !body.dbg_records.is_empty();
        for &b in &body.layout {
            for &i in &body.blocks[b].insts {
                let d = &body.insts[i];
                tf.inst(body, i, d, has_records);
                if has_records {
                    if let Some(recs) = body.dbg_records.get(&i) {
                        for r in recs {
                            mdn.record(r);
                        }
                    }
                }
                if let Some(c) = d.kind.call_data() {
                    if matches!(d.kind, InstKind::Call(_)) && is_intrinsic_callee(m, c.callee) {
                        for v in c
                            .args
                            .iter()
                            .chain(c.bundles.iter().flat_map(|b| &b.inputs))
                        {
                            mdn.value_node(*v);
                        }
                    }
                    attrs.add(m, c.attrs.func);
                }
                if !d.md.is_empty() {
                    for (_, n) in sorted_attachments(&s.kind_rank, m, &d.md) {
                        mdn.create(n);
                    }
                }
            }
        }
    }
    (tf.finish(), mdn, attrs)
}

/// Whether the callee of a call is an intrinsic (`@llvm.*` function).
fn is_intrinsic_callee(m: &Module, callee: Value) -> bool {
    let Value::Const(c) = callee else {
        return false;
    };
    let ConstData::Global(g) = m.consts.get(c).data else {
        return false;
    };
    matches!(m.globals[g].kind, GlobalKind::Func(_))
        && m.globals[g].name().is_some_and(|n| n.starts_with("llvm."))
}

impl ModuleSlots {
    /// Computes all module-level numbering.
    pub(crate) fn compute(m: &Module) -> ModuleSlots {
        let mut s = ModuleSlots {
            struct_num: FxHashMap::default(),
            numbered_structs: Vec::new(),
            named_structs: Vec::new(),
            global_slot: vec![NONE; m.globals.len()],
            md_slot: Vec::new(),
            md_order: Vec::new(),
            attr_slot: FxHashMap::default(),
            attr_order: Vec::new(),
            kind_rank: Vec::new(),
            prog_addrspace: program_addrspace(m.data_layout.as_deref()),
            vars: Vec::new(),
            aliases: Vec::new(),
            ifuncs: Vec::new(),
            funcs: Vec::new(),
            type_text: TypeTexts::default(),
        };
        let mut seen = vec![false; m.globals.len()];
        for &g in &m.order {
            if std::mem::replace(&mut seen[g.index()], true) {
                continue;
            }
            match m.globals[g].kind {
                GlobalKind::Var(_) => s.vars.push(g),
                GlobalKind::Alias(_) => s.aliases.push(g),
                GlobalKind::IFunc(_) => s.ifuncs.push(g),
                GlobalKind::Func(_) => s.funcs.push(g),
                GlobalKind::Placeholder => {}
            }
        }

        // Attachment kind ranks, by kind index.
        s.kind_rank = (0..m.md.num_kinds())
            .map(|k| kind_rank(m, MdKind::new(k)))
            .collect();

        // Global slots: unnamed variables, aliases, ifuncs, then functions.
        let mut next = 0u32;
        for list in [&s.vars, &s.aliases, &s.ifuncs, &s.funcs] {
            for &g in list {
                if m.globals[g].name().unwrap_or("").is_empty() {
                    s.global_slot[g.index()] = next;
                    next += 1;
                }
            }
        }

        // Types, attribute groups and metadata.
        let (found, mdn, attrs) = find_types_and_number(m, &s);
        for id in found {
            match &m.types.structs[id].name {
                StructName::Named(n) if !n.is_empty() => s.named_structs.push(id),
                _ => {
                    s.struct_num.insert(id, s.numbered_structs.len() as u32);
                    s.numbered_structs.push(id);
                }
            }
        }
        s.md_slot = mdn.slot;
        s.md_order = mdn.order;
        (s.attr_slot, s.attr_order) = (attrs.slot, attrs.order);
        s.type_text = TypeTexts::build(m, &s);
        s
    }

    /// The `!N` number of a node, if it has one.
    pub(crate) fn md(&self, m: &Module, n: MdNode) -> Option<u32> {
        let n = m.md.canonical(n);
        match self.md_slot.get(n.index()) {
            Some(&s) if s != NONE => Some(s),
            _ => None,
        }
    }
}
