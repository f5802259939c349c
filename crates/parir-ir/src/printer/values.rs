//! Types, operands, constants, attributes and metadata as LLVM 19's AsmWriter writes them
//! (`TypePrinting::print`, `WriteAsOperandInternal`, `WriteConstantInternal`,
//! `Attribute::getAsString`, `WriteMDNodeBodyInternal`).

use super::locals::LocalNames;
use super::slots::{ModuleSlots, NONE};
use super::text::*;
use crate::attrs::{Attr, AttrSet, ModRef, ALLOCKIND_BITS, FPCLASS_NAMES};
use crate::function::{Body, LocalMdData};
use crate::inst::Flags;
use crate::metadata::{DiValue, ExprElem, MdNode, MdRef, NodeData};
use crate::module::{GlobalId, Module};
use crate::types::{StructBody, StructName, Type, TypeData};
use crate::value::{Const, ConstData, ExprOp, IntVal, Value};
use cranelift_entity::EntityRef;

/// The type of an operand, including the pseudo types that need no interning.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum VTy {
    T(Type),
    Label,
    Metadata,
    /// Inline asm (an unqualified pointer).
    Ptr0,
}

/// What is known about the function being printed.
pub(crate) struct FnCtx<'a> {
    pub gid: GlobalId,
    pub params: &'a [Type],
    pub varargs: bool,
    pub arg_names: &'a [Option<compact_str::CompactString>],
    pub body: Option<&'a Body>,
    /// Printed names and types of the function's arguments, instructions and blocks.
    pub names: LocalNames,
}

impl<'a> FnCtx<'a> {
    /// The context of function `gid` with signature (`params`, `varargs`); `edges` as for
    /// [`LocalNames::compute`].
    pub(crate) fn new(
        m: &Module,
        gid: GlobalId,
        params: &'a [Type],
        varargs: bool,
        arg_names: &'a [Option<compact_str::CompactString>],
        body: Option<&'a Body>,
        edges: Option<&mut Vec<(crate::Block, crate::Block)>>,
    ) -> FnCtx<'a> {
        FnCtx {
            gid,
            params,
            varargs,
            arg_names,
            body,
            names: LocalNames::compute(m, params, arg_names, body, edges),
        }
    }
}

/// The text of every type of a module, rendered once (types are interned, so printing a type
/// is a copy).
#[derive(Default)]
pub(crate) struct TypeTexts {
    /// By type index: the text if it has at most [`SHORT_TYPE`] bytes, and its length
    /// (`u8::MAX` for a longer text, found in `text` / `spans`).
    short: Vec<([u8; SHORT_TYPE], u8)>,
    text: Vec<u8>,
    /// `(offset, length)` in `text`, by type index.
    spans: Vec<(u32, u32)>,
}

/// Length of the inline texts of [`TypeTexts`].
const SHORT_TYPE: usize = 15;

impl TypeTexts {
    /// Renders the types of the module; `s` must have its struct numbering. A type whose text
    /// is longer than [`CACHED_TYPE`] bytes (or contains such a type) is not kept: it is
    /// rendered from its parts when printed. Keeping every text would take space quadratic
    /// in the nesting depth (a struct nested 20 000 deep has 20 000 ever longer texts).
    pub(crate) fn build(m: &Module, s: &ModuleSlots) -> TypeTexts {
        let cx = Ctx { m, s };
        let n = m.types.len();
        let mut t = TypeTexts {
            short: Vec::with_capacity(n),
            text: Vec::with_capacity(n * 8),
            spans: Vec::with_capacity(n),
        };
        let mut buf = Vec::new();
        for i in 0..n {
            let ty = Type::new(i);
            // Types are interned after their parts, so the parts' texts are known by now.
            let long_part = match m.types.get(ty) {
                TypeData::Vector { elem, .. } | TypeData::Array { elem, .. } => !t.has(*elem),
                TypeData::Struct { elems, .. } => elems.iter().any(|e| !t.has(*e)),
                TypeData::Function { ret, params, .. } => {
                    !t.has(*ret) || params.iter().any(|p| !t.has(*p))
                }
                TypeData::Target { types, .. } => types.iter().any(|p| !t.has(*p)),
                _ => false,
            };
            buf.clear();
            if !long_part {
                cx.ty_with(&mut buf, ty, &t);
            }
            let len = buf.len();
            if long_part || len > CACHED_TYPE {
                t.spans.push((u32::MAX, 0));
                t.short.push(([0; SHORT_TYPE], u8::MAX));
                continue;
            }
            let off = t.text.len();
            t.text.extend_from_slice(&buf);
            t.spans.push((off as u32, len as u32));
            let mut short = ([0; SHORT_TYPE], u8::MAX);
            if len <= SHORT_TYPE {
                short.0[..len].copy_from_slice(&buf);
                short.1 = len as u8;
            }
            t.short.push(short);
        }
        t
    }

