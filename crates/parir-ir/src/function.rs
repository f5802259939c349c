//! Function bodies: arguments, blocks, instructions and their layout.
//!
//! What an instruction *is* ([`InstData`] in the `insts` arena) is kept apart from *where* it is
//! (the `layout` of blocks and each block's instruction list), so moving code only touches the
//! layout, in the style of Cranelift's `DataFlowGraph` + `Layout`.

use crate::hash::HashMap as FxHashMap;
use crate::inst::{DbgRecord, InstData, InstKind};
use crate::types::Type;
use crate::value::{LocalMd, Value};
use compact_str::CompactString;
use cranelift_entity::{entity_impl, PrimaryMap};

/// A basic block of a function.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Block(u32);
entity_impl!(Block, "bb");

/// An instruction of a function.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Inst(u32);
entity_impl!(Inst, "inst");

/// A function argument.
#[derive(Clone, Debug)]
pub struct ArgData {
    pub ty: Type,
    pub name: Option<CompactString>,
}

/// A basic block: its name and its instructions in order (the last is the terminator).
#[derive(Clone, Debug, Default)]
pub struct BlockData {
    pub name: Option<CompactString>,
    pub insts: Vec<Inst>,
    /// Debug records after the last instruction's position (only while parsing a block that
    /// has not reached its terminator; LLVM attaches records to the following instruction).
    pub pos: u32,
}

/// Function-local metadata used as a value.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum LocalMdData {
    /// `metadata <ty> <value>` wrapping a local value (argument or instruction).
    Value(Value),
    /// `!DIArgList(ty %a, ty %b, ...)`.
    ArgList(Vec<Value>),
}

/// The body of a function definition.
#[derive(Clone, Debug, Default)]
pub struct Body {
    pub blocks: PrimaryMap<Block, BlockData>,
    pub insts: PrimaryMap<Inst, InstData>,
    /// The order of blocks; the first is the entry block.
    pub layout: Vec<Block>,
    pub local_md: PrimaryMap<LocalMd, LocalMdData>,
    /// Debug records, attached before the instruction they precede.
    pub dbg_records: FxHashMap<Inst, Vec<DbgRecord>>,
    /// The block each instruction belongs to (kept up to date by the editing methods).
    pub inst_block: cranelift_entity::SecondaryMap<Inst, Option<Block>>,
}

impl Body {
    /// The entry block.
    pub fn entry(&self) -> Option<Block> {
        self.layout.first().copied()
    }

    /// The terminator of a block, if its last instruction is one.
    pub fn terminator(&self, b: Block) -> Option<Inst> {
        let last = *self.blocks[b].insts.last()?;
        self.insts[last].kind.is_terminator().then_some(last)
    }

    /// Successors of a block (from its terminator), in operand order, duplicates kept.
    pub fn successors(&self, b: Block) -> Vec<Block> {
        match self.terminator(b) {
            Some(t) => self.insts[t].kind.successors(),
            None => Vec::new(),
        }
    }

    /// Appends a new instruction at the end of `b`.
    pub fn append_inst(&mut self, b: Block, data: InstData) -> Inst {
        let i = self.insts.push(data);
        self.blocks[b].insts.push(i);
        self.inst_block[i] = Some(b);
        i
    }

    /// Appends a new empty block to the layout.
    pub fn append_block(&mut self, name: Option<CompactString>) -> Block {
        let b = self.blocks.push(BlockData {
            name,
            insts: Vec::new(),
            pos: 0,
        });
        self.layout.push(b);
        b
    }

    /// The block containing instruction `i`.
    pub fn block_of(&self, i: Inst) -> Option<Block> {
        self.inst_block[i]
    }

    /// Whether the instruction produces a value (non-void result).
    pub fn is_placeholder(&self, i: Inst) -> bool {
        matches!(self.insts[i].kind, InstKind::Placeholder)
    }

    /// All instructions in layout order.
    pub fn inst_iter(&self) -> impl Iterator<Item = (Block, Inst)> + '_ {
        self.layout
            .iter()
            .flat_map(move |&b| self.blocks[b].insts.iter().map(move |&i| (b, i)))
    }
}
