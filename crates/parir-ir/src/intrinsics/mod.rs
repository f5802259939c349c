//! LLVM 19's intrinsics: which function names denote one, and the attributes each has.
//!
//! LLVM 19's reader gives every function whose name denotes an intrinsic the intrinsic's own
//! attribute list (`Intrinsic::getAttributes`, applied when the reader upgrades intrinsic
//! functions at the end of parsing), replacing whatever the text said: a declaration of
//! `llvm.memcpy.p0.p0.i64` that clang put in an attribute group with `mustprogress` comes out of
//! `opt -S` without it. [`apply_reader_attributes`] does the same, so that parir prints what
//! `opt-19 -S` prints.
//!
//! The data (module `table`) is generated from opt-19 itself by `crates/parir-ir/gen/intrinsic_attrs.py`
//! (13 959 intrinsics of all targets, 380 distinct attribute lists); the name lookup follows
//! LLVM 19's `Function::lookupIntrinsicID`: the target's sub-table for `llvm.<target>.` names,
//! a component-wise search for the deepest range of names sharing the name's dotted prefix,
//! then an exact match, or a prefix match for overloaded intrinsics.

mod overloads;
mod table;

use crate::attrs::{Attr, AttrList};
use crate::module::Module;
use std::sync::OnceLock;

/// One intrinsic of the table.
pub(crate) struct Entry {
    /// The name without overload suffix (`llvm.memcpy`).
    name: &'static str,
    /// Whether LLVM accepts the name with a type suffix (`llvm.memcpy.p0.p0.i64`).
    overloaded: bool,
    /// Index into [`table::LISTS`].
    attrs: u16,
}

/// The signature of an overloaded intrinsic, as far as naming it needs (generated from LLVM
/// 19's `Intrinsics.td` by `crates/parir-ir/gen/intrinsic_overloads.py`).
pub(crate) struct Overload {
    /// The name without overload suffix.
    name: &'static str,
    /// How many results (more than one: the elements of a literal struct return).
    results: u8,
    /// How many fixed parameters.
    params: u8,
    /// Whether the intrinsic is variadic.
    vararg: bool,
    /// Per result, then per parameter, what the position holds: `any:<class>` an open type
    /// (`int`, `fp`, `vec`, `ptr`, or any type), whose mangling is part of the name; `m<N>` the
    /// same type as open type N; a fixed type's mangling (`i32`, `v4f32`, `ptr` for a pointer
    /// of any address space, `Metadata`); `?` a type derived from an open one (not checked).
    types: &'static [&'static str],
}

/// The suffix LLVM 19 gives overloaded intrinsic `base` declared with type `fn_ty`: the
/// mangling of each open type of its signature (`llvm.lifetime.start` on an `addrspace(5)`
/// pointer: `p5`). `None` when `base` is not an overloaded intrinsic or `fn_ty` does not match
/// its signature (LLVM then leaves the name, and its verifier rejects the declaration).
pub(crate) fn overload_suffix(
    ts: &crate::types::TypeStore,
    base: &str,
    fn_ty: crate::Type,
) -> Option<String> {
    use crate::types::TypeData;
    let k = overloads::OVERLOADS
        .binary_search_by(|o| o.name.as_bytes().cmp(base.as_bytes()))
        .ok()?;
    let o = &overloads::OVERLOADS[k];
    let (ret, params, vararg) = ts.fn_sig(fn_ty)?;
    if params.len() != o.params as usize || vararg != o.vararg {
        return None;
    }
    let results: Vec<crate::Type> = match o.results {
        0 if ts.is_void(ret) => Vec::new(),
        0 => return None,
        1 => vec![ret],
        _ => match ts.get(ret) {
            TypeData::Struct { elems, .. } if elems.len() == o.results as usize => elems.to_vec(),
            _ => return None,
        },
    };
    let mut open: Vec<crate::Type> = Vec::new();
    let mut parts = Vec::new();
    for (&t, &want) in results.iter().chain(params).zip(o.types) {
        let vector = ts.is_vector(t);
        let fits = match want {
            "any" => true,
            "any:int" => ts.is_int_or_int_vector(t),
            "any:fp" => ts.is_fp_or_fp_vector(t),
            "any:vec" => vector,
            "any:ptr" => ts.is_ptr(t),
            "ptr" => ts.is_ptr(t),
            "?" => true,
            m if m.starts_with('m') && m[1..].parse::<usize>().is_ok() => {
                let n: usize = m[1..].parse().ok()?;
                open.get(n).is_none_or(|&o| o == t)
            }
            fixed => mangled_type(ts, t).as_deref() == Some(fixed),
        };
        if !fits {
            return None;
        }
        if want.starts_with("any") {
            open.push(t);
            parts.push(mangled_type(ts, t)?);
        }
    }
    Some(parts.join("."))
}