    /// Whether the text of `t` is kept.
    fn has(&self, t: Type) -> bool {
        self.spans.get(t.index()).is_some_and(|s| s.0 != u32::MAX)
    }

    /// Writes the text of `t`; returns false if `t` is unknown or not kept.
    #[inline]
    fn push(&self, o: &mut Vec<u8>, t: Type) -> bool {
        match self.short.get(t.index()) {
            Some((buf, len)) if *len != u8::MAX => push_fixed(o, buf, *len as usize),
            Some(_) => {
                let (off, len) = self.spans[t.index()];
                if off == u32::MAX {
                    return false;
                }
                o.extend_from_slice(&self.text[off as usize..(off + len) as usize]);
            }
            None => return false,
        }
        true
    }
}

/// The longest type text [`TypeTexts`] keeps.
const CACHED_TYPE: usize = 1024;

/// The module-wide printing context.
pub(crate) struct Ctx<'m> {
    pub m: &'m Module,
    pub s: &'m ModuleSlots,
}

impl<'m> Ctx<'m> {
    // ----- types -----

    /// Writes a type (a copy of its pre-rendered text).
    #[inline]
    pub(crate) fn ty(&self, o: &mut Vec<u8>, t: Type) {
        self.ty_with(o, t, &self.s.type_text);
    }

    /// Writes a type, copying the texts kept in `texts`.
    #[inline]
    fn ty_with(&self, o: &mut Vec<u8>, t: Type, texts: &TypeTexts) {
        if !texts.push(o, t) {
            crate::with_stack(|| self.ty_uncached(o, t, texts));
        }
    }

    /// Renders a type from its structure.
    fn ty_uncached(&self, o: &mut Vec<u8>, t: Type, texts: &TypeTexts) {
        let ts = &self.m.types;
        match ts.get(t) {
            TypeData::Void => o.extend_from_slice(b"void"),
            TypeData::Label => o.extend_from_slice(b"label"),
            TypeData::Metadata => o.extend_from_slice(b"metadata"),
            TypeData::Token => o.extend_from_slice(b"token"),
            TypeData::X86Amx => o.extend_from_slice(b"x86_amx"),
            TypeData::X86Mmx => o.extend_from_slice(b"x86_mmx"),
            TypeData::Float(k) => o.extend_from_slice(k.keyword().as_bytes()),
            TypeData::Int(b) => {
                o.push(b'i');
                push_u64(o, *b as u64);
            }
            TypeData::Ptr(a) => {
                o.extend_from_slice(b"ptr");
                if *a != 0 {
                    o.extend_from_slice(b" addrspace(");
                    push_u64(o, *a as u64);
                    o.push(b')');
                }
            }
            TypeData::Vector {
                scalable,
                len,
                elem,
            } => {
                o.push(b'<');
                if *scalable {
                    o.extend_from_slice(b"vscale x ");
                }
                push_u64(o, *len as u64);
                o.extend_from_slice(b" x ");
                self.ty_with(o, *elem, texts);
                o.push(b'>');
            }
            TypeData::Array { len, elem } => {
                o.push(b'[');
                push_u64(o, *len);
                o.extend_from_slice(b" x ");
                self.ty_with(o, *elem, texts);
                o.push(b']');
            }
            TypeData::Struct { packed, elems } => self.struct_body_with(o, *packed, elems, texts),
            TypeData::Named(id) => match &ts.structs[*id].name {
                StructName::Named(n) if !n.is_empty() => {
                    o.push(b'%');
                    push_llvm_name(o, n.as_bytes());
                }
                _ => match self.s.struct_num.get(id) {
                    Some(n) => {
                        o.push(b'%');
                        push_u64(o, *n as u64);
                    }
                    None => {
                        o.extend_from_slice(b"%\"type ");
                        push_u64(o, id.index() as u64);
                        o.push(b'"');
                    }
                },
            },
            TypeData::Function {
                ret,
                params,
                varargs,
            } => {
                self.ty_with(o, *ret, texts);
                o.extend_from_slice(b" (");
                for (i, p) in params.iter().enumerate() {
                    if i > 0 {
                        o.extend_from_slice(b", ");
                    }
                    self.ty_with(o, *p, texts);
                }
                if *varargs {
                    if !params.is_empty() {
                        o.extend_from_slice(b", ");
                    }
                    o.extend_from_slice(b"...");
                }
                o.push(b')');
            }
            TypeData::Target { name, types, ints } => {
                o.extend_from_slice(b"target(");
                push_quoted(o, name.as_bytes());
                for t in types {
                    o.extend_from_slice(b", ");
                    self.ty_with(o, *t, texts);
                }
                for i in ints {
                    o.extend_from_slice(b", ");
                    push_u64(o, *i as u64);
                }
                o.push(b')');
            }
        }
    }

