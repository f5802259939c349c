//! The interpreted program's memory: a table of allocations addressed by tagged pointers.
//!
//! # Pointers
//!
//! A pointer is a `u64`: the allocation id in the top 24 bits and `offset + 2^39` in the low 40
//! bits. Pointer arithmetic is plain modular arithmetic on that number, so `ptrtoint`/`inttoptr`
//! round-trip, pointers into one allocation compare and subtract like addresses, and a pointer
//! that strays up to 2^39 bytes outside its allocation (`p - 1`, one-past-the-end) keeps its
//! allocation id. Alignment is exact: the low 39 bits of a pointer are its offset's. Id 0 is
//! null: the pointer `0` and every small integer cast to a pointer decode to it.
//!
//! # Checks
//!
//! Every access names its allocation, so the checks are exact, not heuristic: null and
//! wild pointers, out-of-bounds (below or above), use after free (ids of freed allocations are
//! quarantined: reused only after [`QUARANTINE`] newer frees), writes to constant globals,
//! loads and stores through function pointers, misaligned atomics.
//!
//! # Thread safety (for parallel loop execution)
//!
//! Allocation bytes live in `Box<[AtomicU64]>` words, little-endian, and every access is a
//! relaxed atomic load or store of whole words, which compiles to plain moves on x86-64. A
//! store of part of a word is a read-modify-write of the word; with one thread that is a load
//! and a store, and [`Memory::set_shared`] switches it to a compare-exchange loop so threads
//! writing neighbouring bytes of one word cannot lose each other's bytes. Data races of the
//! interpreted program are therefore never data races of parir itself. The allocation table
//! (`Vec<Alloc>`) is only mutated by allocation and free, which parallel execution will route
//! through a lock while loads and stores take `&self`.

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};
use std::sync::Arc;

/// Bits of a pointer holding the (biased) offset.
pub const OFF_BITS: u32 = 40;
const OFF_MASK: u64 = (1 << OFF_BITS) - 1;
/// Bias added to offsets so that small negative offsets keep the allocation id.
pub const BIAS: u64 = 1 << (OFF_BITS - 1);
/// Largest allocation id (24 bits).
const MAX_ID: u32 = (1 << (64 - OFF_BITS)) - 1;
/// Largest single allocation (bytes).
pub const MAX_ALLOC: u64 = BIAS - 16;
/// Freed ids wait for this many later frees before they are reused.
pub const QUARANTINE: usize = 1 << 16;

/// What an allocation is, for messages and for what may be done with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AllocKind {
    /// The null allocation (id 0).
    Null,
    /// A global variable (name).
    Global(Arc<str>),
    /// A constant global (name): writes are errors.
    ConstGlobal(Arc<str>),
    /// An external global parir does not provide (name): every access is an error.
    Extern(Arc<str>),
    /// A stack slot (`alloca`) of a function (name).
    Stack(Arc<str>),
    /// A heap block from malloc and friends.
    Heap,
    /// A function: its index in the interpreter's function table.
    Func(u32),
    /// A C `FILE` (0 stdin, 1 stdout, 2 stderr).
    File(u8),
    /// The variadic arguments of a call.
    VaArgs,
}

impl AllocKind {
    fn describe(&self) -> String {
        match self {
            AllocKind::Null => "null".into(),
            AllocKind::Global(n) | AllocKind::ConstGlobal(n) => format!("global @{n}"),
            AllocKind::Extern(n) => format!("external global @{n}"),
            AllocKind::Stack(f) => format!("stack slot of @{f}"),
            AllocKind::Heap => "heap block".into(),
            AllocKind::Func(_) => "function".into(),
            AllocKind::File(_) => "FILE object".into(),
            AllocKind::VaArgs => "variadic argument area".into(),
        }
    }
}

