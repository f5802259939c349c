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
//! # Sharing between threads
//!
//! One [`Memory`] serves every thread of a parallel loop (`parir run --parallel`), so all of
//! its operations take `&self`:
//!
//! - **Bytes** live in heap buffers of `AtomicU64` words, little-endian, and every access is a
//!   relaxed atomic load or store of whole words (plain moves on x86-64). A store of part of a
//!   word is a read-modify-write of the word: a load and a store while one thread runs, a
//!   compare-exchange loop in *parallel mode* ([`Memory::share`]) so that threads
//!   writing neighbouring bytes of one word cannot lose each other's bytes. Data races of the
//!   interpreted program are therefore never data races of parir itself.
//! - **The allocation table** is append-only: segments of [`SEGMENT`] entries, created on
//!   demand and never moved, each entry three atomic words (size and state, kind, buffer).
//!   An allocation fills its entry and then publishes it with a release store of the state
//!   word; an access reads that word with an acquire load first, so it sees a complete entry
//!   or a dead one, never a torn one.
//! - **Allocation and free** serialize on a mutex (free ids, recycled small buffers).
//!   Buffers are never returned to the host while other threads may run: in parallel mode a
//!   free marks the entry dead and defers the buffer, freed ids are not reused, and
//!   [`Memory::unshare`] (called when the workers have stopped) releases what was
//!   deferred. A stale pointer read concurrently with a free therefore touches memory that
//!   is still allocated, and is reported as a use after free when the entry is seen dead.

use std::collections::{HashMap, VecDeque};
use std::ptr::NonNull;
use std::sync::atomic::{AtomicBool, AtomicPtr, AtomicU64, Ordering::*};
use std::sync::{Arc, Mutex, MutexGuard};

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
/// Entries per segment of the allocation table.
pub const SEGMENT: usize = 1 << 12;
const SEGMENTS: usize = (MAX_ID as usize + 1) / SEGMENT;

/// An interned name (of a global or a function) for allocation kinds.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct NameId(pub u32);

/// What an allocation is, for messages and for what may be done with it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AllocKind {
    /// The null allocation (id 0).
    Null,
    /// A global variable.
    Global(NameId),
    /// A constant global: writes are errors.
    ConstGlobal(NameId),
    /// An external global parir does not provide: every access is an error.
    Extern(NameId),
    /// A stack slot (`alloca`) of a function.
    Stack(NameId),
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
    fn encode(self) -> u64 {
        let (tag, payload) = match self {
            AllocKind::Null => (0, 0),
            AllocKind::Global(n) => (1, n.0),
            AllocKind::ConstGlobal(n) => (2, n.0),
            AllocKind::Extern(n) => (3, n.0),
            AllocKind::Stack(n) => (4, n.0),
            AllocKind::Heap => (5, 0),
            AllocKind::Func(f) => (6, f),
            AllocKind::File(f) => (7, f as u32),
            AllocKind::VaArgs => (8, 0),
        };
        (tag << 32) | payload as u64
    }

    fn decode(w: u64) -> AllocKind {
        let payload = w as u32;
        match w >> 32 {
            1 => AllocKind::Global(NameId(payload)),
            2 => AllocKind::ConstGlobal(NameId(payload)),
            3 => AllocKind::Extern(NameId(payload)),
            4 => AllocKind::Stack(NameId(payload)),
            5 => AllocKind::Heap,
            6 => AllocKind::Func(payload),
            7 => AllocKind::File(payload as u8),
            8 => AllocKind::VaArgs,
            _ => AllocKind::Null,
        }
    }

    fn read_only(self) -> bool {
        matches!(
            self,
            AllocKind::ConstGlobal(_) | AllocKind::Func(_) | AllocKind::Extern(_)
        )
    }
}

/// A snapshot of one allocation's record.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct AllocInfo {
    pub size: u64,
    pub kind: AllocKind,
    pub live: bool,
}