    pub(crate) fn struct_body(&self, o: &mut Vec<u8>, packed: bool, elems: &[Type]) {
        self.struct_body_with(o, packed, elems, &self.s.type_text);
    }

    fn struct_body_with(&self, o: &mut Vec<u8>, packed: bool, elems: &[Type], texts: &TypeTexts) {
        if packed {
            o.push(b'<');
        }
        if elems.is_empty() {
            o.extend_from_slice(b"{}");
        } else {
            o.extend_from_slice(b"{ ");
            for (i, e) in elems.iter().enumerate() {
                if i > 0 {
                    o.extend_from_slice(b", ");
                }
                self.ty_with(o, *e, texts);
            }
            o.extend_from_slice(b" }");
        }
        if packed {
            o.push(b'>');
        }
    }

    /// `type opaque` / `type { ... }` body of an identified struct.
    pub(crate) fn named_struct_body(&self, o: &mut Vec<u8>, body: &StructBody) {
        match body {
            StructBody::Opaque => o.extend_from_slice(b"opaque"),
            StructBody::Body { packed, elems } => self.struct_body(o, *packed, elems),
        }
    }

    pub(crate) fn vty(&self, o: &mut Vec<u8>, t: VTy) {
        match t {
            VTy::T(t) => self.ty(o, t),
            VTy::Label => o.extend_from_slice(b"label"),
            VTy::Metadata => o.extend_from_slice(b"metadata"),
            VTy::Ptr0 => o.extend_from_slice(b"ptr"),
        }
    }

    // ----- operands -----

    /// The type of an operand.
    pub(crate) fn value_ty(&self, f: Option<&FnCtx>, v: Value) -> VTy {
        match v {
            Value::Inst(i) => match f {
                Some(f) => match f.names.insts.get(i.index()).and_then(|e| e.ty()) {
                    Some(t) => VTy::T(t),
                    None => match f.body {
                        Some(b) if i.index() < b.insts.len() => VTy::T(b.insts[i].ty),
                        _ => VTy::Metadata,
                    },
                },
                None => VTy::Metadata,
            },
            Value::Arg(n) => match f.and_then(|f| f.params.get(n as usize)) {
                Some(t) => VTy::T(*t),
                None => VTy::Metadata,
            },
            Value::Const(c) => VTy::T(self.m.consts.ty(c)),
            Value::Block(_) => VTy::Label,
            Value::Asm(_) => VTy::Ptr0,
            Value::Md(_) | Value::LocalMd(_) => VTy::Metadata,
        }
    }

    pub(crate) fn global_ref(&self, o: &mut Vec<u8>, g: GlobalId) {
        o.push(b'@');
        match self.m.globals.get(g).and_then(|gv| gv.name()) {
            Some(n) if !n.is_empty() => push_llvm_name(o, n.as_bytes()),
            _ => match self.s.global_slot.get(g.index()) {
                Some(&s) if s != NONE => push_u64(o, s as u64),
                _ => o.extend_from_slice(b"<badref>"),
            },
        }
    }

    fn local_slot(o: &mut Vec<u8>, name: Option<&str>, slot: u32) {
        match name {
            Some(n) if !n.is_empty() => {
                o.push(b'%');
                push_llvm_name(o, n.as_bytes());
            }
            _ if slot != NONE => {
                o.push(b'%');
                push_u64(o, slot as u64);
            }
            _ => o.extend_from_slice(b"<badref>"),
        }
    }

