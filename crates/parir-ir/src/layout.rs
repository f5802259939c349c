//! Type layout after LLVM's `DataLayout`: sizes, ABI alignments and struct field offsets (used by
//! the interpreter, and by analyses that turn `getelementptr` indices into byte strides).
//!
//! The module's `target datalayout` string is applied over LLVM's built-in defaults; a module
//! without one gets clang-19's x86-64 Linux layout, since that is what parir executes as.

use crate::types::{FloatKind, StructBody, StructId, TypeData, TypeStore, SHALLOW_TYPE_DEPTH};
use crate::Type;
use rustc_hash::{FxHashMap, FxHashSet};

/// The state of one layout query.
#[derive(Default)]
struct Walk {
    /// The identified structs enclosing the type being laid out: a struct that contains
    /// itself (LLVM accepts `%T = type { i32, %T }`) has no layout, and is taken as size 0,
    /// align 1.
    path: FxHashSet<StructId>,
    /// Size and alignment of the aggregates seen: a type may use one struct many times
    /// (`%T1 = type { %T0, %T0 }`, `%T2 = type { %T1, %T1 }`, ...), exponentially often.
    memo: FxHashMap<Type, (u64, u64)>,
    /// How many aggregates enclose the type being laid out; the first
    /// [`SHALLOW_TYPE_DEPTH`] levels are walked without `path` and `memo` (types nest a level
    /// or two in practice; a struct containing itself is caught a few levels further down).
    depth: u32,
}

/// clang-19's data layout for `x86_64-pc-linux-gnu`.
pub const X86_64_LAYOUT: &str =
    "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128";

/// The data layout `opt` gives a module that names a target but no layout: the layout of
/// LLVM 19's target machine for that triple (`X86TargetMachine`'s `computeDataLayout`). Only
/// x86 targets are known; for others `None` (the module keeps no layout).
pub fn layout_for_triple(triple: &str) -> Option<String> {
    let mut parts = triple.split('-');
    let arch = parts.next()?;
    let rest: Vec<&str> = parts.collect();
    let has = |w: &str| rest.iter().any(|p| p.starts_with(w));
    let is64 = match arch {
        "x86_64" | "amd64" => true,
        "i386" | "i486" | "i586" | "i686" | "x86" => false,
        _ => return None,
    };
    let windows = has("windows") || has("win32");
    let darwin = has("darwin") || has("macos") || has("ios");
    let elf_env = rest.last().is_some_and(|e| e.ends_with("elf"));
    let x32 = rest.last().is_some_and(|e| e.ends_with("x32"));
    let msvc = windows
        && rest
            .last()
            .is_some_and(|e| e.starts_with("msvc") || *e == "windows");
    let mut l = String::from("e");
    l += if darwin {
        "-m:o"
    } else if windows && !elf_env {
        if is64 {
            "-m:w"
        } else {
            "-m:x"
        }
    } else {
        "-m:e"
    };
    if !is64 || x32 {
        l += "-p:32:32";
    }
    l += "-p270:32:32-p271:32:32-p272:64:64";
    l += if is64 || windows {
        "-i64:64-i128:128"
    } else {
        "-i128:128-f64:32:64"
    };
    l += if is64 || darwin || msvc {
        "-f80:128"
    } else {
        "-f80:32"
    };
    l += if is64 { "-n8:16:32:64" } else { "-n8:16:32" };
    l += if !is64 && windows {
        "-a:0:32-S32"
    } else {
        "-S128"
    };
    Some(l)
}