/// One allocation.
#[derive(Debug)]
pub struct Alloc {
    words: Box<[AtomicU64]>,
    pub size: u64,
    pub kind: AllocKind,
    pub live: bool,
    /// Live and not read-only (checked on every store).
    writable: bool,
}

/// A memory access error (the interpreter adds the location).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MemError(pub String);

type R<T> = Result<T, MemError>;

/// The allocation table.
#[derive(Debug)]
pub struct Memory {
    allocs: Vec<Alloc>,
    free_ids: std::collections::VecDeque<u32>,
    /// Bytes in live allocations.
    pub used: u64,
    /// Largest `used` allowed.
    pub limit: u64,
    shared: bool,
    /// Buffers of freed allocations of up to [`POOLED_WORDS`] words, by length.
    pool: Vec<Vec<Box<[AtomicU64]>>>,
}

/// Largest buffer (in words) kept for reuse.
const POOLED_WORDS: usize = 32;

/// Builds a pointer from an allocation id and an offset.
#[inline]
pub fn make_ptr(id: u32, off: u64) -> u64 {
    ((id as u64) << OFF_BITS)
        .wrapping_add(BIAS)
        .wrapping_add(off)
}

/// Splits a pointer into allocation id and signed offset.
#[inline]
pub fn split_ptr(p: u64) -> (u32, i64) {
    ((p >> OFF_BITS) as u32, (p & OFF_MASK) as i64 - BIAS as i64)
}

impl Memory {
    /// An empty memory with at most `limit` bytes of live allocations.
    pub fn new(limit: u64) -> Memory {
        Memory {
            allocs: vec![Alloc {
                words: Box::new([]),
                size: 0,
                kind: AllocKind::Null,
                live: false,
                writable: false,
            }],
            free_ids: Default::default(),
            used: 0,
            limit,
            shared: false,
            pool: (0..=POOLED_WORDS).map(|_| Vec::new()).collect(),
        }
    }

    /// Makes partial-word stores atomic (for several threads); see the module docs.
    pub fn set_shared(&mut self, shared: bool) {
        self.shared = shared;
    }

    /// Creates a zero-filled allocation and returns a pointer to its start.
    pub fn alloc(&mut self, size: u64, kind: AllocKind) -> R<u64> {
        if size > MAX_ALLOC {
            return Err(MemError(format!(
                "allocation of {size} bytes is larger than parir supports"
            )));
        }
        // Every allocation costs at least a word, so empty ones cannot exhaust host memory
        // unnoticed.
        let cost = size.max(8);
        if self.used.saturating_add(cost) > self.limit {
            return Err(MemError(format!(
                "memory limit exceeded: allocating {size} bytes with {} bytes in use (limit {} bytes, --max-memory)",
                self.used, self.limit
            )));
        }
        let nwords = size.div_ceil(8) as usize;
        let words = match self.pool.get_mut(nwords).and_then(Vec::pop) {
            // Small buffers of freed allocations are reused (zeroed): stack slots come and
            // go with every call.
            Some(b) => {
                for w in b.iter() {
                    w.store(0, Relaxed);
                }
                b
            }
            None => {
                let mut v = Vec::new();
                v.try_reserve_exact(nwords)
                    .map_err(|_| MemError(format!("host out of memory allocating {size} bytes")))?;
                v.resize_with(nwords, || AtomicU64::new(0));
                v.into_boxed_slice()
            }
        };
        let writable = !matches!(
            kind,
            AllocKind::ConstGlobal(_) | AllocKind::Func(_) | AllocKind::Extern(_)
        );
        let a = Alloc {
            words,
            size,
            kind,
            live: true,
            writable,
        };
        self.used += cost;
        let id = if self.free_ids.len() > QUARANTINE {
            let id = self.free_ids.pop_front().unwrap_or(0);
            self.allocs[id as usize] = a;
            id
        } else {
            let id = self.allocs.len() as u32;
            if id > MAX_ID {
                return Err(MemError("too many live allocations".into()));
            }
            self.allocs.push(a);
            id
        };
        Ok(make_ptr(id, 0))
    }

