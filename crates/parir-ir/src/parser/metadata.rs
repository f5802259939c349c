//! Metadata: node references, tuples, strings, specialized nodes, definitions and attachments.

use super::{PResult, Parser};
use crate::lexer::Tok;
use crate::metadata::{DiField, DiValue, ExprElem, MdKind, MdNode, MdRef, NodeData};

impl<'s> Parser<'s> {
    /// `!N = [distinct] node`
    pub(crate) fn parse_numbered_md_def(&mut self) -> PResult<()> {
        let n = self.text()[1..].parse::<u32>().unwrap_or(u32::MAX);
        let pos = self.pos();
        self.bump();
        self.expect(Tok::Eq, "'=' here")?;
        let distinct = self.eat_kw("distinct");
        let data = match self.tok {
            Tok::Exclaim => {
                self.bump();
                if self.tok != Tok::LBrace {
                    return self.expected("'{' here");
                }
                self.bump();
                NodeData::Tuple(self.parse_md_tuple_ops()?)
            }
            Tok::MetaName => self.parse_specialized_node()?,
            _ => return self.expected("metadata node"),
        };
        if self.odr_uniquing {
            if let Some(id) = odr_identifier(&self.m.md, &data) {
                return self.define_odr_type(n, pos, id, distinct, data);
            }
        }
        match self.md_numbered.get(&n) {
            Some(&node) => {
                if self.md_fwd.remove(&n).is_none() {
                    return self.err_at(pos, format!("Metadata id is already used: !{n}"));
                }
                self.m.md.define(node, distinct, data);
            }
            None => {
                let node = if distinct {
                    self.m.md.distinct(data)
                } else {
                    // A uniqued definition may equal an earlier node; it still gets its own
                    // number in the text, mapped to the same node.
                    self.m.md.uniqued(data)
                };
                self.md_numbered.insert(n, node);
            }
        }
        Ok(())
    }

    /// `!N = [distinct] !DICompositeType(..., identifier: "ID")` with debug type ODR uniquing,
    /// as LLVM 19's `DICompositeType::buildODRType`: the first node of an identifier is
    /// distinct whatever the text says; a later one with the same tag is that node, and if the
    /// first is a forward declaration and the later one is not, the first takes the later
    /// one's fields. A later node that was referenced before its definition cannot be merged
    /// into the first (parir defines nodes in place): it stays a distinct node of its own.
    fn define_odr_type(
        &mut self,
        n: u32,
        pos: usize,
        id: Vec<u8>,
        distinct: bool,
        data: NodeData,
    ) -> PResult<()> {
        let forward = match self.md_numbered.get(&n) {
            Some(&node) => {
                if self.md_fwd.remove(&n).is_none() {
                    return self.err_at(pos, format!("Metadata id is already used: !{n}"));
                }
                Some(node)
            }
            None => None,
        };
        let first = self.odr_types.get(&id).copied();
        if let Some(f) = first {
            if di_field(&self.m.md.node(f).data, "tag") != di_field(&data, "tag") {
                // Another tag: LLVM builds no ODR type and reads the node as written.
                match forward {
                    Some(node) => self.m.md.define(node, distinct, data),
                    None => {
                        let node = if distinct {
                            self.m.md.distinct(data)
                        } else {
                            self.m.md.uniqued(data)
                        };
                        self.md_numbered.insert(n, node);
                    }
                }
                return Ok(());
            }
        }
        match (first, forward) {
            (Some(first), None) => {
                if is_forward_decl(&self.m.md.node(first).data) && !is_forward_decl(&data) {
                    self.m.md.node_mut(first).data = data;
                }
                self.md_numbered.insert(n, first);
            }
            (None, None) => {
                let node = self.m.md.distinct(data);
                self.odr_types.entry(id).or_insert(node);
                self.md_numbered.insert(n, node);
            }
            (_, Some(node)) => {
                self.m.md.define(node, true, data);
                self.odr_types.entry(id).or_insert(node);
            }
        }
        Ok(())
    }

    /// The operands of `!{...}` after the `{`.
    fn parse_md_tuple_ops(&mut self) -> PResult<Vec<Option<MdRef>>> {
        let mut ops = Vec::new();
        if self.eat(Tok::RBrace) {
            return Ok(ops);
        }
        loop {
            ops.push(self.parse_md_operand()?);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RBrace, "'}' at end of metadata node")?;
        Ok(ops)
    }

