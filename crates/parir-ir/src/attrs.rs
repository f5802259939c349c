//! Attributes of functions, return values, parameters and call sites.
//!
//! An [`AttrSet`] is an interned, canonically sorted set of attributes (the order LLVM 19 keeps
//! them in: enum attributes, type attributes, integer attributes, range attributes — each group
//! sorted by LLVM's internal name — then string attributes sorted by key and value). An
//! [`AttrList`] gives the sets of a function or call: function, return, and each parameter.

use crate::hash::HashMap as FxHashMap;
use crate::types::Type;
use crate::value::IntVal;
use cranelift_entity::{entity_impl, PrimaryMap};
use std::sync::OnceLock;

/// An interned attribute set.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AttrSet(u32);
entity_impl!(AttrSet, "attrset");

/// Kinds of LLVM attributes by how their argument is written.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum AttrClass {
    /// No argument (`nounwind`).
    Enum = 0,
    /// A type argument (`byval(%T)`).
    Type = 1,
    /// An integer-like argument (`align 8`, `memory(read)`, ...).
    Int = 2,
    /// A constant range (`range(i32 0, 10)`).
    Range = 3,
    /// A list of constant ranges (`initializes((0, 4))`).
    RangeList = 4,
}

/// LLVM 19's target-independent attributes: (internal name, keyword, class). The internal names
/// decide the sort order inside a set, as in LLVM.
const ATTR_TABLE: &[(&str, &str, AttrClass)] = &[
    ("AllocAlign", "allocalign", AttrClass::Enum),
    ("AllocatedPointer", "allocptr", AttrClass::Enum),
    ("AlwaysInline", "alwaysinline", AttrClass::Enum),
    ("Builtin", "builtin", AttrClass::Enum),
    ("Cold", "cold", AttrClass::Enum),
    ("Convergent", "convergent", AttrClass::Enum),
    (
        "CoroDestroyOnlyWhenComplete",
        "coro_only_destroy_when_complete",
        AttrClass::Enum,
    ),
    ("DeadOnUnwind", "dead_on_unwind", AttrClass::Enum),
    (
        "DisableSanitizerInstrumentation",
        "disable_sanitizer_instrumentation",
        AttrClass::Enum,
    ),
    ("FnRetThunkExtern", "fn_ret_thunk_extern", AttrClass::Enum),
    ("Hot", "hot", AttrClass::Enum),
    ("HybridPatchable", "hybrid_patchable", AttrClass::Enum),
    ("ImmArg", "immarg", AttrClass::Enum),
    ("InReg", "inreg", AttrClass::Enum),
    ("InlineHint", "inlinehint", AttrClass::Enum),
    ("JumpTable", "jumptable", AttrClass::Enum),
    ("MinSize", "minsize", AttrClass::Enum),
    ("MustProgress", "mustprogress", AttrClass::Enum),
    ("Naked", "naked", AttrClass::Enum),
    ("Nest", "nest", AttrClass::Enum),
    ("NoAlias", "noalias", AttrClass::Enum),
    ("NoBuiltin", "nobuiltin", AttrClass::Enum),
    ("NoCallback", "nocallback", AttrClass::Enum),
    ("NoCapture", "nocapture", AttrClass::Enum),
    ("NoCfCheck", "nocf_check", AttrClass::Enum),
    ("NoDuplicate", "noduplicate", AttrClass::Enum),
    ("NoFree", "nofree", AttrClass::Enum),
    ("NoImplicitFloat", "noimplicitfloat", AttrClass::Enum),
    ("NoInline", "noinline", AttrClass::Enum),
    ("NoMerge", "nomerge", AttrClass::Enum),
    ("NoProfile", "noprofile", AttrClass::Enum),
    ("NoRecurse", "norecurse", AttrClass::Enum),
    ("NoRedZone", "noredzone", AttrClass::Enum),
    ("NoReturn", "noreturn", AttrClass::Enum),
    ("NoSanitizeBounds", "nosanitize_bounds", AttrClass::Enum),
    ("NoSanitizeCoverage", "nosanitize_coverage", AttrClass::Enum),
    ("NoSync", "nosync", AttrClass::Enum),
    ("NoUndef", "noundef", AttrClass::Enum),
    ("NoUnwind", "nounwind", AttrClass::Enum),
    ("NonLazyBind", "nonlazybind", AttrClass::Enum),
    ("NonNull", "nonnull", AttrClass::Enum),
    (
        "NullPointerIsValid",
        "null_pointer_is_valid",
        AttrClass::Enum,
    ),
    ("OptForFuzzing", "optforfuzzing", AttrClass::Enum),
    ("OptimizeForDebugging", "optdebug", AttrClass::Enum),
    ("OptimizeForSize", "optsize", AttrClass::Enum),
    ("OptimizeNone", "optnone", AttrClass::Enum),
    ("PresplitCoroutine", "presplitcoroutine", AttrClass::Enum),
    ("ReadNone", "readnone", AttrClass::Enum),
    ("ReadOnly", "readonly", AttrClass::Enum),
    ("Returned", "returned", AttrClass::Enum),
    ("ReturnsTwice", "returns_twice", AttrClass::Enum),
    ("SExt", "signext", AttrClass::Enum),
    ("SafeStack", "safestack", AttrClass::Enum),
    ("SanitizeAddress", "sanitize_address", AttrClass::Enum),
    ("SanitizeHWAddress", "sanitize_hwaddress", AttrClass::Enum),
    ("SanitizeMemTag", "sanitize_memtag", AttrClass::Enum),
    ("SanitizeMemory", "sanitize_memory", AttrClass::Enum),
    (
        "SanitizeNumericalStability",
        "sanitize_numerical_stability",
        AttrClass::Enum,
    ),
    ("SanitizeThread", "sanitize_thread", AttrClass::Enum),
    ("ShadowCallStack", "shadowcallstack", AttrClass::Enum),
    ("SkipProfile", "skipprofile", AttrClass::Enum),
    ("Speculatable", "speculatable", AttrClass::Enum),
    (
        "SpeculativeLoadHardening",
        "speculative_load_hardening",
        AttrClass::Enum,
    ),
    ("StackProtect", "ssp", AttrClass::Enum),
    ("StackProtectReq", "sspreq", AttrClass::Enum),
    ("StackProtectStrong", "sspstrong", AttrClass::Enum),
    ("StrictFP", "strictfp", AttrClass::Enum),
    ("SwiftAsync", "swiftasync", AttrClass::Enum),
    ("SwiftError", "swifterror", AttrClass::Enum),
    ("SwiftSelf", "swiftself", AttrClass::Enum),
    ("WillReturn", "willreturn", AttrClass::Enum),
    ("Writable", "writable", AttrClass::Enum),
    ("WriteOnly", "writeonly", AttrClass::Enum),
    ("ZExt", "zeroext", AttrClass::Enum),
    // OpenCilk's attributes (its fork of LLVM's Attributes.td), so that Tapir IR written by
    // OpenCilk reads and prints back: functions that are Cilk-sanitized, may be stolen from,
    // are strand-pure, or register and unregister reducers; hyperobject views (functions and
    // parameters); a strand-local result.
    ("HyperView", "hyper_view", AttrClass::Enum),
    ("Injective", "injective", AttrClass::Enum),
    ("ReducerRegister", "reducer_register", AttrClass::Enum),
    ("ReducerUnregister", "reducer_unregister", AttrClass::Enum),
    ("SanitizeCilk", "sanitize_cilk", AttrClass::Enum),
    ("Stealable", "stealable", AttrClass::Enum),
    ("StrandNoAlias", "strand_noalias", AttrClass::Enum),
    ("StrandPure", "strand_pure", AttrClass::Enum),
    ("ByRef", "byref", AttrClass::Type),
    ("ByVal", "byval", AttrClass::Type),
    ("ElementType", "elementtype", AttrClass::Type),
    ("InAlloca", "inalloca", AttrClass::Type),
    ("Preallocated", "preallocated", AttrClass::Type),
    ("StructRet", "sret", AttrClass::Type),
    ("AllocKind", "allockind", AttrClass::Int),
    ("AllocSize", "allocsize", AttrClass::Int),
    ("Alignment", "align", AttrClass::Int),
    ("Dereferenceable", "dereferenceable", AttrClass::Int),
    (
        "DereferenceableOrNull",
        "dereferenceable_or_null",
        AttrClass::Int,
    ),
    ("Memory", "memory", AttrClass::Int),
    ("NoFPClass", "nofpclass", AttrClass::Int),
    ("StackAlignment", "alignstack", AttrClass::Int),
    ("UWTable", "uwtable", AttrClass::Int),
    ("VScaleRange", "vscale_range", AttrClass::Int),
    ("Range", "range", AttrClass::Range),
    ("Initializes", "initializes", AttrClass::RangeList),
];

