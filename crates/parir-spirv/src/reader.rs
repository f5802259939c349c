//! The reader (`parir spirv --read`; seed `ivdep-loop-annotations-design.md`, "SPIR-V
//! Extension", read backwards): SPIR-V for the OpenCL (Kernel) environment → LLVM 19 IR
//! as clang-19 writes it for `-target spir64`: opaque pointers in OpenCL address spaces,
//! work-item built-in variables as calls of `get_global_id` and friends, barriers and atomics
//! as OpenCL C built-in calls, OpenCL.std instructions as calls of their (mangled) OpenCL C
//! functions.
//!
//! It reads what [`crate::writer`] writes and what llvm-spirv-15 writes for the same kernels,
//! and turns the draft SPV_INTEL_loop_dependence_annotations tokens back into access groups
//! and loop attributes ([`crate::loopmd`] says which): each access group literal becomes one
//! `distinct !{}` node attached to the instructions its `AccessGroupMaskINTEL` operands and
//! `AccessGroupINTEL` decorations name, each list of `ParallelAccessesINTEL` and each (list,
//! safelen) pair of `DependencyAccessesINTEL` a claim attribute (the SPIR-V-friendly form the
//! writer takes), on the loop whose continue target (latch) the `OpLoopMerge` names. The
//! standard controls come back as unroll hints and intel/llvm's ivdep.
//! `DependencyArrayINTEL` (SPV_INTEL_fpga_loop_controls) comes back as intel/llvm's ivdep on
//! arrays: one index group per (loop, safelen) on the loop's access chains into the named
//! arrays (the chain's base is the array, or was loaded from it), and one attribute per group
//! (safelen 0: none). Writing the result again gives the same module up to id numbering (and, for
//! `DependencyArrayINTEL`, up to the order and repetition of its pairs: the arrays of one
//! safelen come together, once each).
//!
//! The module is first checked as `spirv-val` checks its ids and layout
//! ([`crate::validate`]): a module cut short is an error, never a smaller module.
//!
//! The text is built first and parsed by parir's reader, which checks it; names the SPIR-V
//! does not give are then dropped, so values print numbered as in clang's output. Anything
//! outside the subset is an error at the word offset of the instruction, naming it.

use crate::binary::{Error, Module as SpvModule, RawInst};
use crate::grammar::{self, Operand};
use crate::loopmd;
use spirv::Op;
use std::collections::{BTreeMap, HashMap, HashSet};
use std::fmt::Write as _;

/// The prefix of names the reader invents; they are dropped after parsing.
const TMP: &str = "__spv.";

/// The comment that ends each line of a function with the word offset it came from.
const WORD_MARK: &str = "; spv word ";

/// Reads `m` as an LLVM module (named `name`).
pub fn read(m: &SpvModule, name: &str) -> Result<parir_ir::Module, Error> {
    let text = read_text(m, name)?;
    // Each line of a function names the instruction it came from: an error is located there
    // (a module whose types disagree, which the reader does not check itself).
    let located = |d: &parir_ir::diag::Diagnostic| {
        let start = d.pos().map_or(0, |p| p as usize).min(text.len());
        let line_start = text[..start].rfind('\n').map_or(0, |p| p + 1);
        let line_end = text[start..].find('\n').map_or(text.len(), |p| start + p);
        let word = text[line_start..line_end]
            .rsplit_once(WORD_MARK)
            .and_then(|(_, w)| w.trim().parse().ok())
            .unwrap_or(0);
        Error::new(
            word,
            format!("the module is inconsistent: {}", d.message.replace(TMP, "")),
        )
    };
    let mut module = parir_ir::parser::parse_module(&text, name).map_err(|d| located(&d))?;
    if let Err(ds) = parir_ir::verifier::verify_module(&module) {
        return Err(located(&ds[0]));
    }
    drop_invented_names(&mut module);
    Ok(module)
}

/// The LLVM IR text of `m`, before parsing (names the SPIR-V does not give start with
/// `__spv.`).
pub fn read_text(m: &SpvModule, name: &str) -> Result<String, Error> {
    let insts = grammar::decode(m)?;
    crate::validate::validate(&insts)?;
    let mut r = Reader::new(m, &insts);
    r.module(name)?;
    crate::validate::require_function(&insts)?;
    Ok(r.finish(name))
}

fn drop_invented_names(m: &mut parir_ir::Module) {
    let ids: Vec<parir_ir::GlobalId> = m.globals.iter().map(|(g, _)| g).collect();
    for g in ids {
        let Some(f) = m.globals[g].as_func_mut() else {
            continue;
        };
        for n in f.arg_names.iter_mut() {
            if n.as_ref().is_some_and(|s| s.starts_with(TMP)) {
                *n = None;
            }
        }
        let Some(body) = f.body.as_mut() else {
            continue;
        };
        for (_, b) in body.blocks.iter_mut() {
            if b.name.as_ref().is_some_and(|s| s.starts_with(TMP)) {
                b.name = None;
            }
        }
        for (_, i) in body.insts.iter_mut() {
            if i.name.as_ref().is_some_and(|s| s.starts_with(TMP)) {
                i.name = None;
            }
        }
    }
}

// Storage classes.
const SC_UNIFORM_CONSTANT: u32 = 0;
const SC_INPUT: u32 = 1;
const SC_WORKGROUP: u32 = 4;
const SC_CROSS_WORKGROUP: u32 = 5;
const SC_PRIVATE: u32 = 6;
const SC_FUNCTION: u32 = 7;
const SC_GENERIC: u32 = 8;

/// The OpenCL address space of a storage class (clang's SPIR numbering).
fn addrspace(sc: u32) -> Option<u32> {
    Some(match sc {
        SC_FUNCTION | SC_PRIVATE => 0,
        SC_CROSS_WORKGROUP => 1,
        SC_UNIFORM_CONSTANT => 2,
        SC_WORKGROUP => 3,
        SC_GENERIC => 4,
        _ => return None,
    })
}

#[derive(Clone, Debug, PartialEq)]
enum Ty {
    Void,
    Bool,
    Int(u32),
    Float(u32),
    Vector(u32, u32),
    Array(u32, u64),
    Struct(Vec<u32>),
    Ptr(u32, u32),
    Func(u32, Vec<u32>),
    /// An opaque type (`OpTypeEvent`, `OpTypeImage`, ...) by its LLVM text: the
    /// `target("spirv.X", ...)` type clang-19 gives it.
    Opaque(String),
}

/// A function as declared by `OpFunction`.
#[derive(Clone, Debug)]
struct FuncInfo {
    name: String,
    ret: u32,
    kernel: bool,
}

/// A work-item built-in: the OpenCL C function, and whether it takes the dimension.
fn builtin_function(b: u32) -> Option<(&'static str, bool)> {
    use spirv::BuiltIn as B;
    let b = B::from_u32(b)?;
    Some(match b {
        B::GlobalInvocationId => ("_Z13get_global_idj", true),
        B::LocalInvocationId => ("_Z12get_local_idj", true),
        B::WorkgroupId => ("_Z12get_group_idj", true),
        B::NumWorkgroups => ("_Z14get_num_groupsj", true),
        B::WorkgroupSize => ("_Z14get_local_sizej", true),
        B::EnqueuedWorkgroupSize => ("_Z23get_enqueued_local_sizej", true),
        B::GlobalSize => ("_Z15get_global_sizej", true),
        B::GlobalOffset => ("_Z17get_global_offsetj", true),
        B::WorkDim => ("_Z12get_work_dimv", false),
        B::GlobalLinearId => ("_Z20get_global_linear_idv", false),
        B::LocalInvocationIndex => ("_Z19get_local_linear_idv", false),
        _ => return None,
    })
}

/// An LLVM local or global name: bare when it can be, quoted otherwise.
fn llvm_name(sigil: char, n: &str) -> String {
    let bare = !n.is_empty()
        && !n.starts_with(|c: char| c.is_ascii_digit())
        && n.chars()
            .all(|c| c.is_ascii_alphanumeric() || "-$._".contains(c));
    if bare {
        format!("{sigil}{n}")
    } else {
        let mut s = format!("{sigil}\"");
        for b in n.bytes() {
            if b == b'"' || b == b'\\' || !(0x20..0x7f).contains(&b) {
                let _ = write!(s, "\\{b:02X}");
            } else {
                s.push(b as char);
            }
        }
        s.push('"');
        s
    }
}

/// The hexadecimal form LLVM prints a double-precision constant in.
fn hex_double(bits: u64) -> String {
    format!("0x{bits:016X}")
}

struct Reader<'a> {
    raw: &'a [RawInst],
    insts: &'a [grammar::Inst],
    physical64: bool,
    types: HashMap<u32, Ty>,
    /// Named struct types: id → `%name`, and their definitions.
    struct_names: HashMap<u32, String>,
    struct_defs: Vec<String>,
    names: HashMap<u32, String>,
    decorations: HashMap<u32, Vec<(u32, Vec<u32>)>>,
    /// Values visible everywhere: constants and global variables (type id, text).
    globals: HashMap<u32, (u32, String)>,
    /// Integer constants' values (zero-extended).
    int_values: HashMap<u32, u64>,
    /// Built-in variables: id → BuiltIn.
    builtins: HashMap<u32, u32>,
    funcs: HashMap<u32, FuncInfo>,
    entry_points: HashMap<u32, String>,
    ext_std: HashSet<u32>,
    /// Sets whose instructions carry no meaning for the IR: `OpenCL.DebugInfo.100` and the
    /// `NonSemantic.*` sets. The reader leaves debug information out.
    ext_ignored: HashSet<u32>,
    group_lists: HashMap<u32, Vec<u32>>,
    /// Access group literal → metadata node.
    groups: BTreeMap<u32, usize>,
    /// Metadata nodes: `!k = <md[k]>`.
    md: Vec<String>,
    /// `declare` lines by function name.
    declares: BTreeMap<String, String>,
    global_lines: Vec<String>,
    function_text: Vec<String>,
    used_global_names: HashSet<String>,
    ocl_version: Option<u32>,
    /// Kernel id → `!reqd_work_group_size` node.
    local_size: HashMap<u32, usize>,
    /// Debug information (`OpenCL.DebugInfo.100`) as LLVM metadata: see [`Reader::debug_info`].
    dbg: DebugInfo,
}

/// What the reader keeps of `OpenCL.DebugInfo.100`: the compilation units, the functions
/// and lexical blocks (as `!DISubprogram` / `!DILexicalBlock` nodes) and the locations
/// (`OpLine` in a `DebugScope`) as `!DILocation`s; variables and types are left out.
#[derive(Default)]
struct DebugInfo {
    /// The set's import id.
    set: Option<u32>,
    strings: HashMap<u32, String>,
    /// DebugSource id → `!DIFile` node.
    files: HashMap<u32, usize>,
    /// `!DICompileUnit` nodes.
    units: Vec<usize>,
    /// DebugFunction / DebugLexicalBlock id → (node, the SPIR-V function it belongs to).
    scopes: HashMap<u32, (usize, u32)>,
    /// SPIR-V function id → its `!DISubprogram` node.
    subprograms: HashMap<u32, usize>,
    /// (line, column, scope node) → `!DILocation` node.
    locations: HashMap<(u32, u32, usize), usize>,
}

/// A literal string operand: its bytes up to the first NUL.
fn words_to_string(words: &[u32]) -> String {
    let bytes: Vec<u8> = words
        .iter()
        .flat_map(|w| w.to_le_bytes())
        .take_while(|&b| b != 0)
        .collect();
    String::from_utf8_lossy(&bytes).into_owned()
}

/// A metadata string literal.
fn md_string(s: &str) -> String {
    let mut out = String::from("\"");
    for b in s.bytes() {
        if b == b'"' || b == b'\\' || !(0x20..0x7f).contains(&b) {
            out.push_str(&format!("\\{b:02X}"));
        } else {
            out.push(b as char);
        }
    }
    out.push('"');
    out
}

/// The type of a typed operand's text (`<2 x i32> <i32 1, i32 1>` → `<2 x i32>`,
/// `ptr addrspace(1) %p` → `ptr addrspace(1)`): brackets balanced, then up to the space.
fn type_of_typed(a: &str) -> &str {
    let mut depth = 0i32;
    for (i, c) in a.char_indices() {
        match c {
            '<' | '[' | '{' | '(' => depth += 1,
            '>' | ']' | '}' | ')' => depth -= 1,
            ' ' if depth == 0 => {
                // `ptr addrspace(N)`: the address space belongs to the type.
                if a[i + 1..].starts_with("addrspace(") {
                    continue;
                }
                return &a[..i];
            }
            _ => {}
        }
    }
    a
}

/// Attribute groups the declarations use.
const ATTRS_PURE: &str = "#0";
const ATTRS_CONVERGENT: &str = "#1";