    /// Changes what an allocation is (globals become read-only after their initializer is
    /// written).
    pub fn set_kind(&mut self, p: u64, kind: AllocKind) {
        if let Some(a) = self.allocs.get_mut(split_ptr(p).0 as usize) {
            a.writable = a.live && !matches!(kind, AllocKind::ConstGlobal(_));
            a.kind = kind;
        }
    }

    /// Frees the allocation with id `id` (no checks; see [`Memory::free_heap`]).
    pub fn release(&mut self, id: u32) {
        if let Some(a) = self.allocs.get_mut(id as usize) {
            if a.live {
                a.live = false;
                a.writable = false;
                self.used -= a.size.max(8);
                let b = std::mem::take(&mut a.words);
                if let Some(p) = self.pool.get_mut(b.len()) {
                    if p.len() < 1024 {
                        p.push(b);
                    }
                }
                self.free_ids.push_back(id);
            }
        }
    }

    /// `free(p)`: checks that `p` is null or the start of a live heap block.
    pub fn free_heap(&mut self, p: u64) -> R<()> {
        if p == 0 {
            return Ok(());
        }
        let (id, off) = split_ptr(p);
        let a = self.allocs.get(id as usize).ok_or_else(|| wild(p))?;
        if id == 0 {
            return Err(wild(p));
        }
        if a.kind != AllocKind::Heap {
            return Err(MemError(format!(
                "free of a pointer that is not from malloc: it points into a {}",
                a.kind.describe()
            )));
        }
        if !a.live {
            return Err(MemError(
                "double free: the heap block was already freed".into(),
            ));
        }
        if off != 0 {
            return Err(MemError(format!(
                "free of a pointer {off} bytes inside a heap block of {} bytes (not its start)",
                a.size
            )));
        }
        self.release(id);
        Ok(())
    }

    /// The allocation a pointer points into, if it is live.
    pub fn alloc_of(&self, p: u64) -> Option<(&Alloc, u32, i64)> {
        let (id, off) = split_ptr(p);
        let a = self.allocs.get(id as usize)?;
        a.live.then_some((a, id, off))
    }

    /// The allocation record of `id` (live or not).
    pub fn get(&self, id: u32) -> Option<&Alloc> {
        self.allocs.get(id as usize)
    }

    /// Checks an access of `len` bytes at `p`; returns the allocation and offset.
    #[inline(always)]
    pub fn check(&self, p: u64, len: u64, write: bool) -> R<(&Alloc, u64)> {
        let (id, off) = split_ptr(p);
        if let Some(a) = self.allocs.get(id as usize) {
            // Offsets are below 2^39, so the sum cannot overflow; a negative offset fails
            // its own test.
            let ok = if write { a.writable } else { a.live };
            if ok && off >= 0 && (off as u64).wrapping_add(len) <= a.size {
                return Ok((a, off as u64));
            }
        }
        Err(self.explain(p, len, write))
    }

    #[cold]
    fn explain(&self, p: u64, len: u64, write: bool) -> MemError {
        let what = if write { "store" } else { "load" };
        let (id, off) = split_ptr(p);
        if id == 0 {
            return MemError(if p == 0 {
                format!("null pointer dereference ({what} of {len} bytes)")
            } else {
                format!("{what} of {len} bytes through invalid pointer 0x{p:x} (an integer, not an address)")
            });
        }
        let Some(a) = self.allocs.get(id as usize) else {
            return wild(p);
        };
        match &a.kind {
            AllocKind::Func(_) => {
                return MemError(format!("{what} of {len} bytes through a function pointer"))
            }
            AllocKind::Extern(n) => {
                return MemError(format!(
                    "{what} of external global @{n}, which parir does not provide"
                ))
            }
            AllocKind::ConstGlobal(n) if write && a.live => {
                return MemError(format!("store to constant global @{n}"))
            }
            _ => {}
        }
        if !a.live {
            return MemError(format!(
                "use after free: {what} of {len} bytes at offset {off} of a freed {}",
                a.kind.describe()
            ));
        }
        MemError(format!(
            "out-of-bounds {what} of {len} bytes at offset {off} of a {} of {} bytes",
            a.kind.describe(),
            a.size
        ))
    }

