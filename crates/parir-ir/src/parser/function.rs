//! Function bodies: blocks, instructions, debug records and local forward references.

use super::{AttrTarget, BlockName, PResult, Parser, PendingAttrs};
use crate::attrs::AttrList;
use crate::function::{ArgData, Block, BlockData, Body, Inst};
use crate::hash::HashMap as FxHashMap;
use crate::inst::{
    Align, Atomic, BinOp, Bundle, CallData, CastOp, DbgRecord, Flags, FloatPredicate, InstData,
    InstKind, IntPredicate, LandingClause, Ordering, RmwOp, SyncScope, TailKind,
};
use crate::lexer::Tok;
use crate::metadata::MdRef;
use crate::module::GlobalId;
use crate::types::{Type, TypeData};
use crate::value::Value;
use compact_str::CompactString;

/// A local name's meaning.
#[derive(Copy, Clone, Debug)]
pub(crate) enum Local {
    /// An instruction and its result type (kept here so a use needs one memory access).
    Inst(Inst, Type),
    Arg(u32),
    Block(Block),
}

/// The message of the internal error that makes [`super::parse_module`] re-read a module with
/// exact (string-keyed) name maps.
pub(crate) const NAME_HASH_COLLISION: &str = "internal: value name hash collision";

/// Local names of a function.
///
/// By default names are keyed by a 64-bit hash in [`NameTable`], an open-addressing table of
/// 16-byte slots (one cache miss a lookup, instead of two for a general hash map with string
/// keys), which matters for functions with millions of values, where name lookups are bound by
/// memory latency. Every *definition* (and every first forward reference) compares the actual
/// names when the hash is already present, so a collision between two names that are both
/// defined or forward-referenced is detected, and the module is read again with exact keys. The
/// one case not detected is a reference to a name that is never defined whose hash equals a
/// defined name's hash (probability about n / 2^64 per such invalid reference).
pub(crate) enum NameMap {
    Hashed(NameTable),
    Exact(FxHashMap<CompactString, Local>),
}

/// An open-addressing hash table from 64-bit name hashes to [`Local`]s, with linear probing and
/// a load factor of at most one half.
pub(crate) struct NameTable {
    /// One `u128` a slot: the key in the low 64 bits (the name's hash with the low bit set; 0
    /// marks an empty slot), then the instruction, argument index or block (32 bits), then the
    /// instruction's type id with the entry's kind in the top two bits. An integer rather than
    /// a struct so that a new table is allocated zeroed: its pages are only faulted in when an
    /// entry lands on them, instead of all being written up front.
    slots: Vec<u128>,
    len: usize,
}

const TAG_SHIFT: u32 = 30;
const TAG_INST: u32 = 0;
const TAG_ARG: u32 = 1;
const TAG_BLOCK: u32 = 2;

impl NameTable {
    /// A table with room for `entries` names before it grows.
    fn with_capacity(entries: usize) -> NameTable {
        NameTable {
            slots: vec![0; entries.saturating_mul(2).next_power_of_two().max(64)],
            len: 0,
        }
    }

    #[inline]
    fn key(h: u64) -> u64 {
        h | 1
    }

    #[inline]
    fn get(&self, h: u64) -> Option<Local> {
        let key = Self::key(h);
        let mask = self.slots.len() - 1;
        let mut i = (h >> 7) as usize & mask;
        loop {
            let s = self.slots[i];
            if s as u64 == key {
                let id = (s >> 64) as u32;
                let ty_tag = (s >> 96) as u32;
                return Some(match ty_tag >> TAG_SHIFT {
                    TAG_INST => Local::Inst(
                        Inst::from_u32(id),
                        Type::from_u32(ty_tag & ((1 << TAG_SHIFT) - 1)),
                    ),
                    TAG_ARG => Local::Arg(id),
                    _ => Local::Block(Block::from_u32(id)),
                });
            }
            if s as u64 == 0 {
                return None;
            }
            i = (i + 1) & mask;
        }
    }

    fn insert(&mut self, h: u64, l: Local) {
        if (self.len + 1) * 2 > self.slots.len() {
            self.grow();
        }
        let (id, ty_tag) = match l {
            Local::Inst(i, t) => (i.as_u32(), (TAG_INST << TAG_SHIFT) | t.as_u32()),
            Local::Arg(n) => (n, TAG_ARG << TAG_SHIFT),
            Local::Block(b) => (b.as_u32(), TAG_BLOCK << TAG_SHIFT),
        };
        self.put(Self::key(h) as u128 | (id as u128) << 64 | (ty_tag as u128) << 96);
    }

    fn put(&mut self, slot: u128) {
        let key = slot as u64;
        let mask = self.slots.len() - 1;
        let mut i = (key >> 7) as usize & mask;
        loop {
            let s = &mut self.slots[i];
            if *s as u64 == 0 {
                *s = slot;
                self.len += 1;
                return;
            }
            if *s as u64 == key {
                *s = slot;
                return;
            }
            i = (i + 1) & mask;
        }
    }

    fn grow(&mut self) {
        let n = self.slots.len() * 2;
        let old = std::mem::replace(&mut self.slots, vec![0; n]);
        self.len = 0;
        for s in old {
            if s as u64 != 0 {
                self.put(s);
            }
        }
    }

    /// Hints the processor to load the slot of `h` (a lookup follows shortly).
    #[inline]
    fn prefetch(&self, h: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            let i = (h >> 7) as usize & (self.slots.len() - 1);
            let p = self.slots.as_ptr().wrapping_add(i) as *const i8;
            // SAFETY: prefetching is a hint and never faults, even for invalid addresses; the
            // address is in bounds anyway.
            unsafe { std::arch::x86_64::_mm_prefetch(p, std::arch::x86_64::_MM_HINT_T0) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = h;
    }
}

pub(crate) fn name_hash(n: &str) -> u64 {
    use std::hash::BuildHasher;
    #[cfg(test)]
    if tests::COLLIDE.with(|c| c.get()) {
        return 42;
    }
    foldhash::fast::FixedState::with_seed(0x7061_7269_725f_6e6d).hash_one(n)
}

impl NameMap {
    /// A map expecting about `entries` names.
    fn new(exact: bool, entries: usize) -> NameMap {
        if exact {
            NameMap::Exact(FxHashMap::default())
        } else {
            NameMap::Hashed(NameTable::with_capacity(entries))
        }
    }
    pub(crate) fn get(&self, n: &str) -> Option<Local> {
        match self {
            NameMap::Hashed(m) => m.get(name_hash(n)),
            NameMap::Exact(m) => m.get(n).copied(),
        }
    }
    fn insert(&mut self, n: CompactString, l: Local) {
        match self {
            NameMap::Hashed(m) => m.insert(name_hash(&n), l),
            NameMap::Exact(m) => {
                m.insert(n, l);
            }
        }
    }
    /// Looks up name `n` whose hash `h` is already known.
    #[inline]
    pub(crate) fn get_hashed(&self, n: &str, h: u64) -> Option<Local> {
        match self {
            NameMap::Hashed(m) => m.get(h),
            NameMap::Exact(m) => m.get(n).copied(),
        }
    }
}

/// Per-function parsing state.
pub(crate) struct FnState {
    pub(crate) gid: GlobalId,
    pub(crate) body: Body,
    arg_types: Vec<Type>,
    arg_names: Vec<Option<CompactString>>,
    names: NameMap,
    numbered: FxHashMap<u32, Local>,
    next_num: u32,
    fwd_insts: FxHashMap<Inst, usize>,
    fwd_blocks: FxHashMap<Block, usize>,
    cur: Option<Block>,
    pending_records: Vec<DbgRecord>,
}

impl FnState {
    /// Starts loading the table entry of a local name with hash `h`.
    #[inline]
    pub(crate) fn prefetch_hash(&self, h: u64) {
        if let NameMap::Hashed(m) = &self.names {
            m.prefetch(h);
        }
    }

    /// Looks up a name or number. For names found through a hash, checks that the entry really
    /// has this name (this is only called on definitions and slow paths, never on the fast path
    /// of ordinary uses); a mismatch is a hash collision, reported as [`NAME_HASH_COLLISION`].
    fn lookup_checked(&self, key: &BlockName) -> Result<Option<Local>, ()> {
        match key {
            BlockName::Name(n) => match self.names.get(n) {
                Some(l) if matches!(self.names, NameMap::Hashed(_)) => {
                    if self.name_of(l) == Some(n.as_str()) {
                        Ok(Some(l))
                    } else {
                        Err(())
                    }
                }
                other => Ok(other),
            },
            BlockName::Number(n) => Ok(self.numbered.get(n).copied()),
        }
    }

