//! Values and constants: literals, aggregates, global references, constant expressions, inline
//! asm, and metadata used as a value.

use super::{PResult, Parser};
use crate::function::LocalMdData;
use crate::inst::{BinOp, CastOp, Flags, FloatPredicate, IntPredicate};
use crate::lexer::Tok;
use crate::metadata::MdRef;
use crate::types::{FloatKind, Type, TypeData};
use crate::value::{Const, ConstData, ConstExpr, ExprOp, InlineAsm, Value};

impl<'s> Parser<'s> {
    /// Parses `<type> <value>`.
    pub(crate) fn parse_typed_value(&mut self) -> PResult<(Type, Value)> {
        let t = self.parse_type(false)?;
        let v = self.parse_value(t)?;
        Ok((t, v))
    }

    /// Parses a value of type `ty`: a local, a constant or (for `metadata`) a metadata operand.
    pub(crate) fn parse_value(&mut self, ty: Type) -> PResult<Value> {
        match self.tok {
            // After `metadata`, a local name begins the operand's type, as in LLVM's reader:
            // `metadata %T* %x` (a legacy typed pointer of a named type), `metadata %T %x`.
            Tok::LocalName | Tok::LocalQuoted | Tok::LocalId if !self.m.types.is_metadata(ty) => {
                self.local_value_ref(ty)
            }
            _ if self.m.types.is_metadata(ty) => self.parse_metadata_as_value(),
            _ => Ok(Value::Const(self.parse_const_value(ty)?)),
        }
    }

    /// A metadata operand of a call or debug record: `!N`, `!{}`, `!"s"`, `!DI...`,
    /// `!DIArgList(...)`, or `<type> <value>`.
    pub(crate) fn parse_metadata_as_value(&mut self) -> PResult<Value> {
        if self.tok == Tok::MetaName && self.text() == "!DIArgList" {
            self.bump();
            self.expect(Tok::LParen, "'(' after !DIArgList")?;
            let vals = self.parse_typed_values_until(Tok::RParen)?;
            self.expect(Tok::RParen, "')' at end of !DIArgList")?;
            return self.local_md(LocalMdData::ArgList(vals));
        }
        if matches!(self.tok, Tok::MetaName | Tok::MetaId | Tok::Exclaim) || self.is_kw("distinct")
        {
            let r = self.parse_md_operand()?;
            return match r {
                Some(r) => Ok(Value::Md(r)),
                None => self.err("null is not a valid metadata value here"),
            };
        }
        let pos = self.pos();
        let t = self.parse_type(false)?;
        if self.m.types.is_metadata(t) {
            return self.err_at(pos, "invalid metadata-value-metadata roundtrip");
        }
        let v = self.parse_value(t)?;
        match v {
            Value::Const(c) => Ok(Value::Md(MdRef::Value(c))),
            Value::Inst(_) | Value::Arg(_) => self.local_md(LocalMdData::Value(v)),
            _ => self.err_at(pos, "expected a value in metadata"),
        }
    }

    fn local_md(&mut self, data: LocalMdData) -> PResult<Value> {
        let Some(fs) = self.fs.as_mut() else {
            return self.err("function-local metadata outside a function");
        };
        let id = fs.body.local_md.push(data);
        Ok(Value::LocalMd(id))
    }

    /// Parses a constant of type `ty`.
    pub(crate) fn parse_const_value(&mut self, ty: Type) -> PResult<Const> {
        self.nested(|p| p.parse_const_value_nested(ty))
    }

    fn parse_const_value_nested(&mut self, ty: Type) -> PResult<Const> {
        let pos = self.pos();
        let c = self.parse_const_inner(ty)?;
        let cty = self.m.consts.ty(c);
        if cty != ty {
            let got = self.type_name(cty);
            let want = self.type_name(ty);
            return self.err_at(
                pos,
                format!(
                    "constant expression type mismatch: got type '{got}' but expected '{want}'"
                ),
            );
        }
        Ok(c)
    }

    /// Parses a constant expression whose type is determined by the expression itself (for
    /// aliasees, which LLVM prints without a type).
    pub(crate) fn parse_const_value_any(&mut self) -> PResult<Const> {
        let pos = self.pos();
        self.parse_const_expr(pos)
    }

