//! Types of LLVM 19 IR, interned per module.
//!
//! Every type is a [`Type`] id into the module's [`TypeStore`]. Structural types (integers,
//! pointers, vectors, arrays, literal structs, functions, target types) are uniqued, so two ids
//! are equal exactly when the types are equal. Identified struct types (`%T = type {...}`) have
//! identity: each name is its own type, and its body may be set after creation (forward
//! references, recursive types).

use crate::hash::HashMap as FxHashMap;
use cranelift_entity::{entity_impl, PrimaryMap};

/// An interned type.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Type(u32);
entity_impl!(Type, "type");

/// An identified (named or numbered) struct type.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StructId(u32);
entity_impl!(StructId, "struct");

/// The floating-point kinds of LLVM IR.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum FloatKind {
    Half,
    BFloat,
    Float,
    Double,
    X86Fp80,
    Fp128,
    PpcFp128,
}

impl FloatKind {
    /// The keyword of this type in `.ll` syntax.
    pub fn keyword(self) -> &'static str {
        match self {
            FloatKind::Half => "half",
            FloatKind::BFloat => "bfloat",
            FloatKind::Float => "float",
            FloatKind::Double => "double",
            FloatKind::X86Fp80 => "x86_fp80",
            FloatKind::Fp128 => "fp128",
            FloatKind::PpcFp128 => "ppc_fp128",
        }
    }

    /// Size of the value representation in bits.
    pub fn bits(self) -> u32 {
        match self {
            FloatKind::Half | FloatKind::BFloat => 16,
            FloatKind::Float => 32,
            FloatKind::Double => 64,
            FloatKind::X86Fp80 => 80,
            FloatKind::Fp128 | FloatKind::PpcFp128 => 128,
        }
    }
}

/// The structure of a type.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeData {
    Void,
    Label,
    Metadata,
    Token,
    X86Amx,
    X86Mmx,
    Float(FloatKind),
    /// `iN`, 1 ≤ N ≤ 2^23.
    Int(u32),
    /// `ptr` or `ptr addrspace(N)`.
    Ptr(u32),
    /// `<N x T>` or `<vscale x N x T>`.
    Vector {
        scalable: bool,
        len: u32,
        elem: Type,
    },
    /// `[N x T]`.
    Array {
        len: u64,
        elem: Type,
    },
    /// A literal struct `{ T, ... }` or packed `<{ T, ... }>`.
    Struct {
        packed: bool,
        elems: Vec<Type>,
    },
    /// An identified struct type; its body lives in [`TypeStore::structs`].
    Named(StructId),
    /// `R (P, ...)`.
    Function {
        ret: Type,
        params: Vec<Type>,
        varargs: bool,
    },
    /// `target("name", T..., N...)`.
    Target {
        name: String,
        types: Vec<Type>,
        ints: Vec<u32>,
    },
}

/// How an identified struct is named in the text.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum StructName {
    /// `%name` (quoted in the text when necessary).
    Named(String),
    /// `%N`: an unnamed identified struct; the printer renumbers these.
    Unnamed,
}

/// The body of an identified struct type.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum StructBody {
    /// `type opaque`, or not yet defined.
    Opaque,
    /// `type { ... }` or `type <{ ... }>`.
    Body { packed: bool, elems: Vec<Type> },
}

/// An identified struct type.
#[derive(Clone, Debug)]
pub struct StructDef {
    pub name: StructName,
    pub body: StructBody,
    /// Whether a `%T = type ...` definition has been seen (the parser uses it to report types
    /// that are referenced but never defined).
    pub defined: bool,
}

/// The state of one [`TypeStore::is_sized`] query: the identified structs enclosing the type
/// being looked at (one that contains itself is not sized, and neither is what contains it),
/// and the answers found so far (a type may use one struct exponentially often).
///
/// Types nest a level or two in practice: the first [`SHALLOW_TYPE_DEPTH`] levels are walked
/// without either (a struct containing itself is then caught a few levels further down).
#[derive(Default)]
struct SizedWalk {
    path: rustc_hash::FxHashSet<StructId>,
    memo: FxHashMap<Type, bool>,
    /// How many aggregates enclose the type being looked at.
    depth: u32,
}

/// How deep type walks go before they track the structs on the path and remember answers.
pub(crate) const SHALLOW_TYPE_DEPTH: u32 = 2;

/// The type interner of a module.
#[derive(Clone, Debug, Default)]
pub struct TypeStore {
    data: PrimaryMap<Type, TypeData>,
    map: FxHashMap<TypeData, Type>,
    /// Identified struct types in creation order (the order `%T = type` lines are printed).
    pub structs: PrimaryMap<StructId, StructDef>,
    struct_types: Vec<Type>,
    small_ints: SmallIntCache,
}

/// Interned `iN` types for N ≤ 128.
#[derive(Clone, Debug)]
struct SmallIntCache([Option<Type>; 129]);

impl Default for SmallIntCache {
    fn default() -> Self {
        SmallIntCache([None; 129])
    }
}