    /// The name an entry was created with.
    fn name_of(&self, l: Local) -> Option<&str> {
        match l {
            Local::Inst(i, _) => self.body.insts.get(i)?.name.as_deref(),
            Local::Arg(n) => self.arg_names.get(n as usize)?.as_deref(),
            Local::Block(b) => self.body.blocks.get(b)?.name.as_deref(),
        }
    }
    /// Registers a name or number. Named blocks and instructions also get the name recorded on
    /// the entity, which the collision check of [`FnState::lookup_checked`] relies on.
    fn insert(&mut self, key: BlockName, l: Local) {
        match key {
            BlockName::Name(n) => {
                match l {
                    Local::Block(b) => {
                        if let Some(bd) = self.body.blocks.get_mut(b) {
                            bd.name.get_or_insert_with(|| n.clone());
                        }
                    }
                    Local::Inst(i, _) => {
                        if let Some(d) = self.body.insts.get_mut(i) {
                            d.name.get_or_insert_with(|| n.clone());
                        }
                    }
                    Local::Arg(_) => {}
                }
                self.names.insert(n, l);
            }
            BlockName::Number(n) => {
                self.numbered.insert(n, l);
            }
        }
    }
}

fn collision() -> Box<crate::diag::Diagnostic> {
    Box::new(crate::diag::Diagnostic::error_at(0..0, NAME_HASH_COLLISION))
}

fn key_text(k: &BlockName) -> String {
    match k {
        BlockName::Name(n) => format!("%{n}"),
        BlockName::Number(n) => format!("%{n}"),
    }
}

impl<'s> Parser<'s> {
    /// The name or number of the current local token.
    fn local_key(&self) -> PResult<BlockName> {
        Ok(match self.tok {
            Tok::LocalId => BlockName::Number(self.text()[1..].parse::<u32>().unwrap_or(u32::MAX)),
            _ => BlockName::Name(CompactString::from(self.local_name_text()?)),
        })
    }

    /// Parses a function body; `expected_insts` (which may be 0) is how many instructions to
    /// make room for, and `prefault` whether a helper thread faults in that room (see
    /// [`super::prefault`]).
    pub(crate) fn parse_body(
        &mut self,
        gid: GlobalId,
        params: &[Type],
        arg_names: Vec<(Option<String>, usize)>,
        expected_insts: usize,
        prefault: bool,
    ) -> PResult<Body> {
        let mut body = Body::default();
        let insts = Vec::with_capacity(expected_insts);
        let insts_spare = super::prefault::Range::spare(&insts);
        body.insts = insts.into();
        body.inst_block = cranelift_entity::SecondaryMap::with_capacity(expected_insts);
        let mut fs = FnState {
            gid,
            body,
            arg_types: params.to_vec(),
            arg_names: vec![None; params.len()],
            // Most lines of a body define a named value or a block.
            names: NameMap::new(self.exact_names, expected_insts / 4 * 3),
            numbered: FxHashMap::default(),
            next_num: 0,
            fwd_insts: FxHashMap::default(),
            fwd_blocks: FxHashMap::default(),
            cur: None,
            pending_records: Vec::new(),
        };
        for (i, (name, pos)) in arg_names.iter().enumerate() {
            match name {
                Some(n) => {
                    if let Some(prev) = fs.names.get(n.as_str()) {
                        if fs.name_of(prev) != Some(n.as_str()) {
                            return Err(collision());
                        }
                        return self.err_at(*pos, format!("redefinition of argument '%{n}'"));
                    }
                    fs.arg_names[i] = Some(CompactString::from(n.as_str()));
                    fs.names
                        .insert(CompactString::from(n.as_str()), Local::Arg(i as u32));
                }
                None => {
                    let num = if *pos != usize::MAX {
                        self.src[pos + 1..]
                            .bytes()
                            .take_while(|b| b.is_ascii_digit())
                            .fold(0u32, |a, b| {
                                a.saturating_mul(10).saturating_add((b - b'0') as u32)
                            })
                    } else {
                        fs.next_num
                    };
                    if num < fs.next_num {
                        return self.err_at(
                            *pos,
                            format!(
                                "argument expected to be numbered '%{}' or greater",
                                fs.next_num
                            ),
                        );
                    }
                    fs.numbered.insert(num, Local::Arg(i as u32));
                    let Some(next) = num.checked_add(1) else {
                        return self.err_at(*pos, "value number is too large");
                    };
                    fs.next_num = next;
                }
            }
        }
        // Blocks named by `blockaddress` before this function was parsed.
        if let Some(list) = self.blockaddr_fwd.remove(&gid) {
            for (label, b, pos) in list {
                let nb = fs.body.blocks.push(BlockData::default());
                debug_assert_eq!(nb, b);
                fs.fwd_blocks.insert(b, pos);
                fs.insert(label, Local::Block(b));
            }
        }
        // The name table is used at once and at random, the instruction arena in order.
        let prefault = match &fs.names {
            NameMap::Hashed(t) if prefault => {
                Some([super::prefault::Range::all(&t.slots), insts_spare])
            }
            _ => None,
        };
        self.fs = Some(fs);
        let r = match prefault {
            Some(ranges) => std::thread::scope(|s| {
                s.spawn(move || super::prefault::populate(&ranges));
                self.parse_body_blocks()
            }),
            None => self.parse_body_blocks(),
        };
        let fs = self.fs.take();
        r?;
        let Some(mut fs) = fs else {
            return self.err("internal error: lost function state");
        };
        if let Some((_, &pos)) = fs.fwd_insts.iter().min_by_key(|(_, &p)| p) {
            let name = self.src[pos..]
                .split(|c: char| c.is_whitespace() || c == ',' || c == ')' || c == ']')
                .next()
                .unwrap_or("");
            return self.err_at(pos, format!("use of undefined value '{name}'"));
        }
        if let Some((_, &pos)) = fs.fwd_blocks.iter().min_by_key(|(_, &p)| p) {
            let name = self.src[pos..]
                .split(|c: char| c.is_whitespace() || c == ',' || c == ')' || c == ']')
                .next()
                .unwrap_or("");
            return self.err_at(pos, format!("use of undefined value '{name}'"));
        }
        let _ = &mut fs.arg_types;
        Ok(fs.body)
    }

    fn parse_body_blocks(&mut self) -> PResult<()> {
        self.expect(Tok::LBrace, "'{' in function body")?;
        if self.tok == Tok::RBrace {
            return self.err("function body requires at least one basic block");
        }
        loop {
            match self.tok {
                Tok::RBrace => {
                    let open = self.fs.as_ref().and_then(|f| f.cur).is_some();
                    if open {
                        return self.expected("instruction opcode");
                    }
                    self.body_end = self.span.end;
                    self.bump();
                    return Ok(());
                }
                Tok::Ident if self.text() == "uselistorder" || self.text() == "uselistorder_bb" => {
                    let gid = self.fs.as_ref().map(|f| f.gid);
                    self.parse_uselistorder(gid)?;
                }
                Tok::Eof => return self.expected("'}' at end of function"),
                _ => self.parse_block()?,
            }
        }
    }

    fn parse_block(&mut self) -> PResult<()> {
        let pos = self.pos();
        let label = if self.tok == Tok::Label {
            let t = self.text();
            let inner = t.strip_suffix(':').unwrap_or(t);
            let key = if inner.starts_with('"') {
                let b = crate::lexer::unescape(super::strip_quotes(inner).as_bytes())
                    .or_else(|_| self.err("invalid escape"))?;
                BlockName::Name(CompactString::from(String::from_utf8_lossy(&b)))
            } else if inner.bytes().all(|b| b.is_ascii_digit()) {
                BlockName::Number(inner.parse::<u32>().unwrap_or(u32::MAX))
            } else {
                BlockName::Name(CompactString::from(inner))
            };
            self.bump();
            Some(key)
        } else {
            None
        };
        self.define_block(label, pos)?;
        loop {
            if self.tok == Tok::DbgRecord {
                let r = self.parse_dbg_record()?;
                if let Some(fs) = self.fs.as_mut() {
                    fs.pending_records.push(r);
                }
                continue;
            }
            let term = self.parse_instruction()?;
            if term {
                break;
            }
        }
        if let Some(fs) = self.fs.as_mut() {
            fs.cur = None;
        }
        Ok(())
    }