    fn parse_const_inner(&mut self, ty: Type) -> PResult<Const> {
        let pos = self.pos();
        match self.tok {
            Tok::Int | Tok::HexInt => {
                let Some(bits) = self.m.types.int_bits(ty) else {
                    return self.err("integer constant must have integer type");
                };
                let v = self.parse_int_literal(bits)?;
                Ok(self.m.consts.intern_raw(ty, ConstData::Int(v)))
            }
            Tok::Float | Tok::HexFloat => {
                let Some(kind) = self.m.types.float_kind(ty) else {
                    return self.err("floating point constant invalid for type");
                };
                let bits = self.parse_float_bits(kind)?;
                Ok(self.m.consts.intern_raw(ty, ConstData::Float(bits)))
            }
            Tok::GlobalName | Tok::GlobalQuoted | Tok::GlobalId => {
                if !self.m.types.is_ptr(ty) {
                    let want = self.type_name(ty);
                    return self.err(format!(
                        "global variable reference must have pointer type, expected '{want}'"
                    ));
                }
                let g = self.global_ref()?;
                let a = self.m.types.addrspace(ty).unwrap_or(0);
                if matches!(
                    self.m.globals[g].kind,
                    crate::module::GlobalKind::Placeholder
                ) {
                    self.m.globals[g].common.addrspace = a;
                }
                let gty = self.m.global_ptr_type(g);
                Ok(self.m.consts.intern_raw(gty, ConstData::Global(g)))
            }
            Tok::LBracket => {
                self.bump();
                let (elem_ty, len) = match *self.m.types.get(ty) {
                    TypeData::Array { elem, len } => (elem, len),
                    _ => return self.err_at(pos, "invalid type for array constant"),
                };
                let elems = self.parse_const_elems(Tok::RBracket, elem_ty)?;
                self.expect(Tok::RBracket, "']' at end of array constant")?;
                if elems.len() as u64 != len {
                    return self.err_at(
                        pos,
                        format!(
                            "array constant has {} elements, but the type has {len}",
                            elems.len()
                        ),
                    );
                }
                Ok(self.m.consts.aggregate(&self.m.types, ty, elems))
            }
            Tok::LBrace => {
                self.bump();
                self.parse_struct_const(ty, false, pos)
            }
            Tok::Less => {
                self.bump();
                if self.eat(Tok::LBrace) {
                    let c = self.parse_struct_const(ty, true, pos)?;
                    self.expect(Tok::Greater, "'>' at end of packed struct constant")?;
                    return Ok(c);
                }
                let (elem_ty, len) = match *self.m.types.get(ty) {
                    TypeData::Vector {
                        elem,
                        len,
                        scalable: false,
                    } => (elem, len),
                    _ => return self.err_at(pos, "invalid type for vector constant"),
                };
                let elems = self.parse_const_elems(Tok::Greater, elem_ty)?;
                self.expect(Tok::Greater, "'>' at end of vector constant")?;
                if elems.len() as u64 != len as u64 {
                    return self.err_at(pos, "vector constant has the wrong number of elements");
                }
                Ok(self.m.consts.aggregate(&self.m.types, ty, elems))
            }
            Tok::Ident => self.parse_keyword_const(ty, pos),
            _ => self.expected("value"),
        }
    }