/// A target-independent attribute kind: an index into LLVM 19's attribute table, ordered as
/// LLVM orders attribute kinds.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct AttrKind(u16);

struct KindTable {
    /// Table indices sorted by (class, internal name).
    sorted: Vec<usize>,
    by_keyword: FxHashMap<&'static str, AttrKind>,
}

fn kind_table() -> &'static KindTable {
    static T: OnceLock<KindTable> = OnceLock::new();
    T.get_or_init(|| {
        let mut sorted: Vec<usize> = (0..ATTR_TABLE.len()).collect();
        sorted.sort_by(|&a, &b| {
            (ATTR_TABLE[a].2, ATTR_TABLE[a].0).cmp(&(ATTR_TABLE[b].2, ATTR_TABLE[b].0))
        });
        let mut by_keyword = FxHashMap::default();
        for (rank, &i) in sorted.iter().enumerate() {
            by_keyword.insert(ATTR_TABLE[i].1, AttrKind(rank as u16));
        }
        KindTable { sorted, by_keyword }
    })
}

impl AttrKind {
    /// The kind written `keyword` in `.ll` syntax.
    pub fn from_keyword(keyword: &str) -> Option<AttrKind> {
        kind_table().by_keyword.get(keyword).copied()
    }
    /// The keyword of this kind.
    pub fn keyword(self) -> &'static str {
        ATTR_TABLE[kind_table().sorted[self.0 as usize]].1
    }
    /// How this kind's argument is written.
    pub fn class(self) -> AttrClass {
        ATTR_TABLE[kind_table().sorted[self.0 as usize]].2
    }
}