    pub(crate) fn block_ref(&self, o: &mut Vec<u8>, f: Option<&FnCtx>, b: crate::Block) {
        match f.and_then(|f| f.body.map(|body| (f, body))) {
            Some((f, body)) if b.index() < body.blocks.len() => match f.names.blocks.get(b.index())
            {
                Some(e) if e.is_set() => f.names.push(o, e),
                _ => Self::local_slot(o, body.blocks[b].name.as_deref(), NONE),
            },
            _ => o.extend_from_slice(b"<badref>"),
        }
    }

    /// An operand without its type.
    pub(crate) fn value(&self, o: &mut Vec<u8>, f: Option<&FnCtx>, v: Value) {
        match v {
            Value::Inst(i) => match f.and_then(|f| f.body.map(|b| (f, b))) {
                Some((f, body)) if i.index() < body.insts.len() => {
                    match f.names.insts.get(i.index()) {
                        Some(e) if e.is_set() => f.names.push(o, e),
                        _ => Self::local_slot(o, body.insts[i].name.as_deref(), NONE),
                    }
                }
                _ => o.extend_from_slice(b"<badref>"),
            },
            Value::Arg(n) => match f {
                Some(f) => match f.names.args.get(n as usize) {
                    Some(e) => f.names.push(o, e),
                    None => {
                        let name = f.arg_names.get(n as usize).and_then(|n| n.as_deref());
                        Self::local_slot(o, name, NONE)
                    }
                },
                None => o.extend_from_slice(b"<badref>"),
            },
            Value::Const(c) => self.constant(o, f, c),
            Value::Block(b) => self.block_ref(o, f, b),
            Value::Asm(a) => {
                let asm = &self.m.consts.asms[a];
                o.extend_from_slice(b"asm ");
                if asm.side_effect {
                    o.extend_from_slice(b"sideeffect ");
                }
                if asm.align_stack {
                    o.extend_from_slice(b"alignstack ");
                }
                if asm.intel_dialect {
                    o.extend_from_slice(b"inteldialect ");
                }
                if asm.unwind {
                    o.extend_from_slice(b"unwind ");
                }
                push_quoted(o, &asm.asm);
                o.extend_from_slice(b", ");
                push_quoted(o, &asm.constraints);
            }
            Value::Md(r) => self.md_ref(o, f, r),
            Value::LocalMd(l) => self.local_md(o, f, l),
        }
    }

    /// An operand preceded by its type.
    pub(crate) fn typed_value(&self, o: &mut Vec<u8>, f: Option<&FnCtx>, v: Value) {
        self.vty(o, self.value_ty(f, v));
        o.push(b' ');
        self.value(o, f, v);
    }

    fn local_md(&self, o: &mut Vec<u8>, f: Option<&FnCtx>, l: crate::value::LocalMd) {
        let Some(body) = f.and_then(|f| f.body) else {
            o.extend_from_slice(b"<badref>");
            return;
        };
        match body.local_md.get(l) {
            Some(LocalMdData::Value(v)) => self.typed_value(o, f, *v),
            Some(LocalMdData::ArgList(vs)) => {
                o.extend_from_slice(b"!DIArgList(");
                for (i, v) in vs.iter().enumerate() {
                    if i > 0 {
                        o.extend_from_slice(b", ");
                    }
                    self.typed_value(o, f, *v);
                }
                o.push(b')');
            }
            None => o.extend_from_slice(b"<badref>"),
        }
    }

    // ----- constants -----

    pub(crate) fn int(&self, o: &mut Vec<u8>, ty: Type, v: &IntVal) {
        if self.m.types.int_bits(self.m.types.scalar(ty)) == Some(1) {
            o.extend_from_slice(if v.is_zero() { b"false" } else { b"true" });
            return;
        }
        match v {
            IntVal::Small(x) => push_i128(o, *x),
            IntVal::Big(b) => o.extend_from_slice(b.to_string().as_bytes()),
        }
    }

    fn is_packed(&self, t: Type) -> bool {
        match self.m.types.get(t) {
            TypeData::Struct { packed, .. } => *packed,
            TypeData::Named(id) => matches!(
                self.m.types.structs[*id].body,
                StructBody::Body { packed: true, .. }
            ),
            _ => false,
        }
    }

    fn const_elems(&self, o: &mut Vec<u8>, f: Option<&FnCtx>, elems: &[Const]) {
        for (i, e) in elems.iter().enumerate() {
            if i > 0 {
                o.extend_from_slice(b", ");
            }
            self.ty(o, self.m.consts.ty(*e));
            o.push(b' ');
            self.constant(o, f, *e);
        }
    }

