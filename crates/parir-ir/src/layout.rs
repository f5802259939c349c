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

/// The parts of a data layout execution needs.
#[derive(Clone, Debug)]
pub struct DataLayout {
    /// `(bits, abi align in bytes)` for integers, sorted by bits.
    ints: Vec<(u32, u64)>,
    /// `(bits, abi align in bytes)` for floats.
    floats: Vec<(u32, u64)>,
    /// `(bits, abi align in bytes)` for vectors.
    vectors: Vec<(u32, u64)>,
    /// ABI alignment of aggregates (`a:`).
    aggregate_align: u64,
    ptr_align: u64,
}

impl DataLayout {
    /// Parses a datalayout string (over LLVM's defaults). Unknown or malformed specs are errors.
    pub fn parse(s: &str) -> Result<DataLayout, String> {
        let mut dl = DataLayout {
            ints: vec![(1, 1), (8, 1), (16, 2), (32, 4), (64, 4)],
            floats: vec![(16, 2), (32, 4), (64, 8), (128, 16)],
            vectors: vec![(64, 8), (128, 16)],
            aggregate_align: 1,
            ptr_align: 8,
        };
        for spec in s.split('-').filter(|p| !p.is_empty()) {
            let bytes = |t: &str| -> Result<u64, String> {
                let b: u64 = t
                    .parse()
                    .map_err(|_| format!("bad datalayout alignment '{t}' in '{spec}'"))?;
                Ok((b / 8).max(1))
            };
            let (head, rest) = spec.split_at(1);
            let fields: Vec<&str> = rest.split(':').collect();
            match head {
                "e" => {}
                "E" => return Err("big-endian data layouts are not supported".into()),
                "i" | "f" | "v" => {
                    let bits: u32 = fields[0]
                        .parse()
                        .map_err(|_| format!("bad datalayout spec '{spec}'"))?;
                    let abi = bytes(fields.get(1).copied().unwrap_or("8"))?;
                    let table = match head {
                        "i" => &mut dl.ints,
                        "f" => &mut dl.floats,
                        _ => &mut dl.vectors,
                    };
                    table.retain(|e| e.0 != bits);
                    table.push((bits, abi));
                    table.sort_unstable();
                }
                "p" => {
                    // `p[n]:size:abi[:pref[:idx]]`: only address space 0 matters here.
                    let as0 = fields[0].is_empty() || fields[0] == "0";
                    if as0 {
                        if fields.get(1).is_some_and(|s| *s != "64") {
                            return Err(format!("pointer size other than 64 bits in '{spec}'"));
                        }
                        if let Some(a) = fields.get(2) {
                            dl.ptr_align = bytes(a)?;
                        }
                    }
                }
                "a" => {
                    if let Some(a) = fields.get(1) {
                        dl.aggregate_align = bytes(a)?;
                    }
                }
                // Mangling, native widths, stack/program/global address spaces, function
                // pointer alignment: no effect on execution.
                "m" | "n" | "S" | "P" | "A" | "G" | "F" | "s" | "N" => {}
                _ => return Err(format!("unknown datalayout spec '{spec}'")),
            }
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

    fn int_align(&self, bits: u32) -> u64 {
        // LLVM: the entry for the smallest width >= bits, else the largest entry.
        self.ints
            .iter()
            .find(|e| e.0 >= bits)
            .or(self.ints.last())
            .map(|e| e.1)
            .unwrap_or(8)
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
            TypeData::Float(k) => {
                let bits = k.bits();
                self.floats
                    .iter()
                    .find(|e| e.0 == bits)
                    .map(|e| e.1)
                    .unwrap_or(match k {
                        FloatKind::X86Fp80 => 16,
                        _ => (bits as u64 / 8).next_power_of_two(),
                    })
            }
            TypeData::Ptr(_) => self.ptr_align,
            TypeData::Vector { len, elem, .. } => {
                let bits = self.store_size(ts, *elem) * 8 * *len as u64;
                self.vectors
                    .iter()
                    .find(|e| e.0 as u64 == bits)
                    .map(|e| e.1)
                    .unwrap_or_else(|| (bits / 8).max(1).next_power_of_two())
            }
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
            TypeData::Ptr(_) => 8,
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