/// Memory access kinds of `memory(...)`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum ModRef {
    None = 0,
    Read = 1,
    Write = 2,
    ReadWrite = 3,
}

impl ModRef {
    pub fn keyword(self) -> &'static str {
        match self {
            ModRef::None => "none",
            ModRef::Read => "read",
            ModRef::Write => "write",
            ModRef::ReadWrite => "readwrite",
        }
    }
    pub fn from_keyword(s: &str) -> Option<ModRef> {
        Some(match s {
            "none" => ModRef::None,
            "read" => ModRef::Read,
            "write" => ModRef::Write,
            "readwrite" => ModRef::ReadWrite,
            _ => return None,
        })
    }
}

/// `memory(...)`: access kinds for argument memory, inaccessible memory and other memory.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct MemoryEffects {
    pub argmem: ModRef,
    pub inaccessiblemem: ModRef,
    pub other: ModRef,
}

impl MemoryEffects {
    /// The locations in LLVM's order, with their keywords.
    pub fn locations(&self) -> [(&'static str, ModRef); 3] {
        [
            ("argmem", self.argmem),
            ("inaccessiblemem", self.inaccessiblemem),
            ("other", self.other),
        ]
    }
}

/// An attribute.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Attr {
    /// An attribute without argument.
    Flag(AttrKind),
    /// An attribute with an integer argument (`align`, `alignstack`, `dereferenceable`,
    /// `dereferenceable_or_null`, `uwtable`, `allockind`, `nofpclass`); the value is stored as
    /// LLVM stores it (alignments in bytes; `uwtable`: 1 sync, 2 async; `allockind` and
    /// `nofpclass`: bit masks).
    Int(AttrKind, u64),
    /// `allocsize(N)` or `allocsize(N, M)`.
    AllocSize(u32, Option<u32>),
    /// `vscale_range(min, max)`; max 0 means unbounded.
    VScaleRange(u32, u32),
    /// `memory(...)`.
    Memory(MemoryEffects),
    /// A type attribute: `byval(T)`, `sret(T)`, `elementtype(T)`, ...
    Type(AttrKind, Type),
    /// `range(iN lo, hi)`.
    Range { ty: Type, lo: IntVal, hi: IntVal },
    /// `initializes((lo, hi), ...)`.
    Initializes(Vec<(i64, i64)>),
    /// `"key"` or `"key"="value"`.
    Str(Vec<u8>, Vec<u8>),
}