    /// A constant without its type.
    pub(crate) fn constant(&self, o: &mut Vec<u8>, f: Option<&FnCtx>, c: Const) {
        match self.m.consts.get(c).data {
            ConstData::Array(_)
            | ConstData::Vector(_)
            | ConstData::Struct(_)
            | ConstData::Expr(_) => crate::with_stack(|| self.constant_parts(o, f, c)),
            _ => self.constant_parts(o, f, c),
        }
    }

    fn constant_parts(&self, o: &mut Vec<u8>, f: Option<&FnCtx>, c: Const) {
        let e = self.m.consts.get(c);
        match &e.data {
            ConstData::Int(v) => self.int(o, e.ty, v),
            ConstData::Float(bits) => match self.m.types.float_kind(self.m.types.scalar(e.ty)) {
                Some(k) => push_float(o, k, *bits),
                None => o.extend_from_slice(b"<bad float>"),
            },
            ConstData::Null => o.extend_from_slice(b"null"),
            ConstData::NoneToken => o.extend_from_slice(b"none"),
            ConstData::Undef => o.extend_from_slice(b"undef"),
            ConstData::Poison => o.extend_from_slice(b"poison"),
            ConstData::Zero => o.extend_from_slice(b"zeroinitializer"),
            ConstData::Array(v) => {
                o.push(b'[');
                self.const_elems(o, f, v);
                o.push(b']');
            }
            ConstData::Vector(v) => {
                o.push(b'<');
                self.const_elems(o, f, v);
                o.push(b'>');
            }
            ConstData::Struct(v) => {
                let packed = self.is_packed(e.ty);
                if packed {
                    o.push(b'<');
                }
                o.push(b'{');
                if !v.is_empty() {
                    o.push(b' ');
                    self.const_elems(o, f, v);
                    o.push(b' ');
                }
                o.push(b'}');
                if packed {
                    o.push(b'>');
                }
            }
            ConstData::Bytes(b) => {
                o.extend_from_slice(b"c\"");
                push_escaped(o, b);
                o.push(b'"');
            }
            ConstData::Global(g) => self.global_ref(o, *g),
            ConstData::BlockAddress(g, b) => {
                o.extend_from_slice(b"blockaddress(");
                self.global_ref(o, *g);
                o.extend_from_slice(b", ");
                self.foreign_block(o, f, *g, *b);
                o.push(b')');
            }
            ConstData::DsoLocalEquivalent(g) => {
                o.extend_from_slice(b"dso_local_equivalent ");
                self.global_ref(o, *g);
            }
            ConstData::NoCfi(g) => {
                o.extend_from_slice(b"no_cfi ");
                self.global_ref(o, *g);
            }
            ConstData::Expr(x) => {
                o.extend_from_slice(expr_opcode(x.op).as_bytes());
                write_flags(o, x.flags);
                if let Some((lo, hi)) = x.inrange {
                    o.extend_from_slice(b" inrange(");
                    push_i64(o, lo);
                    o.extend_from_slice(b", ");
                    push_i64(o, hi);
                    o.push(b')');
                }
                match x.op {
                    ExprOp::ICmp(p) => {
                        o.push(b' ');
                        o.extend_from_slice(p.keyword().as_bytes());
                    }
                    ExprOp::FCmp(p) => {
                        o.push(b' ');
                        o.extend_from_slice(p.keyword().as_bytes());
                    }
                    _ => {}
                }
                o.extend_from_slice(b" (");
                if let Some(t) = x.src_ty {
                    self.ty(o, t);
                    o.extend_from_slice(b", ");
                }
                self.const_elems(o, f, &x.operands);
                if matches!(x.op, ExprOp::Cast(_)) {
                    o.extend_from_slice(b" to ");
                    self.ty(o, e.ty);
                }
                if x.op == ExprOp::ShuffleVector {
                    self.shuffle_mask(o, e.ty, &x.mask);
                }
                o.push(b')');
            }
        }
    }