    fn define_block(&mut self, label: Option<BlockName>, pos: usize) -> PResult<()> {
        let Some(fs) = self.fs.as_mut() else {
            return self.err("block outside a function");
        };
        let key = match label {
            Some(BlockName::Number(n)) => {
                if n < fs.next_num {
                    let next = fs.next_num;
                    return self.err_at(
                        pos,
                        format!("label expected to be numbered '{next}' or greater"),
                    );
                }
                let Some(next) = n.checked_add(1) else {
                    return self.err_at(pos, "label number is too large");
                };
                fs.next_num = next;
                BlockName::Number(n)
            }
            Some(k) => k,
            None => {
                let n = fs.next_num;
                let Some(next) = n.checked_add(1) else {
                    return self.err_at(pos, "label number is too large");
                };
                fs.next_num = next;
                BlockName::Number(n)
            }
        };
        let b = match fs.lookup_checked(&key).map_err(|_| collision())? {
            Some(Local::Block(b)) if fs.fwd_blocks.contains_key(&b) => {
                fs.fwd_blocks.remove(&b);
                b
            }
            Some(_) => {
                let t = key_text(&key);
                return self.err_at(pos, format!("redefinition of label '{t}'"));
            }
            None => {
                let b = fs.body.blocks.push(BlockData::default());
                fs.insert(key.clone(), Local::Block(b));
                b
            }
        };
        if let BlockName::Name(n) = &key {
            fs.body.blocks[b].name = Some(n.clone());
        }
        fs.body.blocks[b].pos = pos as u32;
        fs.body.layout.push(b);
        fs.cur = Some(b);
        Ok(())
    }

    /// A reference to a block: `%name` / `%N` (after the `label` keyword).
    fn block_ref(&mut self) -> PResult<Block> {
        if !matches!(self.tok, Tok::LocalName | Tok::LocalQuoted | Tok::LocalId) {
            return self.expected("basic block name");
        }
        let key = self.local_key()?;
        let pos = self.pos();
        let Some(fs) = self.fs.as_mut() else {
            return self.err("block reference outside a function");
        };
        let b = match fs.lookup_checked(&key).map_err(|_| collision())? {
            Some(Local::Block(b)) => b,
            Some(_) => {
                let t = key_text(&key);
                return self.err(format!("'{t}' is not a basic block"));
            }
            None => {
                let b = fs.body.blocks.push(BlockData::default());
                fs.fwd_blocks.insert(b, pos);
                fs.insert(key, Local::Block(b));
                b
            }
        };
        self.bump();
        Ok(b)
    }

    /// `label %x`
    fn parse_label(&mut self) -> PResult<Block> {
        if !self.eat_kw("label") {
            return self.expected("'label'");
        }
        self.block_ref()
    }

    /// The block for `blockaddress(@g, label)`.
    pub(crate) fn blockaddress_block(
        &mut self,
        g: GlobalId,
        label: BlockName,
        pos: usize,
    ) -> PResult<Block> {
        // The function being parsed right now.
        if let Some(fs) = self.fs.as_mut() {
            if fs.gid == g {
                return Ok(match fs.lookup_checked(&label).map_err(|_| collision())? {
                    Some(Local::Block(b)) => b,
                    Some(_) => return self.err_at(pos, "expected a basic block in blockaddress"),
                    None => {
                        let b = fs.body.blocks.push(BlockData::default());
                        fs.fwd_blocks.insert(b, pos);
                        fs.insert(label, Local::Block(b));
                        b
                    }
                });
            }
        }
        // A function parsed earlier.
        if let Some(body) = self.m.globals[g].as_func().and_then(|f| f.body.as_ref()) {
            let found = match &label {
                BlockName::Name(n) => body
                    .layout
                    .iter()
                    .copied()
                    .find(|&b| body.blocks[b].name.as_deref() == Some(n.as_str())),
                BlockName::Number(n) => {
                    let f = self.m.globals[g].as_func();
                    let unnamed_args = f
                        .map(|f| f.arg_names.iter().filter(|a| a.is_none()).count())
                        .unwrap_or(0) as u32;
                    let mut next = unnamed_args;
                    let mut found = None;
                    'outer: for &b in &body.layout {
                        if body.blocks[b].name.is_none() {
                            if next == *n {
                                found = Some(b);
                                break 'outer;
                            }
                            next += 1;
                        }
                        for &i in &body.blocks[b].insts {
                            let d = &body.insts[i];
                            if d.name.is_none() && !self.m.types.is_void(d.ty) {
                                next += 1;
                            }
                        }
                    }
                    found
                }
            };
            return match found {
                Some(b) => Ok(b),
                None => self.err_at(
                    pos,
                    "referenced function or block for blockaddress is not defined",
                ),
            };
        }
        if !matches!(
            self.m.globals[g].kind,
            crate::module::GlobalKind::Placeholder | crate::module::GlobalKind::Func(_)
        ) {
            return self.err_at(pos, "expected function name in blockaddress");
        }
        // A function not parsed yet: reserve the block.
        let list = self.blockaddr_fwd.entry(g).or_default();
        if let Some((_, b, _)) = list.iter().find(|(l, _, _)| *l == label) {
            return Ok(*b);
        }
        let b = Block::from_u32(list.len() as u32);
        list.push((label, b, pos));
        Ok(b)
    }

    /// A reference to a local value of type `ty`.
    pub(crate) fn local_value_ref(&mut self, ty: Type) -> PResult<Value> {
        // Fast path: an unquoted name already defined with the expected type (no allocation).
        if self.tok == Tok::LocalName {
            let name = &self.src[self.span.start + 1..self.span.end];
            let h = self.tok_hash;
            let hit = self.fs.as_ref().and_then(|fs| fs.names.get_hashed(name, h));
            match hit {
                Some(Local::Inst(i, have)) if have == ty => {
                    self.bump();
                    return Ok(Value::Inst(i));
                }
                Some(Local::Arg(n))
                    if self.fs.as_ref().and_then(|fs| fs.arg_types.get(n as usize))
                        == Some(&ty) =>
                {
                    self.bump();
                    return Ok(Value::Arg(n));
                }
                _ => {}
            }
        }
        let key = self.local_key()?;
        let pos = self.pos();
        if self.fs.is_none() {
            return self.err("local value outside a function body");
        }
        if self.m.types.is_label(ty) {
            return Ok(Value::Block(self.block_ref()?));
        }
        let found = match self.fs.as_ref() {
            Some(fs) => fs.lookup_checked(&key).map_err(|_| collision())?,
            None => None,
        };
        let v = match found {
            Some(Local::Inst(i, have)) => {
                if have != ty {
                    return self.type_mismatch(&key, have, ty);
                }
                Value::Inst(i)
            }
            Some(Local::Arg(n)) => {
                let have = self
                    .fs
                    .as_ref()
                    .and_then(|fs| fs.arg_types.get(n as usize).copied())
                    .unwrap_or(ty);
                if have != ty {
                    return self.type_mismatch(&key, have, ty);
                }
                Value::Arg(n)
            }
            Some(Local::Block(_)) => {
                let t = key_text(&key);
                return self.err(format!("'{t}' is a basic block, not a value"));
            }
            None => {
                if matches!(
                    self.m.types.get(ty),
                    TypeData::Void | TypeData::Function { .. }
                ) {
                    return self.err("invalid forward reference type");
                }
                let Some(fs) = self.fs.as_mut() else {
                    return self.err("local value outside a function body");
                };
                let mut data = InstData::new(InstKind::Placeholder, ty);
                if let BlockName::Name(n) = &key {
                    data.name = Some(n.clone());
                }
                let i = fs.body.insts.push(data);
                fs.fwd_insts.insert(i, pos);
                fs.insert(key, Local::Inst(i, ty));
                Value::Inst(i)
            }
        };
        self.bump();
        Ok(v)
    }

    fn type_mismatch<T>(&self, key: &BlockName, have: Type, want: Type) -> PResult<T> {
        let t = key_text(key);
        let h = self.type_name(have);
        let w = self.type_name(want);
        self.err(format!("'{t}' defined with type '{h}' but expected '{w}'"))
    }

    /// Parses one instruction (with its result name, if any). Returns whether it was a
    /// terminator.
    fn parse_instruction(&mut self) -> PResult<bool> {
        let start = self.pos();
        let mut result: Option<(BlockName, usize)> = None;
        if matches!(self.tok, Tok::LocalName | Tok::LocalQuoted | Tok::LocalId) {
            let key = self.local_key()?;
            let pos = self.pos();
            self.bump();
            self.expect(Tok::Eq, "'=' after instruction name")?;
            result = Some((key, pos));
        }
        if self.tok != Tok::Ident {
            return self.expected("instruction opcode");
        }
        let (kind, ty, md, pending_fn_attrs) = self.parse_inst_body()?;
        let is_term = kind.is_terminator();
        let i = self.define_inst(result, kind, ty, md, start)?;
        if let Some((inline, groups)) = pending_fn_attrs {
            let gid = self.fs.as_ref().map(|f| f.gid);
            if let Some(gid) = gid {
                self.pending_attrs.push(PendingAttrs {
                    inline,
                    groups,
                    target: AttrTarget::Call(gid, i),
                });
            }
        }
        Ok(is_term)
    }