    /// A metadata operand: `!N`, `!{...}`, `!"s"`, `!DI...(...)`, `null`, or `<type> <value>`.
    pub(crate) fn parse_md_operand(&mut self) -> PResult<Option<MdRef>> {
        self.nested(|p| p.parse_md_operand_nested())
    }

    fn parse_md_operand_nested(&mut self) -> PResult<Option<MdRef>> {
        match self.tok {
            Tok::MetaId => {
                let n = self.md_ref_by_number();
                self.bump();
                Ok(Some(MdRef::Node(n)))
            }
            Tok::Exclaim => {
                self.bump();
                match self.tok {
                    Tok::Str => {
                        let s = self.string_bytes()?;
                        self.bump();
                        Ok(Some(MdRef::Str(self.m.md.string(&s))))
                    }
                    Tok::LBrace => {
                        self.bump();
                        let ops = self.parse_md_tuple_ops()?;
                        Ok(Some(MdRef::Node(self.m.md.uniqued(NodeData::Tuple(ops)))))
                    }
                    _ => self.expected("metadata string or node after '!'"),
                }
            }
            Tok::MetaName => {
                if self.text() == "!DIArgList" {
                    return match self.parse_metadata_as_value()? {
                        crate::value::Value::LocalMd(l) => Ok(Some(MdRef::Local(l))),
                        _ => self.err("invalid DIArgList"),
                    };
                }
                let data = self.parse_specialized_node()?;
                Ok(Some(MdRef::Node(self.m.md.uniqued(data))))
            }
            Tok::Ident if self.text() == "null" => {
                self.bump();
                Ok(None)
            }
            Tok::Ident if self.text() == "distinct" => {
                self.bump();
                let data = match self.tok {
                    Tok::MetaName => self.parse_specialized_node()?,
                    Tok::Exclaim => {
                        self.bump();
                        self.expect(Tok::LBrace, "'{'")?;
                        NodeData::Tuple(self.parse_md_tuple_ops()?)
                    }
                    _ => return self.expected("metadata node after 'distinct'"),
                };
                Ok(Some(MdRef::Node(self.m.md.distinct(data))))
            }
            _ => {
                let pos = self.pos();
                let t = self.parse_type(false)?;
                if self.m.types.is_metadata(t) {
                    return self.err_at(pos, "invalid metadata-value-metadata roundtrip");
                }
                let v = self.parse_value(t)?;
                match v {
                    crate::value::Value::Const(c) => Ok(Some(MdRef::Value(c))),
                    crate::value::Value::Inst(_) | crate::value::Value::Arg(_) => {
                        match self.local_md_value(v)? {
                            crate::value::Value::LocalMd(l) => Ok(Some(MdRef::Local(l))),
                            _ => self.err_at(pos, "invalid local metadata"),
                        }
                    }
                    _ => self.err_at(pos, "expected a value in metadata"),
                }
            }
        }
    }

    fn local_md_value(&mut self, v: crate::value::Value) -> PResult<crate::value::Value> {
        let Some(fs) = self.fs.as_mut() else {
            return self.err("function-local metadata outside a function");
        };
        let id = fs
            .body
            .local_md
            .push(crate::function::LocalMdData::Value(v));
        Ok(crate::value::Value::LocalMd(id))
    }

    /// A reference to a node (for named metadata and attachments): `!N` or an inline node.
    pub(crate) fn parse_md_node_ref(&mut self) -> PResult<MdNode> {
        // After a `!`, LLVM expects a node number or `{`: point at what follows the `!`.
        let start = self.pos();
        let after_bang = if self.text().starts_with('!') {
            start + 1
        } else {
            start
        };
        match self.parse_md_operand()? {
            Some(MdRef::Node(n)) => Ok(n),
            _ => self.err_at(
                after_bang,
                "expected metadata node (a '!N' reference or '!{...}')",
            ),
        }
    }

    fn md_ref_by_number(&mut self) -> MdNode {
        let n = self.text()[1..].parse::<u32>().unwrap_or(u32::MAX);
        if let Some(&node) = self.md_numbered.get(&n) {
            return node;
        }
        let node = self.m.md.placeholder();
        self.md_numbered.insert(n, node);
        // Located at the number, after the `!`, as LLVM reports it.
        self.md_fwd.insert(n, self.pos() + 1);
        node
    }