    /// A block of another (or the current) function, for `blockaddress`.
    fn foreign_block(&self, o: &mut Vec<u8>, f: Option<&FnCtx>, g: GlobalId, b: crate::Block) {
        if let Some(f) = f {
            if f.gid == g {
                return self.block_ref(o, Some(f), b);
            }
        }
        let Some(func) = self.m.globals.get(g).and_then(|gv| gv.as_func()) else {
            o.extend_from_slice(b"<badref>");
            return;
        };
        let Some(body) = &func.body else {
            o.extend_from_slice(b"<badref>");
            return;
        };
        let params = self.m.types.fn_sig(func.ty).map_or(&[][..], |s| s.1);
        let names = LocalNames::compute(self.m, params, &func.arg_names, Some(body), None);
        match names.blocks.get(b.index()) {
            Some(e) if e.is_set() => names.push(o, e),
            Some(_) => Self::local_slot(o, body.blocks[b].name.as_deref(), NONE),
            None => o.extend_from_slice(b"<badref>"),
        }
    }

    /// `, <N x i32> <mask>` of a shufflevector producing `ty`.
    pub(crate) fn shuffle_mask(&self, o: &mut Vec<u8>, ty: Type, mask: &[i32]) {
        o.extend_from_slice(b", <");
        if let Some((_, true)) = self.m.types.vector_len(ty) {
            o.extend_from_slice(b"vscale x ");
        }
        push_u64(o, mask.len() as u64);
        o.extend_from_slice(b" x i32> ");
        if mask.iter().all(|&e| e == 0) {
            o.extend_from_slice(b"zeroinitializer");
        } else if mask.iter().all(|&e| e < 0) {
            o.extend_from_slice(b"poison");
        } else {
            o.push(b'<');
            for (i, &e) in mask.iter().enumerate() {
                if i > 0 {
                    o.extend_from_slice(b", ");
                }
                o.extend_from_slice(b"i32 ");
                if e < 0 {
                    o.extend_from_slice(b"poison");
                } else {
                    push_i64(o, e as i64);
                }
            }
            o.push(b'>');
        }
    }

    // ----- attributes -----

    pub(crate) fn attr(&self, o: &mut Vec<u8>, a: &Attr, in_group: bool) {
        match a {
            Attr::Flag(k) => o.extend_from_slice(k.keyword().as_bytes()),
            Attr::Int(k, v) => {
                let kw = k.keyword();
                match kw {
                    "align" => {
                        o.extend_from_slice(if in_group { b"align=" } else { b"align " });
                        push_u64(o, *v);
                    }
                    "alignstack" | "dereferenceable" | "dereferenceable_or_null" => {
                        o.extend_from_slice(kw.as_bytes());
                        o.push(if in_group { b'=' } else { b'(' });
                        push_u64(o, *v);
                        if !in_group {
                            o.push(b')');
                        }
                    }
                    "uwtable" => o.extend_from_slice(if *v == 1 {
                        b"uwtable(sync)".as_slice()
                    } else {
                        b"uwtable".as_slice()
                    }),
                    "allockind" => {
                        o.extend_from_slice(b"allockind(\"");
                        let mut first = true;
                        for (bit, name) in ALLOCKIND_BITS {
                            if v & bit != 0 {
                                if !first {
                                    o.push(b',');
                                }
                                first = false;
                                o.extend_from_slice(name.as_bytes());
                            }
                        }
                        o.extend_from_slice(b"\")");
                    }
                    "nofpclass" => {
                        o.extend_from_slice(b"nofpclass(");
                        let mut mask = *v;
                        if mask == 0 {
                            o.extend_from_slice(b"none");
                        }
                        let mut first = true;
                        for (bits, name) in FPCLASS_NAMES {
                            if mask & bits == *bits {
                                if !first {
                                    o.push(b' ');
                                }
                                first = false;
                                o.extend_from_slice(name.as_bytes());
                                mask &= !bits;
                            }
                        }
                        o.push(b')');
                    }
                    _ => {
                        o.extend_from_slice(kw.as_bytes());
                        o.push(b'(');
                        push_u64(o, *v);
                        o.push(b')');
                    }
                }
            }
            Attr::AllocSize(n, m) => {
                o.extend_from_slice(b"allocsize(");
                push_u64(o, *n as u64);
                if let Some(m) = m {
                    o.push(b',');
                    push_u64(o, *m as u64);
                }
                o.push(b')');
            }
            Attr::VScaleRange(lo, hi) => {
                o.extend_from_slice(b"vscale_range(");
                push_u64(o, *lo as u64);
                o.push(b',');
                push_u64(o, *hi as u64);
                o.push(b')');
            }
            Attr::Memory(me) => {
                o.extend_from_slice(b"memory(");
                let other = me.other;
                let all_same = me.argmem == other && me.inaccessiblemem == other;
                let mut first = true;
                if other != ModRef::None || all_same {
                    first = false;
                    o.extend_from_slice(other.keyword().as_bytes());
                }
                for (name, mr) in me.locations().iter().take(2) {
                    if *mr == other {
                        continue;
                    }
                    if !first {
                        o.extend_from_slice(b", ");
                    }
                    first = false;
                    o.extend_from_slice(name.as_bytes());
                    o.extend_from_slice(b": ");
                    o.extend_from_slice(mr.keyword().as_bytes());
                }
                o.push(b')');
            }
            Attr::Type(k, t) => {
                o.extend_from_slice(k.keyword().as_bytes());
                o.push(b'(');
                self.ty(o, *t);
                o.push(b')');
            }
            Attr::Range { ty, lo, hi } => {
                o.extend_from_slice(b"range(");
                self.ty(o, *ty);
                o.push(b' ');
                push_intval(o, lo);
                o.extend_from_slice(b", ");
                push_intval(o, hi);
                o.push(b')');
            }
            Attr::Initializes(ranges) => {
                o.extend_from_slice(b"initializes(");
                for (i, (lo, hi)) in ranges.iter().enumerate() {
                    if i > 0 {
                        o.extend_from_slice(b", ");
                    }
                    o.push(b'(');
                    push_i64(o, *lo);
                    o.extend_from_slice(b", ");
                    push_i64(o, *hi);
                    o.push(b')');
                }
                o.push(b')');
            }
            Attr::Str(k, v) => {
                // LLVM 19 writes the key unescaped (only the value is escaped).
                o.push(b'"');
                o.extend_from_slice(k);
                o.push(b'"');
                if !v.is_empty() {
                    o.extend_from_slice(b"=\"");
                    push_escaped(o, v);
                    o.push(b'"');
                }
            }
        }
    }