impl Attr {
    /// The kind of a target-independent attribute (`None` for string attributes).
    pub fn kind(&self) -> Option<AttrKind> {
        match self {
            Attr::Flag(k) | Attr::Int(k, _) | Attr::Type(k, _) => Some(*k),
            Attr::AllocSize(..) => AttrKind::from_keyword("allocsize"),
            Attr::VScaleRange(..) => AttrKind::from_keyword("vscale_range"),
            Attr::Memory(_) => AttrKind::from_keyword("memory"),
            Attr::Range { .. } => AttrKind::from_keyword("range"),
            Attr::Initializes(_) => AttrKind::from_keyword("initializes"),
            Attr::Str(..) => None,
        }
    }

    fn sort_key(&self) -> (u32, &[u8], &[u8]) {
        match self {
            Attr::Str(k, v) => (u32::MAX, k, v),
            _ => (self.kind().map(|k| k.0 as u32).unwrap_or(0), &[], &[]),
        }
    }

    /// Whether this is the attribute with keyword `kw`.
    pub fn is(&self, kw: &str) -> bool {
        self.kind().map(|k| k.keyword() == kw).unwrap_or(false)
    }
}

/// Upgrades the pre-LLVM-16 memory attributes of a *function* (or call-site function) attribute
/// list to `memory(...)`, as LLVM 19's reader does: `readnone`, `readonly`, `writeonly` and the
/// location restrictions `argmemonly`, `inaccessiblememonly`, `inaccessiblemem_or_argmemonly`
/// (read as [`Attr::Memory`] restricted to those locations) combine by intersection with any
/// explicit `memory(...)` into one `memory` attribute. Parameter attributes are not upgraded.
pub fn upgrade_fn_memory_attrs(attrs: &mut Vec<Attr>) {
    let mut me: Option<MemoryEffects> = None;
    let meet = |me: &mut Option<MemoryEffects>, other: MemoryEffects| {
        let and = |a: ModRef, b: ModRef| match (a as u8) & (b as u8) {
            0 => ModRef::None,
            1 => ModRef::Read,
            2 => ModRef::Write,
            _ => ModRef::ReadWrite,
        };
        *me = Some(match me {
            None => other,
            Some(m) => MemoryEffects {
                argmem: and(m.argmem, other.argmem),
                inaccessiblemem: and(m.inaccessiblemem, other.inaccessiblemem),
                other: and(m.other, other.other),
            },
        });
    };
    let all = |mr: ModRef| MemoryEffects {
        argmem: mr,
        inaccessiblemem: mr,
        other: mr,
    };
    attrs.retain(|a| match a {
        Attr::Memory(m) => {
            meet(&mut me, *m);
            false
        }
        a if a.is("readnone") => {
            meet(&mut me, all(ModRef::None));
            false
        }
        a if a.is("readonly") => {
            meet(&mut me, all(ModRef::Read));
            false
        }
        a if a.is("writeonly") => {
            meet(&mut me, all(ModRef::Write));
            false
        }
        _ => true,
    });
    if let Some(m) = me {
        attrs.push(Attr::Memory(m));
    }
}

/// The memory effects that `argmemonly`, `inaccessiblememonly` and
/// `inaccessiblemem_or_argmemonly` stand for (before intersection with the access kind).
pub fn legacy_location_attr(word: &str) -> Option<MemoryEffects> {
    let (argmem, inaccessiblemem) = match word {
        "argmemonly" => (ModRef::ReadWrite, ModRef::None),
        "inaccessiblememonly" => (ModRef::None, ModRef::ReadWrite),
        "inaccessiblemem_or_argmemonly" => (ModRef::ReadWrite, ModRef::ReadWrite),
        _ => return None,
    };
    Some(MemoryEffects {
        argmem,
        inaccessiblemem,
        other: ModRef::None,
    })
}