    /// `!kind !node` (the kind token is current).
    pub(crate) fn parse_attachment(&mut self) -> PResult<(MdKind, MdNode)> {
        // Metadata names may contain `\XX` escapes (the printer writes `\` as `\5C`).
        let raw = &self.text()[1..];
        let name = if raw.contains('\\') {
            let bytes =
                crate::lexer::unescape(raw.as_bytes()).unwrap_or_else(|_| raw.as_bytes().to_vec());
            String::from_utf8_lossy(&bytes).into_owned()
        } else {
            raw.to_string()
        };
        let k = self.m.md.kind(&name);
        self.bump();
        let n = self.parse_md_node_ref()?;
        Ok((k, n))
    }

    /// `!DIxxx(field: value, ...)` or `!DIExpression(...)`, with the name token current.
    fn parse_specialized_node(&mut self) -> PResult<NodeData> {
        let kind = self.text()[1..].to_string();
        let pos = self.pos();
        self.bump();
        self.expect(Tok::LParen, "'(' here")?;
        if kind == "DIExpression" {
            let mut elems = Vec::new();
            if self.tok != Tok::RParen {
                loop {
                    match self.tok {
                        Tok::Ident => {
                            elems.push(ExprElem::Op(self.text().to_string()));
                            self.bump();
                        }
                        Tok::Int => {
                            if self.text().starts_with('-') {
                                return self.expected("unsigned integer");
                            }
                            elems.push(ExprElem::Int(self.text().to_string()));
                            self.bump();
                        }
                        _ => return self.expected("DWARF operation or integer"),
                    }
                    if !self.eat(Tok::Comma) {
                        break;
                    }
                }
            }
            self.expect(Tok::RParen, "')' here")?;
            return Ok(NodeData::Expression(elems));
        }
        if !is_known_specialized(&kind) {
            return self.err_at(pos, format!("expected metadata type, found '!{kind}'"));
        }
        let mut fields: Vec<DiField> = Vec::new();
        let mut field_pos: Vec<usize> = Vec::new();
        if self.tok != Tok::RParen {
            loop {
                if self.tok != Tok::Label {
                    return self.expected("field label here");
                }
                let name = self.text().trim_end_matches(':').to_string();
                let fpos = self.pos();
                if fields.iter().any(|f| f.name == name) {
                    return self.err_at(
                        fpos,
                        format!("field '{name}' cannot be specified more than once"),
                    );
                }
                self.bump();
                let value = self.parse_di_value()?;
                field_pos.push(fpos);
                fields.push(DiField { name, value });
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        if let Some((known, required)) = di_fields(&kind) {
            for (f, fpos) in fields.iter().zip(&field_pos) {
                if !known.contains(&f.name.as_str()) {
                    return self.err_at(*fpos, format!("invalid field '{}'", f.name));
                }
            }
            if let Some(r) = required
                .iter()
                .find(|r| !fields.iter().any(|f| f.name == **r))
            {
                // LLVM reports a missing field at the closing parenthesis.
                return self.err(format!("missing required field '{r}'"));
            }
        }
        self.expect(Tok::RParen, "')' here")?;
        let fields = crate::upgrade::di::canonical_fields(&kind, fields);
        Ok(NodeData::Special { kind, fields })
    }

    fn parse_di_value(&mut self) -> PResult<DiValue> {
        match self.tok {
            Tok::Int | Tok::HexInt => {
                let t = self.text().to_string();
                self.bump();
                if self.tok == Tok::Bar {
                    return self.parse_flag_list(t);
                }
                Ok(DiValue::Int(t))
            }
            Tok::Str => {
                let s = self.string_bytes()?;
                self.bump();
                Ok(DiValue::Str(s))
            }
            Tok::MetaId | Tok::Exclaim | Tok::MetaName => Ok(DiValue::Md(self.parse_md_operand()?)),
            Tok::LBrace => {
                self.bump();
                let mut ops = Vec::new();
                if self.tok != Tok::RBrace {
                    loop {
                        ops.push(self.parse_md_operand()?);
                        if !self.eat(Tok::Comma) {
                            break;
                        }
                    }
                }
                self.expect(Tok::RBrace, "'}' at end of operand list")?;
                Ok(DiValue::List(ops))
            }
            Tok::Ident => {
                let w = self.text();
                if w == "null" {
                    self.bump();
                    return Ok(DiValue::Md(None));
                }
                if w == "distinct" {
                    return Ok(DiValue::Md(self.parse_md_operand()?));
                }
                if looks_like_type(w) {
                    return Ok(DiValue::Md(self.parse_md_operand()?));
                }
                let first = w.to_string();
                self.bump();
                if self.tok == Tok::Bar {
                    return self.parse_flag_list(first);
                }
                Ok(DiValue::Ident(first))
            }
            _ => self.expected("metadata field value"),
        }
    }

    fn parse_flag_list(&mut self, first: String) -> PResult<DiValue> {
        let mut flags = vec![first];
        while self.eat(Tok::Bar) {
            match self.tok {
                Tok::Ident | Tok::Int => {
                    flags.push(self.text().to_string());
                    self.bump();
                }
                _ => return self.expected("flag"),
            }
        }
        Ok(DiValue::Flags(flags))
    }
}

/// The `identifier:` of a `DICompositeType`, the key of debug type ODR uniquing.
fn odr_identifier(md: &crate::metadata::MetadataStore, data: &NodeData) -> Option<Vec<u8>> {
    let NodeData::Special { kind, fields } = data else {
        return None;
    };
    if kind != "DICompositeType" {
        return None;
    }
    fields
        .iter()
        .find(|f| f.name == "identifier")
        .and_then(|f| match &f.value {
            DiValue::Str(s) => Some(s.clone()),
            DiValue::Md(Some(MdRef::Str(s))) => Some(md.str_bytes(*s).to_vec()),
            _ => None,
        })
}

fn di_field<'d>(data: &'d NodeData, name: &str) -> Option<&'d DiValue> {
    match data {
        NodeData::Special { fields, .. } => {
            fields.iter().find(|f| f.name == name).map(|f| &f.value)
        }
        _ => None,
    }
}