/// State word of an entry: size in the low 40 bits, then the flags.
const LIVE: u64 = 1 << 40;
const WRITABLE: u64 = 1 << 41;
const SIZE_MASK: u64 = (1 << 40) - 1;
/// The buffer was padded to [`LINE_WORDS`] words: made while threads share the memory, a
/// small allocation gets a cache line of its own, so that two threads' stack slots do not
/// falsely share one.
const PADDED: u64 = 1 << 42;
/// Words in a cache line.
const LINE_WORDS: usize = 8;

/// The length in words of the buffer behind an entry of state `st`.
fn buffer_words(st: u64) -> usize {
    let n = (st & SIZE_MASK).div_ceil(8) as usize;
    if st & PADDED != 0 {
        n.max(LINE_WORDS)
    } else {
        n
    }
}

/// One entry of the allocation table.
struct Entry {
    state: AtomicU64,
    kind: AtomicU64,
    words: AtomicPtr<AtomicU64>,
}

type Segment = [Entry; SEGMENT];

/// A memory access error (the interpreter adds the location).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MemError(pub String);

type R<T> = Result<T, MemError>;

/// What allocation and free change, behind the mutex.
struct Pool {
    next_id: u32,
    free_ids: VecDeque<u32>,
    /// Buffers of freed allocations of up to [`POOLED_WORDS`] words, by length.
    buffers: Vec<Vec<Buffer>>,
    /// Buffers freed in parallel mode, returned to the host by `leave_parallel`.
    deferred: Vec<Buffer>,
    names: Vec<Arc<str>>,
    name_ids: HashMap<Arc<str>, u32>,
}

/// An owned word buffer (a leaked `Box<[AtomicU64]>` while an entry points to it).
struct Buffer {
    ptr: NonNull<AtomicU64>,
    len: usize,
}

// SAFETY: a `Buffer` owns its words exclusively (it is a `Box<[AtomicU64]>` in raw form), and
// `AtomicU64` is `Send + Sync`.
unsafe impl Send for Buffer {}

impl Buffer {
    /// `len` zeroed words. Asked of the allocator as zeroed memory rather than written: a
    /// large buffer then comes as fresh pages the kernel zeroes on first touch, which for a
    /// parallel loop filling an array happens on the worker threads, in parallel.
    fn new(len: usize) -> Option<Buffer> {
        if len == 0 {
            let b = Box::into_raw(Vec::<AtomicU64>::new().into_boxed_slice());
            return Some(Buffer {
                ptr: NonNull::new(b as *mut AtomicU64)?,
                len,
            });
        }
        let layout = std::alloc::Layout::array::<AtomicU64>(len).ok()?;
        // SAFETY: the layout has a non-zero size; all-zero bytes are a valid `AtomicU64`
        // (same layout as `u64`), so the memory is a valid `[AtomicU64; len]`, owned by the
        // buffer and freed as the boxed slice it is (`Drop`), with this same layout.
        let p = unsafe { std::alloc::alloc_zeroed(layout) } as *mut AtomicU64;
        Some(Buffer {
            ptr: NonNull::new(p)?,
            len,
        })
    }
}

impl Drop for Buffer {
    fn drop(&mut self) {
        // SAFETY: `ptr`/`len` came from `Box::into_raw` of a boxed slice of this length, and
        // the buffer is dropped once (entries only borrow it; see the module docs for when).
        unsafe {
            drop(Box::from_raw(std::ptr::slice_from_raw_parts_mut(
                self.ptr.as_ptr(),
                self.len,
            )))
        };
    }
}

/// Largest buffer (in words) kept for reuse.
const POOLED_WORDS: usize = 32;

/// The allocation table. See the module docs.
pub struct Memory {
    core: Core,
    pool: Mutex<Pool>,
    /// `!Sync`: threads share a memory only through [`SharedMemory`].
    not_sync: std::marker::PhantomData<std::cell::Cell<()>>,
}