    /// Loads `len` ≤ 8 bytes (little-endian) at `p`.
    #[inline(always)]
    pub fn load(&self, p: u64, len: u64) -> R<u64> {
        let (a, off) = self.check(p, len, false)?;
        Ok(read_small(&a.words, off, len))
    }

    /// Stores the low `len` ≤ 8 bytes of `v` at `p`.
    #[inline(always)]
    pub fn store(&self, p: u64, len: u64, v: u64) -> R<()> {
        let (a, off) = self.check(p, len, true)?;
        write_small(&a.words, off, len, v, self.shared);
        Ok(())
    }

    /// Loads 16 bytes.
    pub fn load128(&self, p: u64, len: u64) -> R<u128> {
        let (a, off) = self.check(p, len, false)?;
        let lo = read_small(&a.words, off, len.min(8));
        let hi = if len > 8 {
            read_small(&a.words, off + 8, len - 8)
        } else {
            0
        };
        Ok(lo as u128 | (hi as u128) << 64)
    }

    /// Stores the low `len` ≤ 16 bytes of `v`.
    pub fn store128(&self, p: u64, len: u64, v: u128) -> R<()> {
        let (a, off) = self.check(p, len, true)?;
        write_small(&a.words, off, len.min(8), v as u64, self.shared);
        if len > 8 {
            write_small(&a.words, off + 8, len - 8, (v >> 64) as u64, self.shared);
        }
        Ok(())
    }

    /// Reads `len` bytes into a vector.
    pub fn read_bytes(&self, p: u64, len: u64) -> R<Vec<u8>> {
        let (a, off) = self.check(p, len, false)?;
        let mut out = Vec::with_capacity(len as usize);
        for i in 0..len {
            out.push(read_small(&a.words, off + i, 1) as u8);
        }
        Ok(out)
    }

    /// Writes bytes at `p`.
    pub fn write_bytes(&self, p: u64, bytes: &[u8]) -> R<()> {
        let (a, off) = self.check(p, bytes.len() as u64, true)?;
        let mut i = 0usize;
        while i < bytes.len() {
            let o = off + i as u64;
            if o.is_multiple_of(8) && bytes.len() - i >= 8 {
                let mut w = [0u8; 8];
                w.copy_from_slice(&bytes[i..i + 8]);
                a.words[(o / 8) as usize].store(u64::from_le_bytes(w), Relaxed);
                i += 8;
            } else {
                write_small(&a.words, o, 1, bytes[i] as u64, self.shared);
                i += 1;
            }
        }
        Ok(())
    }

    /// `memmove`/`memcpy` of `len` bytes (overlap allowed).
    pub fn copy(&self, dst: u64, src: u64, len: u64) -> R<()> {
        if len == 0 {
            return Ok(());
        }
        self.check(dst, len, true)?;
        let bytes = self.read_bytes(src, len)?;
        self.write_bytes(dst, &bytes)
    }

    /// `memset`.
    pub fn fill(&self, dst: u64, byte: u8, len: u64) -> R<()> {
        if len == 0 {
            return Ok(());
        }
        let (a, off) = self.check(dst, len, true)?;
        let pattern = u64::from_le_bytes([byte; 8]);
        let mut o = off;
        let end = off + len;
        while o < end {
            if o % 8 == 0 && end - o >= 8 {
                a.words[(o / 8) as usize].store(pattern, Relaxed);
                o += 8;
            } else {
                write_small(&a.words, o, 1, byte as u64, self.shared);
                o += 1;
            }
        }
        Ok(())
    }