impl<'a> Reader<'a> {
    fn new(m: &'a SpvModule, insts: &'a [grammar::Inst]) -> Reader<'a> {
        Reader {
            raw: &m.insts,
            insts,
            physical64: true,
            types: HashMap::new(),
            struct_names: HashMap::new(),
            struct_defs: Vec::new(),
            names: HashMap::new(),
            decorations: HashMap::new(),
            globals: HashMap::new(),
            int_values: HashMap::new(),
            builtins: HashMap::new(),
            funcs: HashMap::new(),
            entry_points: HashMap::new(),
            ext_std: HashSet::new(),
            ext_ignored: HashSet::new(),
            group_lists: HashMap::new(),
            groups: BTreeMap::new(),
            md: Vec::new(),
            declares: BTreeMap::new(),
            global_lines: Vec::new(),
            function_text: Vec::new(),
            used_global_names: HashSet::new(),
            ocl_version: None,
            local_size: HashMap::new(),
            dbg: DebugInfo::default(),
        }
    }

    fn err(&self, k: usize, msg: impl Into<String>) -> Error {
        let op = self.raw[k].opcode;
        let name = grammar::opcode_name(op).unwrap_or_else(|| format!("opcode {op}"));
        Error::new(self.raw[k].offset, format!("{name}: {}", msg.into()))
    }

    fn string_operand(&self, k: usize) -> Option<String> {
        self.insts[k].operands.iter().find_map(|o| match o {
            Operand::String(s) => Some(s.clone()),
            _ => None,
        })
    }

    fn md_node(&mut self, text: String) -> usize {
        self.md.push(text);
        self.md.len() - 1
    }

    fn group_node(&mut self, lit: u32) -> usize {
        if let Some(&n) = self.groups.get(&lit) {
            return n;
        }
        let n = self.md_node("distinct !{}".into());
        self.groups.insert(lit, n);
        n
    }

    /// The access group attachment for literals: one node, or a list of them.
    fn access_group_md(&mut self, lits: &[u32]) -> Option<usize> {
        match lits {
            [] => None,
            [one] => Some(self.group_node(*one)),
            many => {
                let ns: Vec<String> = many
                    .iter()
                    .map(|&l| format!("!{}", self.group_node(l)))
                    .collect();
                Some(self.md_node(format!("!{{{}}}", ns.join(", "))))
            }
        }
    }

    // ---- types ----

    fn ty(&self, k: usize, id: u32) -> Result<&Ty, Error> {
        self.types
            .get(&id)
            .ok_or_else(|| self.err(k, format!("%{id} is not a type this reader supports")))
    }

    fn ty_text(&self, k: usize, id: u32) -> Result<String, Error> {
        if let Some(n) = self.struct_names.get(&id) {
            return Ok(n.clone());
        }
        Ok(match self.ty(k, id)?.clone() {
            Ty::Void => "void".into(),
            Ty::Bool => "i1".into(),
            Ty::Int(w) => format!("i{w}"),
            Ty::Float(16) => "half".into(),
            Ty::Float(32) => "float".into(),
            Ty::Float(64) => "double".into(),
            Ty::Float(w) => return Err(self.err(k, format!("a {w}-bit float type"))),
            Ty::Vector(e, n) => format!("<{n} x {}>", self.ty_text(k, e)?),
            Ty::Array(e, n) => format!("[{n} x {}]", self.ty_text(k, e)?),
            Ty::Struct(ms) => {
                let ts: Result<Vec<String>, Error> =
                    ms.iter().map(|&t| self.ty_text(k, t)).collect();
                format!("{{ {} }}", ts?.join(", "))
            }
            Ty::Ptr(sc, _) => match addrspace(sc) {
                Some(0) => "ptr".into(),
                Some(a) => format!("ptr addrspace({a})"),
                None => {
                    return Err(self.err(k, format!("a pointer in storage class {sc}")));
                }
            },
            Ty::Func(..) => return Err(self.err(k, "a function type as a value type")),
            Ty::Opaque(text) => text,
        })
    }

    fn pointee(&self, k: usize, ptr_ty: u32) -> Result<u32, Error> {
        match self.ty(k, ptr_ty)? {
            Ty::Ptr(_, p) => Ok(*p),
            _ => Err(self.err(k, format!("%{ptr_ty} is not a pointer type"))),
        }
    }

    /// The scalar type of a scalar or vector type, and the vector length (0 for scalars).
    fn scalar_of(&self, k: usize, t: u32) -> Result<(Ty, u32), Error> {
        match self.ty(k, t)? {
            Ty::Vector(e, n) => Ok((self.ty(k, *e)?.clone(), *n)),
            other => Ok((other.clone(), 0)),
        }
    }

    fn int_width(&self, k: usize, t: u32) -> Result<u32, Error> {
        match self.scalar_of(k, t)?.0 {
            Ty::Int(w) => Ok(w),
            Ty::Bool => Ok(1),
            _ => Err(self.err(k, "an integer operand expected")),
        }
    }

    fn float_width(&self, k: usize, t: u32) -> Result<u32, Error> {
        match self.scalar_of(k, t)?.0 {
            Ty::Float(w) => Ok(w),
            _ => Err(self.err(k, "a floating-point operand expected")),
        }
    }

    /// The zero value of a type, as LLVM text.
    fn zero_text(&self, k: usize, t: u32) -> Result<String, Error> {
        Ok(match self.ty(k, t)? {
            Ty::Bool => "false".into(),
            Ty::Int(_) => "0".into(),
            Ty::Float(_) => "0.0".into(),
            Ty::Ptr(..) => "null".into(),
            _ => "zeroinitializer".into(),
        })
    }

    // ---- the module ----

    fn module(&mut self, _name: &str) -> Result<(), Error> {
        // Names, decorations, entry points and the annotation lists first: they may name
        // ids defined later.
        let mut groups_of_decorations: HashMap<u32, Vec<(u32, Vec<u32>)>> = HashMap::new();
        for k in 0..self.raw.len() {
            let w = &self.raw[k].operands;
            let op = self.raw[k].opcode;
            match Op::from_u32(u32::from(op)) {
                Some(Op::Name) => {
                    if let Some(s) = self.string_operand(k) {
                        self.names.insert(w[0], s);
                    }
                }
                Some(Op::Decorate) => {
                    self.decorations
                        .entry(w[0])
                        .or_default()
                        .push((w[1], w[2..].to_vec()));
                }
                Some(Op::GroupDecorate) => {
                    let group = groups_of_decorations
                        .get(&w[0])
                        .cloned()
                        .unwrap_or_default();
                    for &t in &w[1..] {
                        self.decorations
                            .entry(t)
                            .or_default()
                            .extend(group.iter().cloned());
                    }
                }
                Some(Op::DecorationGroup) => {
                    let ds = self.decorations.remove(&w[0]).unwrap_or_default();
                    groups_of_decorations.insert(w[0], ds);
                }
                Some(Op::EntryPoint) => {
                    if w[0] != spirv::ExecutionModel::Kernel as u32 {
                        return Err(self.err(k, "an entry point that is not a Kernel"));
                    }
                    let n = self.string_operand(k).unwrap_or_default();
                    self.entry_points.insert(w[1], n);
                }
                Some(Op::ExecutionMode)
                    if w[1] == spirv::ExecutionMode::LocalSize as u32 && w.len() >= 5 =>
                {
                    let n = self.md_node(format!("!{{i32 {}, i32 {}, i32 {}}}", w[2], w[3], w[4]));
                    self.local_size.insert(w[0], n);
                }
                Some(Op::MemoryModel) => {
                    self.physical64 = w[0] != spirv::AddressingModel::Physical32 as u32;
                    if w[1] != spirv::MemoryModel::OpenCL as u32 {
                        return Err(self.err(k, "a memory model other than OpenCL"));
                    }
                }
                Some(Op::Source)
                    if w.len() >= 2 && w[0] == spirv::SourceLanguage::OpenCL_C as u32 =>
                {
                    self.ocl_version = Some(w[1]);
                }
                Some(Op::ExtInstImport)
                    if self.string_operand(k).as_deref() == Some("OpenCL.std") =>
                {
                    self.ext_std.insert(w[0]);
                }
                Some(Op::ExtInstImport)
                    if self.string_operand(k).is_some_and(|s| {
                        s == crate::debuginfo::SET_NAME || s.starts_with("NonSemantic.")
                    }) =>
                {
                    self.ext_ignored.insert(w[0]);
                    if self.string_operand(k).as_deref() == Some(crate::debuginfo::SET_NAME) {
                        self.dbg.set = Some(w[0]);
                    }
                }
                Some(Op::String) => {
                    if let Some(s) = self.string_operand(k) {
                        self.dbg.strings.insert(w[0], s);
                    }
                }
                _ if op == grammar::OP_ACCESS_GROUP_LIST => {
                    self.group_lists.insert(w[0], w[1..].to_vec());
                }
                _ => {}
            }
        }
        // Function signatures (calls may come before the callee); entry points claim their
        // names first (llvm-spirv-15 gives a kernel's wrapper and the function it calls the
        // same name).
        let mut order: Vec<usize> = (0..self.raw.len())
            .filter(|&k| self.raw[k].opcode == Op::Function as u16)
            .collect();
        order.sort_by_key(|&k| !self.entry_points.contains_key(&self.raw[k].operands[1]));
        for k in order {
            let w = &self.raw[k].operands;
            let (ret, id, fty) = (w[0], w[1], w[3]);
            let _ = fty;
            let kernel = self.entry_points.contains_key(&id);
            let base = self
                .entry_points
                .get(&id)
                .cloned()
                .or_else(|| self.linkage_name(id))
                .or_else(|| self.names.get(&id).cloned())
                .unwrap_or_else(|| format!("spv.f{id}"));
            let name = self.unique_global(&base);
            self.funcs.insert(id, FuncInfo { name, ret, kernel });
        }
        self.debug_info();
        let mut k = 0;
        while k < self.raw.len() {
            let op = self.raw[k].opcode;
            let w = self.raw[k].operands.clone();
            match Op::from_u32(u32::from(op)) {
                Some(Op::Capability) => {
                    // A capability only allows instructions, types and decorations: each is
                    // read, or refused at its own word, where it appears. Only the graphics
                    // model (a Shader module is not OpenCL C) is refused here.
                    let graphics = [
                        spirv::Capability::Matrix,
                        spirv::Capability::Shader,
                        spirv::Capability::Geometry,
                        spirv::Capability::Tessellation,
                    ]
                    .iter()
                    .any(|c| *c as u32 == w[0]);
                    if graphics {
                        return Err(self.err(
                            k,
                            format!("capability {} is for graphics (Shader) modules", w[0]),
                        ));
                    }
                }
                Some(Op::TypeVoid) => {
                    self.types.insert(w[0], Ty::Void);
                }
                Some(Op::TypeBool) => {
                    self.types.insert(w[0], Ty::Bool);
                }
                Some(Op::TypeInt) => {
                    if !matches!(w[1], 8 | 16 | 32 | 64) {
                        return Err(self.err(k, format!("a {}-bit integer type", w[1])));
                    }
                    self.types.insert(w[0], Ty::Int(w[1]));
                }
                Some(Op::TypeFloat) => {
                    if !matches!(w[1], 16 | 32 | 64) {
                        return Err(self.err(k, format!("a {}-bit float type", w[1])));
                    }
                    self.types.insert(w[0], Ty::Float(w[1]));
                }
                Some(Op::TypeVector) => {
                    self.defined_types(k, &w[1..2])?;
                    self.types.insert(w[0], Ty::Vector(w[1], w[2]));
                }
                Some(Op::TypeArray) => {
                    self.defined_types(k, &w[1..2])?;
                    let n = *self
                        .int_values
                        .get(&w[2])
                        .ok_or_else(|| self.err(k, "an array length that is not a constant"))?;
                    self.types.insert(w[0], Ty::Array(w[1], n));
                }
                Some(Op::TypeStruct) => {
                    self.defined_types(k, &w[1..])?;
                    self.types.insert(w[0], Ty::Struct(w[1..].to_vec()));
                    if let Some(n) = self.names.get(&w[0]).cloned() {
                        let name = llvm_name('%', &n);
                        let body = {
                            let ts: Result<Vec<String>, Error> =
                                w[1..].iter().map(|&t| self.ty_text(k, t)).collect();
                            format!("{{ {} }}", ts?.join(", "))
                        };
                        self.struct_defs.push(format!("{name} = type {body}"));
                        self.struct_names.insert(w[0], name);
                    }
                }
                Some(Op::TypePointer) => {
                    self.defined_types(k, &w[2..3])?;
                    self.types.insert(w[0], Ty::Ptr(w[1], w[2]));
                }
                Some(Op::TypeFunction) => {
                    self.defined_types(k, &w[1..])?;
                    self.types.insert(w[0], Ty::Func(w[1], w[2..].to_vec()));
                }
                Some(
                    o @ (Op::TypeEvent
                    | Op::TypeDeviceEvent
                    | Op::TypeQueue
                    | Op::TypeReserveId
                    | Op::TypeSampler
                    | Op::TypePipeStorage),
                ) => {
                    let name = format!("{o:?}");
                    let name = name.strip_prefix("Type").unwrap_or(&name);
                    self.types
                        .insert(w[0], Ty::Opaque(format!("target(\"spirv.{name}\")")));
                }
                Some(Op::TypePipe) => {
                    let access = w.get(1).copied().unwrap_or(0);
                    self.types.insert(
                        w[0],
                        Ty::Opaque(format!("target(\"spirv.Pipe\", {access})")),
                    );
                }
                Some(Op::TypeImage) => {
                    self.defined_types(k, &w[1..2])?;
                    let sampled = self.ty_text(k, w[1])?;
                    let mut params: Vec<String> = w[2..].iter().map(|x| x.to_string()).collect();
                    // No access qualifier: read_only, as an OpenCL image without one is.
                    if params.len() == 6 {
                        params.push("0".into());
                    }
                    self.types.insert(
                        w[0],
                        Ty::Opaque(format!(
                            "target(\"spirv.Image\", {sampled}, {})",
                            params.join(", ")
                        )),
                    );
                }
                Some(Op::TypeSampledImage) => {
                    self.defined_types(k, &w[1..2])?;
                    let image = self.ty_text(k, w[1])?;
                    let text = image.replacen("spirv.Image", "spirv.SampledImage", 1);
                    self.types.insert(w[0], Ty::Opaque(text));
                }
                Some(Op::TypeForwardPointer) => {
                    return Err(self.err(k, "forward pointers are not supported"));
                }
                Some(Op::Constant) | Some(Op::SpecConstant) => self.constant(k, &w)?,
                Some(Op::ConstantTrue) | Some(Op::SpecConstantTrue) => {
                    self.globals.insert(w[1], (w[0], "true".into()));
                }
                Some(Op::ConstantFalse) | Some(Op::SpecConstantFalse) => {
                    self.globals.insert(w[1], (w[0], "false".into()));
                }
                Some(Op::ConstantNull) => {
                    let z = self.zero_text(k, w[0])?;
                    self.globals.insert(w[1], (w[0], z));
                    if matches!(self.types.get(&w[0]), Some(Ty::Int(_))) {
                        self.int_values.insert(w[1], 0);
                    }
                }
                Some(Op::Undef) => {
                    self.globals.insert(w[1], (w[0], "undef".into()));
                }
                Some(Op::ConstantComposite) | Some(Op::SpecConstantComposite) => {
                    let text = self.composite_text(k, w[0], &w[2..])?;
                    self.globals.insert(w[1], (w[0], text));
                }
                Some(Op::SpecConstantOp) => self.spec_constant_op(k, &w)?,
                Some(Op::Variable) => self.global_variable(k, &w)?,
                Some(Op::Function) => {
                    k = self.function(k)?;
                    continue;
                }
                Some(Op::ExtInst) if self.ignored_ext_inst(k) => {}
                Some(
                    Op::Name
                    | Op::MemberName
                    | Op::Decorate
                    | Op::MemberDecorate
                    | Op::DecorationGroup
                    | Op::GroupDecorate
                    | Op::GroupMemberDecorate
                    | Op::EntryPoint
                    | Op::ExecutionMode
                    | Op::MemoryModel
                    | Op::Source
                    | Op::SourceContinued
                    | Op::SourceExtension
                    | Op::String
                    | Op::Line
                    | Op::NoLine
                    | Op::ModuleProcessed
                    | Op::Extension
                    | Op::ExtInstImport
                    | Op::Nop,
                ) => {}
                _ if op == grammar::OP_ACCESS_GROUP_LIST => {}
                _ => {
                    return Err(self.err(k, "not supported at module level"));
                }
            }
            k += 1;
        }
        Ok(())
    }

    /// Whether instruction `k` is an `OpExtInst` of a set the reader leaves out.
    fn ignored_ext_inst(&self, k: usize) -> bool {
        self.raw[k].opcode == Op::ExtInst as u16
            && self.raw[k]
                .operands
                .get(2)
                .is_some_and(|set| self.ext_ignored.contains(set))
    }

    /// Types must be declared before they are used (forward pointers are not supported):
    /// this also keeps a malformed module from describing a type that contains itself.
    fn defined_types(&self, k: usize, ids: &[u32]) -> Result<(), Error> {
        for &t in ids {
            if !self.types.contains_key(&t) {
                return Err(self.err(k, format!("%{t} is not a type declared before")));
            }
        }
        Ok(())
    }

    fn linkage_name(&self, id: u32) -> Option<String> {
        let ds = self.decorations.get(&id)?;
        ds.iter().find_map(|(d, ops)| {
            (*d == spirv::Decoration::LinkageAttributes as u32).then(|| {
                let mut bytes = Vec::new();
                'words: for w in &ops[..ops.len().saturating_sub(1)] {
                    for b in w.to_le_bytes() {
                        if b == 0 {
                            break 'words;
                        }
                        bytes.push(b);
                    }
                }
                String::from_utf8_lossy(&bytes).into_owned()
            })
        })
    }

    fn linkage_type(&self, id: u32) -> Option<u32> {
        let ds = self.decorations.get(&id)?;
        ds.iter().find_map(|(d, ops)| {
            (*d == spirv::Decoration::LinkageAttributes as u32)
                .then(|| ops.last().copied())
                .flatten()
        })
    }

    fn decoration(&self, id: u32, d: u32) -> Option<&Vec<u32>> {
        self.decorations
            .get(&id)?
            .iter()
            .find(|(x, _)| *x == d)
            .map(|(_, ops)| ops)
    }

    /// The `UserSemantic` strings decorating `id` (clang's `annotate` attribute), in order.
    fn user_semantics(&self, id: u32) -> Vec<String> {
        let Some(ds) = self.decorations.get(&id) else {
            return Vec::new();
        };
        ds.iter()
            .filter(|(d, _)| *d == spirv::Decoration::UserSemantic as u32)
            .map(|(_, ops)| words_to_string(ops))
            .collect()
    }

    /// A private constant string global in the `llvm.metadata` section, as clang makes for
    /// annotations; its name.
    fn annotation_string(&mut self, text: &str) -> String {
        let name = self.unique_global(".str.annotation");
        let mut bytes = text.as_bytes().to_vec();
        bytes.push(0);
        let lit = md_string(&String::from_utf8_lossy(&bytes));
        self.global_lines.push(format!(
            "{name} = private unnamed_addr constant [{} x i8] c{lit}, section \"llvm.metadata\"",
            bytes.len()
        ));
        name
    }

    /// `@llvm.global.annotations` for the functions and global variables with
    /// `UserSemantic` decorations (what the writer makes of it).
    fn global_annotations(&mut self) {
        // Each target as an addrspace-0 `ptr` constant, as clang lists them.
        let mut targets: Vec<(u32, String)> = self
            .funcs
            .iter()
            .map(|(&id, f)| (id, f.name.clone()))
            .collect();
        for (&id, (pt, n)) in &self.globals {
            let t = self.ty_text(0, *pt).unwrap_or_else(|_| "ptr".into());
            targets.push((
                id,
                if t == "ptr" {
                    n.clone()
                } else {
                    format!("addrspacecast ({t} {n} to ptr)")
                },
            ));
        }
        targets.sort();
        targets.retain(|(id, _)| !self.user_semantics(*id).is_empty());
        let mut entries = Vec::new();
        for (id, name) in targets {
            for text in self.user_semantics(id) {
                let s = self.annotation_string(&text);
                entries.push(format!(
                    "{{ ptr, ptr, ptr, i32, ptr }} {{ ptr {name}, ptr {s}, ptr null, i32 0, ptr null }}"
                ));
            }
        }
        if entries.is_empty() {
            return;
        }
        self.global_lines.push(format!(
            "@llvm.global.annotations = appending global [{} x {{ ptr, ptr, ptr, i32, ptr }}] [{}], section \"llvm.metadata\"",
            entries.len(),
            entries.join(", ")
        ));
    }

    /// A module-level `OpSpecConstantOp` computing an address from a global's (what the
    /// writer makes of a global's address in an initializer, as llvm-spirv-15 does): an LLVM
    /// constant expression.
    fn spec_constant_op(&mut self, k: usize, w: &[u32]) -> Result<(), Error> {
        let [t, id, op, ref xs @ ..] = w[..] else {
            return Err(self.err(k, "OpSpecConstantOp without its operands"));
        };
        let operand = |r: &Self, x: u32| -> Result<(u32, String), Error> {
            r.globals.get(&x).cloned().ok_or_else(|| {
                r.err(
                    k,
                    format!("OpSpecConstantOp operand %{x} is not a constant"),
                )
            })
        };
        let text = match Op::from_u32(op) {
            Some(Op::Bitcast) => {
                let &[x] = xs else {
                    return Err(self.err(k, "OpSpecConstantOp Bitcast takes one operand"));
                };
                let (xt, xs) = operand(self, x)?;
                let (from, to) = (self.ty_text(k, xt)?, self.ty_text(k, t)?);
                if from == to {
                    xs
                } else {
                    format!("bitcast ({from} {xs} to {to})")
                }
            }
            Some(Op::PtrCastToGeneric) => {
                let &[x] = xs else {
                    return Err(self.err(k, "OpSpecConstantOp PtrCastToGeneric takes one operand"));
                };
                let (xt, xs) = operand(self, x)?;
                let (from, to) = (self.ty_text(k, xt)?, self.ty_text(k, t)?);
                format!("addrspacecast ({from} {xs} to {to})")
            }
            Some(o @ (Op::InBoundsPtrAccessChain | Op::PtrAccessChain)) => {
                let Some((&base, idx)) = xs.split_first() else {
                    return Err(self.err(k, "OpSpecConstantOp access chain without a base"));
                };
                let (bt, btext) = operand(self, base)?;
                let pointee = self.pointee(k, bt)?;
                let src = self.ty_text(k, pointee)?;
                let mut parts = vec![src, format!("{} {btext}", self.ty_text(k, bt)?)];
                for &x in idx {
                    let (xt, xtext) = operand(self, x)?;
                    parts.push(format!("{} {xtext}", self.ty_text(k, xt)?));
                }
                let ib = if o == Op::InBoundsPtrAccessChain {
                    "inbounds "
                } else {
                    ""
                };
                format!("getelementptr {ib}({})", parts.join(", "))
            }
            _ => {
                let name = grammar::opcode_name(op as u16).unwrap_or_else(|| op.to_string());
                return Err(self.err(
                    k,
                    format!("OpSpecConstantOp {name} is not supported at module level"),
                ));
            }
        };
        self.globals.insert(id, (t, text));
        Ok(())
    }

    fn unique_global(&mut self, base: &str) -> String {
        let mut n = base.to_string();
        let mut k = 1;
        while !self.used_global_names.insert(n.clone()) {
            n = format!("{base}.{k}");
            k += 1;
        }
        llvm_name('@', &n)
    }

    fn constant(&mut self, k: usize, w: &[u32]) -> Result<(), Error> {
        let (t, id) = (w[0], w[1]);
        let text = match self.ty(k, t)?.clone() {
            Ty::Int(bits) => {
                let v = if bits > 32 {
                    u64::from(w[2]) | (u64::from(*w.get(3).unwrap_or(&0)) << 32)
                } else {
                    u64::from(w[2]) & ((1u64 << bits) - 1)
                };
                self.int_values.insert(id, v);
                // LLVM prints integers signed.
                if bits < 64 && v >> (bits - 1) & 1 == 1 {
                    (v as i64 - (1i64 << bits)).to_string()
                } else {
                    (v as i64).to_string()
                }
            }
            Ty::Float(16) => format!("0xH{:04X}", w[2] & 0xffff),
            Ty::Float(32) => hex_double(f64::from(f32::from_bits(w[2])).to_bits()),
            Ty::Float(64) => {
                hex_double(u64::from(w[2]) | (u64::from(*w.get(3).unwrap_or(&0)) << 32))
            }
            _ => return Err(self.err(k, "a constant of a type that is not a number")),
        };
        self.globals.insert(id, (t, text));
        Ok(())
    }

    fn composite_text(&self, k: usize, t: u32, parts: &[u32]) -> Result<String, Error> {
        let mut items = Vec::new();
        for &p in parts {
            let (pt, text) = self
                .globals
                .get(&p)
                .ok_or_else(|| self.err(k, format!("%{p} is not a constant")))?;
            items.push(format!("{} {text}", self.ty_text(k, *pt)?));
        }
        Ok(match self.ty(k, t)? {
            Ty::Vector(..) => format!("<{}>", items.join(", ")),
            Ty::Array(..) => format!("[{}]", items.join(", ")),
            Ty::Struct(_) => format!("{{ {} }}", items.join(", ")),
            _ => return Err(self.err(k, "a composite constant of a scalar type")),
        })
    }

    fn global_variable(&mut self, k: usize, w: &[u32]) -> Result<(), Error> {
        let (pt, id, sc) = (w[0], w[1], w[2]);
        if sc == SC_INPUT {
            let b = self
                .decoration(id, spirv::Decoration::BuiltIn as u32)
                .and_then(|o| o.first().copied())
                .ok_or_else(|| self.err(k, "an Input variable that is not a built-in"))?;
            if builtin_function(b).is_none() {
                return Err(self.err(k, format!("built-in {b} is not supported")));
            }
            self.builtins.insert(id, b);
            return Ok(());
        }
        if sc == SC_FUNCTION {
            return Err(self.err(k, "a Function variable outside a function"));
        }
        let a =
            addrspace(sc).ok_or_else(|| self.err(k, format!("a global in storage class {sc}")))?;
        let vt = self.pointee(k, pt)?;
        let vt_text = self.ty_text(k, vt)?;
        let base = self
            .linkage_name(id)
            .or_else(|| self.names.get(&id).cloned())
            .unwrap_or_else(|| format!("spv.g{id}"));
        let name = self.unique_global(&base);
        let linkage = self.linkage_type(id);
        let constant = self
            .decoration(id, spirv::Decoration::Constant as u32)
            .is_some();
        let mut line = format!("{name} = ");
        let import = linkage == Some(spirv::LinkageType::Import as u32);
        match linkage {
            Some(_) if import => line.push_str("external "),
            Some(_) => {}
            None => line.push_str("internal "),
        }
        if a != 0 {
            let _ = write!(line, "addrspace({a}) ");
        }
        line.push_str(if constant { "constant " } else { "global " });
        line.push_str(&vt_text);
        if !import {
            let init = match w.get(3) {
                Some(&c) => self
                    .globals
                    .get(&c)
                    .map(|(_, t)| t.clone())
                    .ok_or_else(|| self.err(k, format!("initializer %{c} is not a constant")))?,
                None if sc == SC_WORKGROUP => "undef".into(),
                None => self.zero_text(k, vt)?,
            };
            let _ = write!(line, " {init}");
        }
        if let Some(al) = self.decoration(id, spirv::Decoration::Alignment as u32) {
            let _ = write!(line, ", align {}", al.first().copied().unwrap_or(1));
        }
        self.global_lines.push(line);
        self.globals.insert(id, (pt, name));
        Ok(())
    }

    /// The debug information of the module section: `DebugSource` → `!DIFile`,
    /// `DebugCompilationUnit` → `!DICompileUnit`, `DebugFunction` (with the function it
    /// describes) → `!DISubprogram`, `DebugLexicalBlock` → `!DILexicalBlock`. Instructions
    /// of the set that name something missing, or of a kind left out, are skipped.
    fn debug_info(&mut self) {
        let Some(set) = self.dbg.set else {
            return;
        };
        for k in 0..self.raw.len() {
            if self.raw[k].opcode != Op::ExtInst as u16 {
                continue;
            }
            let w = self.raw[k].operands.clone();
            if w.len() < 4 || w[2] != set {
                continue;
            }
            let (id, ops) = (w[1], &w[4..]);
            let string = |r: &Self, x: Option<&u32>| x.and_then(|x| r.dbg.strings.get(x)).cloned();
            match w[3] {
                // DebugSource: File, Text?
                35 => {
                    let Some(path) = string(self, ops.first()) else {
                        continue;
                    };
                    let (dir, file) = path.rsplit_once('/').unwrap_or(("", &path));
                    let n = self.md_node(format!(
                        "!DIFile(filename: {}, directory: {})",
                        md_string(file),
                        md_string(if dir.is_empty() && path.starts_with('/') {
                            "/"
                        } else {
                            dir
                        })
                    ));
                    self.dbg.files.insert(id, n);
                }
                // DebugCompilationUnit: Version, DWARF version, Source, Language.
                1 => {
                    let Some(&file) = ops.get(2).and_then(|s| self.dbg.files.get(s)) else {
                        continue;
                    };
                    let lang = match ops.get(3) {
                        Some(3) | Some(4) => "DW_LANG_OpenCL",
                        _ => "DW_LANG_C99",
                    };
                    let n = self.md_node(format!(
                        "distinct !DICompileUnit(language: {lang}, file: !{file}, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)"
                    ));
                    self.dbg.units.push(n);
                }
                // DebugFunction: Name, Type, Source, Line, Column, Parent, Linkage Name,
                // Flags, Scope Line, Function, Declaration?
                20 if ops.len() >= 10 => {
                    let (Some(name), Some(&file), Some(&unit)) = (
                        string(self, ops.first()),
                        self.dbg.files.get(&ops[2]),
                        self.dbg.units.first(),
                    ) else {
                        continue;
                    };
                    let fid = ops[9];
                    if !self.funcs.contains_key(&fid) || self.dbg.subprograms.contains_key(&fid) {
                        continue;
                    }
                    let linkage = string(self, ops.get(6))
                        .filter(|l| !l.is_empty())
                        .map(|l| format!(", linkageName: {}", md_string(&l)))
                        .unwrap_or_default();
                    let ty = self.md_node("!DISubroutineType(types: !{})".into());
                    let n = self.md_node(format!(
                        "distinct !DISubprogram(name: {}{linkage}, scope: !{file}, file: !{file}, line: {}, type: !{ty}, scopeLine: {}, spFlags: DISPFlagDefinition, unit: !{unit})",
                        md_string(&name),
                        ops[3],
                        ops[8]
                    ));
                    self.dbg.subprograms.insert(fid, n);
                    self.dbg.scopes.insert(id, (n, fid));
                }
                // DebugLexicalBlock: Source, Line, Column, Parent, Name?
                21 if ops.len() >= 4 => {
                    let (Some(&file), Some(&(parent, fid))) =
                        (self.dbg.files.get(&ops[0]), self.dbg.scopes.get(&ops[3]))
                    else {
                        continue;
                    };
                    let n = self.md_node(format!(
                        "distinct !DILexicalBlock(scope: !{parent}, file: !{file}, line: {}, column: {})",
                        ops[1], ops[2]
                    ));
                    self.dbg.scopes.insert(id, (n, fid));
                }
                _ => {}
            }
        }
    }

    /// Reads the function starting at instruction `start`; returns the index after its
    /// `OpFunctionEnd`.
    fn function(&mut self, start: usize) -> Result<usize, Error> {
        let mut end = start;
        while end < self.raw.len() && self.raw[end].opcode != Op::FunctionEnd as u16 {
            end += 1;
        }
        if end == self.raw.len() {
            return Err(self.err(start, "a function without OpFunctionEnd"));
        }
        let fid = self.raw[start].operands[1];
        let control = self.raw[start].operands[2];
        let info = self.funcs[&fid].clone();
        let mut f = FnReader::new(self, start, end, fid);
        let text = f.run(&info, control)?;
        self.function_text.push(text);
        Ok(end + 1)
    }

    fn declare(&mut self, name: &str, line: String) {
        self.declares.entry(name.to_string()).or_insert(line);
    }

    fn finish(mut self, name: &str) -> String {
        self.global_annotations();
        let mut s = String::new();
        let _ = writeln!(s, "; ModuleID = '{name}'");
        let _ = writeln!(
            s,
            "source_filename = \"{}\"",
            name.replace(['"', '\\'], "_")
        );
        if self.physical64 {
            s.push_str("target datalayout = \"e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1\"\n");
            s.push_str("target triple = \"spir64\"\n");
        } else {
            s.push_str("target datalayout = \"e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1\"\n");
            s.push_str("target triple = \"spir\"\n");
        }
        s.push('\n');
        for d in &self.struct_defs {
            let _ = writeln!(s, "{d}");
        }
        if !self.struct_defs.is_empty() {
            s.push('\n');
        }
        for g in &self.global_lines {
            let _ = writeln!(s, "{g}");
        }
        if !self.global_lines.is_empty() {
            s.push('\n');
        }
        for f in &self.function_text {
            s.push_str(f);
            s.push('\n');
        }
        for d in self.declares.values() {
            let _ = writeln!(s, "{d}");
        }
        s.push('\n');
        let _ = writeln!(
            s,
            "attributes {ATTRS_PURE} = {{ nounwind willreturn memory(none) }}"
        );
        let _ = writeln!(
            s,
            "attributes {ATTRS_CONVERGENT} = {{ convergent nounwind }}"
        );
        if !self.dbg.units.is_empty() {
            let units: Vec<String> = self.dbg.units.iter().map(|n| format!("!{n}")).collect();
            let version = self.md_node("!{i32 2, !\"Debug Info Version\", i32 3}".into());
            s.push('\n');
            let _ = writeln!(s, "!llvm.dbg.cu = !{{{}}}", units.join(", "));
            let _ = writeln!(s, "!llvm.module.flags = !{{!{version}}}");
        }
        if let Some(v) = self.ocl_version {
            let n = self.md_node(format!("!{{i32 {}, i32 {}}}", v / 100_000, v / 1000 % 100));
            s.push('\n');
            let _ = writeln!(s, "!opencl.ocl.version = !{{!{n}}}");
        }
        s.push('\n');
        for (k, m) in self.md.iter().enumerate() {
            let _ = writeln!(s, "!{k} = {m}");
        }
        s
    }
}