/// The parts of a [`Memory`] outside its mutex: with `&mut Memory` (no other thread can
/// reach it) allocation takes the pool with `Mutex::get_mut` instead of locking it.
pub struct Core {
    segments: Box<[AtomicPtr<Segment>]>,
    /// Bytes in live allocations (changed under the mutex).
    used: AtomicU64,
    /// Largest `used` allowed.
    pub limit: u64,
    parallel: AtomicBool,
    /// The race detector, told of every free (a freed id may be reused: its accesses
    /// must not race with the next allocation's).
    pub(crate) hb: std::sync::OnceLock<Arc<crate::hb::Hb>>,
}

impl std::ops::Deref for Memory {
    type Target = Core;
    #[inline(always)]
    fn deref(&self) -> &Core {
        &self.core
    }
}

impl std::fmt::Debug for Memory {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Memory")
            .field("used", &self.used())
            .field("limit", &self.limit)
            .finish_non_exhaustive()
    }
}

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

/// The words of a live allocation, borrowed for one access.
struct Words<'a> {
    words: &'a [AtomicU64],
    size: u64,
}

/// A handle through which several threads use one [`Memory`] at once (see
/// [`Memory::share`]).
#[derive(Copy, Clone)]
pub struct SharedMemory<'m>(&'m Memory);

// SAFETY: `Memory` is `!Sync` only so that it cannot be used from several threads outside
// *parallel mode*, where frees return buffers to the host and reuse ids at once. A
// `SharedMemory` is created by `Memory::share`, which switches parallel mode on, and parallel
// mode can only be switched off through `&mut Memory`, which cannot coexist with the borrow a
// `SharedMemory` holds. Everything else in `Memory` is atomics and a mutex.
unsafe impl Send for SharedMemory<'_> {}
// SAFETY: as above.
unsafe impl Sync for SharedMemory<'_> {}

/// The memory a machine uses: its own, or one shared with other threads.
pub enum MemHandle<'a> {
    Own(Memory),
    Shared(SharedMemory<'a>),
}

/// Locks that make the read-modify-write operations (`atomicrmw`, `cmpxchg`) of threads
/// sharing a memory atomic with respect to each other: one per 8-byte-aligned address stripe.
static ATOMIC_STRIPES: [std::sync::Mutex<()>; 64] = [const { std::sync::Mutex::new(()) }; 64];

impl MemHandle<'_> {
    /// Held while a read-modify-write on address `ptr` runs, when other threads share the
    /// memory (`None` otherwise: no other thread can interleave).
    #[inline]
    pub(crate) fn atomic_guard(&self, ptr: u64) -> Option<std::sync::MutexGuard<'static, ()>> {
        match self {
            MemHandle::Own(_) => None,
            MemHandle::Shared(_) => {
                let m = &ATOMIC_STRIPES[((ptr >> 3) % 64) as usize];
                Some(m.lock().unwrap_or_else(|e| e.into_inner()))
            }
        }
    }
}

