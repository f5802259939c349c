//! Values and constants.
//!
//! A [`Value`] is a small copyable reference to anything that can be an instruction operand:
//! an instruction result, a function argument, a constant (globals are constants, as in LLVM),
//! a basic block (for labels), inline assembly, or metadata used as a value.
//!
//! Constants live in the module's [`ConstPool`] and are uniqued: equal constants have equal ids.
//! The constructors apply LLVM's canonicalizations (an all-zero aggregate is `zeroinitializer`, an
//! all-`undef` aggregate is `undef`, an array of `i8` is a `c"..."` string), so that a module
//! printed by parir reads the same as one printed by LLVM.

use crate::function::{Block, Inst};
use crate::hash::HashMap as FxHashMap;
use crate::metadata::MdRef;
use crate::module::GlobalId;
use crate::types::{Type, TypeData, TypeStore};
use cranelift_entity::{entity_impl, PrimaryMap};
use num_bigint::BigInt;

/// A uniqued constant.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Const(u32);
entity_impl!(Const, "const");

/// An inline assembly value (`asm sideeffect "..." , "..."`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AsmId(u32);
entity_impl!(AsmId, "asm");

/// Function-local metadata used as a value (`metadata i32 %x`, `metadata !DIArgList(...)`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LocalMd(u32);
entity_impl!(LocalMd, "localmd");

/// An operand.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Value {
    /// The result of an instruction of the current function.
    Inst(Inst),
    /// The N-th argument of the current function.
    Arg(u32),
    /// A constant of the module (including globals).
    Const(Const),
    /// A basic block of the current function, as a `label` operand.
    Block(Block),
    /// Inline assembly (only as a callee).
    Asm(AsmId),
    /// Module-level metadata as a value (`metadata !0`, `metadata !"s"`, `metadata i32 1`).
    Md(MdRef),
    /// Function-local metadata as a value.
    LocalMd(LocalMd),
}

/// An integer value of any width. Widths up to 128 bits are stored inline, sign-extended;
/// wider ones as a big integer in the range of the signed interpretation.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum IntVal {
    Small(i128),
    Big(Box<BigInt>),
}

impl IntVal {
    /// Builds the canonical value of `v` truncated to `bits` (two's complement, then read as
    /// signed).
    pub fn from_bigint(v: &BigInt, bits: u32) -> IntVal {
        use num_traits::{One, ToPrimitive};
        let modulus = BigInt::one() << bits;
        let mut r = v % &modulus;
        if r < BigInt::from(0) {
            r += &modulus;
        }
        let half = BigInt::one() << (bits - 1);
        if r >= half {
            r -= &modulus;
        }
        if bits <= 128 {
            IntVal::Small(r.to_i128().unwrap_or(0))
        } else {
            IntVal::Big(Box::new(r))
        }
    }

    /// Builds the canonical value of `v` truncated to `bits` (≤ 128).
    pub fn from_i128(v: i128, bits: u32) -> IntVal {
        if bits >= 128 {
            return IntVal::Small(v);
        }
        let shift = 128 - bits;
        IntVal::Small((v << shift) >> shift)
    }

    /// The value as a signed 128-bit integer if it fits.
    pub fn as_i128(&self) -> Option<i128> {
        match self {
            IntVal::Small(v) => Some(*v),
            IntVal::Big(b) => num_traits::ToPrimitive::to_i128(&**b),
        }
    }

    /// The value zero-extended from `bits`, if it fits in 64 bits.
    pub fn as_u64_zext(&self, bits: u32) -> Option<u64> {
        match self {
            IntVal::Small(v) => {
                let u = if bits >= 128 {
                    *v as u128
                } else {
                    (*v as u128) & ((1u128 << bits) - 1)
                };
                u64::try_from(u).ok()
            }
            IntVal::Big(_) => None,
        }
    }

    pub fn is_zero(&self) -> bool {
        matches!(self, IntVal::Small(0))
    }

    pub fn to_bigint(&self) -> BigInt {
        match self {
            IntVal::Small(v) => BigInt::from(*v),
            IntVal::Big(b) => (**b).clone(),
        }
    }
}

impl std::fmt::Display for IntVal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            IntVal::Small(v) => write!(f, "{v}"),
            IntVal::Big(b) => write!(f, "{b}"),
        }
    }
}

/// Opcodes of constant expressions. LLVM 19 keeps only a few, but the parser accepts the
/// binary operators, casts and comparisons that older IR used, so the verifier can report them.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ExprOp {
    Bin(crate::inst::BinOp),
    Cast(crate::inst::CastOp),
    GetElementPtr,
    ExtractElement,
    InsertElement,
    ShuffleVector,
    ICmp(crate::inst::IntPredicate),
    FCmp(crate::inst::FloatPredicate),
    Select,
    FNeg,
}

/// A constant expression.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ConstExpr {
    pub op: ExprOp,
    /// Flags of the operation: the same bits as [`crate::inst::Flags`].
    pub flags: crate::inst::Flags,
    pub operands: Vec<Const>,
    /// GEP: the source element type.
    pub src_ty: Option<Type>,
    /// GEP: `inrange(lo, hi)`.
    pub inrange: Option<(i64, i64)>,
    /// shufflevector: the mask (-1 for poison lanes).
    pub mask: Vec<i32>,
}