impl std::ops::Deref for SmallIntCache {
    type Target = [Option<Type>];
    fn deref(&self) -> &[Option<Type>] {
        &self.0
    }
}

impl std::ops::DerefMut for SmallIntCache {
    fn deref_mut(&mut self) -> &mut [Option<Type>] {
        &mut self.0
    }
}

impl TypeStore {
    /// Interns `data` and returns its id.
    pub fn intern(&mut self, data: TypeData) -> Type {
        if let Some(&t) = self.map.get(&data) {
            return t;
        }
        let t = self.data.push(data.clone());
        self.map.insert(data, t);
        t
    }

    /// Number of types created so far (ids are dense, in creation order).
    pub fn len(&self) -> usize {
        self.data.len()
    }

    /// Whether no type has been created.
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    /// The structure of `t`.
    pub fn get(&self, t: Type) -> &TypeData {
        &self.data[t]
    }

    pub fn void(&mut self) -> Type {
        self.intern(TypeData::Void)
    }
    pub fn label(&mut self) -> Type {
        self.intern(TypeData::Label)
    }
    pub fn metadata(&mut self) -> Type {
        self.intern(TypeData::Metadata)
    }
    pub fn token(&mut self) -> Type {
        self.intern(TypeData::Token)
    }
    pub fn int(&mut self, bits: u32) -> Type {
        // Common widths are looked up without hashing.
        if let Some(Some(t)) = self.small_ints.get(bits as usize) {
            return *t;
        }
        let t = self.intern(TypeData::Int(bits));
        if let Some(slot) = self.small_ints.get_mut(bits as usize) {
            *slot = Some(t);
        }
        t
    }
    pub fn ptr(&mut self, addrspace: u32) -> Type {
        self.intern(TypeData::Ptr(addrspace))
    }
    pub fn float(&mut self, kind: FloatKind) -> Type {
        self.intern(TypeData::Float(kind))
    }
    pub fn function(&mut self, ret: Type, params: Vec<Type>, varargs: bool) -> Type {
        self.intern(TypeData::Function {
            ret,
            params,
            varargs,
        })
    }

    /// Creates a new identified struct type.
    pub fn new_struct(&mut self, name: StructName) -> Type {
        let id = self.structs.push(StructDef {
            name,
            body: StructBody::Opaque,
            defined: false,
        });
        let t = self.data.push(TypeData::Named(id));
        self.struct_types.push(t);
        t
    }

    /// The type id of an identified struct.
    pub fn struct_type(&self, id: StructId) -> Type {
        self.struct_types[id.as_u32() as usize]
    }

    // ----- queries -----