/// How a function-local id reads.
#[derive(Clone, Debug)]
enum Local {
    /// A value: type id and LLVM text.
    Value(u32, String),
    /// The same value as another id (OpCopyObject, pointer OpBitcast), with its own type
    /// (a pointer's pointee differs: access chains read it).
    Alias(u32, u32),
    /// A load of a work-item built-in variable (its BuiltIn).
    Builtin(u32),
}

struct FnReader<'r, 'a> {
    r: &'r mut Reader<'a>,
    start: usize,
    end: usize,
    fid: u32,
    locals: HashMap<u32, Local>,
    /// Built-in loads some instruction uses other than by extracting a component.
    builtin_whole: HashSet<u32>,
    labels: HashMap<u32, String>,
    used: HashSet<String>,
    out: String,
    /// Latch block id → loop metadata node, from the headers' `OpLoopMerge`s.
    loop_ids: HashMap<u32, usize>,
    /// Access chain result id → its index groups (`DependencyArrayINTEL`), outer loops first.
    index_groups: HashMap<u32, Vec<usize>>,
    tmp: u32,
    /// `OpSampledImage` results: (image, sampler), which the sampling reads take apart.
    sampled: HashMap<u32, (u32, u32)>,
    /// The `!DILocation` node the instructions read now carry (`OpLine` in a `DebugScope`
    /// of this function), and the scope and line that make it.
    dbg_scope: Option<usize>,
    dbg_line: Option<(u32, u32)>,
    cur_block: u32,
    /// The word offset of the instruction being read.
    cur_offset: usize,
}

impl<'r, 'a> FnReader<'r, 'a> {
    fn new(r: &'r mut Reader<'a>, start: usize, end: usize, fid: u32) -> FnReader<'r, 'a> {
        FnReader {
            r,
            start,
            end,
            fid,
            locals: HashMap::new(),
            builtin_whole: HashSet::new(),
            labels: HashMap::new(),
            used: HashSet::new(),
            out: String::new(),
            loop_ids: HashMap::new(),
            index_groups: HashMap::new(),
            tmp: 0,
            sampled: HashMap::new(),
            dbg_scope: None,
            dbg_line: None,
            cur_block: 0,
            cur_offset: 0,
        }
    }

    fn err(&self, k: usize, msg: impl Into<String>) -> Error {
        self.r.err(k, msg)
    }

    /// A fresh local name for `id`: its OpName when it has one (made unique), or an
    /// invented one.
    fn local_name(&mut self, id: u32) -> String {
        let base = match self.r.names.get(&id) {
            Some(n) if !n.is_empty() && !n.starts_with(TMP) => n.clone(),
            _ => format!("{TMP}{id}"),
        };
        let mut n = base.clone();
        let mut k = 1;
        while !self.used.insert(n.clone()) {
            n = format!("{base}.{k}");
            k += 1;
        }
        llvm_name('%', &n)
    }

    fn fresh(&mut self) -> String {
        self.tmp += 1;
        let n = format!("{TMP}t{}", self.tmp);
        self.used.insert(n.clone());
        llvm_name('%', &n)
    }

    /// The type and text of value `id` (a copy has its own type and its source's text).
    fn val(&self, k: usize, id: u32) -> Result<(u32, String), Error> {
        let mut id = id;
        let mut own: Option<u32> = None;
        for _ in 0..64 {
            match self.locals.get(&id) {
                Some(Local::Value(t, s)) => return Ok((own.unwrap_or(*t), s.clone())),
                Some(Local::Alias(x, t)) => {
                    own.get_or_insert(*t);
                    id = *x;
                }
                Some(Local::Builtin(..)) => {
                    return Err(self.err(k, "internal: a built-in load used as a whole"))
                }
                None => {
                    return self
                        .r
                        .globals
                        .get(&id)
                        .map(|(t, s)| (own.unwrap_or(*t), s.clone()))
                        .ok_or_else(|| self.err(k, format!("%{id} is not a value")));
                }
            }
        }
        Err(self.err(k, "a cycle of copies"))
    }

    /// `T text` for value `id`.
    fn typed(&self, k: usize, id: u32) -> Result<String, Error> {
        let (t, s) = self.val(k, id)?;
        Ok(format!("{} {s}", self.r.ty_text(k, t)?))
    }

    fn text(&self, k: usize, id: u32) -> Result<String, Error> {
        Ok(self.val(k, id)?.1)
    }

    fn tyof(&self, k: usize, id: u32) -> Result<u32, Error> {
        Ok(self.val(k, id)?.0)
    }

    fn label(&self, k: usize, id: u32) -> Result<String, Error> {
        self.labels
            .get(&id)
            .cloned()
            .ok_or_else(|| self.err(k, format!("%{id} is not a block of this function")))
    }

    fn line(&mut self, s: impl AsRef<str>) {
        self.out.push_str("  ");
        self.out.push_str(s.as_ref());
        if let Some(loc) = self.location(s.as_ref()) {
            let _ = write!(self.out, ", !dbg !{loc}");
        }
        let _ = writeln!(self.out, " {WORD_MARK}{}", self.cur_offset);
    }

    /// The `!DILocation` node instruction `text` carries: the current line in the current
    /// scope; in a function with a subprogram, a call outside any line gets line 0 (LLVM
    /// requires a location on a call between two functions with debug information).
    fn location(&mut self, text: &str) -> Option<usize> {
        let sp = *self.r.dbg.subprograms.get(&self.fid)?;
        let is_call = text.starts_with("call ") || text.contains(" = call ");
        let (line, col, scope) = match (self.dbg_scope, self.dbg_line) {
            (Some(scope), Some((l, c))) => (l, c, scope),
            _ if is_call => (0, 0, sp),
            _ => return None,
        };
        if let Some(&n) = self.r.dbg.locations.get(&(line, col, scope)) {
            return Some(n);
        }
        let n = self.r.md_node(format!(
            "!DILocation(line: {line}, column: {col}, scope: !{scope})"
        ));
        self.r.dbg.locations.insert((line, col, scope), n);
        Some(n)
    }