    fn define_inst(
        &mut self,
        result: Option<(BlockName, usize)>,
        kind: InstKind,
        ty: Type,
        md: crate::metadata::Attachments,
        start: usize,
    ) -> PResult<Inst> {
        let is_void = self.m.types.is_void(ty);
        let Some(fs) = self.fs.as_mut() else {
            return self.err("instruction outside a function");
        };
        let Some(cur) = fs.cur else {
            return self.err_at(start, "instruction outside a basic block");
        };
        let mut data = InstData {
            kind,
            ty,
            name: None,
            md,
            pos: start as u32,
        };
        // An unnamed value gets the next number, and that number may have been used ahead
        // (`phi i32 [ %8, %bb1 ]` before `add i32 %j, 1 ; <i32>:8`, as old LLVM wrote it):
        // it is defined as if written `%N =`.
        let result = match result {
            None if !is_void => Some((BlockName::Number(fs.next_num), start)),
            r => r,
        };
        let id = match result {
            Some((key, pos)) => {
                if is_void {
                    return self.err_at(pos, "instructions returning void cannot have a name");
                }
                if let BlockName::Number(n) = key {
                    if n < fs.next_num {
                        let next = fs.next_num;
                        return self.err_at(
                            pos,
                            format!("instruction expected to be numbered '%{next}' or greater"),
                        );
                    }
                    let Some(next) = n.checked_add(1) else {
                        return self.err_at(pos, "value number is too large");
                    };
                    fs.next_num = next;
                } else if let BlockName::Name(n) = &key {
                    data.name = Some(n.clone());
                }
                match fs.lookup_checked(&key).map_err(|_| collision())? {
                    Some(Local::Inst(i, _)) if fs.fwd_insts.contains_key(&i) => {
                        let want = fs.body.insts[i].ty;
                        if want != ty {
                            let t = key_text(&key);
                            let w = crate::typecheck::type_string(&self.m.types, want);
                            let ty_name = crate::typecheck::type_string(&self.m.types, ty);
                            return self.err_at(
                                pos,
                                format!("instruction forward referenced with type '{w}', but '{t}' has type '{ty_name}'"),
                            );
                        }
                        fs.fwd_insts.remove(&i);
                        fs.body.insts[i] = data;
                        i
                    }
                    Some(_) => {
                        let t = key_text(&key);
                        return self.err_at(
                            pos,
                            format!("multiple definition of local value named '{t}'"),
                        );
                    }
                    None => {
                        let i = fs.body.insts.push(data);
                        fs.insert(key, Local::Inst(i, ty));
                        i
                    }
                }
            }
            None => fs.body.insts.push(data),
        };
        fs.body.blocks[cur].insts.push(id);
        fs.body.inst_block[id] = Some(cur);
        if !fs.pending_records.is_empty() {
            let recs = std::mem::take(&mut fs.pending_records);
            fs.body.dbg_records.insert(id, recs);
        }
        if fs.body.insts[id].kind.is_terminator() {
            fs.cur = None;
        }
        Ok(id)
    }

    /// The value of an instruction's `align N` (keyword consumed).
    fn parse_inst_alignment(&mut self) -> PResult<Align> {
        let pos = self.pos();
        let bytes = self.parse_alignment_value()?;
        match Align::from_bytes(bytes) {
            Some(a) => Ok(a),
            None => self.err_at(pos, "alignment is not a power of two"),
        }
    }

    /// Trailing `, align N` and `, !kind !N` items.
    fn parse_trailing(
        &mut self,
        allow_align: bool,
    ) -> PResult<(Option<Align>, crate::metadata::Attachments)> {
        let mut align = None;
        let mut md = crate::metadata::Attachments::new();
        while self.eat(Tok::Comma) {
            if allow_align && align.is_none() && md.is_empty() && self.eat_kw("align") {
                align = Some(self.parse_inst_alignment()?);
            } else if self.tok == Tok::MetaName {
                md.push(self.parse_attachment()?);
            } else {
                return self.expected("metadata attachment");
            }
        }
        Ok((align, md))
    }

    fn parse_md_trailing(&mut self) -> PResult<crate::metadata::Attachments> {
        Ok(self.parse_trailing(false)?.1)
    }

    fn parse_scope_ordering(&mut self) -> PResult<Atomic> {
        let scope = self.parse_syncscope()?;
        let ordering = self.parse_ordering()?;
        Ok(Atomic { scope, ordering })
    }

    fn parse_syncscope(&mut self) -> PResult<Option<SyncScope>> {
        if self.eat_kw("syncscope") {
            self.expect(Tok::LParen, "'(' in syncscope")?;
            let s = self.parse_string("synchronization scope name")?;
            self.expect(Tok::RParen, "')' in syncscope")?;
            return Ok(Some(Box::new(String::from_utf8_lossy(&s).into_owned())));
        }
        Ok(None)
    }

    fn parse_ordering(&mut self) -> PResult<Ordering> {
        if self.tok == Tok::Ident {
            if let Some(o) = Ordering::from_keyword(self.text()) {
                self.bump();
                return Ok(o);
            }
        }
        self.expected("ordering constraint")
    }