impl MemHandle<'_> {
    /// [`Memory::alloc`], without locking when the memory is this thread's own.
    #[inline]
    pub fn alloc(&mut self, size: u64, kind: AllocKind) -> R<u64> {
        match self {
            MemHandle::Own(m) => m.alloc_mut(size, kind),
            MemHandle::Shared(s) => s.alloc(size, kind),
        }
    }

    /// [`MemHandle::alloc`] on a cache line of its own (an allocation another thread will
    /// write: no false sharing with its neighbours).
    pub fn alloc_padded(&mut self, size: u64, kind: AllocKind) -> R<u64> {
        match self {
            MemHandle::Own(m) => m.alloc_mut_padded(size, kind, true),
            MemHandle::Shared(s) => s.alloc(size, kind),
        }
    }

    /// A heap block as libc's `malloc` family makes it: `None` (a null result, `ENOMEM`)
    /// for a request no run within the limits could satisfy, as glibc refuses one the
    /// system cannot back: larger than the memory limit itself (`--max-memory`) or than
    /// [`MAX_ALLOC`], or refused by the host's allocator. Going over the limit with what is
    /// in use stays the limit's error.
    pub fn alloc_heap(&mut self, size: u64) -> R<Option<u64>> {
        if size > MAX_ALLOC.min(self.limit) {
            return Ok(None);
        }
        match self {
            MemHandle::Own(m) => {
                let pad = m.parallel.load(Relaxed);
                let Memory { core, pool, .. } = m;
                let pool = pool.get_mut().unwrap_or_else(|e| e.into_inner());
                core.try_alloc_in(pool, size, AllocKind::Heap, pad)
            }
            MemHandle::Shared(s) => {
                let pad = s.parallel.load(Relaxed);
                s.core
                    .try_alloc_in(&mut s.lock(), size, AllocKind::Heap, pad)
            }
        }
    }

    /// [`Memory::release`], without locking when the memory is this thread's own.
    #[inline]
    pub fn release(&mut self, id: u32) {
        match self {
            MemHandle::Own(m) => m.release_mut(id),
            MemHandle::Shared(s) => s.release(id),
        }
    }
}

impl std::ops::Deref for MemHandle<'_> {
    type Target = Memory;
    #[inline(always)]
    fn deref(&self) -> &Memory {
        match self {
            MemHandle::Own(m) => m,
            MemHandle::Shared(s) => s.0,
        }
    }
}

impl std::ops::Deref for SharedMemory<'_> {
    type Target = Memory;
    fn deref(&self) -> &Memory {
        self.0
    }
}

impl Memory {
    /// An empty memory with at most `limit` bytes of live allocations.
    pub fn new(limit: u64) -> Memory {
        let mut segments = Vec::with_capacity(SEGMENTS);
        segments.resize_with(SEGMENTS, || AtomicPtr::new(std::ptr::null_mut()));
        let m = Memory {
            core: Core {
                segments: segments.into_boxed_slice(),
                used: AtomicU64::new(0),
                limit,
                parallel: AtomicBool::new(false),
                hb: std::sync::OnceLock::new(),
            },
            pool: Mutex::new(Pool {
                next_id: 1,
                free_ids: VecDeque::new(),
                buffers: (0..=POOLED_WORDS).map(|_| Vec::new()).collect(),
                deferred: Vec::new(),
                names: Vec::new(),
                name_ids: HashMap::new(),
            }),
            not_sync: std::marker::PhantomData,
        };
        // Id 0 (null) is an all-zero entry: not live.
        m.segment(0);
        m
    }