    fn parse_struct_const(&mut self, ty: Type, packed: bool, pos: usize) -> PResult<Const> {
        let fields: Vec<Type> = match self.m.types.get(ty) {
            TypeData::Struct { packed: p, elems } if *p == packed => elems.clone(),
            TypeData::Named(id) => match &self.m.types.structs[*id].body {
                crate::types::StructBody::Body { packed: p, elems } if *p == packed => {
                    elems.clone()
                }
                _ => return self.err_at(pos, "invalid type for struct constant"),
            },
            _ => return self.err_at(pos, "invalid type for struct constant"),
        };
        let mut elems = Vec::new();
        if self.tok != Tok::RBrace {
            loop {
                let epos = self.pos();
                let t = self.parse_type(false)?;
                let c = self.parse_const_value(t)?;
                if elems.len() >= fields.len() || fields[elems.len()] != t {
                    return self.err_at(epos, "element types must match field types");
                }
                elems.push(c);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RBrace, "'}' at end of struct constant")?;
        if elems.len() != fields.len() {
            return self.err_at(pos, "wrong number of elements in struct constant");
        }
        Ok(self.m.consts.aggregate(&self.m.types, ty, elems))
    }

    fn parse_const_elems(&mut self, close: Tok, elem_ty: Type) -> PResult<Vec<Const>> {
        let mut elems = Vec::new();
        if self.tok == close {
            return Ok(elems);
        }
        loop {
            let epos = self.pos();
            let t = self.parse_type(false)?;
            if t != elem_ty {
                let got = self.type_name(t);
                let want = self.type_name(elem_ty);
                return self.err_at(
                    epos,
                    format!("element type mismatch: got '{got}' but the aggregate holds '{want}'"),
                );
            }
            elems.push(self.parse_const_value(t)?);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        Ok(elems)
    }

    fn parse_keyword_const(&mut self, ty: Type, pos: usize) -> PResult<Const> {
        let w = self.text();
        match w {
            "true" | "false" => {
                if self.m.types.int_bits(ty) != Some(1) {
                    let want = self.type_name(ty);
                    return self.err(format!(
                        "constant expression type mismatch: got type 'i1' but expected '{want}'"
                    ));
                }
                let v = i128::from(w == "true");
                self.bump();
                Ok(self.m.consts.int(ty, 1, v))
            }
            "null" => {
                if !self.m.types.is_ptr(ty) {
                    return self.err("null must be a pointer type");
                }
                self.bump();
                Ok(self.m.consts.intern_raw(ty, ConstData::Null))
            }
            "none" => {
                if !self.m.types.is_token(ty) {
                    return self.err("invalid type for none constant");
                }
                self.bump();
                Ok(self.m.consts.intern_raw(ty, ConstData::NoneToken))
            }
            "undef" | "poison" => {
                if matches!(
                    self.m.types.get(ty),
                    TypeData::Label | TypeData::Void | TypeData::Function { .. }
                ) {
                    return self.err(format!("invalid type for {w} constant"));
                }
                let d = if w == "undef" {
                    ConstData::Undef
                } else {
                    ConstData::Poison
                };
                self.bump();
                Ok(self.m.consts.intern_raw(ty, d))
            }
            "zeroinitializer" => {
                if matches!(
                    self.m.types.get(ty),
                    TypeData::Label
                        | TypeData::Void
                        | TypeData::Function { .. }
                        | TypeData::Metadata
                        | TypeData::Token
                ) {
                    return self.err("invalid type for null constant");
                }
                self.bump();
                Ok(self.zero_of(ty))
            }
            "c" => {
                self.bump();
                if self.tok != Tok::Str {
                    return self.expected("string constant after 'c'");
                }
                let bytes = self.string_bytes()?;
                self.bump();
                match *self.m.types.get(ty) {
                    TypeData::Array { elem, len }
                        if self.m.types.int_bits(elem) == Some(8) && len == bytes.len() as u64 =>
                    {
                        Ok(self.m.consts.bytes(ty, bytes))
                    }
                    _ => {
                        let want = self.type_name(ty);
                        self.err_at(
                            pos,
                            format!(
                                "constant expression type mismatch: got type '[{} x i8]' but expected '{want}'",
                                bytes.len()
                            ),
                        )
                    }
                }
            }
            "splat" => {
                self.bump();
                self.expect(Tok::LParen, "'(' after splat")?;
                let (elem_ty, len) = match *self.m.types.get(ty) {
                    TypeData::Vector { elem, len, .. } => (elem, len),
                    _ => return self.err_at(pos, "splat must have vector type"),
                };
                let t = self.parse_type(false)?;
                if t != elem_ty {
                    return self.err_at(pos, "splat element type mismatch");
                }
                let c = self.parse_const_value(t)?;
                self.expect(Tok::RParen, "')' at end of splat")?;
                Ok(self
                    .m
                    .consts
                    .aggregate(&self.m.types, ty, vec![c; len as usize]))
            }
            "blockaddress" => self.parse_blockaddress(ty),
            "dso_local_equivalent" | "no_cfi" => {
                self.bump();
                if !matches!(
                    self.tok,
                    Tok::GlobalName | Tok::GlobalQuoted | Tok::GlobalId
                ) {
                    return self.expected("global value name");
                }
                let g = self.global_ref()?;
                let d = if w == "no_cfi" {
                    ConstData::NoCfi(g)
                } else {
                    ConstData::DsoLocalEquivalent(g)
                };
                let pty = self.m.global_ptr_type(g);
                Ok(self.m.consts.intern_raw(pty, d))
            }
            _ => self.parse_const_expr(pos),
        }
    }

    /// The zero value of `ty` (`zeroinitializer`, or the scalar zero for scalars).
    pub(crate) fn zero_of(&mut self, ty: Type) -> Const {
        match self.m.types.get(ty) {
            TypeData::Int(b) => {
                let b = *b;
                self.m.consts.int(ty, b, 0)
            }
            TypeData::Float(_) => self.m.consts.intern_raw(ty, ConstData::Float(0)),
            TypeData::Ptr(_) => self.m.consts.intern_raw(ty, ConstData::Null),
            TypeData::Token => self.m.consts.intern_raw(ty, ConstData::NoneToken),
            _ => self.m.consts.intern_raw(ty, ConstData::Zero),
        }
    }

    fn parse_blockaddress(&mut self, ty: Type) -> PResult<Const> {
        self.bump();
        self.expect(Tok::LParen, "'(' in block address expression")?;
        if !matches!(
            self.tok,
            Tok::GlobalName | Tok::GlobalQuoted | Tok::GlobalId
        ) {
            return self.expected("function name in blockaddress");
        }
        let g = self.global_ref()?;
        self.expect(Tok::Comma, "',' in block address expression")?;
        let bpos = self.pos();
        let label = match self.tok {
            Tok::LocalName | Tok::LocalQuoted => {
                super::BlockName::Name(self.local_name_text()?.into())
            }
            Tok::LocalId => {
                super::BlockName::Number(self.text()[1..].parse::<u32>().unwrap_or(u32::MAX))
            }
            _ => return self.expected("basic block name in blockaddress"),
        };
        self.bump();
        self.expect(Tok::RParen, "')' in block address expression")?;
        let block = self.blockaddress_block(g, label, bpos)?;
        let _ = ty;
        let pty = self.m.types.ptr(0);
        Ok(self
            .m
            .consts
            .intern_raw(pty, ConstData::BlockAddress(g, block)))
    }

    /// Reads an initializer with `read`; a removed constant expression inside it is LLVM 19's
    /// error at its opcode ("and constexprs are no longer supported"): no instruction can
    /// compute it there.
    pub(crate) fn removed_in_initializer<T>(
        &mut self,
        read: impl FnOnce(&mut Self) -> PResult<T>,
    ) -> PResult<T> {
        let outer = self.removed_constexpr.take();
        let r = read(self)?;
        if let Some((pos, w)) = self.removed_constexpr.take() {
            return self.err_at(pos, format!("{w} constexprs are no longer supported"));
        }
        self.removed_constexpr = outer;
        Ok(r)
    }

    fn parse_const_expr(&mut self, pos: usize) -> PResult<Const> {
        let w = self.text();
        // The constant expressions LLVM removed (`and`, `zext`, `icmp`, `select`, ...) are read
        // too: `upgrade::constexpr` expands them into instructions, as LLVM's bitcode reader
        // does, with a warning. LLVM 19's text reader rejects them; an initializer, which
        // cannot hold instructions, still does (see `removed_in_initializer`).
        let removed_cast = CastOp::from_keyword(w)
            .is_some_and(|op| crate::upgrade::constexpr_is_removed(&ExprOp::Cast(op)));
        let removed_bin = BinOp::from_keyword(w)
            .is_some_and(|op| crate::upgrade::constexpr_is_removed(&ExprOp::Bin(op)));
        if (removed_cast || removed_bin || matches!(w, "icmp" | "fcmp" | "select" | "fneg"))
            && self.removed_constexpr.is_none()
        {
            self.removed_constexpr = Some((pos, w.to_string()));
        }
        if w == "fneg" {
            self.bump();
            self.expect(Tok::LParen, "'(' in fneg constantexpr")?;
            let (t, a) = self.parse_typed_const()?;
            self.expect(Tok::RParen, "')' in fneg constantexpr")?;
            if !self.m.types.is_fp_or_fp_vector(t) {
                return self.err_at(pos, "fneg constexpr requires a floating-point operand");
            }
            return Ok(self.expr(
                t,
                ExprOp::FNeg,
                Flags::default(),
                vec![a],
                None,
                None,
                Vec::new(),
            ));
        }
        if let Some(op) = CastOp::from_keyword(w) {
            self.bump();
            let mut flags = Flags::default();
            self.parse_cast_flags(op, &mut flags);
            self.expect(Tok::LParen, "'(' after constantexpr cast")?;
            let (_, c) = self.parse_typed_const()?;
            self.expect_kw("to")?;
            let to = self.parse_type(false)?;
            self.expect(Tok::RParen, "')' at end of constantexpr cast")?;
            let from = self.m.consts.ty(c);
            if let Err(msg) = crate::typecheck::check_cast(&self.m.types, op, from, to) {
                return self.err_at(pos, msg);
            }
            // A no-op cast folds to its operand, as LLVM's constant folder does (this is what
            // typed-pointer bitcasts between pointers become).
            if from == to && matches!(op, CastOp::BitCast) {
                return Ok(c);
            }
            if let Some(folded) = self.fold_const_cast(op, c, to) {
                return Ok(folded);
            }
            return Ok(self.expr(to, ExprOp::Cast(op), flags, vec![c], None, None, Vec::new()));
        }
        if let Some(op) = BinOp::from_keyword(w) {
            self.bump();
            let mut flags = Flags::default();
            self.parse_binop_flags(op, &mut flags);
            self.expect(Tok::LParen, "'(' in binary constantexpr")?;
            let (t, a) = self.parse_typed_const()?;
            self.expect(Tok::Comma, "',' in binary constantexpr")?;
            let (t2, b) = self.parse_typed_const()?;
            self.expect(Tok::RParen, "')' in binary constantexpr")?;
            if t != t2 {
                return self.err_at(pos, "operands of constexpr must have same type");
            }
            if let Some(folded) = self.fold_const_bin(op, a, b) {
                return Ok(folded);
            }
            return Ok(self.expr(
                t,
                ExprOp::Bin(op),
                flags,
                vec![a, b],
                None,
                None,
                Vec::new(),
            ));
        }
        match w {
            "getelementptr" => {
                self.bump();
                let mut flags = Flags::default();
                let mut inrange = None;
                loop {
                    if self.eat_kw("inbounds") {
                        flags.set(Flags::INBOUNDS | Flags::NUSW);
                    } else if self.eat_kw("nusw") {
                        flags.set(Flags::NUSW);
                    } else if self.eat_kw("nuw") {
                        flags.set(Flags::NUW);
                    } else if self.eat_kw("inrange") {
                        self.expect(Tok::LParen, "'('")?;
                        let a = self.parse_i64("inrange start")?;
                        self.expect(Tok::Comma, "','")?;
                        let b = self.parse_i64("inrange end")?;
                        self.expect(Tok::RParen, "')'")?;
                        if b < a {
                            return self.err("expected end to be larger than start");
                        }
                        inrange = Some((a, b));
                    } else {
                        break;
                    }
                }
                self.expect(Tok::LParen, "'(' in constantexpr")?;
                let src_ty = self.parse_type(false)?;
                self.expect(Tok::Comma, "',' after getelementptr's type")?;
                let mut ops = Vec::new();
                loop {
                    let (_, c) = self.parse_typed_const()?;
                    ops.push(c);
                    if !self.eat(Tok::Comma) {
                        break;
                    }
                }
                self.expect(Tok::RParen, "')' in constantexpr")?;
                let tys: Vec<Type> = ops.iter().map(|c| self.m.consts.ty(*c)).collect();
                let consts: Vec<Option<i128>> = ops.iter().map(|c| self.const_index(*c)).collect();
                let rty = match crate::typecheck::gep_result_type(
                    &mut self.m.types,
                    src_ty,
                    &tys,
                    &consts,
                ) {
                    Ok(t) => t,
                    Err(msg) => return self.err_at(pos, msg),
                };
                if let Some(folded) = self.fold_const_gep(rty, src_ty, &mut ops, inrange) {
                    return Ok(folded);
                }
                Ok(self.expr(
                    rty,
                    ExprOp::GetElementPtr,
                    flags,
                    ops,
                    Some(src_ty),
                    inrange,
                    Vec::new(),
                ))
            }
            "icmp" | "fcmp" => {
                let is_icmp = w == "icmp";
                self.bump();
                let op = if is_icmp {
                    match IntPredicate::from_keyword(self.text()) {
                        Some(p) => ExprOp::ICmp(p),
                        None => return self.expected("icmp predicate"),
                    }
                } else {
                    match FloatPredicate::from_keyword(self.text()) {
                        Some(p) => ExprOp::FCmp(p),
                        None => return self.expected("fcmp predicate"),
                    }
                };
                self.bump();
                self.expect(Tok::LParen, "'(' in compare constantexpr")?;
                let (t, a) = self.parse_typed_const()?;
                self.expect(Tok::Comma, "','")?;
                let (_, b) = self.parse_typed_const()?;
                self.expect(Tok::RParen, "')'")?;
                let rty = self.cmp_result_type(t);
                Ok(self.expr(
                    rty,
                    op,
                    Flags::default(),
                    vec![a, b],
                    None,
                    None,
                    Vec::new(),
                ))
            }
            "extractelement" | "insertelement" | "shufflevector" | "select" => {
                self.bump();
                self.expect(Tok::LParen, "'(' in constantexpr")?;
                let mut ops = Vec::new();
                let mut mask = Vec::new();
                loop {
                    let (_, c) = self.parse_typed_const()?;
                    ops.push(c);
                    if !self.eat(Tok::Comma) {
                        break;
                    }
                }
                self.expect(Tok::RParen, "')' in constantexpr")?;
                let (op, rty) = match w {
                    "extractelement" if ops.len() == 2 => {
                        let vt = self.m.consts.ty(ops[0]);
                        (ExprOp::ExtractElement, self.m.types.scalar(vt))
                    }
                    "insertelement" if ops.len() == 3 => {
                        (ExprOp::InsertElement, self.m.consts.ty(ops[0]))
                    }
                    "select" if ops.len() == 3 => (ExprOp::Select, self.m.consts.ty(ops[1])),
                    "shufflevector" if ops.len() == 3 => {
                        let m = ops.pop().unwrap_or(ops[0]);
                        mask = self.shuffle_mask_of(m, pos)?;
                        let vt = self.m.consts.ty(ops[0]);
                        let (elem, scalable) = match *self.m.types.get(vt) {
                            TypeData::Vector { elem, scalable, .. } => (elem, scalable),
                            _ => return self.err_at(pos, "invalid shufflevector operands"),
                        };
                        let rty = self.m.types.intern(TypeData::Vector {
                            scalable,
                            len: mask.len() as u32,
                            elem,
                        });
                        (ExprOp::ShuffleVector, rty)
                    }
                    _ => return self.err_at(pos, format!("wrong number of operands for {w}")),
                };
                Ok(self.expr(rty, op, Flags::default(), ops, None, None, mask))
            }
            _ => self.expected("value"),
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn expr(
        &mut self,
        ty: Type,
        op: ExprOp,
        flags: Flags,
        operands: Vec<Const>,
        src_ty: Option<Type>,
        inrange: Option<(i64, i64)>,
        mask: Vec<i32>,
    ) -> Const {
        self.m.consts.intern_raw(
            ty,
            ConstData::Expr(Box::new(ConstExpr {
                op,
                flags,
                operands,
                src_ty,
                inrange,
                mask,
            })),
        )
    }

    /// Reads a shufflevector mask constant into lane indices (-1 for undef/poison lanes).
    pub(crate) fn shuffle_mask_of(&mut self, m: Const, pos: usize) -> PResult<Vec<i32>> {
        let mty = self.m.consts.ty(m);
        let Some((len, _)) = self.m.types.vector_len(mty) else {
            return self.err_at(pos, "shufflevector mask must be a vector");
        };
        if self.m.types.int_bits(self.m.types.scalar(mty)) != Some(32) {
            return self.err_at(pos, "shufflevector mask must be a vector of i32");
        }
        let e = self.m.consts.get(m).data.clone();
        Ok(match e {
            ConstData::Zero => vec![0; len as usize],
            ConstData::Undef | ConstData::Poison => vec![-1; len as usize],
            ConstData::Vector(elems) => elems
                .iter()
                .map(|c| match &self.m.consts.get(*c).data {
                    ConstData::Int(v) => v.as_i128().unwrap_or(-1) as i32,
                    _ => -1,
                })
                .collect(),
            _ => return self.err_at(pos, "invalid shufflevector mask"),
        })
    }

    pub(crate) fn cmp_result_type(&mut self, t: Type) -> Type {
        let i1 = self.m.types.int(1);
        match *self.m.types.get(t) {
            TypeData::Vector { scalable, len, .. } => self.m.types.intern(TypeData::Vector {
                scalable,
                len,
                elem: i1,
            }),
            _ => i1,
        }
    }

    fn parse_typed_const(&mut self) -> PResult<(Type, Const)> {
        let t = self.parse_type(false)?;
        let c = self.parse_const_value(t)?;
        Ok((t, c))
    }

    pub(crate) fn parse_cast_flags(&mut self, op: CastOp, flags: &mut Flags) {
        loop {
            if matches!(op, CastOp::ZExt | CastOp::UIToFP) && self.eat_kw("nneg") {
                flags.set(Flags::NNEG);
            } else if op == CastOp::Trunc && self.eat_kw("nuw") {
                flags.set(Flags::NUW);
            } else if op == CastOp::Trunc && self.eat_kw("nsw") {
                flags.set(Flags::NSW);
            } else {
                break;
            }
        }
    }

    pub(crate) fn parse_binop_flags(&mut self, op: BinOp, flags: &mut Flags) {
        loop {
            if op.has_wrap_flags() && self.eat_kw("nuw") {
                flags.set(Flags::NUW);
            } else if op.has_wrap_flags() && self.eat_kw("nsw") {
                flags.set(Flags::NSW);
            } else if op.has_exact() && self.eat_kw("exact") {
                flags.set(Flags::EXACT);
            } else if op == BinOp::Or && self.eat_kw("disjoint") {
                flags.set(Flags::DISJOINT);
            } else {
                break;
            }
        }
    }

    /// Parses fast-math flags.
    pub(crate) fn parse_fmf(&mut self) -> Flags {
        let mut f = Flags::default();
        loop {
            if self.tok != Tok::Ident {
                break;
            }
            let bit = match self.text() {
                "fast" => Flags::FAST_ALL,
                "nnan" => Flags::FAST_NNAN,
                "ninf" => Flags::FAST_NINF,
                "nsz" => Flags::FAST_NSZ,
                "arcp" => Flags::FAST_ARCP,
                "contract" => Flags::FAST_CONTRACT,
                "afn" => Flags::FAST_AFN,
                "reassoc" => Flags::FAST_REASSOC,
                _ => break,
            };
            f.set(bit);
            self.bump();
        }
        f
    }

    /// Parses a floating-point literal token into bits of format `kind`.
    pub(crate) fn parse_float_bits(&mut self, kind: FloatKind) -> PResult<u128> {
        let t = self.text();
        let bits = if self.tok == Tok::Float {
            let d: f64 = match t.parse() {
                Ok(d) => d,
                Err(_) => return self.expected("floating-point constant"),
            };
            match crate::float::from_double_exact(d.to_bits(), kind) {
                Some(b) => b,
                None => {
                    if matches!(
                        kind,
                        FloatKind::X86Fp80 | FloatKind::Fp128 | FloatKind::PpcFp128
                    ) {
                        return self.err(format!(
                            "floating point constant does not have type '{}'",
                            kind.keyword()
                        ));
                    }
                    return self.err("floating point constant invalid for type");
                }
            }
        } else {
            let body = &t[2..];
            let (prefix, digits) = match body.chars().next() {
                Some(c @ ('K' | 'L' | 'M' | 'H' | 'R')) => (Some(c), &body[1..]),
                _ => (None, body),
            };
            let parse_hex = |d: &str| u128::from_str_radix(d, 16).ok();
            match prefix {
                None => {
                    let Some(v) = parse_hex(digits).filter(|v| *v <= u64::MAX as u128) else {
                        return self.err("invalid hexadecimal floating-point constant");
                    };
                    match crate::float::from_double_exact(v as u64, kind) {
                        Some(b) => b,
                        None => {
                            if matches!(
                                kind,
                                FloatKind::X86Fp80 | FloatKind::Fp128 | FloatKind::PpcFp128
                            ) {
                                return self.err(format!(
                                    "floating point constant does not have type '{}'",
                                    kind.keyword()
                                ));
                            }
                            return self.err("floating point constant invalid for type");
                        }
                    }
                }
                Some(p) => {
                    let want = match p {
                        'K' => FloatKind::X86Fp80,
                        'L' => FloatKind::Fp128,
                        'M' => FloatKind::PpcFp128,
                        'H' => FloatKind::Half,
                        _ => FloatKind::BFloat,
                    };
                    if want != kind {
                        return self.err(format!(
                            "floating point constant does not have type '{}'",
                            kind.keyword()
                        ));
                    }
                    match p {
                        'K' => {
                            // 4 hex digits of sign+exponent, then 16 of significand.
                            if digits.len() > 20 {
                                return self.err("invalid x86_fp80 constant");
                            }
                            let padded = format!("{digits:0>20}");
                            let hi = parse_hex(&padded[..4]).unwrap_or(0);
                            let lo = parse_hex(&padded[4..]).unwrap_or(0);
                            (hi << 64) | lo
                        }
                        'L' | 'M' => {
                            // Low 64 bits first, then high 64 bits.
                            if digits.len() > 32 {
                                return self.err("invalid 128-bit floating-point constant");
                            }
                            let padded = format!("{digits:0>32}");
                            let lo = parse_hex(&padded[..16]).unwrap_or(0);
                            let hi = parse_hex(&padded[16..]).unwrap_or(0);
                            (hi << 64) | lo
                        }
                        _ => {
                            let Some(v) = parse_hex(digits).filter(|v| *v <= 0xffff) else {
                                return self.err("invalid 16-bit floating-point constant");
                            };
                            v
                        }
                    }
                }
            }
        };
        self.bump();
        Ok(bits)
    }

    /// Parses inline asm after the `asm` keyword; `fn_ty` is the call's function type.
    pub(crate) fn parse_inline_asm(&mut self, fn_ty: Type) -> PResult<Value> {
        let mut a = InlineAsm {
            fn_ty,
            asm: Vec::new(),
            constraints: Vec::new(),
            side_effect: false,
            align_stack: false,
            intel_dialect: false,
            unwind: false,
        };
        loop {
            if self.eat_kw("sideeffect") {
                a.side_effect = true;
            } else if self.eat_kw("alignstack") {
                a.align_stack = true;
            } else if self.eat_kw("inteldialect") {
                a.intel_dialect = true;
            } else if self.eat_kw("unwind") {
                a.unwind = true;
            } else {
                break;
            }
        }
        a.asm = self.parse_string("asm string")?;
        self.expect(Tok::Comma, "',' after inline asm string")?;
        a.constraints = self.parse_string("asm constraint string")?;
        Ok(Value::Asm(self.m.consts.asm(a)))
    }

    /// A printable name of a type, for messages.
    pub(crate) fn type_name(&self, t: Type) -> String {
        crate::typecheck::type_string(&self.m.types, t)
    }

    /// The value of a constant integer (or integer splat), for struct GEP indices.
    /// LLVM's constant folder on `add`, `sub`, `mul` and `xor` of scalar constants
    /// (`ConstantFoldBinaryInstruction`): two integers give the wrapped result; `undef` with an
    /// `add`, `sub` or `xor` gives `undef`; adding, subtracting or xoring 0 and multiplying by 1
    /// give the other operand, multiplying by 0 gives 0.
    fn fold_const_bin(&mut self, op: BinOp, a: Const, b: Const) -> Option<Const> {
        let t = self.m.consts.ty(a);
        let bits = self.m.types.int_bits(t)?;
        let da = self.m.consts.get(a).data.clone();
        let db = self.m.consts.get(b).data.clone();
        let int = |d: &ConstData| match d {
            ConstData::Int(v) => Some(v.to_bigint()),
            _ => None,
        };
        let is = |d: &ConstData, k: i64| int(d).is_some_and(|v| v == num_bigint::BigInt::from(k));
        if let (Some(x), Some(y)) = (int(&da), int(&db)) {
            let r = match op {
                BinOp::Add => x + y,
                BinOp::Sub => x - y,
                BinOp::Mul => x * y,
                BinOp::Xor => x ^ y,
                _ => return None,
            };
            let v = crate::value::IntVal::from_bigint(&r, bits);
            return Some(self.m.consts.intern_raw(t, ConstData::Int(v)));
        }
        let undef = |d: &ConstData| matches!(d, ConstData::Undef);
        match op {
            BinOp::Add | BinOp::Sub | BinOp::Xor if undef(&da) || undef(&db) => {
                Some(self.m.consts.intern_raw(t, ConstData::Undef))
            }
            BinOp::Add | BinOp::Xor if is(&da, 0) => Some(b),
            BinOp::Add | BinOp::Sub | BinOp::Xor if is(&db, 0) => Some(a),
            BinOp::Mul if is(&db, 1) => Some(a),
            BinOp::Mul if is(&da, 1) => Some(b),
            BinOp::Mul if is(&da, 0) || is(&db, 0) => Some(self.m.consts.int(t, bits, 0)),
            _ => None,
        }
    }

    /// LLVM's constant folder on a cast of a scalar integer or floating-point constant
    /// (`ConstantFoldCastInstruction`): `trunc`, `zext` and `sext` of an integer, and a
    /// `bitcast` between an integer and a floating-point type of the same width, give the
    /// value itself. Other casts stay expressions.
    fn fold_const_cast(&mut self, op: CastOp, c: Const, to: Type) -> Option<Const> {
        let from = self.m.consts.ty(c);
        let data = self.m.consts.get(c).data.clone();
        let to_bits = self.m.types.int_bits(to);
        match (op, data) {
            (CastOp::Trunc | CastOp::ZExt | CastOp::SExt, ConstData::Int(v)) => {
                let (fb, tb) = (self.m.types.int_bits(from)?, to_bits?);
                let big = match op {
                    // The stored value is canonical for `fb` bits read as signed.
                    CastOp::ZExt => {
                        let b = v.to_bigint();
                        if b.sign() == num_bigint::Sign::Minus {
                            b + (num_bigint::BigInt::from(1) << fb)
                        } else {
                            b
                        }
                    }
                    _ => v.to_bigint(),
                };
                Some(self.m.consts.intern_raw(
                    to,
                    ConstData::Int(crate::value::IntVal::from_bigint(&big, tb)),
                ))
            }
            (CastOp::BitCast, ConstData::Int(v))
                if matches!(self.m.types.get(to), TypeData::Float(_)) =>
            {
                let fb = self.m.types.int_bits(from)?;
                let b = v.to_bigint();
                let b = if b.sign() == num_bigint::Sign::Minus {
                    b + (num_bigint::BigInt::from(1) << fb)
                } else {
                    b
                };
                let bits: u128 = num_traits::ToPrimitive::to_u128(&b)?;
                Some(self.m.consts.intern_raw(to, ConstData::Float(bits)))
            }
            (CastOp::BitCast, ConstData::Float(bits)) if to_bits.is_some() => {
                let tb = to_bits?;
                let big = num_bigint::BigInt::from(bits);
                Some(self.m.consts.intern_raw(
                    to,
                    ConstData::Int(crate::value::IntVal::from_bigint(&big, tb)),
                ))
            }
            _ => None,
        }
    }

    /// What LLVM 19 makes of a `getelementptr` constant expression as it creates it
    /// (`ConstantFoldGetElementPtr` and `ConstantExpr::getGetElementPtr`): on an `undef` or
    /// `poison` base, that value of the result type; with indices that are all zero, `undef`
    /// or `poison` (and no `inrange`), the base itself (splat when the result is a vector);
    /// otherwise a splat vector index into a struct becomes its scalar value (in `ops`).
    fn fold_const_gep(
        &mut self,
        rty: Type,
        src_ty: Type,
        ops: &mut [Const],
        inrange: Option<(i64, i64)>,
    ) -> Option<Const> {
        let base = *ops.first()?;
        match self.m.consts.get(base).data {
            ConstData::Poison => return Some(self.m.consts.intern_raw(rty, ConstData::Poison)),
            ConstData::Undef => return Some(self.m.consts.intern_raw(rty, ConstData::Undef)),
            _ => {}
        }
        let no_op = |p: &Self, c: Const| {
            p.m.consts.is_null_value(&p.m.types, c)
                || matches!(p.m.consts.get(c).data, ConstData::Undef | ConstData::Poison)
                || matches!(&p.m.consts.get(c).data, ConstData::Vector(es)
                    if es.iter().all(|e| p.m.consts.is_null_value(&p.m.types, *e)
                        || matches!(p.m.consts.get(*e).data, ConstData::Undef | ConstData::Poison)))
        };
        if inrange.is_none() && ops.len() > 1 && ops[1..].iter().all(|c| no_op(self, *c)) {
            let bty = self.m.consts.ty(base);
            if let (Some((len, false)), false) =
                (self.m.types.vector_len(rty), self.m.types.is_vector(bty))
            {
                let elems = vec![base; len as usize];
                return Some(self.m.consts.aggregate(&self.m.types, rty, elems));
            }
            return Some(base);
        }
        // Struct indices are scalars: a splat vector index into a struct is its element.
        let mut cur = src_ty;
        for k in 2..ops.len() {
            if self.m.types.struct_elems(cur).is_some()
                && self.m.types.is_vector(self.m.consts.ty(ops[k]))
            {
                let ity = self.m.consts.ty(ops[k]);
                let elem_ty = self.m.types.scalar(ity);
                let bits = self.m.types.int_bits(elem_ty)?;
                let v = self.const_index(ops[k])?;
                ops[k] = self.m.consts.int(elem_ty, bits, v);
            }
            let idx = self.const_index(ops[k]).and_then(|v| u64::try_from(v).ok());
            cur = match idx {
                Some(i) => self.m.types.index_type(cur, i)?,
                None => match *self.m.types.get(cur) {
                    TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => elem,
                    _ => return None,
                },
            };
        }
        None
    }

    pub(crate) fn const_index(&self, c: Const) -> Option<i128> {
        match &self.m.consts.get(c).data {
            ConstData::Int(v) => v.as_i128(),
            ConstData::Zero => Some(0),
            ConstData::Vector(elems) => {
                let first = elems.first().and_then(|e| self.const_index(*e))?;
                elems
                    .iter()
                    .all(|e| self.const_index(*e) == Some(first))
                    .then_some(first)
            }
            _ => None,
        }
    }
}