fn is_forward_decl(data: &NodeData) -> bool {
    match di_field(data, "flags") {
        Some(DiValue::Flags(fl)) => fl.iter().any(|f| f == "DIFlagFwdDecl"),
        Some(DiValue::Ident(f)) => f == "DIFlagFwdDecl",
        _ => false,
    }
}

fn looks_like_type(w: &str) -> bool {
    matches!(
        w,
        "ptr" | "half" | "bfloat" | "float" | "double" | "x86_fp80" | "fp128" | "ppc_fp128"
    ) || (w.starts_with('i') && w.len() > 1 && w[1..].bytes().all(|b| b.is_ascii_digit()))
}

/// Specialized node kinds LLVM 19 knows.
fn is_known_specialized(kind: &str) -> bool {
    matches!(
        kind,
        "DILocation"
            | "DIAssignID"
            | "GenericDINode"
            | "DISubrange"
            | "DIGenericSubrange"
            | "DIEnumerator"
            | "DIBasicType"
            | "DIStringType"
            | "DIDerivedType"
            | "DICompositeType"
            | "DISubroutineType"
            | "DIFile"
            | "DICompileUnit"
            | "DISubprogram"
            | "DILexicalBlock"
            | "DILexicalBlockFile"
            | "DICommonBlock"
            | "DINamespace"
            | "DIMacro"
            | "DIMacroFile"
            | "DIModule"
            | "DITemplateTypeParameter"
            | "DITemplateValueParameter"
            | "DIGlobalVariable"
            | "DILocalVariable"
            | "DILabel"
            | "DIGlobalVariableExpression"
            | "DIObjCProperty"
            | "DIImportedEntity"
    )
}

