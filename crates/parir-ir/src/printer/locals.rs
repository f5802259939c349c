//! Dense per-function tables for printing: the printed name and the type of every argument,
//! instruction and block, and the predecessor lists of the blocks.
//!
//! Printing an operand is the hot path of the printer. Going through the operand's
//! [`InstData`](crate::inst::InstData) (a large record somewhere in a big arena) for its name and
//! type costs cache misses, and its name has to be checked for quoting at every use. The table
//! here is filled in one linear pass over the layout (which also does the slot numbering of
//! LLVM's `SlotTracker`), keeps everything needed for a use in one 16-byte entry, and renders a
//! name's text once.

use super::text::{push_fixed, push_llvm_name, push_u32};
use crate::function::{Block, Body, Inst};
use crate::module::Module;
use crate::types::{Type, TypeData};
use crate::value::Value;
use cranelift_entity::EntityRef;

/// Tag of an entry that was not filled (the value is not in the layout): the printer falls
/// back to the model.
const T_UNSET: u8 = 0xff;
/// `%N`, with `N` in the first four bytes.
const T_SLOT: u8 = 0xfe;
/// Text stored in the arena: offset and length in the first eight bytes.
const T_ARENA: u8 = 0xfd;
/// `<badref>`.
const T_BADREF: u8 = 0xfc;
/// Names of at most this many bytes (after `%`, needing no quotes) are stored inline.
const INLINE: usize = 11;

/// "No type" in [`LocalName::ty`].
pub(crate) const NO_TY: u32 = u32::MAX;

/// The printed form of one local value and its type.
#[derive(Copy, Clone)]
pub(crate) struct LocalName {
    /// The type's index, or [`NO_TY`].
    ty: u32,
    /// `0..=INLINE`: `%` followed by `buf[..tag]`; otherwise one of the `T_*` tags.
    tag: u8,
    buf: [u8; INLINE],
}

impl LocalName {
    const UNSET: LocalName = LocalName {
        ty: NO_TY,
        tag: T_UNSET,
        buf: [0; INLINE],
    };

    fn slot(ty: u32, n: u32) -> LocalName {
        let mut buf = [0; INLINE];
        buf[..4].copy_from_slice(&n.to_le_bytes());
        LocalName {
            ty,
            tag: T_SLOT,
            buf,
        }
    }

    fn word(&self, i: usize) -> u32 {
        u32::from_le_bytes([
            self.buf[i],
            self.buf[i + 1],
            self.buf[i + 2],
            self.buf[i + 3],
        ])
    }

    /// Whether the entry was filled by the numbering pass.
    #[inline]
    pub(crate) fn is_set(&self) -> bool {
        self.tag != T_UNSET
    }

    /// Whether the value prints as `<badref>`.
    #[inline]
    pub(crate) fn is_badref(&self) -> bool {
        self.tag == T_BADREF
    }

    /// The type, if the entry has one.
    #[inline]
    pub(crate) fn ty(&self) -> Option<Type> {
        (self.ty != NO_TY).then(|| Type::new(self.ty as usize))
    }

    /// The slot number of an unnamed value.
    #[inline]
    pub(crate) fn slot_number(&self) -> Option<u32> {
        (self.tag == T_SLOT).then(|| self.word(0))
    }
}

/// Names and types of the arguments, instructions and blocks of one function, plus the
/// text arena for the names that do not fit inline.
pub(crate) struct LocalNames {
    pub args: Vec<LocalName>,
    pub insts: Vec<LocalName>,
    pub blocks: Vec<LocalName>,
    arena: Vec<u8>,
}

impl LocalNames {
    /// Numbers unnamed values the way `SlotTracker` does (arguments, then each block followed
    /// by its instructions in layout order) and renders every name once.
    ///
    /// With `edges`, also collects the control-flow edges `(from, to)` of the terminators in
    /// layout order (for [`Preds::from_edges`]), saving a second walk over the instructions.
    pub(crate) fn compute(
        m: &Module,
        params: &[Type],
        arg_names: &[Option<compact_str::CompactString>],
        body: Option<&Body>,
        mut edges: Option<&mut Vec<(Block, Block)>>,
    ) -> LocalNames {
        let mut t = LocalNames {
            args: Vec::with_capacity(params.len()),
            insts: Vec::new(),
            blocks: Vec::new(),
            arena: Vec::new(),
        };
        let mut next = 0u32;
        for (i, p) in params.iter().enumerate() {
            let name = arg_names.get(i).and_then(|n| n.as_deref());
            let e = t.entry(p.index() as u32, name, true, &mut next);
            t.args.push(e);
        }
        let Some(body) = body else { return t };
        t.blocks = vec![LocalName::UNSET; body.blocks.len()];
        t.insts = vec![LocalName::UNSET; body.insts.len()];
        // Whether each type is `void`, by type index (looked up per instruction).
        let void: Vec<bool> = (0..m.types.len())
            .map(|i| matches!(m.types.get(Type::new(i)), TypeData::Void))
            .collect();
        for &b in &body.layout {
            let name = body.blocks[b].name.as_deref();
            let e = t.entry(NO_TY, name, true, &mut next);
            t.blocks[b.index()] = e;
            for &i in &body.blocks[b].insts {
                let d = &body.insts[i];
                let non_void = !void.get(d.ty.index()).copied().unwrap_or(false);
                let e = t.entry(d.ty.index() as u32, d.name.as_deref(), non_void, &mut next);
                t.insts[i.index()] = e;
                if let Some(edges) = edges.as_deref_mut() {
                    if d.kind.is_terminator() {
                        d.kind.for_each_successor(|s| edges.push((b, s)));
                    }
                }
            }
        }
        t
    }