    /// The pre-pass: names for every result and label, copies as aliases, built-in loads.
    fn plan(&mut self) -> Result<(), Error> {
        for k in self.start + 1..self.end {
            let w = &self.r.raw[k].operands;
            let op = Op::from_u32(u32::from(self.r.raw[k].opcode));
            match op {
                Some(Op::FunctionParameter) => {}
                Some(Op::Label) => {
                    let n = self.local_name(w[0]);
                    self.labels.insert(w[0], n);
                }
                Some(Op::CopyObject) => {
                    self.locals.insert(w[1], Local::Alias(w[2], w[0]));
                }
                Some(Op::Bitcast) => {
                    // A pointer cast within a storage class is no cast with opaque
                    // pointers.
                    let from_ptr = self.ptr_class_of(w[2]);
                    let to = self.r.types.get(&w[0]).cloned();
                    match (from_ptr, to) {
                        (Some(a), Some(Ty::Ptr(b, _))) if a == b => {
                            self.locals.insert(w[1], Local::Alias(w[2], w[0]));
                        }
                        _ => {
                            let n = self.local_name(w[1]);
                            self.locals.insert(w[1], Local::Value(w[0], n));
                        }
                    }
                }
                Some(Op::Load) if self.r.builtins.contains_key(&w[2]) => {
                    self.locals
                        .insert(w[1], Local::Builtin(self.r.builtins[&w[2]]));
                }
                Some(Op::Undef) => {
                    self.locals.insert(w[1], Local::Value(w[0], "undef".into()));
                }
                _ => {
                    if let (Some(t), Some(r)) =
                        (self.r.insts[k].result_type(), self.r.insts[k].result())
                    {
                        let n = self.local_name(r);
                        self.locals.insert(r, Local::Value(t, n));
                    }
                }
            }
        }
        // Built-in loads used other than by a component extraction.
        for k in self.start + 1..self.end {
            if self.r.ignored_ext_inst(k) {
                continue;
            }
            let op = Op::from_u32(u32::from(self.r.raw[k].opcode));
            let ops = &self.r.insts[k].operands;
            for (j, o) in ops.iter().enumerate() {
                let Operand::Id(x) = o else { continue };
                if !matches!(self.locals.get(x), Some(Local::Builtin(..))) {
                    continue;
                }
                let extract = matches!(
                    op,
                    Some(Op::CompositeExtract) | Some(Op::VectorExtractDynamic)
                ) && j == 2;
                if !extract {
                    self.builtin_whole.insert(*x);
                }
            }
        }
        Ok(())
    }

    /// The storage class of a pointer value's type, if `id` is a pointer.
    fn ptr_class_of(&self, id: u32) -> Option<u32> {
        let t = match self.locals.get(&id) {
            Some(Local::Value(t, _)) => *t,
            Some(Local::Alias(x, _)) => return self.ptr_class_of(*x),
            Some(Local::Builtin(..)) => return None,
            None => self.r.globals.get(&id)?.0,
        };
        match self.r.types.get(&t)? {
            Ty::Ptr(sc, _) => Some(*sc),
            _ => None,
        }
    }

    fn run(&mut self, info: &FuncInfo, control: u32) -> Result<String, Error> {
        // Parameters are values before the pre-pass names anything else.
        let mut k = self.start + 1;
        let mut params = Vec::new();
        while k < self.end && self.r.raw[k].opcode == Op::FunctionParameter as u16 {
            let (t, id) = (self.r.raw[k].operands[0], self.r.raw[k].operands[1]);
            let n = self.local_name(id);
            self.locals.insert(id, Local::Value(t, n.clone()));
            params.push((k, t, id, n));
            k += 1;
        }
        self.plan()?;
        let mut ret = self.r.ty_text(self.start, info.ret)?;
        // `FuncParamAttr Zext` / `Sext` on the function: its return value's.
        if let Some(ds) = self.r.decorations.get(&self.fid) {
            for (d, ops) in ds {
                if *d == spirv::Decoration::FuncParamAttr as u32 {
                    match ops.first() {
                        Some(0) => ret = format!("zeroext {ret}"),
                        Some(1) => ret = format!("signext {ret}"),
                        _ => {}
                    }
                }
            }
        }
        let cc = if info.kernel {
            "spir_kernel"
        } else {
            "spir_func"
        };
        let mut ps = Vec::new();
        for (pk, t, id, n) in &params {
            ps.push(format!(
                "{}{} {n}",
                self.r.ty_text(*pk, *t)?,
                self.param_attrs(*pk, *id, *t)?
            ));
        }
        let body_start = k;
        let declaration = body_start == self.end;
        let linkage = self.r.linkage_type(self.fid);
        let mut fn_attrs = Vec::new();
        if control & 0x1 != 0 {
            fn_attrs.push("alwaysinline");
        }
        if control & 0x2 != 0 {
            fn_attrs.push("noinline");
        }
        let attrs = if fn_attrs.is_empty() {
            String::new()
        } else {
            format!(" {}", fn_attrs.join(" "))
        };
        if declaration {
            let line = format!("declare {cc} {ret} {}({}){attrs}", info.name, ps.join(", "));
            self.r.declare(&info.name, line);
            return Ok(String::new());
        }
        let link = if info.kernel || linkage == Some(spirv::LinkageType::Export as u32) {
            ""
        } else {
            "internal "
        };
        let mut md = self
            .r
            .local_size
            .get(&self.fid)
            .map(|n| format!(" !reqd_work_group_size !{n}"))
            .unwrap_or_default();
        if let Some(sp) = self.r.dbg.subprograms.get(&self.fid) {
            md.push_str(&format!(" !dbg !{sp}"));
        }
        let mut head = format!(
            "define {link}{cc} {ret} {}({}){attrs}{md} {{\n",
            info.name,
            ps.join(", ")
        );
        // The loop merges first: a latch may come before its header's merge is read only
        // in unstructured layouts, which the dominance order SPIR-V requires rules out, but
        // the table is cheap.
        let mut block = 0;
        for j in body_start..self.end {
            let op = self.r.raw[j].opcode;
            if op == Op::Label as u16 {
                block = self.r.raw[j].operands[0];
            } else if op == Op::LoopMerge as u16 {
                self.loop_merge(j)?;
            } else if op == Op::LoopControlINTEL as u16 {
                // An unstructured loop's controls: on the branch that ends this block.
                let w = self.r.raw[j].operands.clone();
                let Some((&mask, params)) = w.split_first() else {
                    return Err(self.err(j, "OpLoopControlINTEL without a mask"));
                };
                self.loop_controls(j, block, mask, params)?;
            }
        }
        let mut first = true;
        for j in body_start..self.end {
            self.inst(j, &mut first)?;
            self.annotations_of(j)?;
        }
        head.push_str(&self.out);
        head.push_str("}\n");
        Ok(head)
    }

    /// The `UserSemantic` decorations of the value instruction `k` defines, as clang's
    /// annotation intrinsics: `llvm.var.annotation` after a variable, `llvm.ptr.annotation`
    /// after any other pointer, `llvm.annotation` after an integer (their results are the
    /// annotated value; nothing reads them).
    fn annotations_of(&mut self, k: usize) -> Result<(), Error> {
        let Some(op) = Op::from_u32(u32::from(self.r.raw[k].opcode)) else {
            return Ok(());
        };
        let at = rspirv::grammar::CoreInstructionTable::get(op)
            .operands
            .iter()
            .position(|o| o.kind == rspirv::grammar::OperandKind::IdResult);
        let Some(&id) = at.and_then(|a| self.r.raw[k].operands.get(a)) else {
            return Ok(());
        };
        let texts = self.r.user_semantics(id);
        if texts.is_empty() || !self.locals.contains_key(&id) {
            return Ok(());
        }
        let (t, v) = self.val(k, id)?;
        let tt = self.r.ty_text(k, t)?;
        let Some(space) = tt.strip_prefix("ptr").map(|r| {
            r.trim()
                .strip_prefix("addrspace(")
                .and_then(|r| r.strip_suffix(')'))
                .unwrap_or("0")
                .to_string()
        }) else {
            // An integer: `llvm.annotation`, which gives its value back.
            if tt.starts_with('i') && tt[1..].chars().all(|c| c.is_ascii_digit()) {
                for text in texts {
                    let s = self.r.annotation_string(&text);
                    let name = format!("llvm.annotation.{tt}.p0");
                    self.r
                        .declare(&name, format!("declare {tt} @{name}({tt}, ptr, ptr, i32)"));
                    let d = self.fresh();
                    self.line(format!(
                        "{d} = call {tt} @{name}({tt} {v}, ptr {s}, ptr poison, i32 poison)"
                    ));
                }
            }
            return Ok(());
        };
        let variable = op == Op::Variable;
        for text in texts {
            let s = self.r.annotation_string(&text);
            let rest = format!("ptr {s}, ptr poison, i32 poison, ptr poison");
            if variable {
                let name = format!("llvm.var.annotation.p{space}.p0");
                self.r.declare(
                    &name,
                    format!("declare void @{name}({tt}, ptr, ptr, i32, ptr)"),
                );
                self.line(format!("call void @{name}({tt} {v}, {rest})"));
            } else {
                let name = format!("llvm.ptr.annotation.p{space}.p0");
                self.r.declare(
                    &name,
                    format!("declare {tt} @{name}({tt}, ptr, ptr, i32, ptr)"),
                );
                let d = self.fresh();
                self.line(format!("{d} = call {tt} @{name}({tt} {v}, {rest})"));
            }
        }
        Ok(())
    }

    fn param_attrs(&self, k: usize, id: u32, t: u32) -> Result<String, Error> {
        let mut s = String::new();
        let Some(ds) = self.r.decorations.get(&id) else {
            return Ok(s);
        };
        for (d, ops) in ds {
            // `Alignment N` and `MaxByteOffset N` on a parameter: `align N`,
            // `dereferenceable(N)` (what llvm-spirv-15 and parir write them for).
            if *d == spirv::Decoration::Alignment as u32 {
                if let Some(n) = ops.first().filter(|n| n.is_power_of_two()) {
                    s.push_str(&format!(" align {n}"));
                }
                continue;
            }
            if *d == spirv::Decoration::MaxByteOffset as u32 {
                if let Some(n) = ops.first().filter(|n| **n > 0) {
                    s.push_str(&format!(" dereferenceable({n})"));
                }
                continue;
            }
            if *d != spirv::Decoration::FuncParamAttr as u32 {
                continue;
            }
            let a = match ops.first().copied().unwrap_or(u32::MAX) {
                0 => "zeroext".to_string(),
                1 => "signext".to_string(),
                2 => format!("byval({})", self.r.ty_text(k, self.r.pointee(k, t)?)?),
                3 => format!("sret({})", self.r.ty_text(k, self.r.pointee(k, t)?)?),
                4 => "noalias".to_string(),
                5 => "nocapture".to_string(),
                6 => "readonly".to_string(),
                7 => "readnone".to_string(),
                _ => continue,
            };
            s.push(' ');
            s.push_str(&a);
        }
        Ok(s)
    }

    /// The loop ID an `OpLoopMerge` gives its continue target's branch.
    fn loop_merge(&mut self, k: usize) -> Result<(), Error> {
        let w = self.r.raw[k].operands.clone();
        self.loop_controls(k, w[1], w[2], &w[3..])
    }

    /// The loop ID of loop controls `mask` with parameters `params` (of instruction `k`, an
    /// `OpLoopMerge` or an `OpLoopControlINTEL`) for the branch that ends block `cont`.
    fn loop_controls(
        &mut self,
        k: usize,
        cont: u32,
        mask: u32,
        params: &[u32],
    ) -> Result<(), Error> {
        let mut params = params.iter().copied();
        let missing = self.err(k, "missing loop control parameter");
        let mut next = |what: &str| {
            params.next().ok_or_else(|| {
                let mut e = missing.clone();
                e.message = format!("{} ({what})", e.message);
                e
            })
        };
        let mut attrs: Vec<String> = Vec::new();
        let mut arrays: Vec<(u32, u32)> = Vec::new();
        let mut bits = mask;
        while bits != 0 {
            let bit = bits & bits.wrapping_neg();
            bits &= !bit;
            match bit {
                0x1 => attrs.push(loopmd::unroll_attr(true)),
                0x2 => attrs.push(loopmd::unroll_attr(false)),
                0x4 => attrs.push(loopmd::ivdep_enable_attr()),
                0x8 => {
                    let n = next("DependencyLength")?;
                    attrs.push(loopmd::ivdep_safelen_attr(n));
                }
                0x10 | 0x20 | 0x40 | 0x80 | 0x200 => {
                    // MinIterations, MaxIterations, IterationMultiple, PeelCount: hints
                    // LLVM has no attribute for; skipped with their parameter.
                    next("an iteration hint")?;
                }
                0x100 => {
                    let n = next("PartialCount")?;
                    attrs.push(loopmd::unroll_count_attr(n));
                }
                0x400 => {} // DontPartial
                grammar::LOOP_DEPENDENCY_ARRAY => {
                    let n = next("DependencyArrayINTEL count")?;
                    let mut pairs = Vec::new();
                    for _ in 0..n {
                        let a = next("an array")?;
                        let s = next("a safelen")?;
                        pairs.push((a, s));
                    }
                    arrays = pairs;
                }
                grammar::LOOP_PARALLEL_ACCESSES => {
                    let n = next("ParallelAccessesINTEL count")?;
                    let mut lists = Vec::new();
                    for _ in 0..n {
                        lists.push(next("an access group list")?);
                    }
                    for l in lists {
                        let gs = self.list_groups(k, l)?;
                        attrs.push(loopmd::parallel_accesses_attr(&gs));
                    }
                }
                grammar::LOOP_DEPENDENCY_ACCESSES => {
                    let n = next("DependencyAccessesINTEL count")?;
                    let mut pairs = Vec::new();
                    for _ in 0..n {
                        let l = next("an access group list")?;
                        let s = next("a safelen")?;
                        pairs.push((l, s));
                    }
                    for (l, s) in pairs {
                        let gs = self.list_groups(k, l)?;
                        attrs.push(loopmd::dependency_accesses_attr(&gs, s));
                    }
                }
                other => {
                    let n = loopmd::fpga_param_words(other);
                    let mut ps = Vec::with_capacity(n);
                    for _ in 0..n {
                        ps.push(next("an FPGA loop control parameter")?);
                    }
                    let Some(a) = loopmd::fpga_attrs(other, &ps) else {
                        return Err(
                            self.err(k, format!("loop control 0x{other:x} is not supported"))
                        );
                    };
                    attrs.extend(a);
                }
            }
        }
        if !arrays.is_empty() {
            self.dependency_arrays(k, cont, &arrays, &mut attrs)?;
        }
        if attrs.is_empty() {
            return Ok(());
        }
        let mut refs = Vec::new();
        for a in attrs {
            refs.push(format!("!{}", self.r.md_node(a)));
        }
        let id = self.r.md.len();
        self.r
            .md
            .push(format!("distinct !{{!{id}, {}}}", refs.join(", ")));
        self.loop_ids.insert(cont, id);
        Ok(())
    }

    /// `DependencyArrayINTEL` of the loop whose `OpLoopMerge` is instruction `k` (continue
    /// target `cont`): per safelen, in order of first appearance, an index group on the
    /// loop's access chains into its arrays and an index-group attribute
    /// ([`loopmd::parallel_access_indices_attr`]).
    fn dependency_arrays(
        &mut self,
        k: usize,
        cont: u32,
        arrays: &[(u32, u32)],
        attrs: &mut Vec<String>,
    ) -> Result<(), Error> {
        let blocks = self.loop_blocks(k, cont)?;
        let mut by_safelen: Vec<(u32, Vec<u32>)> = Vec::new();
        for &(a, s) in arrays {
            let a = self.resolve(a);
            match by_safelen.iter_mut().find(|(x, _)| *x == s) {
                Some((_, v)) => v.push(a),
                None => by_safelen.push((s, vec![a])),
            }
        }
        for (s, arrays) in by_safelen {
            let g = self.r.md_node("distinct !{}".into());
            let mut block = 0;
            for j in self.start + 1..self.end {
                let inst = &self.r.raw[j];
                let op = Op::from_u32(u32::from(inst.opcode));
                if op == Some(Op::Label) {
                    block = inst.operands[0];
                    continue;
                }
                let chain = matches!(
                    op,
                    Some(
                        Op::AccessChain
                            | Op::InBoundsAccessChain
                            | Op::PtrAccessChain
                            | Op::InBoundsPtrAccessChain
                    )
                );
                if !chain || !blocks.contains(&block) || inst.operands.len() < 3 {
                    continue;
                }
                let base = self.resolve(inst.operands[2]);
                let loaded_from = self.defining(base).and_then(|d| {
                    (self.r.raw[d].opcode == Op::Load as u16)
                        .then(|| self.resolve(self.r.raw[d].operands[2]))
                });
                if arrays.contains(&base) || loaded_from.is_some_and(|f| arrays.contains(&f)) {
                    let gs = self.index_groups.entry(inst.operands[1]).or_default();
                    if !gs.contains(&g) {
                        gs.push(g);
                    }
                }
            }
            attrs.push(loopmd::parallel_access_indices_attr(g, s));
        }
        Ok(())
    }

    /// `id` with copies and same-class pointer casts looked through.
    fn resolve(&self, id: u32) -> u32 {
        let mut id = id;
        for _ in 0..64 {
            match self.locals.get(&id) {
                Some(Local::Alias(x, _)) => id = *x,
                _ => break,
            }
        }
        id
    }

    /// The instruction of this function that defines `id`.
    fn defining(&self, id: u32) -> Option<usize> {
        (self.start + 1..self.end).find(|&j| self.r.insts[j].result() == Some(id))
    }

    /// The blocks of the natural loop whose `OpLoopMerge` is instruction `k`: its header and
    /// the blocks that reach the continue target `cont` without passing the header.
    fn loop_blocks(&self, k: usize, cont: u32) -> Result<HashSet<u32>, Error> {
        let mut header = None;
        let mut preds: HashMap<u32, Vec<u32>> = HashMap::new();
        let mut block = 0;
        for j in self.start + 1..self.end {
            let inst = &self.r.raw[j];
            let w = &inst.operands;
            match Op::from_u32(u32::from(inst.opcode)) {
                Some(Op::Label) => block = w[0],
                Some(Op::Branch) => preds.entry(w[0]).or_default().push(block),
                Some(Op::BranchConditional) => {
                    for &t in &w[1..3.min(w.len())] {
                        preds.entry(t).or_default().push(block);
                    }
                }
                Some(Op::Switch) => {
                    if let Some(&d) = w.get(1) {
                        preds.entry(d).or_default().push(block);
                    }
                    for t in w.iter().skip(3).step_by(2) {
                        preds.entry(*t).or_default().push(block);
                    }
                }
                _ => {}
            }
            if j == k {
                header = Some(block);
            }
        }
        let header = header.ok_or_else(|| self.err(k, "an OpLoopMerge outside a block"))?;
        let mut blocks: HashSet<u32> = [header].into_iter().collect();
        let mut work = vec![cont];
        while let Some(b) = work.pop() {
            if blocks.insert(b) {
                work.extend(preds.get(&b).into_iter().flatten().copied());
            }
        }
        Ok(blocks)
    }

