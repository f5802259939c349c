//! Modules and global values (variables, functions, aliases, ifuncs) and comdats.

use crate::attrs::{AttrList, AttrStore};
use crate::function::Body;
use crate::hash::HashMap as FxHashMap;
use crate::metadata::{Attachments, MdNode, MetadataStore};
use crate::types::{Type, TypeStore};
use crate::value::{Const, ConstPool};
use compact_str::CompactString;
use cranelift_entity::{entity_impl, PrimaryMap};

/// A global value: variable, function, alias or ifunc. All share the `@` namespace.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GlobalId(u32);
entity_impl!(GlobalId, "global");

/// A comdat.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ComdatId(u32);
entity_impl!(ComdatId, "comdat");

macro_rules! keyword_enum {
    ($(#[$m:meta])* $name:ident { $($variant:ident = $kw:literal),* $(,)? }) => {
        $(#[$m])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
        pub enum $name { #[default] $($variant),* }
        impl $name {
            /// The keyword (empty for the default, which is not written).
            pub fn keyword(self) -> &'static str {
                match self { $($name::$variant => $kw),* }
            }
            /// The variant written `s`.
            pub fn from_keyword(s: &str) -> Option<$name> {
                match s { $($kw if !$kw.is_empty() => Some($name::$variant),)* _ => None }
            }
        }
    };
}

keyword_enum!(
    /// Linkage types.
    Linkage {
        External = "",
        Private = "private",
        Internal = "internal",
        AvailableExternally = "available_externally",
        LinkOnce = "linkonce",
        Weak = "weak",
        Common = "common",
        Appending = "appending",
        ExternWeak = "extern_weak",
        LinkOnceOdr = "linkonce_odr",
        WeakOdr = "weak_odr",
    }
);

keyword_enum!(
    /// Visibility.
    Visibility {
        Default = "",
        Hidden = "hidden",
        Protected = "protected",
    }
);

keyword_enum!(
    /// DLL storage class.
    DllStorage {
        Default = "",
        Import = "dllimport",
        Export = "dllexport",
    }
);

keyword_enum!(
    /// `unnamed_addr` / `local_unnamed_addr`.
    UnnamedAddr {
        None = "",
        Local = "local_unnamed_addr",
        Global = "unnamed_addr",
    }
);

keyword_enum!(
    /// Comdat selection kinds.
    ComdatKind {
        Any = "any",
        ExactMatch = "exactmatch",
        Largest = "largest",
        NoDeduplicate = "nodeduplicate",
        SameSize = "samesize",
    }
);

/// Thread-local storage models.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum ThreadLocal {
    #[default]
    NotThreadLocal,
    GeneralDynamic,
    LocalDynamic,
    InitialExec,
    LocalExec,
}

impl ThreadLocal {
    /// The text: `thread_local` or `thread_local(localdynamic)` etc.
    pub fn text(self) -> &'static str {
        match self {
            ThreadLocal::NotThreadLocal => "",
            ThreadLocal::GeneralDynamic => "thread_local",
            ThreadLocal::LocalDynamic => "thread_local(localdynamic)",
            ThreadLocal::InitialExec => "thread_local(initialexec)",
            ThreadLocal::LocalExec => "thread_local(localexec)",
        }
    }
}

/// `dso_local` / `dso_preemptable`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum Preemption {
    #[default]
    Preemptable,
    DsoLocal,
}

/// `no_sanitize_address` and friends on globals (sanitizer metadata).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct SanitizerFlags {
    pub no_address: bool,
    pub no_hwaddress: bool,
    pub memtag: bool,
    pub address_dyninit: bool,
}

/// What a global's comdat clause says.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum ComdatRef {
    /// `comdat` alone: the comdat named like the global.
    Implicit(ComdatId),
    /// `comdat($name)`.
    Named(ComdatId),
}

impl ComdatRef {
    pub fn id(&self) -> ComdatId {
        match self {
            ComdatRef::Implicit(c) | ComdatRef::Named(c) => *c,
        }
    }
}

/// A comdat: `$name = comdat any`.
#[derive(Clone, Debug)]
pub struct Comdat {
    pub name: String,
    pub kind: ComdatKind,
}

/// Properties shared by all global values.
#[derive(Clone, Debug, Default)]
pub struct GlobalCommon {
    /// `@name`; `None` for unnamed globals (`@0`).
    pub name: Option<CompactString>,
    pub linkage: Linkage,
    pub preemption: Preemption,
    pub visibility: Visibility,
    pub dll: DllStorage,
    pub thread_local: ThreadLocal,
    pub unnamed_addr: UnnamedAddr,
    pub addrspace: u32,
    pub partition: Option<Vec<u8>>,
    /// Byte offset of the definition in the source text.
    pub pos: u32,
}