    /// The body of an instruction after the opcode keyword; returns the kind, the result type,
    /// the attachments and, for calls with attribute groups, the unresolved function attributes.
    #[allow(clippy::type_complexity)]
    fn parse_inst_body(
        &mut self,
    ) -> PResult<(
        InstKind,
        Type,
        crate::metadata::Attachments,
        Option<(Vec<crate::attrs::Attr>, Vec<(u32, usize)>)>,
    )> {
        let op = self.text();
        let pos = self.pos();
        let void = self.m.types.void();
        self.bump();
        macro_rules! done {
            ($kind:expr, $ty:expr) => {{
                let md = self.parse_md_trailing()?;
                return Ok(($kind, $ty, md, None));
            }};
        }
        if let Some(bop) = BinOp::from_keyword(op) {
            let mut flags = if bop.is_fp() {
                self.parse_fmf()
            } else {
                Flags::default()
            };
            self.parse_binop_flags(bop, &mut flags);
            let tpos = self.pos();
            let (t, lhs) = self.parse_typed_value()?;
            self.expect(Tok::Comma, "',' in arithmetic operation")?;
            let rhs = self.parse_value(t)?;
            let ok = if bop.is_fp() {
                self.m.types.is_fp_or_fp_vector(t)
            } else {
                self.m.types.is_int_or_int_vector(t)
            };
            if !ok {
                return self.err_at(tpos, "invalid operand type for instruction");
            }
            done!(
                InstKind::Binary {
                    op: bop,
                    flags,
                    lhs,
                    rhs
                },
                t
            );
        }
        if let Some(cop) = CastOp::from_keyword(op) {
            let mut flags = Flags::default();
            self.parse_cast_flags(cop, &mut flags);
            let vpos = self.pos();
            let (from, val) = self.parse_typed_value()?;
            self.expect_kw("to")?;
            let to = self.parse_type(false)?;
            if let Err(msg) = crate::typecheck::check_cast(&self.m.types, cop, from, to) {
                return self.err_at(vpos, msg);
            }
            done!(
                InstKind::Cast {
                    op: cop,
                    flags,
                    val
                },
                to
            );
        }
        match op {
            "ret" => {
                let tpos = self.pos();
                let fn_ret = self
                    .fs
                    .as_ref()
                    .and_then(|fs| self.m.globals[fs.gid].as_func())
                    .and_then(|f| self.m.types.fn_sig(f.ty))
                    .map(|(r, _, _)| r);
                let mismatch = |p: &Self, r: Type| {
                    let name = crate::typecheck::type_string(&p.m.types, r);
                    p.err_at(
                        tpos,
                        format!("value doesn't match function result type '{name}'"),
                    )
                };
                if self.eat_kw("void") {
                    if let Some(r) = fn_ret.filter(|&r| !self.m.types.is_void(r)) {
                        return mismatch(self, r);
                    }
                    done!(InstKind::Ret(None), void);
                }
                let (t, v) = self.parse_typed_value()?;
                if let Some(r) = fn_ret.filter(|&r| r != t) {
                    return mismatch(self, r);
                }
                done!(InstKind::Ret(Some(v)), void);
            }
            "br" => {
                if self.is_kw("label") {
                    let b = self.parse_label()?;
                    done!(InstKind::Br(b), void);
                }
                let tpos = self.pos();
                let (t, cond) = self.parse_typed_value()?;
                if self.m.types.int_bits(t) != Some(1) {
                    return self.err_at(tpos, "branch condition must have 'i1' type");
                }
                self.expect(Tok::Comma, "',' after branch condition")?;
                let a = self.parse_label()?;
                self.expect(Tok::Comma, "',' after true destination")?;
                let b = self.parse_label()?;
                done!(
                    InstKind::CondBr {
                        cond,
                        then_dest: a,
                        else_dest: b
                    },
                    void
                );
            }
            "switch" => {
                let tpos = self.pos();
                let (t, cond) = self.parse_typed_value()?;
                if self.m.types.int_bits(t).is_none() {
                    return self.err_at(tpos, "switch condition must have integer type");
                }
                self.expect(Tok::Comma, "',' after switch condition")?;
                let default = self.parse_label()?;
                self.expect(Tok::LBracket, "'[' with switch table")?;
                let mut cases = Vec::new();
                while self.tok != Tok::RBracket {
                    let cpos = self.pos();
                    let ct = self.parse_type(false)?;
                    if ct != t {
                        return self.err_at(
                            cpos,
                            "case value is not a constant integer of the switch type",
                        );
                    }
                    let c = self.parse_const_value(ct)?;
                    if cases.iter().any(|(x, _)| *x == c) {
                        return self.err_at(cpos, "duplicate case value in switch");
                    }
                    self.expect(Tok::Comma, "',' after case value")?;
                    let b = self.parse_label()?;
                    cases.push((c, b));
                }
                self.bump();
                done!(
                    InstKind::Switch {
                        cond,
                        default,
                        cases
                    },
                    void
                );
            }
            "indirectbr" => {
                let (_, addr) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "',' after indirectbr address")?;
                self.expect(Tok::LBracket, "'[' with destination list")?;
                let mut dests = Vec::new();
                if self.tok != Tok::RBracket {
                    loop {
                        dests.push(self.parse_label()?);
                        if !self.eat(Tok::Comma) {
                            break;
                        }
                    }
                }
                self.expect(Tok::RBracket, "']' at end of block list")?;
                done!(InstKind::IndirectBr { addr, dests }, void);
            }
            "invoke" => {
                let (call, ty, fa) = self.parse_call_common(Flags::default(), TailKind::None)?;
                self.expect_kw("to")?;
                let normal = self.parse_label()?;
                self.expect_kw("unwind")?;
                let unwind = self.parse_label()?;
                let md = self.parse_md_trailing()?;
                Ok((
                    InstKind::Invoke {
                        call: Box::new(call),
                        normal,
                        unwind,
                    },
                    ty,
                    md,
                    fa,
                ))
            }
            "callbr" => {
                let (call, ty, fa) = self.parse_call_common(Flags::default(), TailKind::None)?;
                self.expect_kw("to")?;
                let default = self.parse_label()?;
                self.expect(Tok::LBracket, "'[' in callbr")?;
                let mut indirect = Vec::new();
                if self.tok != Tok::RBracket {
                    loop {
                        indirect.push(self.parse_label()?);
                        if !self.eat(Tok::Comma) {
                            break;
                        }
                    }
                }
                self.expect(Tok::RBracket, "']' at end of block list")?;
                let md = self.parse_md_trailing()?;
                Ok((
                    InstKind::CallBr {
                        call: Box::new(call),
                        default,
                        indirect,
                    },
                    ty,
                    md,
                    fa,
                ))
            }
            "resume" => {
                let (_, v) = self.parse_typed_value()?;
                done!(InstKind::Resume(v), void);
            }
            "unreachable" => done!(InstKind::Unreachable, void),
            "cleanupret" => {
                self.expect_kw("from")?;
                let tok_ty = self.m.types.token();
                let pad = self.parse_value(tok_ty)?;
                self.expect_kw("unwind")?;
                let unwind = if self.eat_kw("to") {
                    self.expect_kw("caller")?;
                    None
                } else {
                    Some(self.parse_label()?)
                };
                done!(InstKind::CleanupRet { pad, unwind }, void);
            }
            "catchret" => {
                self.expect_kw("from")?;
                let tok_ty = self.m.types.token();
                let pad = self.parse_value(tok_ty)?;
                self.expect_kw("to")?;
                let dest = self.parse_label()?;
                done!(InstKind::CatchRet { pad, dest }, void);
            }
            "catchswitch" => {
                self.expect_kw("within")?;
                let parent = self.parse_within()?;
                self.expect(Tok::LBracket, "'[' with catchswitch labels")?;
                let mut handlers = Vec::new();
                loop {
                    handlers.push(self.parse_label()?);
                    if !self.eat(Tok::Comma) {
                        break;
                    }
                }
                self.expect(Tok::RBracket, "']' after catchswitch labels")?;
                self.expect_kw("unwind")?;
                let unwind = if self.eat_kw("to") {
                    self.expect_kw("caller")?;
                    None
                } else {
                    Some(self.parse_label()?)
                };
                let t = self.m.types.token();
                done!(
                    InstKind::CatchSwitch {
                        parent,
                        handlers: handlers.into(),
                        unwind
                    },
                    t
                );
            }
            "catchpad" | "cleanuppad" => {
                self.expect_kw("within")?;
                let parent = self.parse_within()?;
                self.expect(Tok::LBracket, "'[' in pad")?;
                let args = self.parse_typed_values_until(Tok::RBracket)?;
                self.expect(Tok::RBracket, "']' in pad")?;
                let t = self.m.types.token();
                if op == "catchpad" {
                    let Some(parent) = parent else {
                        return self.err_at(pos, "catchpad must be within a catchswitch");
                    };
                    done!(InstKind::CatchPad { parent, args }, t);
                }
                done!(InstKind::CleanupPad { parent, args }, t);
            }
            "detach" => {
                let region = self.parse_tapir_within()?;
                let task = self.parse_label()?;
                self.expect(Tok::Comma, "',' after detached task")?;
                let cont = self.parse_label()?;
                let mut unwind = None;
                // `unwind label %u` as OpenCilk writes it, or `, unwind label %u` (as parir
                // wrote it before); the comma form is told from a metadata attachment by
                // the word after it.
                if self.tok == Tok::Ident && self.text() == "unwind" {
                    self.bump();
                    unwind = Some(self.parse_label()?);
                } else if self.tok == Tok::Comma {
                    let (t2, s2) = self.peek_next();
                    if t2 == Tok::Ident && &self.src[s2] == "unwind" {
                        self.bump();
                        self.bump();
                        unwind = Some(self.parse_label()?);
                    }
                }
                done!(
                    InstKind::Detach {
                        region,
                        task,
                        cont,
                        unwind
                    },
                    void
                );
            }
            "reattach" | "sync" => {
                let region = self.parse_tapir_within()?;
                let cont = self.parse_label()?;
                if op == "reattach" {
                    done!(InstKind::Reattach { region, cont }, void);
                }
                done!(InstKind::Sync { region, cont }, void);
            }
            "fneg" => {
                let flags = self.parse_fmf();
                let tpos = self.pos();
                let (t, val) = self.parse_typed_value()?;
                if !self.m.types.is_fp_or_fp_vector(t) {
                    return self.err_at(tpos, "invalid operand type for instruction");
                }
                done!(InstKind::FNeg { flags, val }, t);
            }
            "icmp" => {
                let Some(pred) = IntPredicate::from_keyword(if self.tok == Tok::Ident {
                    self.text()
                } else {
                    ""
                }) else {
                    return self.expected("icmp predicate (eq, ne, ugt, ...)");
                };
                self.bump();
                let tpos = self.pos();
                let (t, lhs) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "',' after compare value")?;
                let rhs = self.parse_value(t)?;
                if !self.m.types.is_int_or_int_vector(t) && !self.m.types.is_ptr_or_ptr_vector(t) {
                    return self.err_at(tpos, "icmp requires integer operands");
                }
                let rt = self.cmp_result_type(t);
                done!(InstKind::ICmp { pred, lhs, rhs }, rt);
            }
            "fcmp" => {
                let flags = self.parse_fmf();
                let Some(pred) = FloatPredicate::from_keyword(if self.tok == Tok::Ident {
                    self.text()
                } else {
                    ""
                }) else {
                    return self.expected("fcmp predicate (oeq, olt, ...)");
                };
                self.bump();
                let tpos = self.pos();
                let (t, lhs) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "',' after compare value")?;
                let rhs = self.parse_value(t)?;
                if !self.m.types.is_fp_or_fp_vector(t) {
                    return self.err_at(tpos, "fcmp requires floating point operands");
                }
                let rt = self.cmp_result_type(t);
                done!(
                    InstKind::FCmp {
                        pred,
                        flags,
                        lhs,
                        rhs
                    },
                    rt
                );
            }
            "alloca" => {
                let mut inalloca = false;
                let mut swifterror = false;
                loop {
                    if self.eat_kw("inalloca") {
                        inalloca = true;
                    } else if self.eat_kw("swifterror") {
                        swifterror = true;
                    } else {
                        break;
                    }
                }
                let tpos = self.pos();
                let elem_ty = self.parse_type(false)?;
                if matches!(
                    self.m.types.get(elem_ty),
                    TypeData::Void
                        | TypeData::Label
                        | TypeData::Metadata
                        | TypeData::Token
                        | TypeData::Function { .. }
                ) {
                    return self.err_at(tpos, "invalid type for alloca");
                }
                if !self.m.types.is_sized(elem_ty) && !self.m.types.contains_scalable(elem_ty) {
                    return self.err_at(tpos, "Cannot allocate unsized type");
                }
                let mut count = None;
                let mut align = None;
                let mut addrspace = 0;
                let mut md = crate::metadata::Attachments::new();
                while self.eat(Tok::Comma) {
                    if self.eat_kw("align") {
                        align = Some(self.parse_inst_alignment()?);
                    } else if self.eat_kw("addrspace") {
                        addrspace = self.parse_addrspace_value()?;
                    } else if self.tok == Tok::MetaName {
                        md.push(self.parse_attachment()?);
                        break;
                    } else if count.is_none() && align.is_none() {
                        let cpos = self.pos();
                        let (ct, c) = self.parse_typed_value()?;
                        if self.m.types.int_bits(ct).is_none() {
                            return self.err_at(cpos, "element count must have integer type");
                        }
                        count = Some(c);
                    } else {
                        return self.expected("'align', 'addrspace' or metadata");
                    }
                }
                md.extend(self.parse_md_trailing()?);
                let t = self.m.types.ptr(addrspace);
                Ok((
                    InstKind::Alloca {
                        elem_ty,
                        count,
                        align,
                        addrspace,
                        inalloca,
                        swifterror,
                    },
                    t,
                    md,
                    None,
                ))
            }
            "load" => {
                let atomic = self.eat_kw("atomic");
                let volatile = self.eat_kw("volatile");
                let tpos = self.pos();
                let t = self.parse_type(false)?;
                self.expect(Tok::Comma, "comma after load's type")?;
                let ppos = self.pos();
                let (pt, ptr) = self.parse_typed_value()?;
                if !self.m.types.is_ptr(pt) {
                    return self.err_at(ppos, "load operand must be a pointer");
                }
                if !self.m.types.is_sized(t) {
                    return self.err_at(tpos, "loading unsized types is not allowed");
                }
                let atomic = if atomic {
                    Some(self.parse_scope_ordering()?)
                } else {
                    None
                };
                let (align, md) = self.parse_trailing(true)?;
                // LLVM reports these at the pointer operand, alignment first.
                if atomic.is_some() && align.is_none() {
                    return self.err_at(ppos, "atomic load must have explicit non-zero alignment");
                }
                if atomic
                    .as_ref()
                    .is_some_and(|a| matches!(a.ordering, Ordering::Release | Ordering::AcqRel))
                {
                    return self.err_at(ppos, "atomic load cannot use Release ordering");
                }
                Ok((
                    InstKind::Load {
                        ptr,
                        volatile,
                        atomic,
                        align,
                    },
                    t,
                    md,
                    None,
                ))
            }
            "store" => {
                let atomic = self.eat_kw("atomic");
                let volatile = self.eat_kw("volatile");
                let vpos = self.pos();
                let (_, val) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "',' after store operand")?;
                let ppos = self.pos();
                let (pt, ptr) = self.parse_typed_value()?;
                if !self.m.types.is_ptr(pt) {
                    return self.err_at(ppos, "store operand must be a pointer");
                }
                let atomic = if atomic {
                    Some(self.parse_scope_ordering()?)
                } else {
                    None
                };
                let (align, md) = self.parse_trailing(true)?;
                // LLVM reports these at the value operand, alignment first.
                if atomic.is_some() && align.is_none() {
                    return self.err_at(vpos, "atomic store must have explicit non-zero alignment");
                }
                if atomic
                    .as_ref()
                    .is_some_and(|a| matches!(a.ordering, Ordering::Acquire | Ordering::AcqRel))
                {
                    return self.err_at(vpos, "atomic store cannot use Acquire ordering");
                }
                Ok((
                    InstKind::Store {
                        val,
                        ptr,
                        volatile,
                        atomic,
                        align,
                    },
                    void,
                    md,
                    None,
                ))
            }
            "fence" => {
                let a = self.parse_scope_ordering()?;
                if matches!(a.ordering, Ordering::Unordered | Ordering::Monotonic) {
                    return self.err_at(pos, "fence cannot be unordered or monotonic");
                }
                done!(InstKind::Fence(a), void);
            }
            "cmpxchg" => {
                let weak = self.eat_kw("weak");
                let volatile = self.eat_kw("volatile");
                let (_, ptr) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "',' after cmpxchg address")?;
                let (t, cmp) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "',' after cmpxchg cmp operand")?;
                let new = self.parse_typed_value()?.1;
                let scope = self.parse_syncscope()?;
                let success = self.parse_ordering()?;
                let failure = self.parse_ordering()?;
                let (align, md) = self.parse_trailing(true)?;
                // LLVM reports bad orderings at the token after the instruction's operands.
                if success == Ordering::Unordered {
                    return self.err("invalid cmpxchg success ordering");
                }
                if matches!(
                    failure,
                    Ordering::Unordered | Ordering::Release | Ordering::AcqRel
                ) {
                    return self.err("invalid cmpxchg failure ordering");
                }
                let i1 = self.m.types.int(1);
                let rt = self.m.types.intern(TypeData::Struct {
                    packed: false,
                    elems: vec![t, i1],
                });
                Ok((
                    InstKind::CmpXchg {
                        ptr,
                        cmp,
                        new,
                        weak,
                        volatile,
                        scope,
                        success,
                        failure,
                        align,
                    },
                    rt,
                    md,
                    None,
                ))
            }
            "atomicrmw" => {
                let volatile = self.eat_kw("volatile");
                let Some(rop) = RmwOp::from_keyword(if self.tok == Tok::Ident {
                    self.text()
                } else {
                    ""
                }) else {
                    return self.expected("binary operation for atomicrmw");
                };
                self.bump();
                let (_, ptr) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "',' after atomicrmw address")?;
                let (t, val) = self.parse_typed_value()?;
                let atomic = self.parse_scope_ordering()?;
                if atomic.ordering == Ordering::Unordered {
                    return self.err_at(pos, "atomicrmw cannot be unordered");
                }
                let (align, md) = self.parse_trailing(true)?;
                Ok((
                    InstKind::AtomicRmw {
                        op: rop,
                        ptr,
                        val,
                        volatile,
                        atomic,
                        align,
                    },
                    t,
                    md,
                    None,
                ))
            }
            "getelementptr" => {
                let mut flags = Flags::default();
                loop {
                    if self.eat_kw("inbounds") {
                        flags.set(Flags::INBOUNDS | Flags::NUSW);
                    } else if self.eat_kw("nusw") {
                        flags.set(Flags::NUSW);
                    } else if self.eat_kw("nuw") {
                        flags.set(Flags::NUW);
                    } else {
                        break;
                    }
                }
                let src_ty = self.parse_type(false)?;
                self.expect(Tok::Comma, "comma after getelementptr's type")?;
                let ppos = self.pos();
                let (pt, ptr) = self.parse_typed_value()?;
                if !self.m.types.is_ptr_or_ptr_vector(pt) {
                    return self.err_at(ppos, "base of getelementptr must be a pointer");
                }
                let mut tys = vec![pt];
                let mut consts = vec![None];
                let mut indices = Vec::new();
                let mut md = crate::metadata::Attachments::new();
                while self.eat(Tok::Comma) {
                    if self.tok == Tok::MetaName {
                        md.push(self.parse_attachment()?);
                        break;
                    }
                    let (it, iv) = self.parse_typed_value()?;
                    tys.push(it);
                    consts.push(match iv {
                        Value::Const(c) => self.const_index(c),
                        _ => None,
                    });
                    indices.push(iv);
                }
                md.extend(self.parse_md_trailing()?);
                let rt = match crate::typecheck::gep_result_type(
                    &mut self.m.types,
                    src_ty,
                    &tys,
                    &consts,
                ) {
                    Ok(t) => t,
                    Err(msg) => return self.err_at(pos, msg),
                };
                Ok((
                    InstKind::GetElementPtr {
                        flags,
                        src_ty,
                        ptr,
                        indices,
                    },
                    rt,
                    md,
                    None,
                ))
            }
            "phi" => {
                let flags = self.parse_fmf();
                let tpos = self.pos();
                let t = self.parse_type(false)?;
                if !self.m.types.is_first_class(t) || self.m.types.is_label(t) {
                    return self.err_at(tpos, "phi node must have first class type");
                }
                let mut incoming = Vec::new();
                loop {
                    self.expect(Tok::LBracket, "'[' in phi value list")?;
                    let v = self.parse_value(t)?;
                    self.expect(Tok::Comma, "',' after insertelement value")?;
                    let lty = self.m.types.label();
                    let b = match self.parse_value(lty)? {
                        Value::Block(b) => b,
                        _ => return self.expected("basic block"),
                    };
                    self.expect(Tok::RBracket, "']' in phi value list")?;
                    incoming.push((v, b));
                    if self.tok != Tok::Comma {
                        break;
                    }
                    // `, [` continues the list; `, !md` ends it.
                    let (t2, _) = self.peek_next();
                    if t2 != Tok::LBracket {
                        break;
                    }
                    self.bump();
                }
                done!(InstKind::Phi { incoming, flags }, t);
            }
            "select" => {
                let flags = self.parse_fmf();
                let cpos = self.pos();
                let (ct, cond) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "',' after select condition")?;
                let (t, a) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "',' after select value")?;
                let (t2, b) = self.parse_typed_value()?;
                // LLVM's `SelectInst::areInvalidOperands`, reported at the condition.
                let ts = &self.m.types;
                let reason = if t != t2 {
                    Some("both values to select must have same type")
                } else if ts.is_token(t) {
                    Some("select values cannot have token type")
                } else if let Some(cl) = ts.vector_len(ct) {
                    if ts.int_bits(ts.scalar(ct)) != Some(1) {
                        Some("vector select condition element type must be i1")
                    } else if ts.vector_len(t).is_none() {
                        Some("selected values for vector select must be vectors")
                    } else if ts.vector_len(t) != Some(cl) {
                        Some("vector select requires selected vectors to have the same vector length as select condition")
                    } else {
                        None
                    }
                } else if ts.int_bits(ct) != Some(1) {
                    Some("select condition must be i1 or <n x i1>")
                } else {
                    None
                };
                if let Some(r) = reason {
                    return self.err_at(cpos, r);
                }
                done!(
                    InstKind::Select {
                        flags,
                        cond,
                        then_val: a,
                        else_val: b
                    },
                    t
                );
            }
            "call" => {
                let (call, ty, fa) = self.parse_call_common(Flags::default(), TailKind::None)?;
                let md = self.parse_md_trailing()?;
                Ok((InstKind::Call(Box::new(call)), ty, md, fa))
            }
            "tail" | "musttail" | "notail" => {
                let tail = match op {
                    "tail" => TailKind::Tail,
                    "musttail" => TailKind::MustTail,
                    _ => TailKind::NoTail,
                };
                self.expect_kw("call")?;
                let (call, ty, fa) = self.parse_call_common(Flags::default(), tail)?;
                let md = self.parse_md_trailing()?;
                Ok((InstKind::Call(Box::new(call)), ty, md, fa))
            }
            "va_arg" => {
                let (_, list) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "',' after vaarg operand")?;
                let t = self.parse_type(false)?;
                done!(InstKind::VAArg { list }, t);
            }
            "extractelement" => {
                let vpos = self.pos();
                let (vt, vec) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "',' after extract value")?;
                let (it, idx) = self.parse_typed_value()?;
                if !self.m.types.is_vector(vt) || self.m.types.int_bits(it).is_none() {
                    return self.err_at(vpos, "invalid extractelement operands");
                }
                let et = self.m.types.scalar(vt);
                done!(InstKind::ExtractElement { vec, idx }, et);
            }
            "insertelement" => {
                let vpos = self.pos();
                let (vt, vec) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "',' after insertelement value")?;
                let (et, elt) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "',' after insertelement value")?;
                let (it, idx) = self.parse_typed_value()?;
                if !self.m.types.is_vector(vt)
                    || self.m.types.scalar(vt) != et
                    || self.m.types.int_bits(it).is_none()
                {
                    return self.err_at(vpos, "invalid insertelement operands");
                }
                done!(InstKind::InsertElement { vec, elt, idx }, vt);
            }
            "shufflevector" => {
                let vpos = self.pos();
                let (vt, a) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "',' after shuffle mask")?;
                let (vt2, b) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "',' after shuffle value")?;
                let mpos = self.pos();
                let mt = self.parse_type(false)?;
                let mc = self.parse_const_value(mt)?;
                if vt != vt2 || !self.m.types.is_vector(vt) {
                    return self.err_at(vpos, "invalid shufflevector operands");
                }
                let mask = self.shuffle_mask_of(mc, mpos)?;
                let (elem, scalable) = match *self.m.types.get(vt) {
                    TypeData::Vector { elem, scalable, .. } => (elem, scalable),
                    _ => return self.err_at(vpos, "invalid shufflevector operands"),
                };
                let rt = self.m.types.intern(TypeData::Vector {
                    scalable,
                    len: mask.len() as u32,
                    elem,
                });
                done!(
                    InstKind::ShuffleVector {
                        a,
                        b,
                        mask: mask.into()
                    },
                    rt
                );
            }
            "extractvalue" => {
                let apos = self.pos();
                let (t, agg) = self.parse_typed_value()?;
                let mut indices = Vec::new();
                let mut md = crate::metadata::Attachments::new();
                while self.eat(Tok::Comma) {
                    if self.tok == Tok::MetaName {
                        md.push(self.parse_attachment()?);
                        break;
                    }
                    indices.push(self.parse_u32("index")?);
                }
                md.extend(self.parse_md_trailing()?);
                if indices.is_empty() {
                    return self.err_at(apos, "expected index");
                }
                let mut rt = t;
                for &ix in &indices {
                    if !self.m.types.is_aggregate(rt) {
                        return self.err_at(apos, "extractvalue operand must be aggregate type");
                    }
                    match self.m.types.index_type(rt, ix as u64) {
                        Some(e) => rt = e,
                        None => return self.err_at(apos, "invalid indices for extractvalue"),
                    }
                }
                Ok((
                    InstKind::ExtractValue {
                        agg,
                        indices: indices.into(),
                    },
                    rt,
                    md,
                    None,
                ))
            }
            "insertvalue" => {
                let apos = self.pos();
                let (t, agg) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "',' after insertvalue operand")?;
                let (vt, val) = self.parse_typed_value()?;
                let mut indices = Vec::new();
                let mut md = crate::metadata::Attachments::new();
                while self.eat(Tok::Comma) {
                    if self.tok == Tok::MetaName {
                        md.push(self.parse_attachment()?);
                        break;
                    }
                    indices.push(self.parse_u32("index")?);
                }
                md.extend(self.parse_md_trailing()?);
                let mut et = t;
                for &ix in &indices {
                    if !self.m.types.is_aggregate(et) {
                        return self.err_at(apos, "insertvalue operand must be aggregate type");
                    }
                    match self.m.types.index_type(et, ix as u64) {
                        Some(e) => et = e,
                        None => return self.err_at(apos, "invalid indices for insertvalue"),
                    }
                }
                if indices.is_empty() || et != vt {
                    return self.err_at(apos, "insertvalue operand and field disagree in type");
                }
                Ok((
                    InstKind::InsertValue {
                        agg,
                        val,
                        indices: indices.into(),
                    },
                    t,
                    md,
                    None,
                ))
            }
            "landingpad" => {
                let t = self.parse_type(false)?;
                let cleanup = self.eat_kw("cleanup");
                let mut clauses = Vec::new();
                loop {
                    if self.eat_kw("catch") {
                        let (_, v) = self.parse_typed_value()?;
                        clauses.push(LandingClause::Catch(v));
                    } else if self.eat_kw("filter") {
                        let (_, v) = self.parse_typed_value()?;
                        clauses.push(LandingClause::Filter(v));
                    } else {
                        break;
                    }
                }
                if !cleanup && clauses.is_empty() {
                    return self.err_at(
                        pos,
                        "landingpad instruction must have at least one clause or be a cleanup",
                    );
                }
                done!(InstKind::LandingPad { cleanup, clauses }, t);
            }
            "freeze" => {
                let (t, v) = self.parse_typed_value()?;
                done!(InstKind::Freeze(v), t);
            }
            _ => self.err_at(pos, format!("expected instruction opcode, found '{op}'")),
        }
    }

    /// `within %pad` or `within none` (the keyword consumed).
    fn parse_within(&mut self) -> PResult<Option<Value>> {
        if self.eat_kw("none") {
            return Ok(None);
        }
        let t = self.m.types.token();
        Ok(Some(self.parse_value(t)?))
    }

    /// Tapir's `within %sr,` / `within none,`; absent in the original Tapir syntax.
    fn parse_tapir_within(&mut self) -> PResult<Option<Value>> {
        if !self.eat_kw("within") {
            return Ok(None);
        }
        let r = self.parse_within()?;
        self.expect(Tok::Comma, "',' after sync region")?;
        Ok(r)
    }

    /// The part of `call`/`invoke`/`callbr` from the optional fast-math flags to the operand
    /// bundles.
    #[allow(clippy::type_complexity)]
    fn parse_call_common(
        &mut self,
        _flags: Flags,
        tail: TailKind,
    ) -> PResult<(
        CallData,
        Type,
        Option<(Vec<crate::attrs::Attr>, Vec<(u32, usize)>)>,
    )> {
        let flags = self.parse_fmf();
        let cc = self.parse_calling_conv()?;
        let ret_attrs = self.parse_param_attrs()?;
        let mut addrspace = None;
        if self.eat_kw("addrspace") {
            addrspace = Some(self.parse_addrspace_value()?);
        }
        let tpos = self.pos();
        let ty = self.parse_type(true)?;
        let explicit_fn_ty = self.m.types.is_function(ty);
        // The callee.
        enum Callee {
            Asm,
            Val,
        }
        let callee_kind = if self.is_kw("asm") {
            self.bump();
            Callee::Asm
        } else {
            Callee::Val
        };
        let asm_pos = self.pos();
        let mut asm_parts = None;
        let mut callee = Value::Const(crate::value::Const::from_u32(0));
        match callee_kind {
            Callee::Asm => {
                // Parsed after the arguments are known (the asm needs the function type);
                // remember the tokens' position by parsing now with a provisional type.
                let provisional = ty;
                asm_parts = Some(self.parse_inline_asm(provisional)?);
            }
            Callee::Val => {
                let pty = self.m.types.ptr(addrspace.unwrap_or(0));
                callee = self.parse_value(pty)?;
            }
        }
        // Arguments.
        self.expect(Tok::LParen, "'(' in call")?;
        let mut args = Vec::new();
        let mut arg_attrs = Vec::new();
        let mut arg_tys = Vec::new();
        let mut arg_pos = Vec::new();
        if self.tok != Tok::RParen {
            loop {
                if self.tok == Tok::Ellipsis {
                    // `musttail` calls in varargs thunks forward `...`.
                    self.bump();
                    break;
                }
                arg_pos.push(self.pos());
                let at = self.parse_type(false)?;
                let attrs = self.parse_param_attrs()?;
                let v = self.parse_value(at)?;
                arg_tys.push(at);
                args.push(v);
                arg_attrs.push(attrs);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RParen, "')' at end of argument list")?;
        let fn_ty = if explicit_fn_ty {
            ty
        } else {
            if !super::valid_return_type(&self.m.types, ty) {
                return self.err_at(tpos, "invalid return type for call");
            }
            self.m.types.function(ty, arg_tys.clone(), false)
        };
        let Some((ret, params, varargs)) = self
            .m
            .types
            .fn_sig(fn_ty)
            .map(|(r, p, v)| (r, p.to_vec(), v))
        else {
            return self.err_at(tpos, "expected function type for call");
        };
        // LLVM's checks and locations: each argument at its type.
        for (k, (p, a)) in params.iter().zip(arg_tys.iter()).enumerate() {
            if p != a {
                let w = self.type_name(*p);
                let g = self.type_name(*a);
                let at = arg_pos.get(k).copied().unwrap_or(tpos);
                return self.err_at(
                    at,
                    format!("argument is not of expected type '{w}' (argument {k} has type '{g}')"),
                );
            }
        }
        if !varargs && args.len() > params.len() {
            let at = arg_pos.get(params.len()).copied().unwrap_or(tpos);
            return self.err_at(at, "too many arguments specified");
        }
        if args.len() < params.len() {
            return self.err_at(tpos, "not enough parameters specified for call");
        }
        if let Some(Value::Asm(a)) = asm_parts {
            let mut data = self.m.consts.asms[a].clone();
            data.fn_ty = fn_ty;
            callee = Value::Asm(self.m.consts.asm(data));
        } else if asm_parts.is_some() {
            return self.err_at(asm_pos, "invalid inline asm");
        }
        // Call-site function attributes and bundles.
        let (fn_attrs, groups) = self.parse_fn_attrs()?;
        let mut bundles = Vec::new();
        if self.tok == Tok::LBracket {
            self.bump();
            loop {
                let tag = self.parse_string("operand bundle tag")?;
                self.expect(Tok::LParen, "'(' in operand bundle")?;
                // Bundle inputs are values: LLVM's reader has no metadata operands here.
                let mut inputs = Vec::new();
                if self.tok != Tok::RParen {
                    loop {
                        let t = self.parse_type(false)?;
                        if self.m.types.is_metadata(t)
                            && !matches!(self.tok, Tok::LocalName | Tok::LocalQuoted | Tok::LocalId)
                        {
                            return self.expected("value token");
                        }
                        inputs.push(if self.m.types.is_metadata(t) {
                            self.local_value_ref(t)?
                        } else {
                            self.parse_value(t)?
                        });
                        if !self.eat(Tok::Comma) {
                            break;
                        }
                    }
                }
                self.expect(Tok::RParen, "')' at end of operand bundle")?;
                bundles.push(Bundle {
                    tag: CompactString::from(String::from_utf8_lossy(&tag)),
                    inputs,
                });
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RBracket, "']' at end of operand bundle list")?;
        }
        let ret_set = self.m.attrs.intern(ret_attrs);
        let params_sets: Vec<_> = arg_attrs
            .into_iter()
            .map(|a| self.m.attrs.intern(a))
            .collect();
        let (func_set, pending) = if groups.is_empty() {
            let mut fn_attrs = fn_attrs;
            crate::attrs::upgrade_fn_memory_attrs(&mut fn_attrs);
            (self.m.attrs.intern(fn_attrs), None)
        } else {
            (self.m.attrs.empty(), Some((fn_attrs, groups)))
        };
        let call = CallData {
            callee,
            fn_ty,
            args,
            attrs: AttrList {
                func: func_set,
                ret: ret_set,
                params: params_sets,
            },
            cc,
            tail,
            flags,
            bundles,
            addrspace,
        };
        Ok((call, ret, pending))
    }

    fn parse_dbg_record(&mut self) -> PResult<DbgRecord> {
        let kind = self.text()[5..].to_string();
        let pos = self.pos();
        self.bump();
        self.expect(Tok::LParen, "'(' after debug record")?;
        let md_node = |p: &mut Self| -> PResult<MdRef> {
            match p.parse_md_operand()? {
                Some(r) => Ok(r),
                None => p.err("expected metadata operand"),
            }
        };
        let rec = match kind.as_str() {
            "label" => {
                let label = md_node(self)?;
                self.expect(Tok::Comma, "','")?;
                let debug_loc = md_node(self)?;
                DbgRecord::Label { label, debug_loc }
            }
            "value" | "declare" | "assign" => {
                let location = self.parse_metadata_as_value()?;
                self.expect(Tok::Comma, "','")?;
                let variable = md_node(self)?;
                self.expect(Tok::Comma, "','")?;
                let expression = md_node(self)?;
                self.expect(Tok::Comma, "','")?;
                let assign = if kind == "assign" {
                    let id = md_node(self)?;
                    self.expect(Tok::Comma, "','")?;
                    let addr = self.parse_metadata_as_value()?;
                    self.expect(Tok::Comma, "','")?;
                    let aexpr = md_node(self)?;
                    self.expect(Tok::Comma, "','")?;
                    Some((id, addr, aexpr))
                } else {
                    None
                };
                let debug_loc = md_node(self)?;
                DbgRecord::Variable {
                    kind: CompactString::from(kind.as_str()),
                    location,
                    variable,
                    expression,
                    assign,
                    debug_loc,
                }
            }
            _ => return self.err_at(pos, format!("unknown debug record type '#dbg_{kind}'")),
        };
        self.expect(Tok::RParen, "')' at end of debug record")?;
        Ok(rec)
    }
}

// Keep `ArgData` referenced for documentation links of the body type.
#[allow(dead_code)]
fn _arg_doc(_: ArgData) {}

#[cfg(test)]
mod tests {
    use std::cell::Cell;

    thread_local! {
        /// Makes every name hash the same, to exercise the collision fallback.
        pub(super) static COLLIDE: Cell<bool> = const { Cell::new(false) };
    }

    const SRC: &str = "define i32 @f(i32 %a, i32 %b) {\nentry:\n  %x = add i32 %a, %b\n  br label %next\n\nnext:\n  %y = mul i32 %x, %later\n  %later = add i32 %x, 1\n  ret i32 %y\n}\n";

    #[test]
    fn hash_collisions_fall_back_to_exact_names() {
        let normal =
            crate::parser::parse_module(SRC, "t.ll").map(|m| crate::printer::print_module(&m));
        COLLIDE.with(|c| c.set(true));
        let colliding =
            crate::parser::parse_module(SRC, "t.ll").map(|m| crate::printer::print_module(&m));
        COLLIDE.with(|c| c.set(false));
        assert!(normal.is_ok());
        assert_eq!(normal, colliding);
    }
}