    fn list_groups(&mut self, k: usize, list: u32) -> Result<String, Error> {
        let lits = self
            .r
            .group_lists
            .get(&list)
            .cloned()
            .ok_or_else(|| self.err(k, format!("%{list} is not an OpAccessGroupListINTEL")))?;
        Ok(lits
            .iter()
            .map(|&l| format!("!{}", self.r.group_node(l)))
            .collect::<Vec<_>>()
            .join(", "))
    }

    /// The access group attachment ([`loopmd::access_group_suffix`]) for instruction `k`'s
    /// result `id` (decoration) or memory operand literals.
    fn group_suffix(&mut self, lits: &[u32]) -> String {
        match self.r.access_group_md(lits) {
            Some(n) => loopmd::access_group_suffix(n),
            None => String::new(),
        }
    }

    fn decoration_groups(&self, id: u32) -> Vec<u32> {
        self.r
            .decorations
            .get(&id)
            .map(|ds| {
                ds.iter()
                    .filter(|(d, _)| *d == grammar::DECORATION_ACCESS_GROUP)
                    .flat_map(|(_, o)| o.iter().copied())
                    .collect()
            })
            .unwrap_or_default()
    }

    /// The memory operands of a load or store from word `at`: volatile, alignment, access
    /// group literals.
    fn memory_operands(
        &self,
        k: usize,
        w: &[u32],
        at: usize,
    ) -> Result<(bool, Option<u32>, Vec<u32>), Error> {
        let Some(&mask) = w.get(at) else {
            return Ok((false, None, Vec::new()));
        };
        let mut i = at + 1;
        let mut get = |what: &str| {
            let v = w
                .get(i)
                .copied()
                .ok_or_else(|| self.err(k, format!("missing memory operand ({what})")));
            i += 1;
            v
        };
        let mut align = None;
        let mut groups = Vec::new();
        let mut bits = mask;
        while bits != 0 {
            let bit = bits & bits.wrapping_neg();
            bits &= !bit;
            match bit {
                0x1 | 0x4 => {}
                0x2 => align = Some(get("alignment")?),
                grammar::MEMORY_ACCESS_GROUP_MASK => {
                    let n = get("access group count")?;
                    for _ in 0..n {
                        groups.push(get("an access group")?);
                    }
                }
                other => {
                    return Err(self.err(k, format!("memory operand 0x{other:x} is not supported")))
                }
            }
        }
        Ok((mask & 0x1 != 0, align, groups))
    }

    fn def(&self, id: u32) -> String {
        match self.locals.get(&id) {
            Some(Local::Value(_, n)) => n.clone(),
            _ => format!("%{TMP}missing{id}"),
        }
    }

    /// A call of an OpenCL C built-in, declared on first use.
    fn builtin_call(
        &mut self,
        result: Option<&str>,
        ret: &str,
        name: &str,
        args: &[String],
        attrs: &str,
        suffix: &str,
    ) {
        let arg_tys: Vec<&str> = args.iter().map(|a| type_of_typed(a)).collect();
        let fname = llvm_name('@', name);
        self.r.declare(
            name,
            format!(
                "declare spir_func {ret} {fname}({}) {attrs}",
                arg_tys.join(", ")
            ),
        );
        let call = format!("call spir_func {ret} {fname}({}){suffix}", args.join(", "));
        match result {
            Some(r) => self.line(format!("{r} = {call}")),
            None => self.line(call),
        }
    }

    /// A work-item built-in for component `dim` (an `i32` text).
    fn builtin_component(&mut self, result: &str, b: u32, rt: &str, dim: &str) {
        let (f, takes_dim) = builtin_function(b).unwrap_or(("_Z13get_global_idj", true));
        let args = if takes_dim {
            vec![format!("i32 {dim}")]
        } else {
            vec![]
        };
        self.builtin_call(Some(result), rt, f, &args, ATTRS_PURE, "");
    }

    fn inst(&mut self, k: usize, first: &mut bool) -> Result<(), Error> {
        let w = self.r.raw[k].operands.clone();
        self.cur_offset = self.r.raw[k].offset;
        let opc = self.r.raw[k].opcode;
        let Some(op) = Op::from_u32(u32::from(opc)) else {
            return Err(self.err(k, "not supported in a function"));
        };
        use Op as O;
        match op {
            O::Label => {
                let l = self.label(k, w[0])?;
                if !*first {
                    self.out.push('\n');
                }
                *first = false;
                self.cur_block = w[0];
                let _ = writeln!(self.out, "{}:", &l[1..]);
            }
            O::Any | O::All => {
                // OpAny / OpAll: LLVM's or / and reduction of the bool vector.
                let (vt, _) = self.val(k, w[2])?;
                let n = match self.r.ty(k, vt)? {
                    Ty::Vector(_, n) => *n,
                    _ => return Err(self.err(k, "OpAny/OpAll of a value that is not a vector")),
                };
                let how = if op == O::Any { "or" } else { "and" };
                let name = format!("llvm.vector.reduce.{how}.v{n}i1");
                self.r
                    .declare(&name, format!("declare i1 @{name}(<{n} x i1>)"));
                let x = self.typed(k, w[2])?;
                let d = self.def(w[1]);
                self.line(format!("{d} = call i1 @{name}({x})"));
            }
            O::VariableLengthArrayINTEL => {
                let (pt, id, n) = (w[0], w[1], w[2]);
                let vt = self.r.pointee(k, pt)?;
                let vt_text = self.r.ty_text(k, vt)?;
                let count = self.typed(k, n)?;
                let d = self.def(id);
                self.line(format!("{d} = alloca {vt_text}, {count}"));
            }
            O::ReadClockKHR => {
                // Whatever the scope, LLVM's one cycle counter.
                let t = self.r.ty_text(k, w[0])?;
                if t != "i64" {
                    return Err(self.err(k, "OpReadClockKHR of a type other than a 64-bit integer"));
                }
                let name = "llvm.readcyclecounter";
                self.r.declare(name, format!("declare i64 @{name}()"));
                let d = self.def(w[1]);
                self.line(format!("{d} = call i64 @{name}()"));
            }
            O::SaveMemoryINTEL => {
                let t = self.r.ty_text(k, w[0])?;
                let name = "llvm.stacksave.p0";
                self.r.declare(name, format!("declare {t} @{name}()"));
                let d = self.def(w[1]);
                self.line(format!("{d} = call {t} @{name}()"));
            }
            O::RestoreMemoryINTEL => {
                let p = self.typed(k, w[0])?;
                let name = "llvm.stackrestore.p0";
                self.r.declare(name, format!("declare void @{name}(ptr)"));
                self.line(format!("call void @{name}({p})"));
            }
            O::Variable => {
                let (pt, id, sc) = (w[0], w[1], w[2]);
                if sc != SC_FUNCTION {
                    return Err(self.err(k, "a variable in a function that is not Function"));
                }
                let vt = self.r.pointee(k, pt)?;
                let vt_text = self.r.ty_text(k, vt)?;
                let al = self
                    .r
                    .decoration(id, spirv::Decoration::Alignment as u32)
                    .and_then(|o| o.first().copied())
                    .map(|a| format!(", align {a}"))
                    .unwrap_or_default();
                let d = self.def(id);
                self.line(format!("{d} = alloca {vt_text}{al}"));
                if let Some(&init) = w.get(3) {
                    let v = self.typed(k, init)?;
                    self.line(format!("store {v}, ptr {d}{al}"));
                }
            }
            O::Line => self.dbg_line = Some((w[1], w[2])),
            O::NoLine => self.dbg_line = None,
            O::Nop
            | O::SelectionMerge
            | O::LoopMerge
            | O::LoopControlINTEL
            | O::LifetimeStart
            | O::LifetimeStop
            | O::CopyObject
            | O::Undef => {}
            O::Bitcast => {
                if matches!(self.locals.get(&w[1]), Some(Local::Alias(..))) {
                    return Ok(());
                }
                self.cast(k, &w, "bitcast")?;
            }
            O::IAdd => self.binary(k, &w, "add")?,
            O::ISub => self.binary(k, &w, "sub")?,
            O::IMul => self.binary(k, &w, "mul")?,
            O::UDiv => self.binary(k, &w, "udiv")?,
            O::SDiv => self.binary(k, &w, "sdiv")?,
            O::UMod => self.binary(k, &w, "urem")?,
            O::SRem => self.binary(k, &w, "srem")?,
            O::FAdd => self.binary(k, &w, "fadd")?,
            O::FSub => self.binary(k, &w, "fsub")?,
            O::FMul => self.binary(k, &w, "fmul")?,
            O::FDiv => self.binary(k, &w, "fdiv")?,
            O::FRem => self.binary(k, &w, "frem")?,
            O::ShiftLeftLogical => self.binary(k, &w, "shl")?,
            O::ShiftRightLogical => self.binary(k, &w, "lshr")?,
            O::ShiftRightArithmetic => self.binary(k, &w, "ashr")?,
            O::BitwiseAnd | O::LogicalAnd => self.binary(k, &w, "and")?,
            O::BitwiseOr | O::LogicalOr => self.binary(k, &w, "or")?,
            O::BitwiseXor => self.binary(k, &w, "xor")?,
            O::LogicalNotEqual => self.binary(k, &w, "xor")?,
            O::LogicalEqual | O::IEqual => self.binary(k, &w, "icmp eq")?,
            O::INotEqual => self.binary(k, &w, "icmp ne")?,
            O::UGreaterThan => self.binary(k, &w, "icmp ugt")?,
            O::UGreaterThanEqual => self.binary(k, &w, "icmp uge")?,
            O::ULessThan => self.binary(k, &w, "icmp ult")?,
            O::ULessThanEqual => self.binary(k, &w, "icmp ule")?,
            O::SGreaterThan => self.binary(k, &w, "icmp sgt")?,
            O::SGreaterThanEqual => self.binary(k, &w, "icmp sge")?,
            O::SLessThan => self.binary(k, &w, "icmp slt")?,
            O::SLessThanEqual => self.binary(k, &w, "icmp sle")?,
            O::FOrdEqual => self.binary(k, &w, "fcmp oeq")?,
            O::FOrdNotEqual => self.binary(k, &w, "fcmp one")?,
            O::FOrdLessThan => self.binary(k, &w, "fcmp olt")?,
            O::FOrdLessThanEqual => self.binary(k, &w, "fcmp ole")?,
            O::FOrdGreaterThan => self.binary(k, &w, "fcmp ogt")?,
            O::FOrdGreaterThanEqual => self.binary(k, &w, "fcmp oge")?,
            O::FUnordEqual => self.binary(k, &w, "fcmp ueq")?,
            O::FUnordNotEqual => self.binary(k, &w, "fcmp une")?,
            O::FUnordLessThan => self.binary(k, &w, "fcmp ult")?,
            O::FUnordLessThanEqual => self.binary(k, &w, "fcmp ule")?,
            O::FUnordGreaterThan => self.binary(k, &w, "fcmp ugt")?,
            O::FUnordGreaterThanEqual => self.binary(k, &w, "fcmp uge")?,
            O::Ordered => self.binary(k, &w, "fcmp ord")?,
            O::Unordered => self.binary(k, &w, "fcmp uno")?,
            O::IsNan => {
                let x = self.typed(k, w[2])?;
                let y = self.text(k, w[2])?;
                let d = self.def(w[1]);
                self.line(format!("{d} = fcmp uno {x}, {y}"));
            }
            O::FNegate => {
                let x = self.typed(k, w[2])?;
                let d = self.def(w[1]);
                self.line(format!("{d} = fneg {x}"));
            }
            O::SNegate => {
                let t = self.r.ty_text(k, w[0])?;
                let z = self.r.zero_text(k, w[0])?;
                let x = self.text(k, w[2])?;
                let d = self.def(w[1]);
                self.line(format!("{d} = sub {t} {z}, {x}"));
            }
            O::Not | O::LogicalNot => {
                let t = self.r.ty_text(k, w[0])?;
                let ones = self.splat(k, w[0], if op == O::Not { "-1" } else { "true" })?;
                let x = self.text(k, w[2])?;
                let d = self.def(w[1]);
                self.line(format!("{d} = xor {t} {x}, {ones}"));
            }
            O::UConvert
            | O::SConvert
            | O::FConvert
            | O::ConvertFToU
            | O::ConvertFToS
            | O::ConvertUToF
            | O::ConvertSToF
                if self.conversion_modifiers(w[1]).is_some() =>
            {
                self.convert_builtin(k, op, &w)?
            }
            O::UConvert | O::SConvert | O::FConvert => {
                let from = self.tyof(k, w[2])?;
                let (wf, wt) = if op == O::FConvert {
                    (self.r.float_width(k, from)?, self.r.float_width(k, w[0])?)
                } else {
                    (self.r.int_width(k, from)?, self.r.int_width(k, w[0])?)
                };
                let name = match (op, wt.cmp(&wf)) {
                    (_, std::cmp::Ordering::Equal) => {
                        self.locals.insert(w[1], Local::Alias(w[2], w[0]));
                        return Ok(());
                    }
                    (O::FConvert, std::cmp::Ordering::Greater) => "fpext",
                    (O::FConvert, _) => "fptrunc",
                    (_, std::cmp::Ordering::Less) => "trunc",
                    (O::UConvert, _) => "zext",
                    _ => "sext",
                };
                self.cast(k, &w, name)?;
            }
            O::ConvertFToU => self.cast(k, &w, "fptoui")?,
            O::ConvertFToS => self.cast(k, &w, "fptosi")?,
            O::ConvertUToF => self.cast(k, &w, "uitofp")?,
            O::ConvertSToF => self.cast(k, &w, "sitofp")?,
            O::ConvertPtrToU => self.cast(k, &w, "ptrtoint")?,
            O::ConvertUToPtr => self.cast(k, &w, "inttoptr")?,
            O::PtrCastToGeneric | O::GenericCastToPtr => self.cast(k, &w, "addrspacecast")?,
            O::Select => {
                let c = self.typed(k, w[2])?;
                let a = self.typed(k, w[3])?;
                let b = self.typed(k, w[4])?;
                let d = self.def(w[1]);
                self.line(format!("{d} = select {c}, {a}, {b}"));
            }
            O::PtrAccessChain
            | O::InBoundsPtrAccessChain
            | O::AccessChain
            | O::InBoundsAccessChain => {
                self.gep(k, op, &w)?;
            }
            O::Load => {
                let (rt, id, p) = (w[0], w[1], w[2]);
                if let Some(Local::Builtin(b)) = self.locals.get(&id).cloned() {
                    return self.builtin_load(k, id, b, rt);
                }
                let (vol, align, groups) = self.memory_operands(k, &w, 3)?;
                let t = self.r.ty_text(k, rt)?;
                let pp = self.typed(k, p)?;
                let v = if vol { "volatile " } else { "" };
                let al = align.map(|a| format!(", align {a}")).unwrap_or_default();
                let g = self.group_suffix(&groups);
                let d = self.def(id);
                self.line(format!("{d} = load {v}{t}, {pp}{al}{g}"));
            }
            O::Store => {
                let (vol, align, groups) = self.memory_operands(k, &w, 2)?;
                let pp = self.typed(k, w[0])?;
                let x = self.typed(k, w[1])?;
                let v = if vol { "volatile " } else { "" };
                let al = align.map(|a| format!(", align {a}")).unwrap_or_default();
                let g = self.group_suffix(&groups);
                self.line(format!("store {v}{x}, {pp}{al}{g}"));
            }
            O::AtomicLoad | O::AtomicStore => {
                // `load atomic` / `store atomic` with the semantics' ordering (the scope is
                // not kept: LLVM's default, the system scope, is at least as wide), aligned
                // to the value's size.
                let (p, sem_id, vid) = if op == O::AtomicLoad {
                    (w[2], w[4], None)
                } else {
                    (w[0], w[2], Some(w[3]))
                };
                let sem = *self
                    .r
                    .int_values
                    .get(&sem_id)
                    .ok_or_else(|| self.err(k, "memory semantics that are not a constant"))?;
                let load = op == O::AtomicLoad;
                let ordering = match sem & 0x1e {
                    0 => "monotonic",
                    0x2 if load => "acquire",
                    0x4 if !load => "release",
                    0x10 => "seq_cst",
                    _ => {
                        return Err(self.err(
                            k,
                            "an atomic load or store whose ordering LLVM does not allow",
                        ))
                    }
                };
                let t = match vid {
                    None => w[0],
                    Some(x) => self.val(k, x)?.0,
                };
                let bytes = match self.r.ty(k, t)? {
                    Ty::Int(b) | Ty::Float(b) => (b / 8).max(1),
                    _ => return Err(self.err(k, "an atomic access that is not of a number")),
                };
                let pp = self.typed(k, p)?;
                match vid {
                    None => {
                        let tt = self.r.ty_text(k, t)?;
                        let d = self.def(w[1]);
                        self.line(format!(
                            "{d} = load atomic {tt}, {pp} {ordering}, align {bytes}"
                        ));
                    }
                    Some(x) => {
                        let x = self.typed(k, x)?;
                        self.line(format!("store atomic {x}, {pp} {ordering}, align {bytes}"));
                    }
                }
            }
            O::BitReverse => {
                // `llvm.bitreverse`, suffixed by its type (`i32`, `v2i16`).
                let t = self.r.ty_text(k, w[0])?;
                let suffix = match self.r.ty(k, w[0])?.clone() {
                    Ty::Vector(e, n) => format!("v{n}i{}", self.r.int_width(k, e)?),
                    _ => format!("i{}", self.r.int_width(k, w[0])?),
                };
                let name = format!("llvm.bitreverse.{suffix}");
                self.r.declare(&name, format!("declare {t} @{name}({t})"));
                let x = self.typed(k, w[2])?;
                let d = self.def(w[1]);
                self.line(format!("{d} = call {t} @{name}({x})"));
            }
            O::CopyMemorySized => {
                let (_, align, groups) = self.memory_operands(k, &w, 3)?;
                let (tt, t) = self.val(k, w[0])?;
                let (st, s) = self.val(k, w[1])?;
                let (nt, n) = self.val(k, w[2])?;
                let ta = self.addrspace_of(k, tt)?;
                let sa = self.addrspace_of(k, st)?;
                let nw = self.r.int_width(k, nt)?;
                let name = format!("llvm.memcpy.p{ta}.p{sa}.i{nw}");
                let (ttx, stx) = (self.r.ty_text(k, tt)?, self.r.ty_text(k, st)?);
                self.r.declare(
                    &name,
                    format!("declare void @{name}({ttx} noalias nocapture writeonly, {stx} noalias nocapture readonly, i{nw}, i1 immarg)"),
                );
                let al = align.map(|a| format!(" align {a}")).unwrap_or_default();
                let g = self.group_suffix(&groups);
                self.line(format!(
                    "call void @{name}({ttx}{al} {t}, {stx}{al} {s}, i{nw} {n}, i1 false){g}"
                ));
            }
            O::CopyMemory => {
                let (_, align, groups) = self.memory_operands(k, &w, 2)?;
                let (st, _) = self.val(k, w[1])?;
                let vt = self.r.pointee(k, st)?;
                let vtt = self.r.ty_text(k, vt)?;
                let tmp = self.fresh();
                let (tp, sp) = (self.typed(k, w[0])?, self.typed(k, w[1])?);
                let al = align.map(|a| format!(", align {a}")).unwrap_or_default();
                let g = self.group_suffix(&groups);
                self.line(format!("{tmp} = load {vtt}, {sp}{al}{g}"));
                self.line(format!("store {vtt} {tmp}, {tp}{al}{g}"));
            }
            O::Phi => {
                let t = self.r.ty_text(k, w[0])?;
                let mut items = Vec::new();
                for pair in w[2..].chunks(2) {
                    let [v, b] = pair else {
                        return Err(self.err(k, "an odd number of phi operands"));
                    };
                    items.push(format!("[ {}, {} ]", self.text(k, *v)?, self.label(k, *b)?));
                }
                let d = self.def(w[1]);
                self.line(format!("{d} = phi {t} {}", items.join(", ")));
            }
            O::CompositeExtract => {
                let (rt, id, c) = (w[0], w[1], w[2]);
                if let Some(Local::Builtin(b)) = self.locals.get(&c).cloned() {
                    if !self.builtin_whole.contains(&c) {
                        let t = self.r.ty_text(k, rt)?;
                        let d = self.def(id);
                        let dim = w.get(3).copied().unwrap_or(0).to_string();
                        self.builtin_component(&d, b, &t, &dim);
                        return Ok(());
                    }
                }
                let d = self.def(id);
                let ct = self.tyof(k, c)?;
                let x = self.typed(k, c)?;
                if matches!(self.r.ty(k, ct)?, Ty::Vector(..)) {
                    if w.len() != 4 {
                        return Err(self.err(k, "a vector extraction with several indices"));
                    }
                    self.line(format!("{d} = extractelement {x}, i32 {}", w[3]));
                } else {
                    let idx: Vec<String> = w[3..].iter().map(|i| i.to_string()).collect();
                    self.line(format!("{d} = extractvalue {x}, {}", idx.join(", ")));
                }
            }
            O::CompositeInsert => {
                let (id, obj, c) = (w[1], w[2], w[3]);
                let ct = self.tyof(k, c)?;
                let x = self.typed(k, c)?;
                let o = self.typed(k, obj)?;
                let d = self.def(id);
                if matches!(self.r.ty(k, ct)?, Ty::Vector(..)) {
                    if w.len() != 5 {
                        return Err(self.err(k, "a vector insertion with several indices"));
                    }
                    self.line(format!("{d} = insertelement {x}, {o}, i32 {}", w[4]));
                } else {
                    let idx: Vec<String> = w[4..].iter().map(|i| i.to_string()).collect();
                    self.line(format!("{d} = insertvalue {x}, {o}, {}", idx.join(", ")));
                }
            }
            O::CompositeConstruct => {
                let (rt, id) = (w[0], w[1]);
                let t = self.r.ty_text(k, rt)?;
                let vector = matches!(self.r.ty(k, rt)?, Ty::Vector(..));
                let mut acc = "poison".to_string();
                let parts = w[2..].to_vec();
                for (j, &p) in parts.iter().enumerate() {
                    let x = self.typed(k, p)?;
                    let d = if j + 1 == parts.len() {
                        self.def(id)
                    } else {
                        self.fresh()
                    };
                    if vector {
                        if matches!(self.r.ty(k, self.tyof(k, p)?)?, Ty::Vector(..)) {
                            return Err(self.err(k, "a vector built from vectors"));
                        }
                        self.line(format!("{d} = insertelement {t} {acc}, {x}, i32 {j}"));
                    } else {
                        self.line(format!("{d} = insertvalue {t} {acc}, {x}, {j}"));
                    }
                    acc = d;
                }
            }
            O::VectorExtractDynamic => {
                let (rt, id, c, x) = (w[0], w[1], w[2], w[3]);
                if let Some(Local::Builtin(b)) = self.locals.get(&c).cloned() {
                    if !self.builtin_whole.contains(&c) {
                        let t = self.r.ty_text(k, rt)?;
                        let d = self.def(id);
                        let (xt, xs) = self.val(k, x)?;
                        let dim = match self.r.int_width(k, xt)? {
                            32 => xs,
                            _ => {
                                let tmp = self.fresh();
                                let xx = self.typed(k, x)?;
                                self.line(format!("{tmp} = trunc {xx} to i32"));
                                tmp
                            }
                        };
                        self.builtin_component(&d, b, &t, &dim);
                        return Ok(());
                    }
                }
                let (v, i) = (self.typed(k, c)?, self.typed(k, x)?);
                let d = self.def(id);
                self.line(format!("{d} = extractelement {v}, {i}"));
            }
            O::VectorInsertDynamic => {
                let (v, e, i) = (
                    self.typed(k, w[2])?,
                    self.typed(k, w[3])?,
                    self.typed(k, w[4])?,
                );
                let d = self.def(w[1]);
                self.line(format!("{d} = insertelement {v}, {e}, {i}"));
            }
            O::VectorShuffle => {
                let (a, b) = (self.typed(k, w[2])?, self.typed(k, w[3])?);
                let mask: Vec<String> = w[4..]
                    .iter()
                    .map(|&m| {
                        if m == u32::MAX {
                            "i32 poison".to_string()
                        } else {
                            format!("i32 {m}")
                        }
                    })
                    .collect();
                let d = self.def(w[1]);
                self.line(format!(
                    "{d} = shufflevector {a}, {b}, <{} x i32> <{}>",
                    mask.len(),
                    mask.join(", ")
                ));
            }
            O::FunctionCall => {
                let (rt, id, f) = (w[0], w[1], w[2]);
                let info = self
                    .r
                    .funcs
                    .get(&f)
                    .cloned()
                    .ok_or_else(|| self.err(k, format!("%{f} is not a function")))?;
                let mut args = Vec::new();
                for &a in &w[3..] {
                    args.push(self.typed(k, a)?);
                }
                let t = self.r.ty_text(k, rt)?;
                let cc = if info.kernel {
                    "spir_kernel"
                } else {
                    "spir_func"
                };
                let groups = self.decoration_groups(id);
                let g = self.group_suffix(&groups);
                let call = format!("call {cc} {t} {}({}){g}", info.name, args.join(", "));
                if matches!(self.r.ty(k, rt)?, Ty::Void) {
                    self.line(call);
                } else {
                    let d = self.def(id);
                    self.line(format!("{d} = {call}"));
                }
            }
            O::GetKernelWorkGroupSize
            | O::GetKernelPreferredWorkGroupSizeMultiple
            | O::GetKernelNDrangeMaxSubGroupSize
            | O::GetKernelNDrangeSubGroupCount => self.kernel_query(k, op, &w)?,
            O::ExtInst if self.r.dbg.set == Some(w[2]) && matches!(w[3], 23 | 24) => {
                // DebugScope (Scope, Inlined At?) / DebugNoScope. A scope of another function
                // (inlined code) has no place in this one's metadata: no location there.
                self.dbg_scope = match (w[3], w.get(4), w.get(5)) {
                    (23, Some(sc), None) => self
                        .r
                        .dbg
                        .scopes
                        .get(sc)
                        .filter(|(_, f)| *f == self.fid)
                        .map(|(n, _)| *n),
                    _ => None,
                };
            }
            O::ExtInst if self.r.ignored_ext_inst(k) => {}
            O::ExtInst => self.ext_inst(k, &w)?,
            O::GroupAsyncCopy => self.async_copy(k, &w)?,
            O::ReadPipe
            | O::WritePipe
            | O::ReservedReadPipe
            | O::ReservedWritePipe
            | O::ReserveReadPipePackets
            | O::ReserveWritePipePackets
            | O::CommitReadPipe
            | O::CommitWritePipe
            | O::GetNumPipePackets
            | O::GetMaxPipePackets
            | O::GroupReserveReadPipePackets
            | O::GroupReserveWritePipePackets
            | O::GroupCommitReadPipe
            | O::GroupCommitWritePipe => self.pipe(k, op, &w)?,
            O::IsValidReserveId => {
                let args = [self.typed(k, w[2])?];
                let d = self.def(w[1]);
                self.builtin_call(
                    Some(&d),
                    "i1",
                    "_Z19is_valid_reserve_id13ocl_reserveid",
                    &args,
                    ATTRS_PURE,
                    "",
                );
            }
            O::SampledImage => {
                self.sampled.insert(w[1], (w[2], w[3]));
            }
            O::ImageSampleExplicitLod | O::ImageRead => self.image_read(k, op, &w)?,
            O::ImageWrite => self.image_write(k, &w)?,
            O::ImageQuerySizeLod | O::ImageQuerySize => self.image_size(k, &w)?,
            O::GroupWaitEvents => self.wait_events(k, &w)?,
            O::ControlBarrier | O::MemoryBarrier => {
                let (scopes, sem_id) = if op == O::ControlBarrier {
                    (&w[..2], w[2])
                } else {
                    (&w[..1], w[1])
                };
                let workgroup = Some(&(spirv::Scope::Workgroup as u64));
                let sem = self.r.int_values.get(&sem_id).copied();
                let plain = scopes.iter().all(|s| self.r.int_values.get(s) == workgroup);
                let Some(sem) = sem.filter(|_| plain) else {
                    // Other scopes, or ones known only at run time: the SPIR-V-friendly call
                    // keeps them (`barrier` and `mem_fence` are work-group wide).
                    let name = if op == O::ControlBarrier {
                        "_Z22__spirv_ControlBarrieriii"
                    } else {
                        "_Z21__spirv_MemoryBarrierii"
                    };
                    let args = w
                        .iter()
                        .map(|&a| self.typed(k, a))
                        .collect::<Result<Vec<_>, _>>()?;
                    self.builtin_call(None, "void", name, &args, ATTRS_CONVERGENT, "");
                    return Ok(());
                };
                let mut flags = 0;
                if sem & 0x100 != 0 {
                    flags |= 1; // CLK_LOCAL_MEM_FENCE
                }
                if sem & 0x200 != 0 {
                    flags |= 2; // CLK_GLOBAL_MEM_FENCE
                }
                if sem & 0x800 != 0 {
                    flags |= 4; // CLK_IMAGE_MEM_FENCE
                }
                let name = if op == O::ControlBarrier {
                    "_Z7barrierj"
                } else {
                    "_Z9mem_fencej"
                };
                self.builtin_call(
                    None,
                    "void",
                    name,
                    &[format!("i32 {flags}")],
                    ATTRS_CONVERGENT,
                    "",
                );
            }
            O::AtomicIAdd
            | O::AtomicISub
            | O::AtomicExchange
            | O::AtomicSMin
            | O::AtomicUMin
            | O::AtomicSMax
            | O::AtomicUMax
            | O::AtomicAnd
            | O::AtomicOr
            | O::AtomicXor
            | O::AtomicIIncrement
            | O::AtomicIDecrement
            | O::AtomicCompareExchange => self.atomic(k, op, &w)?,
            O::Branch => {
                let l = self.label(k, w[0])?;
                let lp = self.loop_suffix();
                self.line(format!("br label {l}{lp}"));
            }
            O::BranchConditional => {
                let c = self.typed(k, w[0])?;
                let (a, b) = (self.label(k, w[1])?, self.label(k, w[2])?);
                let lp = self.loop_suffix();
                self.line(format!("br {c}, label {a}, label {b}{lp}"));
            }
            O::Switch => {
                let (st, s) = self.val(k, w[0])?;
                let bits = self.r.int_width(k, st)?;
                let t = self.r.ty_text(k, st)?;
                let dft = self.label(k, w[1])?;
                let step = if bits > 32 { 3 } else { 2 };
                let mut cases = Vec::new();
                for c in w[2..].chunks(step) {
                    if c.len() != step {
                        return Err(self.err(k, "a truncated switch case"));
                    }
                    let v = if bits > 32 {
                        (u64::from(c[0]) | (u64::from(c[1]) << 32)) as i64
                    } else {
                        let v = u64::from(c[0]) & ((1u64 << bits) - 1);
                        if bits < 64 && v >> (bits - 1) & 1 == 1 {
                            v as i64 - (1i64 << bits)
                        } else {
                            v as i64
                        }
                    };
                    cases.push(format!(
                        "    {t} {v}, label {}",
                        self.label(k, c[step - 1])?
                    ));
                }
                self.line(format!(
                    "switch {t} {s}, label {dft} [\n{}\n  ]",
                    cases.join("\n")
                ));
            }
            O::Return => self.line("ret void"),
            O::ReturnValue => {
                let x = self.typed(k, w[0])?;
                self.line(format!("ret {x}"));
            }
            O::Unreachable => self.line("unreachable"),
            O::FunctionParameter => {}
            _ => self.friendly(k, op, &w)?,
        }
        Ok(())
    }