    /// Parallel mode: returns a handle that may be sent to other threads. Until
    /// [`Memory::unshare`], partial-word stores are compare-exchange loops, freed ids are not
    /// reused and freed buffers are kept (see the module docs).
    pub fn share(&mut self) -> SharedMemory<'_> {
        self.parallel.store(true, Relaxed);
        SharedMemory(self)
    }

    /// Leaves parallel mode (no [`SharedMemory`] can exist any more) and returns the buffers
    /// freed meanwhile to the host.
    pub fn unshare(&mut self) {
        self.parallel.store(false, Relaxed);
        self.lock().deferred.clear();
    }

    fn lock(&self) -> MutexGuard<'_, Pool> {
        // A panic while holding the lock leaves the pool consistent (every step is a single
        // push or pop), so a poisoned lock is still usable.
        self.pool.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Bytes in live allocations.
    pub fn used(&self) -> u64 {
        self.used.load(Relaxed)
    }

    /// The id of a name, for [`AllocKind`]s.
    pub fn intern(&self, name: &str) -> NameId {
        let mut p = self.lock();
        if let Some(&id) = p.name_ids.get(name) {
            return NameId(id);
        }
        let id = p.names.len() as u32;
        let a: Arc<str> = Arc::from(name);
        p.names.push(a.clone());
        p.name_ids.insert(a, id);
        NameId(id)
    }

    /// The name of an interned id.
    pub fn name(&self, id: NameId) -> Arc<str> {
        self.lock()
            .names
            .get(id.0 as usize)
            .cloned()
            .unwrap_or_else(|| Arc::from("?"))
    }

    /// Creates a zero-filled allocation and returns a pointer to its start.
    pub fn alloc(&self, size: u64, kind: AllocKind) -> R<u64> {
        let pad = self.parallel.load(Relaxed);
        self.core.alloc_in(&mut self.lock(), size, kind, pad)
    }

    /// [`Memory::alloc`] without locking (no other thread can reach `self`).
    pub fn alloc_mut(&mut self, size: u64, kind: AllocKind) -> R<u64> {
        self.alloc_mut_padded(size, kind, false)
    }

    /// [`Memory::alloc_mut`], with a cache line of its own when `pad` (an allocation another
    /// thread will write, such as a team member's private copy: see [`PADDED`]).
    pub fn alloc_mut_padded(&mut self, size: u64, kind: AllocKind, pad: bool) -> R<u64> {
        let pad = pad || self.parallel.load(Relaxed);
        let Memory { core, pool, .. } = self;
        core.alloc_in(
            pool.get_mut().unwrap_or_else(|e| e.into_inner()),
            size,
            kind,
            pad,
        )
    }

    /// Changes what an allocation is (globals become read-only after their initializer is
    /// written).
    pub fn set_kind(&self, p: u64, kind: AllocKind) {
        if let Some(e) = self.entry(split_ptr(p).0) {
            let _pool = self.lock();
            e.kind.store(kind.encode(), Relaxed);
            let st = e.state.load(Relaxed);
            let st = if st & LIVE != 0 && !kind.read_only() {
                st | WRITABLE
            } else {
                st & !WRITABLE
            };
            e.state.store(st, Release);
        }
    }

    /// Frees the allocation with id `id` (no checks; see [`Memory::free_heap`]).
    pub fn release(&self, id: u32) {
        self.core.release_in(&mut self.lock(), id)
    }

    /// [`Memory::release`] without locking (no other thread can reach `self`).
    pub fn release_mut(&mut self, id: u32) {
        let Memory { core, pool, .. } = self;
        core.release_in(pool.get_mut().unwrap_or_else(|e| e.into_inner()), id)
    }

    /// `free(p)`: checks that `p` is null or the start of a live heap block.
    pub fn free_heap(&self, p: u64) -> R<()> {
        if p == 0 {
            return Ok(());
        }
        let (id, off) = split_ptr(p);
        let a = self.get(id).ok_or_else(|| wild(p))?;
        if id == 0 {
            return Err(wild(p));
        }
        if a.kind != AllocKind::Heap {
            return Err(MemError(format!(
                "free of a pointer that is not from malloc: it points into a {}",
                self.describe(a.kind)
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

    /// The second half of `realloc(p, n)` once the new block `q` exists: `p`'s bytes (up to
    /// `n`) move to `q` and `p` is freed. A `p` that is not the start of a live heap block is
    /// freed first, so that `free` reports what is wrong with it.
    pub fn move_heap_block(&self, q: u64, p: u64, n: u64) -> R<()> {
        let old = match self.alloc_of(p) {
            Some((al, _, 0)) if al.kind == AllocKind::Heap => al.size,
            _ => {
                self.free_heap(p)?;
                0
            }
        };
        self.copy(q, p, old.min(n))?;
        self.free_heap(p)
    }

    /// The allocation a pointer points into, if it is live, with its id and the offset.
    pub fn alloc_of(&self, p: u64) -> Option<(AllocInfo, u32, i64)> {
        let (id, off) = split_ptr(p);
        let a = self.get(id)?;
        a.live.then_some((a, id, off))
    }

    /// The allocation record of `id` (live or not; `None` for ids never allocated).
    pub fn get(&self, id: u32) -> Option<AllocInfo> {
        let e = self.entry(id)?;
        let st = e.state.load(Acquire);
        let kind = AllocKind::decode(e.kind.load(Relaxed));
        if st & LIVE == 0 && kind == AllocKind::Null && id != 0 {
            return None;
        }
        Some(AllocInfo {
            size: st & SIZE_MASK,
            kind,
            live: st & LIVE != 0,
        })
    }

    fn describe(&self, kind: AllocKind) -> String {
        match kind {
            AllocKind::Null => "null".into(),
            AllocKind::Global(n) | AllocKind::ConstGlobal(n) => format!("global @{}", self.name(n)),
            AllocKind::Extern(n) => format!("external global @{}", self.name(n)),
            AllocKind::Stack(f) => format!("stack slot of @{}", self.name(f)),
            AllocKind::Heap => "heap block".into(),
            AllocKind::Func(_) => "function".into(),
            AllocKind::File(_) => "FILE object".into(),
            AllocKind::VaArgs => "variadic argument area".into(),
        }
    }

    /// Checks an access of `len` bytes at `p`; returns the allocation's words and the offset.
    #[inline(always)]
    fn check(&self, p: u64, len: u64, write: bool) -> R<(Words<'_>, u64)> {
        let (id, off) = split_ptr(p);
        if let Some(e) = self.entry(id) {
            let st = e.state.load(Acquire);
            let need = if write { WRITABLE } else { LIVE };
            let size = st & SIZE_MASK;
            // Offsets are below 2^39, so the sum cannot overflow; a negative offset fails
            // its own test.
            if st & need != 0 && off >= 0 && (off as u64).wrapping_add(len) <= size {
                // SAFETY: a live entry points to a buffer of `size.div_ceil(8)` words that it
                // owns (published before the state word, read after it with acquire). The
                // buffer stays allocated while `&self` lives: outside parallel mode no other
                // thread can free it, in parallel mode freed buffers are deferred.
                let words = unsafe {
                    std::slice::from_raw_parts(e.words.load(Relaxed), size.div_ceil(8) as usize)
                };
                return Ok((Words { words, size }, off as u64));
            }
        }
        Err(self.explain(p, len, write))
    }

    /// Checks that `len` bytes at `p` may be accessed (loaded, or stored if `write`).
    pub fn check_access(&self, p: u64, len: u64, write: bool) -> R<()> {
        self.check(p, len, write).map(|_| ())
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
        let Some(a) = self.get(id) else {
            return wild(p);
        };
        match a.kind {
            AllocKind::Func(_) => {
                return MemError(format!("{what} of {len} bytes through a function pointer"))
            }
            AllocKind::Extern(n) => {
                return MemError(format!(
                    "{what} of external global @{}, which parir does not provide",
                    self.name(n)
                ))
            }
            AllocKind::ConstGlobal(n) if write && a.live => {
                return MemError(format!("store to constant global @{}", self.name(n)))
            }
            _ => {}
        }
        if !a.live {
            return MemError(format!(
                "use after free: {what} of {len} bytes at offset {off} of a freed {}",
                self.describe(a.kind)
            ));
        }
        MemError(format!(
            "out-of-bounds {what} of {len} bytes at offset {off} of a {} of {} bytes",
            self.describe(a.kind),
            a.size
        ))
    }

    #[inline(always)]
    fn shared(&self) -> bool {
        self.parallel.load(Relaxed)
    }

    /// Loads `len` ≤ 8 bytes (little-endian) at `p`.
    #[inline(always)]
    pub fn load(&self, p: u64, len: u64) -> R<u64> {
        let (a, off) = self.check(p, len, false)?;
        Ok(read_small(a.words, off, len))
    }

    /// Stores the low `len` ≤ 8 bytes of `v` at `p`.
    #[inline(always)]
    pub fn store(&self, p: u64, len: u64, v: u64) -> R<()> {
        let (a, off) = self.check(p, len, true)?;
        write_small(a.words, off, len, v, self.shared());
        Ok(())
    }

    /// Loads 16 bytes.
    pub fn load128(&self, p: u64, len: u64) -> R<u128> {
        let (a, off) = self.check(p, len, false)?;
        let lo = read_small(a.words, off, len.min(8));
        let hi = if len > 8 {
            read_small(a.words, off + 8, len - 8)
        } else {
            0
        };
        Ok(lo as u128 | (hi as u128) << 64)
    }

    /// Stores the low `len` ≤ 16 bytes of `v`.
    pub fn store128(&self, p: u64, len: u64, v: u128) -> R<()> {
        let (a, off) = self.check(p, len, true)?;
        write_small(a.words, off, len.min(8), v as u64, self.shared());
        if len > 8 {
            write_small(a.words, off + 8, len - 8, (v >> 64) as u64, self.shared());
        }
        Ok(())
    }

    /// Reads `len` bytes into a vector.
    pub fn read_bytes(&self, p: u64, len: u64) -> R<Vec<u8>> {
        let (a, off) = self.check(p, len, false)?;
        let mut out = Vec::with_capacity(len as usize);
        for i in 0..len {
            out.push(read_small(a.words, off + i, 1) as u8);
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
                write_small(a.words, o, 1, bytes[i] as u64, self.shared());
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
                write_small(a.words, o, 1, byte as u64, self.shared());
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
                let kind = self
                    .get(split_ptr(p).0)
                    .map(|i| i.kind)
                    .unwrap_or(AllocKind::Null);
                return Err(MemError(format!(
                    "string at offset {off} of a {} of {} bytes has no terminating NUL",
                    self.describe(kind),
                    a.size
                )));
            }
            let b = read_small(a.words, o, 1) as u8;
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

impl Core {
    /// The segment holding id `k * SEGMENT`, created if needed (zeroed entries: dead).
    fn segment(&self, k: usize) -> Option<&Segment> {
        let slot = self.segments.get(k)?;
        let mut p = slot.load(Acquire);
        if p.is_null() {
            // SAFETY: an all-zero `Entry` is valid (atomics at 0, a null pointer).
            let fresh: Box<Segment> = unsafe { Box::<Segment>::new_zeroed().assume_init() };
            let fresh = Box::into_raw(fresh);
            match slot.compare_exchange(std::ptr::null_mut(), fresh, AcqRel, Acquire) {
                Ok(_) => p = fresh,
                Err(other) => {
                    // SAFETY: `fresh` was never published.
                    drop(unsafe { Box::from_raw(fresh) });
                    p = other;
                }
            }
        }
        // SAFETY: published segments are never freed before the `Memory` is dropped.
        Some(unsafe { &*p })
    }

    #[inline(always)]
    fn entry(&self, id: u32) -> Option<&Entry> {
        let p = self.segments.get(id as usize / SEGMENT)?.load(Acquire);
        if p.is_null() {
            return None;
        }
        // SAFETY: as in `segment`.
        Some(unsafe { &(*p)[id as usize % SEGMENT] })
    }

    fn alloc_in(&self, pool: &mut Pool, size: u64, kind: AllocKind, pad: bool) -> R<u64> {
        self.try_alloc_in(pool, size, kind, pad)?
            .ok_or_else(|| MemError(format!("host out of memory allocating {size} bytes")))
    }

    /// [`Core::alloc_in`]; `None` when the host's allocator refuses the buffer.
    fn try_alloc_in(
        &self,
        pool: &mut Pool,
        size: u64,
        kind: AllocKind,
        pad: bool,
    ) -> R<Option<u64>> {
        if size > MAX_ALLOC {
            return Err(MemError(format!(
                "allocation of {size} bytes is larger than parir supports"
            )));
        }
        // Every allocation costs at least a word, so empty ones cannot exhaust host memory
        // unnoticed.
        let cost = size.max(8);
        let parallel = self.parallel.load(Relaxed);
        let used = self.used.load(Relaxed);
        if used.saturating_add(cost) > self.limit {
            return Err(MemError(format!(
                "memory limit exceeded: allocating {size} bytes with {used} bytes in use (limit {} bytes, --max-memory)",
                self.limit
            )));
        }
        let nwords = size.div_ceil(8) as usize;
        let padded = pad && nwords < LINE_WORDS;
        let nwords = if padded { LINE_WORDS } else { nwords };
        let buf = match pool.buffers.get_mut(nwords).and_then(Vec::pop) {
            // Small buffers of freed allocations are reused (zeroed): stack slots come and
            // go with every call.
            Some(b) => {
                // SAFETY: a pooled buffer is owned by the pool (no entry points to it).
                for w in unsafe { std::slice::from_raw_parts(b.ptr.as_ptr(), b.len) } {
                    w.store(0, Relaxed);
                }
                b
            }
            None => match Buffer::new(nwords) {
                Some(b) => b,
                None => return Ok(None),
            },
        };
        let id = if !parallel && pool.free_ids.len() > QUARANTINE {
            pool.free_ids.pop_front().unwrap_or(0)
        } else {
            let id = pool.next_id;
            if id > MAX_ID {
                return Err(MemError("too many live allocations".into()));
            }
            pool.next_id += 1;
            id
        };
        let Some(seg) = self.segment(id as usize / SEGMENT) else {
            return Err(MemError("too many live allocations".into()));
        };
        let e = &seg[id as usize % SEGMENT];
        e.words.store(buf.ptr.as_ptr(), Relaxed);
        std::mem::forget(buf); // now owned by the entry
        e.kind.store(kind.encode(), Relaxed);
        let writable = if kind.read_only() { 0 } else { WRITABLE };
        let pad = if padded { PADDED } else { 0 };
        e.state.store(size | LIVE | writable | pad, Release);
        self.used.store(used + cost, Relaxed);
        Ok(Some(make_ptr(id, 0)))
    }

    fn release_in(&self, pool: &mut Pool, id: u32) {
        let Some(e) = self.entry(id) else { return };
        let parallel = self.parallel.load(Relaxed);
        let st = e.state.load(Relaxed);
        if st & LIVE == 0 {
            return;
        }
        let size = st & SIZE_MASK;
        e.state.store(size, Release);
        // Changed under the mutex only: no read-modify-write needed.
        self.used
            .store(self.used.load(Relaxed) - size.max(8), Relaxed);
        let len = buffer_words(st);
        let buf = NonNull::new(e.words.load(Relaxed)).map(|ptr| Buffer { ptr, len });
        if let Some(buf) = buf {
            match pool.buffers.get_mut(len) {
                Some(p) if p.len() < 1024 => p.push(buf),
                _ if parallel => pool.deferred.push(buf),
                _ => drop(buf),
            }
        }
        pool.free_ids.push_back(id);
        if let Some(hb) = self.hb.get() {
            hb.forget(id);
        }
    }
}

impl Drop for Memory {
    fn drop(&mut self) {
        for slot in self.segments.iter() {
            let p = slot.load(Acquire);
            if p.is_null() {
                continue;
            }
            // SAFETY: segments were created by `Box::into_raw` in `segment` and are dropped
            // here once; the entries' live buffers are owned by them.
            let seg = unsafe { Box::from_raw(p) };
            for e in seg.iter() {
                let st = e.state.load(Relaxed);
                if st & LIVE != 0 {
                    if let Some(ptr) = NonNull::new(e.words.load(Relaxed)) {
                        drop(Buffer {
                            ptr,
                            len: buffer_words(st),
                        });
                    }
                }
            }
        }
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
        let m = Memory::new(1 << 20);
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
        let m = Memory::new(1 << 20);
        let p = m.alloc(16, AllocKind::Heap).expect("alloc");
        let q = p.wrapping_sub(100).wrapping_add(104);
        assert_eq!(split_ptr(q), (split_ptr(p).0, 4));
        assert_eq!(q - p, 4);
        assert_eq!(split_ptr(0).0, 0);
    }
}