    /// Reads a NUL-terminated string at `p` (without the NUL), checking every byte.
    pub fn read_cstr(&self, p: u64) -> R<Vec<u8>> {
        let (a, off) = self.check(p, 1, false)?;
        let mut out = Vec::new();
        let mut o = off;
        loop {
            if o >= a.size {
                return Err(MemError(format!(
                    "string at offset {off} of a {} of {} bytes has no terminating NUL",
                    a.kind.describe(),
                    a.size
                )));
            }
            let b = read_small(&a.words, o, 1) as u8;
            if b == 0 {
                return Ok(out);
            }
            out.push(b);
            o += 1;
        }
    }

    /// Atomic compare-exchange of `len` bytes: the access must be naturally aligned.
    pub fn check_atomic_align(&self, p: u64, len: u64) -> R<()> {
        if len.is_power_of_two() && !p.is_multiple_of(len) {
            let (_, off) = split_ptr(p);
            return Err(MemError(format!(
                "misaligned atomic access of {len} bytes at offset {off} (address not a multiple of {len})"
            )));
        }
        Ok(())
    }
}

fn wild(p: u64) -> MemError {
    MemError(format!("access through wild pointer 0x{p:x}"))
}

#[inline(always)]
fn read_small(words: &[AtomicU64], off: u64, len: u64) -> u64 {
    let w = (off / 8) as usize;
    let sh = (off % 8) * 8;
    let bits = len * 8;
    let lo = words[w].load(Relaxed) >> sh;
    let v = if sh + bits > 64 {
        lo | words[w + 1].load(Relaxed) << (64 - sh)
    } else {
        lo
    };
    if bits >= 64 {
        v
    } else {
        v & ((1u64 << bits) - 1)
    }
}

#[inline(always)]
fn write_small(words: &[AtomicU64], off: u64, len: u64, v: u64, shared: bool) {
    let w = (off / 8) as usize;
    let sh = (off % 8) * 8;
    let bits = len * 8;
    let mask = if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    };
    let v = v & mask;
    merge(&words[w], mask << sh, v << sh, shared);
    if sh + bits > 64 {
        let rsh = 64 - sh;
        merge(&words[w + 1], mask >> rsh, v >> rsh, shared);
    }
}

#[inline(always)]
fn merge(word: &AtomicU64, mask: u64, bits: u64, shared: bool) {
    if mask == u64::MAX {
        word.store(bits, Relaxed);
    } else if !shared {
        let old = word.load(Relaxed);
        word.store((old & !mask) | bits, Relaxed);
    } else {
        let _ = word.fetch_update(Relaxed, Relaxed, |old| Some((old & !mask) | bits));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unaligned_round_trip_and_bounds() {
        let mut m = Memory::new(1 << 20);
        let p = m.alloc(20, AllocKind::Heap).expect("alloc");
        m.store(p + 5, 8, 0x1122_3344_5566_7788).expect("in bounds");
        assert_eq!(m.load(p + 5, 8), Ok(0x1122_3344_5566_7788));
        assert_eq!(m.load(p + 6, 2), Ok(0x6677));
        assert!(m.load(p + 13, 8).is_err());
        assert!(m.load(p.wrapping_sub(1), 1).is_err());
        m.free_heap(p).expect("free");
        assert!(m.load(p, 1).unwrap_err().0.contains("use after free"));
        assert!(m.free_heap(p).unwrap_err().0.contains("double free"));
    }

    #[test]
    fn pointer_arithmetic_keeps_provenance() {
        let mut m = Memory::new(1 << 20);
        let p = m.alloc(16, AllocKind::Heap).expect("alloc");
        let q = p.wrapping_sub(100).wrapping_add(104);
        assert_eq!(split_ptr(q), (split_ptr(p).0, 4));
        assert_eq!(q - p, 4);
        assert_eq!(split_ptr(0).0, 0);
    }
}