/// A data layout: sizes and alignments of types after LLVM's `DataLayout`.
///
/// [`DataLayout::read`] takes every layout LLVM 19 reads (the reader fills missing alignments
/// from it); [`DataLayout::parse`] also requires what execution needs (little-endian, 64-bit
/// pointers in address space 0).
#[derive(Clone, Debug)]
pub struct DataLayout {
    /// `(bits, abi, preferred)` alignments in bytes for integers, sorted by bits.
    ints: Vec<(u32, u64, u64)>,
    /// `(bits, abi, preferred)` for floats.
    floats: Vec<(u32, u64, u64)>,
    /// `(bits, abi, preferred)` for vectors.
    vectors: Vec<(u32, u64, u64)>,
    /// ABI and preferred alignment of aggregates (`a:`).
    aggregate_align: u64,
    aggregate_pref: u64,
    /// `(address space, size in bits, abi, preferred)` of pointers; address space 0 first.
    pointers: Vec<(u32, u32, u64, u64)>,
    big_endian: bool,
}

impl DataLayout {
    /// Parses a datalayout string (over LLVM's defaults) for execution: unknown or malformed
    /// specs are errors, and so are layouts parir cannot execute (big-endian, pointers in
    /// address space 0 other than 64 bits wide).
    pub fn parse(s: &str) -> Result<DataLayout, String> {
        let dl = DataLayout::read(s)?;
        if dl.big_endian {
            return Err("big-endian data layouts are not supported".into());
        }
        if dl.pointers[0].1 != 64 {
            let spec = s
                .split('-')
                .find(|p| {
                    p.starts_with('p')
                        && p[1..]
                            .split(':')
                            .next()
                            .is_some_and(|a| a.is_empty() || a == "0")
                })
                .unwrap_or("p");
            return Err(format!("pointer size other than 64 bits in '{spec}'"));
        }
        // Execution keeps every pointer 64 bits wide, aligned as address space 0's.
        let mut dl = dl;
        dl.pointers.truncate(1);
        Ok(dl)
    }

    /// Parses a datalayout string over LLVM's defaults, as LLVM 19 reads it (any endianness and
    /// pointer width); an empty string is LLVM's default layout.
    pub fn read(s: &str) -> Result<DataLayout, String> {
        let mut dl = DataLayout {
            ints: vec![(1, 1, 1), (8, 1, 1), (16, 2, 2), (32, 4, 4), (64, 4, 8)],
            floats: vec![(16, 2, 2), (32, 4, 4), (64, 8, 8), (128, 16, 16)],
            vectors: vec![(64, 8, 8), (128, 16, 16)],
            aggregate_align: 1,
            aggregate_pref: 8,
            pointers: vec![(0, 64, 8, 8)],
            big_endian: false,
        };
        for spec in s.split('-').filter(|p| !p.is_empty()) {
            let bytes = |t: &str| -> Result<u64, String> {
                let b: u64 = t
                    .parse()
                    .map_err(|_| format!("bad datalayout alignment '{t}' in '{spec}'"))?;
                Ok((b / 8).max(1))
            };
            // `abi[:pref]` from `fields[i..]`; the preferred alignment defaults to the ABI one.
            let abi_pref =
                |fields: &[&str], i: usize, default: u64| -> Result<(u64, u64), String> {
                    let abi = match fields.get(i) {
                        Some(a) => bytes(a)?,
                        None => default,
                    };
                    let pref = match fields.get(i + 1) {
                        Some(p) => bytes(p)?,
                        None => abi,
                    };
                    Ok((abi, pref))
                };
            if spec.starts_with("ni:") {
                // Non-integral address spaces: no effect on sizes or alignments.
                continue;
            }
            let (head, rest) = spec.split_at(1);
            let fields: Vec<&str> = rest.split(':').collect();
            match head {
                "e" => dl.big_endian = false,
                "E" => dl.big_endian = true,
                "i" | "f" | "v" => {
                    let bits: u32 = fields[0]
                        .parse()
                        .map_err(|_| format!("bad datalayout spec '{spec}'"))?;
                    let (abi, pref) = abi_pref(&fields, 1, 1)?;
                    let table = match head {
                        "i" => &mut dl.ints,
                        "f" => &mut dl.floats,
                        _ => &mut dl.vectors,
                    };
                    table.retain(|e| e.0 != bits);
                    table.push((bits, abi, pref));
                    table.sort_unstable();
                }
                "p" => {
                    // `p[n]:size:abi[:pref[:idx]]`.
                    let space: u32 = if fields[0].is_empty() {
                        0
                    } else {
                        fields[0]
                            .parse()
                            .map_err(|_| format!("bad datalayout spec '{spec}'"))?
                    };
                    let size: u32 = match fields.get(1) {
                        Some(t) => t
                            .parse()
                            .map_err(|_| format!("bad datalayout spec '{spec}'"))?,
                        None => 64,
                    };
                    let (abi, pref) = abi_pref(&fields, 2, (size as u64 / 8).max(1))?;
                    dl.pointers.retain(|e| e.0 != space);
                    dl.pointers.push((space, size, abi, pref));
                    dl.pointers.sort_unstable();
                }
                "a" => {
                    let (abi, pref) = abi_pref(&fields, 1, 1)?;
                    dl.aggregate_align = abi;
                    dl.aggregate_pref = pref;
                }
                // Mangling, native widths, stack/program/global address spaces, function
                // pointer alignment: no effect on sizes or alignments of data.
                "m" | "n" | "S" | "P" | "A" | "G" | "F" | "s" | "N" => {}
                _ => return Err(format!("unknown datalayout spec '{spec}'")),
            }
        }
        if dl.pointers[0].0 != 0 {
            dl.pointers.insert(0, (0, 64, 8, 8));
        }
        Ok(dl)
    }