    pub fn is_void(&self, t: Type) -> bool {
        matches!(self.get(t), TypeData::Void)
    }
    pub fn is_label(&self, t: Type) -> bool {
        matches!(self.get(t), TypeData::Label)
    }
    pub fn is_metadata(&self, t: Type) -> bool {
        matches!(self.get(t), TypeData::Metadata)
    }
    pub fn is_token(&self, t: Type) -> bool {
        matches!(self.get(t), TypeData::Token)
    }
    pub fn is_ptr(&self, t: Type) -> bool {
        matches!(self.get(t), TypeData::Ptr(_))
    }
    pub fn is_function(&self, t: Type) -> bool {
        matches!(self.get(t), TypeData::Function { .. })
    }
    /// `Some(bits)` for `iN`.
    pub fn int_bits(&self, t: Type) -> Option<u32> {
        match self.get(t) {
            TypeData::Int(b) => Some(*b),
            _ => None,
        }
    }
    pub fn float_kind(&self, t: Type) -> Option<FloatKind> {
        match self.get(t) {
            TypeData::Float(k) => Some(*k),
            _ => None,
        }
    }
    /// The element type of a vector, or `t` itself.
    pub fn scalar(&self, t: Type) -> Type {
        match self.get(t) {
            TypeData::Vector { elem, .. } => *elem,
            _ => t,
        }
    }
    pub fn is_vector(&self, t: Type) -> bool {
        matches!(self.get(t), TypeData::Vector { .. })
    }
    pub fn is_int_or_int_vector(&self, t: Type) -> bool {
        self.int_bits(self.scalar(t)).is_some()
    }
    pub fn is_fp_or_fp_vector(&self, t: Type) -> bool {
        self.float_kind(self.scalar(t)).is_some()
    }
    pub fn is_ptr_or_ptr_vector(&self, t: Type) -> bool {
        self.is_ptr(self.scalar(t))
    }
    /// LLVM's "first class" types: every type but void and function types.
    pub fn is_first_class(&self, t: Type) -> bool {
        !matches!(self.get(t), TypeData::Void | TypeData::Function { .. })
    }
    /// Whether the type is sized-aggregate or scalar usable in memory (load/store/alloca).
    pub fn is_sized(&self, t: Type) -> bool {
        self.is_sized_inner(t, &mut SizedWalk::default())
    }
    fn is_sized_inner(&self, t: Type, w: &mut SizedWalk) -> bool {
        match self.get(t) {
            TypeData::Int(_)
            | TypeData::Float(_)
            | TypeData::Ptr(_)
            | TypeData::X86Amx
            | TypeData::X86Mmx
            | TypeData::Target { .. } => true,
            TypeData::Vector { .. }
            | TypeData::Array { .. }
            | TypeData::Struct { .. }
            | TypeData::Named(_) => {
                let track = w.depth >= SHALLOW_TYPE_DEPTH;
                if track {
                    if let Some(&r) = w.memo.get(&t) {
                        return r;
                    }
                }
                w.depth += 1;
                let r = crate::with_stack(|| self.is_sized_parts(t, w));
                w.depth -= 1;
                if track {
                    w.memo.insert(t, r);
                }
                r
            }
            _ => false,
        }
    }
    fn is_sized_parts(&self, t: Type, w: &mut SizedWalk) -> bool {
        match self.get(t) {
            TypeData::Vector { elem, .. } | TypeData::Array { elem, .. } => {
                self.is_sized_inner(*elem, w)
            }
            TypeData::Struct { elems, .. } => elems.iter().all(|e| self.is_sized_inner(*e, w)),
            TypeData::Named(id) => match &self.structs[*id].body {
                StructBody::Body { elems, .. } if w.depth <= SHALLOW_TYPE_DEPTH => {
                    elems.iter().all(|e| self.is_sized_inner(*e, w))
                }
                StructBody::Body { elems, .. } if w.path.insert(*id) => {
                    let sized = elems.iter().all(|e| self.is_sized_inner(*e, w));
                    w.path.remove(id);
                    sized
                }
                // Opaque, or containing itself.
                _ => false,
            },
            _ => false,
        }
    }
    /// Whether the type is an aggregate (array or struct).
    pub fn is_aggregate(&self, t: Type) -> bool {
        matches!(
            self.get(t),
            TypeData::Array { .. } | TypeData::Struct { .. } | TypeData::Named(_)
        )
    }
    /// The fields of a struct type (literal or identified), if it has a body.
    pub fn struct_elems(&self, t: Type) -> Option<&[Type]> {
        match self.get(t) {
            TypeData::Struct { elems, .. } => Some(elems),
            TypeData::Named(id) => match &self.structs[*id].body {
                StructBody::Body { elems, .. } => Some(elems),
                StructBody::Opaque => None,
            },
            _ => None,
        }
    }
    /// The type reached by indexing an aggregate with a constant index (for extractvalue,
    /// insertvalue, GEP over structs), or `None` if the index is invalid.
    pub fn index_type(&self, t: Type, idx: u64) -> Option<Type> {
        match self.get(t) {
            TypeData::Array { len, elem } => (idx < *len).then_some(*elem),
            TypeData::Vector { elem, .. } => Some(*elem),
            _ => self
                .struct_elems(t)
                .and_then(|e| e.get(usize::try_from(idx).ok()?).copied()),
        }
    }
    /// Return type, parameters and varargs flag of a function type.
    pub fn fn_sig(&self, t: Type) -> Option<(Type, &[Type], bool)> {
        match self.get(t) {
            TypeData::Function {
                ret,
                params,
                varargs,
            } => Some((*ret, params, *varargs)),
            _ => None,
        }
    }
    /// Number of elements of a fixed or scalable vector type.
    pub fn vector_len(&self, t: Type) -> Option<(u32, bool)> {
        match self.get(t) {
            TypeData::Vector { len, scalable, .. } => Some((*len, *scalable)),
            _ => None,
        }
    }
    /// Address space of a pointer (or vector of pointers).
    pub fn addrspace(&self, t: Type) -> Option<u32> {
        match self.get(self.scalar(t)) {
            TypeData::Ptr(a) => Some(*a),
            _ => None,
        }
    }
    /// Size in bits of a primitive scalar or fixed vector (for bitcast checks); `None` for
    /// aggregates, pointers and scalable vectors.
    pub fn primitive_bits(&self, t: Type) -> Option<u64> {
        match self.get(t) {
            TypeData::Int(b) => Some(*b as u64),
            TypeData::Float(k) => Some(k.bits() as u64),
            TypeData::X86Mmx => Some(64),
            TypeData::X86Amx => Some(8192),
            TypeData::Vector {
                scalable: false,
                len,
                elem,
            } => crate::with_stack(|| self.primitive_bits(*elem)).map(|b| b * *len as u64),
            _ => None,
        }
    }
    /// Whether a type contains a scalable vector anywhere.
    pub fn contains_scalable(&self, t: Type) -> bool {
        match self.get(t) {
            TypeData::Vector { scalable, .. } => *scalable,
            TypeData::Struct { elems, .. } => {
                crate::with_stack(|| elems.iter().any(|e| self.contains_scalable(*e)))
            }
            TypeData::Array { elem, .. } => crate::with_stack(|| self.contains_scalable(*elem)),
            _ => false,
        }
    }
}
