//! Metadata: strings, tuples, specialized debug-info nodes and attachments.
//!
//! Metadata nodes live in the module's [`MetadataStore`]. A node is either *uniqued* (equal
//! contents, same node — the store interns it) or *distinct* (its own identity). Numbers such as
//! `!7` in the text are only names used while parsing: the printer renumbers nodes the way LLVM's
//! AsmWriter does.
//!
//! Specialized nodes (`!DILocation(...)`, `!DISubprogram(...)`, ...) are kept as a kind name and a
//! list of typed fields in the order they were written; `!DIExpression(...)` keeps its operand
//! list. See `docs/` for the debug-info node reference.

use crate::hash::HashMap as FxHashMap;
use crate::value::{Const, LocalMd};
use cranelift_entity::{entity_impl, PrimaryMap};

/// A metadata node.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MdNode(u32);
entity_impl!(MdNode, "mdnode");

/// A metadata string (`!"..."`), interned.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MdStr(u32);
entity_impl!(MdStr, "mdstr");

/// A metadata attachment kind (`!dbg`, `!tbaa`, `!llvm.loop`, ...), interned by name.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MdKind(u32);
entity_impl!(MdKind, "mdkind");

/// A reference to a piece of metadata: an operand of a node, an attachment, or a metadata value.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum MdRef {
    Node(MdNode),
    Str(MdStr),
    /// A constant wrapped as metadata (`i32 1`, `ptr @g`).
    Value(Const),
    /// A function-local value or `DIArgList` (only in function bodies).
    Local(LocalMd),
}

/// A field value of a specialized node.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum DiValue {
    /// An integer literal, kept in its textual form (signed or unsigned, any width).
    Int(String),
    /// A quoted string.
    Str(Vec<u8>),
    /// A bare identifier: `DW_TAG_*`, `DW_ATE_*`, `true`, `false`, `FullDebug`, ...
    Ident(String),
    /// Flags joined with `|` (`DIFlagPrototyped | DIFlagAllCallsDescribed`), or an integer.
    Flags(Vec<String>),
    /// A metadata operand, or `null`.
    Md(Option<MdRef>),
    /// A braced operand list (`operands: {!1, null}` of `!GenericDINode`).
    List(Vec<Option<MdRef>>),
}

/// One `name: value` field of a specialized node.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct DiField {
    pub name: String,
    pub value: DiValue,
}

/// An element of a `!DIExpression(...)`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum ExprElem {
    /// `DW_OP_*` or `DW_ATE_*`.
    Op(String),
    /// An integer argument (unsigned).
    Int(String),
}

/// The contents of a node.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum NodeData {
    /// `!{...}`; `None` operands print as `null`.
    Tuple(Vec<Option<MdRef>>),
    /// `!DIExpression(...)`.
    Expression(Vec<ExprElem>),
    /// `!DIxxx(field: value, ...)` and other specialized nodes.
    Special { kind: String, fields: Vec<DiField> },
    /// A node referenced but not (yet) defined; only exists while parsing.
    Placeholder,
}

impl NodeData {
    /// Whether `n` is one of the node's own operands (a tuple element or a field's node).
    pub fn has_operand(&self, n: MdNode) -> bool {
        let is_n = |r: &Option<MdRef>| *r == Some(MdRef::Node(n));
        match self {
            NodeData::Tuple(ops) => ops.iter().any(is_n),
            NodeData::Special { fields, .. } => fields.iter().any(|f| match &f.value {
                DiValue::Md(r) => is_n(r),
                DiValue::List(ops) => ops.iter().any(is_n),
                _ => false,
            }),
            NodeData::Expression(_) | NodeData::Placeholder => false,
        }
    }
}

/// A node and whether it is distinct.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct NodeEntry {
    pub distinct: bool,
    pub data: NodeData,
}

/// All metadata of a module.
#[derive(Clone, Debug, Default)]
pub struct MetadataStore {
    nodes: PrimaryMap<MdNode, NodeEntry>,
    uniq: FxHashMap<NodeData, MdNode>,
    strings: PrimaryMap<MdStr, Vec<u8>>,
    string_map: FxHashMap<Vec<u8>, MdStr>,
    kinds: PrimaryMap<MdKind, String>,
    kind_map: FxHashMap<String, MdKind>,
}

impl MetadataStore {
    /// Interns a uniqued node.
    pub fn uniqued(&mut self, data: NodeData) -> MdNode {
        if let Some(&n) = self.uniq.get(&data) {
            return n;
        }
        let n = self.nodes.push(NodeEntry {
            distinct: false,
            data: data.clone(),
        });
        self.uniq.insert(data, n);
        n
    }

    /// Creates a distinct node.
    pub fn distinct(&mut self, data: NodeData) -> MdNode {
        self.nodes.push(NodeEntry {
            distinct: true,
            data,
        })
    }

    /// Creates a placeholder for a node that is referenced before it is defined.
    pub fn placeholder(&mut self) -> MdNode {
        self.nodes.push(NodeEntry {
            distinct: true,
            data: NodeData::Placeholder,
        })
    }