    /// The entry of a value named `name` (if non-empty), else numbered if `numbered`.
    fn entry(&mut self, ty: u32, name: Option<&str>, numbered: bool, next: &mut u32) -> LocalName {
        match name {
            Some(n) if !n.is_empty() => {
                let n = n.as_bytes();
                let plain = n.len() <= INLINE
                    && !n[0].is_ascii_digit()
                    && n.iter()
                        .all(|&c| c.is_ascii_alphanumeric() || matches!(c, b'-' | b'.' | b'_'));
                if plain {
                    let mut buf = [0; INLINE];
                    buf[..n.len()].copy_from_slice(n);
                    LocalName {
                        ty,
                        tag: n.len() as u8,
                        buf,
                    }
                } else {
                    let off = self.arena.len();
                    self.arena.push(b'%');
                    push_llvm_name(&mut self.arena, n);
                    let len = self.arena.len() - off;
                    let mut buf = [0; INLINE];
                    buf[..4].copy_from_slice(&(off as u32).to_le_bytes());
                    buf[4..8].copy_from_slice(&(len as u32).to_le_bytes());
                    LocalName {
                        ty,
                        tag: T_ARENA,
                        buf,
                    }
                }
            }
            _ if numbered => {
                let e = LocalName::slot(ty, *next);
                *next += 1;
                e
            }
            _ => LocalName {
                ty,
                tag: T_BADREF,
                buf: [0; INLINE],
            },
        }
    }

    /// Starts loading the entries of the instructions used by instruction `i` into the cache
    /// (printing `i` follows shortly; the entries of far-away operands are cache misses).
    #[inline]
    pub(crate) fn prefetch_operands(&self, body: &Body, i: Inst) {
        body.insts[i].kind.for_each_operand(|v| {
            if let Value::Inst(x) = v {
                if let Some(e) = self.insts.get(x.index()) {
                    prefetch(e as *const LocalName);
                }
            }
        });
    }

    /// Writes the operand text of an entry that [`LocalName::is_set`].
    #[inline]
    pub(crate) fn push(&self, o: &mut Vec<u8>, e: &LocalName) {
        match e.tag {
            T_SLOT => {
                o.push(b'%');
                push_u32(o, e.word(0));
            }
            T_ARENA => {
                let (off, len) = (e.word(0) as usize, e.word(4) as usize);
                o.extend_from_slice(&self.arena[off..off + len]);
            }
            T_BADREF | T_UNSET => o.extend_from_slice(b"<badref>"),
            n => {
                o.push(b'%');
                push_fixed(o, &e.buf, n as usize);
            }
        }
    }
}

/// Hints the processor to load the cache line at `p` (which need not be valid).
#[inline]
pub(crate) fn prefetch<T>(p: *const T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch is only a hint: it never faults, whatever the address, and reads
    // nothing into the program. SSE is part of the x86_64 baseline.
    unsafe {
        use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
        _mm_prefetch::<_MM_HINT_T0>(p.cast::<i8>());
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = p;
}

/// Predecessors of every block as LLVM lists them: the block's use list, i.e. the branching
/// terminators in reverse order of appearance, one entry per edge. Stored as one flat list
/// with per-block ranges.
pub(crate) struct Preds {
    start: Vec<u32>,
    list: Vec<Block>,
}

impl Preds {
    /// Computes the lists of a body.
    pub(crate) fn compute(body: &Body) -> Preds {
        let mut edges = Vec::new();
        for &b in &body.layout {
            for &i in &body.blocks[b].insts {
                let k = &body.insts[i].kind;
                if k.is_terminator() {
                    k.for_each_successor(|s| edges.push((b, s)));
                }
            }
        }
        Preds::from_edges(body.blocks.len(), &edges)
    }

    /// Builds the lists of `n` blocks from the edges `(from, to)` of the terminators in
    /// layout order.
    pub(crate) fn from_edges(n: usize, edges: &[(Block, Block)]) -> Preds {
        let mut count = vec![0u32; n];
        for (_, s) in edges {
            if let Some(c) = count.get_mut(s.index()) {
                *c += 1;
            }
        }
        // `start[b]` is first the end of b's range; filling backwards makes it the start and
        // lists each block's predecessors in reverse order of appearance.
        let mut start = Vec::with_capacity(n + 1);
        let mut acc = 0u32;
        for c in &count {
            acc += c;
            start.push(acc);
        }
        start.push(acc);
        let mut list = vec![Block::new(0); acc as usize];
        for &(b, s) in edges {
            if s.index() < n {
                start[s.index()] -= 1;
                list[start[s.index()] as usize] = b;
            }
        }
        Preds { start, list }
    }

    /// The predecessors of `b`.
    pub(crate) fn of(&self, b: Block) -> &[Block] {
        let i = b.index();
        match (self.start.get(i), self.start.get(i + 1)) {
            (Some(&s), Some(&e)) => &self.list[s as usize..e as usize],
            _ => &[],
        }
    }
}