    /// The attributes of a set separated by spaces.
    pub(crate) fn attr_set(&self, o: &mut Vec<u8>, s: AttrSet, in_group: bool) {
        for (i, a) in self.m.attrs.get(s).iter().enumerate() {
            if i > 0 {
                o.push(b' ');
            }
            self.attr(o, a, in_group);
        }
    }

    // ----- metadata -----

    /// A metadata reference as an operand (`!N`, inline `!DIExpression(...)`, `!"str"`,
    /// `i32 1`).
    pub(crate) fn md_ref(&self, o: &mut Vec<u8>, f: Option<&FnCtx>, r: MdRef) {
        match r {
            MdRef::Node(n) => self.md_node_ref(o, f, n),
            MdRef::Str(s) => {
                o.extend_from_slice(b"!\"");
                push_escaped(o, self.m.md.str_bytes(s));
                o.push(b'"');
            }
            MdRef::Value(c) => {
                self.ty(o, self.m.consts.ty(c));
                o.push(b' ');
                self.constant(o, f, c);
            }
            MdRef::Local(l) => self.local_md(o, f, l),
        }
    }

    pub(crate) fn md_node_ref(&self, o: &mut Vec<u8>, f: Option<&FnCtx>, n: MdNode) {
        let n = self.m.md.canonical(n);
        match &self.m.md.node(n).data {
            NodeData::Expression(_) => return self.md_body(o, f, n),
            NodeData::Special { kind, .. } if kind == "DIArgList" => return self.md_body(o, f, n),
            _ => {}
        }
        match self.s.md(self.m, n) {
            Some(s) => {
                o.push(b'!');
                push_u64(o, s as u64);
            }
            None => match &self.m.md.node(n).data {
                NodeData::Special { kind, .. } if kind == "DILocation" => self.md_body(o, f, n),
                _ => o.extend_from_slice(b"<badref>"),
            },
        }
    }