    /// Defines a placeholder (or any node) in place.
    ///
    /// Uniqued nodes that are defined this way are registered for uniquing unless an equal node
    /// already exists (then both ids stay valid, as LLVM keeps the first one; callers that care
    /// use [`MetadataStore::canonical`]).
    ///
    /// A uniqued node with itself among its operands becomes distinct, as in LLVM (resolving
    /// a forward reference to the node itself drops its uniquing: `MDNode::handleChangedOperand`),
    /// so `!0 = !{!0, !1}` reads as `!0 = distinct !{!0, !1}`.
    pub fn define(&mut self, n: MdNode, distinct: bool, data: NodeData) {
        let distinct = distinct || data.has_operand(n);
        if !distinct {
            self.uniq.entry(data.clone()).or_insert(n);
        }
        self.nodes[n] = NodeEntry { distinct, data };
    }

    /// The uniqued node equal to `n`, if `n` is uniqued (else `n`).
    pub fn canonical(&self, n: MdNode) -> MdNode {
        let e = &self.nodes[n];
        if e.distinct {
            return n;
        }
        self.uniq.get(&e.data).copied().unwrap_or(n)
    }

    pub fn node(&self, n: MdNode) -> &NodeEntry {
        &self.nodes[n]
    }

    pub fn node_mut(&mut self, n: MdNode) -> &mut NodeEntry {
        &mut self.nodes[n]
    }

    pub fn num_nodes(&self) -> usize {
        self.nodes.len()
    }

    pub fn nodes(&self) -> impl Iterator<Item = (MdNode, &NodeEntry)> {
        self.nodes.iter()
    }

    /// Number of interned strings (ids are dense, in creation order).
    pub fn num_strings(&self) -> usize {
        self.strings.len()
    }

    /// Number of attachment kinds (ids are dense, in creation order).
    pub fn num_kinds(&self) -> usize {
        self.kinds.len()
    }

    pub fn string(&mut self, s: &[u8]) -> MdStr {
        if let Some(&id) = self.string_map.get(s) {
            return id;
        }
        let id = self.strings.push(s.to_vec());
        self.string_map.insert(s.to_vec(), id);
        id
    }

    pub fn str_bytes(&self, s: MdStr) -> &[u8] {
        &self.strings[s]
    }

    /// Looks up an interned string without creating it.
    pub fn find_string(&self, s: &[u8]) -> Option<MdStr> {
        self.string_map.get(s).copied()
    }

    /// Interns an attachment kind name (without the `!`).
    pub fn kind(&mut self, name: &str) -> MdKind {
        if let Some(&k) = self.kind_map.get(name) {
            return k;
        }
        let k = self.kinds.push(name.to_string());
        self.kind_map.insert(name.to_string(), k);
        k
    }

    /// Looks up an attachment kind without creating it.
    pub fn find_kind(&self, name: &str) -> Option<MdKind> {
        self.kind_map.get(name).copied()
    }

    pub fn kind_name(&self, k: MdKind) -> &str {
        &self.kinds[k]
    }

    /// The operands of a tuple node (empty for other nodes).
    pub fn tuple_ops(&self, n: MdNode) -> &[Option<MdRef>] {
        match &self.nodes[n].data {
            NodeData::Tuple(ops) => ops,
            _ => &[],
        }
    }

    /// The string of an `MdRef::Str`, if it is one.
    pub fn as_str(&self, r: Option<MdRef>) -> Option<&[u8]> {
        match r {
            Some(MdRef::Str(s)) => Some(self.str_bytes(s)),
            _ => None,
        }
    }
}

/// A list of metadata attachments, `!kind !node`, in the order they were given.
///
/// A `ThinVec` (one pointer, no allocation when empty): most instructions have no attachment,
/// and the list sits in every instruction.
pub type Attachments = thin_vec::ThinVec<(MdKind, MdNode)>;

/// The fixed attachment kinds LLVM 19 registers in every context, in their ID order
/// (`LLVMContext::MD_*`). Kinds not listed get IDs in order of first use after these. LLVM
/// prints an instruction's attachments sorted by kind ID, with `!dbg` first.
pub const FIXED_MD_KINDS: &[&str] = &[
    "dbg",
    "tbaa",
    "prof",
    "fpmath",
    "range",
    "tbaa.struct",
    "invariant.load",
    "alias.scope",
    "noalias",
    "nontemporal",
    "llvm.mem.parallel_loop_access",
    "nonnull",
    "dereferenceable",
    "dereferenceable_or_null",
    "make.implicit",
    "unpredictable",
    "invariant.group",
    "align",
    "llvm.loop",
    "type",
    "section_prefix",
    "absolute_symbol",
    "associated",
    "callees",
    "irr_loop",
    "llvm.access.group",
    "callback",
    "llvm.preserve.access.index",
    "vcall_visibility",
    "noundef",
    "annotation",
    "nosanitize",
    "func_sanitize",
    "exclude",
    "memprof",
    "callsite",
    "kcfi_type",
    "pcsections",
    "DIAssignID",
    "coro.outside.frame",
    "mmra",
];