/// A global variable.
#[derive(Clone, Debug)]
pub struct GlobalVar {
    pub value_ty: Type,
    pub constant: bool,
    pub externally_initialized: bool,
    pub init: Option<Const>,
    pub section: Option<Vec<u8>>,
    pub comdat: Option<ComdatRef>,
    pub align: Option<u64>,
    pub code_model: Option<CompactString>,
    pub sanitizer: SanitizerFlags,
    pub attrs: Option<crate::attrs::AttrSet>,
    pub md: Attachments,
}

/// A function (declaration or definition).
#[derive(Clone, Debug)]
pub struct Function {
    /// The function type.
    pub ty: Type,
    pub cc: u32,
    pub attrs: AttrList,
    /// Argument names (types come from the function type).
    pub arg_names: Vec<Option<CompactString>>,
    pub section: Option<Vec<u8>>,
    pub comdat: Option<ComdatRef>,
    pub align: Option<u64>,
    pub gc: Option<Vec<u8>>,
    pub prefix: Option<Const>,
    pub prologue: Option<Const>,
    pub personality: Option<Const>,
    pub md: Attachments,
    /// The body; `None` for a declaration.
    pub body: Option<Body>,
}

impl Function {
    /// A declaration of type `ty` (a function type) without attributes: `empty` is the
    /// module's empty attribute set ([`crate::attrs::AttrStore::empty`]).
    pub fn declaration(
        types: &crate::types::TypeStore,
        ty: Type,
        empty: crate::attrs::AttrSet,
    ) -> Function {
        let nparams = types.fn_sig(ty).map_or(0, |(_, p, _)| p.len());
        Function {
            ty,
            cc: 0,
            attrs: AttrList {
                func: empty,
                ret: empty,
                params: vec![empty; nparams],
            },
            arg_names: vec![None; nparams],
            section: None,
            comdat: None,
            align: None,
            gc: None,
            prefix: None,
            prologue: None,
            personality: None,
            md: Default::default(),
            body: None,
        }
    }
}

/// An alias or ifunc.
#[derive(Clone, Debug)]
pub struct Indirect {
    /// The value type of the alias, or the function type of the ifunc.
    pub value_ty: Type,
    /// The aliasee, or the ifunc resolver.
    pub target: Const,
}

/// The kind-specific part of a global value.
#[derive(Clone, Debug)]
pub enum GlobalKind {
    Var(GlobalVar),
    Func(Box<Function>),
    Alias(Indirect),
    IFunc(Indirect),
    /// Referenced but not (yet) defined; only exists while parsing.
    Placeholder,
}

/// A global value.
#[derive(Clone, Debug)]
pub struct GlobalValue {
    pub common: GlobalCommon,
    pub kind: GlobalKind,
}

impl GlobalValue {
    pub fn name(&self) -> Option<&str> {
        self.common.name.as_deref()
    }
    pub fn as_func(&self) -> Option<&Function> {
        match &self.kind {
            GlobalKind::Func(f) => Some(f),
            _ => None,
        }
    }
    pub fn as_func_mut(&mut self) -> Option<&mut Function> {
        match &mut self.kind {
            GlobalKind::Func(f) => Some(f),
            _ => None,
        }
    }
    pub fn as_var(&self) -> Option<&GlobalVar> {
        match &self.kind {
            GlobalKind::Var(v) => Some(v),
            _ => None,
        }
    }
}

/// `uselistorder` directives, kept so they survive a round trip.
#[derive(Clone, Debug)]
pub struct UseListOrder {
    /// The text of the directive's value operand and index list, already in `.ll` syntax
    /// (these directives refer to use lists, which parir does not model).
    pub text: String,
    /// `Some(function)` for directives inside a function body.
    pub func: Option<GlobalId>,
}