    /// The layout of a module: its own string, else x86-64's.
    pub fn of_module(m: &crate::Module) -> Result<DataLayout, String> {
        match &m.data_layout {
            Some(b) => DataLayout::parse(&String::from_utf8_lossy(b)),
            None => DataLayout::parse(X86_64_LAYOUT),
        }
    }

    /// The layout LLVM 19's reader uses for a module: its own string, else LLVM's default
    /// layout (not x86-64's).
    pub fn as_read(m: &crate::Module) -> Result<DataLayout, String> {
        DataLayout::read(&String::from_utf8_lossy(
            m.data_layout.as_deref().unwrap_or_default(),
        ))
    }

    /// The `(abi, preferred)` alignment of a pointer in `space` (address space 0's when the
    /// layout does not name it).
    fn ptr_aligns(&self, space: u32) -> (u64, u64) {
        let e = self
            .pointers
            .iter()
            .find(|e| e.0 == space)
            .unwrap_or(&self.pointers[0]);
        (e.2, e.3)
    }

    /// Preferred alignment in bytes (`getPrefTypeAlign`): what an `alloca` without `align`
    /// gets.
    pub fn pref_align(&self, ts: &TypeStore, t: Type) -> u64 {
        match ts.get(t) {
            TypeData::Int(b) => self.int_entry(*b).2,
            TypeData::Float(_) | TypeData::Vector { .. } => self
                .scalar_entry(ts, t)
                .map_or_else(|| self.scalar_align(ts, t), |e| e.2),
            TypeData::Ptr(space) => self.ptr_aligns(*space).1,
            TypeData::Array { elem, .. } => self.pref_align(ts, *elem),
            TypeData::Struct { packed: true, .. } => self.align(ts, t),
            TypeData::Named(id)
                if matches!(ts.structs[*id].body, StructBody::Body { packed: true, .. }) =>
            {
                self.align(ts, t)
            }
            TypeData::Struct { .. } | TypeData::Named(_) => {
                self.align(ts, t).max(self.aggregate_pref)
            }
            _ => self.align(ts, t),
        }
    }

    /// The table entry of a float or fixed vector type, when the layout names its width.
    fn scalar_entry(&self, ts: &TypeStore, t: Type) -> Option<(u32, u64, u64)> {
        match ts.get(t) {
            TypeData::Float(k) => self.floats.iter().find(|e| e.0 == k.bits()).copied(),
            TypeData::Vector { len, elem, .. } => {
                let bits = self.store_size(ts, *elem) * 8 * *len as u64;
                self.vectors.iter().find(|e| e.0 as u64 == bits).copied()
            }
            _ => None,
        }
    }