/// The fields LLVM 19's `LLParser` accepts for a specialized node, and the required ones
/// (`None` for kinds not listed, which are not checked).
fn di_fields(kind: &str) -> Option<(&'static [&'static str], &'static [&'static str])> {
    Some(match kind {
        "DILocation" => (
            &["line", "column", "scope", "inlinedAt", "isImplicitCode"],
            &["scope"],
        ),
        "DIAssignID" => (&[], &[]),
        "GenericDINode" => (&["tag", "header", "operands"], &["tag"]),
        "DISubrange" | "DIGenericSubrange" => {
            (&["count", "lowerBound", "upperBound", "stride"], &[])
        }
        "DIEnumerator" => (&["name", "value", "isUnsigned"], &["name", "value"]),
        "DIBasicType" => (&["tag", "name", "size", "align", "encoding", "flags"], &[]),
        "DIStringType" => (
            &[
                "tag",
                "name",
                "stringLength",
                "stringLengthExpression",
                "stringLocationExpression",
                "size",
                "align",
                "encoding",
            ],
            &[],
        ),
        "DIDerivedType" => (
            &[
                "tag",
                "name",
                "file",
                "line",
                "scope",
                "baseType",
                "size",
                "align",
                "offset",
                "flags",
                "extraData",
                "dwarfAddressSpace",
                "annotations",
                "ptrAuthKey",
                "ptrAuthIsAddressDiscriminated",
                "ptrAuthExtraDiscriminator",
                "ptrAuthIsaPointer",
                "ptrAuthAuthenticatesNullValues",
            ],
            &["tag", "baseType"],
        ),
        "DICompositeType" => (
            &[
                "tag",
                "name",
                "file",
                "line",
                "scope",
                "baseType",
                "size",
                "align",
                "offset",
                "flags",
                "elements",
                "runtimeLang",
                "vtableHolder",
                "templateParams",
                "identifier",
                "discriminator",
                "dataLocation",
                "associated",
                "allocated",
                "rank",
                "annotations",
                "num_extra_inhabitants",
                "specification",
            ],
            &["tag"],
        ),
        "DISubroutineType" => (&["flags", "cc", "types"], &["types"]),
        "DIFile" => (
            &[
                "filename",
                "directory",
                "checksumkind",
                "checksum",
                "source",
            ],
            &["filename", "directory"],
        ),
        "DICompileUnit" => (
            &[
                "language",
                "file",
                "producer",
                "isOptimized",
                "flags",
                "runtimeVersion",
                "splitDebugFilename",
                "emissionKind",
                "enums",
                "retainedTypes",
                "globals",
                "imports",
                "macros",
                "dwoId",
                "splitDebugInlining",
                "debugInfoForProfiling",
                "nameTableKind",
                "rangesBaseAddress",
                "sysroot",
                "sdk",
            ],
            &["language", "file"],
        ),
        "DISubprogram" => (
            &[
                "scope",
                "name",
                "linkageName",
                "file",
                "line",
                "type",
                "isLocal",
                "isDefinition",
                "scopeLine",
                "containingType",
                "spFlags",
                "virtuality",
                "virtualIndex",
                "thisAdjustment",
                "flags",
                "isOptimized",
                "unit",
                "templateParams",
                "declaration",
                "retainedNodes",
                "thrownTypes",
                "annotations",
                "targetFuncName",
            ],
            &[],
        ),
        "DILexicalBlock" => (&["scope", "file", "line", "column"], &["scope"]),
        "DILexicalBlockFile" => (
            &["scope", "file", "discriminator"],
            &["scope", "discriminator"],
        ),
        "DICommonBlock" => (
            &["scope", "declaration", "name", "file", "line"],
            &["scope"],
        ),
        "DINamespace" => (&["scope", "name", "exportSymbols"], &["scope"]),
        "DIMacro" => (&["type", "line", "name", "value"], &["type", "name"]),
        "DIMacroFile" => (&["type", "line", "file", "nodes"], &["file"]),
        "DIModule" => (
            &[
                "scope",
                "name",
                "configMacros",
                "includePath",
                "apinotes",
                "file",
                "line",
                "isDecl",
            ],
            &["scope", "name"],
        ),
        "DITemplateTypeParameter" => (&["name", "type", "defaulted"], &["type"]),
        "DITemplateValueParameter" => (&["tag", "name", "type", "defaulted", "value"], &["value"]),
        "DIGlobalVariable" => (
            &[
                "name",
                "scope",
                "linkageName",
                "file",
                "line",
                "type",
                "isLocal",
                "isDefinition",
                "templateParams",
                "declaration",
                "align",
                "annotations",
            ],
            &[],
        ),
        "DILocalVariable" => (
            &[
                "scope",
                "name",
                "arg",
                "file",
                "line",
                "type",
                "flags",
                "align",
                "annotations",
            ],
            &["scope"],
        ),
        "DILabel" => (
            &["scope", "name", "file", "line"],
            &["scope", "name", "file", "line"],
        ),
        "DIGlobalVariableExpression" => (&["var", "expr"], &["var", "expr"]),
        "DIObjCProperty" => (
            &[
                "name",
                "file",
                "line",
                "setter",
                "getter",
                "attributes",
                "type",
            ],
            &[],
        ),
        "DIImportedEntity" => (
            &["tag", "scope", "entity", "file", "line", "name", "elements"],
            &["tag", "scope"],
        ),
        _ => return None,
    })
}