/// A module: the unit of `.ll` parsing and printing.
#[derive(Clone, Debug, Default)]
pub struct Module {
    /// The name shown in `; ModuleID = '...'`.
    pub module_id: String,
    pub source_filename: Option<Vec<u8>>,
    pub data_layout: Option<Vec<u8>>,
    pub triple: Option<Vec<u8>>,
    /// `module asm "..."` lines, in order.
    pub module_asm: Vec<Vec<u8>>,
    pub types: TypeStore,
    pub consts: ConstPool,
    pub md: MetadataStore,
    pub attrs: AttrStore,
    pub comdats: PrimaryMap<ComdatId, Comdat>,
    pub globals: PrimaryMap<GlobalId, GlobalValue>,
    /// Global variables, functions, aliases and ifuncs in definition order (each kind is
    /// printed in this order, kinds in LLVM's order).
    pub order: Vec<GlobalId>,
    /// Named metadata `!name = !{...}` in order.
    pub named_md: Vec<(String, Vec<MdNode>)>,
    pub use_list_orders: Vec<UseListOrder>,
    /// Warnings of the reader about the text (debug info it dropped as LLVM 19 drops it),
    /// for the caller to print.
    pub read_warnings: Vec<crate::diag::Diagnostic>,
    names: FxHashMap<CompactString, GlobalId>,
}

impl Module {
    /// An empty module with the given module id.
    pub fn new(module_id: impl Into<String>) -> Module {
        Module {
            module_id: module_id.into(),
            ..Module::default()
        }
    }

    /// Looks up a global value by name.
    pub fn global_by_name(&self, name: &str) -> Option<GlobalId> {
        self.names.get(name).copied()
    }

    /// Adds a global value and returns its id. Names must be unique: returns `None` if the
    /// name is taken.
    pub fn add_global(&mut self, g: GlobalValue) -> Option<GlobalId> {
        let name = g.common.name.clone();
        if let Some(n) = &name {
            if self.names.contains_key(n) {
                return None;
            }
        }
        let id = self.globals.push(g);
        if let Some(n) = name {
            self.names.insert(n, id);
        }
        self.order.push(id);
        Some(id)
    }

    /// Reserves a global id for a name referenced before its definition.
    pub fn reserve_global(&mut self, name: Option<CompactString>) -> GlobalId {
        let id = self.globals.push(GlobalValue {
            common: GlobalCommon {
                name: name.clone(),
                ..GlobalCommon::default()
            },
            kind: GlobalKind::Placeholder,
        });
        if let Some(n) = name {
            self.names.insert(n, id);
        }
        id
    }

    /// Defines a reserved global in place.
    pub fn define_reserved(&mut self, id: GlobalId, g: GlobalValue) {
        self.globals[id] = g;
        self.order.push(id);
    }

    /// The type of the value a global denotes (always a pointer in LLVM 19).
    pub fn global_ptr_type(&mut self, id: GlobalId) -> Type {
        let a = self.globals[id].common.addrspace;
        self.types.ptr(a)
    }

    /// The body of function `g`: `None` for a declaration, or when `g` is not a function
    /// (or not a global of this module).
    pub fn body(&self, g: GlobalId) -> Option<&Body> {
        self.globals.get(g)?.as_func()?.body.as_ref()
    }

    /// The body of function `g`, to edit ([`Module::body`]).
    pub fn body_mut(&mut self, g: GlobalId) -> Option<&mut Body> {
        self.globals.get_mut(g)?.as_func_mut()?.body.as_mut()
    }

    /// Takes global `g` out of the module: it is no longer printed, found by name or listed;
    /// its id stays allocated. The caller makes sure nothing refers to it any more.
    pub fn remove_global(&mut self, g: GlobalId) {
        self.order.retain(|&x| x != g);
        if let Some(n) = self.globals[g].common.name.clone() {
            if self.names.get(&n) == Some(&g) {
                self.names.remove(&n);
            }
        }
    }

    /// The functions with a body, in definition order (a list: passes that add or edit
    /// functions walk it while they change the module).
    pub fn defined_functions(&self) -> Vec<GlobalId> {
        self.functions()
            .filter(|(_, f)| f.body.is_some())
            .map(|(g, _)| g)
            .collect()
    }

    /// Functions in definition order.
    pub fn functions(&self) -> impl Iterator<Item = (GlobalId, &Function)> {
        self.order
            .iter()
            .filter_map(move |&g| self.globals[g].as_func().map(|f| (g, f)))
    }

    /// Renames a global (used by transforms); fails if the new name is taken.
    pub fn rename_global(&mut self, id: GlobalId, name: Option<CompactString>) -> bool {
        if let Some(n) = &name {
            if self.names.get(n).is_some_and(|&o| o != id) {
                return false;
            }
        }
        if let Some(old) = self.globals[id].common.name.take() {
            self.names.remove(&old);
        }
        if let Some(n) = &name {
            self.names.insert(n.clone(), id);
        }
        self.globals[id].common.name = name;
        true
    }
}