/// The structure of a constant.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum ConstData {
    Int(IntVal),
    /// A floating-point value by its bit pattern in the type's format.
    Float(u128),
    /// `null` (pointer types).
    Null,
    /// `none` (token type).
    NoneToken,
    Undef,
    Poison,
    /// `zeroinitializer`.
    Zero,
    Array(Vec<Const>),
    Struct(Vec<Const>),
    Vector(Vec<Const>),
    /// An array of `i8` written `c"..."`.
    Bytes(Vec<u8>),
    Global(GlobalId),
    /// `blockaddress(@f, %bb)`: a block of the body of function `@f`.
    BlockAddress(GlobalId, Block),
    DsoLocalEquivalent(GlobalId),
    NoCfi(GlobalId),
    Expr(Box<ConstExpr>),
}

/// A constant: its type and structure.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ConstEntry {
    pub ty: Type,
    pub data: ConstData,
}

/// Inline assembly.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct InlineAsm {
    /// The function type of the asm callee.
    pub fn_ty: Type,
    pub asm: Vec<u8>,
    pub constraints: Vec<u8>,
    pub side_effect: bool,
    pub align_stack: bool,
    pub intel_dialect: bool,
    pub unwind: bool,
}

/// The uniquing pool of constants and inline asm of a module.
#[derive(Clone, Debug, Default)]
pub struct ConstPool {
    entries: PrimaryMap<Const, ConstEntry>,
    map: FxHashMap<ConstEntry, Const>,
    pub asms: PrimaryMap<AsmId, InlineAsm>,
    asm_map: FxHashMap<InlineAsm, AsmId>,
}

impl ConstPool {
    /// Interns a constant exactly as given (no canonicalization).
    pub fn intern_raw(&mut self, ty: Type, data: ConstData) -> Const {
        let e = ConstEntry { ty, data };
        if let Some(&c) = self.map.get(&e) {
            return c;
        }
        let c = self.entries.push(e.clone());
        self.map.insert(e, c);
        c
    }

    /// Interns an aggregate (array, struct or vector) with LLVM's canonicalizations.
    pub fn aggregate(&mut self, types: &TypeStore, ty: Type, elems: Vec<Const>) -> Const {
        if !elems.is_empty() {
            if elems.iter().all(|e| self.is_null_value(types, *e)) {
                return self.intern_raw(ty, ConstData::Zero);
            }
            if elems
                .iter()
                .all(|e| matches!(self.get(*e).data, ConstData::Poison))
            {
                return self.intern_raw(ty, ConstData::Poison);
            }
            if elems
                .iter()
                .all(|e| matches!(self.get(*e).data, ConstData::Undef))
            {
                return self.intern_raw(ty, ConstData::Undef);
            }
        } else if matches!(
            types.get(ty),
            TypeData::Array { .. }
                | TypeData::Vector { .. }
                | TypeData::Struct { .. }
                | TypeData::Named(_)
        ) {
            // An empty aggregate is its own null value.
            return self.intern_raw(ty, ConstData::Zero);
        }
        match types.get(ty) {
            TypeData::Array { elem, .. } if types.int_bits(*elem) == Some(8) => {
                let mut bytes = Vec::with_capacity(elems.len());
                for e in &elems {
                    match &self.get(*e).data {
                        ConstData::Int(v) => bytes.push(v.as_i128().unwrap_or(0) as u8),
                        _ => return self.intern_raw(ty, ConstData::Array(elems)),
                    }
                }
                self.intern_raw(ty, ConstData::Bytes(bytes))
            }
            TypeData::Array { .. } => self.intern_raw(ty, ConstData::Array(elems)),
            TypeData::Vector { .. } => self.intern_raw(ty, ConstData::Vector(elems)),
            _ => self.intern_raw(ty, ConstData::Struct(elems)),
        }
    }

    /// Interns a `c"..."` byte string of type `ty` (canonical: all zero bytes → zeroinitializer).
    pub fn bytes(&mut self, ty: Type, bytes: Vec<u8>) -> Const {
        if !bytes.is_empty() && bytes.iter().all(|b| *b == 0) {
            return self.intern_raw(ty, ConstData::Zero);
        }
        if bytes.is_empty() {
            return self.intern_raw(ty, ConstData::Zero);
        }
        self.intern_raw(ty, ConstData::Bytes(bytes))
    }

    /// Whether a constant is LLVM's "null value" of its type (0, +0.0, null, zeroinitializer,
    /// none).
    pub fn is_null_value(&self, _types: &TypeStore, c: Const) -> bool {
        match &self.get(c).data {
            ConstData::Int(v) => v.is_zero(),
            ConstData::Float(bits) => *bits == 0,
            ConstData::Null | ConstData::Zero | ConstData::NoneToken => true,
            _ => false,
        }
    }

    pub fn int(&mut self, ty: Type, bits: u32, v: i128) -> Const {
        self.intern_raw(ty, ConstData::Int(IntVal::from_i128(v, bits)))
    }

    pub fn get(&self, c: Const) -> &ConstEntry {
        &self.entries[c]
    }

    pub fn ty(&self, c: Const) -> Type {
        self.entries[c].ty
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    pub fn asm(&mut self, a: InlineAsm) -> AsmId {
        if let Some(&id) = self.asm_map.get(&a) {
            return id;
        }
        let id = self.asms.push(a.clone());
        self.asm_map.insert(a, id);
        id
    }

    /// Iterates over all constants.
    pub fn iter(&self) -> impl Iterator<Item = (Const, &ConstEntry)> {
        self.entries.iter()
    }
}