/// An attribute list in LLVM's syntax, as opt-19 prints it.
pub(crate) struct AttrText {
    func: &'static str,
    ret: &'static str,
    params: &'static [(u8, &'static str)],
}

/// The targets with intrinsics of their own (`llvm.x86.*`, ...): LLVM looks such names up in
/// the target's table only.
const TARGETS: &[&str] = &[
    "aarch64",
    "amdgcn",
    "arm",
    "bpf",
    "dx",
    "hexagon",
    "loongarch",
    "mips",
    "nvvm",
    "ppc",
    "r600",
    "riscv",
    "s390",
    "spv",
    "ve",
    "wasm",
    "x86",
    "xcore",
];

/// An intrinsic, as found by [`lookup`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Intrinsic {
    index: u32,
}

impl Intrinsic {
    /// The intrinsic's name without overload suffix (`llvm.memcpy`).
    pub fn name(self) -> &'static str {
        table::ENTRIES[self.index as usize].name
    }

    /// Whether the intrinsic takes a type suffix.
    pub fn is_overloaded(self) -> bool {
        table::ENTRIES[self.index as usize].overloaded
    }

    /// The intrinsic's attributes: function, return, and per parameter index.
    pub fn attributes(self) -> &'static ParsedList {
        let lists = parsed_lists();
        &lists[table::ENTRIES[self.index as usize].attrs as usize]
    }
}

/// An attribute list of the table, parsed.
#[derive(Debug)]
pub struct ParsedList {
    pub func: Vec<Attr>,
    pub ret: Vec<Attr>,
    /// `(parameter index, attributes)`, ascending.
    pub params: Vec<(usize, Vec<Attr>)>,
}

fn parsed_lists() -> &'static [ParsedList] {
    static LISTS: OnceLock<Vec<ParsedList>> = OnceLock::new();
    LISTS.get_or_init(|| {
        table::LISTS
            .iter()
            .map(|l| ParsedList {
                func: crate::parser::parse_attr_text(l.func),
                ret: crate::parser::parse_attr_text(l.ret),
                params: l
                    .params
                    .iter()
                    .map(|&(i, a)| (i as usize, crate::parser::parse_attr_text(a)))
                    .collect(),
            })
            .collect()
    })
}

/// The intrinsic a function name denotes, as LLVM 19's `Function::lookupIntrinsicID` decides.
///
/// ```
/// use parir_ir::intrinsics::lookup;
/// assert_eq!(lookup("llvm.memcpy.p0.p0.i64").unwrap().name(), "llvm.memcpy");
/// assert_eq!(lookup("llvm.memcpy.inline.p0.p0.i64").unwrap().name(), "llvm.memcpy.inline");
/// assert!(lookup("llvm.trap.i32").is_none()); // not overloaded: no suffix
/// assert!(lookup("memcpy").is_none());
/// ```
pub fn lookup(name: &str) -> Option<Intrinsic> {
    let rest = name.strip_prefix("llvm.")?;
    let entries = table::ENTRIES;
    // The sub-table: a target's intrinsics, or the target-independent ones.
    let first = rest.split('.').next().unwrap_or("");
    let (lo, hi) = if TARGETS.contains(&first) && rest.len() > first.len() {
        let prefix = &name[..5 + first.len() + 1];
        (
            entries.partition_point(|e| e.name < prefix),
            entries.partition_point(|e| e.name < prefix || e.name.starts_with(prefix)),
        )
    } else {
        (0, entries.len())
    };
    let table = &entries[lo..hi];
    let target_independent = lo == 0 && hi == entries.len();
    let in_table = |e: &Entry| {
        !target_independent || {
            let r = &e.name[5..];
            let f = r.split('.').next().unwrap_or("");
            !(TARGETS.contains(&f) && r.len() > f.len())
        }
    };
    // Successive searches over the dotted components, comparing each name only on the
    // component's byte range (a shorter name compares as if padded with NULs, as strncmp does).
    let bytes = name.as_bytes();
    let (mut low, mut high) = (0usize, table.len());
    let mut last_low = low;
    let mut cmp_end = 4;
    while cmp_end < bytes.len() && high > low {
        let cmp_start = cmp_end;
        cmp_end = name[cmp_start + 1..]
            .find('.')
            .map(|i| cmp_start + 1 + i)
            .unwrap_or(bytes.len());
        let key = &bytes[cmp_start..cmp_end];
        let slice = |e: &Entry| -> Vec<u8> {
            let b = e.name.as_bytes();
            (cmp_start..cmp_end)
                .map(|i| b.get(i).copied().unwrap_or(0))
                .collect()
        };
        last_low = low;
        let range = &table[low..high];
        let a = range.partition_point(|e| slice(e).as_slice() < key);
        let b = range.partition_point(|e| slice(e).as_slice() <= key);
        (low, high) = (low + a, low + b);
    }
    if high > low {
        last_low = low;
    }
    let found = table.get(last_low)?;
    if !in_table(found) {
        return None;
    }
    let exact = found.name == name;
    let prefix = name.len() > found.name.len()
        && name.starts_with(found.name)
        && bytes[found.name.len()] == b'.';
    if exact || (prefix && found.overloaded) {
        Some(Intrinsic {
            index: (lo + last_low) as u32,
        })
    } else {
        None
    }
}