    /// Any other instruction with a result whose operands are all ids (values, scopes, memory
    /// semantics) or a group operation (an `i32` argument), the optional ones last: a call of
    /// its SPIR-V-friendly form `__spirv_<Name>` (what llvm-spirv-15's
    /// SPIR-V-friendly IR and parir's writer take), e.g. `OpGroupAll` →
    /// `_Z16__spirv_GroupAllib`. Anything else is refused at its word.
    fn friendly(&mut self, k: usize, op: Op, w: &[u32]) -> Result<(), Error> {
        use rspirv::grammar::{OperandKind as K, OperandQuantifier as Q};
        let unsupported = || self.err(k, "not supported in a function");
        let inst = rspirv::grammar::CoreInstructionTable::get(op);
        let ops = inst.operands;
        // Optional operands (`OpGroupNonUniformIAdd`'s cluster size) come last: present or
        // not, each operand read is an argument.
        let required = ops.iter().filter(|o| o.quantifier == Q::One).count();
        let shaped = ops.len() >= 2
            && ops[0].kind == K::IdResultType
            && ops[1].kind == K::IdResult
            && (required..=ops.len()).contains(&w.len())
            && ops[..required].iter().all(|o| o.quantifier == Q::One)
            && ops[2..].iter().all(|o| {
                o.quantifier != Q::ZeroOrMore
                    && matches!(
                        o.kind,
                        K::IdRef | K::IdScope | K::IdMemorySemantics | K::GroupOperation
                    )
            });
        if !shaped {
            return Err(unsupported());
        }
        let base = format!("__spirv_{}", inst.opname);
        let mut mangled = String::new();
        let mut seen: Vec<String> = Vec::new();
        let mut args = Vec::new();
        for (o, &a) in ops[2..].iter().zip(&w[2..]) {
            if o.kind == K::GroupOperation {
                // A literal: an i32 constant argument.
                mangled.push('i');
                args.push(format!("i32 {a}"));
                continue;
            }
            let (t, _) = self.val(k, a)?;
            if matches!(self.r.ty(k, t)?, Ty::Bool) {
                mangled.push('b');
            } else {
                mangled.push_str(&self.mangle_type(k, t, None, &mut seen)?);
            }
            args.push(self.typed(k, a)?);
        }
        let name = format!("_Z{}{base}{mangled}", base.len());
        let t = self.r.ty_text(k, w[0])?;
        let d = self.def(w[1]);
        self.builtin_call(Some(&d), &t, &name, &args, ATTRS_CONVERGENT, "");
        Ok(())
    }

    /// A device-side enqueue query about a block's kernel, as llvm-spirv-15 reads it: the
    /// OpenCL C library's `__get_kernel_*_impl` with the kernel and the block literal as
    /// generic pointers (the ndrange query's `ndrange_t` pointer first). The literal's size
    /// and alignment are the block's own and need no argument.
    fn kernel_query(&mut self, k: usize, op: Op, w: &[u32]) -> Result<(), Error> {
        use Op as O;
        let (name, ndrange, rest) = match op {
            O::GetKernelWorkGroupSize => ("__get_kernel_work_group_size_impl", None, &w[2..]),
            O::GetKernelPreferredWorkGroupSizeMultiple => (
                "__get_kernel_preferred_work_group_size_multiple_impl",
                None,
                &w[2..],
            ),
            O::GetKernelNDrangeMaxSubGroupSize => (
                "__get_kernel_max_sub_group_size_for_ndrange_impl",
                Some(w[2]),
                &w[3..],
            ),
            _ => (
                "__get_kernel_sub_group_count_for_ndrange_impl",
                Some(w[2]),
                &w[3..],
            ),
        };
        let mut args = Vec::new();
        if let Some(nd) = ndrange {
            let (t, text) = self.val(k, nd)?;
            if !matches!(self.r.ty(k, t)?, Ty::Ptr(..)) {
                return Err(self.err(k, "an ndrange that is not a pointer"));
            }
            args.push(format!("{} {text}", self.r.ty_text(k, t)?));
        }
        let invoke = self
            .r
            .funcs
            .get(&rest[0])
            .map(|f| f.name.clone())
            .ok_or_else(|| {
                self.err(
                    k,
                    format!("%{}, the invoked kernel, is not a function", rest[0]),
                )
            })?;
        args.push(format!(
            "ptr addrspace(4) addrspacecast (ptr {invoke} to ptr addrspace(4))"
        ));
        let (pt, param) = self.val(k, rest[1])?;
        let generic = addrspace(spirv::StorageClass::Generic as u32).unwrap_or(4);
        let param = match self.r.ty(k, pt)? {
            Ty::Ptr(sc, _) if addrspace(*sc) == Some(generic) => param,
            Ty::Ptr(..) => {
                let t = self.fresh();
                let from = self.r.ty_text(k, pt)?;
                self.line(format!(
                    "{t} = addrspacecast {from} {param} to ptr addrspace({generic})"
                ));
                t
            }
            _ => return Err(self.err(k, "a block literal that is not a pointer")),
        };
        args.push(format!("ptr addrspace({generic}) {param}"));
        let t = self.r.ty_text(k, w[0])?;
        let d = self.def(w[1]);
        self.builtin_call(Some(&d), &t, name, &args, ATTRS_CONVERGENT, "");
        Ok(())
    }