    fn int_entry(&self, bits: u32) -> (u32, u64, u64) {
        // LLVM: the entry for the smallest width >= bits, else the largest entry.
        self.ints
            .iter()
            .find(|e| e.0 >= bits)
            .or(self.ints.last())
            .copied()
            .unwrap_or((bits, 8, 8))
    }

    fn int_align(&self, bits: u32) -> u64 {
        self.int_entry(bits).1
    }

    /// ABI alignment in bytes.
    pub fn align(&self, ts: &TypeStore, t: Type) -> u64 {
        match ts.get(t) {
            TypeData::Array { .. } | TypeData::Struct { .. } | TypeData::Named(_) => {
                self.size_align(ts, t, &mut Walk::default()).1
            }
            _ => self.scalar_align(ts, t),
        }
    }

    /// The ABI alignment of a type that is not an aggregate.
    fn scalar_align(&self, ts: &TypeStore, t: Type) -> u64 {
        match ts.get(t) {
            TypeData::Int(b) => self.int_align(*b),
            TypeData::Float(k) => self.scalar_entry(ts, t).map_or(
                match k {
                    FloatKind::X86Fp80 => 16,
                    _ => (k.bits() as u64 / 8).next_power_of_two(),
                },
                |e| e.1,
            ),
            TypeData::Ptr(space) => self.ptr_aligns(*space).0,
            TypeData::Vector { len, elem, .. } => self.scalar_entry(ts, t).map_or_else(
                || {
                    let bits = self.store_size(ts, *elem) * 8 * *len as u64;
                    (bits / 8).max(1).next_power_of_two()
                },
                |e| e.1,
            ),
            _ => 1,
        }
    }

    /// Store size in bytes (`getTypeStoreSize`).
    pub fn store_size(&self, ts: &TypeStore, t: Type) -> u64 {
        match ts.get(t) {
            TypeData::Int(b) => (*b as u64).div_ceil(8),
            TypeData::Float(k) => match k {
                FloatKind::X86Fp80 => 10,
                _ => k.bits() as u64 / 8,
            },
            TypeData::Ptr(space) => {
                let e = self
                    .pointers
                    .iter()
                    .find(|e| e.0 == *space)
                    .unwrap_or(&self.pointers[0]);
                (e.1 as u64).div_ceil(8)
            }
            TypeData::Vector { len, elem, .. } => {
                // Vectors of non-byte-sized elements are bit-packed.
                match ts.get(*elem) {
                    TypeData::Int(b) if b % 8 != 0 => (*b as u64 * *len as u64).div_ceil(8),
                    _ => crate::with_stack(|| self.store_size(ts, *elem)) * *len as u64,
                }
            }
            TypeData::Array { .. } | TypeData::Struct { .. } | TypeData::Named(_) => {
                self.alloc_size(ts, t)
            }
            TypeData::X86Mmx => 8,
            // Tokens, labels, metadata, void, target types: not in memory.
            _ => 0,
        }
    }

    /// Allocation size in bytes (`getTypeAllocSize`): store size rounded up to the alignment.
    pub fn alloc_size(&self, ts: &TypeStore, t: Type) -> u64 {
        self.size_align(ts, t, &mut Walk::default()).0
    }

    /// Allocation size and ABI alignment, computed together so that nested aggregates are
    /// visited once (asking each level for its size and its alignment separately is
    /// quadratic in the depth).
    fn size_align(&self, ts: &TypeStore, t: Type, w: &mut Walk) -> (u64, u64) {
        match ts.get(t) {
            TypeData::Array { .. } | TypeData::Struct { .. } | TypeData::Named(_) => {
                let track = w.depth >= SHALLOW_TYPE_DEPTH;
                if track {
                    if let Some(&r) = w.memo.get(&t) {
                        return r;
                    }
                }
                w.depth += 1;
                let r = crate::with_stack(|| match ts.get(t) {
                    TypeData::Array { len, elem } => {
                        let (s, a) = self.size_align(ts, *elem, w);
                        (len.saturating_mul(s), a)
                    }
                    _ => self
                        .struct_layout_depth(ts, t, w)
                        .map_or((0, 1), |l| (l.size, l.align)),
                });
                w.depth -= 1;
                if track {
                    w.memo.insert(t, r);
                }
                r
            }
            _ => {
                let s = self.store_size(ts, t);
                let a = self.scalar_align(ts, t);
                (s.div_ceil(a).saturating_mul(a), a)
            }
        }
    }