/// Every intrinsic name of LLVM 19 (without overload suffixes), in byte order.
pub fn all_names() -> Vec<&'static str> {
    table::ENTRIES.iter().map(|e| e.name).collect()
}

/// Gives every function of `m` whose name denotes an intrinsic that intrinsic's attributes,
/// as LLVM 19's reader does (the function's own attributes are replaced, call sites keep
/// theirs).
pub fn apply_reader_attributes(m: &mut Module) {
    let ids: Vec<_> = m
        .functions()
        .filter(|(g, _)| m.globals[*g].name().is_some_and(|n| n.starts_with("llvm.")))
        .map(|(g, _)| g)
        .collect();
    for g in ids {
        let Some(intr) = m.globals[g].name().and_then(lookup) else {
            continue;
        };
        let list = intr.attributes();
        // The intrinsic's list replaces the declaration's whole: a parameter attribute past
        // the declaration's last parameter stays, and the verifier reports it ("Attribute
        // after last parameter!") as LLVM's does.
        let declared = m.globals[g].as_func().map_or(0, |f| f.attrs.params.len());
        let nparams = list
            .params
            .iter()
            .map(|(i, _)| i + 1)
            .max()
            .unwrap_or(0)
            .max(declared);
        let func = m.attrs.intern(list.func.clone());
        let ret = m.attrs.intern(list.ret.clone());
        let empty = m.attrs.empty();
        let mut params = vec![empty; nparams];
        for (i, a) in &list.params {
            if let Some(p) = params.get_mut(*i) {
                *p = m.attrs.intern(a.clone());
            }
        }
        if let Some(f) = m.globals[g].as_func_mut() {
            f.attrs = AttrList { func, ret, params };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_sorted_and_parses() {
        let e = table::ENTRIES;
        assert!(e
            .windows(2)
            .all(|w| w[0].name.as_bytes() < w[1].name.as_bytes()));
        // Every attribute of the text was understood: as many attributes as top-level words
        // (`memory(argmem: read)` is one word at parenthesis depth 0; the `4` of `align 4` is
        // an argument).
        fn count(text: &str) -> usize {
            let (mut n, mut depth, mut in_word) = (0, 0, false);
            for c in text.chars() {
                match c {
                    '(' => depth += 1,
                    ')' => depth -= 1,
                    ' ' if depth == 0 => in_word = false,
                    _ if !in_word => {
                        in_word = true;
                        if !c.is_ascii_digit() {
                            n += 1;
                        }
                    }
                    _ => {}
                }
            }
            n
        }
        for (l, p) in table::LISTS.iter().zip(parsed_lists()) {
            assert_eq!(p.func.len(), count(l.func), "{}", l.func);
            assert_eq!(p.ret.len(), count(l.ret), "{}", l.ret);
            for ((_, text), (_, attrs)) in l.params.iter().zip(&p.params) {
                assert_eq!(attrs.len(), count(text), "{text}");
            }
        }
    }

    #[test]
    fn lookup_follows_llvm() {
        let name = |s: &str| lookup(s).map(|i| i.name());
        assert_eq!(name("llvm.memcpy"), Some("llvm.memcpy"));
        assert_eq!(name("llvm.memcpy.p0.p0.i64"), Some("llvm.memcpy"));
        assert_eq!(name("llvm.lifetime.start.p0"), Some("llvm.lifetime.start"));
        assert_eq!(name("llvm.x86.sse2.pause"), Some("llvm.x86.sse2.pause"));
        assert_eq!(name("llvm.smax.i32"), Some("llvm.smax"));
        assert_eq!(name("llvm.trap"), Some("llvm.trap"));
        assert_eq!(name("llvm.trap.zz"), None);
        assert_eq!(name("llvm.notanintrinsic"), None);
        assert_eq!(name("llvm.x86"), None);
        assert_eq!(name("llvm."), None);
        assert_eq!(name("llvm"), None);
        assert_eq!(name("llvm.csa.parallel.loop"), None);
    }

    #[test]
    fn attributes_of_memcpy() {
        let src = "declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1) #0\n\
                   attributes #0 = { mustprogress nounwind }\n";
        let m = crate::parser::parse_module(src, "t.ll").expect("parses");
        let text = crate::printer::print_module(&m);
        assert!(
            text.contains("declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #0\n"),
            "{text}"
        );
        assert!(
            text.contains(
                "attributes #0 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }"
            ),
            "{text}"
        );
    }
}

/// The overload suffix of a type as LLVM 19 mangles intrinsic names (`getMangledTypeStr`):
/// `i32`, `f64`, `p0`, `v4i32`, `nxv2f64`, `a4i8`, `sl_i32f32s`, `s_struct.Ss`,
/// `f_isVoidi32varargf`, `ttarget_i32_1t`. `None` for the types LLVM cannot mangle (labels,
/// tokens, unnamed identified structs).
///
/// ```
/// use parir_ir::types::{TypeData, TypeStore};
/// let mut ts = TypeStore::default();
/// let elem = ts.int(32);
/// let v = ts.intern(TypeData::Vector { scalable: false, len: 4, elem });
/// assert_eq!(parir_ir::intrinsics::mangled_type(&ts, v).as_deref(), Some("v4i32"));
/// let p = ts.ptr(5);
/// assert_eq!(parir_ir::intrinsics::mangled_type(&ts, p).as_deref(), Some("p5"));
/// ```
pub fn mangled_type(ts: &crate::types::TypeStore, t: crate::Type) -> Option<String> {
    let mut out = String::new();
    mangle_into(ts, t, &mut out)?;
    Some(out)
}

fn mangle_into(ts: &crate::types::TypeStore, t: crate::Type, out: &mut String) -> Option<()> {
    use crate::types::{FloatKind, StructName, TypeData};
    use std::fmt::Write;
    match ts.get(t) {
        TypeData::Void => out.push_str("isVoid"),
        TypeData::Metadata => out.push_str("Metadata"),
        TypeData::X86Mmx => out.push_str("x86mmx"),
        TypeData::X86Amx => out.push_str("x86amx"),
        TypeData::Label | TypeData::Token => return None,
        TypeData::Float(k) => out.push_str(match k {
            FloatKind::Half => "f16",
            FloatKind::BFloat => "bf16",
            FloatKind::Float => "f32",
            FloatKind::Double => "f64",
            FloatKind::X86Fp80 => "f80",
            FloatKind::Fp128 => "f128",
            FloatKind::PpcFp128 => "ppcf128",
        }),
        TypeData::Int(b) => write!(out, "i{b}").ok()?,
        TypeData::Ptr(a) => write!(out, "p{a}").ok()?,
        TypeData::Vector {
            scalable,
            len,
            elem,
        } => {
            if *scalable {
                out.push_str("nx");
            }
            write!(out, "v{len}").ok()?;
            mangle_into(ts, *elem, out)?;
        }
        TypeData::Array { len, elem } => {
            write!(out, "a{len}").ok()?;
            mangle_into(ts, *elem, out)?;
        }
        TypeData::Struct { elems, .. } => {
            out.push_str("sl_");
            for &e in elems {
                mangle_into(ts, e, out)?;
            }
            out.push('s');
        }
        TypeData::Named(s) => match &ts.structs[*s].name {
            StructName::Named(n) => write!(out, "s_{n}s").ok()?,
            StructName::Unnamed => return None,
        },
        TypeData::Function {
            ret,
            params,
            varargs,
        } => {
            out.push_str("f_");
            mangle_into(ts, *ret, out)?;
            for &p in params {
                mangle_into(ts, p, out)?;
            }
            if *varargs {
                out.push_str("vararg");
            }
            out.push('f');
        }
        TypeData::Target { name, types, ints } => {
            write!(out, "t{name}").ok()?;
            for &p in types {
                out.push('_');
                mangle_into(ts, p, out)?;
            }
            for i in ints {
                write!(out, "_{i}").ok()?;
            }
            out.push('t');
        }
    }
    Some(())
}