    fn addrspace_of(&self, k: usize, ptr_ty: u32) -> Result<u32, Error> {
        match self.r.ty(k, ptr_ty)? {
            Ty::Ptr(sc, _) => {
                addrspace(*sc).ok_or_else(|| self.err(k, "a pointer without address space"))
            }
            _ => Err(self.err(k, "a pointer operand expected")),
        }
    }

    /// The `!llvm.loop` suffix of the current block's terminator.
    fn loop_suffix(&self) -> String {
        match self.loop_ids.get(&self.cur_block) {
            Some(n) => format!(", !llvm.loop !{n}"),
            None => String::new(),
        }
    }

    fn splat(&self, k: usize, t: u32, one: &str) -> Result<String, Error> {
        Ok(match self.r.ty(k, t)? {
            Ty::Vector(e, n) => {
                let et = self.r.ty_text(k, *e)?;
                let items: Vec<String> = (0..*n).map(|_| format!("{et} {one}")).collect();
                format!("<{}>", items.join(", "))
            }
            _ => one.to_string(),
        })
    }

    fn binary(&mut self, k: usize, w: &[u32], op: &str) -> Result<(), Error> {
        let a = self.typed(k, w[2])?;
        let b = self.text(k, w[3])?;
        let d = self.def(w[1]);
        let fmf = self.fast_math_flags(w[1]);
        self.line(format!("{d} = {op}{fmf} {a}, {b}"));
        Ok(())
    }

    /// The fast-math flags (with a leading space) of a result's `FPFastMathMode` decoration:
    /// `Fast` is `fast`; `NotNaN`, `NotInf`, `NSZ`, `AllowRecip` are `nnan`, `ninf`, `nsz`,
    /// `arcp`.
    fn fast_math_flags(&self, id: u32) -> String {
        let Some(ds) = self.r.decorations.get(&id) else {
            return String::new();
        };
        let Some(mask) = ds
            .iter()
            .find(|(d, _)| *d == spirv::Decoration::FPFastMathMode as u32)
            .and_then(|(_, ops)| ops.first().copied())
        else {
            return String::new();
        };
        use spirv::FPFastMathMode as M;
        if mask & M::FAST.bits() != 0 {
            return " fast".into();
        }
        let mut s = String::new();
        for (bit, kw) in [
            (M::NOT_NAN, "nnan"),
            (M::NOT_INF, "ninf"),
            (M::NSZ, "nsz"),
            (M::ALLOW_RECIP, "arcp"),
        ] {
            if mask & bit.bits() != 0 {
                s.push(' ');
                s.push_str(kw);
            }
        }
        s
    }

    /// The `SaturatedConversion` and `FPRoundingMode` decorations of a conversion's result,
    /// if it has either: (saturated, rounding mode).
    fn conversion_modifiers(&self, id: u32) -> Option<(bool, Option<u32>)> {
        let sat = self
            .r
            .decoration(id, spirv::Decoration::SaturatedConversion as u32)
            .is_some();
        let rounding = self
            .r
            .decoration(id, spirv::Decoration::FPRoundingMode as u32)
            .and_then(|o| o.first().copied());
        (sat || rounding.is_some()).then_some((sat, rounding))
    }

    /// A saturating or rounding conversion: OpenCL C's
    /// `convert_<type>[n][_sat][_rte|_rtz|_rtp|_rtn]`, which LLVM's casts cannot say.
    fn convert_builtin(&mut self, k: usize, op: Op, w: &[u32]) -> Result<(), Error> {
        use Op as O;
        let (sat, rounding) = self.conversion_modifiers(w[1]).unwrap_or((false, None));
        let dst_signed = matches!(op, O::ConvertFToS | O::SConvert);
        let src_signed = match op {
            O::ConvertSToF | O::SConvert => Some(true),
            O::ConvertUToF | O::UConvert => Some(false),
            _ => None,
        };
        let (elem, n) = match self.r.ty(k, w[0])?.clone() {
            Ty::Vector(e, n) => (self.r.ty(k, e)?.clone(), n.to_string()),
            t => (t, String::new()),
        };
        let u = if dst_signed { "" } else { "u" };
        let tname = match elem {
            Ty::Int(8) => format!("{u}char"),
            Ty::Int(16) => format!("{u}short"),
            Ty::Int(32) => format!("{u}int"),
            Ty::Int(64) => format!("{u}long"),
            Ty::Float(16) => "half".into(),
            Ty::Float(32) => "float".into(),
            Ty::Float(64) => "double".into(),
            _ => return Err(self.err(k, "a conversion to a type OpenCL C does not convert to")),
        };
        let sat_s = if sat { "_sat" } else { "" };
        let rnd_s = match rounding {
            None => "",
            Some(0) => "_rte",
            Some(1) => "_rtz",
            Some(2) => "_rtp",
            Some(3) => "_rtn",
            Some(m) => return Err(self.err(k, format!("rounding mode {m} is unknown"))),
        };
        let base = format!("convert_{tname}{n}{sat_s}{rnd_s}");
        let from = self.tyof(k, w[2])?;
        let mangled = self.mangle_type(k, from, src_signed, &mut Vec::new())?;
        let name = format!("_Z{}{base}{mangled}", base.len());
        let t = self.r.ty_text(k, w[0])?;
        let x = self.typed(k, w[2])?;
        let d = self.def(w[1]);
        self.builtin_call(Some(&d), &t, &name, &[x], ATTRS_PURE, "");
        Ok(())
    }

    fn cast(&mut self, k: usize, w: &[u32], op: &str) -> Result<(), Error> {
        let x = self.typed(k, w[2])?;
        let t = self.r.ty_text(k, w[0])?;
        let d = self.def(w[1]);
        self.line(format!("{d} = {op} {x} to {t}"));
        Ok(())
    }

    fn gep(&mut self, k: usize, op: Op, w: &[u32]) -> Result<(), Error> {
        let (id, base) = (w[1], w[2]);
        let bt = self.tyof(k, base)?;
        let src = self.r.pointee(k, bt)?;
        let src_text = self.r.ty_text(k, src)?;
        let element = matches!(op, Op::PtrAccessChain | Op::InBoundsPtrAccessChain);
        let inbounds = matches!(op, Op::InBoundsPtrAccessChain | Op::InBoundsAccessChain);
        let mut idx = Vec::new();
        if !element {
            idx.push("i64 0".to_string());
        }
        let mut cur = src;
        for (j, &x) in w[3..].iter().enumerate() {
            let struct_level = j > 0 || !element;
            if struct_level {
                // Step into `cur` by this index.
                match self.r.ty(k, cur)?.clone() {
                    Ty::Struct(ms) => {
                        let n = *self.r.int_values.get(&x).ok_or_else(|| {
                            self.err(k, "a struct member index that is not a constant")
                        })?;
                        idx.push(format!("i32 {n}"));
                        cur = *ms
                            .get(n as usize)
                            .ok_or_else(|| self.err(k, "a struct member index out of range"))?;
                        continue;
                    }
                    Ty::Array(e, _) | Ty::Vector(e, _) => cur = e,
                    _ => return Err(self.err(k, "an access chain into a scalar")),
                }
            }
            idx.push(self.typed(k, x)?);
        }
        let b = self.typed(k, base)?;
        let d = self.def(id);
        let ib = if inbounds { "inbounds " } else { "" };
        let mut line = format!("{d} = getelementptr {ib}{src_text}, {b}");
        for i in idx {
            line.push_str(", ");
            line.push_str(&i);
        }
        match self.index_groups.get(&id).map(Vec::as_slice) {
            None | Some([]) => {}
            Some([g]) => {
                line.push_str(&loopmd::index_group_suffix(*g));
            }
            Some(gs) => {
                let list: Vec<String> = gs.iter().map(|g| format!("!{g}")).collect();
                let n = self.r.md_node(format!("!{{{}}}", list.join(", ")));
                line.push_str(&loopmd::index_group_suffix(n));
            }
        }
        self.line(line);
        Ok(())
    }

    fn builtin_load(&mut self, k: usize, id: u32, b: u32, rt: u32) -> Result<(), Error> {
        let (_, takes_dim) = builtin_function(b).unwrap_or(("", true));
        if !takes_dim {
            let t = self.r.ty_text(k, rt)?;
            let d = self.def_builtin(id);
            self.builtin_component(&d, b, &t, "0");
            self.locals.insert(id, Local::Value(rt, d));
            return Ok(());
        }
        if !self.builtin_whole.contains(&id) {
            return Ok(()); // each extraction is a call
        }
        // The whole vector: one call per component.
        let Ty::Vector(e, n) = self.r.ty(k, rt)?.clone() else {
            return Err(self.err(k, "a vector built-in loaded as a scalar"));
        };
        let et = self.r.ty_text(k, e)?;
        let t = self.r.ty_text(k, rt)?;
        let mut acc = "poison".to_string();
        let d = self.def_builtin(id);
        for j in 0..n {
            let c = self.fresh();
            self.builtin_component(&c, b, &et, &j.to_string());
            let v = if j + 1 == n { d.clone() } else { self.fresh() };
            self.line(format!("{v} = insertelement {t} {acc}, {et} {c}, i32 {j}"));
            acc = v;
        }
        self.locals.insert(id, Local::Value(rt, d));
        Ok(())
    }

    fn def_builtin(&mut self, id: u32) -> String {
        self.local_name(id)
    }

    fn ext_inst(&mut self, k: usize, w: &[u32]) -> Result<(), Error> {
        let (rt, id, set, n) = (w[0], w[1], w[2], w[3]);
        if !self.r.ext_std.contains(&set) {
            return Err(self.err(k, "an extended instruction set other than OpenCL.std"));
        }
        let opname = rspirv::grammar::OpenCLStd100InstructionTable::lookup_opcode(n)
            .map(|i| i.opname)
            .ok_or_else(|| self.err(k, format!("OpenCL.std instruction {n} is unknown")))?;
        let (base, signed) = match opname {
            s if s.starts_with("s_") => (&s[2..], Some(true)),
            s if s.starts_with("u_") => (&s[2..], Some(false)),
            "fclamp" => ("clamp", None),
            s => (s, None),
        };
        if opname.starts_with("vload") || opname.starts_with("vstore") {
            return self.vector_load_store(k, opname, w);
        }
        if opname == "printf" {
            return self.printf(k, w);
        }
        if opname == "prefetch" {
            return self.prefetch(k, w);
        }
        let mut args = Vec::new();
        let mut mangled = String::new();
        let mut seen_vectors: Vec<String> = Vec::new();
        for (j, &a) in w[4..].iter().enumerate() {
            let (t, _) = self.val(k, a)?;
            // `nan(uintn)`, `shuffle(x, uintn mask)`, `shuffle2(x, y, uintn mask)`: unsigned.
            let unsigned_arg = match opname {
                "nan" => true,
                "shuffle" => j == 1,
                "shuffle2" => j == 2,
                _ => false,
            };
            let sg = if unsigned_arg { Some(false) } else { signed };
            mangled.push_str(&self.mangle_type(k, t, sg, &mut seen_vectors)?);
            args.push(self.typed(k, a)?);
        }
        let name = format!("_Z{}{base}{mangled}", base.len());
        let t = self.r.ty_text(k, rt)?;
        let d = self.def(id);
        self.builtin_call(Some(&d), &t, &name, &args, ATTRS_PURE, "");
        Ok(())
    }

    /// OpenCL.std `printf`: OpenCL C's variadic `printf`, the format in its address space.
    fn printf(&mut self, k: usize, w: &[u32]) -> Result<(), Error> {
        let (rt, id) = (w[0], w[1]);
        let Some(&fmt) = w.get(4) else {
            return Err(self.err(k, "OpenCL.std printf without a format"));
        };
        let (ft, _) = self.val(k, fmt)?;
        let fty = self.r.ty_text(k, ft)?;
        self.addrspace_of(k, ft)?;
        let mut args = Vec::new();
        for &a in &w[4..] {
            args.push(self.typed(k, a)?);
        }
        let t = self.r.ty_text(k, rt)?;
        self.r.declare(
            "printf",
            format!("declare spir_func {t} @printf({fty}, ...)"),
        );
        let d = self.def(id);
        self.line(format!(
            "{d} = call spir_func {t} ({fty}, ...) @printf({})",
            args.join(", ")
        ));
        Ok(())
    }

    /// The mangled form of pointer type `pt` to its pointee (`PU3AS1Ki`; `K` when `konst`),
    /// substitutions recorded in `seen`.
    fn mangle_pointer(
        &self,
        k: usize,
        pt: u32,
        konst: bool,
        seen: &mut Vec<String>,
    ) -> Result<String, Error> {
        let a = self.addrspace_of(k, pt)?;
        let pointee = self.r.pointee(k, pt)?;
        let elem = self.mangle_type(k, pointee, None, seen)?;
        let q = if a == 0 {
            String::new()
        } else {
            format!("U3AS{a}")
        };
        Ok(format!("P{q}{}{elem}", if konst { "K" } else { "" }))
    }

    /// OpenCL.std `prefetch(p, n)`: OpenCL C's `prefetch(const global gentype *, size_t)`.
    fn prefetch(&mut self, k: usize, w: &[u32]) -> Result<(), Error> {
        let (Some(&p), Some(&n)) = (w.get(4), w.get(5)) else {
            return Err(self.err(k, "OpenCL.std prefetch with too few operands"));
        };
        let (pt, _) = self.val(k, p)?;
        let (nt, _) = self.val(k, n)?;
        let mut seen = Vec::new();
        let mangled = format!(
            "{}{}",
            self.mangle_pointer(k, pt, true, &mut seen)?,
            self.mangle_type(k, nt, Some(false), &mut seen)?
        );
        let args = [self.typed(k, p)?, self.typed(k, n)?];
        self.builtin_call(
            None,
            "void",
            &format!("_Z8prefetch{mangled}"),
            &args,
            "",
            "",
        );
        Ok(())
    }

    /// OpGroupAsyncCopy at Workgroup scope: OpenCL C's `async_work_group_copy(dst, src, n,
    /// event)` for stride 1, else `async_work_group_strided_copy(dst, src, n, stride, event)`.
    fn async_copy(&mut self, k: usize, w: &[u32]) -> Result<(), Error> {
        let [rt, id, _scope, dst, src, n, stride, event] = w[..] else {
            return Err(self.err(k, "OpGroupAsyncCopy with other than 8 operands"));
        };
        let strided = self.r.int_values.get(&stride) != Some(&1);
        let (dt, _) = self.val(k, dst)?;
        let (st, _) = self.val(k, src)?;
        let (nt, _) = self.val(k, n)?;
        let mut seen = Vec::new();
        let mut mangled = self.mangle_pointer(k, dt, false, &mut seen)?;
        mangled.push_str(&self.mangle_pointer(k, st, true, &mut seen)?);
        let size = self.mangle_type(k, nt, Some(false), &mut seen)?;
        mangled.push_str(&size);
        let mut args = vec![self.typed(k, dst)?, self.typed(k, src)?, self.typed(k, n)?];
        if strided {
            mangled.push_str(&size);
            args.push(self.typed(k, stride)?);
        }
        mangled.push_str("9ocl_event");
        args.push(self.typed(k, event)?);
        let base = if strided {
            "async_work_group_strided_copy"
        } else {
            "async_work_group_copy"
        };
        let t = self.r.ty_text(k, rt)?;
        let d = self.def(id);
        let name = format!("_Z{}{base}{mangled}", base.len());
        self.builtin_call(Some(&d), &t, &name, &args, ATTRS_CONVERGENT, "");
        Ok(())
    }

    /// The mangled OpenCL C type of image value `img` (`14ocl_image2d_ro`), from its
    /// `target("spirv.Image", ...)` type, with the image's dimensionality and arrayed flag.
    fn ocl_image(&self, k: usize, img: u32) -> Result<(String, u32, u32), Error> {
        let (t, _) = self.val(k, img)?;
        let text = match self.r.ty(k, t)? {
            Ty::Opaque(text) if text.starts_with("target(\"spirv.Image\"") => text.clone(),
            _ => return Err(self.err(k, "an image operand that is not an image")),
        };
        let ints: Vec<u32> = text
            .trim_end_matches(')')
            .split(", ")
            .skip(2)
            .filter_map(|x| x.parse().ok())
            .collect();
        let [dim, depth, arrayed, ms, _sampled, _format, access] = ints[..] else {
            return Err(self.err(k, format!("an image type {text} of unknown parameters")));
        };
        let mut name = String::from("ocl_image");
        name.push_str(match dim {
            0 => "1d",
            1 => "2d",
            2 => "3d",
            5 => "1d_buffer",
            _ => return Err(self.err(k, format!("an image of dimension {dim}"))),
        });
        if arrayed == 1 {
            name.push_str("_array");
        }
        if ms == 1 {
            name.push_str("_msaa");
        }
        if depth == 1 {
            name.push_str("_depth");
        }
        name.push_str(match access {
            0 => "_ro",
            1 => "_wo",
            _ => "_rw",
        });
        let dims = match dim {
            1 => 2,
            2 => 3,
            _ => 1,
        };
        Ok((format!("{}{name}", name.len()), dims, arrayed))
    }

    /// The OpenCL C suffix of an image read or write of texel type `t` (`f`, `h`, `i`,
    /// `ui`) and its mangled texel type, the signedness from the image operands' SignExtend.
    fn texel_suffix(
        &self,
        k: usize,
        t: u32,
        operands: &[u32],
    ) -> Result<(&'static str, String), Error> {
        let sign_extend = operands.first().is_some_and(|m| m & 0x1000 != 0);
        let (scalar, _) = self.r.scalar_of(k, t)?;
        let suffix = match scalar {
            Ty::Float(32) => "f",
            Ty::Float(16) => "h",
            Ty::Int(_) if sign_extend => "i",
            Ty::Int(_) => "ui",
            _ => return Err(self.err(k, "an image texel that is not float, half or int")),
        };
        let signed = match suffix {
            "i" => Some(true),
            "ui" => Some(false),
            _ => None,
        };
        Ok((suffix, self.mangle_type(k, t, signed, &mut Vec::new())?))
    }