/// The interner of attribute sets of a module.
#[derive(Clone, Debug, Default)]
pub struct AttrStore {
    sets: PrimaryMap<AttrSet, Vec<Attr>>,
    map: FxHashMap<Vec<Attr>, AttrSet>,
}

impl AttrStore {
    /// Interns a set, sorting it canonically and dropping duplicates (a later attribute of the
    /// same kind or string key replaces an earlier one).
    pub fn intern(&mut self, mut attrs: Vec<Attr>) -> AttrSet {
        attrs.sort_by(|a, b| {
            a.sort_key().0.cmp(&b.sort_key().0).then_with(|| {
                let (_, ka, _) = a.sort_key();
                let (_, kb, _) = b.sort_key();
                ka.cmp(kb)
            })
        });
        // Keep the last of equal kinds/keys (stable sort keeps input order among equals).
        let mut out: Vec<Attr> = Vec::with_capacity(attrs.len());
        for a in attrs {
            if let Some(last) = out.last() {
                let same = match (last, &a) {
                    (Attr::Str(k1, _), Attr::Str(k2, _)) => k1 == k2,
                    (Attr::Str(..), _) | (_, Attr::Str(..)) => false,
                    _ => last.kind() == a.kind(),
                };
                if same {
                    out.pop();
                }
            }
            out.push(a);
        }
        if let Some(&s) = self.map.get(&out) {
            return s;
        }
        let s = self.sets.push(out.clone());
        self.map.insert(out, s);
        s
    }

    /// The empty set.
    pub fn empty(&mut self) -> AttrSet {
        self.intern(Vec::new())
    }

    /// Number of interned sets (ids are dense, in creation order).
    pub fn len(&self) -> usize {
        self.sets.len()
    }

    /// Whether no set has been interned.
    pub fn is_empty(&self) -> bool {
        self.sets.is_empty()
    }

    pub fn get(&self, s: AttrSet) -> &[Attr] {
        &self.sets[s]
    }

    pub fn is_empty_set(&self, s: AttrSet) -> bool {
        self.sets[s].is_empty()
    }

    /// Whether any set of the module has the attribute with keyword `kw`.
    pub fn any_has(&self, kw: &str) -> bool {
        self.sets.values().any(|v| v.iter().any(|a| a.is(kw)))
    }

    /// Whether set `s` has the attribute with keyword `kw`.
    pub fn has(&self, s: AttrSet, kw: &str) -> bool {
        self.sets[s].iter().any(|a| a.is(kw))
    }

    /// The union of two sets (attributes of `b` win on conflicts).
    pub fn union(&mut self, a: AttrSet, b: AttrSet) -> AttrSet {
        let mut v = self.sets[a].clone();
        v.extend(self.sets[b].iter().cloned());
        self.intern(v)
    }
}

/// The attribute sets of a function or call site.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AttrList {
    pub func: AttrSet,
    pub ret: AttrSet,
    pub params: Vec<AttrSet>,
}

/// `nofpclass` masks in the order LLVM tries them when printing (greedy, largest first), with
/// their keywords. Single classes: snan 1, qnan 2, ninf 4, nnorm 8, nsub 16, nzero 32, pzero 64,
/// psub 128, pnorm 256, pinf 512.
pub const FPCLASS_NAMES: &[(u64, &str)] = &[
    (0x3ff, "all"),
    (0x003, "nan"),
    (0x001, "snan"),
    (0x002, "qnan"),
    (0x204, "inf"),
    (0x004, "ninf"),
    (0x200, "pinf"),
    (0x060, "zero"),
    (0x020, "nzero"),
    (0x040, "pzero"),
    (0x090, "sub"),
    (0x010, "nsub"),
    (0x080, "psub"),
    (0x108, "norm"),
    (0x008, "nnorm"),
    (0x100, "pnorm"),
];

/// `allockind` bits in LLVM's order, with their keywords.
pub const ALLOCKIND_BITS: &[(u64, &str)] = &[
    (1, "alloc"),
    (2, "realloc"),
    (4, "free"),
    (8, "uninitialized"),
    (16, "zeroed"),
    (32, "aligned"),
];