    /// Field offsets, size and alignment of a struct type.
    pub fn struct_layout(&self, ts: &TypeStore, t: Type) -> Option<StructLayout> {
        self.struct_layout_depth(ts, t, &mut Walk::default())
    }

    fn struct_layout_depth(&self, ts: &TypeStore, t: Type, w: &mut Walk) -> Option<StructLayout> {
        match ts.get(t) {
            TypeData::Struct { packed, elems } => Some(self.fields_layout(ts, *packed, elems, w)),
            TypeData::Named(id) => match &ts.structs[*id].body {
                StructBody::Body { packed, elems } if w.depth <= SHALLOW_TYPE_DEPTH => {
                    Some(self.fields_layout(ts, *packed, elems, w))
                }
                StructBody::Body { packed, elems } if w.path.insert(*id) => {
                    let l = self.fields_layout(ts, *packed, elems, w);
                    w.path.remove(id);
                    Some(l)
                }
                _ => None,
            },
            _ => None,
        }
    }

    fn fields_layout(
        &self,
        ts: &TypeStore,
        packed: bool,
        elems: &[Type],
        w: &mut Walk,
    ) -> StructLayout {
        let mut off = 0u64;
        let mut offsets = Vec::with_capacity(elems.len());
        let mut align = 1;
        for e in elems {
            let (size, a) = self.size_align(ts, *e, w);
            let a = if packed { 1 } else { a };
            align = align.max(a);
            off = off.div_ceil(a).saturating_mul(a);
            offsets.push(off);
            off = off.saturating_add(size);
        }
        if !packed {
            align = align.max(self.aggregate_align);
        }
        StructLayout {
            offsets,
            size: off.div_ceil(align).saturating_mul(align),
            align,
        }
    }
}

/// The layout of a struct type.
#[derive(Clone, Debug)]
pub struct StructLayout {
    pub offsets: Vec<u64>,
    pub size: u64,
    pub align: u64,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn x86_64_struct_offsets() {
        let m = crate::parser::parse_module(
            "%S = type { i8, i32, i64, [3 x i16], i128, x86_fp80 }\n%P = type <{ i8, i32 }>\n\
             @a = global %S zeroinitializer\n@b = global %P zeroinitializer\n",
            "t.ll",
        )
        .expect("parses");
        let dl = DataLayout::parse(X86_64_LAYOUT).expect("layout");
        let s = m.types.struct_type(crate::types::StructId::from_u32(0));
        let l = dl.struct_layout(&m.types, s).expect("sized");
        assert_eq!(l.offsets, vec![0, 4, 8, 16, 32, 48]);
        assert_eq!((l.size, l.align), (64, 16));
        let p = m.types.struct_type(crate::types::StructId::from_u32(1));
        let l = dl.struct_layout(&m.types, p).expect("sized");
        assert_eq!((l.offsets.clone(), l.size, l.align), (vec![0, 1], 5, 1));
    }

    #[test]
    fn odd_integers_take_the_next_alignment() {
        let mut ts = TypeStore::default();
        let dl = DataLayout::parse(X86_64_LAYOUT).expect("layout");
        let i24 = ts.int(24);
        let i1 = ts.int(1);
        let i96 = ts.int(96);
        assert_eq!((dl.store_size(&ts, i24), dl.alloc_size(&ts, i24)), (3, 4));
        assert_eq!((dl.store_size(&ts, i1), dl.alloc_size(&ts, i1)), (1, 1));
        assert_eq!((dl.store_size(&ts, i96), dl.alloc_size(&ts, i96)), (12, 16));
    }
}