    /// OpImageRead and OpImageSampleExplicitLod (of an OpSampledImage, at lod 0):
    /// `read_image{f,h,i,ui}(image[, sampler], coord)`.
    fn image_read(&mut self, k: usize, op: Op, w: &[u32]) -> Result<(), Error> {
        let (rt, id, src, coord) = (w[0], w[1], w[2], w[3]);
        let (img, sampler) = if op == Op::ImageSampleExplicitLod {
            let Some(&(img, s)) = self.sampled.get(&src) else {
                return Err(self.err(k, "a sampled read of something not an OpSampledImage"));
            };
            // Lod with a constant 0.0 is the OpenCL C read; anything else has no built-in.
            let lod_zero = w.get(4).is_some_and(|m| m & !0x3000 == 0x2)
                && w.get(5).is_some_and(|&l| {
                    self.r.globals.get(&l).is_some_and(|(_, t)| {
                        let digits = t.strip_prefix("0x").unwrap_or(t);
                        t == "0.0" || (t.starts_with("0x") && digits.bytes().all(|c| c == b'0'))
                    })
                });
            if !lod_zero {
                return Err(self.err(k, "a sampled image read other than at lod 0.0"));
            }
            (img, Some(s))
        } else {
            (src, None)
        };
        let (image, _, _) = self.ocl_image(k, img)?;
        let (suffix, _) = self.texel_suffix(k, rt, &w[4..])?;
        let (ct, _) = self.val(k, coord)?;
        let mut mangled = image;
        let mut args = vec![self.typed(k, img)?];
        if let Some(s) = sampler {
            mangled.push_str("11ocl_sampler");
            args.push(self.typed(k, s)?);
        }
        mangled.push_str(&self.mangle_type(k, ct, Some(true), &mut Vec::new())?);
        args.push(self.typed(k, coord)?);
        let base = format!("read_image{suffix}");
        let name = format!("_Z{}{base}{mangled}", base.len());
        let t = self.r.ty_text(k, rt)?;
        let d = self.def(id);
        self.builtin_call(Some(&d), &t, &name, &args, ATTRS_PURE, "");
        Ok(())
    }

    /// OpImageWrite: `write_image{f,h,i,ui}(image, coord, texel)`.
    fn image_write(&mut self, k: usize, w: &[u32]) -> Result<(), Error> {
        let (img, coord, texel) = (w[0], w[1], w[2]);
        let (image, _, _) = self.ocl_image(k, img)?;
        let (tt, _) = self.val(k, texel)?;
        let (suffix, texel_mangled) = self.texel_suffix(k, tt, &w[3..])?;
        let (ct, _) = self.val(k, coord)?;
        let mangled = format!(
            "{image}{}{texel_mangled}",
            self.mangle_type(k, ct, Some(true), &mut Vec::new())?
        );
        let args = [
            self.typed(k, img)?,
            self.typed(k, coord)?,
            self.typed(k, texel)?,
        ];
        let base = format!("write_image{suffix}");
        let name = format!("_Z{}{base}{mangled}", base.len());
        self.builtin_call(None, "void", &name, &args, "", "");
        Ok(())
    }

    /// OpImageQuerySizeLod (at lod 0) and OpImageQuerySize: `get_image_width` for a
    /// one-dimensional image, `get_image_dim` (an `int2`, or an `int4` cut to three) for a
    /// 2D or 3D one that is not arrayed.
    fn image_size(&mut self, k: usize, w: &[u32]) -> Result<(), Error> {
        let (rt, id, img) = (w[0], w[1], w[2]);
        let (image, dims, arrayed) = self.ocl_image(k, img)?;
        if arrayed != 0 {
            return Err(self.err(k, "the size of an arrayed image is not supported"));
        }
        let args = [self.typed(k, img)?];
        let t = self.r.ty_text(k, rt)?;
        let d = self.def(id);
        match dims {
            1 => {
                let name = format!("_Z15get_image_width{image}");
                self.builtin_call(Some(&d), &t, &name, &args, ATTRS_PURE, "");
            }
            2 => {
                let name = format!("_Z13get_image_dim{image}");
                self.builtin_call(Some(&d), &t, &name, &args, ATTRS_PURE, "");
            }
            _ => {
                let name = format!("_Z13get_image_dim{image}");
                let wide = self.fresh();
                self.builtin_call(Some(&wide), "<4 x i32>", &name, &args, ATTRS_PURE, "");
                self.line(format!(
                    "{d} = shufflevector <4 x i32> {wide}, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>"
                ));
            }
        }
        Ok(())
    }

    /// A pipe instruction as the function clang lowers its OpenCL C built-in to
    /// (`__read_pipe_2(pipe, ptr, size, align)`, `__work_group_reserve_read_pipe`, ...), the
    /// operands in the same order.
    fn pipe(&mut self, k: usize, op: Op, w: &[u32]) -> Result<(), Error> {
        use Op as O;
        let has_result = !matches!(
            op,
            O::CommitReadPipe
                | O::CommitWritePipe
                | O::GroupCommitReadPipe
                | O::GroupCommitWritePipe
        );
        let (result, rest) = if has_result {
            (Some((w[0], w[1])), &w[2..])
        } else {
            (None, w)
        };
        let grouped = matches!(
            op,
            O::GroupReserveReadPipePackets
                | O::GroupReserveWritePipePackets
                | O::GroupCommitReadPipe
                | O::GroupCommitWritePipe
        );
        let (prefix, operands) = if grouped {
            let scope = rest
                .first()
                .and_then(|s| self.r.int_values.get(s))
                .copied()
                .ok_or_else(|| self.err(k, "a pipe group instruction without a constant scope"))?;
            let p = match scope {
                2 => "__work_group_",
                3 => "__sub_group_",
                _ => return Err(self.err(k, format!("a pipe group instruction at scope {scope}"))),
            };
            (p, &rest[1..])
        } else {
            ("__", rest)
        };
        let Some(&pipe) = operands.first() else {
            return Err(self.err(k, "a pipe instruction without its pipe"));
        };
        let (pt, _) = self.val(k, pipe)?;
        let ro = matches!(self.r.ty(k, pt)?, Ty::Opaque(t) if t.ends_with(", 0)"));
        let access = if ro { "ro" } else { "wo" };
        let stem = match op {
            O::ReadPipe => "read_pipe_2".to_string(),
            O::WritePipe => "write_pipe_2".into(),
            O::ReservedReadPipe => "read_pipe_4".into(),
            O::ReservedWritePipe => "write_pipe_4".into(),
            O::ReserveReadPipePackets | O::GroupReserveReadPipePackets => {
                "reserve_read_pipe".into()
            }
            O::ReserveWritePipePackets | O::GroupReserveWritePipePackets => {
                "reserve_write_pipe".into()
            }
            O::CommitReadPipe | O::GroupCommitReadPipe => "commit_read_pipe".into(),
            O::CommitWritePipe | O::GroupCommitWritePipe => "commit_write_pipe".into(),
            O::GetNumPipePackets => format!("get_pipe_num_packets_{access}"),
            _ => format!("get_pipe_max_packets_{access}"),
        };
        let mut args = Vec::new();
        for &a in operands {
            args.push(self.typed(k, a)?);
        }
        let name = format!("{prefix}{stem}");
        match result {
            Some((rt, id)) => {
                let t = self.r.ty_text(k, rt)?;
                let d = self.def(id);
                self.builtin_call(Some(&d), &t, &name, &args, ATTRS_CONVERGENT, "");
            }
            None => self.builtin_call(None, "void", &name, &args, ATTRS_CONVERGENT, ""),
        }
        Ok(())
    }

    /// OpGroupWaitEvents at Workgroup scope: OpenCL C's `wait_group_events(n, events)`.
    fn wait_events(&mut self, k: usize, w: &[u32]) -> Result<(), Error> {
        let [_scope, n, list] = w[..] else {
            return Err(self.err(k, "OpGroupWaitEvents with other than 3 operands"));
        };
        let (lt, _) = self.val(k, list)?;
        let a = self.addrspace_of(k, lt)?;
        let q = if a == 0 {
            String::new()
        } else {
            format!("U3AS{a}")
        };
        let name = format!("_Z17wait_group_eventsiP{q}9ocl_event");
        let args = [self.typed(k, n)?, self.typed(k, list)?];
        self.builtin_call(None, "void", &name, &args, ATTRS_CONVERGENT, "");
        Ok(())
    }

    /// OpenCL.std's vector loads and stores as the OpenCL C built-ins: `vloadn` →
    /// `vload<n>(offset, const T *p)`, `vstoren` → `vstore<n>(data, offset, T *p)`, the
    /// `_half` forms with their length and rounding suffix (`vstore_half_r ... RTE` →
    /// `vstore_half_rte`).
    fn vector_load_store(&mut self, k: usize, opname: &str, w: &[u32]) -> Result<(), Error> {
        let (rt, id) = (w[0], w[1]);
        let args = &w[4..];
        let store = opname.starts_with("vstore");
        let ids = if store { 3 } else { 2 };
        if args.len() < ids {
            return Err(self.err(k, format!("OpenCL.std {opname} with too few operands")));
        }
        let literal = args.get(ids).copied();
        let (data_t, n) = if store {
            let (t, _) = self.val(k, args[0])?;
            let n = match self.r.ty(k, t)? {
                Ty::Vector(_, n) => Some(*n),
                _ => None,
            };
            (Some(t), n)
        } else {
            (None, literal)
        };
        let rounding = if store && opname.ends_with("_r") {
            Some(match literal {
                Some(0) => "_rte",
                Some(1) => "_rtz",
                Some(2) => "_rtp",
                Some(3) => "_rtn",
                _ => {
                    return Err(self.err(k, format!("OpenCL.std {opname} without a rounding mode")))
                }
            })
        } else {
            None
        };
        let stem = opname.trim_end_matches("_r").trim_end_matches('n');
        let len = if opname.contains("halfn") || matches!(opname, "vloadn" | "vstoren") {
            n.map(|n| n.to_string()).unwrap_or_default()
        } else {
            String::new()
        };
        let base = format!("{stem}{len}{}", rounding.unwrap_or(""));
        let mut seen = Vec::new();
        let mut mangled = String::new();
        let mut call_args = Vec::new();
        let (ptr, before) = if store {
            (args[2], &args[..2])
        } else {
            (args[1], &args[..1])
        };
        for &a in before {
            let (t, _) = self.val(k, a)?;
            // The offset is a size_t.
            let signed = if Some(t) == data_t { None } else { Some(false) };
            mangled.push_str(&self.mangle_type(k, t, signed, &mut seen)?);
            call_args.push(self.typed(k, a)?);
        }
        let (pt, _) = self.val(k, ptr)?;
        let a = self.addrspace_of(k, pt)?;
        let pointee = self.r.pointee(k, pt)?;
        let elem = self.mangle_type(k, pointee, None, &mut Vec::new())?;
        let q = if a == 0 {
            String::new()
        } else {
            format!("U3AS{a}")
        };
        mangled.push_str(&format!("P{q}{}{elem}", if store { "" } else { "K" }));
        call_args.push(self.typed(k, ptr)?);
        let name = format!("_Z{}{base}{mangled}", base.len());
        let t = self.r.ty_text(k, rt)?;
        if store {
            self.builtin_call(None, &t, &name, &call_args, ATTRS_CONVERGENT, "");
        } else {
            let d = self.def(id);
            self.builtin_call(Some(&d), &t, &name, &call_args, ATTRS_PURE, "");
        }
        Ok(())
    }

    /// The Itanium mangling of an OpenCL C scalar or vector type (`signed`: the integer
    /// signedness the instruction implies; unknown is signed), with vector substitutions.
    fn mangle_type(
        &self,
        k: usize,
        t: u32,
        signed: Option<bool>,
        seen: &mut Vec<String>,
    ) -> Result<String, Error> {
        let scalar = |ty: &Ty| -> Result<&'static str, Error> {
            let s = signed.unwrap_or(true);
            Ok(match ty {
                Ty::Int(8) => {
                    if s {
                        "c"
                    } else {
                        "h"
                    }
                }
                Ty::Int(16) => {
                    if s {
                        "s"
                    } else {
                        "t"
                    }
                }
                Ty::Int(32) => {
                    if s {
                        "i"
                    } else {
                        "j"
                    }
                }
                Ty::Int(64) => {
                    if s {
                        "l"
                    } else {
                        "m"
                    }
                }
                Ty::Float(16) => "Dh",
                Ty::Float(32) => "f",
                Ty::Float(64) => "d",
                _ => {
                    return Err(self.err(k, "an OpenCL.std argument that is not a number or vector"))
                }
            })
        };
        match self.r.ty(k, t)? {
            // `fract(x, ptr)`, `frexp(x, ptr)`, ...: `P`, the address space (`U3AS<n>`, none
            // for private), the pointee.
            Ty::Ptr(sc, pointee) => {
                let a = addrspace(*sc)
                    .ok_or_else(|| self.err(k, "a pointer argument in an unknown storage class"))?;
                let q = if a == 0 {
                    String::new()
                } else {
                    format!("U3AS{a}")
                };
                let inner = self.mangle_type(k, *pointee, signed, seen)?;
                Ok(format!("P{q}{inner}"))
            }
            Ty::Vector(e, n) => {
                let m = format!("Dv{n}_{}", scalar(self.r.ty(k, *e)?)?);
                if let Some(p) = seen.iter().position(|s| *s == m) {
                    return Ok(if p == 0 {
                        "S_".into()
                    } else {
                        format!("S{}_", p - 1)
                    });
                }
                seen.push(m.clone());
                Ok(m)
            }
            other => Ok(scalar(other)?.to_string()),
        }
    }

    fn atomic(&mut self, k: usize, op: Op, w: &[u32]) -> Result<(), Error> {
        use Op as O;
        let (rt, id, p) = (w[0], w[1], w[2]);
        // The OpenCL C 1.x built-ins: at Workgroup scope and relaxed as llvm-spirv-15 writes
        // them, at Device scope and sequentially consistent as parir's writer does. Another
        // scope or ordering (OpenCL C 2.0's `_explicit` forms) keeps its operands in the
        // SPIR-V-friendly call `__spirv_AtomicX(ptr, scope, semantics..., values...)`.
        let sem_ids: &[u32] = if op == O::AtomicCompareExchange {
            &w[4..6]
        } else {
            &w[4..5]
        };
        let device = self.r.int_values.get(&w[3]).is_some_and(|s| {
            *s == spirv::Scope::Device as u64 || *s == spirv::Scope::Workgroup as u64
        });
        let plain_order = sem_ids.iter().all(|s| {
            self.r
                .int_values
                .get(s)
                .is_some_and(|v| matches!(v & 0x1e, 0 | 0x10))
        });
        if !(device && plain_order) {
            let opname = rspirv::grammar::CoreInstructionTable::get(op).opname;
            let base = format!("__spirv_{opname}");
            let mut mangled = String::new();
            let mut seen = Vec::new();
            let mut args = Vec::new();
            for &a in &w[2..] {
                let (t, _) = self.val(k, a)?;
                mangled.push_str(&self.mangle_type(k, t, None, &mut seen)?);
                args.push(self.typed(k, a)?);
            }
            let name = format!("_Z{}{base}{mangled}", base.len());
            let t = self.r.ty_text(k, rt)?;
            let d = self.def(id);
            let groups = self.decoration_groups(id);
            let g = self.group_suffix(&groups);
            self.builtin_call(Some(&d), &t, &name, &args, ATTRS_CONVERGENT, &g);
            return Ok(());
        }
        let (base, signed) = match op {
            O::AtomicIAdd => ("atomic_add", true),
            O::AtomicISub => ("atomic_sub", true),
            O::AtomicExchange => ("atomic_xchg", true),
            O::AtomicSMin => ("atomic_min", true),
            O::AtomicUMin => ("atomic_min", false),
            O::AtomicSMax => ("atomic_max", true),
            O::AtomicUMax => ("atomic_max", false),
            O::AtomicAnd => ("atomic_and", true),
            O::AtomicOr => ("atomic_or", true),
            O::AtomicXor => ("atomic_xor", true),
            O::AtomicIIncrement => ("atomic_inc", true),
            O::AtomicIDecrement => ("atomic_dec", true),
            _ => ("atomic_cmpxchg", true),
        };
        let et = match self.r.ty(k, rt)? {
            Ty::Int(32) => {
                if signed {
                    "i"
                } else {
                    "j"
                }
            }
            Ty::Float(32) if op == O::AtomicExchange => "f",
            _ => return Err(self.err(k, "an atomic on a type OpenCL C 1.x atomics do not take")),
        };
        let (pt, _) = self.val(k, p)?;
        let a = self.addrspace_of(k, pt)?;
        let ptr_m = if a == 0 {
            format!("PV{et}")
        } else {
            format!("PU3AS{a}V{et}")
        };
        let mut args = vec![self.typed(k, p)?];
        let mut mangled = ptr_m;
        match op {
            O::AtomicIIncrement | O::AtomicIDecrement => {}
            O::AtomicCompareExchange => {
                // Operands: pointer, scope, equal semantics, unequal semantics, value,
                // comparator; OpenCL C takes (pointer, comparator, value).
                args.push(self.typed(k, w[7])?);
                args.push(self.typed(k, w[6])?);
                mangled.push_str(et);
                mangled.push_str(et);
            }
            _ => {
                args.push(self.typed(k, w[5])?);
                mangled.push_str(et);
            }
        }
        let name = format!("_Z{}{base}{mangled}", base.len());
        let t = self.r.ty_text(k, rt)?;
        let d = self.def(id);
        let groups = self.decoration_groups(id);
        let g = self.group_suffix(&groups);
        self.builtin_call(Some(&d), &t, &name, &args, ATTRS_CONVERGENT, &g);
        Ok(())
    }
}