    /// The body of a node: `distinct !{...}`, `!DIxxx(...)`.
    pub(crate) fn md_body(&self, o: &mut Vec<u8>, f: Option<&FnCtx>, n: MdNode) {
        let e = self.m.md.node(n);
        if e.distinct {
            o.extend_from_slice(b"distinct ");
        }
        match &e.data {
            NodeData::Tuple(ops) => {
                o.extend_from_slice(b"!{");
                for (i, op) in ops.iter().enumerate() {
                    if i > 0 {
                        o.extend_from_slice(b", ");
                    }
                    match op {
                        None => o.extend_from_slice(b"null"),
                        Some(r) => self.md_ref(o, f, *r),
                    }
                }
                o.push(b'}');
            }
            NodeData::Expression(elems) => {
                o.extend_from_slice(b"!DIExpression(");
                for (i, el) in elems.iter().enumerate() {
                    if i > 0 {
                        o.extend_from_slice(b", ");
                    }
                    match el {
                        ExprElem::Op(s) | ExprElem::Int(s) => o.extend_from_slice(s.as_bytes()),
                    }
                }
                o.push(b')');
            }
            NodeData::Special { kind, fields } => {
                o.push(b'!');
                o.extend_from_slice(kind.as_bytes());
                o.push(b'(');
                for (i, fld) in fields.iter().enumerate() {
                    if i > 0 {
                        o.extend_from_slice(b", ");
                    }
                    if !fld.name.is_empty() {
                        o.extend_from_slice(fld.name.as_bytes());
                        o.extend_from_slice(b": ");
                    }
                    match &fld.value {
                        DiValue::Int(s) | DiValue::Ident(s) => o.extend_from_slice(s.as_bytes()),
                        DiValue::Str(s) => push_quoted(o, s),
                        DiValue::Flags(fl) => {
                            for (j, x) in fl.iter().enumerate() {
                                if j > 0 {
                                    o.extend_from_slice(b" | ");
                                }
                                o.extend_from_slice(x.as_bytes());
                            }
                        }
                        DiValue::Md(None) => o.extend_from_slice(b"null"),
                        DiValue::Md(Some(r)) => self.md_ref(o, f, *r),
                        DiValue::List(ops) => {
                            o.push(b'{');
                            for (j, r) in ops.iter().enumerate() {
                                if j > 0 {
                                    o.extend_from_slice(b", ");
                                }
                                match r {
                                    Some(r) => self.md_ref(o, f, *r),
                                    None => o.extend_from_slice(b"null"),
                                }
                            }
                            o.push(b'}');
                        }
                    }
                }
                o.push(b')');
            }
            NodeData::Placeholder => o.extend_from_slice(b"<placeholder>"),
        }
    }
}

pub(crate) fn push_intval(o: &mut Vec<u8>, v: &IntVal) {
    match v {
        IntVal::Small(x) => push_i128(o, *x),
        IntVal::Big(b) => o.extend_from_slice(b.to_string().as_bytes()),
    }
}

fn expr_opcode(op: ExprOp) -> &'static str {
    match op {
        ExprOp::Bin(b) => b.keyword(),
        ExprOp::Cast(c) => c.keyword(),
        ExprOp::GetElementPtr => "getelementptr",
        ExprOp::ExtractElement => "extractelement",
        ExprOp::InsertElement => "insertelement",
        ExprOp::ShuffleVector => "shufflevector",
        ExprOp::ICmp(_) => "icmp",
        ExprOp::FCmp(_) => "fcmp",
        ExprOp::Select => "select",
        ExprOp::FNeg => "fneg",
    }
}

/// Writes flags in LLVM's order: fast-math flags, `inbounds`/`nusw`, `nuw`, `nsw`, `exact`,
/// `disjoint`, `nneg` (each opcode only ever has a consistent subset).
pub(crate) fn write_flags(o: &mut Vec<u8>, fl: Flags) {
    let fmf = fl.fmf();
    if fmf == Flags::FAST_ALL {
        o.extend_from_slice(b" fast");
    } else if fmf != 0 {
        for (bit, name) in [
            (Flags::FAST_REASSOC, " reassoc"),
            (Flags::FAST_NNAN, " nnan"),
            (Flags::FAST_NINF, " ninf"),
            (Flags::FAST_NSZ, " nsz"),
            (Flags::FAST_ARCP, " arcp"),
            (Flags::FAST_CONTRACT, " contract"),
            (Flags::FAST_AFN, " afn"),
        ] {
            if fl.has(bit) {
                o.extend_from_slice(name.as_bytes());
            }
        }
    }
    if fl.has(Flags::INBOUNDS) {
        o.extend_from_slice(b" inbounds");
    } else if fl.has(Flags::NUSW) {
        o.extend_from_slice(b" nusw");
    }
    for (bit, name) in [
        (Flags::NUW, " nuw"),
        (Flags::NSW, " nsw"),
        (Flags::EXACT, " exact"),
        (Flags::DISJOINT, " disjoint"),
        (Flags::NNEG, " nneg"),
    ] {
        if fl.has(bit) {
            o.extend_from_slice(name.as_bytes());
        }
    }
}
